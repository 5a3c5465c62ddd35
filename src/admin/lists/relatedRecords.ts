/**
 * The records the relationship columns of a list name, fetched for every row at once. Payload's own cell (3.90) asks
 * only for rows inside the window, says "<No …>" for the others until they are scrolled to, sets every record another
 * row asks for back to loading while it fetches them all again, and leaves a cell loading for good when a request
 * fails; this asks once for all the cells that mount together, in one request per related collection and language.
 */

export type RelatedDoc = Record<string, unknown> & { id: number | string }

export type Related =
  | { state: 'found'; doc: RelatedDoc }
  /** Not answered: deleted since, or not readable by this user. */
  | { state: 'missing' }
  /** The request failed: the cell says so instead of loading forever. */
  | { state: 'failed' }

interface Group {
  api: string
  slug: string
  locale: string | undefined
  titleField: string | undefined
  waiting: Map<string, ((related: Related) => void)[]>
}

/** Payload's REST answers at most 100 records a page here (src/payloadRest/query.ts). */
const PAGE = 100

let queue = new Map<string, Group>()
let scheduled = false

/** One related record (`slug` #`id`) in `locale`, with its title field at least; batched with the others asked now. */
export function loadRelated(request: Omit<Group, 'waiting'> & { id: number | string }): Promise<Related> {
  const { id, ...rest } = request
  const key = [rest.api, rest.slug, rest.locale ?? '', rest.titleField ?? ''].join('\n')
  const group = queue.get(key) ?? { ...rest, waiting: new Map() }
  queue.set(key, group)
  return new Promise((resolve) => {
    const waiting = group.waiting.get(String(id)) ?? []
    waiting.push(resolve)
    group.waiting.set(String(id), waiting)
    if (!scheduled) {
      scheduled = true
      // After the current commit: every cell of the table has asked by then.
      setTimeout(flush, 0)
    }
  })
}

function flush() {
  scheduled = false
  const groups = [...queue.values()]
  queue = new Map()
  for (const group of groups) void fetchGroup(group)
}

async function fetchGroup({ api, slug, locale, titleField, waiting }: Group) {
  const ids = [...waiting.keys()]
  for (let start = 0; start < ids.length; start += PAGE) {
    const page = ids.slice(start, start + PAGE)
    const params = new URLSearchParams({ depth: '0', draft: 'true', limit: String(page.length) })
    if (locale) params.set('locale', locale)
    params.set('where[id][in]', page.join(','))
    if (titleField) params.set(`select[${titleField}]`, 'true')
    let found: Map<string, RelatedDoc> | null = null
    try {
      const response = await fetch(`${api}/${slug}?${params.toString()}`, { credentials: 'include' })
      if (response.ok) {
        const { docs } = (await response.json()) as { docs: RelatedDoc[] }
        found = new Map(docs.map((doc) => [String(doc.id), doc]))
      }
    } catch {
      found = null
    }
    for (const id of page) {
      const doc = found?.get(id)
      const related: Related =
        found === null ? { state: 'failed' } : doc ? { state: 'found', doc } : { state: 'missing' }
      for (const resolve of waiting.get(id) ?? []) resolve(related)
    }
  }
}
