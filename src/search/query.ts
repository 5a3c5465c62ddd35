import type { Locale } from '../config/locales.js'
import { searchConfig } from './indexer.js'
import { snippet } from './snippet.js'
import { readsFrom } from '../cache/dependencies.js'
import { replicaReads, type Queryable } from '../db/replicas.js'
import { publicKinds, SEARCH_TAG, type SearchKind } from './sources.js'
import { queryTokens } from './text.js'

/** A query word and what it may match: itself as a prefix, or (a typo) the index's nearest words. */
interface QueryTerm {
  token: string
  corrections: string[]
}

/** How alike a typo and a word of the index must be (pg_trgm similarity); 0.4 accepts one wrong letter in 6 or so. */
const TYPO_SIMILARITY = 0.4

/**
 * The query's words, each with the index's nearest words when nothing in the index starts with it (a typo), and the
 * lexemes the snippet marks. Tokens are letters, digits and the folded apostrophe only (src/search/text.ts), so
 * nothing a visitor types reaches the tsquery syntax.
 */
async function expand(db: Queryable, text: string, locale: Locale): Promise<{ terms: QueryTerm[]; lexemes: string[] }> {
  const tokens = queryTokens(text, locale).filter((token) => token.length >= 2 || /^\d+$/.test(token))
  if (tokens.length === 0) return { terms: [], lexemes: [] }
  // A word is known when a word of the index starts with it or, in Russian and English, with its stem (`взять` is
  // known by `взятие`, and is no typo of `взятки`); only unknown words are corrected. The stems of the words and of
  // their corrections come back with them, for the snippet to mark: one round trip.
  const { rows } = await db.query(
    `select c.token, c.corrections, tsvector_to_array(to_tsvector($3::regconfig, c.token || ' ' || array_to_string(c.corrections, ' '))) as stems
       from (select t.token, t.i,
                    case when t.known or char_length(t.token) < 4 then '{}'::text[]
                         else array(select s.term from search_terms s where s.term % t.token and similarity(s.term, t.token) >= $2
                                    order by similarity(s.term, t.token) desc, s.term limit 3) end as corrections
               from (select u.token, u.i, exists(select 1 from search_terms s where s.term >= u.stem and s.term <= u.stem || chr(1114111)) as known
                       from (select w.token, w.i, coalesce((select min(l) from unnest(tsvector_to_array(to_tsvector($3::regconfig, w.token))) l), w.token) as stem
                               from unnest($1::text[]) with ordinality as w(token, i)) u) t) c
      order by c.i`,
    [tokens, TYPO_SIMILARITY, searchConfig[locale]],
  )
  const terms = rows.map((row) => ({ token: String(row.token), corrections: (row.corrections as string[]) ?? [] }))
  const words = terms.flatMap((term) => [term.token, ...term.corrections])
  return { terms, lexemes: [...new Set([...words, ...rows.flatMap((row) => (row.stems as string[]) ?? [])])] }
}

/**
 * One word's alternatives as tsquery text: the word (as a prefix unless `whole`) or its corrections; `weight` 'A'
 * restricts them to titles.
 */
const alternatives = (term: QueryTerm, weight = '', whole = false) => {
  const marks = (prefix: boolean) => (prefix || weight ? `:${prefix ? '*' : ''}${weight}` : '')
  return `(${[`'${term.token}'${marks(!whole)}`, ...term.corrections.map((word) => `'${word}'${marks(false)}`)].join(' | ')})`
}

const tsquery = (terms: QueryTerm[], join: '&' | '|', weight = '', whole = false) => terms.map((term) => alternatives(term, weight, whole)).join(` ${join} `)

/**
 * Whether the assistant takes a question word as a prefix: in Uzbek, whose endings the light stemmer may miss, for
 * words of 5 letters or more; never in Russian and English, whose stemmers do it right (a prefix of `взять` is also
 * one of `взятка`).
 */
const wholeWord = (term: QueryTerm, locale: Locale) => locale !== 'uz' || term.token.length < 5

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
