import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { drizzleOf } from '../db/pool.js'
import { describeError, logger, scrubText } from '../logger.js'
import { onMailQueued } from './outbox.js'
import { mailSettings, type MailSettings } from './settings.js'
import { createDelivery, type Deliver, type Envelope } from './transport.js'

const BATCH = 10

type Db = { execute: (query: ReturnType<typeof sql>) => Promise<{ rows: Record<string, unknown>[] }> }

/** The wait before attempt `attempts + 1`: base, 2×base, 4×base, ... capped. */
export const backoffMs = (attempts: number, settings: Pick<MailSettings, 'retryBaseMs' | 'retryMaxMs'>) =>
  Math.min(settings.retryMaxMs, settings.retryBaseMs * 2 ** Math.max(0, attempts - 1))

/** What a failure may say in the outbox and the log: the transport's code and reply code, never the mail or a credential. */
const failureText = (error: unknown, settings: MailSettings) => {
  const e = error as { code?: unknown; responseCode?: unknown; message?: unknown }
  let message = scrubText(String(e?.message ?? error)).slice(0, 300)
  const password = settings.smtpUrl ? decodeURIComponent(new URL(settings.smtpUrl).password) : ''
  if (password) message = message.split(password).join('[redacted]')
  return [e?.code, e?.responseCode, message]
    .filter((part) => part !== undefined && part !== '')
    .join(' ')
    .slice(0, 500)
}

/** PostgreSQL's undefined_table. */
const UNDEFINED_TABLE = '42P01'

/**
 * Delivers the outbox (mail_outbox) from inside the service process: claims due mails with SKIP LOCKED (several
 * processes share the work, none sends a mail another holds), sends each, marks it sent and drops its body; a failure
 * is retried with exponential backoff until MAIL_MAX_ATTEMPTS, then marked failed.
 *
 * A claim is a lease (MAIL_LEASE_MS) and its `attempts` value: a process that died with claimed mails leaves them to
 * the next one once the lease ends, and a process that outlived its lease (a slow batch) renews it before each send
 * and skips a mail another process claimed meanwhile. Only a crash between sending and marking sends a mail twice
 * (after its lease): at least once, never lost.
 */

export class MailSender {
  private timer: NodeJS.Timeout | undefined
  private running: Promise<void> | undefined
  private again = false
  private stopped = false
  private unsubscribe: (() => void) | undefined
  private databaseAway = false

  constructor(
    private readonly db: Db,
    private readonly deliver: Deliver,
    private readonly settings: MailSettings,
  ) {}

  start(): void {
    this.unsubscribe = onMailQueued(() => this.poke())
    this.schedule(0)
  }

  /** Looks for due mail now (a mail was just queued). */
  poke(): void {
    if (this.stopped) return
    if (this.running) this.again = true
    else this.schedule(0)
  }

  /** Stops polling and waits for the mails being sent to be marked. */
  async stop(): Promise<void> {
    this.stopped = true
    this.unsubscribe?.()
    clearTimeout(this.timer)
    await this.running
  }

  private schedule(ms: number) {
    clearTimeout(this.timer)
    if (this.stopped) return
    this.timer = setTimeout(() => {
      this.running = this.drain().finally(() => {
        this.running = undefined
        const more = this.again
        this.again = false
        this.schedule(more ? 0 : this.settings.pollMs)
      })
    }, ms)
    this.timer.unref()
  }

  /** Sends batches until nothing is due. */
  private async drain(): Promise<void> {
    try {
      for (;;) {
        const batch = await this.claim()
        if (this.databaseAway) logger.info({ msg: 'mail: database reachable again, sending resumes' })
        this.databaseAway = false
        for (const mail of batch) await this.send(mail)
        if (batch.length < BATCH || this.stopped) return
      }
    } catch (error) {
      // A fresh database before its migrations (Payload's onInit runs first) has no outbox yet: nothing can be queued.
      if ((error as { cause?: { code?: string } }).cause?.code === UNDEFINED_TABLE) return
      // The database is away or shutting down: the mails stay queued; the next poll tries again.
      if (!this.databaseAway && !this.stopped)
        logger.warn({ msg: 'mail: cannot read the outbox', error: describeError(error) })
      this.databaseAway = true
    }
  }

