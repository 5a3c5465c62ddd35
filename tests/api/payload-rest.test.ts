import http from 'node:http'
import { describe, expect, inject, it } from 'vitest'
import {
  auditEntries,
  createLegalDocument,
  createPdf,
  createProgram,
  createStaff,
  ensureDocumentType,
  tokenFor,
} from '../factories.js'
import { adminQuery } from '../support/database.js'
import { files, form } from '../support/files.js'
import { expectTooManyAttempts } from '../support/http.js'
import { useStack } from '../support/stack.js'

/**
 * Payload's own REST API under /api must refuse what /api/v1 refuses (contract section 2): anonymous callers see only
 * what the public endpoints show, roles are the same, audit entries are immutable, lists are bounded, logins locked out.
 */
// The lockout is tested here per account; the per-IP limit across accounts in tests/resilience/login-abuse.test.ts.
const stack = useStack({ env: { LOGIN_MAX_FAILURES_PER_IP: '0' } })

/** Payload's own scheme; `{ token }` sends the same token as `Bearer`. */
const jwt = (token: string) => ({ headers: { authorization: `JWT ${token}` } })
const ids = (body: { docs?: { id: number }[] }) => (body.docs ?? []).map((doc) => doc.id).sort((a, b) => a - b)
const byIds = (...list: number[]) => list.map((id, index) => `where[id][in][${index}]=${id}`).join('&')
const countPrograms = async () => (await stack.payload.count({ collection: 'programs' })).totalDocs

const countActivePrograms = async () =>
  (await stack.payload.count({ collection: 'programs', where: { status: { equals: '1' } } })).totalDocs

/** Tops the active programs up to `wanted` (15 writes at a time), so a cap of 100 has something to cut. */
async function atLeastActivePrograms(wanted: number) {
  let missing = wanted - (await countActivePrograms())
  while (missing > 0) {
    await Promise.all(Array.from({ length: Math.min(15, missing) }, () => createProgram(stack.payload)))
    missing -= 15
  }
  const active = await countActivePrograms()
  expect(active).toBeGreaterThanOrEqual(wanted)
  return active
}

type Entry = Awaited<ReturnType<typeof auditEntries>>[number] & { id: number; resourceId: number | null }

/** A real audit entry, written the way the trail is written: by a login. */
async function loginEntry() {
  const staff = await createStaff(stack.payload, 'editor')
  await tokenFor(stack.api, staff)
  const [entry] = ((await auditEntries(stack.payload, 'users', staff.user.id)) as Entry[]).filter(
    (e) => e.action === 'login',
  )
  return entry
}

