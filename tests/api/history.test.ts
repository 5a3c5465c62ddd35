import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEntries, createImage, createPdf, staffTokens } from '../factories.js'
import { client, type Client } from '../support/http.js'
import { startTestServer, type TestServer } from '../support/server.js'

let server: TestServer
let api: Client
let tokens: Awaited<ReturnType<typeof staffTokens>>
const mediaDir = mkdtempSync(path.join(tmpdir(), 'agrofund-history-media-'))

beforeAll(async () => {
  server = await startTestServer({ MEDIA_DIR: mediaDir })
  // Media URLs are built from PUBLIC_URL at answer time; pointing it at this server makes them fetchable.
  process.env.PUBLIC_URL = server.url
  api = client(server.url)
  tokens = await staffTokens(server.payload, api)
})
afterAll(async () => {
  await server?.close()
  rmSync(mediaDir, { recursive: true, force: true })
})

const system = { overrideAccess: true, context: { skipAudit: true } } as const
let sequence = 0
const unique = () => `${Date.now().toString(36)}${++sequence}`

async function createMilestone(payload: Payload, overrides: Record<string, unknown> = {}) {
  return payload.create({
    collection: 'history',
    locale: 'all' as never,
    data: { year: 2010, title: { uz: `Bosqich ${unique()}`, ru: `Веха ${unique()}` }, status: '1', sortOrder: 0, ...overrides } as never,
    ...system,
  })
}

const valid = () => ({ year: 2006, title: { uz: 'Jamg‘arma tashkil etildi', ru: 'Фонд создан' } })
/** Every image gets these sizes (contract 1.8); an 800 px original is not enlarged, but each size exists. */
const CONVERSIONS = ['thumbnail', 'thumbnail_webp', 'medium', 'medium_webp', 'large', 'large_webp']
const ids = (items: { id: number }[]) => items.map((item) => item.id)

describe('GET /api/v1/admin/history', () => {
  it('answers the paginator envelope, by year by default, with every locale as an object', async () => {
    const image = await createImage(server.payload)
    const title = `Eksport ${unique()}`
    const milestone = await createMilestone(server.payload, { year: 2019, image: image.id, title: { uz: title } })
    const response = await api.get(`/api/v1/admin/history?filter[search]=${encodeURIComponent(title)}`, { token: tokens.editor })
    expect(response.status).toBe(200)
    expect(Object.keys(response.body)).toEqual(['data', 'links', 'meta'])
    expect(response.body.data).toHaveLength(1)
    const record = response.body.data[0]
    expect(Object.keys(record)).toEqual(['id', 'year', 'title', 'description', 'image_id', 'status', 'sort_order', 'image', 'created_at', 'updated_at'])
    expect(record).toMatchObject({ id: milestone.id, year: 2019, image_id: image.id, status: 1, sort_order: 0 })
    expect(record.title).toEqual({ uz: title, ru: null, en: null })
    expect(record.image).toMatchObject({ id: image.id, mime_type: 'image/jpeg', url: expect.stringMatching(new RegExp(`^${server.url}/media/`)) })

    const all = await api.get('/api/v1/admin/history?per_page=100', { token: tokens.editor })
    const years = all.body.data.map((m: { year: number }) => m.year)
    expect(years).toEqual([...years].sort((a, b) => a - b))
  })

  it('filters by status and searches the title in every locale', async () => {
    const tag = unique()
    const hidden = await createMilestone(server.payload, { status: '0', title: { uz: 'Yashirin', en: `Hidden-${tag}` } })
    const bySearch = await api.get(`/api/v1/admin/history?filter[search]=HIDDEN-${tag}`, { token: tokens.editor })
    expect(ids(bySearch.body.data)).toEqual([hidden.id])
    const byStatus = await api.get('/api/v1/admin/history?filter[status]=0&per_page=100', { token: tokens.editor })
    expect(ids(byStatus.body.data)).toContain(hidden.id)
    expect(byStatus.body.data.every((m: { status: number }) => m.status === 0)).toBe(true)
  })

  it('sorts by year, sort_order and id, descending with -', async () => {
    const response = await api.get('/api/v1/admin/history?sort=-year,sort_order&per_page=100', { token: tokens.editor })
    expect(response.status).toBe(200)
    const years = response.body.data.map((m: { year: number }) => m.year)
    expect(years).toEqual([...years].sort((a, b) => b - a))
  })

  it('refuses a filter or sort that is not allowed with 400 and the contract message', async () => {
    const filter = await api.get('/api/v1/admin/history?filter[year]=2000', { token: tokens.editor })
    expect(filter.status).toBe(400)
    expect(filter.body.message).toBe('Requested filter(s) `year` are not allowed. Allowed filter(s) are `status, search`.')
    const sort = await api.get('/api/v1/admin/history?sort=-title', { token: tokens.editor })
    expect(sort.status).toBe(400)
    expect(sort.body.message).toBe('Requested sort(s) `title` is not allowed. Allowed sort(s) are `year, sort_order, id`.')
  })

  it('needs a token (401) and a content role (403)', async () => {
    expect((await api.get('/api/v1/admin/history')).body).toEqual({ message: 'Unauthenticated.' })
    expect((await api.get('/api/v1/admin/history', { token: tokens.operator })).body).toEqual({ message: 'This action is unauthorized.' })
    for (const role of ['super_admin', 'admin', 'editor'] as const) {
      expect((await api.get('/api/v1/admin/history', { token: tokens[role] })).status).toBe(200)
    }
  })
})

