import pg from 'pg'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { uniqueTag } from '../factories.js'
import { startChildServer, type ChildServer } from '../support/childServer.js'
import { client } from '../support/http.js'
import { TestSmtpServer, tokenIn } from '../support/smtp.js'
import { useStack } from '../support/stack.js'

/**
 * The outbox under faults, in the real server process (`npm start`): the mail server down while citizens register,
 * coming back, and the service killed with mail still queued. Nothing may be lost, registration must not fail, and
 * neither the log nor the outbox may keep a token once the mail is out.
 */
const smtp = new TestSmtpServer()
// The stack only provides the database here; its own sender stays off so the child processes are the only senders.
const stack = useStack({ env: { MAIL_SENDER: '0' }, tokens: false })
let server: ChildServer | undefined

beforeAll(async () => {
  await smtp.start()
  await smtp.stop()
})
afterEach(async () => {
  server?.kill()
  await smtp.stop()
})

// A short lease: a process killed in the middle of an attempt leaves that mail to the next process 2 s later.
const MAIL_ENV = {
  MAIL_POLL_MS: '100',
  MAIL_RETRY_BASE_MS: '200',
  MAIL_RETRY_MAX_MS: '500',
  MAIL_LEASE_MS: '2000',
  RATE_LIMIT_REGISTER_PER_HOUR: '0',
}
const childWith = (env: Record<string, string | undefined>) =>
  startChildServer({
    DATABASE_URL: stack.server.databaseUrl,
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET,
    PUBLIC_URL: undefined,
    MAIL_SENDER: undefined,
    SMTP_URL: smtp.url,
    ...MAIL_ENV,
    ...env,
  })

async function outbox(recipient: string) {
  const db = new pg.Client({ connectionString: stack.server.databaseUrl })
  await db.connect()
  try {
    const { rows } = await db.query(
      'select attempts, sent_at, failed_at, last_error, text_body, html_body from mail_outbox where recipient = $1',
      [recipient],
    )
    return rows as {
      attempts: number
      sent_at: Date | null
      failed_at: Date | null
      last_error: string | null
      text_body: string | null
      html_body: string | null
    }[]
  } finally {
    await db.end()
  }
}

async function until<T>(what: string, probe: () => Promise<T | undefined | false>, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms
  for (;;) {
    const value = await probe()
    if (value) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const register = (url: string, email: string) =>
  client(url).post('/api/v1/client/register', {
    body: { name: 'Sardor', email, password: 'green-fields-2026', password_confirmation: 'green-fields-2026' },
  })

describe('the mail outbox', () => {
  it('registers while the mail server is down, retries with backoff, and delivers once it is back', async () => {
    server = await childWith({})
    const email = `outage-${uniqueTag()}@example.com`
    const started = Date.now()
    const response = await register(server.url, email)
    expect(response.status).toBe(201)
    expect(Date.now() - started, 'registration does not wait for the mail server').toBeLessThan(5_000)
    const failing = await until('two failed attempts', async () =>
      (await outbox(email)).find((row) => row.attempts >= 2),
    )
    expect(failing).toMatchObject({ sent_at: null, failed_at: null })
    expect(failing.last_error).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/)

    await smtp.start()
    const mail = await smtp.waitFor(email)
    const token = tokenIn(mail)
    const sent = await until('the mail marked sent', async () =>
      (await outbox(email)).find((row) => row.sent_at !== null),
    )
    // Sent: the outbox keeps the envelope, not the body with its one-time link.
    expect([sent.text_body, sent.html_body, sent.last_error]).toEqual([null, null, null])
    expect(smtp.to(email)).toHaveLength(1)
    expect(server.output()).not.toContain(token)
    expect(server.output()).not.toContain('verify-email?')
  }, 120_000)

  // The kill may land between claiming the mail and recording the failed attempt (the lease then holds it for 2 s).
  it('loses no mail when the process is killed with mail queued: the next process sends it', async () => {
    server = await childWith({})
    const email = `restart-${uniqueTag()}@example.com`
    expect((await register(server.url, email)).status).toBe(201)
    await until('a failed attempt', async () => (await outbox(email)).find((row) => row.attempts >= 1))
    server.kill()
    await server.exited

    await smtp.start()
    server = await childWith({})
    const mail = await smtp.waitFor(email, undefined, 30_000)
    expect(mail.subject).toBe('Elektron pochtangizni tasdiqlang')
    await until('the mail marked sent', async () => (await outbox(email)).find((row) => row.sent_at !== null))
    expect(smtp.to(email)).toHaveLength(1)
    expect(server.output()).toContain('mail: delivering through SMTP')
    expect(server.output()).not.toContain(tokenIn(mail))
  }, 120_000)

  it('keeps the SMTP password out of the outbox and the log when the server refuses the login, and gives up after MAIL_MAX_ATTEMPTS', async () => {
    await smtp.start()
    const wrong = smtp.url.replace('user:pass@', 'user:s3cret-Pa55@')
    server = await childWith({ SMTP_URL: wrong, MAIL_MAX_ATTEMPTS: '2' })
    const email = `refused-${uniqueTag()}@example.com`
    expect((await register(server.url, email)).status).toBe(201)
    const failed = await until('the mail given up', async () =>
      (await outbox(email)).find((row) => row.failed_at !== null),
    )
    expect(failed.attempts).toBe(2)
    expect(failed.last_error).toMatch(/EAUTH/)
    expect(failed.last_error).not.toContain('s3cret-Pa55')
    expect(server.output()).not.toContain('s3cret-Pa55')
    expect(server.output()).toContain('mail: giving up after the last attempt')
    expect(smtp.to(email)).toEqual([])
  }, 120_000)
})
