import pg from 'pg'
import { readsFrom } from './readTags.js'
import { numberSetting } from '../config/settings.js'
import { logger } from '../logger.js'
import { isDatabaseUnavailable, withinMs } from './faults.js'

/**
 * Read replicas (DATABASE_REPLICA_URLS) for the reads that are the same for everyone: the public reader
 * (src/db/publicReader.ts), search and the assistant's retrieval (src/search/expand.ts). Everything else (Payload, so
 * writes, staff and per-person reads, transactions) stays on the primary. A replica is used while a background probe
 * finds it answering, in recovery and at most REPLICA_MAX_LAG_MS behind; else, and for any query it fails, the
 * primary answers. Without DATABASE_REPLICA_URLS nothing here runs: no pool, no timer, no query.
 */

/** A pool or a replica set's reads; a `{ name, text, values }` query is a prepared statement (its plan kept per connection). */
export interface Queryable {
  query: (text: string | pg.QueryConfig, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>
}

export const replicaSettings = () => ({
  urls: (process.env.DATABASE_REPLICA_URLS ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean),
  maxLagMs: numberSetting('REPLICA_MAX_LAG_MS', 5_000),
  probeMs: Math.max(50, numberSetting('REPLICA_PROBE_MS', 1_000)),
})

/** A WAL position ('16/B374D848') as a number, to compare. */
const lsn = (text: unknown): bigint | undefined => {
  if (typeof text !== 'string') return undefined
  const [high, low] = text.split('/')
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`)
}

/** How a replica is named in logs: never its password. */
const described = (url: string) => {
  const parsed = new URL(url)
  return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`
}

const PROBE = `select pg_is_in_recovery() as standby, pg_last_wal_receive_lsn()::text as received, pg_last_wal_replay_lsn()::text as replayed,
  (extract(epoch from now() - pg_last_xact_replay_timestamp()) * 1000)::float8 as since_last_commit_ms`

class Replica {
  /** The last probe found it fit to read from. */
  usable = false
  /** How far it had replayed at the last probe. */
  replayed: bigint | undefined
  /** Until when it held every commit of the primary (its replay had reached the primary's LSN read then). */
  caughtUpAt: number | undefined
  /** It answered reads while behind the last change: cached answers carry `staleTag` until it catches up. */
  servedBehind = false
  readonly staleTag: string
  constructor(
    readonly pool: pg.Pool,
    readonly name: string,
    index: number,
  ) {
    this.staleTag = `\u0000replica ${index} behind`
  }

  /** Records what the probe (or a failed query) found; logs when it starts or stops being used. */
  judge(usable: boolean, reason: string) {
    if (usable !== this.usable) {
      if (usable) logger.info({ msg: 'read replica in use', replica: this.name })
      else logger.warn({ msg: 'read replica not used: reads go to the primary', replica: this.name, reason })
    }
    this.usable = usable
  }
}

/**
 * The replicas of one primary pool, their health, and the fence that keeps the response cache right: a change heard
 * on the primary (src/cache/changeFeed.ts) raises the fence to the primary's WAL insert position, read after the
 * notification, so at or past that change's commit. A replica whose probed replay position has passed the fence holds
 * the change; one that has not may still answer (within the max lag), but the answer is tagged with the replica's
 * `staleTag`, and the probe that first finds the replica past the fence, or unusable, drops those answers
 * (`onCaughtUp`) as a write drops the answers read from what it changed.
 */
export class ReplicaSet {
  private readonly replicas: Replica[]
  private timer: NodeJS.Timeout | undefined
  private soon: NodeJS.Timeout | undefined
  private probing: Promise<void> | undefined
  private probeAgain = false
  private stopped = false
  private next = 0
  private fence = 0n
  /** Changes heard, and how many of them the fence covers: they differ while the fence is being read. */
  private changes = 0
  private fenced = 0
  private readingFence = false
  /** Drops cached answers by tag (the public cache sets it). */
  onCaughtUp: (tags: string[]) => void = () => undefined

