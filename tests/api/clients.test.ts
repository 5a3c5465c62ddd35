import { sql } from '@payloadcms/db-postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEntries, createClient, createStaff, uniqueTag } from '../factories.js'
import { TestSmtpServer, tokenIn } from '../support/smtp.js'
import { useStack } from '../support/stack.js'
import { describeStandardCases } from '../support/standardCases.js'

const smtp = new TestSmtpServer()
beforeAll(() => smtp.start())
afterAll(() => smtp.stop())

const stack = useStack({
  env: () => ({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Agrofund <no-reply@agrofund.test>',
    SITE_URL: 'https://agrofund.test',
    MAIL_POLL_MS: '100',
    MAIL_RETRY_BASE_MS: '200',
    MAIL_RETRY_MAX_MS: '400',
    // This file registers and resets far more than 5 times from one address; the limits have their own tests.
    RATE_LIMIT_REGISTER_PER_HOUR: '0',
    RATE_LIMIT_FORGOT_PASSWORD_PER_HOUR: '0',
    RATE_LIMIT_FORGOT_PASSWORD_PER_EMAIL_PER_HOUR: '0',
  }),
})

// The account routes act on the caller's own account; the factory's records are what update cases may collide with.
describeStandardCases(stack, { tag: 'client', factory: async (payload) => (await createClient(payload)).client })

const PASSWORD = 'green-fields-2026'
const newAddress = () => `citizen-${uniqueTag()}@example.com`
const register = (body: Record<string, unknown>, query = '') =>
  stack.api.post(`/api/v1/client/register${query}`, {
    body: { name: 'Dilnoza Karimova', password: PASSWORD, password_confirmation: PASSWORD, ...body },
  })
const login = (email: string, password = PASSWORD) =>
  stack.api.post('/api/v1/client/login', { body: { email, password } })
const db = () => stack.payload.db.drizzle

/** Registers and verifies through the mailed link; answers the address and a token. */
async function verifiedCitizen(extra: Record<string, unknown> = {}) {
  const email = newAddress()
  expect((await register({ email, ...extra })).status).toBe(201)
  const token = tokenIn(await smtp.waitFor(email))
  expect((await stack.api.post('/api/v1/client/verify-email', { body: { email, token } })).status).toBe(200)
  const session = await login(email)
  expect(session.status).toBe(200)
  return { email, token: session.body.data.token as string, id: session.body.data.user.id as number }
}

