import { describe, expect, it } from 'vitest'
import { auditEntries, createLegalDocument, createProgram, createProgramSector } from '../factories.js'
import { adminList, ids } from '../support/lists.js'
import { useStack } from '../support/stack.js'
import { describeStandardCases } from '../support/standardCases.js'

const stack = useStack()

describeStandardCases(stack, { tag: 'programs', factory: createProgram })

const valid = () => ({
  slug: `p-${Math.random().toString(36).slice(2, 10)}`,
  sector: 'wheat',
  kind: 'leasing',
  title: { uz: 'Bug‘doy lizingi', ru: 'Лизинг пшеницы' },
})

const list = adminList(stack, 'programs')

describe('GET /api/v1/admin/programs', () => {
  it('shows every locale of a program as an object', async () => {
    await createProgram(stack.payload, { sortOrder: 1 })
    const response = await stack.api.get('/api/v1/admin/programs?per_page=1', { token: stack.tokens.editor })
    expect(response.status).toBe(200)
    expect(response.body.data[0].title).toEqual({
      uz: expect.any(String),
      ru: expect.any(String),
      en: expect.any(String),
    })
  })

  it('filters by status, sector, kind and search over every locale', async () => {
    const hidden = await createProgram(stack.payload, {
      status: '0',
      sector: 'fishery',
      title: { uz: 'Baliq', ru: 'Рыбоводство-unique' },
    })
    await list.expectStatusFilterFinds(hidden.id)
    expect(await list.found('рыбоводство-UNIQUE')).toEqual([hidden.id])
    expect(ids((await list.get('filter[sector]=fishery&filter[kind]=credit')).body.data)).toEqual([hidden.id])
  })

  it('matches % and _ in a search literally', async () => {
    const percent = await createProgram(stack.payload, { title: { uz: '100% subsidiya' } })
    await createProgram(stack.payload, { title: { uz: '100 foiz' } })
    const response = await stack.api.get('/api/v1/admin/programs?filter[search]=100%25', { token: stack.tokens.editor })
    expect(response.body.data.map((p: { id: number }) => p.id)).toEqual([percent.id])
  })

  it('sorts by the allowed keys, descending with -, ties broken by id', async () => {
    const response = await stack.api.get('/api/v1/admin/programs?sort=-sort_order,id&per_page=100', {
      token: stack.tokens.editor,
    })
    const orders = response.body.data.map((p: { sort_order: number }) => p.sort_order)
    expect(orders).toEqual([...orders].sort((a, b) => b - a))
  })
})

