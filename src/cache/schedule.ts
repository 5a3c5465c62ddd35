import { logger } from '../logger.js'

/** A column holding the moment rows of a table become public (a post's `published_at`), and the tag it changes. */
export interface ScheduleSource {
  tag: string
  table: string
  column: string
}

interface Queryable {
  query: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>
}

/**
 * When cached answers change by the clock alone: a post scheduled for 10:00 appears at 10:00 with nothing written then.
 * For each scheduled tag, the next such moment after now is read once and kept until it passes or the tag is written
 * to; an answer read from that tag is kept (here, and by HTTP caches) no longer than that moment.
 */
export class PublicationSchedule {
  private readonly next = new Map<string, Promise<number>>()

  constructor(
    private readonly db: Queryable,
    /** Read at each use: the declarations live on the collections' configuration. */
    private readonly sources: () => ScheduleSource[],
  ) {}

  /** The earliest moment (ms) after `now` at which an answer read from `tags` may change by the clock; Infinity if none. */
  async changesAt(tags: Iterable<string>, now = Date.now()): Promise<number> {
    let earliest = Infinity
    const byTag = new Map(this.sources().map((source) => [source.tag, source]))
    for (const tag of tags) {
      const source = byTag.get(tag)
      if (!source) continue
      let moment = this.next.get(tag)
      if (moment === undefined || (await moment) <= now) {
        moment = this.read(source, now)
        this.next.set(tag, moment)
      }
      earliest = Math.min(earliest, await moment)
    }
    return earliest
  }

  /** A write to these tags may have scheduled something sooner. */
  forget(tags: Iterable<string> | 'all'): void {
    if (tags === 'all') return this.next.clear()
    for (const tag of tags) this.next.delete(tag)
  }

  private async read(source: ScheduleSource, now: number): Promise<number> {
    try {
      const { rows } = await this.db.query(
        `select (extract(epoch from min("${source.column}")) * 1000)::float8 as at from "${source.table}" where "${source.column}" > $1`,
        [new Date(now).toISOString()],
      )
      const at = rows[0]?.at
      return at === null || at === undefined ? Infinity : Number(at)
    } catch (error) {
      // Unknown: keep answers a second at most, and ask again then.
      logger.warn({
        msg: 'publication schedule unreadable',
        table: source.table,
        error: (error as Error).message.slice(0, 200),
      })
      this.next.delete(source.tag)
      return now + 1_000
    }
  }
}
