import { afterEach, describe, expect, it } from 'vitest'
import type { Role } from '../../src/access/roles.js'
import { interfaceText } from '../../src/i18n/interfaceText.js'
import { auditEntries, createStaff, tokenFor, uniqueTag } from '../factories.js'
import { useStack } from '../support/stack.js'
import { describeStandardCases } from '../support/standardCases.js'

const stack = useStack()

describeStandardCases(stack, { tag: 'users', factory: async (payload) => (await createStaff(payload, 'editor')).user })

const LAST_SUPER_ADMIN = { message: 'The last active super admin cannot be demoted, deactivated or deleted.' }
const OWN_ACCOUNT = { message: 'You cannot delete your own account.' }
/** Payload's REST API and the Local API speak the interface language: Uzbek when the request names none. */
const inUzbek = (key: 'lastSuperAdmin' | 'ownAccountDelete') => interfaceText({ language: 'uz' }, key)
const AUTH_FAILED = { message: 'auth.failed', errors: { email: ['auth.failed'] } }
const UNAUTHENTICATED = { message: 'Unauthenticated.' }
/** Anything an account keeps secret, by name; the password itself is checked by value. */
const SECRET_NAMES = /password|hash|salt|session|reset|login_attempts|lock_until/i
const NEW_PASSWORD = 'a-fresh-passphrase-42'

type Staff = Awaited<ReturnType<typeof createStaff>>
type Entry = Awaited<ReturnType<typeof auditEntries>>[number]

const path = (id: number | string) => `/api/v1/admin/users/${id}`
const asSuperAdmin = () => ({ token: stack.tokens.super_admin })
const login = (email: string, password: string) =>
  stack.api.post('/api/v1/admin/auth/login', { body: { email, password } })
const me = (token: string) => stack.api.get('/api/v1/admin/auth/me', { token })
const stored = (id: number) =>
  stack.payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, disableErrors: true })
const ids = (records: { id: number }[]) => records.map((record) => record.id)
const userIdOf = (entry: Entry) =>
  entry.user && typeof entry.user === 'object' ? (entry.user as { id: number }).id : entry.user
/** Payload's own scheme on its REST API. */
const jwt = (token: string) => ({ headers: { authorization: `JWT ${token}` } })

/** A password change, as the trail names it: no value (src/auth/passwordAudit.ts). */
const PASSWORD_CHANGED = { old: null, new: 'changed' }

/**
 * Every audit entry of an account, checked to hold no secret: neither by name nor the password itself. A password
 * change appears only as its name, with no value.
 */
async function entriesOf(id: number, ...passwords: string[]): Promise<Entry[]> {
  const entries = await auditEntries(stack.payload, 'users', id)
  for (const { changes } of entries)
    if (changes && 'password' in changes) expect(changes.password).toEqual(PASSWORD_CHANGED)
  const text = JSON.stringify(entries.map(({ changes }) => ({ ...changes, password: undefined })))
  expect(text).not.toMatch(SECRET_NAMES)
  for (const password of passwords) expect(text).not.toContain(password)
  return entries
}

const valid = (overrides: Record<string, unknown> = {}) => ({
  name: 'Dilnoza Karimova',
  email: `dilnoza-${uniqueTag()}@agrofund.uz`,
  password: 'sunflower-harvest-7',
  role: 'editor',
  ...overrides,
})

