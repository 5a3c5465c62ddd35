import proxyaddr from 'proxy-addr'
import type pg from 'pg'
import { storedKey } from '../jobs/rateLimitRows.js'
import { logger } from '../logger.js'

export interface PublicLimitSettings {
  /** Requests per window and address; 0: no limit. */
  points: number
  windowMs: number
  /** How often this process's counts are added to the shared store and the others' read back. */
  syncMs: number
  /** Addresses and subnets never limited (`RATE_LIMIT_EXEMPT`: the website's own server). */
  exempt: string[]
}

export interface PublicAllowance {
  limit: number
  remaining: number
  /** Set when the request is over the limit: seconds until the window ends. */
  retryAfterSeconds?: number
}

interface KeyState {
  /** Points the shared store held for the key at the last sync, this process's included. */
  shared: number
  /** Requests counted here since the values last sent. */
  pending: number
  /** When the window ends (the store's word after a sync, this process's guess before). */
  expiresAt: number
}

/** The `rate_limits` row of rate-limiter-flexible's layout, so both kinds of limits share one table and prefix scheme. */
const KEY_PREFIX = 'public:'

/**
 * The per-address limit on public requests (contract 1.9) without a database round trip per request: each process
 * counts in memory and decides at once from the last known shared count plus its own since; every `syncMs` one
 * statement adds its counts to `rate_limits` (the store the other limits use) and reads the totals back. The limit thus
 * holds across processes to within one sync interval of traffic; if the store cannot be reached, counting goes on in
 * memory and is sent once it can be.
 */
export class PublicLimit {
  private readonly keys = new Map<string, KeyState>()
  private readonly dirty = new Set<string>()
  private readonly isExempt: (address: string) => boolean
  private timer: NodeJS.Timeout | undefined
  private syncing: Promise<void> = Promise.resolve()
  private storeDown = false

  constructor(
    private readonly pool: pg.Pool | undefined,
    readonly settings: PublicLimitSettings,
  ) {
    const trusted = settings.exempt.length > 0 ? proxyaddr.compile(settings.exempt) : undefined
    this.isExempt = trusted ? (address) => trusted(address, 0) : () => false
  }

  get enabled(): boolean {
    return this.settings.points > 0
  }

  /** Counts one request from `address`; null when it is exempt or there is no limit. */
  take(address: string | undefined, now = Date.now()): PublicAllowance | null {
    if (!this.enabled) return null
    if (address && this.isExempt(address)) return null
    const key = storedKey(address || 'unknown')
    let state = this.keys.get(key)
    if (!state || state.expiresAt <= now) {
      state = { shared: 0, pending: state?.pending ?? 0, expiresAt: now + this.settings.windowMs }
      this.keys.set(key, state)
    }
    state.pending++
    this.dirty.add(key)
    this.startSyncing()
    const used = state.shared + state.pending
    const limit = this.settings.points
    const remaining = Math.max(0, limit - used)
    if (used <= limit) return { limit, remaining }
    return { limit, remaining: 0, retryAfterSeconds: Math.max(1, Math.ceil((state.expiresAt - now) / 1000)) }
  }

  /** Sends what was counted and reads the shared totals back; syncs never overlap. */
  sync(): Promise<void> {
    this.syncing = this.syncing.then(() => this.exchange())
    return this.syncing
  }

  /** A sync is due `syncMs` after the first request it would send; none is pending while nothing was counted. */
  private startSyncing() {
    if (this.timer || !this.pool) return
    this.timer = setTimeout(() => {
      this.timer = undefined
      void this.sync()
    }, this.settings.syncMs)
    this.timer.unref()
  }

  private async exchange(): Promise<void> {
    const now = Date.now()
    // Keys idle past their window are forgotten: the map holds the addresses of the last window or so.
    for (const [key, state] of this.keys) if (state.expiresAt <= now && state.pending === 0) this.keys.delete(key)
    // A pool closed at shutdown: what was counted since the last sync is forgotten with the process.
    if (!this.pool || this.pool.ending || this.dirty.size === 0) return
    // One order in every process: two syncs never wait on each other's rows the other way round.
    const keys = [...this.dirty].sort()
    this.dirty.clear()
    const sent = keys.map((key) => this.keys.get(key)?.pending ?? 0)
    try {
      const { rows } = await this.pool.query<{ key: string; points: number; expire: string }>(
        `insert into rate_limits (key, points, expire)
           select k, n, $3::bigint from unnest($1::text[], $2::int[]) as v(k, n)
         on conflict (key) do update set
           points = case when rate_limits.expire <= $4 then excluded.points else rate_limits.points + excluded.points end,
           expire = case when rate_limits.expire <= $4 then excluded.expire else rate_limits.expire end
         returning key, points, expire`,
        [keys.map((key) => KEY_PREFIX + key), sent, now + this.settings.windowMs, now],
      )
      keys.forEach((key, index) => {
        const state = this.keys.get(key)
        if (state) state.pending -= sent[index]
      })
      for (const row of rows) {
        const state = this.keys.get(row.key.slice(KEY_PREFIX.length))
        if (!state) continue
        state.shared = Number(row.points)
        state.expiresAt = Number(row.expire)
      }
      if (this.storeDown) logger.info({ msg: 'public rate limit: shared store reachable again' })
      this.storeDown = false
    } catch (error) {
      for (const key of keys) this.dirty.add(key)
      this.startSyncing()
      if (!this.storeDown)
        logger.warn({
          msg: 'public rate limit: shared store unreachable, counting in memory',
          error: (error as Error).message.slice(0, 200),
        })
      this.storeDown = true
    }
  }
}
