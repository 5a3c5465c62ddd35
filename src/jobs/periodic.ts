import type pg from 'pg'
import { inPoolTransaction } from '../db/poolTransaction.js'
import { describeError, logger } from '../logger.js'

/** A job every server process schedules, run once per period between all processes on the database. */
export interface PeriodicJob {
  /** Its row in `job_runs`. */
  name: string
  periodMs: number
  /**
   * The work, inside the transaction that records the run: a failure, or a process killed meanwhile, undoes both, and
   * the job is due again at the next process's check. What it returns is added to the log line of the run.
   */
  run: (db: pg.PoolClient) => Promise<Record<string, unknown> | void>
}

/** PostgreSQL's undefined_table: a fresh database before its migrations. */
const UNDEFINED_TABLE = '42P01'
/** The advisory locks of periodic jobs are (this, hashtext(name)): a two-key space apart from the migration lock's. */
const JOB_LOCK_CLASS = 7_245_002

/**
 * Runs `job` unless some process ran it less than a period ago (by the database's clock) or is running it now.
 * Returns the run's number in `job_runs`, or null when it was not this process's to run.
 */
export async function runIfDue(
  pool: pg.Pool,
  job: PeriodicJob,
): Promise<{ run: number; result: Record<string, unknown> } | null> {
  return inPoolTransaction(pool, async (client) => {
    // A process running the job holds this until it commits: the others pass at once instead of queueing on its row.
    const { rows: locked } = await client.query<{ held: boolean }>(
      'select pg_try_advisory_xact_lock($1, hashtext($2)) as held',
      [JOB_LOCK_CLASS, job.name],
    )
    const { rows: claimed } = locked[0]?.held
      ? await client.query<{ runs: number }>(
          `insert into job_runs (name, last_run_at, runs) values ($1, now(), 1)
           on conflict (name) do update set last_run_at = now(), runs = job_runs.runs + 1
           where job_runs.last_run_at <= now() - $2::interval
           returning runs`,
          [job.name, `${job.periodMs} milliseconds`],
        )
      : { rows: [] }
    // Not due, or another process is running it: this transaction changed nothing.
    if (claimed.length === 0) return null
    const result = (await job.run(client)) ?? {}
    return { run: Number(claimed[0]!.runs), result }
  })
}

/**
 * Every process checks a few times per period whether the job is due (a tenth of it, between 250 ms and a minute),
 * so the job runs once per period, at most one check late, whichever processes are up; the first check comes soon
 * after the start. Checks never overlap. A failure is logged once until a run succeeds again, and retried.
 */
export function startPeriodicJob(pool: pg.Pool, job: PeriodicJob): { stop: () => void } {
  const checkMs = Math.min(60_000, Math.max(250, Math.floor(job.periodMs / 10)))
  let timer: NodeJS.Timeout | undefined
  let stopped = false
  let failing = false
  const check = async () => {
    // A pool closing at shutdown: nothing is due any more (a job started without a stop of its own ends here).
    if (pool.ending) return
    const started = Date.now()
    try {
      const ran = await runIfDue(pool, job)
      if (ran)
        logger.info({ msg: 'periodic job ran', job: job.name, run: ran.run, ms: Date.now() - started, ...ran.result })
      failing = false
    } catch (error) {
      // Before the migrations there is no job_runs (nor the job's tables): nothing is due yet.
      const code = (error as { code?: string }).code
      if (!failing && !stopped && code !== UNDEFINED_TABLE)
        logger.warn({ msg: 'periodic job failed, will retry', job: job.name, error: describeError(error) })
      failing = code !== UNDEFINED_TABLE
    }
  }
  const schedule = (ms: number) => {
    if (stopped) return
    timer = setTimeout(() => void check().finally(() => schedule(checkMs)), ms)
    timer.unref()
  }
  schedule(Math.min(5_000, checkMs))
  return {
    // A run in flight is left to finish or roll back with the pool (src/boot.ts closeDatabase).
    stop: () => {
      stopped = true
      clearTimeout(timer)
    },
  }
}
