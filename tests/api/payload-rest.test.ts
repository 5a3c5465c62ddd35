import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEntries, createProgram, createStaff, staffTokens, tokenFor } from '../factories.js'
import { client, type Client } from '../support/http.js'
import { startTestServer, type TestServer } from '../support/server.js'

/**
 * Payload's own REST API under /api must refuse what /api/v1 refuses (contract section 2): anonymous callers see only
 * what the public endpoints show, roles are the same, audit entries are immutable, lists are bounded, logins locked out.
 */
let server: TestServer
let api: Client
let tokens: Awaited<ReturnType<typeof staffTokens>>

beforeAll(async () => {
  server = await startTestServer()
  api = client(server.url)
  tokens = await staffTokens(server.payload, api)
})
afterAll(() => server?.close())

/** Payload's own scheme; `{ token }` sends the same token as `Bearer`. */
const jwt = (token: string) => ({ headers: { authorization: `JWT ${token}` } })
const ids = (body: { docs?: { id: number }[] }) => (body.docs ?? []).map((doc) => doc.id).sort((a, b) => a - b)
const byIds = (...list: number[]) => list.map((id, index) => `where[id][in][${index}]=${id}`).join('&')
const countPrograms = async () => (await server.payload.count({ collection: 'programs' })).totalDocs

const countActivePrograms = async () => (await server.payload.count({ collection: 'programs', where: { status: { equals: '1' } } })).totalDocs

/** Tops the active programs up to `wanted` (15 writes at a time), so a cap of 100 has something to cut. */
async function atLeastActivePrograms(wanted: number) {
  let missing = wanted - (await countActivePrograms())
  while (missing > 0) {
    await Promise.all(Array.from({ length: Math.min(15, missing) }, () => createProgram(server.payload)))
    missing -= 15
  }
  const active = await countActivePrograms()
  expect(active).toBeGreaterThanOrEqual(wanted)
  return active
}

type Entry = Awaited<ReturnType<typeof auditEntries>>[number] & { id: number; resourceId: number | null }

/** A real audit entry, written the way the trail is written: by a login. */
async function loginEntry() {
  const staff = await createStaff(server.payload, 'editor')
  await tokenFor(api, staff)
  const [entry] = ((await auditEntries(server.payload, 'users', staff.user.id)) as Entry[]).filter((e) => e.action === 'login')
  return entry
}

describe('GET /api/programs', () => {
  it('shows anonymous callers only active programs, whatever the where clause asks for', async () => {
    const active = await createProgram(server.payload)
    const hidden = await createProgram(server.payload, { status: '0' })
    const anonymous = await api.get(`/api/programs?${byIds(active.id, hidden.id)}`)
    expect(anonymous.status).toBe(200)
    expect(ids(anonymous.body)).toEqual([active.id])
    expect(anonymous.body.docs.every((doc: { status: string }) => doc.status === '1')).toBe(true)

    const asking = await api.get(`/api/programs?where[status][equals]=0&${byIds(hidden.id)}`)
    expect(asking.status).toBe(200)
    expect(asking.body.docs).toEqual([])

    // Control: the hidden program is there for a content role, through either token scheme.
    expect(ids((await api.get(`/api/programs?${byIds(active.id, hidden.id)}`, jwt(tokens.editor))).body)).toEqual([active.id, hidden.id])
    expect(ids((await api.get(`/api/programs?${byIds(active.id, hidden.id)}`, { token: tokens.editor })).body)).toEqual([active.id, hidden.id])
  })

  it('does not show a hidden program by id to anonymous callers', async () => {
    const hidden = await createProgram(server.payload, { status: '0' })
    const response = await api.get(`/api/programs/${hidden.id}`)
    expect([403, 404]).toContain(response.status)
    expect(response.body?.id).toBeUndefined()
    expect(response.text).not.toContain(hidden.slug)

    const active = await createProgram(server.payload)
    const shown = await api.get(`/api/programs/${active.id}`)
    expect(shown.status).toBe(200)
    expect(shown.body.id).toBe(active.id)
  })

  it('caps limit=0, limit=100000 and pagination=false at 100 documents', async () => {
    const active = await atLeastActivePrograms(105)

    for (const query of ['limit=0', 'limit=100000', 'limit=-1', 'limit=0&pagination=false']) {
      const response = await api.get(`/api/programs?${query}`)
      expect(response.status, query).toBe(200)
      expect(response.body.docs, query).toHaveLength(100)
      expect(response.body.totalDocs, query).toBe(active)
    }
    const unpaginated = await api.get('/api/programs?pagination=false')
    expect(unpaginated.status).toBe(200)
    expect(unpaginated.body.docs.length).toBeGreaterThan(0)
    expect(unpaginated.body.docs.length).toBeLessThanOrEqual(100)
    expect(unpaginated.body.totalDocs).toBe(active)
    // Staff tokens get no bigger pages.
    expect((await api.get('/api/programs?limit=0', jwt(tokens.editor))).body.docs).toHaveLength(100)
  })

  it('caps a limit written in bracket (array) notation too', async () => {
    await atLeastActivePrograms(105)
    // Payload's query parser turns `limit[]=0` into ['0'] and then into the number 0: the same dump as limit=0.
    for (const query of ['limit[]=0', 'limit[0]=100000']) {
      const response = await api.get(`/api/programs?${query}`)
      expect.soft(response.status, query).toBe(200)
      expect.soft(response.body?.docs?.length, query).toBeLessThanOrEqual(100)
    }
  })

  it('does not show program versions (hidden drafts included) to anonymous callers or operators', async () => {
    const hidden = await createProgram(server.payload, { status: '0' })
    for (const auth of [{}, jwt(tokens.operator)]) {
      const response = await api.get(`/api/programs/versions?where[parent][equals]=${hidden.id}`, auth)
      expect(response.status).toBe(403)
      expect(response.body?.docs).toBeUndefined()
      expect(response.text).not.toContain(hidden.slug)
    }
  })
})

