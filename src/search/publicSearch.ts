import { locales, type Locale } from '../config/locales.js'
import { readsFrom } from '../db/readTags.js'
import { replicaReads, type Queryable } from '../db/replicas.js'
import { isSearchWord, TYPO_SIMILARITY } from './expand.js'
import { publicSearchSql } from './publicSearchSql.js'
import { snippets } from './snippet.js'
import { publicKinds, SEARCH_TAG, type SearchKind } from './sources.js'
import { queryTokens } from './text.js'

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

/** A hit's score: its standing, the order's first key (a title match outranks any match in the text alone). */
const TITLE_SCORE = 1
const TEXT_SCORE = 0.5

/** Per locale, with and without one-letter words: `search` and `more`, each prepared once per connection (publicSearchSql.ts). */
const statements = new Map<string, ReturnType<typeof publicSearchSql>>(
  locales.flatMap((locale) =>
    [false, true].map((withLetters) => [`${locale}:${withLetters}`, publicSearchSql(locale, withLetters)] as const),
  ),
)

/**
 * Public search (contract 4.15): every word (as a prefix, or corrected) must match; if none does, any word may. A
 * one-letter word is the start of a word being typed (`сельское х`): it narrows the other words' matches to records
 * with a word starting with that letter and never finds anything alone. Title matches come first, each group newest
 * first. Mostly one round trip: the vocabulary lookup, the exact count and a page of title matches are one prepared
 * statement; a page that needs matches in the text alone, or the any-word fallback, takes a second. Given the primary
 * pool, it reads from a replica when there is one (src/db/replicas.ts).
 */
export async function searchIndex(
  primary: Queryable,
  request: SearchRequest,
): Promise<{ hits: SearchHit[]; total: number }> {
  readsFrom(SEARCH_TAG)
  const tokens = queryTokens(request.q, request.locale)
  const words = tokens.filter(isSearchWord)
  if (words.length === 0) return { hits: [], total: 0 }
  const letters = tokens.filter((token) => !isSearchWord(token))
  const offset = (request.page - 1) * request.perPage
  const kinds = publicKinds.every((kind) => request.kinds.includes(kind)) ? null : request.kinds
  const shape = `${request.locale}:${letters.length > 0}`
  const sql = statements.get(shape)!
  const db = replicaReads(primary)
  const page = [offset + request.perPage, offset, request.perPage]
  const { rows: found } = await db.query({
    name: `public-search:${shape}`,
    text: sql.search,
    values: [words, TYPO_SIMILARITY, letters, kinds, ...page],
  })
  const first = found[0] ?? {}
  let rows = found
  // Matches in the text alone are needed for this page, or no record has every word and any word may match.
  const anyWord = Number(first.total) === 0 && words.length > 1
  if (!first.complete || anyWord) {
    const query = anyWord ? first.any_word : first.query
    ;({ rows } = await db.query({
      name: `public-search-more:${shape}`,
      text: sql.more,
      values: [query, first.in_title, first.letters, kinds, ...page],
    }))
  }
  const cut = snippets((first.lexemes as string[] | undefined) ?? [], request.locale)
  return {
    total: Number(rows[0]?.total ?? 0),
    hits: rows
      .filter((row) => row.kind !== null)
      .map((row) => {
        const body = String(row.body ?? '')
        const title = String(row.title ?? '')
        // The text's snippet, or the title's when only the title matched.
        const fromBody = cut(body.trim() === '' ? title : body)
        return {
          type: row.kind as SearchKind,
          id: Number(row.record_id),
          slug: (row.slug as string | null) ?? null,
          title,
          snippet: fromBody.includes('<mark>') ? fromBody : cut(title),
          score: row.titled ? TITLE_SCORE : TEXT_SCORE,
        }
      }),
  }
}
