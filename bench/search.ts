import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { Locale } from '../src/config/locales.js'
import { rebuildSearchIndex } from '../src/search/indexer.js'
import type { Measurement, Target } from './load.js'

/** What the issue asks of the search against Payload's REST `like` on the same words, at the bench's connections. */
export const SEARCH_TARGET = { ratio: 10, p99Ms: 100 }
const PER_PAGE = 15

/**
 * What a visitor types, and the same words as Payload's REST `like` can be given them. The words come from the seeded
 * legal documents' titles and directions (seedCatalog.ts), so both sides find the same records; `like` has no
 * transliteration, so the Cyrillic-Uzbek query is given to it as the stored Latin spelling, apostrophe and all.
 */
interface SearchQuery {
  label: string
  lang: Locale
  q: string
  like: string
  /** Why `like` cannot count the same legal documents (a substring is no word prefix); absent: it must. */
  likeDiffers?: string
}

export const SEARCH_QUERIES: SearchQuery[] = [
  // A type name in the title of 35 % of the documents: about 5,900 visible matches in ru.
  { label: 'common word', lang: 'ru', q: 'постановление', like: 'постановление' },
  // The rarest type (5 %): about 790 matches.
  { label: 'rarer word', lang: 'ru', q: 'соглашение', like: 'соглашение' },
  // A two-word direction: both words must match (search: every word; `like`: every word of the value).
  { label: 'two words', lang: 'ru', q: 'сельское хозяйство', like: 'сельское хозяйство' },
  { label: 'uz Latin', lang: 'uz', q: 'soliq', like: 'soliq' },
  // суғурта is stored as Sug‘urta: the search folds the script and the apostrophe, `like` needs the stored spelling.
  { label: 'uz Cyrillic', lang: 'uz', q: 'суғурта', like: 'Sug‘urta' },
  // Search as you type: a word and the first letter of the next. The letter only narrows the word's matches (to
  // records with a word starting with х); `like` wants an х anywhere in the same field, which here is the same 1,663.
  { label: 'one-letter prefix', lang: 'ru', q: 'сельское х', like: 'сельское х' },
  // The shortest q the contract takes: every word starting with по (постановление, положение...), about 7,650 ru
  // matches, more than the common word. по is a Russian stop word: typed alone it is searched as a prefix all the same.
  {
    label: 'two-letter prefix',
    lang: 'ru',
    q: 'по',
    like: 'по',
    likeDiffers: '`like` also finds по inside words (Экспорт), which is no word starting with по',
  },
]

/** The fields of a legal document that hold its searched text and take `like` (`body` is Lexical JSON: the REST refuses it). */
const LIKE_FIELDS = ['title', 'direction', 'bodyHtml']

const searchPath = (query: SearchQuery, extra = '') => {
  const q = encodeURIComponent(query.q)
  return `/api/v1/search?q=${q}&lang=${query.lang}&per_page=${PER_PAGE}${extra}`
}
const likePath = (query: SearchQuery) => {
  const where = LIKE_FIELDS.map((field, i) => `where[or][${i}][${field}][like]=${encodeURIComponent(query.like)}`).join(
    '&',
  )
  return `/api/legal-documents?locale=${query.lang}&${where}&limit=${PER_PAGE}&depth=0`
}

export const SEARCH_BASELINE = `GET /api/legal-documents, Payload REST like on ${LIKE_FIELDS.join('/')} (the same ${SEARCH_QUERIES.length} queries)`
const ALL_QUERIES = `GET /api/v1/search (the same ${SEARCH_QUERIES.length} queries)`

/** One row per query, one rotating over all of them, and the REST `like` row rotating over the same words: the ratio's floor. */
export function searchTargets(appUrl: string): Target[] {
  return [
    ...SEARCH_QUERIES.map((query) => ({
      name: `GET /api/v1/search?q=${query.q}&lang=${query.lang} (${query.label})`,
      url: `${appUrl}${searchPath(query)}`,
    })),
    { name: ALL_QUERIES, url: appUrl, paths: SEARCH_QUERIES.map((query) => searchPath(query)) },
    { name: SEARCH_BASELINE, url: appUrl, paths: SEARCH_QUERIES.map(likePath) },
  ]
}

/**
 * The seeds' SQL inserts (legal documents, staff units, posts) go around the collection hooks that keep the search
 * index in step, so the index is rebuilt from the stored records once they are all in. Timed: the same rebuild runs
 * after a migration or a bulk import on a real site. Returns its figures for the results file.
 */
