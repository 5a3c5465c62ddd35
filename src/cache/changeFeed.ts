import pg from 'pg'
import { logger } from '../logger.js'

/** The channel the database's change triggers announce on (migration 20261125_090000_change_notifications). */
export const CHANGES_CHANNEL = 'agrofund_changes'

export interface ChangeFeedOptions {
  connectionString: string
  /** A committed write to these tags (collections, globals, `search`), in any process on the database. */
  onChange: (tags: string[]) => void
  /** The feed is (again) connected, or lost: either way changes may have been missed, so everything is dropped. */
  onGap: (connected: boolean) => void
  /** Milliseconds before the first reconnection attempt; doubles up to 5 s. */
  retryMs?: number
}

/**
 * One dedicated connection LISTENing on the change channel (it cannot be a pooled one: a listener must stay on its
 * session). When it drops, everything cached is dropped too and it reconnects with backoff; once connected again,
 * everything is dropped once more, for the writes made while nobody listened. Works on any PostgreSQL, the embedded
 * one included; not through a transaction-mode pooler (LISTEN needs a session).
 */
export class ChangeFeed {
  private client: pg.Client | undefined
  private stopped = false
  private timer: NodeJS.Timeout | undefined
  private retryMs: number
  private connected = false

  constructor(private readonly options: ChangeFeedOptions) {
    this.retryMs = options.retryMs ?? 250
  }

  /** Whether changes are being heard right now: only then may answers be kept. */
  get listening(): boolean {
    return this.connected
  }

  async start(): Promise<void> {
    await this.connect()
  }

  async stop(): Promise<void> {
    this.stopped = true
    clearTimeout(this.timer)
    const client = this.client
    this.client = undefined
    this.connected = false
    await client?.end().catch(() => undefined)
  }

  private async connect(): Promise<void> {
    if (this.stopped) return
    const client = new pg.Client({
      connectionString: this.options.connectionString,
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    })
    this.client = client
    let lost = false
    const onLost = (error?: Error) => {
      if (lost || this.client !== client) return
      lost = true
      const wasConnected = this.connected
      this.connected = false
      this.client = undefined
      client.end().catch(() => undefined)
      if (this.stopped) return
      if (wasConnected)
        logger.warn({
          msg: 'change feed lost: cached public answers dropped, reconnecting',
          error: error?.message?.slice(0, 200),
        })
      this.options.onGap(false)
      this.scheduleReconnect()
    }
    client.on('error', onLost)
    client.on('end', () => onLost())
    client.on('notification', (message) => {
      if (message.channel === CHANGES_CHANNEL && message.payload) this.options.onChange([message.payload])
    })
    try {
      await client.connect()
      await client.query(`LISTEN ${CHANGES_CHANNEL}`)
    } catch (error) {
      onLost(error as Error)
      return
    }
    if (lost || this.stopped) return
    this.connected = true
    this.retryMs = this.options.retryMs ?? 250
    this.options.onGap(true)
  }

  private scheduleReconnect() {
    clearTimeout(this.timer)
    this.timer = setTimeout(() => void this.connect(), this.retryMs)
    this.timer.unref()
    this.retryMs = Math.min(this.retryMs * 2, 5_000)
  }
}
