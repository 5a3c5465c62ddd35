import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'
import type { Role } from '../../src/access/roles.js'
import { createStaff, tokenFor, uniqueTag } from '../factories.js'
import type { ApiResponse } from '../support/http.js'
import { useStack } from '../support/stack.js'
import { describeStandardCases } from '../support/standardCases.js'

const stack = useStack()

type Overrides = Record<string, unknown>

/**
 * An entry written straight into the trail, as the audit hooks write one (a system call: nobody may create entries
 * through an interface), about a resource of its own so a test lists only its entries; `createdAt` sets its time.
 */
const createAuditEntry = (payload: Payload, overrides: Overrides = {}) =>
  payload.create({
    collection: 'audit-logs',
    data: { action: 'updated', resource: `probe-${uniqueTag()}`, resourceId: 1, changes: {}, ...overrides } as never,
    overrideAccess: true,
    depth: 0,
  })

describeStandardCases(stack, { tag: 'audit-logs', factory: createAuditEntry })

const AUDIT = '/api/v1/admin/audit-logs'
const RECORD_KEYS = ['id', 'user', 'action', 'resource', 'resource_id', 'changes', 'ip', 'user_agent', 'created_at']
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/

const list = (query: string, token: string = stack.tokens.admin) => stack.api.get(`${AUDIT}?${query}`, { token })
const idsOf = (response: ApiResponse) => response.body.data.map((entry: { id: number }) => entry.id)
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b)

/** A probe resource with entries made in this order (ids ascending), each with its own overrides. */
async function probeEntries(...overrides: Overrides[]) {
  const resource = `probe-${uniqueTag()}`
  const ids: number[] = []
  for (const item of overrides) ids.push((await createAuditEntry(stack.payload, { resource, ...item })).id)
  return { resource, ids }
}

/** A staff member of their own, logged in over HTTP (the login is audited too). */
async function freshStaff(role: Role = 'editor') {
  const staff = await createStaff(stack.payload, role, { name: `Auditee ${uniqueTag()}` })
  return { ...staff, token: await tokenFor(stack.api, staff) }
}

const programBody = () => ({
  slug: `audited-${uniqueTag()}`,
  sector: 'wheat',
  kind: 'leasing',
  title: { uz: 'Bug‘doy lizingi', ru: 'Лизинг пшеницы' },
})

