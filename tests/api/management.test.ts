import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEntries, createImage, createPdf, staffTokens } from '../factories.js'
import { client, type Client } from '../support/http.js'
import { startTestServer, type TestServer } from '../support/server.js'

let server: TestServer
let api: Client
let tokens: Awaited<ReturnType<typeof staffTokens>>
const mediaDir = mkdtempSync(path.join(tmpdir(), 'agrofund-management-media-'))

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

async function createManager(payload: Payload, overrides: Record<string, unknown> = {}) {
  return payload.create({
    collection: 'management',
    locale: 'all' as never,
    data: {
      fullName: { uz: `Rahbar ${unique()}`, ru: `Руководитель ${unique()}` },
      position: { uz: 'Direktor', ru: 'Директор' },
      status: '1',
      sortOrder: 0,
      ...overrides,
    } as never,
    ...system,
  })
}

const valid = () => ({ full_name: { uz: 'Aliyev Anvar', ru: 'Алиев Анвар' }, position: { uz: 'Direktor', ru: 'Директор' } })
const ids = (items: { id: number }[]) => items.map((item) => item.id)

/** The contract's media record (1.8) for an 800×600 JPEG: absolute URLs and every size, each also as WebP. */
const expectImageRecord = (record: Record<string, unknown>, id: number) => {
  expect(record).toEqual({
    id,
    file_name: 'photo.jpg',
    mime_type: 'image/jpeg',
    size: expect.any(Number),
    url: expect.stringMatching(new RegExp(`^${server.url}/media/.+\\.jpg$`)),
    conversions: Object.fromEntries(
      ['thumbnail', 'thumbnail_webp', 'medium', 'medium_webp', 'large', 'large_webp'].map((name) => [
        name,
        expect.stringMatching(new RegExp(`^${server.url}/media/.+\\.${name.endsWith('_webp') ? 'webp' : 'jpg'}$`)),
      ]),
    ),
    created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
  })
}

describe('GET /api/v1/admin/management', () => {
  it('answers the paginator envelope with every locale as an object and the photo embedded', async () => {
    const photo = await createImage(server.payload)
    const name = `Sardor ${unique()}`
    const manager = await createManager(server.payload, { photo: photo.id, sortOrder: 3, fullName: { uz: name } })
    const response = await api.get(`/api/v1/admin/management?filter[search]=${encodeURIComponent(name)}`, { token: tokens.editor })
    expect(response.status).toBe(200)
    expect(Object.keys(response.body)).toEqual(['data', 'links', 'meta'])
    expect(response.body.data).toHaveLength(1)
    const record = response.body.data[0]
    expect(Object.keys(record)).toEqual([
      'id', 'full_name', 'position', 'biography', 'photo_id', 'phone', 'email', 'reception_days', 'status', 'sort_order', 'photo', 'created_at', 'updated_at',
    ])
    expect(record).toMatchObject({ id: manager.id, photo_id: photo.id, sort_order: 3, status: 1, phone: null, email: null })
    expect(record.full_name).toEqual({ uz: name, ru: null, en: null })
    expect(record.biography).toEqual({ uz: null, ru: null, en: null })
    expectImageRecord(record.photo, photo.id)
  })

  it('filters by status and searches full name and position in every locale', async () => {
    const tag = unique()
    const hidden = await createManager(server.payload, { status: '0', position: { uz: 'Maslahatchi', ru: `Советник-${tag}` } })
    const byFullName = await createManager(server.payload, { fullName: { uz: 'X', en: `Adviser-${tag}` } })
    const bySearch = await api.get(`/api/v1/admin/management?filter[search]=${encodeURIComponent(`СОВЕТНИК-${tag}`)}`, { token: tokens.editor })
    expect(ids(bySearch.body.data)).toEqual([hidden.id])
    const english = await api.get(`/api/v1/admin/management?filter[search]=adviser-${tag}`, { token: tokens.editor })
    expect(ids(english.body.data)).toEqual([byFullName.id])
    const byStatus = await api.get('/api/v1/admin/management?filter[status]=0&per_page=100', { token: tokens.editor })
    expect(ids(byStatus.body.data)).toContain(hidden.id)
    expect(byStatus.body.data.every((m: { status: number }) => m.status === 0)).toBe(true)
  })

  it('sorts by sort_order by default and by the allowed keys, ties broken by id', async () => {
    const byDefault = await api.get('/api/v1/admin/management?per_page=100', { token: tokens.editor })
    const orders = byDefault.body.data.map((m: { sort_order: number }) => m.sort_order)
    expect(orders).toEqual([...orders].sort((a, b) => a - b))
    const byId = await api.get('/api/v1/admin/management?sort=-id&per_page=100', { token: tokens.editor })
    const list = ids(byId.body.data)
    expect(list).toEqual([...list].sort((a, b) => b - a))
  })

  it('refuses a filter or sort that is not allowed with 400 and the contract message', async () => {
    const filter = await api.get('/api/v1/admin/management?filter[email]=x', { token: tokens.editor })
    expect(filter.status).toBe(400)
    expect(filter.body.message).toBe('Requested filter(s) `email` are not allowed. Allowed filter(s) are `status, search`.')
    const sort = await api.get('/api/v1/admin/management?sort=full_name', { token: tokens.editor })
    expect(sort.status).toBe(400)
    expect(sort.body.message).toBe('Requested sort(s) `full_name` is not allowed. Allowed sort(s) are `sort_order, id`.')
  })

  it('needs a token (401) and a content role (403)', async () => {
    expect((await api.get('/api/v1/admin/management')).body).toEqual({ message: 'Unauthenticated.' })
    expect((await api.get('/api/v1/admin/management', { token: tokens.operator })).body).toEqual({ message: 'This action is unauthorized.' })
    for (const role of ['super_admin', 'admin', 'editor'] as const) {
      expect((await api.get('/api/v1/admin/management', { token: tokens[role] })).status).toBe(200)
    }
  })
})

