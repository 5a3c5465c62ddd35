import type { Locale } from '../config/locales.js'
import { vocabularyCtes } from './expand.js'
import { searchConfig } from './indexer.js'
import { publicKinds, sourceOfKind, type SearchKind } from './sources.js'

/**
 * How many rows of a kind, newest first, a search reads in index order looking for the page's rows before it sorts
 * the kind's matches instead: a constant, so the planner costs the ordered read as the short read it is. The read is
 * tried where it should find the page well within that (expected rows read: want × the kind's rows / its matches) and
 * read fewer rows than sorting the matches would (measured: a row read in index order and tested costs about as much
 * as one found through the GIN index, tested and sorted).
 */
const ORDERED_READ = 1000
const ORDERED_COST = 1

/** The partition holding one locale's rows of one kind (src/migrations/20261128_090000_search_partitions.ts). */
const partition = (locale: Locale, kind: SearchKind) => `search_documents_${locale}_${kind}`

/**
 * The public search's SQL for a locale, with or without one-letter words; src/search/publicSearch.ts runs it. The
 * locale, its text search configuration and the kinds are written into the text (never a visitor's input): every scan
 * names the partition of `search_documents` it reads (locale, then kind), so no row is tested for its locale or kind.
 * The parameters are read once, in `args`: no estimate depends on their values, so PostgreSQL keeps one generic plan
 * per connection instead of planning every search.
 *
 * The order is: title matches (a word of the query in the title) before matches in the text alone, each group newest
 * first (`dated`), then kind and id. The work grows with the matches only where it must:
 * - `counts`: the exact total per kind. For one word, read from `search_counts` where that is exact (see `counted`);
 *   else counted through the kind's GIN index, reading no column of a row and testing a row only for what can exclude
 *   it (a post's publication time, a one-letter word); nothing is ranked or sorted.
 * - the title group, per kind: the kind's newest rows are read in index order (at most ORDERED_READ of them) and
 *   tested until the page is full (`title_first`: a common word fills it within a few dozen rows); where the group is
 *   too rare for that, or the read ran out, the kind's matches are tested and the newest kept (`title_rest`).
 * - the text-alone group, the same way (`body_first`, `body_rest`), only in `more`: `search` answers when the titles
 *   fill the page or every match is a title match, and says `complete`; else `more` is asked, as it is for the
 *   any-word fallback. Fewer branches in the common statement: less for PostgreSQL to set up on every search. (A page
 *   of titles that holds every match is itself a count: where it disagrees with search_counts, `more` counts again.)
 * - the page is sorted from those (at most kinds × 2 × `need` rows) and only its rows read their texts.
 * The tsqueries are made once and passed to the scans as values: built inline, to_tsquery would parse and stem again
 * for every row. Each branch runs only when its one-time filter holds (`never executed` in EXPLAIN).
 */
