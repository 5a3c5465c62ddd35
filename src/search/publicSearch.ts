import type { Locale } from '../config/locales.js'
import { readsFrom } from '../cache/dependencies.js'
import { replicaReads, type Queryable } from '../db/replicas.js'
import { expand, tsquery } from './expand.js'
import { searchConfig } from './indexer.js'
import { snippet } from './snippet.js'
import { publicKinds, SEARCH_TAG, type SearchKind } from './sources.js'

export interface SearchRequest {
  q: string
  locale: Locale
  kinds: readonly SearchKind[]
  page: number
  perPage: number
}

export interface SearchHit {
  type: SearchKind
  id: number
  slug: string | null
  title: string
  snippet: string
  score: number
}

/**
 * Ranks in the database and reads text only for the page: the matches are scored once in a narrow set (kind, id,
 * score), counted and ordered there, and only the page's rows read their title and text (`search_texts`) for the
 * snippet. The GIN index on (locale, document) finds the matches of the request locale alone. Public search never
 * reads the assistant's knowledge entries; `$5` (null: every public kind) narrows the kinds.
 */
const RANKED = `
  with q as (select to_tsquery($1::regconfig, $2) as q, to_tsquery($1::regconfig, $3) as tq),
  matches as materialized (
    select d.kind, d.record_id, (case when d.document @@ q.tq then 1 else 0 end + ts_rank(d.document, q.q)) as score
      from search_documents d, q
     where d.locale = $4 and d.document @@ q.q and d.kind <> 'knowledge' and ($5::text[] is null or d.kind = any($5::text[]))
       and (d.visible_from is null or d.visible_from <= now())),
  page as (
    select m.kind, m.record_id, m.score, count(*) over () as total from matches m
     order by m.score desc, m.kind, m.record_id limit $6 offset $7)
  select p.kind, p.record_id, p.score, p.total, t.slug, t.title, t.body
    from page p join search_texts t on t.kind = p.kind and t.record_id = p.record_id and t.locale = $4
   order by p.score desc, p.kind, p.record_id`

const COUNT = `
  select count(*) as total from search_documents d
   where d.locale = $3 and d.document @@ to_tsquery($1::regconfig, $2) and d.kind <> 'knowledge' and ($4::text[] is null or d.kind = any($4::text[]))
     and (d.visible_from is null or d.visible_from <= now())`

/**
 * Public search (contract 4.15): every word (as a prefix, or corrected) must match; if none does, any word may. Given
 * the primary pool, it reads from a replica when there is one (src/db/replicas.ts).
 */
export async function searchIndex(primary: Queryable, request: SearchRequest): Promise<{ hits: SearchHit[]; total: number }> {
  readsFrom(SEARCH_TAG)
  const db = replicaReads(primary)
  const { terms, lexemes } = await expand(db, request.q, request.locale)
  if (terms.length === 0) return { hits: [], total: 0 }
  const config = searchConfig[request.locale]
  const offset = (request.page - 1) * request.perPage
  const kinds = publicKinds.every((kind) => request.kinds.includes(kind)) ? null : request.kinds
  const run = async (join: '&' | '|') => {
    const query = tsquery(terms, join)
    const { rows } = await db.query(RANKED, [config, query, tsquery(terms, '|', 'A'), request.locale, kinds, request.perPage, offset])
    if (rows.length > 0 || offset === 0) return { rows, total: Number(rows[0]?.total ?? 0) }
    const { rows: count } = await db.query(COUNT, [config, query, request.locale, kinds])
    return { rows, total: Number(count[0]?.total ?? 0) }
  }
  let result = await run('&')
  if (result.total === 0 && terms.length > 1) result = await run('|')
  return {
    total: result.total,
    hits: result.rows.map((row) => {
      const body = String(row.body ?? '')
      const title = String(row.title ?? '')
      // The text's snippet, or the title's when only the title matched.
      const fromBody = snippet(body.trim() === '' ? title : body, lexemes, request.locale)
      return {
        type: row.kind as SearchKind,
        id: Number(row.record_id),
        slug: (row.slug as string | null) ?? null,
        title,
        snippet: fromBody.includes('<mark>') ? fromBody : snippet(title, lexemes, request.locale),
        score: Math.round(Number(row.score) * 10_000) / 10_000,
      }
    }),
  }
}
