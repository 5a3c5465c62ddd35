import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEntries, createLegalDocument, ensureDocumentType, staffTokens } from '../factories.js'
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
const uniqueCode = () => `type-${Date.now().toString(36)}-${++sequence}`

/** A document type with a fresh code (the shared factory reuses one code). */
const createDocumentType = (payload: Payload, overrides: Record<string, unknown> = {}) => ensureDocumentType(payload, uniqueCode(), overrides)

const valid = () => ({ code: uniqueCode(), name: { uz: 'Farmon', ru: 'Указ' } })
const ids = (body: { data: { id: number }[] }) => body.data.map((item) => item.id)

describe('GET /api/v1/admin/document-types', () => {
  it('answers the paginator envelope with every locale of the name as an object', async () => {
    const type = await createDocumentType(server.payload, { name: { uz: 'Qonun', ru: 'Закон', en: 'Law' }, sortOrder: 3 })
    const response = await api.get('/api/v1/admin/document-types?per_page=100', { token: tokens.editor })
    expect(response.status).toBe(200)
    expect(Object.keys(response.body)).toEqual(['data', 'links', 'meta'])
    expect(response.body.data.find((item: { id: number }) => item.id === type.id)).toEqual({
      id: type.id,
      code: type.code,
      name: { uz: 'Qonun', ru: 'Закон', en: 'Law' },
      status: 1,
      sort_order: 3,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      updated_at: expect.stringMatching(/Z$/),
    })
  })

  it('filters by status and searches the name in every locale and the code', async () => {
    const hidden = await createDocumentType(server.payload, { status: '0', name: { uz: 'Buyruq', ru: 'Приказ-unique', en: 'Order' } })
    const byStatus = await api.get('/api/v1/admin/document-types?filter[status]=0&per_page=100', { token: tokens.editor })
    expect(ids(byStatus.body)).toContain(hidden.id)
    expect(byStatus.body.data.every((item: { status: number }) => item.status === 0)).toBe(true)
    const byName = await api.get(`/api/v1/admin/document-types?filter[search]=${encodeURIComponent('приказ-UNIQUE')}`, { token: tokens.editor })
    expect(ids(byName.body)).toEqual([hidden.id])
    const byCode = await api.get(`/api/v1/admin/document-types?filter[search]=${hidden.code}`, { token: tokens.editor })
    expect(ids(byCode.body)).toEqual([hidden.id])
  })

  it('sorts by sort_order by default and by -id on request', async () => {
    const late = await createDocumentType(server.payload, { sortOrder: 900 })
    const early = await createDocumentType(server.payload, { sortOrder: 899 })
    const byDefault = await api.get('/api/v1/admin/document-types?per_page=100', { token: tokens.editor })
    const order = ids(byDefault.body)
    expect(order.indexOf(early.id)).toBeLessThan(order.indexOf(late.id))
    const byId = await api.get('/api/v1/admin/document-types?sort=-id&per_page=100', { token: tokens.editor })
    expect(ids(byId.body)).toEqual([...ids(byId.body)].sort((a, b) => b - a))
  })

  it('refuses a filter or sort that is not allowed with 400', async () => {
    const filter = await api.get('/api/v1/admin/document-types?filter[code]=decree', { token: tokens.editor })
    expect(filter.status).toBe(400)
    expect(filter.body).toEqual({ message: 'Requested filter(s) `code` are not allowed. Allowed filter(s) are `status, search`.' })
    const sort = await api.get('/api/v1/admin/document-types?sort=name', { token: tokens.editor })
    expect(sort.status).toBe(400)
    expect(sort.body).toEqual({ message: 'Requested sort(s) `name` is not allowed. Allowed sort(s) are `sort_order, id`.' })
  })

  it('answers a badly typed filter with 422', async () => {
    const response = await api.get('/api/v1/admin/document-types?filter[status]=yes', { token: tokens.editor })
    expect(response.status).toBe(422)
    expect(response.body.errors).toEqual({ 'filter.status': ['validation.integer'] })
  })

  it('needs a token (401) and a content role (403)', async () => {
    expect((await api.get('/api/v1/admin/document-types')).body).toEqual({ message: 'Unauthenticated.' })
    expect((await api.get('/api/v1/admin/document-types', { token: tokens.operator })).body).toEqual({ message: 'This action is unauthorized.' })
    for (const role of ['super_admin', 'admin', 'editor'] as const) {
      expect((await api.get('/api/v1/admin/document-types', { token: tokens[role] })).status).toBe(200)
    }
  })
})

