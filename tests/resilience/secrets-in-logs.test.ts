import { describe, expect, it } from 'vitest'
import { createStaff, tokenFor } from '../factories.js'
import { adminQuery } from '../support/database.js'
import { captureLog } from '../support/logCapture.js'
import { useStack } from '../support/stack.js'
import { within } from '../support/within.js'
import { appealBody } from '../support/contract.js'

const stack = useStack({ env: { LOG_LEVEL: 'debug', ACCESS_LOG: '1' }, tokens: false })
const written = captureLog()

const query = (text: string, values: unknown[] = []) => adminQuery(stack.server.databaseUrl, text, values)

/**
 * The probe's leak, provoked on purpose: a database error while writing a staff account. The database refuses the
 * row with a message that quotes the row's secrets, and the failed query carries them as parameters. Nothing of it
 * may reach the log, whichever logger (the service's, Payload's) writes the error.
 */
describe('secrets never reach the log', () => {
  it('a failing write of a staff account logs the error without hash, salt, reset token, password, JWT or cookie', async () => {
    const account = await createStaff(stack.payload, 'editor')
    const admin = await createStaff(stack.payload, 'super_admin')
    const bearer = await tokenFor(stack.api, admin)
    const login = await stack.api.post('/api/users/login', {
      body: { email: account.email, password: account.password },
    })
    expect(login.status).toBe(200)
    const cookie = login.headers.get('set-cookie') ?? ''
    const cookieToken = /payload-token=([^;]+)/.exec(cookie)?.[1] ?? ''
    expect(cookieToken.length).toBeGreaterThan(20)
    expect(
      (await stack.api.post('/api/users/forgot-password', { body: { email: account.email } })).status,
    ).toBeLessThan(300)
    // The request is recorded after the answer (src/auth/endpoints.ts: the same answer, at once, for every address).
    const tokenStored = async () =>
      (await query('select reset_password_token from users where email = $1', [account.email])).rows[0]
        .reset_password_token !== null
    await within(10_000, tokenStored, 50)

    await query(`create or replace function refuse_exploding_account() returns trigger language plpgsql as $$
      begin raise exception 'account row refused: % % %', new.hash, new.salt, new.reset_password_token; end $$`)
    await query(
      `create trigger refuse_exploding_account before update on users for each row when (new.name = 'explode') execute function refuse_exploding_account()`,
    )
    const { rows } = await query('select hash, salt, reset_password_token from users where email = $1', [account.email])
    const secrets = {
      hash: rows[0].hash as string,
      salt: rows[0].salt as string,
      resetToken: rows[0].reset_password_token as string,
    }
    expect(secrets.resetToken, 'forgot-password stored a token').toBeTruthy()

    const before = written.length
    const failed = await stack.api.patch(`/api/users/${account.user.id}`, { token: bearer, body: { name: 'explode' } })
    expect(failed.status).toBeGreaterThanOrEqual(400)
    // Give the asynchronous loggers a moment to flush.
    await new Promise((resolve) => setTimeout(resolve, 200))
    const log = written.slice(before).join('')
    expect(log, 'the failure was logged at all').toMatch(/account row refused|Failed query/)

    const everything = written.join('')
    for (const [name, value] of Object.entries({
      ...secrets,
      password: account.password,
      adminPassword: admin.password,
      bearer,
      cookieToken,
    })) {
      expect(everything.includes(value), `${name} appears in the log`).toBe(false)
      expect(everything.includes(value.slice(0, 24)), `the start of ${name} appears in the log`).toBe(false)
    }
  })
})

describe('secrets in paths and query strings', () => {
  it('the access log and every other line name the route, never the visitor token, tracking code, phone or a token in a query', async () => {
    const started = await stack.api.post('/api/v1/assistant/messages', { body: { message: 'Salom', lang: 'uz' } })
    expect(started.status).toBe(200)
    const sessionToken = started.body.data.session_token as string
    expect(sessionToken.length).toBeGreaterThanOrEqual(32)
    const appeal = appealBody({ phone: '+998901112233', subject: 'Logs' })
    const submitted = await stack.api.post('/api/v1/appeals', {
      body: appeal,
      headers: { 'x-forwarded-for': '203.0.113.77' },
    })
    expect(submitted.status).toBe(201)
    const trackingCode = submitted.body.data.tracking_code as string
    const queryToken = 'q7Vn3kPz0rXw8sLm2aBcDeFgHiJkLmNoPqRsTuVwXyZ'

    const before = written.length
    expect((await stack.api.get(`/api/v1/assistant/sessions/${sessionToken}`)).status).toBe(200)
    expect((await stack.api.get(`/api/v1/assistant/sessions/${sessionToken}?after=1`)).status).toBe(200)
    expect(
      (await stack.api.get(`/api/v1/appeals/${trackingCode}?phone=${encodeURIComponent(appeal.phone)}`)).status,
    ).toBe(200)
    await stack.api.get(`/api/v1/appeals/${trackingCode.toLowerCase()}?phone=%2B998900000000`)
    await stack.api.get(`/api/users/verify/${queryToken}`)
    await stack.api.get(`/api/clients/verify/${queryToken}`)
    await stack.api.get(`/admin/reset/${queryToken}`)
    await stack.api.get(`/api/v1/programs?token=${queryToken}&phone=%2B998901112233&email=someone%40example.com`)
    await new Promise((resolve) => setTimeout(resolve, 200))
    const lines = written.slice(before).join('')
    expect(lines, 'the access log wrote these requests').toMatch(
      /"msg":"request".*"path":"\/api\/v1\/assistant\/sessions\/\[redacted\]"/,
    )
    for (const [name, value] of Object.entries({
      sessionToken,
      trackingCode,
      lowerCode: trackingCode.toLowerCase(),
      phone: '998901112233',
      queryToken,
      email: 'someone@example.com',
    })) {
      expect(lines.includes(value), `${name} appears in the log`).toBe(false)
      expect(lines.includes(value.slice(0, 16)), `the start of ${name} appears in the log`).toBe(false)
    }
  })
})