describe('GET /api/v1/admin/users', () => {
  it('lists accounts as /admin/auth/me shows them, never with a secret', async () => {
    const tag = uniqueTag()
    const staff = await createStaff(stack.payload, 'operator', { name: `Operator ${tag}` })
    const response = await stack.api.get(`/api/v1/admin/users?filter[search]=${tag}`, asSuperAdmin())
    expect(response.status).toBe(200)
    expect(response.body.data).toHaveLength(1)
    const [record] = response.body.data
    expect(Object.keys(record)).toEqual(['id', 'name', 'email', 'role', 'status', 'created_at', 'updated_at'])
    expect(record).toEqual((await me(await tokenFor(stack.api, staff))).body.data)
    expect(record).toMatchObject({
      id: staff.user.id,
      name: `Operator ${tag}`,
      email: staff.email,
      role: 'operator',
      status: 1,
    })
    expect(response.text).not.toMatch(SECRET_NAMES)
    expect(response.text).not.toContain(staff.password)
  })

  it('filters by role, status and a search over name and email (any letter case)', async () => {
    const tag = uniqueTag()
    const operator = await createStaff(stack.payload, 'operator', { name: `Navbatchi ${tag}` })
    const editor = await createStaff(stack.payload, 'editor', { email: `muharrir-${tag}@agrofund.uz` })
    const disabled = await createStaff(stack.payload, 'editor', { name: `Ketgan ${tag}`, status: '0' })
    const list = (query: string) =>
      stack.api.get(`/api/v1/admin/users?filter[search]=${tag.toUpperCase()}${query}`, asSuperAdmin())
    expect(ids((await list('')).body.data)).toEqual([operator.user.id, editor.user.id, disabled.user.id])
    expect(ids((await list('&filter[role]=editor')).body.data)).toEqual([editor.user.id, disabled.user.id])
    expect(ids((await list('&filter[role]=operator,admin')).body.data)).toEqual([operator.user.id])
    expect(ids((await list('&filter[status]=0')).body.data)).toEqual([disabled.user.id])
    expect(ids((await list('&filter[status]=1&filter[role]=editor')).body.data)).toEqual([editor.user.id])
  })

  it('sorts by name, email, created_at and id (the default), descending with -', async () => {
    const tag = uniqueTag()
    const b = await createStaff(stack.payload, 'editor', { name: `B ${tag}`, email: `a-${tag}@agrofund.uz` })
    const a = await createStaff(stack.payload, 'editor', { name: `A ${tag}`, email: `c-${tag}@agrofund.uz` })
    const c = await createStaff(stack.payload, 'editor', { name: `C ${tag}`, email: `b-${tag}@agrofund.uz` })
    const sorted = async (sort: string) =>
      ids((await stack.api.get(`/api/v1/admin/users?filter[search]=${tag}${sort}`, asSuperAdmin())).body.data)
    expect(await sorted('')).toEqual([b.user.id, a.user.id, c.user.id])
    expect(await sorted('&sort=name')).toEqual([a.user.id, b.user.id, c.user.id])
    expect(await sorted('&sort=-name')).toEqual([c.user.id, b.user.id, a.user.id])
    expect(await sorted('&sort=email')).toEqual([b.user.id, c.user.id, a.user.id])
    expect(await sorted('&sort=-created_at')).toEqual([c.user.id, a.user.id, b.user.id])
    expect(await sorted('&sort=-id')).toEqual([c.user.id, a.user.id, b.user.id])
  })
})