  constructor(
    private readonly primary: pg.Pool,
    urls: string[],
    private readonly settings: ReturnType<typeof replicaSettings>,
  ) {
    const { max, idleTimeoutMillis, statement_timeout, options, keepAlive, keepAliveInitialDelayMillis } =
      primary.options as pg.PoolConfig
    this.replicas = urls.map((url, index) => {
      // Not the primary's Client class: a replica's faults must not mark the database down (src/db/faults.ts).
      // Connecting fails fast: the primary answers instead.
      const pool = new pg.Pool({
        connectionString: url,
        max,
        idleTimeoutMillis,
        statement_timeout,
        options,
        keepAlive,
        keepAliveInitialDelayMillis,
        connectionTimeoutMillis: 1_000,
        application_name: 'agrofund-public-reads',
      })
      const replica = new Replica(pool, described(url), index)
      // An idle connection cut by a replica's shutdown: a reason to stop reading there until the probe says otherwise.
      pool.on('error', (error) => this.lost(replica, error))
      return replica
    })
  }

  start(): void {
    // Whatever was written before this process listened counts as the last change: the fence starts at the primary's
    // position, so no answer read from a replica behind it is kept as current.
    this.noteChange()
    this.timer = setInterval(() => void this.probe(), this.settings.probeMs)
    this.timer.unref()
    void this.probe()
  }

  async stop(): Promise<void> {
    this.stopped = true
    clearInterval(this.timer)
    clearTimeout(this.soon)
    await this.probing
    await Promise.all(this.replicas.map((replica) => withinMs(1_000, replica.pool.end()).catch(() => undefined)))
  }

  /** A change was committed on the primary (or changes may have been missed): raise the fence past it. */
  noteChange(): void {
    this.changes++
    void this.raiseFence()
  }

  /** The reads that may go to a replica: each query goes to a usable one, else (or when it fails there) to the primary. */
  readonly reads: Queryable = {
    query: async (text, values) => {
      const replica = this.pick()
      if (!replica) return this.primary.query(text, values)
      if (!this.holdsLastChange(replica)) {
        replica.servedBehind = true
        readsFrom(replica.staleTag)
      }
      try {
        return await replica.pool.query(text, values)
      } catch (error) {
        // Whatever the replica's trouble (a cut, a query cancelled by replay), the primary answers; a real error in
        // the query fails there again and reaches the caller as it would have.
        if (isDatabaseUnavailable(error)) this.lost(replica, error)
        return this.primary.query(text, values)
      }
    },
  }

  /** A usable replica, those that hold the last change first, in turn. */
  private pick(): Replica | undefined {
    const usable = this.replicas.filter((replica) => replica.usable)
    if (usable.length === 0) return undefined
    const current = usable.filter((replica) => this.holdsLastChange(replica))
    const from = current.length > 0 ? current : usable
    return from[this.next++ % from.length]
  }

  private holdsLastChange(replica: Replica): boolean {
    return this.fenced === this.changes && replica.replayed !== undefined && replica.replayed >= this.fence
  }

  private lost(replica: Replica, error: unknown) {
    replica.judge(false, `unreachable: ${String((error as Error)?.message ?? error).slice(0, 200)}`)
    this.dropBehindAnswers(replica)
  }

  private dropBehindAnswers(replica: Replica) {
    if (!replica.servedBehind) return
    replica.servedBehind = false
    this.onCaughtUp([replica.staleTag])
  }

  /**
   * The primary's WAL positions: `written` for lag (on an idle primary a caught-up replica has replayed exactly that),
   * `inserted` for the fence (past a commit even with synchronous_commit off, when it may not be written yet).
   */
  private async primaryLsn(): Promise<{ written: bigint; inserted: bigint }> {
    const { rows } = await withinMs(
      2_000,
      this.primary.query('select pg_current_wal_lsn()::text as written, pg_current_wal_insert_lsn()::text as inserted'),
    )
    return { written: lsn(rows[0].written)!, inserted: lsn(rows[0].inserted)! }
  }

  /**
   * Reads the primary's WAL insert position until one read began after the last change heard. A failed read leaves
   * the fence unknown (every replica counts as behind) until the next probe reads the primary.
   */
  private async raiseFence() {
    if (this.readingFence) return
    this.readingFence = true
    try {
      while (this.fenced !== this.changes && !this.stopped) {
        // A moment's wait gathers a transaction's notifications (one per table written) and bursts into one read.
        await new Promise((resolve) => setTimeout(resolve, 5))
        const covers = this.changes
        this.setFence((await this.primaryLsn()).inserted, covers)
      }
    } catch {
      // The probe retries.
    } finally {
      this.readingFence = false
    }
    this.probeSoon()
  }

