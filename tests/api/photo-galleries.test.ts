import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEntries, staffTokens } from '../factories.js'
import { files, form } from '../support/files.js'
import { client, type Client } from '../support/http.js'
import { startTestServer, type TestServer } from '../support/server.js'

let server: TestServer
let api: Client
let tokens: Awaited<ReturnType<typeof staffTokens>>

beforeAll(async () => {
  server = await startTestServer({ MEDIA_DIR: mkdtempSync(path.join(os.tmpdir(), 'agrofund-galleries-')) })
  api = client(server.url)
  tokens = await staffTokens(server.payload, api)
})
afterAll(() => server?.close())

const media = async (data: Buffer, name: string) =>
  server.payload.create({ collection: 'media', data: {}, file: { data, mimetype: name.endsWith('.pdf') ? 'application/pdf' : 'image/jpeg', name, size: data.length }, overrideAccess: true, context: { skipAudit: true } })

const multipart = (url: string, token: string, fields: Record<string, string>, uploads: Parameters<typeof form>[1]) =>
  fetch(`${server.url}${url}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form(fields, uploads) }).then(async (r) => ({ status: r.status, body: (await r.json()) as any }))

describe('POST /api/v1/admin/photo-galleries', () => {
  it('creates a gallery from JSON media ids with captions in several locales, audited once', async () => {
    const cover = await media(await files.jpeg(), 'cover.jpg')
    const first = await media(await files.jpeg(), 'one.jpg')
    const second = await media(await files.jpeg(), 'two.jpg')
    const response = await api.post('/api/v1/admin/photo-galleries', {
      token: tokens.editor,
      body: {
        title: { uz: 'Hosil bayrami', ru: 'Праздник урожая' },
        event_date: '2026-09-15',
        cover_id: cover.id,
        photos: [{ media_id: first.id, caption: { uz: 'Birinchi', ru: 'Первое' } }, { media_id: second.id }],
      },
    })
    expect(response.status).toBe(201)
    const gallery = response.body.data
    expect(gallery).toMatchObject({ event_date: '2026-09-15', cover_id: cover.id, status: 1 })
    expect(gallery.cover.conversions.thumbnail).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/media\//)
    expect(gallery.photos.map((p: { media_id: number; caption: unknown }) => [p.media_id, p.caption])).toEqual([
      [first.id, { uz: 'Birinchi', ru: 'Первое', en: null }],
      [second.id, { uz: null, ru: null, en: null }],
    ])
    expect((await auditEntries(server.payload, 'photo-galleries', gallery.id)).map((e) => e.action)).toEqual(['created'])
  })

  it('creates a gallery from uploaded photos[] (multipart) and refuses non-images', async () => {
    const response = await multipart('/api/v1/admin/photo-galleries', tokens.editor, { 'title[uz]': 'Dala' }, [
      { field: 'photos[]', name: 'a.jpg', data: await files.jpeg() },
      { field: 'photos[]', name: 'b.png', data: await files.png() },
      { field: 'cover', name: 'c.webp', data: await files.webp() },
    ])
    expect(response.status).toBe(201)
    expect(response.body.data.photos).toHaveLength(2)
    expect(response.body.data.photos[1].image).toMatchObject({ file_name: 'b.png', mime_type: 'image/png' })
    expect(response.body.data.cover.mime_type).toBe('image/webp')
    const refused = await multipart('/api/v1/admin/photo-galleries', tokens.editor, { 'title[uz]': 'Dala' }, [
      { field: 'photos[]', name: 'a.jpg', data: await files.jpeg() },
      { field: 'photos[]', name: 'doc.jpg', data: files.pdf() },
      { field: 'photos[]', name: 'big.png', data: await files.hugePng() },
    ])
    expect(refused.status).toBe(422)
    expect(refused.body.errors).toEqual({ 'photos.1': ['validation.image'], 'photos.2': ['validation.max'] })
  })

  it('checks each JSON photo and the other fields with the contract keys', async () => {
    const pdf = await media(files.pdf(), 'doc.pdf')
    const response = await api.post('/api/v1/admin/photo-galleries', {
      token: tokens.editor,
      body: { title: { uz: 'x' }, photos: [{ media_id: 99999999 }, { caption: { xx: 'y' } }, { media_id: pdf.id, caption: { ru: 5 } }, 'nope'] },
    })
    expect(response.status).toBe(422)
    expect(response.body.errors).toEqual({
      'photos.0.media_id': ['validation.exists'],
      'photos.1.media_id': ['validation.required'],
      'photos.1.caption.xx': ['validation.in'],
      'photos.2.media_id': ['validation.image'],
      'photos.2.caption.ru': ['validation.string'],
      'photos.3': ['validation.array'],
    })
    const fields = await api.post('/api/v1/admin/photo-galleries', { token: tokens.editor, body: { title: { ru: 'x' }, event_date: '2026-13-01', cover_id: pdf.id, photos: 'x', status: 7 } })
    expect(fields.body.errors).toEqual({ 'title.uz': ['validation.required'], event_date: ['validation.date'], cover_id: ['validation.image'], photos: ['validation.array'], status: ['validation.in'] })
  })

  it('answers 401 and 403', async () => {
    expect((await api.post('/api/v1/admin/photo-galleries', { body: {} })).status).toBe(401)
    expect((await api.post('/api/v1/admin/photo-galleries', { token: tokens.operator, body: {} })).status).toBe(403)
  })
})

describe('PUT and DELETE /api/v1/admin/photo-galleries/{photoGallery_id}', () => {
  it('replaces the photo list and keeps other fields', async () => {
    const photo = await media(await files.jpeg(), 'p.jpg')
    const created = await api.post('/api/v1/admin/photo-galleries', { token: tokens.editor, body: { title: { uz: 'Eski' }, photos: [{ media_id: photo.id }] } })
    const updated = await api.put(`/api/v1/admin/photo-galleries/${created.body.data.id}`, { token: tokens.editor, body: { photos: [], title: { en: 'Old' } } })
    expect(updated.status).toBe(200)
    expect(updated.body.data.photos).toEqual([])
    expect(updated.body.data.title).toEqual({ uz: 'Eski', ru: null, en: 'Old' })
    expect((await api.delete(`/api/v1/admin/photo-galleries/${created.body.data.id}`, { token: tokens.editor })).status).toBe(204)
    expect((await api.get(`/api/v1/admin/photo-galleries/${created.body.data.id}`, { token: tokens.editor })).status).toBe(404)
  })

  it('answers 404 for unknown ids', async () => {
    expect((await api.put('/api/v1/admin/photo-galleries/55555555', { token: tokens.editor, body: {} })).status).toBe(404)
  })
})

describe('GET /api/v1/photo-galleries', () => {
  it('lists active galleries, newest event first, with cover and captioned photos in the request locale', async () => {
    const photo = await media(await files.jpeg(), 'q.jpg')
    const older = await api.post('/api/v1/admin/photo-galleries', { token: tokens.editor, body: { title: { uz: 'Galereya-2019' }, event_date: '2019-05-01', photos: [{ media_id: photo.id, caption: { uz: 'Izoh', ru: 'Подпись' } }] } })
    const newer = await api.post('/api/v1/admin/photo-galleries', { token: tokens.editor, body: { title: { uz: 'Galereya-2025' }, event_date: '2025-05-01' } })
    await api.post('/api/v1/admin/photo-galleries', { token: tokens.editor, body: { title: { uz: 'Galereya-yashirin' }, event_date: '2026-01-01', status: 0 } })
    const response = await api.get('/api/v1/photo-galleries?filter[search]=Galereya-&lang=uz')
    expect(response.status).toBe(200)
    expect(response.body.data.map((g: { id: number }) => g.id)).toEqual([newer.body.data.id, older.body.data.id])
    expect(response.body.data[1].photos[0].caption).toBe('Izoh')
    const russian = await api.get(`/api/v1/photo-galleries?lang=ru&per_page=100`)
    const olderInRussian = russian.body.data.find((g: { id: number }) => g.id === older.body.data.id)
    expect(olderInRussian.title).toBe('Galereya-2019')
    expect(olderInRussian.photos).toEqual([{ image: expect.objectContaining({ id: photo.id, mime_type: 'image/jpeg' }), caption: 'Подпись' }])
    expect(olderInRussian.cover).toBeNull()
    expect(russian.body.data.map((g: { title: string }) => g.title)).not.toContain('Galereya-yashirin')
  })
})
