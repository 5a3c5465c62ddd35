import { SignJWT, decodeJwt, decodeProtectedHeader } from 'jose'
import { describe, expect, it } from 'vitest'
import type { Role } from '../../src/access/roles.js'
import { auditEntries, createStaff, tokenFor } from '../factories.js'
import { expectTooManyAttempts } from '../support/http.js'
import { useStack } from '../support/stack.js'
import { describeStandardCases } from '../support/standardCases.js'

const stack = useStack()

describeStandardCases(stack, { tag: 'auth' })

const EIGHT_HOURS_MS = 8 * 60 * 60 * 1000
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/
const authFailed = { message: 'auth.failed', errors: { email: ['auth.failed'] } }
const unauthenticated = { message: 'Unauthenticated.' }

const login = (body: unknown, headers?: Record<string, string>) =>
  stack.api.post('/api/v1/admin/auth/login', { body, headers })
const me = (token?: string) => stack.api.get('/api/v1/admin/auth/me', { token })

type Entry = Awaited<ReturnType<typeof auditEntries>>[number] & { id: number; resourceId: number | null }
const entriesOf = async (userId: number, action: string) =>
  ((await auditEntries(stack.payload, 'users', userId)) as Entry[]).filter((entry) => entry.action === action)
const userIdOf = (entry: Entry) =>
  entry.user && typeof entry.user === 'object' ? (entry.user as { id: number }).id : entry.user

/** The wire record of an account as the contract shows it (4.17); password never read back. */
const staffWire = (staff: Awaited<ReturnType<typeof createStaff>>, role: Role) => ({
  id: staff.user.id,
  name: `Test ${role}`,
  email: staff.email,
  role,
  status: 1,
  created_at: expect.stringMatching(ISO_UTC),
  updated_at: expect.stringMatching(ISO_UTC),
})

