import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEntries, createProgram, createProgramSector, staffTokens } from '../factories.js'
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

const slug = () => `sector-${Math.random().toString(36).slice(2, 10)}`

describe('GET /api/v1/admin/program-sectors', () => {
  it('lists sectors with localized objects, filtered by status and search, sorted', async () => {
    const hidden = await createProgramSector(server.payload, { status: '0', sortOrder: 3, name: { uz: 'Chorvachilik', ru: 'Животноводство' } })
    await createProgramSector(server.payload, { sortOrder: 1 })
    const byStatus = await api.get('/api/v1/admin/program-sectors?filter[status]=0', { token: tokens.editor })
    expect(byStatus.status).toBe(200)
    expect(byStatus.body.data.map((s: { id: number }) => s.id)).toEqual([hidden.id])
    expect(byStatus.body.data[0].name).toEqual({ uz: 'Chorvachilik', ru: 'Животноводство', en: null })
    const bySearch = await api.get(`/api/v1/admin/program-sectors?filter[search]=${encodeURIComponent('животно')}`, { token: tokens.editor })
    expect(bySearch.body.data.map((s: { id: number }) => s.id)).toEqual([hidden.id])
    const sorted = await api.get('/api/v1/admin/program-sectors?sort=-sort_order', { token: tokens.editor })
    const orders = sorted.body.data.map((s: { sort_order: number }) => s.sort_order)
    expect(orders).toEqual([...orders].sort((a, b) => b - a))
  })

  it('refuses other filters and sorts', async () => {
    expect((await api.get('/api/v1/admin/program-sectors?filter[slug]=x', { token: tokens.editor })).body.message).toBe(
      'Requested filter(s) `slug` are not allowed. Allowed filter(s) are `status, search`.',
    )
    expect((await api.get('/api/v1/admin/program-sectors?sort=created_at', { token: tokens.editor })).status).toBe(400)
  })

  it('answers 401 and 403', async () => {
    expect((await api.get('/api/v1/admin/program-sectors')).status).toBe(401)
    expect((await api.get('/api/v1/admin/program-sectors', { token: tokens.operator })).status).toBe(403)
  })
})

describe('POST /api/v1/admin/program-sectors', () => {
  it('creates a sector with status 1 by default and audits it', async () => {
    const response = await api.post('/api/v1/admin/program-sectors', {
      token: tokens.admin,
      body: { name: { uz: 'Paxtachilik', ru: 'Хлопководство', en: 'Cotton' }, slug: slug(), description: { ru: 'Описание' } },
    })
    expect(response.status).toBe(201)
    expect(response.body.data).toMatchObject({ status: 1, sort_order: 0, description: { uz: null, ru: 'Описание', en: null } })
    expect((await auditEntries(server.payload, 'program-sectors', response.body.data.id)).map((e) => e.action)).toEqual(['created'])
  })

  it('answers the contract keys for bad fields', async () => {
    const taken = await createProgramSector(server.payload)
    const response = await api.post('/api/v1/admin/program-sectors', {
      token: tokens.admin,
      body: { name: { uz: 'x'.repeat(256) }, slug: taken.slug, description: { ru: 'y'.repeat(2001) }, status: '2', sort_order: 'abc' },
    })
    expect(response.status).toBe(422)
    expect(response.body.errors).toEqual({
      'name.uz': ['validation.max'],
      slug: ['validation.unique'],
      'description.ru': ['validation.max'],
      status: ['validation.in'],
      sort_order: ['validation.integer'],
    })
    const missing = await api.post('/api/v1/admin/program-sectors', { token: tokens.admin, body: {} })
    expect(missing.body.errors).toEqual({ 'name.uz': ['validation.required'], slug: ['validation.required'] })
  })

  it('answers 401 and 403', async () => {
    expect((await api.post('/api/v1/admin/program-sectors', { body: {} })).status).toBe(401)
    expect((await api.post('/api/v1/admin/program-sectors', { token: tokens.operator, body: {} })).status).toBe(403)
  })
})