describe('GET /api/programs', () => {
  it('shows anonymous callers only active programs, whatever the where clause asks for', async () => {
    const active = await createProgram(stack.payload)
    const hidden = await createProgram(stack.payload, { status: '0' })
    const anonymous = await stack.api.get(`/api/programs?${byIds(active.id, hidden.id)}`)
    expect(anonymous.status).toBe(200)
    expect(ids(anonymous.body)).toEqual([active.id])
    expect(anonymous.body.docs.every((doc: { status: string }) => doc.status === '1')).toBe(true)

    const asking = await stack.api.get(`/api/programs?where[status][equals]=0&${byIds(hidden.id)}`)
    expect(asking.status).toBe(200)
    expect(asking.body.docs).toEqual([])

    // Control: the hidden program is there for a content role, through either token scheme.
    expect(
      ids((await stack.api.get(`/api/programs?${byIds(active.id, hidden.id)}`, jwt(stack.tokens.editor))).body),
    ).toEqual([active.id, hidden.id])
    expect(
      ids((await stack.api.get(`/api/programs?${byIds(active.id, hidden.id)}`, { token: stack.tokens.editor })).body),
    ).toEqual([active.id, hidden.id])
  })

  it('does not show a hidden program by id to anonymous callers', async () => {
    const hidden = await createProgram(stack.payload, { status: '0' })
    const response = await stack.api.get(`/api/programs/${hidden.id}`)
    expect([403, 404]).toContain(response.status)
    expect(response.body?.id).toBeUndefined()
    expect(response.text).not.toContain(hidden.slug)

    const active = await createProgram(stack.payload)
    const shown = await stack.api.get(`/api/programs/${active.id}`)
    expect(shown.status).toBe(200)
    expect(shown.body.id).toBe(active.id)
  })

  it('caps limit=0, limit=100000 and pagination=false at 100 documents', async () => {
    const active = await atLeastActivePrograms(105)

    for (const query of ['limit=0', 'limit=100000', 'limit=-1', 'limit=0&pagination=false']) {
      const response = await stack.api.get(`/api/programs?${query}`)
      expect(response.status, query).toBe(200)
      expect(response.body.docs, query).toHaveLength(100)
      expect(response.body.totalDocs, query).toBe(active)
    }
    const unpaginated = await stack.api.get('/api/programs?pagination=false')
    expect(unpaginated.status).toBe(200)
    expect(unpaginated.body.docs.length).toBeGreaterThan(0)
    expect(unpaginated.body.docs.length).toBeLessThanOrEqual(100)
    expect(unpaginated.body.totalDocs).toBe(active)
    // Staff tokens get no bigger pages.
    expect((await stack.api.get('/api/programs?limit=0', jwt(stack.tokens.editor))).body.docs).toHaveLength(100)
  })

  it('caps a limit written in bracket (array) notation too', async () => {
    await atLeastActivePrograms(105)
    // Payload's query parser turns `limit[]=0` into ['0'] and then into the number 0: the same dump as limit=0.
    for (const query of ['limit[]=0', 'limit[0]=100000']) {
      const response = await stack.api.get(`/api/programs?${query}`)
      expect.soft(response.status, query).toBe(200)
      expect.soft(response.body?.docs?.length, query).toBeLessThanOrEqual(100)
    }
  })

  it('reads a repeated key as its first value (Payload would get a list it cannot read: a 500 found by fuzzing)', async () => {
    for (const query of [
      'limit=1&limit=',
      'limit=2&limit=3',
      'page=1&page=2',
      'depth=0&depth=1',
      'sort=id&sort=-id',
      'locale=ru&locale=en',
      'draft=false&draft=true',
    ]) {
      const response = await stack.api.get(`/api/programs?${query}`)
      expect.soft(response.status, query).toBe(200)
    }
    expect((await stack.api.get('/api/programs?limit=2&limit=3')).body.docs.length).toBeLessThanOrEqual(2)
  })

  it('does not show program versions (hidden drafts included) to anonymous callers or operators', async () => {
    const hidden = await createProgram(stack.payload, { status: '0' })
    for (const auth of [{}, jwt(stack.tokens.operator)]) {
      const response = await stack.api.get(`/api/programs/versions?where[parent][equals]=${hidden.id}`, auth)
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
    const anonymous = await stack.api.post('/api/programs', { body: body() })
    expect([401, 403]).toContain(anonymous.status)
    expect(anonymous.body?.doc).toBeUndefined()
    const operator = await stack.api.post('/api/programs', { ...jwt(stack.tokens.operator), body: body() })
    expect(operator.status).toBe(403)
    expect(operator.body?.doc).toBeUndefined()
    expect((await stack.api.post('/api/programs', { token: stack.tokens.operator, body: body() })).status).toBe(403)
    expect(await countPrograms()).toBe(before)
  })

  it('lets an editor create a program and records one created audit entry by the editor', async () => {
    const editor = await createStaff(stack.payload, 'editor')
    const token = await tokenFor(stack.api, editor)
    const data = body()
    const response = await stack.api.post('/api/programs', { ...jwt(token), body: data })
    expect(response.status).toBe(201)
    expect(response.body.doc).toMatchObject({
      slug: data.slug,
      sector: 'wheat',
      kind: 'leasing',
      status: '1',
      title: data.title,
    })
    const entries = (await auditEntries(stack.payload, 'programs', response.body.doc.id)) as Entry[]
    expect(entries.map((entry) => entry.action)).toEqual(['created'])
    expect((entries[0].user as { id: number }).id).toBe(editor.user.id)
    expect(entries[0].ip).toBe('127.0.0.1')
  })
})

describe('GET /api/audit-logs and /api/users', () => {
  it('refuses anonymous callers with no documents', async () => {
    const entry = await loginEntry()
    const staff = await createStaff(stack.payload, 'super_admin')
    for (const path of [
      '/api/audit-logs',
      `/api/audit-logs/${entry.id}`,
      '/api/users',
      `/api/users/${staff.user.id}`,
    ]) {
      const response = await stack.api.get(path)
      expect([401, 403, 404], path).toContain(response.status)
      expect(response.body?.docs, path).toBeUndefined()
      expect(response.body?.id, path).toBeUndefined()
      expect(response.text, path).not.toContain(staff.email)
    }
  })

  it('lets super_admin and admin read the audit trail, and refuses editors and operators', async () => {
    const entry = await loginEntry()
    for (const role of ['editor', 'operator'] as const) {
      const list = await stack.api.get('/api/audit-logs', jwt(stack.tokens[role]))
      expect(list.status, role).toBe(403)
      expect(list.body?.docs, role).toBeUndefined()
      expect((await stack.api.get(`/api/audit-logs/${entry.id}`, jwt(stack.tokens[role]))).status, role).toBe(403)
    }
    for (const role of ['super_admin', 'admin'] as const) {
      const list = await stack.api.get(`/api/audit-logs?where[id][equals]=${entry.id}`, jwt(stack.tokens[role]))
      expect(list.status, role).toBe(200)
      expect(ids(list.body), role).toEqual([entry.id])
      expect(list.body.docs[0].action, role).toBe('login')
    }
  })

  it('shows staff other than super_admin only their own account', async () => {
    const editor = await createStaff(stack.payload, 'editor')
    const other = await createStaff(stack.payload, 'operator')
    const token = await tokenFor(stack.api, editor)
    const list = await stack.api.get('/api/users?limit=100', jwt(token))
    expect(list.status).toBe(200)
    expect(ids(list.body)).toEqual([editor.user.id])
    expect(JSON.stringify(list.body)).not.toMatch(/"(hash|salt|password)"/)
    expect([403, 404]).toContain((await stack.api.get(`/api/users/${other.user.id}`, jwt(token))).status)
  })
})

describe('PATCH, DELETE and POST /api/audit-logs', () => {
  it('lets nobody, not even super_admin, edit, delete or add an audit entry', async () => {
    const entry = await loginEntry()
    const callers: [string, { headers?: Record<string, string> }][] = [
      ['anonymous', {}],
      ['super_admin', jwt(stack.tokens.super_admin)],
      ['admin', jwt(stack.tokens.admin)],
    ]
    for (const [who, auth] of callers) {
      const patch = await stack.api.patch(`/api/audit-logs/${entry.id}`, {
        ...auth,
        body: { action: 'logout', ip: '10.0.0.1', changes: { forged: true } },
      })
      expect([401, 403], `PATCH ${who}`).toContain(patch.status)
      const remove = await stack.api.delete(`/api/audit-logs/${entry.id}`, auth)
      expect([401, 403], `DELETE ${who}`).toContain(remove.status)
      const bulkPatch = await stack.api.patch(`/api/audit-logs?where[id][equals]=${entry.id}`, {
        ...auth,
        body: { ip: '10.0.0.2' },
      })
      expect([401, 403], `bulk PATCH ${who}`).toContain(bulkPatch.status)
      const bulkDelete = await stack.api.delete(`/api/audit-logs?where[id][equals]=${entry.id}`, auth)
      expect([401, 403], `bulk DELETE ${who}`).toContain(bulkDelete.status)
      const create = await stack.api.post('/api/audit-logs', { ...auth, body: { action: 'login', resource: 'users' } })
      expect([401, 403], `POST ${who}`).toContain(create.status)
    }
    const after = await stack.payload.findByID({
      collection: 'audit-logs',
      id: entry.id,
      overrideAccess: true,
      depth: 0,
    })
    expect(after).toMatchObject({
      id: entry.id,
      action: 'login',
      resource: 'users',
      ip: '127.0.0.1',
      changes: entry.changes,
    })
    expect(after.updatedAt).toBe((entry as unknown as { updatedAt: string }).updatedAt)
  })
})

describe('POST /api/users/login', () => {
  const restLogin = (body: unknown) => stack.api.post('/api/users/login', { body })

  it('logs staff in with a token that works with the JWT scheme, audited as login', async () => {
    const staff = await createStaff(stack.payload, 'editor')
    const response = await restLogin({ email: staff.email, password: staff.password })
    expect(response.status).toBe(200)
    expect(response.body.token).toEqual(expect.any(String))
    expect(JSON.stringify(response.body.user)).not.toMatch(/"(hash|salt|password)"/)
    const me = await stack.api.get('/api/v1/admin/auth/me', { token: response.body.token })
    expect(me.body.data.id).toBe(staff.user.id)
    const entries = ((await auditEntries(stack.payload, 'users', staff.user.id)) as Entry[]).filter(
      (e) => e.action === 'login',
    )
    expect(entries).toHaveLength(1)
    expect(entries[0].ip).toBe('127.0.0.1')
  })

  it('audits each failed attempt and locks the account for this IP after 5, even for the right password', async () => {
    const staff = await createStaff(stack.payload, 'admin')
    const other = await createStaff(stack.payload, 'admin')
    for (let attempt = 1; attempt <= 5; attempt++) {
      const failed = await restLogin({ email: staff.email, password: `wrong-${attempt}` })
      expect(failed.status, `attempt ${attempt}`).toBe(401)
      expect(failed.body?.token).toBeUndefined()
    }
    const failures = ((await auditEntries(stack.payload, 'users', staff.user.id)) as Entry[]).filter(
      (e) => e.action === 'login_failed',
    )
    expect(failures).toHaveLength(5)
    expect(failures[0]).toMatchObject({
      user: null,
      ip: '127.0.0.1',
      changes: { email: { old: null, new: staff.email } },
    })
    expect(JSON.stringify(failures)).not.toContain('wrong-1')

    const locked = await restLogin({ email: staff.email, password: staff.password })
    expectTooManyAttempts(locked, 600)
    expect(locked.body?.token).toBeUndefined()
    // The lockout is per account and IP, and shared by every login route.
    expect(
      (await stack.api.post('/api/v1/admin/auth/login', { body: { email: staff.email, password: staff.password } }))
        .status,
    ).toBe(429)
    expect((await restLogin({ email: other.email, password: other.password })).status).toBe(200)
  })

  it('accepts the admin UI form post (multipart with a _payload field) and locks it out the same way', async () => {
    const staff = await createStaff(stack.payload, 'editor')
    const formLogin = (password: string) => {
      const form = new FormData()
      form.append('_payload', JSON.stringify({ email: staff.email, password }))
      return fetch(`${stack.url}/api/users/login`, { method: 'POST', body: form })
    }
    expect((await formLogin(staff.password)).status).toBe(200)
    for (let attempt = 1; attempt <= 5; attempt++) expect((await formLogin(`bad-${attempt}`)).status).toBe(401)
    const failures = ((await auditEntries(stack.payload, 'users', staff.user.id)) as Entry[]).filter(
      (e) => e.action === 'login_failed',
    )
    expect(failures).toHaveLength(5)
    expect((await formLogin(staff.password)).status).toBe(429)
  })

  it('counts failures from /api/v1 and /api/users/login together', async () => {
    const staff = await createStaff(stack.payload, 'editor')
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(
        (await stack.api.post('/api/v1/admin/auth/login', { body: { email: staff.email, password: `bad-${attempt}` } }))
          .status,
      ).toBe(422)
    }
    for (let attempt = 4; attempt <= 5; attempt++) {
      expect((await restLogin({ email: staff.email, password: `bad-${attempt}` })).status).toBe(401)
    }
    expect((await restLogin({ email: staff.email, password: staff.password })).status).toBe(429)
  })
})

