import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** One message as it arrived: its subject and when the server accepted it. */
export interface Arrival {
  subject: string
  at: number
}

/**
 * A real SMTP server on 127.0.0.1 that counts messages, for the exactly-once tests of the outbox: it can be slow
 * (`delayMs` before each message is accepted) and can leave logins unanswered (`holdLogins`), so a sender that
 * connects then stays in the middle of its attempt, as a process stuck with claimed mail would.
 */
export class CountingSmtpServer {
  readonly arrivals: Arrival[] = []
  /** The logins left unanswered so far (a held sender stays held even after `holdLogins` is turned off). */
  heldLogins = 0
  delayMs = 0
  holdLogins = false
  private server: SMTPServer | undefined
  private port = 0

  get url() {
    return `smtp://user:pass@127.0.0.1:${this.port}`
  }

  async start(): Promise<void> {
    this.server = new SMTPServer({
      secure: false,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onAuth: (_auth, _session, callback) => {
        if (this.holdLogins) {
          this.heldLogins++
          return
        }
        callback(null, { user: 'user' })
      },
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((parsed) => new Promise((resolve) => setTimeout(resolve, this.delayMs)).then(() => parsed))
          .then((parsed) => {
            this.arrivals.push({ subject: parsed.subject ?? '', at: Date.now() })
            callback()
          })
          .catch(callback)
      },
    })
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject)
      this.server!.listen(0, '127.0.0.1', () => resolve())
    })
    this.port = (this.server.server.address() as AddressInfo).port
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()))
    this.server = undefined
  }

  /** How many times each subject starting with `prefix` arrived. */
  countsOf(prefix: string): Map<string, number> {
    const counts = new Map<string, number>()
    for (const { subject } of this.arrivals) if (subject.startsWith(prefix)) counts.set(subject, (counts.get(subject) ?? 0) + 1)
    return counts
  }
}