describe('POST /api/v1/admin/users', () => {
  it('creates an active account that can log in at once; the password is never answered nor audited', async () => {
    const body = valid({ role: 'admin' })
    const response = await stack.api.post('/api/v1/admin/users', { ...asSuperAdmin(), body })
    expect(response.status).toBe(201)
    const record = response.body.data
    expect(Object.keys(record)).toEqual(['id', 'name', 'email', 'role', 'status', 'created_at', 'updated_at'])
    expect(record).toMatchObject({ name: body.name, email: body.email, role: 'admin', status: 1 })
    expect(response.text).not.toMatch(SECRET_NAMES)
    expect(response.text).not.toContain(body.password)

    const session = await login(body.email, body.password)
    expect(session.status).toBe(200)
    expect(session.body.data.user).toMatchObject({ id: record.id, role: 'admin', status: 1 })
    // The role it was given is the one it acts with: content yes, staff accounts no.
    expect((await stack.api.get('/api/v1/admin/history', { token: session.body.data.token })).status).toBe(200)
    expect((await stack.api.get('/api/v1/admin/users', { token: session.body.data.token })).status).toBe(403)

    const [entry] = await entriesOf(record.id, body.password)
    expect(entry.action).toBe('created')
    expect(Object.keys(entry.changes).sort()).toEqual(['email', 'name', 'role', 'status'])
    expect(entry.changes.role).toEqual({ old: null, new: 'admin' })
  })

  it('stores the email lower-cased and refuses it in any other case with validation.unique', async () => {
    const email = `Aziz.Rahimov-${uniqueTag()}@AgroFund.UZ`
    const first = await stack.api.post('/api/v1/admin/users', { ...asSuperAdmin(), body: valid({ email }) })
    expect([first.status, first.body.data.email]).toEqual([201, email.toLowerCase()])
    const again = await stack.api.post('/api/v1/admin/users', {
      ...asSuperAdmin(),
      body: valid({ email: email.toUpperCase() }),
    })
    expect([again.status, again.body]).toEqual([
      422,
      { message: 'validation.unique', errors: { email: ['validation.unique'] } },
    ])
  })

  it('creates a disabled account (status 0) that cannot log in', async () => {
    const body = valid({ status: 0 })
    const response = await stack.api.post('/api/v1/admin/users', { ...asSuperAdmin(), body })
    expect([response.status, response.body.data.status]).toEqual([201, 0])
    expect((await login(body.email, body.password)).body).toEqual(AUTH_FAILED)
  })

  it('answers the contract keys: required fields, email, min 8 on the password, role and status in their lists', async () => {
    const empty = await stack.api.post('/api/v1/admin/users', { ...asSuperAdmin(), body: {} })
    expect([empty.status, empty.body.errors]).toEqual([
      422,
      {
        name: ['validation.required'],
        email: ['validation.required'],
        password: ['validation.required'],
        role: ['validation.required'],
      },
    ])
    const wrong = await stack.api.post('/api/v1/admin/users', {
      ...asSuperAdmin(),
      body: { name: 'x'.repeat(256), email: 'not-an-email', password: 'short-7', role: 'root', status: 2 },
    })
    expect([wrong.status, wrong.body.errors]).toEqual([
      422,
      {
        name: ['validation.max'],
        email: ['validation.email'],
        // Short and easily guessed both (the estimator judges a short password too).
        password: ['validation.min', 'validation.password.uncompromised'],
        role: ['validation.in'],
        status: ['validation.in'],
      },
    ])
  })
})

describe('GET /api/v1/admin/users/{user_id}', () => {
  it('shows a disabled account with status 0', async () => {
    const staff = await createStaff(stack.payload, 'operator', { status: '0' })
    const response = await stack.api.get(path(staff.user.id), asSuperAdmin())
    expect(response.status).toBe(200)
    expect(response.body.data).toMatchObject({ id: staff.user.id, email: staff.email, role: 'operator', status: 0 })
  })
})