describe('POST /api/v1/admin/document-types', () => {
  it('creates a type with status 1 and sort_order 0 by default and records one audit entry', async () => {
    const body = valid()
    const response = await api.post('/api/v1/admin/document-types', { token: tokens.editor, body })
    expect(response.status).toBe(201)
    expect(response.body.data).toMatchObject({ code: body.code, name: { uz: 'Farmon', ru: 'Указ', en: null }, status: 1, sort_order: 0 })
    const stored = await server.payload.findByID({ collection: 'document-types', id: response.body.data.id, locale: 'ru', overrideAccess: true })
    expect(stored).toMatchObject({ code: body.code, name: 'Указ' })
    const entries = await auditEntries(server.payload, 'document-types', response.body.data.id)
    expect(entries.map((e) => e.action)).toEqual(['created'])
    expect(entries[0].changes['name.ru']).toEqual({ old: null, new: 'Указ' })
  })

  it('lists every failing rule with the contract keys', async () => {
    const response = await api.post('/api/v1/admin/document-types', {
      token: tokens.editor,
      body: { code: 'Not A Code', name: { ru: 'Указ', de: 'Erlass' }, status: 2, sort_order: -1 },
    })
    expect(response.status).toBe(422)
    expect(response.body.errors).toEqual({
      code: ['validation.regex'],
      'name.de': ['validation.in'],
      'name.uz': ['validation.required'],
      status: ['validation.in'],
      sort_order: ['validation.min'],
    })
    expect(response.body.message).toBe('validation.regex (and 4 more errors)')
  })

  it('requires code and name', async () => {
    const response = await api.post('/api/v1/admin/document-types', { token: tokens.editor, body: {} })
    expect(response.status).toBe(422)
    expect(response.body.errors).toEqual({ code: ['validation.required'], 'name.uz': ['validation.required'] })
  })

  it('refuses a code that is taken or too long, and a name over 255 characters', async () => {
    const existing = await createDocumentType(server.payload)
    const taken = await api.post('/api/v1/admin/document-types', { token: tokens.editor, body: { ...valid(), code: existing.code } })
    expect(taken.body.errors).toEqual({ code: ['validation.unique'] })
    const long = await api.post('/api/v1/admin/document-types', { token: tokens.editor, body: { code: 'a'.repeat(256), name: { uz: 'x'.repeat(256) } } })
    expect(long.body.errors).toEqual({ code: ['validation.max'], 'name.uz': ['validation.max'] })
  })

  it('is refused to anonymous callers and operators, writing nothing', async () => {
    const before = await server.payload.count({ collection: 'document-types', overrideAccess: true })
    expect((await api.post('/api/v1/admin/document-types', { body: valid() })).status).toBe(401)
    expect((await api.post('/api/v1/admin/document-types', { token: tokens.operator, body: valid() })).status).toBe(403)
    expect((await server.payload.count({ collection: 'document-types', overrideAccess: true })).totalDocs).toBe(before.totalDocs)
  })
})