describe('GET /api/v1/admin/audit-logs', () => {
  it('shows the entries of writes made over /api/v1, each exactly as contract section 3 writes it', async () => {
    const editor = await freshStaff('editor')
    const headers = { 'user-agent': 'audit-test-agent/1.0' }
    const before = Date.now()
    const created = await stack.api.post('/api/v1/admin/programs', {
      token: editor.token,
      headers,
      body: programBody(),
    })
    expect(created.status).toBe(201)
    const program = created.body.data
    const updated = await stack.api.put(`/api/v1/admin/programs/${program.id}`, {
      token: editor.token,
      headers,
      body: { title: { ru: 'Новое', en: 'New' }, sort_order: 3 },
    })
    expect(updated.status).toBe(200)
    const after = Date.now()

    const response = await list(`filter[resource]=programs&filter[resource_id]=${program.id}`)
    expect(response.status).toBe(200)
    expect(response.body.data.map((entry: { action: string }) => entry.action)).toEqual(['updated', 'created'])
    for (const entry of response.body.data) {
      expect(Object.keys(entry)).toEqual(RECORD_KEYS)
      expect(entry.created_at).toMatch(ISO_INSTANT)
      expect(Date.parse(entry.created_at)).toBeGreaterThanOrEqual(before)
      expect(Date.parse(entry.created_at)).toBeLessThanOrEqual(after)
    }
    const [change, creation] = response.body.data
    const actor = { id: editor.user.id, name: editor.user.name, email: editor.email }
    expect(change).toEqual({
      id: expect.any(Number),
      user: actor,
      action: 'updated',
      resource: 'programs',
      resource_id: program.id,
      changes: {
        'title.ru': { old: 'Лизинг пшеницы', new: 'Новое' },
        'title.en': { old: null, new: 'New' },
        sort_order: { old: 0, new: 3 },
      },
      ip: '127.0.0.1',
      user_agent: 'audit-test-agent/1.0',
      created_at: expect.any(String),
    })
    expect(creation).toMatchObject({
      user: actor,
      action: 'created',
      resource: 'programs',
      resource_id: program.id,
      ip: '127.0.0.1',
      user_agent: 'audit-test-agent/1.0',
    })
    expect(creation.changes).toMatchObject({
      slug: { old: null, new: program.slug },
      sector: { old: null, new: 'wheat' },
      'title.uz': { old: null, new: 'Bug‘doy lizingi' },
      'title.ru': { old: null, new: 'Лизинг пшеницы' },
    })
    expect(creation.id).toBeLessThan(change.id)
  })

  it('names no account for a failed login, and keeps the name and email of an account deleted since', async () => {
    const email = `nobody-${uniqueTag()}@example.com`
    const failed = await stack.api.post('/api/v1/admin/auth/login', { body: { email, password: 'wrong-password' } })
    expect(failed.status).toBe(422)
    const failures = await list('filter[action]=login_failed&filter[resource]=users&per_page=100')
    const entry = failures.body.data.find(
      (item: { changes: { email?: { new: string } } }) => item.changes.email?.new === email,
    )
    expect(entry).toMatchObject({
      user: null,
      action: 'login_failed',
      resource: 'users',
      resource_id: null,
      changes: { email: { old: null, new: email } },
    })

    const leaver = await freshStaff('editor')
    const program = (await stack.api.post('/api/v1/admin/programs', { token: leaver.token, body: programBody() })).body
      .data
    await stack.payload.delete({
      collection: 'users',
      id: leaver.user.id,
      overrideAccess: true,
      context: { skipAudit: true },
    })
    const response = await list(`filter[resource]=programs&filter[resource_id]=${program.id}`)
    expect(response.body.data.map((item: { user: unknown }) => item.user)).toEqual([
      { id: null, name: leaver.user.name, email: leaver.email },
    ])
  })

  it('names no account for a system write (the Local API without a user)', async () => {
    const { resource, ids } = await probeEntries({})
    const response = await list(`filter[resource]=${resource}`)
    expect(response.body.data).toEqual([
      expect.objectContaining({ id: ids[0], user: null, ip: null, user_agent: null, changes: {} }),
    ])
  })

  it('never shows a password, a hash or a salt: a staff account created and changed through the Local API', async () => {
    const password = `secret-${uniqueTag()}-horse`
    const account = await stack.payload.create({
      collection: 'users',
      data: {
        email: `audited-${uniqueTag()}@example.com`,
        password,
        name: 'Audited account',
        role: 'editor',
        status: '1',
      } as never,
      overrideAccess: true,
    })
    const newPassword = `changed-${uniqueTag()}-battery`
    await stack.payload.update({
      collection: 'users',
      id: account.id,
      data: { password: newPassword, name: 'Renamed account' } as never,
      overrideAccess: true,
    })
    const stored = (await stack.payload.findByID({
      collection: 'users',
      id: account.id,
      showHiddenFields: true,
      overrideAccess: true,
    })) as unknown as { hash: string; salt: string }
    expect(stored.hash).toBeTruthy()

    const response = await list(`filter[resource]=users&filter[resource_id]=${account.id}`)
    // Outside /api/v1 the password change is an entry of its own, named without any value (src/auth/passwordAudit.ts).
    expect(response.body.data.map((entry: { action: string }) => entry.action)).toEqual([
      'updated',
      'updated',
      'created',
    ])
    const creation = response.body.data[2]
    expect(response.body.data.slice(0, 2).map((entry: { changes: unknown }) => entry.changes)).toEqual(
      expect.arrayContaining([
        { name: { old: 'Audited account', new: 'Renamed account' } },
        { password: { old: null, new: 'changed' } },
      ]),
    )
    expect(creation.changes).toMatchObject({
      email: { new: account.email },
      name: { new: 'Audited account' },
      role: { new: 'editor' },
    })
    for (const secret of [password, newPassword, stored.hash, stored.salt]) expect(response.text).not.toContain(secret)

    // Nor any other entry about accounts (logins, failed logins, the staff made for this file).
    for (let page = 1, last = 1; page <= last; page++) {
      const entries = await list(`filter[resource]=users&per_page=100&page=${page}`)
      last = entries.body.meta.last_page
      for (const entry of entries.body.data)
        for (const [key, value] of Object.entries(entry.changes)) {
          // A password change is named, never given: `password: changed` is the one such key an entry may hold.
          if (key === 'password') expect(value).toEqual({ old: null, new: 'changed' })
          else expect(key).not.toMatch(/pass|hash|salt|token|session|api_key/i)
        }
    }
  })
})

