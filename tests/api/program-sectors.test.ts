import { describe, expect, it } from 'vitest'
import { auditEntries, createProgram, createProgramSector } from '../factories.js'
import { useStack } from '../support/stack.js'
import { describeStandardCases } from '../support/standardCases.js'

const stack = useStack()

describeStandardCases(stack, { tag: 'program-sectors', factory: createProgramSector })

const slug = () => `sector-${Math.random().toString(36).slice(2, 10)}`

describe('GET /api/v1/admin/program-sectors', () => {
  it('lists sectors with localized objects, filtered by status and search, sorted', async () => {
    const hidden = await createProgramSector(stack.payload, {
      status: '0',
      sortOrder: 3,
      name: { uz: 'Chorvachilik', ru: 'Животноводство' },
    })
    await createProgramSector(stack.payload, { sortOrder: 1 })
    const byStatus = await stack.api.get('/api/v1/admin/program-sectors?filter[status]=0', {
      token: stack.tokens.editor,
    })
    expect(byStatus.status).toBe(200)
    expect(byStatus.body.data.map((s: { id: number }) => s.id)).toEqual([hidden.id])
    expect(byStatus.body.data[0].name).toEqual({ uz: 'Chorvachilik', ru: 'Животноводство', en: null })
    const bySearch = await stack.api.get(
      `/api/v1/admin/program-sectors?filter[search]=${encodeURIComponent('животно')}`,
      { token: stack.tokens.editor },
    )
    expect(bySearch.body.data.map((s: { id: number }) => s.id)).toEqual([hidden.id])
    const sorted = await stack.api.get('/api/v1/admin/program-sectors?sort=-sort_order', { token: stack.tokens.editor })
    const orders = sorted.body.data.map((s: { sort_order: number }) => s.sort_order)
    expect(orders).toEqual([...orders].sort((a, b) => b - a))
  })
})

describe('POST /api/v1/admin/program-sectors', () => {
  it('creates a sector with status 1 by default and audits it', async () => {
    const response = await stack.api.post('/api/v1/admin/program-sectors', {
      token: stack.tokens.admin,
      body: {
        name: { uz: 'Paxtachilik', ru: 'Хлопководство', en: 'Cotton' },
        slug: slug(),
        description: { ru: 'Описание' },
      },
    })
    expect(response.status).toBe(201)
    expect(response.body.data).toMatchObject({
      status: 1,
      sort_order: 0,
      description: { uz: null, ru: 'Описание', en: null },
    })
    expect((await auditEntries(stack.payload, 'program-sectors', response.body.data.id)).map((e) => e.action)).toEqual([
      'created',
    ])
  })
})

describe('GET|PUT /api/v1/admin/program-sectors/{programSector}', () => {
  it('shows and updates one locale at a time', async () => {
    const sector = await createProgramSector(stack.payload, { name: { uz: 'Bog‘', ru: 'Сад' } })
    expect(
      (await stack.api.get(`/api/v1/admin/program-sectors/${sector.id}`, { token: stack.tokens.editor })).body.data
        .name,
    ).toEqual({ uz: 'Bog‘', ru: 'Сад', en: null })
    const response = await stack.api.put(`/api/v1/admin/program-sectors/${sector.id}`, {
      token: stack.tokens.editor,
      body: { name: { en: 'Orchards' }, status: 0 },
    })
    expect(response.status).toBe(200)
    expect(response.body.data).toMatchObject({ name: { uz: 'Bog‘', ru: 'Сад', en: 'Orchards' }, status: 0 })
    const [entry] = await auditEntries(stack.payload, 'program-sectors', sector.id)
    expect(entry.changes).toEqual({ status: { old: '1', new: '0' }, 'name.en': { old: null, new: 'Orchards' } })
  })
})

describe('DELETE /api/v1/admin/program-sectors/{programSector}', () => {
  it('deletes the sector and sets program_sector_id of its programs to null', async () => {
    const sector = await createProgramSector(stack.payload)
    const program = await createProgram(stack.payload, { programSector: sector.id })
    const response = await stack.api.delete(`/api/v1/admin/program-sectors/${sector.id}`, {
      token: stack.tokens.editor,
    })
    expect(response.status).toBe(204)
    const after = await stack.api.get(`/api/v1/admin/programs/${program.id}`, { token: stack.tokens.editor })
    expect(after.body.data.program_sector_id).toBeNull()
    expect((await auditEntries(stack.payload, 'program-sectors', sector.id)).map((e) => e.action)).toEqual(['deleted'])
    expect((await auditEntries(stack.payload, 'programs', program.id)).map((e) => e.action)).toEqual(['updated'])
  })
})

describe('GET /api/v1/program-sectors', () => {
  it('lists active sectors by sort_order with the count of their active programs', async () => {
    const second = await createProgramSector(stack.payload, { sortOrder: 20, name: { uz: 'Ikkinchi', ru: 'Второй' } })
    const first = await createProgramSector(stack.payload, { sortOrder: 10, name: { uz: 'Birinchi', ru: null } })
    const hidden = await createProgramSector(stack.payload, { sortOrder: 15, status: '0' })
    await createProgram(stack.payload, { programSector: first.id })
    await createProgram(stack.payload, { programSector: first.id })
    await createProgram(stack.payload, { programSector: first.id, status: '0' })
    const response = await stack.api.get('/api/v1/program-sectors?lang=ru')
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
