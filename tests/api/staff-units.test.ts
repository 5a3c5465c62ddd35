import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEntries, staffTokens } from '../factories.js'
import { client, type Client } from '../support/http.js'
import { startTestServer, type TestServer } from '../support/server.js'

let server: TestServer
let api: Client
let tokens: Awaited<ReturnType<typeof staffTokens>>

beforeAll(async () => {
  server = await startTestServer()
  api = client(server.url)
  tokens = await staffTokens(server.payload, api)
})
afterAll(() => server?.close())

let sequence = 0
const unique = () => `${Date.now().toString(36)}-${++sequence}`

const system = { overrideAccess: true, context: { skipAudit: true } } as const
const locales = ['uz', 'ru', 'en'] as const
const localized = new Set(['name', 'headName'])

/**
 * A staff unit written as a system call, like the shared factories, one locale at a time: the nested-docs plugin
 * re-saves a new unit in the locale of the create, which it cannot do with locale 'all'.
 */
async function createStaffUnit(payload: Payload, overrides: Record<string, unknown> = {}) {
  const data: Record<string, unknown> = { name: { uz: `Bo‘lim ${unique()}`, ru: `Отдел ${unique()}` }, status: '1', sortOrder: 0, ...overrides }
  const byLocale = (locale: (typeof locales)[number]) => {
    const values: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(data)) {
      if (!localized.has(key)) {
        if (locale === 'uz') values[key] = value
      } else if (value && typeof value === 'object' && locale in value) {
        values[key] = (value as Record<string, unknown>)[locale]
      }
    }
    return values
  }
  const unit = await payload.create({ collection: 'staff-units', locale: 'uz', data: byLocale('uz') as never, ...system })
  for (const locale of locales.slice(1)) {
    const values = byLocale(locale)
    if (Object.keys(values).length > 0) await payload.update({ collection: 'staff-units', id: unit.id, locale, data: values as never, ...system })
  }
  return unit
}

const ids = (rows: { id: number }[]) => rows.map((row) => row.id)
const unitCount = async (id: number) => (await server.payload.count({ collection: 'staff-units', where: { id: { equals: id } } })).totalDocs

interface TreeNode {
  id: number
  children: TreeNode[]
}
const flatten = (nodes: TreeNode[]): TreeNode[] => nodes.flatMap((node) => [node, ...flatten(node.children)])