describe('POST /api/v1/admin/management', () => {
  it('creates a member with every field and records one audit entry', async () => {
    const photo = await createImage(server.payload)
    const response = await api.post('/api/v1/admin/management', {
      token: tokens.editor,
      body: {
        ...valid(),
        biography: { uz: '<p>Tug‘ilgan <script>alert(1)</script>1970</p>', en: '<p>Born 1970</p>' },
        photo_id: photo.id,
        phone: '+998 71 200-00-00',
        email: 'rahbar@agrofund.uz',
        reception_days: { uz: 'Seshanba, 10:00–12:00', ru: 'Вторник, 10:00–12:00' },
        sort_order: 2,
      },
    })
    expect(response.status).toBe(201)
    const manager = response.body.data
    expect(manager).toMatchObject({
      full_name: { uz: 'Aliyev Anvar', ru: 'Алиев Анвар', en: null },
      position: { uz: 'Direktor', ru: 'Директор', en: null },
      photo_id: photo.id,
      phone: '+998 71 200-00-00',
      email: 'rahbar@agrofund.uz',
      reception_days: { uz: 'Seshanba, 10:00–12:00', ru: 'Вторник, 10:00–12:00', en: null },
      status: 1,
      sort_order: 2,
    })
    expect(manager.biography.uz).toContain('Tug‘ilgan')
    expect(manager.biography.uz).not.toMatch(/script|alert/)
    expect(manager.biography.en).toBe('<p>Born 1970</p>')
    expect(manager.biography.ru).toBeNull()
    expectImageRecord(manager.photo, photo.id)
    const stored = await server.payload.findByID({ collection: 'management', id: manager.id, locale: 'ru', depth: 0, overrideAccess: true })
    expect(stored).toMatchObject({ fullName: 'Алиев Анвар', photo: photo.id, status: '1' })
    const entries = await auditEntries(server.payload, 'management', manager.id)
    expect(entries.map((e) => e.action)).toEqual(['created'])
    expect(entries[0].changes['full_name.ru']).toEqual({ old: null, new: 'Алиев Анвар' })
  })

  it('takes the photo as a multipart upload with bracket keys, and refuses a non-image upload', async () => {
    const upload = async (name: string, data: Buffer, type: string) => {
      const form = new FormData()
      form.append('full_name[uz]', 'Yuklangan Rahbar')
      form.append('position[uz]', 'Direktor')
      form.append('photo', new Blob([new Uint8Array(data)], { type }), name)
      const response = await fetch(`${server.url}/api/v1/admin/management`, { method: 'POST', headers: { authorization: `Bearer ${tokens.editor}` }, body: form })
      return { status: response.status, body: await response.json() }
    }
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#a73' } }).jpeg().toBuffer()
    const created = await upload('portret.jpg', jpeg, 'image/jpeg')
    expect(created.status).toBe(201)
    expect(created.body.data.full_name).toEqual({ uz: 'Yuklangan Rahbar', ru: null, en: null })
    expect(created.body.data.photo).toMatchObject({ id: created.body.data.photo_id, file_name: 'portret.jpg', mime_type: 'image/jpeg' })
    const media = await server.payload.count({ collection: 'media', overrideAccess: true })
    const refused = await upload('portret.jpg', Buffer.from('%PDF-1.4\nxref\n%%EOF\n'), 'image/jpeg')
    expect(refused.status).toBe(422)
    expect(refused.body.errors).toEqual({ photo: ['validation.image'] })
    expect((await server.payload.count({ collection: 'media', overrideAccess: true })).totalDocs).toBe(media.totalDocs)
  })

  it('lists every failing rule with the contract keys', async () => {
    const response = await api.post('/api/v1/admin/management', {
      token: tokens.editor,
      body: {
        full_name: { ru: 'Только русский' },
        photo_id: 99999999,
        phone: '1'.repeat(33),
        email: 'not-an-email',
        reception_days: { de: 'Dienstag' },
        status: 2,
        sort_order: -1,
      },
    })
    expect(response.status).toBe(422)
    expect(response.body.errors).toEqual({
      'full_name.uz': ['validation.required'],
      'position.uz': ['validation.required'],
      photo_id: ['validation.exists'],
      phone: ['validation.max'],
      email: ['validation.email'],
      'reception_days.de': ['validation.in'],
      status: ['validation.in'],
      sort_order: ['validation.min'],
    })
    expect(response.body.message).toBe('validation.required (and 7 more errors)')
  })

  it('refuses a photo that is not an image with validation.image', async () => {
    const pdf = await createPdf(server.payload)
    const response = await api.post('/api/v1/admin/management', { token: tokens.editor, body: { ...valid(), photo_id: pdf.id } })
    expect(response.status).toBe(422)
    expect(response.body.errors).toEqual({ photo_id: ['validation.image'] })
  })

  it('writes nothing when refused to operators and anonymous callers', async () => {
    const before = await server.payload.count({ collection: 'management', overrideAccess: true })
    expect((await api.post('/api/v1/admin/management', { body: valid() })).status).toBe(401)
    expect((await api.post('/api/v1/admin/management', { token: tokens.operator, body: valid() })).status).toBe(403)
    expect((await server.payload.count({ collection: 'management', overrideAccess: true })).totalDocs).toBe(before.totalDocs)
  })
})