  private async claim(): Promise<(Envelope & { attempts: number })[]> {
    const { rows } = await this.db.execute(sql`
      update mail_outbox set locked_until = now() + ${`${this.settings.leaseMs} milliseconds`}::interval, attempts = attempts + 1
      where id in (
        select id from mail_outbox
        where sent_at is null and failed_at is null and next_attempt_at <= now() and (locked_until is null or locked_until < now())
        order by id limit ${BATCH} for update skip locked
      )
      returning id, recipient, subject, text_body, html_body, attempts`)
    return rows
      .map((row) => ({
        id: Number(row.id),
        to: String(row.recipient),
        subject: String(row.subject),
        text: String(row.text_body ?? ''),
        html: String(row.html_body ?? ''),
        attempts: Number(row.attempts),
      }))
      .sort((a, b) => a.id - b.id)
  }

  /**
   * The mail is still this claim's (no other process claimed it after the lease ran out: `attempts` is unchanged) and
   * is held for another lease from now, long enough for one delivery within the transport's timeouts.
   */
  private async renew(mail: Envelope & { attempts: number }): Promise<boolean> {
    const { rows } = await this.db.execute(sql`
      update mail_outbox set locked_until = now() + ${`${this.settings.leaseMs} milliseconds`}::interval
      where id = ${mail.id} and attempts = ${mail.attempts} and sent_at is null and failed_at is null
      returning id`)
    return rows.length > 0
  }

  private async send(mail: Envelope & { attempts: number }): Promise<void> {
    if (!(await this.renew(mail))) {
      logger.info({
        msg: 'mail: lease ran out and another process took the mail over; not sent here',
        mailId: mail.id,
        attempt: mail.attempts,
      })
      return
    }
    try {
      await this.deliver(mail)
    } catch (error) {
      const giveUp = mail.attempts >= this.settings.maxAttempts
      const wait = backoffMs(mail.attempts, this.settings)
      const reason = failureText(error, this.settings)
      // Unless another process claimed the mail meanwhile (this attempt outlived its lease): its claim stands.
      await this.db.execute(sql`
        update mail_outbox set locked_until = null, last_error = ${reason},
          next_attempt_at = now() + ${`${wait} milliseconds`}::interval, failed_at = ${giveUp ? sql`now()` : sql`null`}
        where id = ${mail.id} and attempts = ${mail.attempts} and sent_at is null`)
      const entry = {
        msg: giveUp ? 'mail: giving up after the last attempt' : 'mail: delivery failed, will retry',
        mailId: mail.id,
        attempt: mail.attempts,
        reason,
        ...(giveUp ? {} : { retryInMs: wait }),
      }
      if (giveUp) logger.error(entry)
      else logger.warn(entry)
      return
    }
    // Sent: the outbox keeps who got what and when, not the body (it may hold a one-time link).
    await this.db.execute(sql`
      update mail_outbox set sent_at = now(), locked_until = null, last_error = null, text_body = null, html_body = null
      where id = ${mail.id}`)
    logger.info({ msg: 'mail sent', mailId: mail.id, attempt: mail.attempts })
  }
}

const senders = new WeakMap<Payload, MailSender>()

/** Starts the process's sender (Payload's onInit); the start log says once where mail goes. */
export async function startMailSender(payload: Payload): Promise<void> {
  if (senders.has(payload) || process.env.MAIL_SENDER === '0') return
  const settings = mailSettings()
  const deliver = await createDelivery(payload, settings)
  const sender = new MailSender(drizzleOf(payload), deliver, settings)
  senders.set(payload, sender)
  if (settings.smtpUrl) {
    const { hostname, port, protocol } = new URL(settings.smtpUrl)
    logger.info({
      msg: 'mail: delivering through SMTP',
      host: hostname,
      port: port || null,
      tls: protocol === 'smtps:' ? 'implicit' : 'starttls when offered',
    })
  } else {
    logger.info({
      msg: 'mail: SMTP_URL is not set; mails are written as .eml files (development outbox)',
      directory: settings.fileDir,
    })
  }
  sender.start()
}

/** Stops the sender before the pool closes (src/boot.ts closeDatabase). */
export async function stopMailSender(payload: Payload): Promise<void> {
  const sender = senders.get(payload)
  senders.delete(payload)
  await sender?.stop()
}
