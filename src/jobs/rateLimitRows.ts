import { createHash } from 'node:crypto'
import type pg from 'pg'
import { numberSetting } from '../config/settings.js'
import { startPeriodicJob } from './periodic.js'

/**
 * The rows of `rate_limits` (src/api/rateLimits.ts, src/api/publicLimit.ts, the appeal-file share): how their keys
 * are kept, and the sweep of the expired ones.
 *
 * What the table keeps of a limit's key: its SHA-256, for every limit. Some keys are secrets (an assistant session's
 * token), others personal (an email, an address); none needs reading back, only matching.
 */
export const storedKey = (key: string) => createHash('sha256').update(key).digest('hex')

/** How often expired rate-limit rows are deleted, once between all processes (RATE_LIMIT_SWEEP_INTERVAL_MS, 10 min). */
export const rateLimitSweepIntervalMs = (): number =>
  Math.floor(numberSetting('RATE_LIMIT_SWEEP_INTERVAL_MS', 600_000, 1_000))

/**
 * Deletes the `rate_limits` rows whose window or lockout has ended (`expire`, milliseconds since the epoch, is past).
 * Such a row counts for nothing any more: the next request of its key starts a new window either way. Returns the
 * number removed.
 */
export async function sweepExpiredRateLimits(db: Pick<pg.Pool, 'query'>): Promise<number> {
  const { rowCount } = await db.query('delete from rate_limits where expire <= $1', [Date.now()])
  return rowCount ?? 0
}

const sweeps = new WeakMap<pg.Pool, { stop: () => void }>()

/**
 * Sweeps in the background, once per interval between all server processes on the database (src/jobs/periodic.ts).
 * Started with the rate limits (one sweep per pool, however many apps share it); it stops with the pool.
 */
export function startRateLimitSweep(pool: pg.Pool): void {
  if (sweeps.has(pool)) return
  sweeps.set(
    pool,
    startPeriodicJob(pool, {
      name: 'rate-limit-sweep',
      periodMs: rateLimitSweepIntervalMs(),
      run: async (db) => ({ rowsDeleted: await sweepExpiredRateLimits(db) }),
    }),
  )
}