describe('GET /api/v1/admin/document-types/{documentType_id}', () => {
  it('shows a hidden type to editors', async () => {
    const type = await createDocumentType(server.payload, { status: '0' })
    const response = await api.get(`/api/v1/admin/document-types/${type.id}`, { token: tokens.editor })
    expect(response.status).toBe(200)
    expect(response.body.data).toMatchObject({ id: type.id, code: type.code, status: 0 })
  })

  it('answers 404 for an unknown or malformed id, 401 and 403', async () => {
    expect((await api.get('/api/v1/admin/document-types/99999999', { token: tokens.editor })).body).toEqual({ message: 'Not found.' })
    expect((await api.get('/api/v1/admin/document-types/abc', { token: tokens.editor })).status).toBe(404)
    expect((await api.get('/api/v1/admin/document-types/1')).status).toBe(401)
    expect((await api.get('/api/v1/admin/document-types/1', { token: tokens.operator })).status).toBe(403)
  })
})

describe('PUT /api/v1/admin/document-types/{documentType_id}', () => {
  it('changes only the fields and locales present and audits the changes', async () => {
    const type = await createDocumentType(server.payload, { name: { uz: 'Nizom', ru: 'Положение', en: 'Regulation' } })
    const response = await api.put(`/api/v1/admin/document-types/${type.id}`, { token: tokens.editor, body: { name: { en: null, ru: 'Регламент' }, sort_order: 4 } })
    expect(response.status).toBe(200)
    expect(response.body.data).toMatchObject({ id: type.id, code: type.code, name: { uz: 'Nizom', ru: 'Регламент', en: null }, sort_order: 4 })
    const entries = await auditEntries(server.payload, 'document-types', type.id)
    expect(entries.map((e) => e.action)).toEqual(['updated'])
    expect(entries[0].changes).toEqual({
      'name.ru': { old: 'Положение', new: 'Регламент' },
      'name.en': { old: 'Regulation', new: null },
      sort_order: { old: 0, new: 4 },
    })
  })

  // Fails today: collections/DocumentTypes.ts renames the documents in beforeChange, before the new code exists, so
  // the bulk update's docType validation rejects every document and Payload returns the errors without throwing.
  // Flip to `it` once the rename runs in afterChange and throws on errors (see the session report).
  it('carries a new code over to the legal documents of the type', async () => {
    const type = await createDocumentType(server.payload)
    const document = await createLegalDocument(server.payload, { docType: type.code })
    const code = uniqueCode()
    const response = await api.put(`/api/v1/admin/document-types/${type.id}`, { token: tokens.editor, body: { code } })
    expect(response.status).toBe(200)
    expect(response.body.data.code).toBe(code)
    const stored = await server.payload.findByID({ collection: 'legal-documents', id: document.id, overrideAccess: true })
    expect(stored.docType).toBe(code)
  })

  it('keeps its own code without a uniqueness error, and accepts PATCH', async () => {
    const type = await createDocumentType(server.payload)
    expect((await api.put(`/api/v1/admin/document-types/${type.id}`, { token: tokens.editor, body: { code: type.code } })).status).toBe(200)
    const patched = await api.patch(`/api/v1/admin/document-types/${type.id}`, { token: tokens.editor, body: { status: 0 } })
    expect(patched.status).toBe(200)
    expect(patched.body.data.status).toBe(0)
  })

  it('refuses another type’s code, a null code and an emptied uz name', async () => {
    const other = await createDocumentType(server.payload)
    const type = await createDocumentType(server.payload)
    const taken = await api.put(`/api/v1/admin/document-types/${type.id}`, { token: tokens.editor, body: { code: other.code, name: { uz: '' } } })
    expect(taken.status).toBe(422)
    expect(taken.body.errors).toEqual({ code: ['validation.unique'], 'name.uz': ['validation.required'] })
    const cleared = await api.put(`/api/v1/admin/document-types/${type.id}`, { token: tokens.editor, body: { code: null } })
    expect(cleared.body.errors).toEqual({ code: ['validation.required'] })
    const stored = await server.payload.findByID({ collection: 'document-types', id: type.id, locale: 'all', overrideAccess: true })
    expect({ code: stored.code, name: stored.name }).toEqual({ code: type.code, name: type.name })
  })

  it('answers 404, 401 and 403', async () => {
    expect((await api.put('/api/v1/admin/document-types/99999999', { token: tokens.editor, body: {} })).status).toBe(404)
    expect((await api.put('/api/v1/admin/document-types/1', { body: {} })).status).toBe(401)
    expect((await api.put('/api/v1/admin/document-types/1', { token: tokens.operator, body: {} })).status).toBe(403)
  })
})