describe('PATCH /api/users/{id}', () => {
  it('does not let an operator change its own role, though it may edit its own name', async () => {
    const operator = await createStaff(stack.payload, 'operator')
    const token = await tokenFor(stack.api, operator)
    const response = await stack.api.patch(`/api/users/${operator.user.id}`, {
      ...jwt(token),
      body: { name: 'Renamed operator', role: 'super_admin' },
    })
    expect(response.status).toBe(200)
    expect(response.body.doc).toMatchObject({ id: operator.user.id, name: 'Renamed operator', role: 'operator' })
    const stored = await stack.payload.findByID({
      collection: 'users',
      id: operator.user.id,
      overrideAccess: true,
      depth: 0,
    })
    expect(stored).toMatchObject({ name: 'Renamed operator', role: 'operator', status: '1' })
    expect((await stack.api.get('/api/v1/admin/auth/me', { token })).body.data.role).toBe('operator')
    expect((await stack.api.get('/api/audit-logs', jwt(token))).status).toBe(403)
  })

  it('does not let staff other than super_admin edit another account', async () => {
    const admin = await createStaff(stack.payload, 'admin')
    const target = await createStaff(stack.payload, 'editor')
    const token = await tokenFor(stack.api, admin)
    const response = await stack.api.patch(`/api/users/${target.user.id}`, {
      ...jwt(token),
      body: { name: 'Taken over', role: 'admin' },
    })
    expect([403, 404]).toContain(response.status)
    const stored = await stack.payload.findByID({
      collection: 'users',
      id: target.user.id,
      overrideAccess: true,
      depth: 0,
    })
    expect(stored).toMatchObject({ name: 'Test editor', role: 'editor' })
  })
})