describe('GET /api/v1/admin/management/{manager_id}', () => {
  it('shows a hidden member to editors', async () => {
    const manager = await createManager(server.payload, { status: '0', email: 'yashirin@agrofund.uz' })
    const response = await api.get(`/api/v1/admin/management/${manager.id}`, { token: tokens.editor })
    expect(response.status).toBe(200)
    expect(response.body.data).toMatchObject({ id: manager.id, status: 0, email: 'yashirin@agrofund.uz', photo_id: null, photo: null })
  })

  it('answers 404 for an unknown or malformed id, 401 and 403', async () => {
    expect((await api.get('/api/v1/admin/management/99999999', { token: tokens.editor })).body).toEqual({ message: 'Not found.' })
    expect((await api.get('/api/v1/admin/management/abc', { token: tokens.editor })).status).toBe(404)
    expect((await api.get('/api/v1/admin/management/1')).status).toBe(401)
    expect((await api.get('/api/v1/admin/management/1', { token: tokens.operator })).status).toBe(403)
  })
})

describe('PUT /api/v1/admin/management/{manager_id}', () => {
  it('changes only the fields and locales present, clears with null, and audits once', async () => {
    const photo = await createImage(server.payload)
    const manager = await createManager(server.payload, { photo: photo.id, phone: '+998712000000', position: { uz: 'Direktor', ru: 'Директор', en: 'Director' } })
    const response = await api.put(`/api/v1/admin/management/${manager.id}`, {
      token: tokens.editor,
      body: { position: { ru: 'Первый заместитель', en: null }, photo_id: null, phone: null, sort_order: 4, id: 777 },
    })
    expect(response.status).toBe(200)
    expect(response.body.data).toMatchObject({
      id: manager.id,
      position: { uz: 'Direktor', ru: 'Первый заместитель', en: null },
      photo_id: null,
      photo: null,
      phone: null,
      sort_order: 4,
    })
    const entries = await auditEntries(server.payload, 'management', manager.id)
    expect(entries.map((e) => e.action)).toEqual(['updated'])
    expect(entries[0].changes).toEqual({
      'position.ru': { old: 'Директор', new: 'Первый заместитель' },
      'position.en': { old: 'Director', new: null },
      photo: { old: photo.id, new: null },
      phone: { old: '+998712000000', new: null },
      sort_order: { old: 0, new: 4 },
    })
  })

  it('accepts PATCH as an alias', async () => {
    const manager = await createManager(server.payload)
    const response = await api.patch(`/api/v1/admin/management/${manager.id}`, { token: tokens.editor, body: { status: 0 } })
    expect(response.status).toBe(200)
    expect(response.body.data.status).toBe(0)
  })

  it('refuses to leave the default locale empty and checks only the fields present', async () => {
    const manager = await createManager(server.payload)
    const response = await api.put(`/api/v1/admin/management/${manager.id}`, { token: tokens.editor, body: { full_name: { uz: ' ' }, email: 'x@', photo_id: 'abc' } })
    expect(response.status).toBe(422)
    expect(response.body.errors).toEqual({
      'full_name.uz': ['validation.required'],
      photo_id: ['validation.integer', 'validation.exists'],
      email: ['validation.email'],
    })
  })

  it('answers 404, 401 and 403', async () => {
    expect((await api.put('/api/v1/admin/management/99999999', { token: tokens.editor, body: {} })).status).toBe(404)
    expect((await api.put('/api/v1/admin/management/1', { body: {} })).status).toBe(401)
    expect((await api.put('/api/v1/admin/management/1', { token: tokens.operator, body: {} })).status).toBe(403)
  })
})