describe('GET /api/v1/admin/audit-logs: filters', () => {
  it('filters by user_id, one account or several', async () => {
    const [first, second] = [await freshStaff('editor'), await freshStaff('admin')]
    const program = (await stack.api.post('/api/v1/admin/programs', { token: first.token, body: programBody() })).body
      .data
    const byFirst = await list(`filter[user_id]=${first.user.id}`)
    expect(
      byFirst.body.data.map((entry: { action: string; resource: string; resource_id: number }) => [
        entry.action,
        entry.resource,
        entry.resource_id,
      ]),
    ).toEqual([
      ['created', 'programs', program.id],
      ['login', 'users', first.user.id],
    ])
    const byBoth = await list(`filter[user_id]=${first.user.id},${second.user.id}`)
    expect(byBoth.body.meta.total).toBe(3)
    expect(new Set(byBoth.body.data.map((entry: { user: { id: number } }) => entry.user.id))).toEqual(
      new Set([first.user.id, second.user.id]),
    )
    expect((await list('filter[user_id]=99999999')).body.data).toEqual([])
  })

  it('filters by action (one or several), resource (exactly, one or several) and resource_id', async () => {
    const { resource, ids } = await probeEntries(
      { action: 'created', resourceId: 1 },
      { action: 'updated', resourceId: 1 },
      { action: 'deleted', resourceId: 2 },
    )
    const other = await createAuditEntry(stack.payload, {
      resource: `${resource}-other`,
      action: 'updated',
      resourceId: 1,
    })
    const ids_ = async (query: string) => sorted(idsOf(await list(query)))
    expect(await ids_(`filter[resource]=${resource}`)).toEqual(ids)
    expect(await ids_(`filter[resource]=${resource},${resource}-other`)).toEqual([...ids, other.id])
    expect(await ids_(`filter[resource]=${resource.toUpperCase()}`)).toEqual([])
    expect(await ids_(`filter[resource]=${resource.slice(0, -1)}`)).toEqual([])
    expect(await ids_(`filter[resource]=${resource}&filter[action]=updated`)).toEqual([ids[1]])
    expect(await ids_(`filter[resource]=${resource}&filter[action]=created,deleted`)).toEqual([ids[0], ids[2]])
    expect(await ids_(`filter[resource]=${resource}&filter[resource_id]=1`)).toEqual([ids[0], ids[1]])
    expect(await ids_(`filter[resource]=${resource}&filter[resource_id]=2,3`)).toEqual([ids[2]])
    const everyAction = await list(`filter[action]=updated&per_page=100`)
    expect(everyAction.body.data.every((entry: { action: string }) => entry.action === 'updated')).toBe(true)
  })

  it('filters by day: date_from and date_to are whole UTC days, both ends inclusive', async () => {
    const { resource, ids } = await probeEntries(
      { createdAt: '2020-02-29T23:59:59.999Z' },
      { createdAt: '2020-03-01T00:00:00.000Z' },
      { createdAt: '2020-03-01T23:59:59.999Z' },
      { createdAt: '2020-03-02T00:00:00.000Z' },
    )
    const [lastOfFebruary, firstOfMarch, endOfMarchFirst, secondOfMarch] = ids
    const ids_ = async (query: string) => sorted(idsOf(await list(`filter[resource]=${resource}&${query}`)))
    expect(await ids_('filter[date_from]=2020-03-01&filter[date_to]=2020-03-01')).toEqual([
      firstOfMarch,
      endOfMarchFirst,
    ])
    expect(await ids_('filter[date_from]=2020-03-01')).toEqual([firstOfMarch, endOfMarchFirst, secondOfMarch])
    expect(await ids_('filter[date_to]=2020-03-01')).toEqual([lastOfFebruary, firstOfMarch, endOfMarchFirst])
    expect(await ids_('filter[date_from]=2020-02-29&filter[date_to]=2020-03-02')).toEqual(ids)
    expect(await ids_('filter[date_from]=2020-03-02&filter[date_to]=2020-03-01')).toEqual([])
    expect(await ids_('filter[date_from]=0001-01-01&filter[date_to]=9999-12-31')).toEqual(ids)
    const edge = (await list(`filter[resource]=${resource}&filter[date_to]=2020-03-01`)).body.data[0]
    expect(edge).toMatchObject({ id: endOfMarchFirst, created_at: '2020-03-01T23:59:59.999Z' })
  })

  it('takes days only: a timestamp, an impossible day or one the database cannot hold is validation.date', async () => {
    const values = [
      '2020-03-01T10:00:00Z',
      '2020-03-01 10:00',
      '2020-02-30',
      '2020-3-1',
      '01.03.2020',
      '2020-03-01,2020-03-02',
      '0000-01-01',
      '10000-01-01',
    ]
    for (const value of values) {
      const response = await list(
        `filter[date_from]=${encodeURIComponent(value)}&filter[date_to]=${encodeURIComponent(value)}`,
      )
      expect([response.status, response.body], value).toEqual([
        422,
        {
          message: 'validation.date (and 1 more error)',
          errors: { 'filter.date_from': ['validation.date'], 'filter.date_to': ['validation.date'] },
        },
      ])
    }
  })

  it('answers badly typed values with 422 and every dotted key at once', async () => {
    const response = await list(
      `filter[user_id]=abc&filter[action]=created,edited&filter[resource]=${'x'.repeat(256)}&filter[resource_id]=1.5&filter[date_from]=yesterday`,
    )
    expect(response.status).toBe(422)
    expect(response.body).toEqual({
      message: 'validation.integer (and 4 more errors)',
      errors: {
        'filter.user_id': ['validation.integer'],
        'filter.action': ['validation.in'],
        'filter.resource': ['validation.max'],
        'filter.resource_id': ['validation.integer'],
        'filter.date_from': ['validation.date'],
      },
    })
    expect((await list('filter[resource_id]=99999999999')).body.errors).toEqual({
      'filter.resource_id': ['validation.integer'],
    })
    expect((await list('filter[action]=Created')).body.errors).toEqual({ 'filter.action': ['validation.in'] })
  })

  it('refuses a filter or a sort the contract does not name with 400', async () => {
    for (const name of ['ip', 'search', 'user', 'created_at']) {
      const response = await list(`filter[${name}]=1`)
      expect([response.status, response.body]).toEqual([
        400,
        {
          message: `Requested filter(s) \`${name}\` are not allowed. Allowed filter(s) are \`user_id, action, resource, resource_id, date_from, date_to\`.`,
        },
      ])
    }
    for (const sort of ['action', '-resource', 'created_at,user_id']) {
      const refused = sort
        .split(',')
        .map((item) => item.replace(/^-/, ''))
        .filter((item) => !['created_at', 'id'].includes(item))
      const response = await list(`sort=${sort}`)
      expect([response.status, response.body]).toEqual([
        400,
        {
          message: `Requested sort(s) \`${refused.join(', ')}\` is not allowed. Allowed sort(s) are \`created_at, id\`.`,
        },
      ])
    }
  })
})

