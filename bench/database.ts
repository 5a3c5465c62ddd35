import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { startEmbeddedPostgres } from '../src/db/embedded.js'

export interface BenchDatabase {
  url: string
  /** Where the figures were taken, for the printed header. */
  description: string
  /** Drops what this run created; call after every pool on it is closed. */
  dispose: () => Promise<void>
}

const LOCAL_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres'
const BENCH_DATABASE = 'agrofund_bench'

async function query(url: string, text: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 })
  await client.connect()
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}

const withDatabase = (url: string, database: string) => {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}

/**
 * The URL in `variable` (BENCH_DATABASE_URL unless told) as given, kept afterwards; else a fresh `agrofund_bench` (or
 * the name given: the assistant's evaluation uses its own) on the local PostgreSQL; else an embedded PostgreSQL in a
 * temporary directory.
 */
export async function prepareBenchDatabase(
  name = BENCH_DATABASE,
  variable = 'BENCH_DATABASE_URL',
): Promise<BenchDatabase> {
  const given = process.env[variable]
  if (given) return { url: given, description: `${variable} (kept after the run)`, dispose: async () => undefined }

  const reachable = await query(LOCAL_SERVER, 'select 1').then(
    () => true,
    () => false,
  )
  if (reachable) {
    await query(LOCAL_SERVER, `drop database if exists ${name} with (force)`)
    await query(LOCAL_SERVER, `create database ${name}`)
    return {
      url: withDatabase(LOCAL_SERVER, name),
      description: `local PostgreSQL 127.0.0.1:5432, database ${name} (dropped after the run)`,
      dispose: () => query(LOCAL_SERVER, `drop database if exists ${name} with (force)`),
    }
  }

  const dir = mkdtempSync(path.join(os.tmpdir(), 'agrofund-bench-pg-'))
  const embedded = await startEmbeddedPostgres(dir, (message) => console.log(message), name)
  return {
    url: embedded.url,
    description: `embedded PostgreSQL in ${dir} (removed after the run)`,
    dispose: async () => {
      await embedded.stop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
