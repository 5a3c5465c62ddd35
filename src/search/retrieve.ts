import type { Locale } from '../config/locales.js'
import { replicaReads, type Queryable } from '../db/replicas.js'
import { expand, tsquery, wholeWord } from './expand.js'
import { searchConfig } from './indexer.js'
import type { SearchKind } from './sources.js'

/**
 * How much a question word says about which record answers it, from the number of records that contain it (`df` of
 * `n`): the rarer, the more (ln(1 + n/df)). A word found nowhere says nothing about any record but still counts
 * against all of them, as much as a common word, so a question made of unknown words is handed over.
 */
export const wordWeight = (df: number, n: number): number => (df === 0 ? UNKNOWN_WORD : Math.log(1 + n / df))
const UNKNOWN_WORD = 1

export interface Candidate {
  type: SearchKind
  id: number
  slug: string | null
  title: string
  body: string
  /** How much of the question the record answers, 0..1: the question's words weighted by rarity, title matches whole. */
  confidence: number
  rank: number
}

/**
 * The assistant's retrieval: the best records of the given kinds for a visitor's question, each with a confidence the
 * handoff threshold is compared with. A word found in few records weighs more than a common one; a word found in a
 * record's title (or a knowledge entry's question and keywords) counts fully, in its text half. Given the primary
 * pool, it reads from a replica when there is one (src/db/replicas.ts).
 */
export async function retrieve(primary: Queryable, text: string, locale: Locale, kinds: readonly SearchKind[], limit = 12): Promise<Candidate[]> {
  const db = replicaReads(primary)
  const { terms } = await expand(db, text, locale)
  if (terms.length === 0) return []
  const config = searchConfig[locale]
  const perTerm = terms.map((term) => tsquery([term], '|', '', wholeWord(term, locale)))
  const perTermTitle = terms.map((term) => tsquery([term], '|', 'A', wholeWord(term, locale)))
  const { rows } = await db.query(
    `with q as (select to_tsquery($1::regconfig, $2) as q),
     top as (
       select d.kind, d.record_id, d.document, ts_rank(d.document, q.q) as rank
         from search_documents d, q
        where d.locale = $3 and d.kind = any($4::text[]) and d.document @@ q.q and (d.visible_from is null or d.visible_from <= now())
        order by rank desc, d.kind, d.record_id limit $5),
     words as (select t.q, t.tq, t.i from unnest($6::text[], $7::text[]) with ordinality as t(q, tq, i)),
     frequency as (
       select w.i, (select count(*) from search_documents d
                     where d.locale = $3 and d.kind = any($4::text[]) and d.document @@ to_tsquery($1::regconfig, w.q)
                       and (d.visible_from is null or d.visible_from <= now())) as df
         from words w),
     total as (select count(*) as n from search_documents d where d.locale = $3 and d.kind = any($4::text[]))
     select top.kind, top.record_id, t.slug, t.title, left(t.body, 4000) as body, top.rank, total.n,
            array(select case when top.document @@ to_tsquery($1::regconfig, w.tq) then 2 when top.document @@ to_tsquery($1::regconfig, w.q) then 1 else 0 end
                    from words w order by w.i) as matches,
            array(select f.df from frequency f order by f.i) as frequencies
       from top join search_texts t on t.kind = top.kind and t.record_id = top.record_id and t.locale = $3, total`,
    [config, perTerm.join(' | '), locale, kinds, limit, perTerm, perTermTitle],
  )
  return rows.map((row) => {
    const n = Number(row.n)
    const weights = (row.frequencies as unknown[]).map((df) => wordWeight(Number(df), n))
    const matches = (row.matches as unknown[]).map(Number)
    const total = weights.reduce((sum, w) => sum + w, 0)
    const found = weights.reduce((sum, w, i) => sum + w * (matches[i] === 2 ? 1 : matches[i] === 1 ? 0.5 : 0), 0)
    return {
      type: row.kind as SearchKind,
      id: Number(row.record_id),
      slug: (row.slug as string | null) ?? null,
      title: String(row.title ?? ''),
      body: String(row.body ?? ''),
      confidence: total > 0 ? found / total : 0,
      rank: Number(row.rank),
    }
  })
}