describe('GET /api/v1/admin/audit-logs: order and pages', () => {
  it('lists the newest first by default, ties broken by id; sorts by created_at and id either way', async () => {
    const { resource, ids } = await probeEntries(
      { createdAt: '2021-01-01T00:00:00.000Z' },
      { createdAt: '2021-01-02T00:00:00.000Z' },
      { createdAt: '2021-01-02T00:00:00.000Z' },
      { createdAt: '2020-12-31T00:00:00.000Z' },
    )
    const [jan1, jan2, jan2Again, dec31] = ids
    const order = async (sort?: string) =>
      idsOf(await list(`filter[resource]=${resource}${sort === undefined ? '' : `&sort=${sort}`}`))
    expect(await order()).toEqual([jan2, jan2Again, jan1, dec31])
    expect(await order('-created_at')).toEqual([jan2, jan2Again, jan1, dec31])
    expect(await order('created_at')).toEqual([dec31, jan1, jan2, jan2Again])
    expect(await order('created_at,-id')).toEqual([dec31, jan1, jan2Again, jan2])
    expect(await order('id')).toEqual([jan1, jan2, jan2Again, dec31])
    expect(await order('-id')).toEqual([dec31, jan2Again, jan2, jan1])

    // Over the whole trail as well: newest first.
    const times = (await list('per_page=100')).body.data.map((entry: { created_at: string }) => entry.created_at)
    expect(times).toEqual([...times].sort().reverse())
  })

  it('pages through a filtered list, every link keeping the filter and the sort', async () => {
    const { resource, ids } = await probeEntries({}, {}, {})
    const query = `filter[resource]=${resource}&sort=id&per_page=2`
    const first = await list(query)
    const second = await list(`${query}&page=2`)
    expect(idsOf(first)).toEqual(ids.slice(0, 2))
    expect(idsOf(second)).toEqual(ids.slice(2))
    const url = (page: number) =>
      `${stack.url}${AUDIT}?filter%5Bresource%5D=${resource}&sort=id&per_page=2&page=${page}`
    expect(first.body.links).toEqual({ first: url(1), last: url(2), prev: null, next: url(2) })
    expect(first.body.meta).toMatchObject({
      current_page: 1,
      from: 1,
      last_page: 2,
      path: `${stack.url}${AUDIT}`,
      per_page: 2,
      to: 2,
      total: 3,
    })
    expect(second.body.meta).toMatchObject({ current_page: 2, from: 3, to: 3, total: 3 })
    const beyond = await list(`${query}&page=3`)
    expect([beyond.body.data, beyond.body.meta.from, beyond.body.meta.to]).toEqual([[], null, null])
  })
})

