import { randomUUID } from 'node:crypto'
import pg from 'pg'
import type { Payload } from 'payload'
import type { PostgresAdapter, PostgresAdapterArgs } from '@payloadcms/db-postgres'
import { logger } from '../logger.js'
import { noteDatabaseAnswered, noteDatabaseFault } from './faults.js'
import { startReplicas, stopReplicas } from './replicas.js'

type PoolClientClass = NonNullable<PostgresAdapterArgs['pool']['Client']>

/**
 * The client class the pool opens its connections with (pool option `Client`), so every connection has an error
 * listener from birth: pg-pool removes its own while a client is checked out (a transaction), and a connection cut then
 * would otherwise end the process. It also tells src/db/faults.ts what the connection sees: refusals, cuts and
 * shutdown notices, and every answer (ReadyForQuery) from the server.
 *
 * `connectTimeoutMs` bounds opening a connection apart from the pool's `connectionTimeoutMillis`, which pg-pool also
 * uses for waiting on a busy pool: an unreachable database fails fast while a burst of writes may still queue.
 */
export function observedClients({ connectTimeoutMs }: { connectTimeoutMs: number }): PoolClientClass {
  class ObservedClient extends pg.Client {
    private answered = false
    /** The last query handed to pg, settled either way: the next one starts after it. */
    private previous: Promise<unknown> | null = null

    constructor(config?: pg.ClientConfig) {
      // pg-pool hides the password from enumeration (so from a spread): it is carried over by name.
      super({ ...config, password: config?.password, connectionTimeoutMillis: connectTimeoutMs })
      this.on('error', noteDatabaseFault)
      // Failures while connecting go to pg-pool's callback, not to 'error': they are seen on the connection itself.
      this.connection.on('error', noteDatabaseFault)
      this.connection.on('errorMessage', noteDatabaseFault)
      this.connection.on('readyForQuery', () => {
        this.answered = true
        noteDatabaseAnswered()
      })
      // pg-pool's own connect timeout closes the socket without an error: a connection that ends unanswered failed.
      this.once('end', () => {
        if (!this.answered) noteDatabaseFault(new Error('Connection terminated before the database answered'))
      })
    }

    /**
     * One query at a time on a connection. Payload's bulk delete and update run their documents' hooks and writes at
     * once on the request's transaction client, and pg queues such overlapping queries itself only with a deprecation
     * warning (an error from pg 9). Chained here, they run in the order they were sent, as pg's queue ran them: a
     * failure does not stop the next one (inside a transaction PostgreSQL refuses it, as it would have). Callback and
     * submittable queries (cursors, streams) go to pg as they are.
     */
    // pg's `query` is a set of overloads; this override takes and returns them all unchanged.
    override query(...args: unknown[]): never {
      const send = () => (pg.Client.prototype.query as (...a: unknown[]) => unknown).apply(this, args)
      const first = args[0] as { submit?: unknown } | undefined
      if (typeof args.at(-1) === 'function' || typeof first?.submit === 'function') return send() as never
      const previous = this.previous
      const result = previous ? previous.then(send, send) : Promise.resolve(send())
      const settled: Promise<unknown> = result.then(
        () => undefined,
        () => undefined,
      )
      this.previous = settled
      void settled.then(() => {
        if (this.previous === settled) this.previous = null
      })
      return result as never
    }
  }
  // Typed as the adapter's options expect: it declares them with its own copy of @types/pg, which (like the current
  // one) calls pg's Client unfit for the pool's `Client` option although pg-pool takes it.
  return ObservedClient as unknown as PoolClientClass
}

/** The pg the rest of the service uses, for the adapter (it would load its own older copy): one driver in the process. */
export const pgDriver =
  // The adapter types its `pg` option by its own copy of @types/pg, which the service's pg module does not match.
  pg as unknown as NonNullable<PostgresAdapterArgs['pg']>

/**
 * The Postgres adapter, typed as such. Payload types `payload.db` as its generic DatabaseAdapter (db-postgres augments
 * it with drizzle, pool and sessions, but not with every PostgresAdapter member); this service only ever configures
 * postgresAdapter (payload.config.ts), so the one cast for it is here.
 */
export const postgresOf = (payload: Payload): PostgresAdapter =>
  // Payload's DatabaseAdapter lacks PostgresAdapter's own members (createDatabase, createExtensions...): not comparable.
  payload.db as unknown as PostgresAdapter

/** The adapter's drizzle handle (outside any transaction; see transactionDb for the request's). */
export const drizzleOf = (payload: Payload): PostgresAdapter['drizzle'] => postgresOf(payload).drizzle

/**
 * The adapter's pg pool (absent before connect), typed by the service's pg: the adapter declares it with its own
 * copy of @types/pg, the same Pool at runtime.
 */
export const poolOf = (payload: Payload): pg.Pool | undefined => postgresOf(payload).pool as pg.Pool | undefined

/**
 * Run from `onInit`, once the adapter has connected: the pool's own error event gets a listener (it fires for idle
 * clients), the connection the adapter keeps checked out for good is handed back, commits report their failures, and
 * the read replicas (DATABASE_REPLICA_URLS, src/db/replicas.ts) start being probed.
 */
