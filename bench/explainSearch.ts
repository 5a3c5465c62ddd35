/**
 * `EXPLAIN (ANALYZE, BUFFERS)` of every statement one public search runs, on a bench database (BENCH_DATABASE_URL,
 * seeded by `npm run bench`): the plans behind the bench's search rows, to read before and after a change.
 *
 *   BENCH_DATABASE_URL=postgres://... npm run bench:explain -- 'постановление' ru
 *
 * It runs the search once to warm the caches, then once more through a client that records each statement, and
 * explains those. Nothing is written (EXPLAIN ANALYZE of a read runs the read).
 */
import pg from 'pg'
import type { Locale } from '../src/config/locales.js'
import type { Queryable } from '../src/db/replicas.js'
import { searchIndex } from '../src/search/publicSearch.js'
import { publicKinds } from '../src/search/sources.js'

const url = process.env.BENCH_DATABASE_URL
if (!url) throw new Error('BENCH_DATABASE_URL: the bench database to explain on (seeded by npm run bench)')
const [q = 'постановление', lang = 'ru'] = process.argv.slice(2)

const client = new pg.Client({ connectionString: url })
await client.connect()
const recorded: { text: string; values: unknown[] }[] = []
const recording: Queryable = {
  query: async (text, values) => {
    const statement =
      typeof text === 'string'
        ? { text, values: values ?? [] }
        : { text: text.text, values: text.values ?? values ?? [] }
    recorded.push(statement)
    const { rows } = await client.query(statement.text, statement.values)
    return { rows }
  },
}
const request = { q, locale: lang as Locale, kinds: publicKinds, page: 1, perPage: 15 }
await searchIndex(recording, request)
recorded.length = 0
const answer = await searchIndex(recording, request)
console.log(
  `q=${q} lang=${lang}: ${answer.total} matches, ${answer.hits.length} on the page, ${recorded.length} statement(s)`,
)
for (const [i, statement] of recorded.entries()) {
  const { rows } = await client.query(`explain (analyze, buffers) ${statement.text}`, statement.values)
  console.log(`\n-- statement ${i + 1}\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`)
}
await client.end()