describe('X-Payload-HTTP-Method-Override: GET', () => {
  const override = (path: string, body: string, headers: Record<string, string> = {}) =>
    stack.api.post(path, {
      raw: body,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-payload-http-method-override': 'GET',
        ...headers,
      },
    })

  it('is the GET it stands for, capped the same: pagination=false and limit=0 give 100 documents', async () => {
    const active = await atLeastActivePrograms(105)
    for (const body of ['pagination=false', 'pagination=false&limit=0', 'limit=100000', 'limit%5B%5D=0']) {
      const response = await override('/api/programs', body)
      expect(response.status, body).toBe(200)
      expect(response.body.docs.length, body).toBeLessThanOrEqual(100)
      expect(response.body.totalDocs, body).toBe(active)
    }
    const staff = await override('/api/programs', 'pagination=false', { authorization: `JWT ${stack.tokens.editor}` })
    expect(staff.body.docs.length).toBeLessThanOrEqual(100)
  })

  it('answers the admin UI relation picker’s query (depth, draft, select, sort, where in brackets)', async () => {
    const program = await createProgram(stack.payload)
    const other = await createProgram(stack.payload)
    const query = new URLSearchParams({
      depth: '0',
      draft: 'true',
      limit: '10',
      locale: 'uz',
      page: '1',
      'select[title]': 'true',
      sort: 'sortOrder',
      'where[and][0][id][not_in][0]': String(other.id),
      'where[and][1][title][like]': (program as unknown as { title: { uz: string } }).title.uz,
    })
    const response = await override('/api/programs', query.toString(), { authorization: `JWT ${stack.tokens.editor}` })
    expect(response.status).toBe(200)
    expect(ids(response.body)).toEqual([program.id])
    const loaded = await override(
      '/api/programs',
      `depth=0&limit=2&where[id][in][0]=${program.id}&where[id][in][1]=${other.id}`,
      { authorization: `JWT ${stack.tokens.editor}` },
    )
    expect(ids(loaded.body)).toEqual([program.id, other.id].sort((a, b) => a - b))
  })

  it('gets the checks of a GET: a bad where is a 400, and a JSON body is refused', async () => {
    expect((await override('/api/programs', 'where%5Bstatus%5D%5Bequals%5D%5B0%5D=0')).status).toBe(400)
    const json = await stack.api.post('/api/programs', {
      body: { where: { status: { equals: '0' } } },
      headers: { 'x-http-method-override': 'GET' },
    })
    expect(json.status).toBe(400)
  })
})