describe('POST /api/v1/admin/auth/login', () => {
  it('answers a Bearer token that expires in 8 hours with the account, and nothing secret', async () => {
    const staff = await createStaff(stack.payload, 'editor')
    const before = Date.now()
    const response = await login({ email: staff.email, password: staff.password })
    expect(response.status).toBe(200)
    expect(Object.keys(response.body)).toEqual(['data'])
    const data = response.body.data
    expect(Object.keys(data)).toEqual(['token', 'token_type', 'expires_at', 'user'])
    expect(data.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
    expect(data.token_type).toBe('Bearer')
    expect(data.expires_at).toMatch(ISO_UTC)
    const expiresIn = Date.parse(data.expires_at) - before
    expect(expiresIn).toBeGreaterThan(EIGHT_HOURS_MS - 60_000)
    expect(expiresIn).toBeLessThan(EIGHT_HOURS_MS + 60_000)
    expect(data.user).toEqual(staffWire(staff, 'editor'))
    const { token: _token, ...rest } = data
    expect(JSON.stringify(rest)).not.toMatch(/password|hash|salt|correct-horse/i)
    // The same record /me shows: a login must not answer a different (stale) copy of the account.
    expect(data.user).toEqual((await me(data.token)).body.data)
  })

  it('accepts the email in any letter case', async () => {
    const staff = await createStaff(stack.payload, 'operator')
    const response = await login({ email: staff.email.toUpperCase(), password: staff.password })
    expect(response.status).toBe(200)
    expect(response.body.data.user.id).toBe(staff.user.id)
  })

  it('answers a wrong password and an unknown email with the same auth.failed 422', async () => {
    const staff = await createStaff(stack.payload, 'editor')
    const wrongPassword = await login({ email: staff.email, password: 'not-the-password' })
    expect(wrongPassword.status).toBe(422)
    expect(wrongPassword.body).toEqual(authFailed)
    const unknownEmail = await login({ email: 'nobody-here@example.com', password: staff.password })
    expect(unknownEmail.status).toBe(422)
    expect(unknownEmail.body).toEqual(authFailed)
  })

  it('refuses an inactive account with the right password with the same answer', async () => {
    const staff = await createStaff(stack.payload, 'admin', { status: '0' })
    const response = await login({ email: staff.email, password: staff.password })
    expect(response.status).toBe(422)
    expect(response.body).toEqual(authFailed)
    expect(await entriesOf(staff.user.id, 'login')).toEqual([])
  })

  it('answers malformed JSON with 400 and a message', async () => {
    const response = await stack.api.post('/api/v1/admin/auth/login', { raw: '{"email": ' })
    expect(response.status).toBe(400)
    expect(Object.keys(response.body)).toEqual(['message'])
    expect(response.body.message).toEqual(expect.any(String))
  })

  it('locks an account out for this IP after 5 failed attempts, even for the right password', async () => {
    const staff = await createStaff(stack.payload, 'editor')
    const other = await createStaff(stack.payload, 'editor')
    for (let attempt = 1; attempt <= 5; attempt++) {
      const failed = await login({ email: staff.email, password: `wrong-${attempt}` })
      expect(failed.status).toBe(422)
      expect(failed.body).toEqual(authFailed)
    }
    const locked = await login({ email: staff.email, password: staff.password })
    expectTooManyAttempts(locked, 600)
    // The lockout is keyed on the account, whatever the letter case of the email.
    expect((await login({ email: staff.email.toUpperCase(), password: staff.password })).status).toBe(429)
    expect(await entriesOf(staff.user.id, 'login')).toEqual([])

    const unaffected = await login({ email: other.email, password: other.password })
    expect(unaffected.status).toBe(200)
    expect(unaffected.body.data.user.id).toBe(other.user.id)
  })

  it('audits a successful login with the account, ip and user agent', async () => {
    const staff = await createStaff(stack.payload, 'admin')
    const response = await login(
      { email: staff.email, password: staff.password },
      { 'user-agent': 'auth-test-agent/1.0' },
    )
    expect(response.status).toBe(200)
    const entries = await entriesOf(staff.user.id, 'login')
    expect(entries).toHaveLength(1)
    expect(userIdOf(entries[0])).toBe(staff.user.id)
    expect(entries[0].ip).toBe('127.0.0.1')
    expect(entries[0].userAgent).toBe('auth-test-agent/1.0')
    expect(JSON.stringify(entries[0].changes ?? {})).not.toMatch(/password|hash|salt|token/i)
  })

  it('audits a failed login as login_failed without the password, for known and unknown emails', async () => {
    const staff = await createStaff(stack.payload, 'editor')
    const response = await login(
      { email: staff.email, password: 'secret-wrong-guess' },
      { 'user-agent': 'auth-test-agent/2.0' },
    )
    expect(response.status).toBe(422)
    const failed = await entriesOf(staff.user.id, 'login_failed')
    expect(failed).toHaveLength(1)
    expect(failed[0].user).toBeNull()
    expect(failed[0].ip).toBe('127.0.0.1')
    expect(failed[0].userAgent).toBe('auth-test-agent/2.0')
    expect(failed[0].changes).toEqual({ email: { old: null, new: staff.email } })
    // The trail's Email column names the address tried, while `user` stays empty: nobody signed in.
    expect(failed[0]).toMatchObject({ userEmail: staff.email, userName: null })
    expect(JSON.stringify(failed[0])).not.toContain('secret-wrong-guess')
    expect(await entriesOf(staff.user.id, 'login')).toEqual([])

    const unknown = `ghost-${Date.now()}@example.com`
    expect((await login({ email: unknown, password: 'whatever-123' })).status).toBe(422)
    const ghost = ((await auditEntries(stack.payload, 'users')) as Entry[]).filter(
      (entry) => entry.action === 'login_failed' && entry.changes?.email?.new === unknown,
    )
    expect(ghost).toHaveLength(1)
    expect(ghost[0].resourceId).toBeNull()
    expect(ghost[0].user).toBeNull()
  })
})

describe('POST /api/v1/admin/auth/logout', () => {
  it('answers 204 and revokes the presented token at once, but not the account’s other tokens', async () => {
    const staff = await createStaff(stack.payload, 'operator')
    const first = await tokenFor(stack.api, staff)
    const second = await tokenFor(stack.api, staff)
    expect((await me(first)).status).toBe(200)

    const response = await stack.api.post('/api/v1/admin/auth/logout', { token: first })
    expect(response.status).toBe(204)
    expect(response.text).toBe('')

    const revoked = await me(first)
    expect(revoked.status).toBe(401)
    expect(revoked.body).toEqual(unauthenticated)
    expect((await stack.api.post('/api/v1/admin/auth/logout', { token: first })).status).toBe(401)

    const other = await me(second)
    expect(other.status).toBe(200)
    expect(other.body.data.id).toBe(staff.user.id)
  })

  it('writes a logout audit entry for the account', async () => {
    const staff = await createStaff(stack.payload, 'editor')
    const token = await tokenFor(stack.api, staff)
    await stack.api.post('/api/v1/admin/auth/logout', { token, headers: { 'user-agent': 'auth-test-agent/3.0' } })
    const entries = await entriesOf(staff.user.id, 'logout')
    expect(entries).toHaveLength(1)
    expect(userIdOf(entries[0])).toBe(staff.user.id)
    expect(entries[0].ip).toBe('127.0.0.1')
    expect(entries[0].userAgent).toBe('auth-test-agent/3.0')
  })
})

describe('GET /api/v1/admin/auth/me', () => {
  it('answers the caller for every staff role', async () => {
    for (const role of ['super_admin', 'admin', 'editor', 'operator'] as const) {
      const staff = await createStaff(stack.payload, role)
      const response = await me(await tokenFor(stack.api, staff))
      expect(response.status).toBe(200)
      expect(response.body).toEqual({ data: staffWire(staff, role) })
    }
  })

  it('answers 401 without a token, with garbage or another scheme', async () => {
    for (const response of [
      await me(),
      await me('garbage'),
      await stack.api.get('/api/v1/admin/auth/me', { headers: { authorization: 'Basic dXNlcjpwYXNz' } }),
      await stack.api.get('/api/v1/admin/auth/me', { headers: { authorization: 'Bearer ' } }),
    ]) {
      expect(response.status).toBe(401)
      expect(response.body).toEqual(unauthenticated)
    }
  })

  it('answers 401 for a token signed with another secret, expired, or tampered with', async () => {
    const staff = await createStaff(stack.payload, 'editor')
    const superAdmin = await createStaff(stack.payload, 'super_admin')
    const token = await tokenFor(stack.api, staff)
    const claims = decodeJwt(token)
    const header = decodeProtectedHeader(token)
    const now = Math.floor(Date.now() / 1000)
    const sign = (secret: string, changes: Record<string, unknown>) =>
      new SignJWT({ ...claims, ...changes }).setProtectedHeader(header as never).sign(new TextEncoder().encode(secret))

    // Control: the same claims re-signed with the server's key are accepted, so each refusal below is for its one reason.
    expect((await me(await sign(stack.payload.secret, {}))).status).toBe(200)

    const forged = await sign('not-the-server-secret', {})
    const expired = await sign(stack.payload.secret, { iat: now - 9 * 3600, exp: now - 3600 })
    const [head, , signature] = token.split('.')
    const escalated = `${head}.${Buffer.from(JSON.stringify({ ...claims, id: superAdmin.user.id, email: superAdmin.email })).toString('base64url')}.${signature}`
    const flipped = signature.slice(0, 10) + (signature[10] === 'A' ? 'B' : 'A') + signature.slice(11)
    const badSignature = `${head}.${token.split('.')[1]}.${flipped}`
    for (const bad of [forged, expired, escalated, badSignature]) {
      const response = await me(bad)
      expect(response.status).toBe(401)
      expect(response.body).toEqual(unauthenticated)
    }
    expect((await me(token)).status).toBe(200)
  })

  it('answers 401 for the token of an account deactivated since it logged in', async () => {
    const staff = await createStaff(stack.payload, 'editor')
    const token = await tokenFor(stack.api, staff)
    await stack.payload.update({
      collection: 'users',
      id: staff.user.id,
      data: { status: '0' } as never,
      overrideAccess: true,
      context: { skipAudit: true },
    })
    const response = await me(token)
    expect(response.status).toBe(401)
    expect(response.body).toEqual(unauthenticated)
  })
})
