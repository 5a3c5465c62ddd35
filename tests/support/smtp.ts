import { readdirSync, readFileSync, statSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** A message as the test SMTP server received it: its envelope and its parsed content. */
export interface ReceivedMail {
  to: string[]
  from: string
  subject: string
  text: string
  html: string
  parsed: ParsedMail
  /** When the server accepted it. */
  at: number
}

/**
 * A real SMTP server on 127.0.0.1 for the mailed flows (the `smtp-server` package): it takes every message with a
 * login of `user`/`pass`, parses it, and keeps it for the test. `stop()` and `start()` again on the same port make an
 * outage that the service must ride out. For the exactly-once tests of the outbox it can be slow (`delayMs` before each
 * message is accepted) and can leave logins unanswered (`holdLogins`), so a sender stays in the middle of its attempt,
 * as a process stuck with claimed mail would.
 */
export class TestSmtpServer {
  readonly received: ReceivedMail[] = []
  delayMs = 0
  holdLogins = false
  /** The logins left unanswered so far (a held sender stays held even after `holdLogins` is turned off). */
  heldLogins = 0
  private server: SMTPServer | undefined
  private port = 0
  private waiters: (() => void)[] = []

  get url() {
    return `smtp://user:pass@127.0.0.1:${this.port}`
  }

  async start(): Promise<void> {
    this.server = new SMTPServer({
      secure: false,
      disabledCommands: ['STARTTLS'],
      authOptional: false,
      logger: false,
      onAuth: (auth, _session, callback) => {
        if (this.holdLogins) return void this.heldLogins++
        if (auth.username === 'user' && auth.password === 'pass') callback(null, { user: 'user' })
        else callback(new Error('Invalid username or password'))
      },
      onData: (stream, session, callback) => {
        simpleParser(stream)
          .then((parsed) => new Promise((resolve) => setTimeout(resolve, this.delayMs)).then(() => parsed))
          .then((parsed) => {
            this.received.push({
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              parsed,
              at: Date.now(),
            })
            this.waiters.splice(0).forEach((wake) => wake())
            callback()
          })
          .catch(callback)
      },
    })
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject)
      this.server!.listen(this.port, '127.0.0.1', () => resolve())
    })
    this.port = (this.server.server.address() as AddressInfo).port
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()))
    this.server = undefined
  }

  /** The first message to `address` matching `test` that arrives within `ms` (already received ones count). */
  async waitFor(
    address: string,
    test: (mail: ReceivedMail) => boolean = () => true,
    ms = 15_000,
  ): Promise<ReceivedMail> {
    const deadline = Date.now() + ms
    for (;;) {
      const found = this.received.find((mail) => mail.to.includes(address) && test(mail))
      if (found) return found
      const left = deadline - Date.now()
      if (left <= 0)
        throw new Error(
          `no mail to ${address} within ${ms} ms (received: ${this.received.map((mail) => mail.to.join(',')).join('; ') || 'none'})`,
        )
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 500))
        this.waiters.push(() => {
          clearTimeout(timer)
          resolve()
        })
      })
    }
  }

  /** How many times each subject starting with `prefix` arrived. */
  countsOf(prefix: string): Map<string, number> {
    const counts = new Map<string, number>()
    for (const { subject } of this.received)
      if (subject.startsWith(prefix)) counts.set(subject, (counts.get(subject) ?? 0) + 1)
    return counts
  }

  /** Every message to `address`. */
  to(address: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.to.includes(address))
  }
}

/** The token of a mailed link (`...?email=...&token=...`) in a mail's plain text. */
export const tokenIn = (mail: ReceivedMail): string => {
  const match = /[?&]token=([A-Za-z0-9_-]+)/.exec(mail.text)
  if (!match) throw new Error(`no token link in the mail "${mail.subject}"`)
  return match[1]!
}

/** The mails of a development outbox (the .eml files under DATA_DIR/mail when SMTP_URL is unset), oldest first. */
export async function devOutbox(dir: string): Promise<ReceivedMail[]> {
  let files: string[] = []
  try {
    files = readdirSync(dir)
      .filter((file) => file.endsWith('.eml'))
      .sort()
  } catch {
    return []
  }
  return Promise.all(
    files.map(async (file) => {
      const parsed = await simpleParser(readFileSync(path.join(dir, file)))
      const to = (Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : []).flatMap((address) =>
        address.value.map((item) => item.address ?? ''),
      )
      return {
        to,
        from: parsed.from?.value[0]?.address ?? '',
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        html: typeof parsed.html === 'string' ? parsed.html : '',
        parsed,
        at: statSync(path.join(dir, file)).mtimeMs,
      }
    }),
  )
}

/** The latest mail to `address` in a development outbox whose text holds `containing`, waited for up to `ms`. */
export async function waitForDevMail(
  dir: string,
  address: string,
  containing = '',
  ms = 15_000,
): Promise<ReceivedMail> {
  const deadline = Date.now() + ms
  for (;;) {
    const found = (await devOutbox(dir))
      .filter((mail) => mail.to.includes(address) && mail.text.includes(containing))
      .at(-1)
    if (found) return found
    if (Date.now() > deadline) throw new Error(`no mail to ${address} in ${dir} within ${ms} ms`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
