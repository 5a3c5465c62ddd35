import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEntries, createLegalDocument, createProgram, createProgramSector, staffTokens } from '../factories.js'
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

const valid = () => ({
  slug: `p-${Math.random().toString(36).slice(2, 10)}`,
  sector: 'wheat',
  kind: 'leasing',
  title: { uz: 'Bug‘doy lizingi', ru: 'Лизинг пшеницы' },
})

describe('GET /api/v1/admin/programs', () => {
  it('answers the Laravel paginator envelope with every locale as an object', async () => {
    await createProgram(server.payload, { sortOrder: 1 })
    const response = await api.get('/api/v1/admin/programs?per_page=1', { token: tokens.editor })
    expect(response.status).toBe(200)
    expect(Object.keys(response.body)).toEqual(['data', 'links', 'meta'])
    expect(Object.keys(response.body.meta)).toEqual(['current_page', 'from', 'last_page', 'links', 'path', 'per_page', 'to', 'total'])
    expect(response.body.data[0].title).toEqual({ uz: expect.any(String), ru: expect.any(String), en: expect.any(String) })
    expect(response.body.links.first).toBe(`${server.url}/api/v1/admin/programs?per_page=1&page=1`)
    expect(response.body.meta.links[0]).toEqual({ url: null, label: '&laquo; Previous', active: false })
  })

  it('filters by status, sector, kind and search over every locale', async () => {
    const hidden = await createProgram(server.payload, { status: '0', sector: 'fishery', title: { uz: 'Baliq', ru: 'Рыбоводство-unique' } })
    const byStatus = await api.get('/api/v1/admin/programs?filter[status]=0&per_page=100', { token: tokens.editor })
    expect(byStatus.body.data.map((p: { id: number }) => p.id)).toContain(hidden.id)
    expect(byStatus.body.data.every((p: { status: number }) => p.status === 0)).toBe(true)
    const bySearch = await api.get(`/api/v1/admin/programs?filter[search]=${encodeURIComponent('рыбоводство-UNIQUE')}`, { token: tokens.editor })
    expect(bySearch.body.data.map((p: { id: number }) => p.id)).toEqual([hidden.id])
    const bySector = await api.get('/api/v1/admin/programs?filter[sector]=fishery&filter[kind]=credit', { token: tokens.editor })
    expect(bySector.body.data.map((p: { id: number }) => p.id)).toEqual([hidden.id])
  })

  it('matches % and _ in a search literally', async () => {
    const percent = await createProgram(server.payload, { title: { uz: '100% subsidiya' } })
    await createProgram(server.payload, { title: { uz: '100 foiz' } })
    const response = await api.get('/api/v1/admin/programs?filter[search]=100%25', { token: tokens.editor })
    expect(response.body.data.map((p: { id: number }) => p.id)).toEqual([percent.id])
  })

  it('sorts by the allowed keys, descending with -, ties broken by id', async () => {
    const response = await api.get('/api/v1/admin/programs?sort=-sort_order,id&per_page=100', { token: tokens.editor })
    const orders = response.body.data.map((p: { sort_order: number }) => p.sort_order)
    expect(orders).toEqual([...orders].sort((a, b) => b - a))
  })

  it('refuses a filter or sort that is not allowed with 400 and the contract message', async () => {
    const filter = await api.get('/api/v1/admin/programs?filter[foo]=1', { token: tokens.editor })
    expect(filter.status).toBe(400)
    expect(filter.body.message).toBe('Requested filter(s) `foo` are not allowed. Allowed filter(s) are `status, sector, kind, program_sector_id, search`.')
    const sort = await api.get('/api/v1/admin/programs?sort=title', { token: tokens.editor })
    expect(sort.status).toBe(400)
    expect(sort.body.message).toBe('Requested sort(s) `title` is not allowed. Allowed sort(s) are `sort_order, id, created_at`.')
  })

  it('answers bad page, per_page and filter values with 422 keys', async () => {
    const response = await api.get('/api/v1/admin/programs?per_page=101&page=abc&filter[program_sector_id]=x&filter[status]=yes', { token: tokens.editor })
    expect(response.status).toBe(422)
    expect(response.body.errors).toEqual({
      page: ['validation.integer'],
      per_page: ['validation.max'],
      'filter.status': ['validation.integer'],
      'filter.program_sector_id': ['validation.integer'],
    })
    expect((await api.get('/api/v1/admin/programs?per_page=0', { token: tokens.editor })).body.errors).toEqual({ per_page: ['validation.min'] })
  })

  it('needs a token (401) and a content role (403)', async () => {
    expect((await api.get('/api/v1/admin/programs')).status).toBe(401)
    expect((await api.get('/api/v1/admin/programs', { token: 'not-a-token' })).status).toBe(401)
    expect((await api.get('/api/v1/admin/programs', { token: tokens.operator })).body).toEqual({ message: 'This action is unauthorized.' })
    for (const role of ['super_admin', 'admin', 'editor'] as const) {
      expect((await api.get('/api/v1/admin/programs', { token: tokens[role] })).status).toBe(200)
    }
  })
})