describe('POST /api/programs', () => {
  const body = () => ({
    title: 'Bug‘doy lizingi',
    slug: `rest-${Math.random().toString(36).slice(2, 10)}`,
    sector: 'wheat',
    kind: 'leasing',
    status: '1',
    sortOrder: 0,
  })

  it('is refused to anonymous callers and operators, writing nothing', async () => {
    const before = await countPrograms()
    const anonymous = await api.post('/api/programs', { body: body() })
    expect([401, 403]).toContain(anonymous.status)
    expect(anonymous.body?.doc).toBeUndefined()
    const operator = await api.post('/api/programs', { ...jwt(tokens.operator), body: body() })
    expect(operator.status).toBe(403)
    expect(operator.body?.doc).toBeUndefined()
    expect((await api.post('/api/programs', { token: tokens.operator, body: body() })).status).toBe(403)
    expect(await countPrograms()).toBe(before)
  })

  it('lets an editor create a program and records one created audit entry by the editor', async () => {
    const editor = await createStaff(server.payload, 'editor')
    const token = await tokenFor(api, editor)
    const data = body()
    const response = await api.post('/api/programs', { ...jwt(token), body: data })
    expect(response.status).toBe(201)
    expect(response.body.doc).toMatchObject({ slug: data.slug, sector: 'wheat', kind: 'leasing', status: '1', title: data.title })
    const entries = (await auditEntries(server.payload, 'programs', response.body.doc.id)) as Entry[]
    expect(entries.map((entry) => entry.action)).toEqual(['created'])
    expect((entries[0].user as { id: number }).id).toBe(editor.user.id)
    expect(entries[0].ip).toBe('127.0.0.1')
  })
})

