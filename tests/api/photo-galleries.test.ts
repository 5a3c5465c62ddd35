import { describe, expect, it } from 'vitest'
import { auditEntries, createMedia, createPhotoGallery } from '../factories.js'
import { files, form } from '../support/files.js'
import { useStack } from '../support/stack.js'
import { describeStandardCases } from '../support/standardCases.js'

const stack = useStack({ media: true })

describeStandardCases(stack, { tag: 'photo-galleries', factory: createPhotoGallery })

const media = (data: Buffer, name: string) => createMedia(stack.payload, name, data)

const multipart = (url: string, token: string, fields: Record<string, string>, uploads: Parameters<typeof form>[1]) =>
  fetch(`${stack.url}${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form(fields, uploads),
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as any }))

describe('POST /api/v1/admin/photo-galleries', () => {
  it('creates a gallery from JSON media ids with captions in several locales, audited once', async () => {
    const cover = await media(await files.jpeg(), 'cover.jpg')
    const first = await media(await files.jpeg(), 'one.jpg')
    const second = await media(await files.jpeg(), 'two.jpg')
    const response = await stack.api.post('/api/v1/admin/photo-galleries', {
      token: stack.tokens.editor,
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
    expect((await auditEntries(stack.payload, 'photo-galleries', gallery.id)).map((e) => e.action)).toEqual(['created'])
  })

  it('creates a gallery from uploaded photos[] (multipart) and refuses non-images', async () => {
    const response = await multipart('/api/v1/admin/photo-galleries', stack.tokens.editor, { 'title[uz]': 'Dala' }, [
      { field: 'photos[]', name: 'a.jpg', data: await files.jpeg() },
      { field: 'photos[]', name: 'b.png', data: await files.png() },
      { field: 'cover', name: 'c.webp', data: await files.webp() },
    ])
    expect(response.status).toBe(201)
    expect(response.body.data.photos).toHaveLength(2)
    expect(response.body.data.photos[1].image).toMatchObject({ file_name: 'b.png', mime_type: 'image/png' })
    expect(response.body.data.cover.mime_type).toBe('image/webp')
    const refused = await multipart('/api/v1/admin/photo-galleries', stack.tokens.editor, { 'title[uz]': 'Dala' }, [
      { field: 'photos[]', name: 'a.jpg', data: await files.jpeg() },
      { field: 'photos[]', name: 'doc.jpg', data: files.pdf() },
      { field: 'photos[]', name: 'big.png', data: await files.hugePng() },
    ])
    expect(refused.status).toBe(422)
    expect(refused.body.errors).toEqual({ 'photos.1': ['validation.image'], 'photos.2': ['validation.max'] })
  })
})

describe('PUT and DELETE /api/v1/admin/photo-galleries/{photoGallery_id}', () => {
  it('replaces the photo list and keeps other fields', async () => {
    const photo = await media(await files.jpeg(), 'p.jpg')
    const created = await stack.api.post('/api/v1/admin/photo-galleries', {
      token: stack.tokens.editor,
      body: { title: { uz: 'Eski' }, photos: [{ media_id: photo.id }] },
    })
    const updated = await stack.api.put(`/api/v1/admin/photo-galleries/${created.body.data.id}`, {
      token: stack.tokens.editor,
      body: { photos: [], title: { en: 'Old' } },
    })
    expect(updated.status).toBe(200)
    expect(updated.body.data.photos).toEqual([])
    expect(updated.body.data.title).toEqual({ uz: 'Eski', ru: null, en: 'Old' })
    expect(
      (await stack.api.delete(`/api/v1/admin/photo-galleries/${created.body.data.id}`, { token: stack.tokens.editor }))
        .status,
    ).toBe(204)
    expect(
      (await stack.api.get(`/api/v1/admin/photo-galleries/${created.body.data.id}`, { token: stack.tokens.editor }))
        .status,
    ).toBe(404)
  })
})

describe('GET /api/v1/photo-galleries', () => {
  it('lists active galleries, newest event first, with cover and captioned photos in the request locale', async () => {
    const photo = await media(await files.jpeg(), 'q.jpg')
    const older = await stack.api.post('/api/v1/admin/photo-galleries', {
      token: stack.tokens.editor,
      body: {
        title: { uz: 'Galereya-2019' },
        event_date: '2019-05-01',
        photos: [{ media_id: photo.id, caption: { uz: 'Izoh', ru: 'Подпись' } }],
      },
    })
    const newer = await stack.api.post('/api/v1/admin/photo-galleries', {
      token: stack.tokens.editor,
      body: { title: { uz: 'Galereya-2025' }, event_date: '2025-05-01' },
    })
    await stack.api.post('/api/v1/admin/photo-galleries', {
      token: stack.tokens.editor,
      body: { title: { uz: 'Galereya-yashirin' }, event_date: '2026-01-01', status: 0 },
    })
    const response = await stack.api.get('/api/v1/photo-galleries?filter[search]=Galereya-&lang=uz')
    expect(response.status).toBe(200)
    expect(response.body.data.map((g: { id: number }) => g.id)).toEqual([newer.body.data.id, older.body.data.id])
    expect(response.body.data[1].photos[0].caption).toBe('Izoh')
    const russian = await stack.api.get(`/api/v1/photo-galleries?lang=ru&per_page=100`)
    const olderInRussian = russian.body.data.find((g: { id: number }) => g.id === older.body.data.id)
    expect(olderInRussian.title).toBe('Galereya-2019')
    expect(olderInRussian.photos).toEqual([
      { image: expect.objectContaining({ id: photo.id, mime_type: 'image/jpeg' }), caption: 'Подпись' },
    ])
    expect(olderInRussian.cover).toBeNull()
    expect(russian.body.data.map((g: { title: string }) => g.title)).not.toContain('Galereya-yashirin')
  })
})