describe('POST /api/v1/admin/programs', () => {
  it('creates a program with every locale in one write and records one audit entry', async () => {
    const sector = await createProgramSector(server.payload)
    const legal = await createLegalDocument(server.payload)
    const response = await api.post('/api/v1/admin/programs', {
      token: tokens.editor,
      body: {
        ...valid(),
        program_sector_id: sector.id,
        legal_document_id: legal.id,
        summary: { en: 'Short' },
        body: { uz: '<p>Matn <script>alert(1)</script><a href="javascript:alert(1)">x</a></p>' },
        required_documents: { uz: ['Pasport', 'Ariza'], ru: ['Паспорт'] },
      },
    })
    expect(response.status).toBe(201)
    const program = response.body.data
    expect(program).toMatchObject({ sector: 'wheat', kind: 'leasing', status: 1, sort_order: 0, program_sector_id: sector.id, legal_document_id: legal.id })
    expect(program.title).toEqual({ uz: 'Bug‘doy lizingi', ru: 'Лизинг пшеницы', en: null })
    expect(program.summary).toEqual({ uz: null, ru: null, en: 'Short' })
    expect(program.required_documents).toEqual({ uz: ['Pasport', 'Ariza'], ru: ['Паспорт'], en: null })
    expect(program.body.uz).toContain('Matn')
    expect(program.body.uz).not.toMatch(/script|javascript|alert/)
    const entries = await auditEntries(server.payload, 'programs', program.id)
    expect(entries.map((e) => e.action)).toEqual(['created'])
    expect(entries[0].changes['title.ru']).toEqual({ old: null, new: 'Лизинг пшеницы' })
  })

  it('lists every failing rule of every field with the contract keys', async () => {
    const response = await api.post('/api/v1/admin/programs', {
      token: tokens.editor,
      body: {
        slug: 'Not A Slug',
        sector: 'rice',
        title: { ru: 5, xx: 'y' },
        program_sector_id: 999999,
        legal_document_id: 'abc',
        status: 3,
        sort_order: -1,
        required_documents: { uz: 'not-a-list' },
      },
    })
    expect(response.status).toBe(422)
    expect(response.body.errors).toEqual({
      slug: ['validation.regex'],
      program_sector_id: ['validation.exists'],
      sector: ['validation.in'],
      kind: ['validation.required'],
      'title.ru': ['validation.string'],
      'title.xx': ['validation.in'],
      'title.uz': ['validation.required'],
      'required_documents.uz': ['validation.array'],
      legal_document_id: ['validation.integer', 'validation.exists'],
      status: ['validation.in'],
      sort_order: ['validation.min'],
    })
    expect(response.body.message).toBe('validation.regex (and 11 more errors)')
  })

  it('refuses a slug that is taken or too long', async () => {
    const existing = await createProgram(server.payload)
    const taken = await api.post('/api/v1/admin/programs', { token: tokens.editor, body: { ...valid(), slug: existing.slug } })
    expect(taken.body.errors).toEqual({ slug: ['validation.unique'] })
    const long = await api.post('/api/v1/admin/programs', { token: tokens.editor, body: { ...valid(), slug: 'a'.repeat(256) } })
    expect(long.body.errors).toEqual({ slug: ['validation.max'] })
  })

  it('answers malformed JSON with 400 and an oversized body with 413, writing nothing', async () => {
    const before = await server.payload.count({ collection: 'programs' })
    const malformed = await api.post('/api/v1/admin/programs', { token: tokens.editor, raw: '{"slug": ' })
    expect(malformed.status).toBe(400)
    const huge = await api.post('/api/v1/admin/programs', { token: tokens.editor, raw: JSON.stringify({ ...valid(), summary: { uz: 'x'.repeat(1_100_000) } }) })
    expect(huge.status).toBe(413)
    expect(huge.body).toEqual({ message: 'Payload too large.' })
    expect((await server.payload.count({ collection: 'programs' })).totalDocs).toBe(before.totalDocs)
  })

  it('is refused to operators and anonymous callers', async () => {
    expect((await api.post('/api/v1/admin/programs', { body: valid() })).status).toBe(401)
    expect((await api.post('/api/v1/admin/programs', { token: tokens.operator, body: valid() })).status).toBe(403)
  })
})