describe('POST /api/v1/admin/history', () => {
  it('creates a milestone and records one audit entry', async () => {
    const image = await createImage(server.payload)
    const response = await api.post('/api/v1/admin/history', {
      token: tokens.editor,
      body: {
        ...valid(),
        description: { ru: '<p onclick="alert(1)">Указ <b>Президента</b><script>alert(2)</script></p>' },
        image_id: image.id,
        status: 0,
        sort_order: 5,
      },
    })
    expect(response.status).toBe(201)
    const milestone = response.body.data
    expect(milestone).toMatchObject({
      year: 2006,
      title: { uz: 'Jamg‘arma tashkil etildi', ru: 'Фонд создан', en: null },
      image_id: image.id,
      image: { id: image.id, file_name: 'photo.jpg' },
      status: 0,
      sort_order: 5,
    })
    expect(milestone.description.ru).toContain('<strong>Президента</strong>')
    expect(milestone.description.ru).not.toMatch(/onclick|script|alert/)
    expect(milestone.description.uz).toBeNull()
    const stored = await server.payload.findByID({ collection: 'history', id: milestone.id, depth: 0, overrideAccess: true })
    expect(stored).toMatchObject({ year: 2006, image: image.id, status: '0', sortOrder: 5 })
    const entries = await auditEntries(server.payload, 'history', milestone.id)
    expect(entries.map((e) => e.action)).toEqual(['created'])
    expect(entries[0].changes.year).toEqual({ old: null, new: 2006 })
  })

  it('lists every failing rule with the contract keys', async () => {
    const response = await api.post('/api/v1/admin/history', {
      token: tokens.editor,
      body: { title: { uz: '', en: 'x'.repeat(256) }, image_id: 99999999, status: 'on', sort_order: -3 },
    })
    expect(response.status).toBe(422)
    expect(response.body.errors).toEqual({
      year: ['validation.required'],
      'title.en': ['validation.max'],
      'title.uz': ['validation.required'],
      image_id: ['validation.exists'],
      status: ['validation.integer', 'validation.in'],
      sort_order: ['validation.min'],
    })
    expect(response.body.message).toBe('validation.required (and 6 more errors)')
  })

  it('keeps the year between 1900 and 2100', async () => {
    for (const year of [1899, 2101, -5]) {
      const response = await api.post('/api/v1/admin/history', { token: tokens.editor, body: { ...valid(), year } })
      expect(response.body.errors).toEqual({ year: ['validation.between'] })
    }
    expect((await api.post('/api/v1/admin/history', { token: tokens.editor, body: { ...valid(), year: 2006.5 } })).body.errors).toEqual({ year: ['validation.integer'] })
    for (const year of [1900, 2100, '2024']) {
      const response = await api.post('/api/v1/admin/history', { token: tokens.editor, body: { ...valid(), year } })
      expect(response.status).toBe(201)
      expect(response.body.data.year).toBe(Number(year))
    }
  })

  it('refuses an image that is not an image with validation.image', async () => {
    const pdf = await createPdf(server.payload)
    const response = await api.post('/api/v1/admin/history', { token: tokens.editor, body: { ...valid(), image_id: pdf.id } })
    expect(response.status).toBe(422)
    expect(response.body.errors).toEqual({ image_id: ['validation.image'] })
  })

  it('writes nothing when refused to operators and anonymous callers', async () => {
    const before = await server.payload.count({ collection: 'history', overrideAccess: true })
    expect((await api.post('/api/v1/admin/history', { body: valid() })).status).toBe(401)
    expect((await api.post('/api/v1/admin/history', { token: tokens.operator, body: valid() })).status).toBe(403)
    expect((await server.payload.count({ collection: 'history', overrideAccess: true })).totalDocs).toBe(before.totalDocs)
  })
})