  private setFence(position: bigint, covers: number) {
    if (position > this.fence) this.fence = position
    this.fenced = Math.max(this.fenced, covers)
  }

  /** A probe shortly (a change was fenced): the replicas' answers are kept again as soon as they hold it. */
  private probeSoon() {
    if (this.soon || this.stopped) return
    this.soon = setTimeout(() => {
      this.soon = undefined
      void this.probe()
    }, 10)
    this.soon.unref()
  }

  private probe(): Promise<void> {
    if (this.probing) {
      this.probeAgain = true
      return this.probing
    }
    this.probing = this.probeAll().finally(() => {
      this.probing = undefined
      if (this.probeAgain && !this.stopped) {
        this.probeAgain = false
        this.probeSoon()
      }
    })
    return this.probing
  }

  private async probeAll() {
    const covers = this.changes
    const readAt = Date.now()
    const primary = await this.primaryLsn().catch(() => undefined)
    if (primary && this.fenced !== covers && !this.readingFence) this.setFence(primary.inserted, covers)
    await Promise.all(this.replicas.map((replica) => this.probeOne(replica, primary?.written, readAt)))
  }

  /**
   * Lag, measured so that an idle primary reads as none: a replica whose replay has reached the primary's position
   * (read just before) is caught up, whatever the age of the last commit it replayed. Behind it, its data is at most
   * as old as the last moment it was caught up, and as its last replayed commit: the smaller bounds the lag. Without
   * the primary (down), a replica that has replayed all it received counts as caught up.
   */
  private async probeOne(replica: Replica, primary: bigint | undefined, readAt: number) {
    let row: Record<string, unknown>
    try {
      row = (await withinMs(2_000, replica.pool.query(PROBE))).rows[0]
    } catch (error) {
      if (!this.stopped) this.lost(replica, error)
      return
    }
    const replayed = lsn(row.replayed)
    const received = lsn(row.received)
    if (row.standby !== true || replayed === undefined) {
      replica.judge(false, 'not a standby in recovery')
      this.dropBehindAnswers(replica)
      return
    }
    replica.replayed = replayed
    const caughtUp = primary !== undefined ? replayed >= primary : received === replayed
    if (caughtUp) replica.caughtUpAt = primary !== undefined ? readAt : Date.now()
    const now = Date.now()
    const sinceCommit = row.since_last_commit_ms === null ? Infinity : Number(row.since_last_commit_ms)
    const lagMs = caughtUp
      ? 0
      : Math.min(sinceCommit, replica.caughtUpAt === undefined ? Infinity : now - replica.caughtUpAt)
    replica.judge(
      lagMs <= this.settings.maxLagMs,
      `lagging ${Number.isFinite(lagMs) ? `${Math.round(lagMs)} ms` : 'by an unknown time'}`,
    )
    if (!replica.usable || this.holdsLastChange(replica)) this.dropBehindAnswers(replica)
  }
}

const sets = new WeakMap<object, ReplicaSet>()

/** Starts the replicas of the primary pool when DATABASE_REPLICA_URLS names any (once per pool; Payload's onInit). */
export function startReplicas(primary: pg.Pool): void {
  const settings = replicaSettings()
  if (settings.urls.length === 0 || sets.has(primary)) return
  const set = new ReplicaSet(primary, settings.urls, settings)
  sets.set(primary, set)
  set.start()
}

/** The replicas of a primary pool, if it has any. */
export const replicasOf = (primary: object | undefined): ReplicaSet | undefined =>
  primary ? sets.get(primary) : undefined

/**
 * Where a public read goes: given the primary pool, the replicas' router when there are replicas; given anything else
 * (no replicas, a transaction, a single client) that very thing.
 */
export function replicaReads<T extends Queryable>(db: T): Queryable {
  return replicasOf(db)?.reads ?? db
}

/** Stops probing and closes the replica pools (src/boot.ts closeDatabase, before the primary's pool). */
export async function stopReplicas(primary: object | undefined): Promise<void> {
  const set = replicasOf(primary)
  if (!set || !primary) return
  sets.delete(primary)
  await set.stop()
}