export async function buildSearchIndex(payload: Payload, log: (line: string) => void) {
  const started = Date.now()
  const records = await rebuildSearchIndex(payload)
  const seconds = (Date.now() - started) / 1000
  // The rebuild's row-by-row inserts leave tens of thousands of entries in the GIN index's pending list, which every
  // search scans in full until a VACUUM moves them into the index. Autovacuum would do that at some moment of the
  // run; flushing here measures every row in the state a live site reaches a minute after such a rebuild.
  // search_documents is partitioned by locale and kind: each partition has its own GIN index.
  const { rows: flushed } = await payload.db.drizzle.execute(sql`
    select coalesce(sum(gin_clean_pending_list(p.relid)), 0) as pages from pg_partition_tree('search_documents_document_idx') p where p.isleaf`)
  // Freshly written rows have no statistics; the planner would guess how many rows a word matches. On a reused
  // database the rebuild's deletes leave every old row dead, with its index entries, until autovacuum comes at some
  // moment of the run; the VACUUM gives the state a live site reaches a minute after such a rebuild.
  await payload.db.drizzle.execute(sql`vacuum (analyze) search_documents, search_texts, search_terms`)
  const { rows } = await payload.db.drizzle.execute(
    sql`select count(*)::int as rows, (select count(*)::int from search_terms) as terms,
               (select sum(pg_total_relation_size(p.relid))::bigint from pg_partition_tree('search_documents') p where p.isleaf) as bytes
          from search_documents`,
  )
  const { rows: count, terms, bytes } = rows[0] as { rows: number; terms: number; bytes: string }
  log(
    `search index: ${records} records rebuilt in ${seconds.toFixed(1)} s (rebuildSearchIndex, ${Math.round(records / seconds)} records/s): ${count} rows` +
      ` (a visible record per locale), ${terms} terms, ${Math.round(Number(bytes) / 1024 / 1024)} MiB with its indexes;` +
      ` then ${flushed[0].pages} pages of the GIN pending lists moved into the indexes (gin_clean_pending_list) and VACUUM (ANALYZE)`,
  )
  return {
    records,
    rebuildSeconds: seconds,
    rows: count,
    terms,
    bytes: Number(bytes),
    pendingListPagesFlushed: Number(flushed[0].pages),
  }
}

type SearchBody = { meta?: { total?: number } }
type LikeBody = { totalDocs?: number; errors?: unknown }

async function read<T>(url: string): Promise<T> {
  const response = await fetch(url)
  if (response.status !== 200)
    throw new Error(`${url} answered ${response.status}: ${(await response.text()).slice(0, 300)}`)
  return (await response.json()) as T
}

/**
 * The ratio is only fair if both sides find the same records: the search limited to legal documents must count what
 * the REST `like` counts, and the whole search (every public kind) should find nothing else for these words.
 */
export async function compareSearch(appUrl: string, log: (line: string) => void) {
  for (const query of SEARCH_QUERIES) {
    const [all, legal, like] = await Promise.all([
      read<SearchBody>(`${appUrl}${searchPath(query)}`),
      read<SearchBody>(`${appUrl}${searchPath(query, '&type=legal_documents')}`),
      read<LikeBody>(`${appUrl}${likePath(query)}`),
    ])
    const [found, legalFound, liked] = [
      Number(all.meta?.total ?? 0),
      Number(legal.meta?.total ?? 0),
      Number(like.totalDocs ?? 0),
    ]
    if (found === 0 || liked === 0)
      throw new Error(`search or REST like found nothing for ${query.q}: search ${found}, like ${liked}`)
    const finds = `search q=${query.q}&lang=${query.lang} finds ${found} records (${legalFound} legal documents)`
    if (query.likeDiffers) log(`${finds}, REST like '${query.like}' ${liked}: not compared, ${query.likeDiffers}`)
    else if (legalFound === liked) log(`${finds}, as many legal documents as REST like '${query.like}' (${liked})`)
    else
      log(
        `WARNING: search q=${query.q}&lang=${query.lang} finds ${legalFound} legal documents, REST like '${query.like}' ${liked}`,
      )
  }
}

/** Each search row (the rows of the search group) against the REST `like` row, with the targets beside them. */
export function searchSummary(measurements: Measurement[], log: (line: string) => void) {
  const floor = measurements.find((m) => m.name === SEARCH_BASELINE)
  const rows = measurements
    .filter((m) => m !== floor)
    .map((m) => {
      const ratio = floor && floor.requestsPerSecond > 0 ? m.requestsPerSecond / floor.requestsPerSecond : 0
      const met = ratio >= SEARCH_TARGET.ratio && m.p99Ms < SEARCH_TARGET.p99Ms && m.non2xx === 0 && m.errors === 0
      return {
        name: m.name,
        requestsPerSecond: m.requestsPerSecond,
        p50Ms: m.p50Ms,
        p99Ms: m.p99Ms,
        ratioToRestLike: ratio,
        targetMet: met,
      }
    })
  log(
    `search against Payload REST like (${floor?.requestsPerSecond.toFixed(1)} req/s, p99 ${floor?.p99Ms} ms); target: at least ${SEARCH_TARGET.ratio}x its req/s and p99 under ${SEARCH_TARGET.p99Ms} ms`,
  )
  for (const row of rows) {
    log(
      `  ${row.ratioToRestLike.toFixed(1).padStart(6)}x  p99 ${String(row.p99Ms).padStart(4)} ms  ${row.targetMet ? 'met    ' : 'NOT met'}  ${row.name}`,
    )
  }
  return {
    target: SEARCH_TARGET,
    restLike: floor ? { requestsPerSecond: floor.requestsPerSecond, p99Ms: floor.p99Ms } : null,
    rows,
  }
}
