import type pg from 'pg'
import type { Payload } from 'payload'
import { numberSetting } from '../config/settings.js'
import { poolOf } from '../db/pool.js'
import { startPeriodicJob } from '../jobs/periodic.js'
import { logger } from '../logger.js'

type Queryable = Pick<pg.Pool, 'query'>

/** How long conversations are kept after their last message (ASSISTANT_RETENTION_DAYS, default 180; 0 keeps them). */
export const retentionDays = (): number => Math.floor(numberSetting('ASSISTANT_RETENTION_DAYS', 180))

/** How often the purge runs, once between all server processes (ASSISTANT_RETENTION_INTERVAL_MS, default hourly). */
export const retentionIntervalMs = (): number =>
  Math.floor(numberSetting('ASSISTANT_RETENTION_INTERVAL_MS', 3_600_000, 1_000))

/**
 * Deletes the conversations whose last message (or start, when none) is older than `days`, with their messages, in
 * one statement. A purge of personal data by policy, not anyone's change: it is not audited per record. Returns the
 * number of conversations removed.
 */
async function deleteOldSessions(db: Queryable, days: number): Promise<number> {
  if (days <= 0) return 0
  const { rowCount } = await db.query(
    `with old as (
       select id from assistant_sessions where coalesce(last_message_at, created_at) < now() - $1::interval
     ), messages as (
       delete from assistant_messages m using old where m.session_id = old.id
     )
     delete from assistant_sessions s using old where s.id = old.id`,
    [`${days} days`],
  )
  return rowCount ?? 0
}

/** Purges now, in this process (tests, maintenance); the number removed is logged and returned. */
export async function purgeOldSessions(payload: Payload, days = retentionDays()): Promise<number> {
  const pool = poolOf(payload)
  if (!pool) return 0
  const deleted = await deleteOldSessions(pool, days)
  if (deleted > 0) logger.info({ msg: 'assistant: old conversations deleted', sessions: deleted, retentionDays: days })
  return deleted
}

const jobs = new WeakMap<Payload, { stop: () => void }>()

/**
 * Purges in the background (Payload's onInit): soon after a start and then every interval, once between all server
 * processes on the database (src/jobs/periodic.ts), so N replicas do not purge N times, nor each again at a restart.
 */
export function startSessionRetention(payload: Payload): void {
  const pool = poolOf(payload)
  const days = retentionDays()
  if (jobs.has(payload) || !pool || days <= 0) return
  const job = startPeriodicJob(pool, {
    name: 'assistant-session-retention',
    periodMs: retentionIntervalMs(),
    run: async (db) => ({ sessionsDeleted: await deleteOldSessions(db, days), retentionDays: days }),
  })
  jobs.set(payload, job)
}

/** Stops the purge before the pool closes (src/boot.ts closeDatabase). */
export function stopSessionRetention(payload: Payload): void {
  jobs.get(payload)?.stop()
  jobs.delete(payload)
}