export function publicSearchSql(locale: Locale, withLetters: boolean) {
  const config = searchConfig[locale]
  // What can exclude a matching row beyond its words: a one-letter word it lacks, a publication time not yet reached.
  const excluded = (kind: SearchKind, row: string) =>
    [
      withLetters ? `ts_match_vq(${row}.document, q.letters)` : '',
      sourceOfKind(kind).visibility?.from ? `(${row}.visible_from is null or ${row}.visible_from <= now())` : '',
    ]
      .filter(Boolean)
      .map((test) => ` and ${test}`)
      .join('')
  const perKind = (branch: (kind: SearchKind, table: string) => string) =>
    publicKinds.map((kind) => branch(kind, partition(locale, kind))).join('\n    union all')
  // A kind's matches counted through its GIN index and heap; or, for one word (a single prefix: `prefix`), read from
  // search_counts when that is exact: no lexeme of the kind starts with the word (0), one does (its records), or the
  // word is two letters (the records with a lexeme starting with them). Not for a one-letter word's filter or for a
  // kind with publication times (a scheduled post is indexed, and counted there, before it is found).
  const counted = (kind: SearchKind, table: string, fromCounts: boolean) => {
    const matches = `(select count(*) from ${table} d where d.document @@ q.query${excluded(kind, 'd')})`
    if (!fromCounts || withLetters || sourceOfKind(kind).visibility?.from) return matches
    const where = `s.locale = '${locale}' and s.kind = '${kind}'`
    return `coalesce(
      (select case r.lexemes when 0 then 0 when 1 then r.records end from (
         select count(*) as lexemes, max(s.records) as records from (
           select s.records from search_counts s where ${where} and s.key >= w.first and s.key < w.after and s.records > 0 limit 2) s) r
        where w.prefix is not null),
      (select s.records from search_counts s where ${where} and s.key = w.letters),
      ${matches})`
  }
  const counts = (fromCounts: boolean) =>
    perKind(
      (kind, table) => `
    select '${kind}'::text as kind, ${counted(kind, table, fromCounts)} as n from q${fromCounts ? ', single w' : ''} where q.kinds is null or '${kind}' = any(q.kinds)`,
    )
  // The first `want` rows of each kind in a group (`group`), newest first: the kind's rows read in index order, at
  // most ORDERED_READ of them (`first`), or its matches found through the GIN index, tested and sorted (`rest`, whose
  // `offset 0` keeps the planner from reading them in index order instead). `from` yields one row `c` per kind.
  const first = (from: string, want: string, group: (row: string) => string, attempt: (table: string) => string) =>
    perKind(
      (kind, table) => `
    select c.kind, x.record_id, x.dated from ${from} cross join lateral (
      select s.record_id, s.dated from (select d.record_id, d.dated, d.document, d.visible_from from ${table} d order by d.dated desc, d.record_id limit ${ORDERED_READ}) s
       where ts_match_vq(s.document, q.query) and ${group('s')}${excluded(kind, 's')}
       limit ${want}) x
     where c.kind = '${kind}' and ${attempt(table)}`,
    )
  const rest = (from: string, want: string, group: (row: string) => string, needed: string) =>
    perKind(
      (kind, table) => `
    select c.kind, f.record_id, f.dated from ${from} cross join lateral (
      select g.record_id, g.dated from (
        select d.record_id, d.dated from ${table} d where d.document @@ q.query and ${group('d')}${excluded(kind, 'd')} offset 0) g
       order by g.dated desc, g.record_id limit ${want}) f
     where c.kind = '${kind}' and ${needed}`,
    )
  const inTitle = (row: string) => `ts_match_vq(${row}.document, q.in_title)`
  const notInTitle = (row: string) => `not ts_match_vq(${row}.document, q.in_title)`
  const orderedRead = (want: string, n: string) => (table: string) => {
    const rows = `(select greatest(pg.reltuples, 1) from pg_class pg where pg.oid = '${table}'::regclass)`
    return `${n} > 0 and ${want} > 0 and ${ORDERED_COST} * ${want} * ${rows} <= ${n}::float8 * ${n} and 2 * ${want} * ${rows} <= ${ORDERED_READ}::float8 * ${n}`
  }
  const titles = (fromCounts: boolean) => `
  counts as materialized (select k.kind, k.n from (${counts(fromCounts)} offset 0) k where k.n > 0),
  title_first as materialized (${first('counts c, q', 'q.need', inTitle, orderedRead('q.need', 'c.n'))}),
  title_rest as materialized (${rest('counts c, q', 'q.need', inTitle, '(select count(*) from title_first t where t.kind = c.kind) < q.need')}),
  titles as materialized (
    select t.kind, t.record_id, t.dated from title_first t where (select count(*) from title_first u where u.kind = t.kind) >= (select need from q)
    union all
    select r.kind, r.record_id, r.dated from title_rest r),
  titled as (
    select count(*) as total, count(*) >= (select need from q) as filled from titles),
  totals as (select coalesce(sum(n), 0) as total from counts)`
  // The page's rows with the search's own values (`extra`: [expression, name]) on the first row only: the driver
  // parses them once.
  const page = (picked: string, extra: [string, string][]) => `
  page as (
    select p.*, row_number() over (order by p.titled desc, p.dated desc, p.kind, p.record_id) as n
      from (select p.* from (${picked}) p order by p.titled desc, p.dated desc, p.kind, p.record_id offset (select skip from q) limit (select take from q)) p)
  select totals.total, ${extra.map(([expression, name]) => `case when coalesce(page.n, 1) = 1 then ${expression} end as ${name}, `).join('')}
         page.kind, page.record_id, page.titled, t.slug, t.title, t.body
    from totals cross join titled
         left join (page join search_texts t on t.kind = page.kind and t.record_id = page.record_id and t.locale = '${locale}') on true
   order by page.titled desc, page.dated desc, page.kind, page.record_id`

  /**
   * The search itself. $1 the words (text[]), $2 the typo similarity, $3 the one-letter words (text[]), $4 the kinds
   * (text[], null: every public kind), $5 offset + per page, $6 offset, $7 per page. Besides the page: the total,
   * whether the page is `complete`, the tsqueries `more` takes, and the lexemes the snippets mark. A word the
   * configuration drops as a stop word (Russian `по` typed alone) is searched as typed, with `simple`: a prefix being
   * typed is no stop word. Tokens reach the tsquery text only as letters, digits and the folded apostrophe.
   */
  const search = `
  with args as materialized (
    select $1::text[] as words, $2::float8 as similarity, $3::text[] as letters, $4::text[] as kinds,
           $5::bigint as need, $6::bigint as skip, $7::bigint as take),
  ${vocabularyCtes(config, '(select a.words from args a)', '(select a.similarity from args a)')},
  alternatives as (
    select v.i, '(''' || v.token || ''':*' || coalesce((select string_agg(' | ''' || c || '''', '') from unnest(v.corrections) c), '') || ')' as anywhere,
           '(''' || v.token || ''':*A' || coalesce((select string_agg(' | ''' || c || ''':A', '') from unnest(v.corrections) c), '') || ')' as in_title
      from vocabulary v),
  texts as (
    select string_agg(a.anywhere, ' & ' order by a.i) as all_words, string_agg(a.anywhere, ' | ' order by a.i) as any_word,
           string_agg(a.in_title, ' | ' order by a.i) as in_title
      from alternatives a),
  q as materialized (
    select case when numnode(x.query) > 0 then x.query else to_tsquery('simple', t.all_words) end as query,
           case when numnode(x.any_word) > 0 then x.any_word else to_tsquery('simple', t.any_word) end as any_word,
           case when numnode(x.in_title) > 0 then x.in_title else to_tsquery('simple', t.in_title) end as in_title,
           to_tsquery('simple', (select string_agg('''' || l || ''':*', ' & ') from args a, unnest(a.letters) l)) as letters,
           a.kinds, a.need, a.skip, a.take
      from texts t, args a,
           lateral (select to_tsquery('${config}'::regconfig, t.all_words) as query, to_tsquery('${config}'::regconfig, t.any_word) as any_word,
                           to_tsquery('${config}'::regconfig, t.in_title) as in_title) x),
  single as materialized (
    select w.prefix, 'w:' || w.prefix as first, 'w:' || w.prefix || chr(1114111) as after,
           case when char_length(w.prefix) = 2 then 'p:' || w.prefix end as letters
      from (select substring(q.query::text from '^''([^'']+)'':[*]$') as prefix from q) w),
  ${titles(true)},
  marks as (select array(select distinct x from vocabulary v, unnest(v.token || v.corrections || v.stems) x) as lexemes),
  ${page('select t.kind, t.record_id, t.dated, true as titled from titles t', [
    ['(titled.filled or titled.total = totals.total)', 'complete'],
    ['(select q.query::text from q)', 'query'],
    ['(select q.any_word::text from q)', 'any_word'],
    ['(select q.in_title::text from q)', 'in_title'],
    ['(select q.letters::text from q)', 'letters'],
    ['(select lexemes from marks)', 'lexemes'],
  ])}`

  /**
   * The rest of a search that `search` did not complete: matches in the text alone are needed, or no record has every
   * word and any word may match. $1 the tsquery (as text, from `search`), $2 its titles' tsquery, $3 the one-letter
   * words' tsquery (null: none), $4 the kinds, $5 offset + per page, $6 offset, $7 per page.
   */
  const more = `
  with q as materialized (
    select $1::text::tsquery as query, $2::text::tsquery as in_title, $3::text::tsquery as letters, $4::text[] as kinds,
           $5::bigint as need, $6::bigint as skip, $7::bigint as take),
  ${titles(false)},
  bodies as materialized (
    select c.kind, c.n - (select count(*) from titles t where t.kind = c.kind) as n, q.need - titled.total as want
      from counts c, q, titled where not titled.filled),
  body_first as materialized (${first('bodies c, q', 'greatest(least(c.n, c.want), 0)', notInTitle, orderedRead('least(c.n, c.want)', 'c.n'))}),
  body_rest as materialized (${rest('bodies c, q', 'greatest(least(c.n, c.want), 0)', notInTitle, 'c.n > 0 and c.want > 0 and (select count(*) from body_first t where t.kind = c.kind) < least(c.n, c.want)')}),
  ${page(
    `select t.kind, t.record_id, t.dated, true as titled from titles t
    union all
    select b.kind, b.record_id, b.dated, false from body_first b, bodies c
     where c.kind = b.kind and (select count(*) from body_first u where u.kind = b.kind) >= least(c.n, c.want)
    union all
    select b.kind, b.record_id, b.dated, false from body_rest b`,
    [],
  )}`
  return { search, more }
}
