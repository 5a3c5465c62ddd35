import type pg from 'pg'
import { inPoolTransaction } from '../db/poolTransaction.js'
import { logger } from '../logger.js'

/**
 * Views counted in memory and added to the database in one statement per counter every `flushMs` (and at shutdown),
 * so a cached post detail still counts each view: exact across processes within a few seconds. The flush runs with
 * `agrofund.quiet_change` on, so it drops no cached answer (a view changes nothing else a visitor reads).
 */
export class ViewCounts {
  private pending = new Map<string, Map<number, number>>()
  private timer: NodeJS.Timeout | undefined
  private flushing: Promise<void> = Promise.resolve()

  constructor(
    private readonly pool: pg.Pool,
    private readonly flushMs: number,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.flush(), this.flushMs)
    this.timer.unref()
  }

  /** One view of a record: `<table>.<column>` gains 1 at the next flush. */
  add(table: string, column: string, id: number): void {
    this.count(`${table}\u0000${column}`, id, 1)
  }

  /** Writes what was counted; a failed write keeps its counts for the next flush. Flushes never overlap. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.write())
    return this.flushing
  }

  async stop(): Promise<void> {
    clearInterval(this.timer)
    await this.flush()
  }

  private async write(): Promise<void> {
    if (this.pending.size === 0) return
    const batch = this.pending
    this.pending = new Map()
    for (const [key, counts] of batch) {
      const [table, column] = key.split('\u0000')
      const ids = [...counts.keys()].sort((a, b) => a - b)
      try {
        await inPoolTransaction(this.pool, async (client) => {
          await client.query(`select set_config('agrofund.quiet_change', 'on', true)`)
          // Ids in one order in every process: two flushes never wait on each other's rows the other way round.
          await client.query(
            `update "${table}" t set "${column}" = coalesce(t."${column}", 0) + v.n from unnest($1::int[], $2::int[]) as v(id, n) where t.id = v.id`,
            [ids, ids.map((id) => counts.get(id))],
          )
        })
      } catch (error) {
        for (const [id, n] of counts) this.count(key, id, n)
        logger.warn({
          msg: 'view counts not written yet: kept for the next flush',
          table,
          error: (error as Error).message.slice(0, 200),
        })
      }
    }
  }

  private count(key: string, id: number, n: number) {
    let counts = this.pending.get(key)
    if (!counts) this.pending.set(key, (counts = new Map()))
    counts.set(id, (counts.get(id) ?? 0) + n)
  }
}
