import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../src/db/embedded.js'

/**
 * The server the tests use: TEST_DATABASE_URL when set, else the PostgreSQL on 127.0.0.1:5432 when reachable, else
 * an embedded one started here (a new CI machine runs no database; TEST_EMBEDDED=1 forces it).
 */
export async function resolveTestServer(): Promise<{ adminUrl: string; embedded?: EmbeddedDatabase }> {
  if (process.env.TEST_DATABASE_URL) return { adminUrl: process.env.TEST_DATABASE_URL }
  const local = 'postgres://postgres@127.0.0.1:5432/postgres'
  if (process.env.TEST_EMBEDDED === '1') return startEmbedded()
  const client = new pg.Client({ connectionString: local, connectionTimeoutMillis: 1500 })
  try {
    await client.connect()
    await client.query('select 1')
    await client.end()
    return { adminUrl: local }
  } catch {
    await client.end().catch(() => undefined)
  }
  return startEmbedded()
}

async function startEmbedded() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'agrofund-test-pg-'))
  const embedded = await startEmbeddedPostgres(dir, () => undefined, 'postgres')
  return { adminUrl: embedded.url, embedded }
}

export const withDatabase = (url: string, database: string) => {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}

/**
 * One statement on a connection of its own (to the server's admin database, or a test's database). A database that
 * goes away fails the statement, never the test process (the connection's own errors are not thrown again).
 */
export async function adminQuery<T extends pg.QueryResultRow = any>(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url })
  client.on('error', () => undefined)
  await client.connect()
  try {
    return await client.query<T>(text, values)
  } finally {
    await client.end()
  }
}

/** The rows of one statement on a connection of its own (`adminQuery`). */
export const queryRows = async <T extends pg.QueryResultRow = any>(url: string, text: string) =>
  (await adminQuery<T>(url, text)).rows