describe('DELETE /api/v1/admin/management/{manager_id}', () => {
  it('deletes, audits, and then answers 404; the photo stays in the library', async () => {
    const photo = await createImage(server.payload)
    const manager = await createManager(server.payload, { photo: photo.id })
    const response = await api.delete(`/api/v1/admin/management/${manager.id}`, { token: tokens.admin })
    expect(response.status).toBe(204)
    expect(response.text).toBe('')
    expect((await api.get(`/api/v1/admin/management/${manager.id}`, { token: tokens.admin })).status).toBe(404)
    expect((await auditEntries(server.payload, 'management', manager.id)).map((e) => e.action)).toEqual(['deleted'])
    expect((await api.delete(`/api/v1/admin/management/${manager.id}`, { token: tokens.admin })).status).toBe(404)
    expect((await server.payload.count({ collection: 'media', where: { id: { equals: photo.id } }, overrideAccess: true })).totalDocs).toBe(1)
  })

  it('is refused to operators and anonymous callers', async () => {
    const manager = await createManager(server.payload)
    expect((await api.delete(`/api/v1/admin/management/${manager.id}`)).status).toBe(401)
    expect((await api.delete(`/api/v1/admin/management/${manager.id}`, { token: tokens.operator })).status).toBe(403)
    expect((await server.payload.count({ collection: 'management', where: { id: { equals: manager.id } }, overrideAccess: true })).totalDocs).toBe(1)
  })
})