export function superviseDatabase(payload: Payload): void {
  const pool = poolOf(payload)
  if (!pool) return
  pool.on('error', noteDatabaseFault)
  returnReservedClients(pool)
  surfaceCommitFailures(postgresOf(payload))
  startReplicas(pool)
}

/**
 * The Postgres adapter (3.90) checks one client out at connect and never releases it: a slot lost for good, a dead
 * client after a database restart that the pool still counts, and a pool.end() that never resolves. Its listener
 * reconnects on ECONNRESET by checking out yet another one, so it goes too; the pool opens clients when needed.
 */
function returnReservedClients(pool: pg.Pool) {
  // pg-pool's own lists of its clients and of the idle ones: private, so untyped, and read by name.
  const clients = Reflect.get(pool, '_clients') as pg.PoolClient[]
  const idleItems = Reflect.get(pool, '_idle') as { client: pg.PoolClient }[]
  const idle = new Set(idleItems.map((item) => item.client))
  for (const client of clients.filter((candidate) => !idle.has(candidate))) {
    for (const listener of client.listeners('error')) {
      if (listener !== noteDatabaseFault) client.removeListener('error', listener as (error: Error) => void)
    }
    client.release()
  }
}

type Session = PostgresAdapter['sessions'][string]

/**
 * Payload's beginTransaction (@payloadcms/drizzle 3.90) swallows the transaction's outcome: a COMMIT that fails (the
 * connection was cut, the database shut down) still reads as committed, and a write that was rolled back is
 * acknowledged. The same transaction here, except that committing resolves only when COMMIT succeeded; a failed
 * commit throws, Payload rolls back what it can, and the error handler answers it (503 for a lost database).
 */
function surfaceCommitFailures(adapter: PostgresAdapter) {
  adapter.beginTransaction = async function beginTransaction(options) {
    await adapter.initializing
    let begun!: (tx: Session['db']) => void
    let beginFailed!: (error: unknown) => void
    const ready = new Promise<Session['db']>((resolve, reject) => {
      begun = resolve
      beginFailed = reject
    })
    let finish!: { commit: () => void; rollback: () => void }
    const outcome = adapter.drizzle.transaction(
      async (tx) => {
        await new Promise<void>((commit, rollback) => {
          finish = { commit, rollback: () => rollback(new Error('rolled back')) }
          begun(tx)
        })
      },
      (options ?? adapter.transactionOptions) as Parameters<PostgresAdapter['drizzle']['transaction']>[1],
    )
    // Before the callback ran this is a failed BEGIN; after it, rollbacks end here unless a commit was asked for.
    const settled = outcome.catch((error: unknown) => beginFailed(error))
    const db = await ready
    let committing = false
    const id = randomUUID()
    adapter.sessions[id] = {
      db,
      resolve: async () => {
        committing = true
        finish.commit()
        await outcome.catch((error: unknown) => {
          runAfterCommit(id, false)
          throw error
        })
        runAfterCommit(id, true)
      },
      // Payload's commitTransaction calls reject after a failed resolve: the commit's failure must stay visible.
      reject: () => {
        finish.rollback()
        runAfterCommit(id, false)
        return committing ? outcome : settled
      },
    }
    return id
  }
}

/** Work to run once a transaction has committed, by transaction id; dropped when it rolls back. */
const committed = new Map<string, (() => void)[]>()

function runAfterCommit(id: string, succeeded: boolean) {
  const work = committed.get(id)
  committed.delete(id)
  if (!succeeded || !work) return
  for (const run of work) {
    try {
      run()
    } catch (error) {
      logger.error({ msg: 'after-commit work failed', error: (error as Error).message })
    }
  }
}

/**
 * Runs `work` once the request's transaction has committed (at once when there is none): what other readers may only
 * see after the commit, such as dropping cached answers, must not happen before it, or a read in between keeps the
 * old state. Nothing runs for a transaction that rolls back.
 */
export async function afterCommit(
  req: { payload: Payload; transactionID?: number | string | Promise<number | string> },
  work: () => void,
): Promise<void> {
  const id = req.transactionID === undefined ? undefined : String(await req.transactionID)
  const adapter = postgresOf(req.payload)
  if (id === undefined || !adapter.sessions?.[id]) return work()
  const queued = committed.get(id)
  if (queued) queued.push(work)
  else committed.set(id, [work])
}

/**
 * Ends the pool once its connections are closed (pool.end() resolves when they are told to close, not when they have:
 * a database stopped right after would cut them), but never waits more than a moment for a client left checked out.
 */
export async function closePool(payload: Payload, waitMs = 1000): Promise<void> {
  const pool = poolOf(payload)
  await stopReplicas(pool)
  await payload.destroy()
  if (!pool || pool.ending) return
  let open = pool.totalCount
  const closed = new Promise<void>((resolve) => {
    if (open === 0) resolve()
    pool.on('remove', () => {
      if (--open <= 0) resolve()
    })
  })
  let timer: NodeJS.Timeout | undefined
  const ended = Promise.all([pool.end().catch(() => undefined), closed]).then(() => true)
  const done = await Promise.race([
    ended,
    new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), waitMs))),
  ])
  clearTimeout(timer)
  if (!done) logger.warn({ msg: 'database pool: clients still open at shutdown', open })
}