describe('GET /api/v1/admin/programs/{program_id}', () => {
  it('shows a hidden program to editors', async () => {
    const program = await createProgram(server.payload, { status: '0' })
    const response = await api.get(`/api/v1/admin/programs/${program.id}`, { token: tokens.editor })
    expect(response.status).toBe(200)
    expect(response.body.data).toMatchObject({ id: program.id, status: 0, slug: program.slug })
  })

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await api.get('/api/v1/admin/programs/99999999', { token: tokens.editor })).body).toEqual({ message: 'Not found.' })
    expect((await api.get('/api/v1/admin/programs/abc', { token: tokens.editor })).status).toBe(404)
  })
})

describe('PUT /api/v1/admin/programs/{program_id}', () => {
  it('changes only the locales present, clears a locale with null, and audits once', async () => {
    const program = await createProgram(server.payload, { title: { uz: 'Eski', ru: 'Старое', en: 'Old' } })
    const response = await api.put(`/api/v1/admin/programs/${program.id}`, {
      token: tokens.editor,
      body: { title: { ru: 'Новое', en: null }, sort_order: 7, id: 555, created_at: '2000-01-01' },
    })
    expect(response.status).toBe(200)
    expect(response.body.data.id).toBe(program.id)
    expect(response.body.data.title).toEqual({ uz: 'Eski', ru: 'Новое', en: null })
    expect(response.body.data.sort_order).toBe(7)
    const entries = await auditEntries(server.payload, 'programs', program.id)
    expect(entries.map((e) => e.action)).toEqual(['updated'])
    expect(entries[0].changes).toEqual({
      'title.ru': { old: 'Старое', new: 'Новое' },
      'title.en': { old: 'Old', new: null },
      sort_order: { old: 0, new: 7 },
    })
  })

  it('accepts PATCH as an alias', async () => {
    const program = await createProgram(server.payload)
    const response = await api.patch(`/api/v1/admin/programs/${program.id}`, { token: tokens.editor, body: { status: 0 } })
    expect(response.status).toBe(200)
    expect(response.body.data.status).toBe(0)
  })

  it('refuses to leave the default locale empty and null on a non-nullable field', async () => {
    const program = await createProgram(server.payload)
    const response = await api.put(`/api/v1/admin/programs/${program.id}`, { token: tokens.editor, body: { title: { uz: '' }, sector: null, slug: null } })
    expect(response.status).toBe(422)
    expect(response.body.errors).toEqual({ slug: ['validation.required'], sector: ['validation.required'], 'title.uz': ['validation.required'] })
  })

  it('keeps its own slug without a uniqueness error', async () => {
    const program = await createProgram(server.payload)
    const response = await api.put(`/api/v1/admin/programs/${program.id}`, { token: tokens.editor, body: { slug: program.slug } })
    expect(response.status).toBe(200)
  })

  it('answers 404, 401 and 403', async () => {
    expect((await api.put('/api/v1/admin/programs/99999999', { token: tokens.editor, body: {} })).status).toBe(404)
    expect((await api.put('/api/v1/admin/programs/1', { body: {} })).status).toBe(401)
    expect((await api.put('/api/v1/admin/programs/1', { token: tokens.operator, body: {} })).status).toBe(403)
  })
})