describe('PUT /api/v1/admin/users/{user_id}', () => {
  it('changes the role, which the account’s very next request acts with, audited as changes.role', async () => {
    const staff = await createStaff(stack.payload, 'editor')
    const token = await tokenFor(stack.api, staff)
    expect((await stack.api.get('/api/v1/admin/history', { token })).status).toBe(200)
    const response = await stack.api.put(path(staff.user.id), { ...asSuperAdmin(), body: { role: 'operator' } })
    expect([response.status, response.body.data.role]).toEqual([200, 'operator'])
    expect((await stack.api.get('/api/v1/admin/history', { token })).status).toBe(403)
    expect((await me(token)).body.data.role).toBe('operator')
    const entries = await entriesOf(staff.user.id)
    expect(entries.map((entry) => entry.action)).toEqual(['login', 'updated'])
    expect(entries[1].changes).toEqual({ role: { old: 'editor', new: 'operator' } })
    expect(userIdOf(entries[1])).toBe((await me(stack.tokens.super_admin)).body.data.id)
  })

  it('deactivates an account: its tokens stop working at once and it cannot log in until reactivated', async () => {
    const staff = await createStaff(stack.payload, 'admin')
    const token = await tokenFor(stack.api, staff)
    const response = await stack.api.put(path(staff.user.id), { ...asSuperAdmin(), body: { status: 0 } })
    expect([response.status, response.body.data.status]).toEqual([200, 0])
    expect((await me(token)).body).toEqual(UNAUTHENTICATED)
    expect((await stack.api.get('/api/v1/admin/history', { token })).status).toBe(401)
    expect((await login(staff.email, staff.password)).body).toEqual(AUTH_FAILED)
    const entries = await entriesOf(staff.user.id)
    expect(entries.filter((entry) => entry.action === 'updated').map((entry) => entry.changes)).toEqual([
      { status: { old: '1', new: '0' } },
    ])

    expect((await stack.api.put(path(staff.user.id), { ...asSuperAdmin(), body: { status: 1 } })).status).toBe(200)
    expect((await login(staff.email, staff.password)).status).toBe(200)
  })

  it('sets a new password: every session of the account ends, only the new password logs in, nothing secret is kept', async () => {
    const staff = await createStaff(stack.payload, 'editor')
    const tokens = [await tokenFor(stack.api, staff), await tokenFor(stack.api, staff)]
    const response = await stack.api.put(path(staff.user.id), {
      ...asSuperAdmin(),
      body: { name: 'Renamed editor', password: NEW_PASSWORD },
    })
    expect([response.status, response.body.data.name]).toEqual([200, 'Renamed editor'])
    expect(response.text).not.toMatch(SECRET_NAMES)
    expect(response.text).not.toContain(NEW_PASSWORD)
    for (const token of tokens) expect((await me(token)).body).toEqual(UNAUTHENTICATED)
    expect((await login(staff.email, staff.password)).body).toEqual(AUTH_FAILED)
    expect((await login(staff.email, NEW_PASSWORD)).status).toBe(200)
    const updates = (await entriesOf(staff.user.id, NEW_PASSWORD, staff.password)).filter(
      (entry) => entry.action === 'updated',
    )
    expect(updates.map((entry) => entry.changes)).toEqual([
      { name: { old: 'Test editor', new: 'Renamed editor' }, password: PASSWORD_CHANGED },
    ])
  })

  it('lets a super admin set their own password with the current one, keeping the session in use and ending their others', async () => {
    const own = await createStaff(stack.payload, 'super_admin')
    const [current, other] = [await tokenFor(stack.api, own), await tokenFor(stack.api, own)]
    // Without it, or with a wrong one, nothing changes (issue 38): as on PUT /api/v1/user.
    for (const extra of [{}, { current_password: 'not-my-password-1' }]) {
      const refused = await stack.api.put(path(own.user.id), {
        token: current,
        body: { password: NEW_PASSWORD, ...extra },
      })
      expect([refused.status, refused.body]).toEqual([
        422,
        { message: 'validation.current_password', errors: { current_password: ['validation.current_password'] } },
      ])
    }
    expect((await me(other)).status).toBe(200)
    const response = await stack.api.put(path(own.user.id), {
      token: current,
      body: { password: NEW_PASSWORD, current_password: own.password },
    })
    expect(response.status).toBe(200)
    expect((await me(current)).status).toBe(200)
    expect((await me(other)).body).toEqual(UNAUTHENTICATED)
    expect((await login(own.email, NEW_PASSWORD)).status).toBe(200)
  })

  it('leaves a super admin’s own role and email as they are: only another super admin changes them', async () => {
    const own = await createStaff(stack.payload, 'super_admin')
    const token = await tokenFor(stack.api, own)
    const response = await stack.api.put(path(own.user.id), {
      token,
      body: { role: 'editor', email: `elsewhere-${uniqueTag()}@agrofund.uz`, name: 'Still in charge' },
    })
    expect(response.status).toBe(200)
    expect(response.body.data).toMatchObject({ role: 'super_admin', email: own.email, name: 'Still in charge' })
  })

  it('refuses another account’s email in any letter case with validation.unique, and takes its own back', async () => {
    const staff = await createStaff(stack.payload, 'editor')
    const other = await createStaff(stack.payload, 'operator')
    const taken = await stack.api.put(path(staff.user.id), {
      ...asSuperAdmin(),
      body: { email: other.email.toUpperCase() },
    })
    expect([taken.status, taken.body.errors]).toEqual([422, { email: ['validation.unique'] }])
    const own = await stack.api.put(path(staff.user.id), { ...asSuperAdmin(), body: { email: staff.email } })
    expect([own.status, own.body.data.email]).toEqual([200, staff.email])
  })
})