describe('POST /api/v1/client/register', () => {
  it('opens an unverified account in the request language and mails a verification link in it, as text and HTML', async () => {
    const email = newAddress()
    const response = await register({ email: email.toUpperCase(), phone: '+998901234567' }, '?lang=ru')
    expect(response.status).toBe(201)
    expect(Object.keys(response.body.data)).toEqual(['id', 'name', 'email', 'phone', 'email_verified_at', 'created_at'])
    expect(response.body.data).toMatchObject({
      name: 'Dilnoza Karimova',
      email,
      phone: '+998901234567',
      email_verified_at: null,
    })
    expect(JSON.stringify(response.body)).not.toContain(PASSWORD)

    const mail = await smtp.waitFor(email)
    expect(mail.subject).toBe('Подтвердите адрес электронной почты')
    expect(mail.from).toBe('no-reply@agrofund.test')
    expect(mail.parsed.from?.value).toEqual([{ name: 'Agrofund', address: 'no-reply@agrofund.test' }])
    expect(mail.text).toContain('Здравствуйте, Dilnoza Karimova!')
    expect(mail.text).toContain(`https://agrofund.test/verify-email?email=${encodeURIComponent(email)}&token=`)
    expect(mail.html).toContain('<a href="https://agrofund.test/verify-email?')
    expect(mail.html).toContain('lang="ru"')
    expect(tokenIn(mail)).toMatch(/^[A-Za-z0-9_-]{43}$/)

    const entries = await auditEntries(stack.payload, 'clients', response.body.data.id)
    expect(entries.map((entry) => entry.action)).toEqual(['created'])
    expect(JSON.stringify(entries)).not.toMatch(/password|hash|salt/i)
    // Only the digest of the token is stored.
    const { rows } = await db().execute(
      sql`select digest from account_tokens where client_id = ${response.body.data.id}`,
    )
    expect(rows.map((row) => row.digest)).not.toContain(tokenIn(mail))
  })

  it('writes the mail in Uzbek by default and in English on request', async () => {
    const uz = newAddress()
    const en = newAddress()
    await register({ email: uz })
    await register({ email: en }, '?lang=en')
    expect((await smtp.waitFor(uz)).subject).toBe('Elektron pochtangizni tasdiqlang')
    expect((await smtp.waitFor(en)).subject).toBe('Confirm your email address')
  })

  it('refuses every broken rule with the contract keys and stores nothing', async () => {
    const before = (await stack.payload.count({ collection: 'clients', overrideAccess: true })).totalDocs
    const empty = await stack.api.post('/api/v1/client/register', { body: {} })
    expect([empty.status, empty.body.errors]).toEqual([
      422,
      { name: ['validation.required'], email: ['validation.required'], password: ['validation.required'] },
    ])
    const broken = await register({
      email: 'not-an-email',
      phone: '+99890123',
      password: 'short',
      password_confirmation: 'other',
      name: 'x'.repeat(256),
    })
    expect(broken.body.errors).toEqual({
      name: ['validation.max'],
      email: ['validation.email'],
      phone: ['validation.regex'],
      // Short, unconfirmed and easily guessed.
      password: ['validation.min', 'validation.confirmed', 'validation.password.uncompromised'],
    })
    const unconfirmed = await register({ email: newAddress(), password_confirmation: 'green-fields-2027' })
    expect(unconfirmed.body.errors).toEqual({ password: ['validation.confirmed'] })
    expect((await stack.payload.count({ collection: 'clients', overrideAccess: true })).totalDocs).toBe(before)
  })

  it('refuses an address that already has an account, in any case, with validation.unique', async () => {
    const email = newAddress()
    expect((await register({ email })).status).toBe(201)
    const again = await register({ email: ` ${email.toUpperCase()} ` })
    expect([again.status, again.body.errors]).toEqual([422, { email: ['validation.unique'] }])
  })

  it('lets two parallel registrations of one address make one account', async () => {
    const email = newAddress()
    const answers = await Promise.all([register({ email }), register({ email })])
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422])
    expect(
      (await stack.payload.count({ collection: 'clients', where: { email: { equals: email } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(1)
  })
})

describe('POST /api/v1/client/verify-email', () => {
  it('verifies with the mailed token once; the account can then log in', async () => {
    const email = newAddress()
    await register({ email })
    const token = tokenIn(await smtp.waitFor(email))
    expect((await login(email)).body).toEqual({ message: 'auth.unverified' })

    const verified = await stack.api.post('/api/v1/client/verify-email', { body: { email, token } })
    expect(verified.status).toBe(200)
    expect(Date.parse(verified.body.data.email_verified_at)).toBeGreaterThan(Date.now() - 60_000)
    const again = await stack.api.post('/api/v1/client/verify-email', { body: { email, token } })
    expect([again.status, again.body.errors]).toEqual([422, { token: ['validation.exists'] }])
    expect((await login(email)).status).toBe(200)
  })

  it("refuses another address's token, an unknown one and an expired one with validation.exists on token", async () => {
    const email = newAddress()
    await register({ email })
    const token = tokenIn(await smtp.waitFor(email))
    const refusals = [
      { email: newAddress(), token },
      { email, token: 'x'.repeat(43) },
    ]
    for (const body of refusals) {
      const response = await stack.api.post('/api/v1/client/verify-email', { body })
      expect([response.status, response.body]).toEqual([
        422,
        { message: 'validation.exists', errors: { token: ['validation.exists'] } },
      ])
    }
    await db().execute(
      sql`update account_tokens set expires_at = now() - interval '1 second' where purpose = 'verify_email'`,
    )
    const expired = await stack.api.post('/api/v1/client/verify-email', { body: { email, token } })
    expect(expired.body.errors).toEqual({ token: ['validation.exists'] })
    const invalid = await stack.api.post('/api/v1/client/verify-email', { body: { email: 'nope', token: 5 } })
    expect(invalid.body.errors).toEqual({ email: ['validation.email'], token: ['validation.string'] })
  })

  it('mails a fresh link when an unverified citizen logs in with the right password, at most every ten minutes', async () => {
    const email = newAddress()
    await register({ email })
    const first = tokenIn(await smtp.waitFor(email))
    await db().execute(sql`update account_tokens set created_at = now() - interval '11 minutes'`)
    expect((await login(email)).status).toBe(403)
    const second = await smtp.waitFor(email, (mail) => tokenIn(mail) !== first)
    expect((await login(email)).status).toBe(403)
    expect((await login(email, 'wrong-password')).body.errors).toEqual({ email: ['auth.failed'] })
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(smtp.to(email)).toHaveLength(2)
    // Only the latest link works.
    expect((await stack.api.post('/api/v1/client/verify-email', { body: { email, token: first } })).status).toBe(422)
    expect(
      (await stack.api.post('/api/v1/client/verify-email', { body: { email, token: tokenIn(second) } })).status,
    ).toBe(200)
  })
})

describe('POST /api/v1/client/login and /api/v1/login', () => {
  it('answers a 30-day bearer token with the account, on both paths', async () => {
    const { email } = await verifiedCitizen()
    for (const path of ['/api/v1/client/login', '/api/v1/login']) {
      const response = await stack.api.post(path, { body: { email: email.toUpperCase(), password: PASSWORD } })
      expect(response.status).toBe(200)
      expect(Object.keys(response.body.data)).toEqual(['token', 'token_type', 'expires_at', 'user'])
      expect(response.body.data.token_type).toBe('Bearer')
      const days = (Date.parse(response.body.data.expires_at) - Date.now()) / 86_400_000
      expect(days).toBeGreaterThan(29.9)
      expect(days).toBeLessThanOrEqual(30)
      expect(response.body.data.user.email).toBe(email)
    }
  })

  it('answers auth.failed alike for a wrong password, an unknown address and a disabled account', async () => {
    const { email, id } = await verifiedCitizen()
    const failed = { message: 'auth.failed', errors: { email: ['auth.failed'] } }
    expect([(await login(email, 'wrong-password')).status, (await login(email, 'wrong-password')).body]).toEqual([
      422,
      failed,
    ])
    expect((await login(newAddress())).body).toEqual(failed)
    await stack.payload.update({ collection: 'clients', id, data: { status: '0' } as never, overrideAccess: true })
    expect((await login(email)).body).toEqual(failed)
  })

  it('locks an account out after 5 failures from one address (429 with Retry-After)', async () => {
    const { email } = await verifiedCitizen()
    for (let attempt = 0; attempt < 5; attempt++) expect((await login(email, 'wrong-password')).status).toBe(422)
    const locked = await login(email)
    expect([locked.status, locked.body]).toEqual([429, { message: 'Too Many Attempts.' }])
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it("refuses a citizen's credentials on the staff login and a staff member's on the citizen login", async () => {
    const { email } = await verifiedCitizen()
    expect(
      (await stack.api.post('/api/v1/admin/auth/login', { body: { email, password: PASSWORD } })).body.errors,
    ).toEqual({ email: ['auth.failed'] })
    const staff = await stack.api.post('/api/v1/client/login', {
      body: { email: 'nobody-staff@example.com', password: PASSWORD },
    })
    expect(staff.status).toBe(422)
  })
})

describe('POST /api/v1/client/logout', () => {
  it('revokes the presented token at once and leaves the account’s other tokens working', async () => {
    const { email, token } = await verifiedCitizen()
    const other = (await login(email)).body.data.token
    expect((await stack.api.post('/api/v1/client/logout', { token })).status).toBe(204)
    expect((await stack.api.get('/api/v1/client/me', { token })).body).toEqual({ message: 'Unauthenticated.' })
    expect((await stack.api.get('/api/v1/client/me', { token: other })).status).toBe(200)
  })
})

describe('GET and PUT /api/v1/client/me', () => {
  it('shows the account and changes its name and phone, audited without the caller as staff', async () => {
    const { token, id, email } = await verifiedCitizen()
    const me = await stack.api.get('/api/v1/client/me', { token })
    expect(me.body.data).toMatchObject({ id, email, name: 'Dilnoza Karimova', phone: null })
    const updated = await stack.api.put('/api/v1/client/me', {
      token,
      body: { name: 'Dilnoza K.', phone: '+998711234567', email: 'ignored@example.com' },
    })
    expect(updated.body.data).toMatchObject({ id, email, name: 'Dilnoza K.', phone: '+998711234567' })
    const entry = (await auditEntries(stack.payload, 'clients', id)).at(-1)!
    expect([entry.action, entry.user, Object.keys(entry.changes).sort()]).toEqual(['updated', null, ['name', 'phone']])
    expect((await stack.api.put('/api/v1/client/me', { token, body: { phone: null } })).body.data.phone).toBeNull()
  })

  it('changes the password only with the current one, and ends the account’s other sessions', async () => {
    const { token, email } = await verifiedCitizen()
    const other = (await login(email)).body.data.token
    const missing = await stack.api.put('/api/v1/client/me', {
      token,
      body: { password: 'new-password-1', password_confirmation: 'new-password-1' },
    })
    expect([missing.status, missing.body.errors]).toEqual([422, { current_password: ['validation.current_password'] }])
    const wrong = await stack.api.put('/api/v1/client/me', {
      token,
      body: { password: 'new-password-1', password_confirmation: 'nope', current_password: 'wrong' },
    })
    expect(wrong.body.errors).toEqual({
      password: ['validation.confirmed'],
      current_password: ['validation.current_password'],
    })
    expect((await login(email, 'new-password-1')).status).toBe(422)

    const changed = await stack.api.put('/api/v1/client/me', {
      token,
      body: { password: 'new-password-1', password_confirmation: 'new-password-1', current_password: PASSWORD },
    })
    expect(changed.status).toBe(200)
    expect((await stack.api.get('/api/v1/client/me', { token })).status).toBe(200)
    expect((await stack.api.get('/api/v1/client/me', { token: other })).status).toBe(401)
    expect((await login(email)).status).toBe(422)
    expect((await login(email, 'new-password-1')).status).toBe(200)
  })
})

describe('POST /api/v1/client/forgot-password and /api/v1/client/reset-password', () => {
  it('answers the same for known and unknown addresses, and mails only the known one', async () => {
    const { email } = await verifiedCitizen()
    const unknown = newAddress()
    const known = await stack.api.post('/api/v1/client/forgot-password', { body: { email } })
    const stranger = await stack.api.post('/api/v1/client/forgot-password', { body: { email: unknown } })
    expect([known.status, known.body]).toEqual([200, { message: 'passwords.sent' }])
    expect([stranger.status, stranger.body]).toEqual([known.status, known.body])
    const mail = await smtp.waitFor(email, (received) => received.subject === 'Parolni tiklash')
    expect(mail.text).toContain('https://agrofund.test/reset-password?')
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(smtp.to(unknown)).toEqual([])
    const invalid = await stack.api.post('/api/v1/client/forgot-password', { body: { email: 'nope' } })
    expect([invalid.status, invalid.body.errors]).toEqual([422, { email: ['validation.email'] }])
  })

  it('sets a new password once with the mailed token and ends every session of the account', async () => {
    const { email, token: session } = await verifiedCitizen()
    await stack.api.post('/api/v1/client/forgot-password', { body: { email } })
    const token = tokenIn(await smtp.waitFor(email, (mail) => mail.subject === 'Parolni tiklash'))
    const unconfirmed = await stack.api.post('/api/v1/client/reset-password', {
      body: { token, password: 'brand-new-pass', password_confirmation: 'other' },
    })
    expect(unconfirmed.body.errors).toEqual({ password: ['validation.confirmed'] })

    const reset = await stack.api.post('/api/v1/client/reset-password', {
      body: { token, password: 'brand-new-pass', password_confirmation: 'brand-new-pass' },
    })
    expect([reset.status, reset.body]).toEqual([200, { message: 'passwords.reset' }])
    expect((await stack.api.get('/api/v1/client/me', { token: session })).status).toBe(401)
    expect((await login(email)).status).toBe(422)
    expect((await login(email, 'brand-new-pass')).status).toBe(200)
    const reused = await stack.api.post('/api/v1/client/reset-password', {
      body: { token, password: 'another-pass-1', password_confirmation: 'another-pass-1' },
    })
    expect([reused.status, reused.body.errors]).toEqual([422, { token: ['validation.exists'] }])
  })

  it('refuses an expired token, and lets only one of two parallel resets with one token through', async () => {
    const { email } = await verifiedCitizen()
    await stack.api.post('/api/v1/client/forgot-password', { body: { email } })
    const first = tokenIn(await smtp.waitFor(email, (mail) => mail.subject === 'Parolni tiklash'))
    const body = (token: string, password: string) => ({ body: { token, password, password_confirmation: password } })
    await db().execute(
      sql`update account_tokens set expires_at = now() - interval '1 second' where purpose = 'reset_password'`,
    )
    expect((await stack.api.post('/api/v1/client/reset-password', body(first, 'expired-pass-1'))).body.errors).toEqual({
      token: ['validation.exists'],
    })

    await stack.api.post('/api/v1/client/forgot-password', { body: { email } })
    const second = tokenIn(
      await smtp.waitFor(email, (mail) => mail.subject === 'Parolni tiklash' && tokenIn(mail) !== first),
    )
    const answers = await Promise.all([
      stack.api.post('/api/v1/client/reset-password', body(second, 'parallel-one-1')),
      stack.api.post('/api/v1/client/reset-password', body(second, 'parallel-two-2')),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422])
    const winner = answers[0]!.status === 200 ? 'parallel-one-1' : 'parallel-two-2'
    expect((await login(email, winner)).status).toBe(200)
  })

  it('verifies the address of an unverified account that resets its password', async () => {
    const { client, email } = await createClient(stack.payload, { emailVerifiedAt: null })
    await stack.api.post('/api/v1/client/forgot-password', { body: { email } })
    const token = tokenIn(await smtp.waitFor(email))
    expect(
      (
        await stack.api.post('/api/v1/client/reset-password', {
          body: { token, password: 'verified-by-reset', password_confirmation: 'verified-by-reset' },
        })
      ).status,
    ).toBe(200)
    const session = await login(email, 'verified-by-reset')
    expect([session.status, session.body.data.user.id]).toEqual([200, client.id])
  })
})

describe("Payload's own routes of the clients collection", () => {
  it('are closed to anonymous callers and citizens: no login, no reset, no records', async () => {
    const { email, token } = await verifiedCitizen()
    for (const path of ['login', 'forgot-password', 'reset-password', 'first-register', 'refresh-token']) {
      const response = await stack.api.post(`/api/clients/${path}`, { body: { email, password: PASSWORD } })
      expect(response.status, path).toBe(404)
    }
    expect((await stack.api.get('/api/clients')).status).toBe(403)
    expect((await stack.api.get('/api/clients', { token })).status).toBe(403)
    expect(
      (await stack.api.get(`/api/clients?where[email][equals]=${email}`, { token: stack.tokens.editor })).status,
    ).toBe(403)
    const admin = await stack.api.get(`/api/clients?where[email][equals]=${encodeURIComponent(email)}`, {
      token: stack.tokens.admin,
    })
    expect(admin.body.docs.map((doc: { email: string }) => doc.email)).toEqual([email])
    expect(JSON.stringify(admin.body)).not.toMatch(/"(hash|salt|sessions|password)"/)
  })
})

describe("Payload's own mail (a staff password reset from the admin UI)", () => {
  it('goes through the same outbox and mail server, and the link resets the password', async () => {
    const account = await createStaff(stack.payload, 'editor')
    expect((await stack.api.post('/api/users/forgot-password', { body: { email: account.email } })).status).toBe(200)
    const mail = await smtp.waitFor(account.email)
    expect(mail.parsed.from?.value).toEqual([{ name: 'Agrofund', address: 'no-reply@agrofund.test' }])
    const token = /\/admin\/reset\/([a-f0-9]{40})/.exec(mail.html)?.[1]
    expect(token, mail.html.slice(0, 300)).toBeTruthy()
    const reset = await stack.api.post('/api/users/reset-password', { body: { token, password: 'staff-new-password' } })
    expect(reset.status).toBe(200)
    expect(
      (
        await stack.api.post('/api/v1/admin/auth/login', {
          body: { email: account.email, password: 'staff-new-password' },
        })
      ).status,
    ).toBe(200)
  })
})