describe('GET /api/v1/admin/staff-units', () => {
  it('lists units with every locale as an object, by sort_order then id', async () => {
    const parent = await createStaffUnit(server.payload)
    const late = await createStaffUnit(server.payload, { parent: parent.id, sortOrder: 9, name: { uz: 'Kech', ru: 'Поздний' }, headName: { en: 'Head' } })
    const early = await createStaffUnit(server.payload, { parent: parent.id, sortOrder: 2 })
    const tie = await createStaffUnit(server.payload, { parent: parent.id, sortOrder: 2 })
    const response = await api.get(`/api/v1/admin/staff-units?filter[parent_id]=${parent.id}`, { token: tokens.editor })
    expect(response.status).toBe(200)
    expect(Object.keys(response.body)).toEqual(['data', 'links', 'meta'])
    expect(ids(response.body.data)).toEqual([early.id, tie.id, late.id])
    expect(response.body.data[2]).toMatchObject({
      id: late.id,
      name: { uz: 'Kech', ru: 'Поздний', en: null },
      parent_id: parent.id,
      head_name: { uz: null, ru: null, en: 'Head' },
      duties: { uz: null, ru: null, en: null },
      phone: null,
      email: null,
      status: 1,
      sort_order: 9,
    })
    const descending = await api.get(`/api/v1/admin/staff-units?filter[parent_id]=${parent.id}&sort=-sort_order`, { token: tokens.editor })
    expect(ids(descending.body.data)).toEqual([late.id, early.id, tie.id])
  })

  it('filters by status, parent_id and search over every locale of name and head_name', async () => {
    const parent = await createStaffUnit(server.payload)
    const hidden = await createStaffUnit(server.payload, { parent: parent.id, status: '0', name: { uz: 'Yashirin', ru: 'Скрытый-отдел-xq' } })
    const shown = await createStaffUnit(server.payload, { parent: parent.id, headName: { uz: 'Karimov-zq', ru: 'Каримов' } })
    const byStatus = await api.get(`/api/v1/admin/staff-units?filter[parent_id]=${parent.id}&filter[status]=0`, { token: tokens.editor })
    expect(ids(byStatus.body.data)).toEqual([hidden.id])
    const byActive = await api.get(`/api/v1/admin/staff-units?filter[parent_id]=${parent.id}&filter[status]=1`, { token: tokens.editor })
    expect(ids(byActive.body.data)).toEqual([shown.id])
    const byName = await api.get(`/api/v1/admin/staff-units?filter[search]=${encodeURIComponent('СКРЫТЫЙ-отдел-XQ')}`, { token: tokens.editor })
    expect(ids(byName.body.data)).toEqual([hidden.id])
    const byHead = await api.get('/api/v1/admin/staff-units?filter[search]=karimov-ZQ', { token: tokens.editor })
    expect(ids(byHead.body.data)).toEqual([shown.id])
  })

  it('refuses a filter or sort that is not allowed with 400 and the contract message', async () => {
    const filter = await api.get('/api/v1/admin/staff-units?filter[email]=x', { token: tokens.editor })
    expect(filter.status).toBe(400)
    expect(filter.body).toEqual({ message: 'Requested filter(s) `email` are not allowed. Allowed filter(s) are `status, parent_id, search`.' })
    const sort = await api.get('/api/v1/admin/staff-units?sort=created_at', { token: tokens.editor })
    expect(sort.status).toBe(400)
    expect(sort.body).toEqual({ message: 'Requested sort(s) `created_at` is not allowed. Allowed sort(s) are `sort_order, id`.' })
  })

  it('answers a badly typed parent_id filter with validation.integer', async () => {
    const response = await api.get('/api/v1/admin/staff-units?filter[parent_id]=abc', { token: tokens.editor })
    expect(response.status).toBe(422)
    expect(response.body.errors).toEqual({ 'filter.parent_id': ['validation.integer'] })
  })

  it('needs a token (401) and a content role (403)', async () => {
    expect((await api.get('/api/v1/admin/staff-units')).body).toEqual({ message: 'Unauthenticated.' })
    expect((await api.get('/api/v1/admin/staff-units', { token: tokens.operator })).body).toEqual({ message: 'This action is unauthorized.' })
    for (const role of ['super_admin', 'admin', 'editor'] as const) {
      expect((await api.get('/api/v1/admin/staff-units', { token: tokens[role] })).status).toBe(200)
    }
  })
})