describe('DELETE /api/v1/admin/document-types/{documentType_id}', () => {
  it('deletes an unused type, audits, and then answers 404', async () => {
    const type = await createDocumentType(server.payload)
    const response = await api.delete(`/api/v1/admin/document-types/${type.id}`, { token: tokens.admin })
    expect(response.status).toBe(204)
    expect(response.text).toBe('')
    expect((await api.get(`/api/v1/admin/document-types/${type.id}`, { token: tokens.admin })).status).toBe(404)
    expect((await auditEntries(server.payload, 'document-types', type.id)).map((e) => e.action)).toEqual(['deleted'])
    expect((await api.delete(`/api/v1/admin/document-types/${type.id}`, { token: tokens.admin })).status).toBe(404)
  })

  it('answers 409 while a legal document uses the type, deleting and auditing nothing', async () => {
    const type = await createDocumentType(server.payload)
    await createLegalDocument(server.payload, { docType: type.code })
    const response = await api.delete(`/api/v1/admin/document-types/${type.id}`, { token: tokens.editor })
    expect(response.status).toBe(409)
    expect(response.body).toEqual({ message: 'The document type is used by 1 legal document(s).' })
    expect((await server.payload.count({ collection: 'document-types', where: { id: { equals: type.id } }, overrideAccess: true })).totalDocs).toBe(1)
    expect(await auditEntries(server.payload, 'document-types', type.id)).toEqual([])
  })

  it('is refused to anonymous callers and operators', async () => {
    const type = await createDocumentType(server.payload)
    expect((await api.delete(`/api/v1/admin/document-types/${type.id}`)).status).toBe(401)
    expect((await api.delete(`/api/v1/admin/document-types/${type.id}`, { token: tokens.operator })).status).toBe(403)
    expect((await server.payload.count({ collection: 'document-types', where: { id: { equals: type.id } }, overrideAccess: true })).totalDocs).toBe(1)
  })
})

describe('GET /api/v1/document-types', () => {
  it('lists active types only, code and name in the request locale, by sort_order', async () => {
    const second = await createDocumentType(server.payload, { sortOrder: 1001, name: { uz: 'Qaror', ru: 'Постановление', en: 'Resolution' } })
    const first = await createDocumentType(server.payload, { sortOrder: 1000, name: { uz: 'Farmoyish', ru: null, en: 'Order' } })
    const hidden = await createDocumentType(server.payload, { sortOrder: 999, status: '0' })
    const response = await api.get('/api/v1/document-types?lang=ru')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-language')).toBe('ru')
    expect(Object.keys(response.body)).toEqual(['data'])
    const codes = response.body.data.map((item: { code: string }) => item.code)
    expect(codes).not.toContain(hidden.code)
    expect(response.body.data.slice(codes.indexOf(first.code), codes.indexOf(first.code) + 2)).toEqual([
      { code: first.code, name: 'Farmoyish' },
      { code: second.code, name: 'Постановление' },
    ])
    const { docs } = await server.payload.find({ collection: 'document-types', where: { status: { equals: '1' } }, sort: ['sortOrder', 'id'], pagination: false, overrideAccess: true })
    expect(codes).toEqual(docs.map((doc) => doc.code))
  })

  it('reads Accept-Language when no lang is given', async () => {
    const type = await createDocumentType(server.payload, { name: { uz: 'Qonun', ru: 'Закон', en: 'Law' } })
    const response = await api.get('/api/v1/document-types', { headers: { 'accept-language': 'en-GB,en;q=0.9' } })
    expect(response.headers.get('content-language')).toBe('en')
    expect(response.body.data.find((item: { code: string }) => item.code === type.code)).toEqual({ code: type.code, name: 'Law' })
  })
})