describe('hostile queries and paths', () => {
  const cases: [string, 'anonymous' | 'editor' | 'super_admin', number][] = [
    ['/api/programs?where[status][equals][0]=0', 'anonymous', 400],
    ['/api/programs?where[legalDocument.body][like]=x', 'editor', 400],
    ['/api/programs?where[legalDocument.body][like]=x', 'anonymous', 400],
    ['/api/users/access', 'super_admin', 404],
    ['/api/users/access', 'anonymous', 404],
    ['/api/programs/abc', 'anonymous', 404],
    ['/api/programs/0', 'editor', 404],
    ['/api/programs/99999999999', 'anonymous', 404],
    ['/api/programs/%zz', 'anonymous', 404],
    ['/api/programs/versions/abc', 'editor', 404],
    ['/api/globals/citizen-reception/versions/x', 'editor', 404],
    ['/api/programs?page=-1', 'anonymous', 400],
    ['/api/programs?page=abc', 'editor', 400],
    ['/api/programs?where[id][in]=1,abc', 'anonymous', 400],
    ['/api/programs?where[id][equals]=2147483648', 'anonymous', 400],
    ['/api/programs?where[status][near]=1,2', 'anonymous', 400],
    ['/api/programs?where[status][equals]=7', 'anonymous', 400],
    ['/api/programs?where[status][greater_than]=0', 'editor', 400],
    ['/api/programs?where[legalDocument][equals]=abc', 'anonymous', 400],
    ['/api/programs?where[body][like]=x', 'anonymous', 400],
    ['/api/programs?where[sortOrder][equals]=abc', 'editor', 400],
    ['/api/programs?where[createdAt][greater_than]=not-a-date', 'editor', 400],
    ['/api/programs?where[title][equals]=a%00b', 'anonymous', 400],
    ['/api/programs?where[nothing][equals]=1', 'anonymous', 400],
    ['/api/programs?where[and][0][or][0][and][0][or][0][and][0][or][0][and][0][status][equals]=1', 'anonymous', 400],
    ['/api/programs?sort=body', 'anonymous', 400],
    ['/api/programs?sort=-', 'anonymous', 400],
    ['/api/users?where[hash][exists]=true', 'super_admin', 400],
    ['/api/users?where[sessions.id][exists]=true', 'super_admin', 400],
    // Shapes the admin UI sends: answered.
    ['/api/programs?where[or][0][and][0][title][like]=Dastur&sort=-createdAt&depth=0&locale=all', 'editor', 200],
    ['/api/programs?where[programSector][exists]=false&where[status][in]=0,1', 'editor', 200],
    ['/api/programs?where[legalDocument.title][like]=Qaror', 'editor', 200],
    ['/api/programs?where[createdAt][less_than_equal]=2099-01-01T00:00:00.000Z&sort=title', 'anonymous', 200],
    [
      '/api/payload-locked-documents?where[document.relationTo][equals]=programs&where[document.value][equals]=1',
      'editor',
      200,
    ],
    ['/api/payload-locked-documents?where[globalSlug][equals]=citizen-reception', 'editor', 200],
    ['/api/audit-logs?where[user][equals]=1&where[action][in][0]=login&sort=-createdAt', 'super_admin', 200],
    ['/api/programs/versions?where[parent][equals]=1&sort=-updatedAt', 'editor', 200],
    ['/api/programs?depth=abc&locale=xx&fallback-locale=yy&draft=maybe', 'anonymous', 200],
  ]

  it.each(cases)('%s as %s answers %i', async (path, caller, status) => {
    const response = await stack.api.get(path, caller === 'anonymous' ? {} : jwt(stack.tokens[caller]))
    expect(response.status, response.text.slice(0, 300)).toBe(status)
    if (status === 400 || status === 404)
      expect(response.body?.message ?? response.body?.errors?.[0]?.message).toEqual(expect.any(String))
  })

  it('searches a select field by its codes and labels (PostgreSQL cannot search an enum as text)', async () => {
    const leasing = await createProgram(stack.payload, { kind: 'leasing' })
    const credit = await createProgram(stack.payload, { kind: 'credit' })
    const search = async (query: string) =>
      ids(
        (await stack.api.get(`/api/programs?${query}&${byIds(leasing.id, credit.id)}`, jwt(stack.tokens.editor))).body,
      )
    expect(await search('where[kind][like]=leas')).toEqual([leasing.id])
    expect(await search(`where[kind][contains]=${encodeURIComponent('Лизинг')}`)).toEqual([leasing.id])
    expect(await search('where[kind][not_like]=leas')).toEqual([credit.id])
    expect(await search('where[kind][like]=zzz')).toEqual([])
    expect(await search('where[or][0][kind][like]=zzz&where[or][1][slug][like]=program')).toEqual([
      leasing.id,
      credit.id,
    ])
  })

  it('hides no existing record: the legal basis of a program is found through a relation path by staff only', async () => {
    const legal = await createLegalDocument(stack.payload)
    const program = await createProgram(stack.payload, { legalDocument: legal.id })
    const number = (legal as { number: string }).number
    const staff = await stack.api.get(
      `/api/programs?where[legalDocument.number][equals]=${number}`,
      jwt(stack.tokens.editor),
    )
    expect(ids(staff.body)).toEqual([program.id])
  })
})