describe('DELETE /api/v1/admin/users/{user_id}', () => {
  it('deletes an account: its tokens stop working and it cannot log in; the entry keeps no secret', async () => {
    const staff = await createStaff(stack.payload, 'operator')
    const token = await tokenFor(stack.api, staff)
    const response = await stack.api.delete(path(staff.user.id), asSuperAdmin())
    expect([response.status, response.text]).toEqual([204, ''])
    expect((await me(token)).body).toEqual(UNAUTHENTICATED)
    expect((await login(staff.email, staff.password)).body).toEqual(AUTH_FAILED)
    expect((await entriesOf(staff.user.id, staff.password)).map((entry) => entry.action)).toEqual(['login', 'deleted'])
  })

  it('refuses to delete your own account with 409, writing nothing', async () => {
    const own = await createStaff(stack.payload, 'super_admin')
    const token = await tokenFor(stack.api, own)
    const response = await stack.api.delete(path(own.user.id), { token })
    expect([response.status, response.body]).toEqual([409, OWN_ACCOUNT])
    expect(await stored(own.user.id)).toMatchObject({ id: own.user.id, role: 'super_admin', status: '1' })
    expect((await entriesOf(own.user.id)).map((entry) => entry.action)).toEqual(['login'])
    expect((await me(token)).status).toBe(200)
  })
})