describe('POST /api/v1/admin/staff-units', () => {
  it('creates a unit below a parent with status 1 by default and records one audit entry', async () => {
    const parent = await createStaffUnit(server.payload)
    const response = await api.post('/api/v1/admin/staff-units', {
      token: tokens.editor,
      body: {
        name: { uz: 'Buxgalteriya', ru: 'Бухгалтерия' },
        parent_id: parent.id,
        head_name: { ru: 'Иванов И.' },
        duties: { uz: '<p>Hisob <script>alert(1)</script></p>' },
        phone: '+998 71 200-00-00',
        email: 'buh@example.uz',
        sort_order: 9999,
      },
    })
    expect(response.status).toBe(201)
    const unit = response.body.data
    expect(unit).toMatchObject({
      name: { uz: 'Buxgalteriya', ru: 'Бухгалтерия', en: null },
      parent_id: parent.id,
      head_name: { uz: null, ru: 'Иванов И.', en: null },
      phone: '+998 71 200-00-00',
      email: 'buh@example.uz',
      status: 1,
      sort_order: 9999,
    })
    expect(Object.keys(unit)).toEqual(['id', 'name', 'parent_id', 'head_name', 'duties', 'phone', 'email', 'status', 'sort_order', 'created_at', 'updated_at'])
    expect(unit.duties.uz).toContain('Hisob')
    expect(unit.duties.uz).not.toMatch(/script|alert/)
    const entries = await auditEntries(server.payload, 'staff-units', unit.id)
    expect(entries.map((e) => e.action)).toEqual(['created'])
    expect(entries[0].changes['name.ru']).toEqual({ old: null, new: 'Бухгалтерия' })
    expect(entries[0].changes.parent).toEqual({ old: null, new: parent.id })
  })

  it('creates a root unit with parent_id null and sort_order 0', async () => {
    const response = await api.post('/api/v1/admin/staff-units', { token: tokens.admin, body: { name: { uz: 'Rahbariyat' }, parent_id: null, sort_order: 0 } })
    expect(response.status).toBe(201)
    expect(response.body.data).toMatchObject({ parent_id: null, sort_order: 0, phone: null, email: null })
  })

  it('answers a missing name with name.uz validation.required', async () => {
    const response = await api.post('/api/v1/admin/staff-units', { token: tokens.editor, body: { name: { ru: 'Без узбекского' } } })
    expect(response.status).toBe(422)
    expect(response.body).toEqual({ message: 'validation.required', errors: { 'name.uz': ['validation.required'] } })
    expect((await api.post('/api/v1/admin/staff-units', { token: tokens.editor, body: {} })).body.errors).toEqual({ 'name.uz': ['validation.required'] })
  })

  it('lists every failing field with the contract keys', async () => {
    const before = (await server.payload.count({ collection: 'staff-units' })).totalDocs
    const response = await api.post('/api/v1/admin/staff-units', {
      token: tokens.editor,
      body: { name: { uz: 'Bo‘lim' }, parent_id: 99999999, email: 'not-an-email', phone: '1'.repeat(33), status: 2, sort_order: 10000 },
    })
    expect(response.status).toBe(422)
    expect(response.body.errors).toEqual({
      parent_id: ['validation.exists'],
      phone: ['validation.max'],
      email: ['validation.email'],
      status: ['validation.in'],
      sort_order: ['validation.between'],
    })
    expect(response.body.message).toBe('validation.exists (and 4 more errors)')
    expect((await server.payload.count({ collection: 'staff-units' })).totalDocs).toBe(before)
  })

  it('refuses a negative sort_order and an over-long email', async () => {
    const response = await api.post('/api/v1/admin/staff-units', {
      token: tokens.editor,
      body: { name: { uz: 'Bo‘lim' }, sort_order: -1, email: `${'a'.repeat(250)}@example.uz`, parent_id: 'abc' },
    })
    expect(response.status).toBe(422)
    expect(response.body.errors).toEqual({
      parent_id: ['validation.integer', 'validation.exists'],
      email: ['validation.max'],
      sort_order: ['validation.between'],
    })
  })

  it('accepts a phone of exactly 32 characters', async () => {
    const response = await api.post('/api/v1/admin/staff-units', { token: tokens.editor, body: { name: { uz: 'Telefon' }, phone: '1'.repeat(32) } })
    expect(response.status).toBe(201)
    expect(response.body.data.phone).toBe('1'.repeat(32))
  })

  it('is refused to anonymous callers (401) and operators (403)', async () => {
    const body = { name: { uz: 'Bo‘lim' } }
    expect((await api.post('/api/v1/admin/staff-units', { body })).status).toBe(401)
    expect((await api.post('/api/v1/admin/staff-units', { token: tokens.operator, body })).body).toEqual({ message: 'This action is unauthorized.' })
  })
})

describe('GET /api/v1/admin/staff-units/{staffUnit_id}', () => {
  it('shows a hidden unit to editors', async () => {
    const unit = await createStaffUnit(server.payload, { status: '0', phone: '+998 71 1', email: 'x@example.uz' })
    const response = await api.get(`/api/v1/admin/staff-units/${unit.id}`, { token: tokens.editor })
    expect(response.status).toBe(200)
    expect(response.body.data).toMatchObject({ id: unit.id, status: 0, phone: '+998 71 1', email: 'x@example.uz', parent_id: null })
  })

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await api.get('/api/v1/admin/staff-units/99999999', { token: tokens.editor })).body).toEqual({ message: 'Not found.' })
    expect((await api.get('/api/v1/admin/staff-units/abc', { token: tokens.editor })).status).toBe(404)
  })

  it('answers 401 and 403', async () => {
    const unit = await createStaffUnit(server.payload)
    expect((await api.get(`/api/v1/admin/staff-units/${unit.id}`)).status).toBe(401)
    expect((await api.get(`/api/v1/admin/staff-units/${unit.id}`, { token: tokens.operator })).status).toBe(403)
  })
})