describe('relations to hidden records, for anonymous callers', () => {
  it('read as null at any depth, in one record and in lists, while staff see them', async () => {
    const hiddenLegal = await createLegalDocument(stack.payload, { status: '0' })
    const hiddenType = await ensureDocumentType(stack.payload, 'secret-type', { status: '0' })
    const shownLegal = await createLegalDocument(stack.payload, { docType: 'secret-type' })
    const typeOf = (
      await stack.payload.findByID({ collection: 'legal-documents', id: shownLegal.id, depth: 0, overrideAccess: true })
    ).documentType
    expect(typeOf).toBe(hiddenType.id)
    const toHidden = await createProgram(stack.payload, { legalDocument: hiddenLegal.id })
    const toShown = await createProgram(stack.payload, { legalDocument: shownLegal.id })

    for (const depth of [0, 1, 2, 3]) {
      const one = await stack.api.get(`/api/programs/${toHidden.id}?depth=${depth}`)
      expect(one.status).toBe(200)
      expect(one.body.legalDocument, `depth ${depth}`).toBeNull()
      expect(one.text).not.toContain(`"legalDocument":${hiddenLegal.id}`)
      const nested = await stack.api.get(`/api/programs/${toShown.id}?depth=${depth}`)
      const legal = nested.body.legalDocument
      if (depth === 0) expect(legal).toBe(shownLegal.id)
      else expect(legal, `depth ${depth}`).toMatchObject({ id: shownLegal.id, documentType: null })
    }
    const list = await stack.api.get(`/api/programs?${byIds(toHidden.id, toShown.id)}&depth=0`)
    expect(
      Object.fromEntries(
        list.body.docs.map((doc: { id: number; legalDocument: unknown }) => [doc.id, doc.legalDocument]),
      ),
    ).toEqual({
      [toHidden.id]: null,
      [toShown.id]: shownLegal.id,
    })
    expect((await stack.api.get(`/api/legal-documents/${shownLegal.id}?depth=0`)).body.documentType).toBeNull()
    const override = await stack.api.post('/api/programs', {
      raw: `depth=0&where[id][equals]=${toHidden.id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-payload-http-method-override': 'GET' },
    })
    expect(override.body.docs[0].legalDocument).toBeNull()

    const staff = await stack.api.get(`/api/programs/${toHidden.id}?depth=0`, jwt(stack.tokens.editor))
    expect(staff.body.legalDocument).toBe(hiddenLegal.id)
    expect(
      (await stack.api.get(`/api/legal-documents/${shownLegal.id}?depth=0`, jwt(stack.tokens.editor))).body
        .documentType,
    ).toBe(hiddenType.id)
  })
})

describe('bodies from anonymous callers', () => {
  it('a large multipart upload to /api/media is refused before it is read', async () => {
    const url = new URL(`${stack.url}/api/media`)
    const declared = 200 * 1024 * 1024
    const started = Date.now()
    const answer = await new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
      let sent = 0
      const request = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: { 'content-type': 'multipart/form-data; boundary=zz', 'content-length': declared },
        },
        (response) => {
          let body = ''
          response.on('data', (chunk: Buffer) => (body += chunk.toString()))
          response.on('end', () => {
            resolve({ status: response.statusCode ?? 0, body, sent })
            request.destroy()
          })
        },
      )
      request.on('error', (error) => (sent > 0 ? undefined : reject(error)))
      const chunk = Buffer.alloc(64 * 1024, 0x61)
      request.write('--zz\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\n\r\n')
      // A little of the body, then nothing: an answer can only come from a server that did not wait for the rest.
      for (let index = 0; index < 4; index++) {
        request.write(chunk)
        sent += chunk.length
      }
    })
    console.log(
      `anonymous 200 MB multipart to /api/media: ${answer.status} after ${Date.now() - started} ms and ${answer.sent} bytes sent`,
    )
    expect(answer.status).toBe(401)
    expect(JSON.parse(answer.body)).toEqual({ message: 'Unauthenticated.' })
    expect(
      await stack.payload.count({ collection: 'media' }).then((result) => result.totalDocs),
    ).toBeGreaterThanOrEqual(0)
  })

  it('a JSON body over 1 MB is 413, and staff uploads still go through', async () => {
    const big = await stack.api.post('/api/programs', { raw: JSON.stringify({ title: 'x'.repeat(1_200_000) }) })
    expect(big.status).toBe(413)
    const upload = await fetch(`${stack.url}/api/media`, {
      method: 'POST',
      headers: { authorization: `JWT ${stack.tokens.editor}` },
      body: form({ _payload: JSON.stringify({}) }, [
        { field: 'file', name: 'rest-upload.pdf', data: files.pdf(), type: 'application/pdf' },
      ]),
    })
    expect(upload.status).toBe(201)
    const anonymous = await fetch(`${stack.url}/api/media`, {
      method: 'POST',
      body: form({}, [{ field: 'file', name: 'a.pdf', data: files.pdf() }]),
    })
    expect(anonymous.status).toBe(401)
    expect((await createPdf(stack.payload)).id).toEqual(expect.any(Number))
  })
})

describe('own account: email and role', () => {
  it('no staff member changes their own email or role; a super_admin changes another account’s', async () => {
    for (const role of ['operator', 'editor', 'admin', 'super_admin'] as const) {
      const staff = await createStaff(stack.payload, role)
      const token = await tokenFor(stack.api, staff)
      const response = await stack.api.patch(`/api/users/${staff.user.id}`, {
        ...jwt(token),
        body: { email: `taken-${role}-${Date.now()}@example.com`, role: 'super_admin', name: `Renamed ${role}` },
      })
      expect(response.status, role).toBe(200)
      const stored = await stack.payload.findByID({
        collection: 'users',
        id: staff.user.id,
        overrideAccess: true,
        depth: 0,
      })
      expect(stored, role).toMatchObject({ email: staff.email, role, name: `Renamed ${role}` })
      // The same through the admin UI's form post.
      const formPost = await fetch(`${stack.url}/api/users/${staff.user.id}`, {
        method: 'PATCH',
        headers: { authorization: `JWT ${token}` },
        body: form({ _payload: JSON.stringify({ email: `form-${role}-${Date.now()}@example.com` }) }),
      })
      expect(formPost.status, role).toBe(200)
      expect(
        (await stack.payload.findByID({ collection: 'users', id: staff.user.id, overrideAccess: true, depth: 0 }))
          .email,
      ).toBe(staff.email)
    }
    const target = await createStaff(stack.payload, 'editor')
    const moved = `moved-${Date.now()}@example.com`
    const changed = await stack.api.patch(`/api/users/${target.user.id}`, {
      ...jwt(stack.tokens.super_admin),
      body: { email: moved, role: 'admin' },
    })
    expect(changed.status).toBe(200)
    expect(
      await stack.payload.findByID({ collection: 'users', id: target.user.id, overrideAccess: true, depth: 0 }),
    ).toMatchObject({ email: moved, role: 'admin' })
  })
})

describe('locks and preferences', () => {
  const lockBody = (program: { id: number }, userId: number) => ({
    document: { relationTo: 'programs', value: program.id },
    user: { relationTo: 'users', value: userId },
  })

  it('a lock only for a record the caller may edit, held by the caller', async () => {
    const program = await createProgram(stack.payload)
    const operator = await createStaff(stack.payload, 'operator')
    const operatorToken = await tokenFor(stack.api, operator)
    const editor = await createStaff(stack.payload, 'editor')
    const editorToken = await tokenFor(stack.api, editor)
    const before = (
      await stack.payload.count({ collection: 'payload-locked-documents' as never, overrideAccess: true })
    ).totalDocs

    expect(
      (
        await stack.api.post('/api/payload-locked-documents', {
          ...jwt(operatorToken),
          body: lockBody(program, operator.user.id),
        })
      ).status,
    ).toBe(403)
    expect(
      (
        await stack.api.post('/api/payload-locked-documents', {
          ...jwt(operatorToken),
          body: { globalSlug: 'citizen-reception', user: operator.user.id },
        })
      ).status,
    ).toBe(403)
    // Nobody locks in someone else's name.
    expect(
      (
        await stack.api.post('/api/payload-locked-documents', {
          ...jwt(editorToken),
          body: lockBody(program, operator.user.id),
        })
      ).status,
    ).toBe(403)
    expect(
      (await stack.payload.count({ collection: 'payload-locked-documents' as never, overrideAccess: true })).totalDocs,
    ).toBe(before)

    const created = await stack.api.post('/api/payload-locked-documents', {
      ...jwt(editorToken),
      body: lockBody(program, editor.user.id),
    })
    expect(created.status).toBe(201)
    const lockId = created.body.doc.id
    // The admin UI's reads and take-over: a lock's list for a record, and PATCH of its holder.
    const listed = await stack.api.get(
      `/api/payload-locked-documents?where[document.relationTo][equals]=programs&where[document.value][equals]=${program.id}`,
      jwt(editorToken),
    )
    expect(ids(listed.body)).toEqual([lockId])
    expect(
      (
        await stack.api.patch(`/api/payload-locked-documents/${lockId}`, {
          ...jwt(operatorToken),
          body: { user: { relationTo: 'users', value: operator.user.id } },
        })
      ).status,
    ).toBe(403)
    expect((await stack.api.delete(`/api/payload-locked-documents/${lockId}`, jwt(operatorToken))).status).toBe(403)
    expect(
      (
        await stack.api.patch(`/api/payload-locked-documents?where[id][equals]=${lockId}`, {
          ...jwt(editorToken),
          body: { user: editor.user.id },
        })
      ).status,
    ).toBe(403)
    expect(
      (
        await stack.api.patch(`/api/payload-locked-documents/${lockId}`, {
          ...jwt(stack.tokens.admin),
          body: {
            user: {
              relationTo: 'users',
              value: (
                await stack.payload.find({
                  collection: 'users',
                  where: { role: { equals: 'admin' } },
                  limit: 1,
                  overrideAccess: true,
                })
              ).docs[0].id,
            },
          },
        })
      ).status,
    ).toBeLessThan(500)
    expect((await stack.api.delete(`/api/payload-locked-documents/${lockId}`, jwt(editorToken))).status).toBe(200)
  })

  it('preferences only under the admin UI’s keys, for what the caller may reach', async () => {
    const program = await createProgram(stack.payload)
    const operator = await createStaff(stack.payload, 'operator')
    const operatorToken = await tokenFor(stack.api, operator)
    const save = (token: string, key: string) =>
      stack.api.post(`/api/payload-preferences/${key}`, { ...jwt(token), body: { value: { columns: [] } } })

    for (const key of ['nav', 'locale', 'collection-programs', `collection-users-${operator.user.id}`])
      expect((await save(operatorToken, key)).status, key).toBe(200)
    for (const key of [
      'collection-audit-logs',
      `collection-programs-${program.id}`,
      'global-citizen-reception',
      'anything-at-all',
      `collection-users-${program.id + 100000}`,
    ]) {
      expect((await save(operatorToken, key)).status, key).toBe(403)
    }
    for (const key of ['collection-programs', `collection-programs-${program.id}`, 'global-citizen-reception', 'nav'])
      expect((await save(stack.tokens.editor, key)).status, key).toBe(200)
    expect((await save(stack.tokens.admin, 'collection-audit-logs')).status).toBe(200)
    expect(
      (await stack.api.post('/api/payload-preferences', { ...jwt(operatorToken), body: { key: 'junk', value: {} } }))
        .status,
    ).toBe(403)
    expect((await stack.api.get('/api/payload-preferences/nav', jwt(operatorToken))).status).toBe(200)
    expect((await stack.api.delete('/api/payload-preferences/nav', jwt(operatorToken))).status).toBe(200)
  })
})

describe('embedded staff accounts', () => {
  it('carry no sessions, hash, salt or tokens: audit entries at depth 1 and 2, /users/me, /users/{id}', async () => {
    const admin = await createStaff(stack.payload, 'admin')
    const token = await tokenFor(stack.api, admin)
    const secret = /"(sessions|hash|salt|resetPasswordToken|password|_verificationToken|apiKey)"/
    for (const depth of [1, 2]) {
      const entries = await stack.api.get(
        `/api/audit-logs?where[user][equals]=${admin.user.id}&depth=${depth}`,
        jwt(token),
      )
      expect(entries.status).toBe(200)
      expect(entries.body.docs.length).toBeGreaterThan(0)
      expect(entries.body.docs[0].user).toMatchObject({ id: admin.user.id, email: admin.email })
      expect(entries.text).not.toMatch(secret)
    }
    for (const path of ['/api/users/me', `/api/users/${admin.user.id}`, '/api/users']) {
      const response = await stack.api.get(path, jwt(token))
      expect(response.status, path).toBe(200)
      expect(response.text, path).not.toMatch(secret)
    }
    // The token check still sees the sessions it needs.
    expect((await stack.api.get('/api/v1/admin/auth/me', { token })).status).toBe(200)
  })
})

describe('while the database is down', () => {
  it("Payload's 500s answer 503 Service Unavailable with Retry-After, and it recovers", async () => {
    const adminUrl = inject('adminDatabaseUrl')
    const database = new URL(stack.server.databaseUrl).pathname.slice(1)
    await adminQuery(adminUrl, `alter database ${database} with allow_connections false`)
    try {
      await adminQuery(adminUrl, `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${database}'`)
      const statuses: number[] = []
      for (let attempt = 0; attempt < 3; attempt++) {
        const response = await stack.api.get('/api/programs')
        statuses.push(response.status)
        if (attempt === 2) {
          expect(response.status).toBe(503)
          expect(response.body).toEqual({ message: 'Service Unavailable.' })
          expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
        }
      }
      const staff = await stack.api.get('/api/programs', jwt(stack.tokens.editor))
      console.log(`database down: anonymous ${statuses.join(' ')}, staff ${staff.status}`)
      expect(staff.status).toBe(503)
    } finally {
      await adminQuery(adminUrl, `alter database ${database} with allow_connections true`)
    }
    await expect
      .poll(async () => (await stack.api.get('/api/programs')).status, { timeout: 10_000, interval: 200 })
      .toBe(200)
  })
})