describe('the last active super admin', () => {
  type Account = Staff & { token: string }

  /** Fresh super admins, logged in, as the only active ones: every other is disabled (stack.tokens gets a new one after). */
  async function onlySuperAdmins(count: number): Promise<Account[]> {
    const accounts: Account[] = []
    for (let n = 0; n < count; n++) {
      const staff = await createStaff(stack.payload, 'super_admin')
      accounts.push({ ...staff, token: await tokenFor(stack.api, staff) })
    }
    for (const id of await activeSuperAdmins()) {
      if (accounts.some((account) => account.user.id === id)) continue
      await stack.payload.update({
        collection: 'users',
        id,
        data: { status: '0' },
        overrideAccess: true,
        context: { skipAudit: true },
      })
    }
    return accounts
  }
  const activeSuperAdmins = async () =>
    ids(
      (
        await stack.payload.find({
          collection: 'users',
          where: { role: { equals: 'super_admin' }, status: { equals: '1' } },
          pagination: false,
          depth: 0,
          overrideAccess: true,
        })
      ).docs,
    )

  afterEach(async () => {
    await stack.renewToken('super_admin')
  })

  it('cannot be demoted or deactivated (409), through its own PUT, writing nothing', async () => {
    const [sole] = await onlySuperAdmins(1)
    for (const body of [{ role: 'admin' }, { status: 0 }, { role: 'editor', status: 0, name: 'Anyone else' }]) {
      const response = await stack.api.put(path(sole.user.id), { token: sole.token, body })
      expect([response.status, response.body], JSON.stringify(body)).toEqual([409, LAST_SUPER_ADMIN])
    }
    expect(await stored(sole.user.id)).toMatchObject({ name: 'Test super_admin', role: 'super_admin', status: '1' })
    expect((await entriesOf(sole.user.id)).map((entry) => entry.action)).toEqual(['login'])
    expect((await me(sole.token)).status).toBe(200)
  })

  it('cannot be deleted, by itself (409 as yourself) or by a system call (409)', async () => {
    const [sole] = await onlySuperAdmins(1)
    expect((await stack.api.delete(path(sole.user.id), { token: sole.token })).body).toEqual(OWN_ACCOUNT)
    await expect(
      stack.payload.delete({ collection: 'users', id: sole.user.id, overrideAccess: true }),
    ).rejects.toMatchObject({ status: 409, message: inUzbek('lastSuperAdmin') })
    expect(await activeSuperAdmins()).toEqual([sole.user.id])
  })

  it('counts only active super admins: a disabled one does not stand in', async () => {
    const [sole] = await onlySuperAdmins(1)
    await createStaff(stack.payload, 'super_admin', { status: '0' })
    expect((await stack.api.put(path(sole.user.id), { token: sole.token, body: { role: 'admin' } })).status).toBe(409)
  })

  it.each<{ change: string; body?: Record<string, unknown> }>([
    { change: 'demoted', body: { role: 'admin' } },
    { change: 'deactivated', body: { status: 0 } },
    { change: 'deleted' },
  ])('lets one of two be $change, then guards the other', async (change) => {
    const [keeper, leaver] = await onlySuperAdmins(2)
    const response = change.body
      ? await stack.api.put(path(leaver.user.id), { token: keeper.token, body: change.body })
      : await stack.api.delete(path(leaver.user.id), { token: keeper.token })
    expect(response.status, change.change).toBe(change.body ? 200 : 204)
    expect(await activeSuperAdmins()).toEqual([keeper.user.id])
    expect((await stack.api.put(path(keeper.user.id), { token: keeper.token, body: { status: 0 } })).body).toEqual(
      LAST_SUPER_ADMIN,
    )
  })

  it('is kept through Payload’s REST API too: deleting yourself and demoting the last one answer 409', async () => {
    const [sole] = await onlySuperAdmins(1)
    const deleted = await stack.api.delete(`/api/users/${sole.user.id}`, jwt(sole.token))
    expect(deleted.status).toBe(409)
    expect(deleted.body.errors[0].message).toBe(inUzbek('ownAccountDelete'))
    for (const body of [{ status: '0' }, { role: 'editor' }]) {
      const response = await stack.api.patch(`/api/users/${sole.user.id}`, { ...jwt(sole.token), body })
      expect(response.status, JSON.stringify(body)).toBe(409)
      expect(response.body.errors[0].message).toBe(inUzbek('lastSuperAdmin'))
    }
    expect(await stored(sole.user.id)).toMatchObject({ role: 'super_admin', status: '1' })
  })

  it('survives a bulk edit through Payload’s REST API that disables every super admin', async () => {
    const [caller, other] = await onlySuperAdmins(2)
    await stack.api.patch('/api/users?where[role][equals]=super_admin', { ...jwt(caller.token), body: { status: '0' } })
    const active = await activeSuperAdmins()
    expect(active).toHaveLength(1)
    expect([caller.user.id, other.user.id]).toContain(active[0])
  })

  // One test per change, each bounded by its three rounds (together they used half of one test's timeout).
  it.each<{ change: string; body?: Record<string, unknown>; ok: number }>([
    { change: 'demoting', body: { role: 'editor' }, ok: 200 },
    { change: 'deactivating', body: { status: 0 }, ok: 200 },
    { change: 'deleting', ok: 204 },
  ])('of two super admins $change each other at once, exactly one succeeds', async (change) => {
    for (let round = 0; round < 3; round++) {
      const [a, b] = await onlySuperAdmins(2)
      const act = (by: Account, target: Account) =>
        change.body
          ? stack.api.put(path(target.user.id), { token: by.token, body: change.body })
          : stack.api.delete(path(target.user.id), { token: by.token })
      const responses = await Promise.all([act(a, b), act(b, a)])
      const label = `${JSON.stringify(change.body ?? 'delete')} round ${round}: ${responses.map((r) => `${r.status} ${r.text}`).join(' | ')}`
      expect(
        responses.filter((response) => response.status === change.ok),
        label,
      ).toHaveLength(1)
      // The loser finds itself the last one (409), or, once deactivated or deleted by the winner before its own
      // request was authenticated, is no longer signed in at all (401; CI met it for a deactivation), or once demoted
      // no longer a super admin (403).
      const loser = responses.find((response) => response.status !== change.ok)!
      const lost: Record<string, number[]> = { demoting: [403, 409], deactivating: [401, 409], deleting: [401, 409] }
      expect(lost[change.change], label).toContain(loser.status)
      expect(await activeSuperAdmins(), label).toHaveLength(1)
    }
  })
})