describe('DELETE /api/v1/admin/programs/{program_id}', () => {
  it('deletes, audits, and then answers 404', async () => {
    const program = await createProgram(server.payload)
    const response = await api.delete(`/api/v1/admin/programs/${program.id}`, { token: tokens.admin })
    expect(response.status).toBe(204)
    expect(response.text).toBe('')
    expect((await api.get(`/api/v1/admin/programs/${program.id}`, { token: tokens.admin })).status).toBe(404)
    expect((await auditEntries(server.payload, 'programs', program.id)).map((e) => e.action)).toEqual(['deleted'])
    expect((await api.delete(`/api/v1/admin/programs/${program.id}`, { token: tokens.admin })).status).toBe(404)
  })

  it('is refused to operators', async () => {
    const program = await createProgram(server.payload)
    expect((await api.delete(`/api/v1/admin/programs/${program.id}`, { token: tokens.operator })).status).toBe(403)
    expect((await server.payload.count({ collection: 'programs', where: { id: { equals: program.id } } })).totalDocs).toBe(1)
  })
})

describe('GET /api/v1/programs', () => {
  it('shows only active programs, resolved in the request locale with Content-Language', async () => {
    const sector = await createProgramSector(server.payload, { name: { uz: 'Bog‘dorchilik', ru: 'Садоводство' } })
    const active = await createProgram(server.payload, { sector: 'potato', programSector: sector.id, title: { uz: 'Kartoshka', ru: 'Картофель' } })
    const hidden = await createProgram(server.payload, { sector: 'potato', status: '0' })
    const response = await api.get('/api/v1/programs?filter[sector]=potato&lang=ru')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-language')).toBe('ru')
    expect(response.body.data.map((p: { id: number }) => p.id)).toEqual([active.id])
    expect(response.body.data[0]).toEqual({
      id: active.id,
      slug: active.slug,
      sector: 'potato',
      kind: 'credit',
      title: 'Картофель',
      summary: null,
      program_sector: { id: sector.id, slug: sector.slug, name: 'Садоводство' },
      sort_order: 0,
    })
    expect(response.body.data.map((p: { id: number }) => p.id)).not.toContain(hidden.id)
  })

  it('falls back to uz when the locale is empty and reads Accept-Language', async () => {
    const program = await createProgram(server.payload, { sector: 'greenhouse', title: { uz: 'Issiqxona', ru: null, en: 'Greenhouse' } })
    const english = await api.get('/api/v1/programs?filter[sector]=greenhouse', { headers: { 'accept-language': 'de;q=1, en;q=0.8' } })
    expect(english.headers.get('content-language')).toBe('en')
    expect(english.body.data[0].title).toBe('Greenhouse')
    const russian = await api.get('/api/v1/programs?filter[sector]=greenhouse&lang=ru')
    expect(russian.body.data.find((p: { id: number }) => p.id === program.id).title).toBe('Issiqxona')
  })

  it('refuses the admin-only status filter', async () => {
    expect((await api.get('/api/v1/programs?filter[status]=0')).status).toBe(400)
  })
})

describe('GET /api/v1/programs/{slug}', () => {
  it('adds body, required documents and the legal document to the detail', async () => {
    const legal = await createLegalDocument(server.payload, { number: 'PQ-42', title: { uz: 'Qaror', ru: 'Постановление' } })
    const program = await createProgram(server.payload, { legalDocument: legal.id })
    // Localized array rows are written one locale at a time.
    for (const [locale, document] of [['uz', 'Pasport'], ['ru', 'Паспорт']] as const) {
      await server.payload.update({ collection: 'programs', id: program.id, locale, data: { requiredDocuments: [{ document }] }, overrideAccess: true, context: { skipAudit: true } })
    }
    const response = await api.get(`/api/v1/programs/${program.slug}?lang=ru`)
    expect(response.status).toBe(200)
    expect(response.body.data.required_documents).toEqual(['Паспорт'])
    expect(response.body.data.legal_document).toEqual({ id: legal.id, title: 'Постановление', number: 'PQ-42', adopted_on: '2024-03-01' })
    expect(response.body.data.body).toBeNull()
  })

  it('answers 404 for a hidden or unknown program', async () => {
    const hidden = await createProgram(server.payload, { status: '0' })
    expect((await api.get(`/api/v1/programs/${hidden.slug}`)).status).toBe(404)
    expect((await api.get('/api/v1/programs/no-such-program')).body).toEqual({ message: 'Not found.' })
  })
})