describe('GET /api/audit-logs and /api/users', () => {
  it('refuses anonymous callers with no documents', async () => {
    const entry = await loginEntry()
    const staff = await createStaff(server.payload, 'super_admin')
    for (const path of ['/api/audit-logs', `/api/audit-logs/${entry.id}`, '/api/users', `/api/users/${staff.user.id}`]) {
      const response = await api.get(path)
      expect([401, 403, 404], path).toContain(response.status)
      expect(response.body?.docs, path).toBeUndefined()
      expect(response.body?.id, path).toBeUndefined()
      expect(response.text, path).not.toContain(staff.email)
    }
  })

  it('lets super_admin and admin read the audit trail, and refuses editors and operators', async () => {
    const entry = await loginEntry()
    for (const role of ['editor', 'operator'] as const) {
      const list = await api.get('/api/audit-logs', jwt(tokens[role]))
      expect(list.status, role).toBe(403)
      expect(list.body?.docs, role).toBeUndefined()
      expect((await api.get(`/api/audit-logs/${entry.id}`, jwt(tokens[role]))).status, role).toBe(403)
    }
    for (const role of ['super_admin', 'admin'] as const) {
      const list = await api.get(`/api/audit-logs?where[id][equals]=${entry.id}`, jwt(tokens[role]))
      expect(list.status, role).toBe(200)
      expect(ids(list.body), role).toEqual([entry.id])
      expect(list.body.docs[0].action, role).toBe('login')
    }
  })

  it('shows staff other than super_admin only their own account', async () => {
    const editor = await createStaff(server.payload, 'editor')
    const other = await createStaff(server.payload, 'operator')
    const token = await tokenFor(api, editor)
    const list = await api.get('/api/users?limit=100', jwt(token))
    expect(list.status).toBe(200)
    expect(ids(list.body)).toEqual([editor.user.id])
    expect(JSON.stringify(list.body)).not.toMatch(/"(hash|salt|password)"/)
    expect([403, 404]).toContain((await api.get(`/api/users/${other.user.id}`, jwt(token))).status)
  })
})

describe('PATCH, DELETE and POST /api/audit-logs', () => {
  it('lets nobody, not even super_admin, edit, delete or add an audit entry', async () => {
    const entry = await loginEntry()
    const callers: [string, { headers?: Record<string, string> }][] = [
      ['anonymous', {}],
      ['super_admin', jwt(tokens.super_admin)],
      ['admin', jwt(tokens.admin)],
    ]
    for (const [who, auth] of callers) {
      const patch = await api.patch(`/api/audit-logs/${entry.id}`, { ...auth, body: { action: 'logout', ip: '10.0.0.1', changes: { forged: true } } })
      expect([401, 403], `PATCH ${who}`).toContain(patch.status)
      const remove = await api.delete(`/api/audit-logs/${entry.id}`, auth)
      expect([401, 403], `DELETE ${who}`).toContain(remove.status)
      const bulkPatch = await api.patch(`/api/audit-logs?where[id][equals]=${entry.id}`, { ...auth, body: { ip: '10.0.0.2' } })
      expect([401, 403], `bulk PATCH ${who}`).toContain(bulkPatch.status)
      const bulkDelete = await api.delete(`/api/audit-logs?where[id][equals]=${entry.id}`, auth)
      expect([401, 403], `bulk DELETE ${who}`).toContain(bulkDelete.status)
      const create = await api.post('/api/audit-logs', { ...auth, body: { action: 'login', resource: 'users' } })
      expect([401, 403], `POST ${who}`).toContain(create.status)
    }
    const after = await server.payload.findByID({ collection: 'audit-logs', id: entry.id, overrideAccess: true, depth: 0 })
    expect(after).toMatchObject({ id: entry.id, action: 'login', resource: 'users', ip: '127.0.0.1', changes: entry.changes })
    expect(after.updatedAt).toBe((entry as unknown as { updatedAt: string }).updatedAt)
  })
})