describe('PUT /api/v1/admin/staff-units/{staffUnit_id}', () => {
  it('moves a unit to another parent, changes only the fields present and audits once', async () => {
    const from = await createStaffUnit(server.payload)
    const to = await createStaffUnit(server.payload)
    const unit = await createStaffUnit(server.payload, { parent: from.id, name: { uz: 'Eski', ru: 'Старый' }, phone: '100' })
    const response = await api.put(`/api/v1/admin/staff-units/${unit.id}`, {
      token: tokens.editor,
      body: { parent_id: to.id, name: { ru: 'Новый' }, phone: null, sort_order: 15 },
    })
    expect(response.status).toBe(200)
    expect(response.body.data).toMatchObject({ id: unit.id, parent_id: to.id, name: { uz: 'Eski', ru: 'Новый', en: null }, phone: null, sort_order: 15 })
    const entries = await auditEntries(server.payload, 'staff-units', unit.id)
    expect(entries.map((e) => e.action)).toEqual(['updated'])
    expect(entries[0].changes).toEqual({
      parent: { old: from.id, new: to.id },
      phone: { old: '100', new: null },
      sort_order: { old: 0, new: 15 },
      'name.ru': { old: 'Старый', new: 'Новый' },
    })
  })

  it('renames a unit that has sub-units with one audit entry holding only its own change', async () => {
    const parent = await createStaffUnit(server.payload, { name: { uz: 'Ota' } })
    const child = await createStaffUnit(server.payload, { parent: parent.id })
    const response = await api.put(`/api/v1/admin/staff-units/${parent.id}`, { token: tokens.editor, body: { name: { uz: 'Yangi ota' } } })
    expect(response.status).toBe(200)
    const entries = await auditEntries(server.payload, 'staff-units', parent.id)
    expect(entries.map((e) => e.action)).toEqual(['updated'])
    expect(entries[0].changes).toEqual({ 'name.uz': { old: 'Ota', new: 'Yangi ota' } })
    expect((await api.get(`/api/v1/admin/staff-units/${child.id}`, { token: tokens.editor })).body.data.parent_id).toBe(parent.id)
  })

  it('accepts PATCH as an alias and parent_id null to make a root unit', async () => {
    const parent = await createStaffUnit(server.payload)
    const unit = await createStaffUnit(server.payload, { parent: parent.id })
    const response = await api.patch(`/api/v1/admin/staff-units/${unit.id}`, { token: tokens.editor, body: { parent_id: null, status: 0 } })
    expect(response.status).toBe(200)
    expect(response.body.data).toMatchObject({ parent_id: null, status: 0 })
  })

  it('refuses the unit itself as its parent with validation.not_in', async () => {
    const unit = await createStaffUnit(server.payload)
    const response = await api.put(`/api/v1/admin/staff-units/${unit.id}`, { token: tokens.editor, body: { parent_id: unit.id } })
    expect(response.status).toBe(422)
    expect(response.body).toEqual({ message: 'validation.not_in', errors: { parent_id: ['validation.not_in'] } })
    expect((await api.get(`/api/v1/admin/staff-units/${unit.id}`, { token: tokens.editor })).body.data.parent_id).toBeNull()
  })

  it('refuses a child or deeper descendant as the parent with validation.not_in, writing nothing', async () => {
    const root = await createStaffUnit(server.payload)
    const child = await createStaffUnit(server.payload, { parent: root.id })
    const grandchild = await createStaffUnit(server.payload, { parent: child.id })
    for (const descendant of [child, grandchild]) {
      const response = await api.put(`/api/v1/admin/staff-units/${root.id}`, { token: tokens.editor, body: { parent_id: descendant.id, name: { ru: 'Не сохранится' } } })
      expect(response.status).toBe(422)
      expect(response.body.errors).toEqual({ parent_id: ['validation.not_in'] })
    }
    const after = await api.get(`/api/v1/admin/staff-units/${root.id}`, { token: tokens.editor })
    expect(after.body.data.parent_id).toBeNull()
    expect(after.body.data.name.ru).not.toBe('Не сохранится')
    expect(await auditEntries(server.payload, 'staff-units', root.id)).toEqual([])
  })

  it('accepts a sibling subtree or an ancestor as the new parent', async () => {
    const root = await createStaffUnit(server.payload)
    const left = await createStaffUnit(server.payload, { parent: root.id })
    const right = await createStaffUnit(server.payload, { parent: root.id })
    const leaf = await createStaffUnit(server.payload, { parent: left.id })
    expect((await api.put(`/api/v1/admin/staff-units/${left.id}`, { token: tokens.editor, body: { parent_id: right.id } })).status).toBe(200)
    expect((await api.put(`/api/v1/admin/staff-units/${leaf.id}`, { token: tokens.editor, body: { parent_id: root.id } })).status).toBe(200)
  })

  it('answers the contract keys for bad fields and refuses null on the name', async () => {
    const unit = await createStaffUnit(server.payload)
    const response = await api.put(`/api/v1/admin/staff-units/${unit.id}`, {
      token: tokens.editor,
      body: { name: null, parent_id: 99999999, email: 'x@', phone: '2'.repeat(40), status: '5', sort_order: -1 },
    })
    expect(response.status).toBe(422)
    expect(response.body.errors).toEqual({
      'name.uz': ['validation.required'],
      parent_id: ['validation.exists'],
      phone: ['validation.max'],
      email: ['validation.email'],
      status: ['validation.in'],
      sort_order: ['validation.between'],
    })
    expect((await api.put(`/api/v1/admin/staff-units/${unit.id}`, { token: tokens.editor, body: { sort_order: 10000 } })).body.errors).toEqual({
      sort_order: ['validation.between'],
    })
  })

  it('answers 404, 401 and 403', async () => {
    const unit = await createStaffUnit(server.payload)
    expect((await api.put('/api/v1/admin/staff-units/99999999', { token: tokens.editor, body: {} })).body).toEqual({ message: 'Not found.' })
    expect((await api.put(`/api/v1/admin/staff-units/${unit.id}`, { body: {} })).status).toBe(401)
    expect((await api.put(`/api/v1/admin/staff-units/${unit.id}`, { token: tokens.operator, body: { sort_order: 3 } })).status).toBe(403)
    expect((await api.get(`/api/v1/admin/staff-units/${unit.id}`, { token: tokens.editor })).body.data.sort_order).toBe(0)
  })
})