describe('GET|PUT /api/v1/admin/program-sectors/{programSector}', () => {
  it('shows and updates one locale at a time', async () => {
    const sector = await createProgramSector(server.payload, { name: { uz: 'Bog‘', ru: 'Сад' } })
    expect((await api.get(`/api/v1/admin/program-sectors/${sector.id}`, { token: tokens.editor })).body.data.name).toEqual({ uz: 'Bog‘', ru: 'Сад', en: null })
    const response = await api.put(`/api/v1/admin/program-sectors/${sector.id}`, { token: tokens.editor, body: { name: { en: 'Orchards' }, status: 0 } })
    expect(response.status).toBe(200)
    expect(response.body.data).toMatchObject({ name: { uz: 'Bog‘', ru: 'Сад', en: 'Orchards' }, status: 0 })
    const [entry] = await auditEntries(server.payload, 'program-sectors', sector.id)
    expect(entry.changes).toEqual({ status: { old: '1', new: '0' }, 'name.en': { old: null, new: 'Orchards' } })
  })

  it('answers 404 for unknown ids', async () => {
    expect((await api.get('/api/v1/admin/program-sectors/424242', { token: tokens.editor })).status).toBe(404)
    expect((await api.put('/api/v1/admin/program-sectors/424242', { token: tokens.editor, body: {} })).status).toBe(404)
  })
})

describe('DELETE /api/v1/admin/program-sectors/{programSector}', () => {
  it('deletes the sector and sets program_sector_id of its programs to null', async () => {
    const sector = await createProgramSector(server.payload)
    const program = await createProgram(server.payload, { programSector: sector.id })
    const response = await api.delete(`/api/v1/admin/program-sectors/${sector.id}`, { token: tokens.editor })
    expect(response.status).toBe(204)
    const after = await api.get(`/api/v1/admin/programs/${program.id}`, { token: tokens.editor })
    expect(after.body.data.program_sector_id).toBeNull()
    expect((await auditEntries(server.payload, 'program-sectors', sector.id)).map((e) => e.action)).toEqual(['deleted'])
    expect((await auditEntries(server.payload, 'programs', program.id)).map((e) => e.action)).toEqual(['updated'])
  })

  it('answers 404, 401 and 403', async () => {
    const sector = await createProgramSector(server.payload)
    expect((await api.delete('/api/v1/admin/program-sectors/424242', { token: tokens.editor })).status).toBe(404)
    expect((await api.delete(`/api/v1/admin/program-sectors/${sector.id}`)).status).toBe(401)
    expect((await api.delete(`/api/v1/admin/program-sectors/${sector.id}`, { token: tokens.operator })).status).toBe(403)
  })
})

describe('GET /api/v1/program-sectors', () => {
  it('lists active sectors by sort_order with the count of their active programs', async () => {
    const second = await createProgramSector(server.payload, { sortOrder: 20, name: { uz: 'Ikkinchi', ru: 'Второй' } })
    const first = await createProgramSector(server.payload, { sortOrder: 10, name: { uz: 'Birinchi', ru: null } })
    const hidden = await createProgramSector(server.payload, { sortOrder: 15, status: '0' })
    await createProgram(server.payload, { programSector: first.id })
    await createProgram(server.payload, { programSector: first.id })
    await createProgram(server.payload, { programSector: first.id, status: '0' })
    const response = await api.get('/api/v1/program-sectors?lang=ru')
    expect(response.status).toBe(200)
    expect(Object.keys(response.body)).toEqual(['data'])
    const ids = response.body.data.map((s: { id: number }) => s.id)
    expect(ids).not.toContain(hidden.id)
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id))
    expect(response.body.data.find((s: { id: number }) => s.id === first.id)).toEqual({
      id: first.id,
      slug: first.slug,
      name: 'Birinchi',
      description: null,
      programs_count: 2,
    })
    expect(response.body.data.find((s: { id: number }) => s.id === second.id).name).toBe('Второй')
  })
})