describe('POST /api/v1/admin/programs', () => {
  it('creates a program with every locale in one write and records one audit entry', async () => {
    const sector = await createProgramSector(stack.payload)
    const legal = await createLegalDocument(stack.payload)
    const response = await stack.api.post('/api/v1/admin/programs', {
      token: stack.tokens.editor,
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
    expect(program).toMatchObject({
      sector: 'wheat',
      kind: 'leasing',
      status: 1,
      sort_order: 0,
      program_sector_id: sector.id,
      legal_document_id: legal.id,
    })
    expect(program.title).toEqual({ uz: 'Bug‘doy lizingi', ru: 'Лизинг пшеницы', en: null })
    expect(program.summary).toEqual({ uz: null, ru: null, en: 'Short' })
    expect(program.required_documents).toEqual({ uz: ['Pasport', 'Ariza'], ru: ['Паспорт'], en: null })
    expect(program.body.uz).toContain('Matn')
    expect(program.body.uz).not.toMatch(/script|javascript|alert/)
    const entries = await auditEntries(stack.payload, 'programs', program.id)
    expect(entries.map((e) => e.action)).toEqual(['created'])
    expect(entries[0].changes['title.ru']).toEqual({ old: null, new: 'Лизинг пшеницы' })
  })

  it('lists every failing rule of every field in one answer', async () => {
    const response = await stack.api.post('/api/v1/admin/programs', {
      token: stack.tokens.editor,
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

  it('answers malformed JSON with 400 and an oversized body with 413, writing nothing', async () => {
    const before = await stack.payload.count({ collection: 'programs' })
    const malformed = await stack.api.post('/api/v1/admin/programs', { token: stack.tokens.editor, raw: '{"slug": ' })
    expect(malformed.status).toBe(400)
    const huge = await stack.api.post('/api/v1/admin/programs', {
      token: stack.tokens.editor,
      raw: JSON.stringify({ ...valid(), summary: { uz: 'x'.repeat(1_100_000) } }),
    })
    expect(huge.status).toBe(413)
    expect(huge.body).toEqual({ message: 'Payload too large.' })
    expect((await stack.payload.count({ collection: 'programs' })).totalDocs).toBe(before.totalDocs)
  })
})

describe('GET /api/v1/admin/programs/{program_id}', () => {
  it('shows a hidden program to editors', async () => {
    const program = await createProgram(stack.payload, { status: '0' })
    const response = await stack.api.get(`/api/v1/admin/programs/${program.id}`, { token: stack.tokens.editor })
    expect(response.status).toBe(200)
    expect(response.body.data).toMatchObject({ id: program.id, status: 0, slug: program.slug })
  })
})

describe('PUT /api/v1/admin/programs/{program_id}', () => {
  it('changes only the locales present, clears a locale with null, and audits once', async () => {
    const program = await createProgram(stack.payload, { title: { uz: 'Eski', ru: 'Старое', en: 'Old' } })
    const response = await stack.api.put(`/api/v1/admin/programs/${program.id}`, {
      token: stack.tokens.editor,
      body: { title: { ru: 'Новое', en: null }, sort_order: 7, id: 555, created_at: '2000-01-01' },
    })
    expect(response.status).toBe(200)
    expect(response.body.data.id).toBe(program.id)
    expect(response.body.data.title).toEqual({ uz: 'Eski', ru: 'Новое', en: null })
    expect(response.body.data.sort_order).toBe(7)
    const entries = await auditEntries(stack.payload, 'programs', program.id)
    expect(entries.map((e) => e.action)).toEqual(['updated'])
    expect(entries[0].changes).toEqual({
      'title.ru': { old: 'Старое', new: 'Новое' },
      'title.en': { old: 'Old', new: null },
      sort_order: { old: 0, new: 7 },
    })
  })

  it('keeps its own slug without a uniqueness error', async () => {
    const program = await createProgram(stack.payload)
    const response = await stack.api.put(`/api/v1/admin/programs/${program.id}`, {
      token: stack.tokens.editor,
      body: { slug: program.slug },
    })
    expect(response.status).toBe(200)
  })
})

describe('GET /api/v1/programs', () => {
  it('shows only active programs, resolved in the request locale with Content-Language', async () => {
    const sector = await createProgramSector(stack.payload, { name: { uz: 'Bog‘dorchilik', ru: 'Садоводство' } })
    const active = await createProgram(stack.payload, {
      sector: 'potato',
      programSector: sector.id,
      title: { uz: 'Kartoshka', ru: 'Картофель' },
    })
    const hidden = await createProgram(stack.payload, { sector: 'potato', status: '0' })
    const response = await stack.api.get('/api/v1/programs?filter[sector]=potato&lang=ru')
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
    const program = await createProgram(stack.payload, {
      sector: 'greenhouse',
      title: { uz: 'Issiqxona', ru: null, en: 'Greenhouse' },
    })
    const english = await stack.api.get('/api/v1/programs?filter[sector]=greenhouse', {
      headers: { 'accept-language': 'de;q=1, en;q=0.8' },
    })
    expect(english.headers.get('content-language')).toBe('en')
    expect(english.body.data[0].title).toBe('Greenhouse')
    const russian = await stack.api.get('/api/v1/programs?filter[sector]=greenhouse&lang=ru')
    expect(russian.body.data.find((p: { id: number }) => p.id === program.id).title).toBe('Issiqxona')
  })

  it('refuses the admin-only status filter', async () => {
    expect((await stack.api.get('/api/v1/programs?filter[status]=0')).status).toBe(400)
  })
})

describe('GET /api/v1/programs/{slug}', () => {
  it('adds body, required documents and the legal document to the detail', async () => {
    const legal = await createLegalDocument(stack.payload, {
      number: 'PQ-42',
      title: { uz: 'Qaror', ru: 'Постановление' },
    })
    const program = await createProgram(stack.payload, { legalDocument: legal.id })
    // Localized array rows are written one locale at a time.
    for (const [locale, document] of [
      ['uz', 'Pasport'],
      ['ru', 'Паспорт'],
    ] as const) {
      await stack.payload.update({
        collection: 'programs',
        id: program.id,
        locale,
        data: { requiredDocuments: [{ document }] },
        overrideAccess: true,
        context: { skipAudit: true },
      })
    }
    const response = await stack.api.get(`/api/v1/programs/${program.slug}?lang=ru`)
    expect(response.status).toBe(200)
    expect(response.body.data.required_documents).toEqual(['Паспорт'])
    expect(response.body.data.legal_document).toEqual({
      id: legal.id,
      title: 'Постановление',
      number: 'PQ-42',
      adopted_on: '2024-03-01',
    })
    expect(response.body.data.body).toBeNull()
  })

  it('answers 404 for a hidden program', async () => {
    const hidden = await createProgram(stack.payload, { status: '0' })
    expect((await stack.api.get(`/api/v1/programs/${hidden.slug}`)).body).toEqual({ message: 'Not found.' })
  })
})