describe('GET /api/v1/admin/history/{historyMilestone_id}', () => {
  it('shows a hidden milestone to editors', async () => {
    const milestone = await createMilestone(server.payload, { status: '0', year: 1997 })
    const response = await api.get(`/api/v1/admin/history/${milestone.id}`, { token: tokens.editor })
    expect(response.status).toBe(200)
    expect(response.body.data).toMatchObject({ id: milestone.id, year: 1997, status: 0, image_id: null, image: null })
  })

  it('answers 404 for an unknown or malformed id, 401 and 403', async () => {
    expect((await api.get('/api/v1/admin/history/99999999', { token: tokens.editor })).body).toEqual({ message: 'Not found.' })
    expect((await api.get('/api/v1/admin/history/1e3', { token: tokens.editor })).status).toBe(404)
    expect((await api.get('/api/v1/admin/history/1')).status).toBe(401)
    expect((await api.get('/api/v1/admin/history/1', { token: tokens.operator })).status).toBe(403)
  })
})

describe('PUT /api/v1/admin/history/{historyMilestone_id}', () => {
  it('changes only the fields present and audits once', async () => {
    const milestone = await createMilestone(server.payload, { year: 2001, title: { uz: 'Eski', ru: 'Старое' } })
    const response = await api.put(`/api/v1/admin/history/${milestone.id}`, { token: tokens.editor, body: { year: 2002, title: { ru: 'Новое' } } })
    expect(response.status).toBe(200)
    expect(response.body.data).toMatchObject({ id: milestone.id, year: 2002, title: { uz: 'Eski', ru: 'Новое', en: null } })
    const entries = await auditEntries(server.payload, 'history', milestone.id)
    expect(entries.map((e) => e.action)).toEqual(['updated'])
    expect(entries[0].changes).toEqual({ year: { old: 2001, new: 2002 }, 'title.ru': { old: 'Старое', new: 'Новое' } })
  })

  it('accepts PATCH as an alias and writes no audit entry when nothing changes', async () => {
    const milestone = await createMilestone(server.payload, { sortOrder: 2 })
    const response = await api.patch(`/api/v1/admin/history/${milestone.id}`, { token: tokens.editor, body: { sort_order: 2 } })
    expect(response.status).toBe(200)
    expect(await auditEntries(server.payload, 'history', milestone.id)).toEqual([])
  })

  it('refuses null on the required year and an empty default locale', async () => {
    const milestone = await createMilestone(server.payload)
    const response = await api.put(`/api/v1/admin/history/${milestone.id}`, { token: tokens.editor, body: { year: null, title: null } })
    expect(response.status).toBe(422)
    expect(response.body.errors).toEqual({ year: ['validation.required'], 'title.uz': ['validation.required'] })
  })

  it('answers 404, 401 and 403', async () => {
    expect((await api.put('/api/v1/admin/history/99999999', { token: tokens.editor, body: {} })).status).toBe(404)
    expect((await api.put('/api/v1/admin/history/1', { body: {} })).status).toBe(401)
    expect((await api.put('/api/v1/admin/history/1', { token: tokens.operator, body: {} })).status).toBe(403)
  })
})