describe('GET /api/v1/management', () => {
  it('lists active members by sort_order, resolved in the request locale, with the photo as a media record', async () => {
    const photo = await createImage(server.payload)
    const second = await createManager(server.payload, {
      sortOrder: 20,
      fullName: { uz: 'Karimov Bobur', ru: 'Каримов Бобур' },
      position: { uz: 'O‘rinbosar', ru: 'Заместитель' },
      receptionDays: { uz: 'Payshanba', ru: 'Четверг' },
    })
    const first = await createManager(server.payload, {
      sortOrder: 10,
      photo: photo.id,
      fullName: { uz: 'Aliyev Anvar', ru: 'Алиев Анвар' },
      phone: '+998712000000',
      email: 'rahbar@agrofund.uz',
    })
    await server.payload.update({ collection: 'management', id: first.id, locale: 'ru', data: { biography: lexicalParagraph('Родился в 1970 году') } as never, ...system })
    const hidden = await createManager(server.payload, { status: '0', sortOrder: 15 })

    const response = await api.get('/api/v1/management?lang=ru')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-language')).toBe('ru')
    expect(Object.keys(response.body)).toEqual(['data'])
    const mine = response.body.data.filter((m: { id: number }) => [first.id, second.id, hidden.id].includes(m.id))
    expect(ids(mine)).toEqual([first.id, second.id])
    expect(mine[0]).toEqual({
      id: first.id,
      full_name: 'Алиев Анвар',
      position: 'Директор',
      biography: expect.stringContaining('Родился в 1970 году'),
      photo: expect.any(Object),
      phone: '+998712000000',
      email: 'rahbar@agrofund.uz',
      reception_days: null,
      sort_order: 10,
    })
    expectImageRecord(mine[0].photo, photo.id)
    expect(mine[1]).toMatchObject({ full_name: 'Каримов Бобур', position: 'Заместитель', reception_days: 'Четверг', photo: null, biography: null })
    const orders = response.body.data.map((m: { sort_order: number }) => m.sort_order)
    expect(orders).toEqual([...orders].sort((a, b) => a - b))
  })

  it('serves the photo and its conversions at their absolute URLs', async () => {
    const photo = await createImage(server.payload)
    const manager = await createManager(server.payload, { photo: photo.id })
    const response = await api.get('/api/v1/management')
    const record = response.body.data.find((m: { id: number }) => m.id === manager.id).photo
    for (const url of [record.url, record.conversions.thumbnail]) {
      const file = await fetch(url)
      expect(file.status).toBe(200)
      expect(file.headers.get('content-type')).toMatch(/^image\//)
    }
  })

  it('falls back to uz for an empty locale and reads Accept-Language', async () => {
    const manager = await createManager(server.payload, { fullName: { uz: 'Rustamov Jasur', en: 'Jasur Rustamov' }, position: { uz: 'Bosh hisobchi' } })
    const english = await api.get('/api/v1/management', { headers: { 'accept-language': 'fr, en;q=0.5' } })
    expect(english.headers.get('content-language')).toBe('en')
    expect(english.body.data.find((m: { id: number }) => m.id === manager.id)).toMatchObject({ full_name: 'Jasur Rustamov', position: 'Bosh hisobchi' })
    const russian = await api.get('/api/v1/management?lang=ru')
    expect(russian.body.data.find((m: { id: number }) => m.id === manager.id).full_name).toBe('Rustamov Jasur')
    const fallback = await api.get('/api/v1/management')
    expect(fallback.headers.get('content-language')).toBe('uz')
  })

  it('never shows hidden members nor their status', async () => {
    const hidden = await createManager(server.payload, { status: '0' })
    const response = await api.get('/api/v1/management')
    expect(ids(response.body.data)).not.toContain(hidden.id)
    expect(response.body.data.every((m: Record<string, unknown>) => !('status' in m))).toBe(true)
  })
})

/** A minimal Lexical document with one paragraph, as the admin UI stores rich text. */
function lexicalParagraph(text: string) {
  return {
    root: {
      type: 'root', version: 1, direction: 'ltr', format: '', indent: 0,
      children: [{ type: 'paragraph', version: 1, direction: 'ltr', format: '', indent: 0, textFormat: 0, children: [{ type: 'text', version: 1, text, detail: 0, format: 0, mode: 'normal', style: '' }] }],
    },
  }
}
