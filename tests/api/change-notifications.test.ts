import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { snake } from '../../src/db/collectionSchema.js'
import { SEARCH_TAG } from '../../src/search/sources.js'
import { useStack } from '../support/stack.js'
import { MODEL_TABLES } from '../../src/migrations/20261129_120000_assistant_phrasings.js'

const stack = useStack({ tokens: false })

/**
 * Tables no cached public answer reads, so no change trigger: versions, accounts and their sessions and tokens,
 * appeals, the assistant's conversations and knowledge, the audit trail, mail, rate limits, Payload's bookkeeping,
 * the search index's version.
 * A new table is either here or announces its writes (its migration adds the trigger), never neither. The tables the
 * assistant's model learns from announce theirs under `assistant-model` (src/assistant/learning.ts), phrasings of
 * programs and FAQs included: no public answer shows a phrasing.
 */
const QUIET = [
  /^_/,
  /^account_tokens$/,
  /^appeal/,
  /^assistant_/,
  /^audit_logs$/,
  /^clients/,
  /^users/,
  /^mail_outbox$/,
  /^job_runs$/,
  /^idempotency_keys$/,
  /^payload_/,
  /^rate_limits$/,
  /^search_index_state$/,
]

async function withDatabase<T>(work: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: stack.server.databaseUrl })
  await db.connect()
  try {
    return await work(db)
  } finally {
    await db.end()
  }
}

/** The collection or global a table belongs to: the one whose table name is the longest prefix of it. */
function ownerOf(table: string): string | undefined {
  if (table.startsWith('search_')) return SEARCH_TAG
  const owners = [
    ...stack.payload.config.collections.map((c) => c.slug),
    ...stack.payload.config.globals.map((g) => g.slug),
  ]
  return owners
    .filter((slug) => table === snake(slug) || table.startsWith(`${snake(slug)}_`))
    .sort((a, b) => snake(b).length - snake(a).length)[0]
}

describe('change notifications of the database', () => {
  it('are announced by every table a public answer may be read from, under the collection it belongs to, and by no other', async () => {
    const { tables, triggers } = await withDatabase(async (db) => ({
      tables: (await db.query(`select tablename from pg_tables where schemaname = 'public' order by 1`)).rows.map(
        (row) => row.tablename as string,
      ),
      triggers: new Map(
        (
          await db.query(
            `select c.relname, encode(t.tgargs, 'escape') as args from pg_trigger t join pg_class c on c.oid = t.tgrelid where t.tgname = 'agrofund_change_notice'`,
          )
        ).rows.map((row) => [row.relname as string, String(row.args).replace(/\\000$/, '')]),
      ),
    }))
    const expected = Object.fromEntries(
      tables.map((table) => [
        table,
        MODEL_TABLES.includes(table)
          ? 'assistant-model'
          : QUIET.some((pattern) => pattern.test(table))
            ? null
            : (ownerOf(table) ?? '(no owner)'),
      ]),
    )
    const actual = Object.fromEntries(tables.map((table) => [table, triggers.get(table) ?? null]))
    expect(actual).toEqual(expected)
    expect(Object.values(actual).filter(Boolean).length).toBeGreaterThan(30)
  })

  it('carry the tag on commit, once per table and transaction, and nothing for a rollback or a quiet write', async () => {
    const heard: string[] = []
    const listener = new pg.Client({ connectionString: stack.server.databaseUrl })
    await listener.connect()
    listener.on('notification', (message) => heard.push(String(message.payload)))
    await listener.query('LISTEN agrofund_changes')
    try {
      await withDatabase(async (db) => {
        await db.query('begin')
        await db.query(`update programs set sort_order = sort_order`)
        await db.query(`update programs_locales set title = title`)
        await db.query(`update posts set views = views`)
        await db.query('commit')
        await db.query('begin')
        await db.query(`update faqs set sort_order = sort_order`)
        await db.query('rollback')
        await db.query('begin')
        await db.query(`select set_config('agrofund.quiet_change', 'on', true)`)
        await db.query(`update posts set views = views`)
        await db.query('commit')
        await db.query(`update rate_limits set points = points`)
        await db.query(`update citizen_reception set updated_at = updated_at`)
      })
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(heard.sort()).toEqual(['citizen-reception', 'posts', 'programs'])
    } finally {
      await listener.end()
    }
  })
})
