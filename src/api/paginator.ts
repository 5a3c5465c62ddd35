/** Laravel's LengthAwarePaginator JSON, byte for byte: links, meta with the URL window, keys in Laravel's order. */

const ON_EACH_SIDE = 3

/** PHP's rawurlencode (what Laravel's Arr::query uses, RFC 3986): spaces as %20, `~` kept, !'()* escaped. */
export const rfc3986 = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (char) => '%' + char.charCodeAt(0).toString(16).toUpperCase())

export interface PageInput {
  path: string
  query: [string, string][]
  page: number
  perPage: number
  total: number
  count: number
}

/**
 * The query as PHP rebuilds it: keys grouped under their base name (`filter[a]`, `filter[b]` together, in order of
 * first appearance), the last value of a repeated key, and `page` left out (Laravel's addQuery skips it).
 */
export const laravelQuery = (pairs: [string, string][]): [string, string][] => {
  const groups = new Map<string, Map<string, string>>()
  for (const [key, value] of pairs) {
    const base = key.split('[')[0]
    if (base === 'page') continue
    const group = groups.get(base) ?? new Map<string, string>()
    group.set(key, value)
    groups.set(base, group)
  }
  return [...groups.values()].flatMap((group) => [...group.entries()])
}

/** The URLs of a list's pages: every other query parameter, then `page` last, as Laravel's url() builds them. */
const pageUrls = (input: Pick<PageInput, 'path' | 'query'>) => {
  // Encoded once for the dozen links of a page (a search's q is percent-encoded each time otherwise).
  const others = laravelQuery(input.query).map(([key, value]) => `${rfc3986(key)}=${rfc3986(value)}&`)
  const prefix = `${input.path}?${others.join('')}page=`
  return (page: number) => `${prefix}${rfc3986(String(page))}`
}

/** The URL of page n: every other query parameter, then `page` last, as Laravel's url() builds it. */
export const pageUrl = (input: Pick<PageInput, 'path' | 'query'>, page: number) => pageUrls(input)(page)

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i)

/** Laravel's UrlWindow: every page when there are few, else the first two, a slider and the last two with gaps. */
export function pageWindow(current: number, last: number): (number | '...')[] {
  if (last < ON_EACH_SIDE * 2 + 8) return range(1, last)
  const window = ON_EACH_SIDE + 4
  if (current <= window) return [...range(1, window + ON_EACH_SIDE), '...', last - 1, last]
  if (current > last - window) return [1, 2, '...', ...range(last - (window + (ON_EACH_SIDE - 1)), last)]
  return [1, 2, '...', ...range(current - ON_EACH_SIDE, current + ON_EACH_SIDE), '...', last - 1, last]
}

export function paginate<T>(data: T[], input: PageInput) {
  const lastPage = Math.max(1, Math.ceil(input.total / input.perPage))
  const from = input.count > 0 ? (input.page - 1) * input.perPage + 1 : null
  const to = from === null ? null : from + input.count - 1
  const url = pageUrls(input)
  const prev = input.page > 1 ? url(input.page - 1) : null
  const next = input.page < lastPage ? url(input.page + 1) : null
  const links = [
    { url: prev, label: '&laquo; Previous', active: false },
    ...pageWindow(input.page, lastPage).map((item) =>
      item === '...'
        ? { url: null, label: '...', active: false }
        : { url: url(item), label: String(item), active: item === input.page },
    ),
    { url: next, label: 'Next &raquo;', active: false },
  ]
  return {
    data,
    links: { first: url(1), last: url(lastPage), prev, next },
    meta: {
      current_page: input.page,
      from,
      last_page: lastPage,
      links,
      path: input.path,
      per_page: input.perPage,
      to,
      total: input.total,
    },
  }
}
