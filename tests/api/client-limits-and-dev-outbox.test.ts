import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createClient, uniqueTag } from '../factories.js'
import { tokenIn, waitForDevMail } from '../support/smtp.js'
import { captureLog } from '../support/logCapture.js'
import { useStack } from '../support/stack.js'
import { appealBody } from '../support/contract.js'

/**
 * Without SMTP_URL (a newcomer's machine) mails land as .eml files under DATA_DIR/mail and the start log says so once;
 * and the per-IP limits of contract 1.9 on registering, password reset requests, appeal submissions and appeal status
 * lookups, at their defaults.
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'agrofund-dev-outbox-'))
const written = captureLog()
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

const stack = useStack({
  env: { DATA_DIR: dataDir, SMTP_URL: '', MAIL_POLL_MS: '100', LOG_LEVEL: 'info' },
  tokens: false,
})
const mailDir = path.join(dataDir, 'mail')
const PASSWORD = 'green-fields-2026'

describe('the development outbox (SMTP_URL unset)', () => {
  it('writes each mail as an .eml file with text and HTML parts, says where once, and logs no token', async () => {
    const email = `dev-${uniqueTag()}@example.com`
    const response = await stack.api.post('/api/v1/client/register?lang=en', {
      body: { name: 'Dev', email, password: PASSWORD, password_confirmation: PASSWORD },
    })
    expect(response.status).toBe(201)
    const mail = await waitForDevMail(mailDir, email)
    expect(mail.subject).toBe('Confirm your email address')
    expect(mail.text).toContain('Hello, Dev!')
    expect(mail.html).toContain('<a href=')
    const token = tokenIn(mail)
    const log = written.join('')
    expect(log.match(/SMTP_URL is not set; mails are written as \.eml files/g)).toHaveLength(1)
    expect(log).toContain(mailDir)
    expect(log).not.toContain(token)
  })
})

describe('rate limits of contract 1.9 (per IP, per hour)', () => {
  // Each case comes from its own address (a trusted proxy's X-Forwarded-For), so none spends another's allowance.
  const from = (ip: string) => ({ 'x-forwarded-for': ip })

  it('lets 5 registrations from one address through, then answers 429 with Retry-After', async () => {
    const statuses: number[] = []
    for (let attempt = 0; attempt < 6; attempt++) {
      // Broken bodies count too: the limit is on requests, not on accounts made.
      const body =
        attempt % 2 === 0
          ? {
              name: 'N',
              email: `limit-${uniqueTag()}@example.com`,
              password: PASSWORD,
              password_confirmation: PASSWORD,
            }
          : {}
      statuses.push((await stack.api.post('/api/v1/client/register', { body, headers: from('203.0.113.7') })).status)
    }
    expect(statuses).toEqual([201, 422, 201, 422, 201, 429])
    const refused = await stack.api.post('/api/v1/client/register', { body: {}, headers: from('203.0.113.7') })
    expect([refused.status, refused.body]).toEqual([429, { message: 'Too Many Attempts.' }])
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000)
    expect(
      (await stack.api.post('/api/v1/client/register', { body: {}, headers: from('203.0.113.8') })).status,
      'another address',
    ).toBe(422)
  })

  it('limits password reset requests to 5 per hour from one address, known and unknown emails alike', async () => {
    const { email } = await createClient(stack.payload)
    const addresses = [
      email,
      `x-${uniqueTag()}@example.com`,
      `y-${uniqueTag()}@example.com`,
      `z-${uniqueTag()}@example.com`,
      email,
    ]
    for (const address of addresses)
      expect(
        (
          await stack.api.post('/api/v1/client/forgot-password', {
            body: { email: address },
            headers: from('203.0.113.9'),
          })
        ).status,
      ).toBe(200)
    const refused = await stack.api.post('/api/v1/client/forgot-password', {
      body: { email: `w-${uniqueTag()}@example.com` },
      headers: from('203.0.113.9'),
    })
    expect(refused.status).toBe(429)
  })

  const appeal = (subject: string) => appealBody({ subject })

  it('lets 5 appeal submissions from one address through, broken ones counted, then answers 429', async () => {
    const statuses: number[] = []
    for (let attempt = 0; attempt < 6; attempt++) {
      const body = attempt === 1 ? { ...appeal('x'), consent: false } : appeal(`Limit ${attempt}`)
      statuses.push((await stack.api.post('/api/v1/appeals', { body, headers: from('203.0.113.20') })).status)
    }
    expect(statuses).toEqual([201, 422, 201, 201, 201, 429])
    const refused = await stack.api.post('/api/v1/appeals', { body: appeal('Refused'), headers: from('203.0.113.20') })
    expect([refused.status, refused.body]).toEqual([429, { message: 'Too Many Attempts.' }])
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000)
    const stored = await stack.payload.count({
      collection: 'appeals',
      where: { subject: { like: 'Limit' } },
      overrideAccess: true,
    })
    expect(stored.totalDocs).toBe(4)
    expect(
      (await stack.api.post('/api/v1/appeals', { body: appeal('Other'), headers: from('203.0.113.21') })).status,
      'another address',
    ).toBe(201)
  })

  it('limits status lookups to 30 per hour from one address, so tracking codes cannot be tried by brute force', async () => {
    const submitted = await stack.api.post('/api/v1/appeals', { body: appeal('Lookup'), headers: from('203.0.113.30') })
    const code = submitted.body.data.tracking_code as string
    const statuses: number[] = []
    // Wrong guesses and the right one alike spend the allowance.
    for (let attempt = 0; attempt < 30; attempt++) {
      const phone = attempt === 29 ? '+998901234567' : '+998900000000'
      statuses.push(
        (
          await stack.api.get(`/api/v1/appeals/${code}?phone=${encodeURIComponent(phone)}`, {
            headers: from('203.0.113.31'),
          })
        ).status,
      )
    }
    expect(statuses.slice(0, 29).every((status) => status === 404)).toBe(true)
    expect(statuses[29]).toBe(200)
    const refused = await stack.api.get(`/api/v1/appeals/${code}?phone=%2B998901234567`, {
      headers: from('203.0.113.31'),
    })
    expect([refused.status, refused.body]).toEqual([429, { message: 'Too Many Attempts.' }])
    expect(
      (await stack.api.get(`/api/v1/appeals/${code}?phone=%2B998901234567`, { headers: from('203.0.113.32') })).status,
      'another address',
    ).toBe(200)
  })
})