describe('POST /api/users/login', () => {
  const restLogin = (body: unknown) => api.post('/api/users/login', { body })

  it('logs staff in with a token that works with the JWT scheme, audited as login', async () => {
    const staff = await createStaff(server.payload, 'editor')
    const response = await restLogin({ email: staff.email, password: staff.password })
    expect(response.status).toBe(200)
    expect(response.body.token).toEqual(expect.any(String))
    expect(JSON.stringify(response.body.user)).not.toMatch(/"(hash|salt|password)"/)
    const me = await api.get('/api/v1/admin/auth/me', { token: response.body.token })
    expect(me.body.data.id).toBe(staff.user.id)
    const entries = ((await auditEntries(server.payload, 'users', staff.user.id)) as Entry[]).filter((e) => e.action === 'login')
    expect(entries).toHaveLength(1)
    expect(entries[0].ip).toBe('127.0.0.1')
  })

  it('audits each failed attempt and locks the account for this IP after 5, even for the right password', async () => {
    const staff = await createStaff(server.payload, 'admin')
    const other = await createStaff(server.payload, 'admin')
    for (let attempt = 1; attempt <= 5; attempt++) {
      const failed = await restLogin({ email: staff.email, password: `wrong-${attempt}` })
      expect(failed.status, `attempt ${attempt}`).toBe(401)
      expect(failed.body?.token).toBeUndefined()
    }
    const failures = ((await auditEntries(server.payload, 'users', staff.user.id)) as Entry[]).filter((e) => e.action === 'login_failed')
    expect(failures).toHaveLength(5)
    expect(failures[0]).toMatchObject({ user: null, ip: '127.0.0.1', changes: { email: { old: null, new: staff.email } } })
    expect(JSON.stringify(failures)).not.toContain('wrong-1')

    const locked = await restLogin({ email: staff.email, password: staff.password })
    expect(locked.status).toBe(429)
    expect(locked.body).toEqual({ message: 'Too Many Attempts.' })
    const retryAfter = locked.headers.get('retry-after')
    expect(retryAfter).toMatch(/^\d+$/)
    expect(Number(retryAfter)).toBeGreaterThan(0)
    expect(Number(retryAfter)).toBeLessThanOrEqual(600)
    expect(locked.body?.token).toBeUndefined()
    // The lockout is per account and IP, and shared by every login route.
    expect((await api.post('/api/v1/admin/auth/login', { body: { email: staff.email, password: staff.password } })).status).toBe(429)
    expect((await restLogin({ email: other.email, password: other.password })).status).toBe(200)
  })

  it('accepts the admin UI form post (multipart with a _payload field) and locks it out the same way', async () => {
    const staff = await createStaff(server.payload, 'editor')
    const formLogin = (password: string) => {
      const form = new FormData()
      form.append('_payload', JSON.stringify({ email: staff.email, password }))
      return fetch(`${server.url}/api/users/login`, { method: 'POST', body: form })
    }
    expect((await formLogin(staff.password)).status).toBe(200)
    for (let attempt = 1; attempt <= 5; attempt++) expect((await formLogin(`bad-${attempt}`)).status).toBe(401)
    const failures = ((await auditEntries(server.payload, 'users', staff.user.id)) as Entry[]).filter((e) => e.action === 'login_failed')
    expect(failures).toHaveLength(5)
    expect((await formLogin(staff.password)).status).toBe(429)
  })

  it('counts failures from /api/v1 and /api/users/login together', async () => {
    const staff = await createStaff(server.payload, 'editor')
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect((await api.post('/api/v1/admin/auth/login', { body: { email: staff.email, password: `bad-${attempt}` } })).status).toBe(422)
    }
    for (let attempt = 4; attempt <= 5; attempt++) {
      expect((await restLogin({ email: staff.email, password: `bad-${attempt}` })).status).toBe(401)
    }
    expect((await restLogin({ email: staff.email, password: staff.password })).status).toBe(429)
  })
})

describe('PATCH /api/users/{id}', () => {
  it('does not let an operator change its own role, though it may edit its own name', async () => {
    const operator = await createStaff(server.payload, 'operator')
    const token = await tokenFor(api, operator)
    const response = await api.patch(`/api/users/${operator.user.id}`, { ...jwt(token), body: { name: 'Renamed operator', role: 'super_admin' } })
    expect(response.status).toBe(200)
    expect(response.body.doc).toMatchObject({ id: operator.user.id, name: 'Renamed operator', role: 'operator' })
    const stored = await server.payload.findByID({ collection: 'users', id: operator.user.id, overrideAccess: true, depth: 0 })
    expect(stored).toMatchObject({ name: 'Renamed operator', role: 'operator', status: '1' })
    expect((await api.get('/api/v1/admin/auth/me', { token })).body.data.role).toBe('operator')
    expect((await api.get('/api/audit-logs', jwt(token))).status).toBe(403)
  })

  it('does not let staff other than super_admin edit another account', async () => {
    const admin = await createStaff(server.payload, 'admin')
    const target = await createStaff(server.payload, 'editor')
    const token = await tokenFor(api, admin)
    const response = await api.patch(`/api/users/${target.user.id}`, { ...jwt(token), body: { name: 'Taken over', role: 'admin' } })
    expect([403, 404]).toContain(response.status)
    const stored = await server.payload.findByID({ collection: 'users', id: target.user.id, overrideAccess: true, depth: 0 })
    expect(stored).toMatchObject({ name: 'Test editor', role: 'editor' })
  })
})
