import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { describeError, logger } from '../logger.js'

type Db = { execute: (query: ReturnType<typeof sql>) => Promise<{ rows: Record<string, unknown>[] }> }

/** How long conversations are kept after their last message (ASSISTANT_RETENTION_DAYS, default 180; 0 keeps them). */
export const retentionDays = (): number => {
  const raw = process.env.ASSISTANT_RETENTION_DAYS
  const value = Number(raw)
  return raw !== undefined && raw !== '' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : 180
}

/**
 * Deletes the conversations whose last message (or start, when none) is older than the retention, with their
 * messages, in one transaction. A purge of personal data by policy, not anyone's change: it is not audited per
 * record, and the number removed is logged. Returns that number.
 */
export async function purgeOldSessions(payload: Payload, days = retentionDays()): Promise<number> {
  if (days <= 0) return 0
  const db = (payload.db as unknown as { drizzle: Db }).drizzle
  const cutoff = `${days} days`
  const { rows } = await db.execute(sql`
    with old as (
      select id from assistant_sessions where coalesce(last_message_at, created_at) < now() - ${cutoff}::interval
    ), messages as (
      delete from assistant_messages m using old where m.session_id = old.id
    )
    delete from assistant_sessions s using old where s.id = old.id returning s.id`)
  if (rows.length > 0) logger.info({ msg: 'assistant: old conversations deleted', sessions: rows.length, retentionDays: days })
  return rows.length
}

const HOUR = 3_600_000
const timers = new WeakMap<Payload, NodeJS.Timeout[]>()

/** Purges soon after the start and then hourly, in the background (Payload's onInit); a failure is logged and retried. */
export function startSessionRetention(payload: Payload): void {
  if (timers.has(payload)) return
  const run = () =>
    purgeOldSessions(payload).catch((error) => {
      // A fresh database before its migrations has no sessions table yet.
      if ((error as { cause?: { code?: string } }).cause?.code !== '42P01') logger.warn({ msg: 'assistant: could not purge old conversations', error: describeError(error) })
    })
  const hourly = setInterval(run, HOUR)
  const first = setTimeout(run, 5_000)
  hourly.unref()
  first.unref()
  timers.set(payload, [hourly, first])
}

/** Stops the purge before the pool closes (src/db/pool.ts closeDatabase). */
export function stopSessionRetention(payload: Payload): void {
  for (const timer of timers.get(payload) ?? []) clearTimeout(timer)
  timers.delete(payload)
}