describe('DELETE /api/v1/admin/history/{historyMilestone_id}', () => {
  it('deletes, audits, and then answers 404', async () => {
    const milestone = await createMilestone(server.payload)
    const response = await api.delete(`/api/v1/admin/history/${milestone.id}`, { token: tokens.super_admin })
    expect(response.status).toBe(204)
    expect(response.text).toBe('')
    expect((await auditEntries(server.payload, 'history', milestone.id)).map((e) => e.action)).toEqual(['deleted'])
    expect((await api.delete(`/api/v1/admin/history/${milestone.id}`, { token: tokens.super_admin })).status).toBe(404)
  })

  it('is refused to operators and anonymous callers', async () => {
    const milestone = await createMilestone(server.payload)
    expect((await api.delete(`/api/v1/admin/history/${milestone.id}`)).status).toBe(401)
    expect((await api.delete(`/api/v1/admin/history/${milestone.id}`, { token: tokens.operator })).status).toBe(403)
    expect((await server.payload.count({ collection: 'history', where: { id: { equals: milestone.id } }, overrideAccess: true })).totalDocs).toBe(1)
  })
})

describe('GET /api/v1/history', () => {
  it('lists active milestones by year, then sort_order, in the request locale', async () => {
    const image = await createImage(server.payload)
    const later = await createMilestone(server.payload, { year: 1931, sortOrder: 0 })
    const secondOf1930 = await createMilestone(server.payload, { year: 1930, sortOrder: 2 })
    const firstOf1930 = await createMilestone(server.payload, { year: 1930, sortOrder: 1, image: image.id, title: { uz: 'Birinchi', ru: 'Первая' } })
    const hidden = await createMilestone(server.payload, { year: 1930, sortOrder: 0, status: '0' })
    const response = await api.get('/api/v1/history?lang=ru')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-language')).toBe('ru')
    expect(Object.keys(response.body)).toEqual(['data'])
    const mine = response.body.data.filter((m: { id: number }) => [later.id, secondOf1930.id, firstOf1930.id, hidden.id].includes(m.id))
    expect(ids(mine)).toEqual([firstOf1930.id, secondOf1930.id, later.id])
    expect(mine[0]).toEqual({ id: firstOf1930.id, year: 1930, title: 'Первая', description: null, image: expect.any(Object), sort_order: 1 })
    expect(mine[0].image).toEqual({
      id: image.id,
      file_name: 'photo.jpg',
      mime_type: 'image/jpeg',
      size: expect.any(Number),
      url: expect.stringMatching(new RegExp(`^${server.url}/media/.+\\.jpg$`)),
      conversions: Object.fromEntries(
        CONVERSIONS.map((name) => [name, expect.stringMatching(new RegExp(`^${server.url}/media/.+\\.${name.endsWith('_webp') ? 'webp' : 'jpg'}$`))]),
      ),
      created_at: expect.any(String),
    })
    expect((await fetch(mine[0].image.conversions.thumbnail)).status).toBe(200)
    expect(mine[1].image).toBeNull()
    const order = response.body.data.map((m: { year: number; sort_order: number }) => [m.year, m.sort_order])
    expect(order).toEqual([...order].sort((a, b) => a[0] - b[0] || a[1] - b[1]))
  })

  it('serves the description HTML of the locale, falling back to uz', async () => {
    const milestone = await createMilestone(server.payload, { year: 1940, title: { uz: 'Faqat o‘zbekcha' } })
    await api.put(`/api/v1/admin/history/${milestone.id}`, { token: tokens.editor, body: { description: { uz: '<p>Tavsif</p>', en: '<p>Description</p>' } } })
    const english = await api.get('/api/v1/history', { headers: { 'accept-language': 'en-GB,en;q=0.9' } })
    expect(english.headers.get('content-language')).toBe('en')
    expect(english.body.data.find((m: { id: number }) => m.id === milestone.id)).toMatchObject({ title: 'Faqat o‘zbekcha', description: '<p>Description</p>' })
    const russian = await api.get('/api/v1/history?lang=ru')
    expect(russian.body.data.find((m: { id: number }) => m.id === milestone.id).description).toBe('<p>Tavsif</p>')
  })

  it('never shows hidden milestones', async () => {
    const hidden = await createMilestone(server.payload, { status: '0' })
    const response = await api.get('/api/v1/history')
    expect(ids(response.body.data)).not.toContain(hidden.id)
    expect(response.body.data.every((m: Record<string, unknown>) => !('status' in m))).toBe(true)
  })
})