describe('DELETE /api/v1/admin/staff-units/{staffUnit_id}', () => {
  it('deletes a unit without children, audits it, and then answers 404', async () => {
    const unit = await createStaffUnit(server.payload)
    const response = await api.delete(`/api/v1/admin/staff-units/${unit.id}`, { token: tokens.editor })
    expect(response.status).toBe(204)
    expect(response.text).toBe('')
    expect(await unitCount(unit.id)).toBe(0)
    expect((await auditEntries(server.payload, 'staff-units', unit.id)).map((e) => e.action)).toEqual(['deleted'])
    expect((await api.delete(`/api/v1/admin/staff-units/${unit.id}`, { token: tokens.editor })).body).toEqual({ message: 'Not found.' })
  })

  it('answers 409 for a unit with children and deletes nothing', async () => {
    const parent = await createStaffUnit(server.payload)
    const child = await createStaffUnit(server.payload, { parent: parent.id })
    const response = await api.delete(`/api/v1/admin/staff-units/${parent.id}`, { token: tokens.admin })
    expect(response.status).toBe(409)
    expect(response.body).toEqual({ message: 'The staff unit has 1 sub-unit(s); move or delete them first.' })
    expect(await unitCount(parent.id)).toBe(1)
    expect(await unitCount(child.id)).toBe(1)
    expect(await auditEntries(server.payload, 'staff-units', parent.id)).toEqual([])
  })

  it('answers 404 for an unknown id, 401 and 403', async () => {
    const unit = await createStaffUnit(server.payload)
    expect((await api.delete('/api/v1/admin/staff-units/99999999', { token: tokens.editor })).status).toBe(404)
    expect((await api.delete(`/api/v1/admin/staff-units/${unit.id}`)).status).toBe(401)
    expect((await api.delete(`/api/v1/admin/staff-units/${unit.id}`, { token: tokens.operator })).status).toBe(403)
    expect(await unitCount(unit.id)).toBe(1)
  })
})

