import { describe, expect, it } from 'vitest'
import { auditEntries, createClient, createStaff, tokenFor } from '../factories.js'
import { useStack } from '../support/stack.js'
import { describeStandardCases } from '../support/standardCases.js'

const stack = useStack()

describeStandardCases(stack, {
  tag: 'user',
  factory: async (payload) => (await createClient(payload)).client,
  clientsAddressThemselves: true,
})

/** A verified citizen logged in over HTTP. */
async function citizen() {
  const account = await createClient(stack.payload)
  const login = await stack.api.post('/api/v1/login', { body: { email: account.email, password: account.password } })
  expect(login.status).toBe(200)
  return { ...account, token: login.body.data.token as string }
}

describe('POST /api/v1/logout', () => {
  it("revokes a citizen's token and a staff token at once", async () => {
    const { token } = await citizen()
    const staff = await tokenFor(stack.api, await createStaff(stack.payload, 'editor'))
    for (const presented of [token, staff]) {
      expect((await stack.api.post('/api/v1/logout', { token: presented })).status).toBe(204)
      expect((await stack.api.get('/api/v1/user', { token: presented })).status).toBe(401)
      expect((await stack.api.post('/api/v1/logout', { token: presented })).status).toBe(401)
    }
  })
})

describe('GET /api/v1/user', () => {
  it('answers a citizen with type client and staff with type admin', async () => {
    const { token, client, email } = await citizen()
    const me = await stack.api.get('/api/v1/user', { token })
    expect(me.body.data).toEqual({
      id: client.id,
      name: 'Test Client',
      email,
      phone: null,
      email_verified_at: expect.any(String),
      created_at: expect.any(String),
      type: 'client',
    })
    const staff = await stack.api.get('/api/v1/user', { token: stack.tokens.operator })
    expect(staff.body.data).toMatchObject({ role: 'operator', status: 1, type: 'admin' })
    expect(JSON.stringify(staff.body)).not.toMatch(/hash|salt|sessions|password/i)
  })
})

describe('PUT /api/v1/user', () => {
  it("updates a citizen's name and phone", async () => {
    const { token, client } = await citizen()
    const response = await stack.api.put('/api/v1/user', { token, body: { name: 'Aziz', phone: '+998935551122' } })
    expect(response.body.data).toMatchObject({ id: client.id, name: 'Aziz', phone: '+998935551122', type: 'client' })
  })

  it("updates a staff member's own name and password (with the current one), audited without secrets, other sessions ended", async () => {
    const account = await createStaff(stack.payload, 'editor')
    const token = await tokenFor(stack.api, account)
    const other = await tokenFor(stack.api, account)
    const missing = await stack.api.put('/api/v1/user', {
      token,
      body: { password: 'a-new-password', password_confirmation: 'a-new-password' },
    })
    expect([missing.status, missing.body.errors]).toEqual([422, { current_password: ['validation.current_password'] }])
    // The body is checked alike for both kinds; a staff account has no phone to store.
    const phoneIgnored = await stack.api.put('/api/v1/user', {
      token,
      body: { name: 'Renamed', phone: '+998901112233' },
    })
    expect(phoneIgnored.body.data).toMatchObject({ name: 'Renamed', type: 'admin' })
    expect(phoneIgnored.body.data).not.toHaveProperty('phone')
    expect((await stack.api.put('/api/v1/user', { token, body: { phone: '123' } })).body.errors).toEqual({
      phone: ['validation.regex'],
    })
    const changed = await stack.api.put('/api/v1/user', {
      token,
      body: { password: 'a-new-password', password_confirmation: 'a-new-password', current_password: account.password },
    })
    expect(changed.status).toBe(200)
    expect((await stack.api.get('/api/v1/user', { token })).status).toBe(200)
    expect((await stack.api.get('/api/v1/user', { token: other })).status).toBe(401)
    expect(
      (await stack.api.post('/api/v1/admin/auth/login', { body: { email: account.email, password: 'a-new-password' } }))
        .status,
    ).toBe(200)
    const entries = await auditEntries(stack.payload, 'users', account.user.id)
    // The password change is named, with no value (src/auth/passwordAudit.ts).
    expect(entries.filter((entry) => entry.action === 'updated').map((entry) => entry.changes)).toEqual([
      { name: { old: 'Test editor', new: 'Renamed' } },
      { password: { old: null, new: 'changed' } },
    ])
    expect(JSON.stringify(entries)).not.toMatch(/a-new-password|current_password|hash|salt/)
  })
})

describe('DELETE /api/v1/user', () => {
  it("deletes the citizen's account with its password: its tokens stop working and it cannot log in", async () => {
    const { token, client, email, password } = await citizen()
    const wrong = await stack.api.delete('/api/v1/user', { token, body: { password: 'not-the-password' } })
    expect([wrong.status, wrong.body]).toEqual([
      422,
      { message: 'validation.current_password', errors: { password: ['validation.current_password'] } },
    ])
    expect((await stack.api.delete('/api/v1/user', { token, body: { password } })).status).toBe(204)
    expect((await stack.api.get('/api/v1/user', { token })).status).toBe(401)
    expect((await stack.api.post('/api/v1/login', { body: { email, password } })).body.errors).toEqual({
      email: ['auth.failed'],
    })
    expect(
      await stack.payload.count({ collection: 'clients', where: { id: { equals: client.id } }, overrideAccess: true }),
    ).toMatchObject({ totalDocs: 0 })
    expect(
      (await auditEntries(stack.payload, 'clients', client.id)).map((entry) => [entry.action, entry.user]),
    ).toEqual([['deleted', null]])
  })

  it('refuses a staff token with 403 and deletes nothing', async () => {
    const response = await stack.api.delete('/api/v1/user', {
      token: stack.tokens.admin,
      body: { password: 'whatever' },
    })
    expect([response.status, response.body]).toEqual([403, { message: 'This action is unauthorized.' }])
  })
})

describe('GET /api/v1/user/{id}', () => {
  it('shows a citizen to itself and to super_admin, admin and operator; refuses other citizens and editors', async () => {
    const { token, client } = await citizen()
    const other = await citizen()
    expect((await stack.api.get(`/api/v1/user/${client.id}`, { token })).body.data).toMatchObject({
      id: client.id,
      email: client.email,
    })
    expect((await stack.api.get(`/api/v1/user/${client.id}`, { token: other.token })).status).toBe(403)
    for (const role of ['super_admin', 'admin', 'operator'] as const) {
      const response = await stack.api.get(`/api/v1/user/${client.id}`, { token: stack.tokens[role] })
      expect([role, response.status, response.body.data?.id]).toEqual([role, 200, client.id])
    }
    expect((await stack.api.get(`/api/v1/user/${client.id}`, { token: stack.tokens.editor })).status).toBe(403)
  })

  it('answers 404 to staff for an unknown or malformed id, and 403 to a citizen asking for any other id', async () => {
    const { token } = await citizen()
    expect((await stack.api.get('/api/v1/user/99999999', { token: stack.tokens.admin })).status).toBe(404)
    expect((await stack.api.get('/api/v1/user/abc', { token: stack.tokens.admin })).status).toBe(404)
    expect((await stack.api.get('/api/v1/user/99999999', { token })).status).toBe(403)
  })
})
