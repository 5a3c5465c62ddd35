/**
 * What the public search (src/search/publicSearchSql.ts) reads a query's words with: which count, and how each is
 * looked up in the index's vocabulary (a prefix, or a typo's nearest words).
 */

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