describe('GET /api/v1/staff-units', () => {
  it('answers the tree of active units, siblings by sort_order then id, in the request locale', async () => {
    const root = await createStaffUnit(server.payload, {
      sortOrder: 0,
      name: { uz: 'Boshqaruv', ru: 'Правление', en: 'Board' },
      headName: { uz: 'Rahbar', ru: 'Руководитель' },
      phone: '+998 71 000',
      email: 'board@example.uz',
    })
    const last = await createStaffUnit(server.payload, { parent: root.id, sortOrder: 5, name: { uz: 'Oxirgi', ru: 'Последний' } })
    const first = await createStaffUnit(server.payload, { parent: root.id, sortOrder: 1, name: { uz: 'Birinchi', ru: 'Первый' } })
    const second = await createStaffUnit(server.payload, { parent: root.id, sortOrder: 1, name: { uz: 'Ikkinchi', ru: null } })
    const leaf = await createStaffUnit(server.payload, { parent: first.id, name: { uz: 'Sektor', ru: 'Сектор' } })
    await server.payload.update({
      collection: 'staff-units', id: leaf.id, locale: 'ru',
      data: { duties: htmlState('Обязанности') } as never,
      overrideAccess: true, context: { skipAudit: true },
    })

    const response = await api.get('/api/v1/staff-units?lang=ru')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-language')).toBe('ru')
    expect(Object.keys(response.body)).toEqual(['data'])
    const node = response.body.data.find((unit: { id: number }) => unit.id === root.id)
    const plain = (unit: { id: number }, name: string) => ({ id: unit.id, name, head_name: null, duties: null, phone: null, email: null })
    expect(node).toEqual({
      id: root.id,
      name: 'Правление',
      head_name: 'Руководитель',
      duties: null,
      phone: '+998 71 000',
      email: 'board@example.uz',
      children: [
        { ...plain(first, 'Первый'), children: [{ ...plain(leaf, 'Сектор'), duties: '<p>Обязанности</p>', children: [] }] },
        { ...plain(second, 'Ikkinchi'), children: [] },
        { ...plain(last, 'Последний'), children: [] },
      ],
    })
    // Children appear only below their parent, never again at the top level.
    expect(ids(response.body.data)).not.toContain(first.id)
  })

  it('reads Accept-Language, defaults to uz and falls back to uz for an empty locale', async () => {
    const root = await createStaffUnit(server.payload, { name: { uz: 'Kadrlar', ru: 'Кадры', en: 'HR' }, headName: { uz: 'Aliyev', en: '' } })
    const english = await api.get('/api/v1/staff-units', { headers: { 'accept-language': 'de;q=1, en;q=0.5' } })
    expect(english.headers.get('content-language')).toBe('en')
    expect(english.body.data.find((unit: { id: number }) => unit.id === root.id)).toMatchObject({ name: 'HR', head_name: 'Aliyev' })
    const uzbek = await api.get('/api/v1/staff-units')
    expect(uzbek.headers.get('content-language')).toBe('uz')
    expect(uzbek.body.data.find((unit: { id: number }) => unit.id === root.id)).toMatchObject({ name: 'Kadrlar', head_name: 'Aliyev' })
  })

  it('hides an inactive unit together with its whole subtree, even active descendants', async () => {
    const root = await createStaffUnit(server.payload)
    const hidden = await createStaffUnit(server.payload, { parent: root.id, status: '0' })
    const belowHidden = await createStaffUnit(server.payload, { parent: hidden.id })
    const deeper = await createStaffUnit(server.payload, { parent: belowHidden.id })
    const hiddenRoot = await createStaffUnit(server.payload, { status: '0' })
    const belowHiddenRoot = await createStaffUnit(server.payload, { parent: hiddenRoot.id })
    const visible = await createStaffUnit(server.payload, { parent: root.id })
    const response = await api.get('/api/v1/staff-units')
    const everyId = ids(flatten(response.body.data))
    expect(everyId).toEqual(expect.arrayContaining([root.id, visible.id]))
    for (const gone of [hidden, belowHidden, deeper, hiddenRoot, belowHiddenRoot]) expect(everyId).not.toContain(gone.id)
    expect(ids(response.body.data.find((unit: TreeNode) => unit.id === root.id).children)).toEqual([visible.id])
  })

  it('needs no token', async () => {
    expect((await api.get('/api/v1/staff-units', { token: 'not-a-token' })).status).toBe(200)
  })
})

/** A minimal Lexical state holding one paragraph, as the admin UI stores rich text. */
function htmlState(text: string) {
  return {
    root: {
      type: 'root', version: 1, direction: 'ltr', format: '', indent: 0,
      children: [{ type: 'paragraph', version: 1, direction: 'ltr', format: '', indent: 0, textFormat: 0, children: [{ type: 'text', version: 1, text, format: 0, style: '', mode: 'normal', detail: 0 }] }],
    },
  }
}
