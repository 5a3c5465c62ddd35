import type { Locale } from '../config/locales.js'
import type { Queryable } from '../db/replicas.js'
import { searchConfig } from './indexer.js'
import { queryTokens } from './text.js'

/** A query word and what it may match: itself as a prefix, or (a typo) the index's nearest words. */
export interface QueryTerm {
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
export async function expand(db: Queryable, text: string, locale: Locale): Promise<{ terms: QueryTerm[]; lexemes: string[] }> {
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
export const alternatives = (term: QueryTerm, weight = '', whole = false) => {
  const marks = (prefix: boolean) => (prefix || weight ? `:${prefix ? '*' : ''}${weight}` : '')
  return `(${[`'${term.token}'${marks(!whole)}`, ...term.corrections.map((word) => `'${word}'${marks(false)}`)].join(' | ')})`
}

export const tsquery = (terms: QueryTerm[], join: '&' | '|', weight = '', whole = false) => terms.map((term) => alternatives(term, weight, whole)).join(` ${join} `)

/**
 * Whether the assistant takes a question word as a prefix: in Uzbek, whose endings the light stemmer may miss, for
 * words of 5 letters or more; never in Russian and English, whose stemmers do it right (a prefix of `взять` is also
 * one of `взятка`).
 */
export const wholeWord = (term: QueryTerm, locale: Locale) => locale !== 'uz' || term.token.length < 5
