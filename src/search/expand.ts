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
export const TYPO_SIMILARITY = 0.4

/** A query word the index is searched for: two letters or more, or a number (one-letter words only narrow a search). */
export const isSearchWord = (token: string) => token.length >= 2 || /^\d+$/.test(token)

/**
 * The vocabulary lookup, as CTEs `words` and `vocabulary` over the tokens (`tokens`, a text[] expression) with the typo
 * similarity `similarity`: per token (with its position `i`) its stem and, when the index knows no word starting with
 * the token or (Russian and English) with its stem, the index's nearest words (`corrections`), and the stems of token
 * and corrections (`stems`), which the snippet marks. `config` is one of searchConfig's values, never a visitor's text.
 */
export const vocabularyCtes = (config: string, tokens = '$1::text[]', similarity = '$2') => `
  words as (
    select w.token, w.i, coalesce((select min(l) from unnest(tsvector_to_array(to_tsvector('${config}'::regconfig, w.token))) l), w.token) as stem
      from unnest(${tokens}) with ordinality as w(token, i)),
  vocabulary as (
    select c.token, c.i, c.corrections,
           tsvector_to_array(to_tsvector('${config}'::regconfig, c.token || ' ' || array_to_string(c.corrections, ' '))) as stems
      from (select w.token, w.i,
                   case when char_length(w.token) < 4 or exists(select 1 from search_terms s where s.term >= w.stem and s.term <= w.stem || chr(1114111))
                        then '{}'::text[]
                        else array(select s.term from search_terms s where s.term % w.token and similarity(s.term, w.token) >= ${similarity}
                                    order by similarity(s.term, w.token) desc, s.term limit 3) end as corrections
              from words w) c)`

const EXPAND: Record<Locale, string> = Object.fromEntries(
  Object.entries(searchConfig).map(([locale, config]) => [locale, `with ${vocabularyCtes(config)} select v.token, v.corrections, v.stems from vocabulary v order by v.i`]),
) as Record<Locale, string>

/**
 * The query's words, each with the index's nearest words when nothing in the index starts with it (a typo), and the
 * lexemes the snippet marks. A word is known when a word of the index starts with it or, in Russian and English, with
 * its stem (`взять` is known by `взятие`, and is no typo of `взятки`); only unknown words are corrected. Tokens are
 * letters, digits and the folded apostrophe only (src/search/text.ts), so nothing a visitor types reaches the tsquery
 * syntax. One prepared statement per locale: its plan is made once per connection.
 */
export async function expand(db: Queryable, text: string, locale: Locale): Promise<{ terms: QueryTerm[]; lexemes: string[] }> {
  const tokens = queryTokens(text, locale).filter(isSearchWord)
  if (tokens.length === 0) return { terms: [], lexemes: [] }
  const { rows } = await db.query({ name: `search-expand-${locale}`, text: EXPAND[locale], values: [tokens, TYPO_SIMILARITY] })
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