describe('who may read the audit trail', () => {
  it('lets super_admin and admin in; editor and operator get 403, no token or a bad one 401', async () => {
    const expected: Record<Role, number> = { super_admin: 200, admin: 200, editor: 403, operator: 403 }
    for (const [role, status] of Object.entries(expected))
      expect([role, (await list('', stack.tokens[role as Role])).status]).toEqual([role, status])
    expect((await stack.api.get(AUDIT, { token: stack.tokens.editor })).body).toEqual({
      message: 'This action is unauthorized.',
    })
    expect((await stack.api.get(AUDIT)).body).toEqual({ message: 'Unauthenticated.' })
    expect((await stack.api.get(AUDIT, { token: 'not-a-token' })).status).toBe(401)
  })
})

describe('the audit trail is read-only on /api/v1', () => {
  const count = async () => (await stack.payload.count({ collection: 'audit-logs', overrideAccess: true })).totalDocs

  it('answers POST, PUT, PATCH and DELETE on the list with 405 and Allow: GET, writing nothing', async () => {
    const before = await count()
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      for (const token of [stack.tokens.super_admin, undefined]) {
        const response = await stack.api.call(method, AUDIT, {
          token,
          body: method === 'DELETE' ? undefined : { action: 'login', resource: 'users' },
        })
        expect([response.status, response.body], method).toEqual([
          405,
          { message: `The ${method} method is not supported for this route. Supported methods: GET.` },
        ])
        expect(response.headers.get('allow')).toBe('GET')
      }
    }
    expect(await count()).toBe(before)
  })

  it('has no record route: /admin/audit-logs/{id} is an unknown route for every method', async () => {
    const entry = await createAuditEntry(stack.payload)
    const before = await count()
    for (const method of ['GET', 'PUT', 'PATCH', 'DELETE']) {
      const response = await stack.api.call(method, `${AUDIT}/${entry.id}`, {
        token: stack.tokens.super_admin,
        body: method === 'GET' || method === 'DELETE' ? undefined : { ip: '10.0.0.1' },
      })
      expect([response.status, response.body], method).toEqual([404, { message: 'Not found.' }])
    }
    expect(await count()).toBe(before)
    expect(
      await stack.payload.findByID({ collection: 'audit-logs', id: entry.id, depth: 0, overrideAccess: true }),
    ).toMatchObject({ ip: null, action: 'updated' })
  })
})