describe('roles other than super_admin', () => {
  it.each<Role>(['admin', 'editor', 'operator'])(
    '%s cannot reach any staff account route, its own included',
    async (role) => {
      const staff = await createStaff(stack.payload, role)
      const token = await tokenFor(stack.api, staff)
      for (const [method, target] of [
        ['GET', '/api/v1/admin/users'],
        ['GET', path(staff.user.id)],
        ['PUT', path(staff.user.id)],
        ['DELETE', path(staff.user.id)],
      ]) {
        const response = await stack.api.call(method, target, {
          token,
          body: method === 'PUT' ? { role: 'super_admin' } : undefined,
        })
        expect([response.status, response.body], `${method} ${target}`).toEqual([
          403,
          { message: 'This action is unauthorized.' },
        ])
      }
      expect(await stored(staff.user.id)).toMatchObject({ role })
    },
  )
})

/**
 * Issue 38: Payload's own list of staff accounts shows those who work appeals only what the appeal queue needs (who
 * an appeal can go to, by name, role and status), never colleagues' e-mails; one's own account stays whole.
 */
describe("GET /api/users (Payload's REST API)", () => {
  const listed = async (token: string, tag: string) => {
    const response = await stack.api.get(`/api/users?where[name][like]=${tag}&limit=100&depth=0`, jwt(token))
    expect(response.status).toBe(200)
    return response.body.docs as Record<string, unknown>[]
  }

  it.each<Role>(['operator', 'admin'])(
    'shows a %s the active colleagues who work appeals by id, name, role and status, with no e-mail but their own',
    async (role) => {
      const tag = `Queue ${uniqueTag()}`
      const caller = await createStaff(stack.payload, role, { name: `${tag} caller` })
      const colleague = await createStaff(stack.payload, 'operator', { name: `${tag} colleague` })
      const docs = await listed(await tokenFor(stack.api, caller), tag)
      const byId = new Map(docs.map((doc) => [doc.id, doc]))
      expect(byId.get(colleague.user.id)).toMatchObject({ name: `${tag} colleague`, role: 'operator', status: '1' })
      expect(byId.get(colleague.user.id)).not.toHaveProperty('email')
      expect(JSON.stringify(docs)).not.toContain(colleague.email)
      expect(byId.get(caller.user.id)).toMatchObject({ email: caller.email })
    },
  )

  it("keeps the appeal queue's assignee filter working for an operator (by role and status, sorted by name)", async () => {
    const tag = `Filter ${uniqueTag()}`
    const caller = await createStaff(stack.payload, 'operator', { name: `${tag} caller` })
    const query =
      'where[role][in][0]=super_admin&where[role][in][1]=admin&where[role][in][2]=operator&where[status][equals]=1&limit=200&depth=0&sort=name'
    const response = await stack.api.get(`/api/users?${query}`, jwt(await tokenFor(stack.api, caller)))
    expect(response.status).toBe(200)
    expect(response.body.docs.map((doc: { id: number }) => doc.id)).toContain(caller.user.id)
  })

  it('shows a super admin every account with its e-mail', async () => {
    const tag = `Manage ${uniqueTag()}`
    const colleague = await createStaff(stack.payload, 'editor', { name: `${tag} editor` })
    const docs = await listed(stack.tokens.super_admin, tag)
    expect(docs).toEqual([expect.objectContaining({ id: colleague.user.id, email: colleague.email })])
  })
})
