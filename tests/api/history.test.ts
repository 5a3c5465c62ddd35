import { describe, expect, it } from 'vitest'
import { auditEntries, createImage, createMilestone, uniqueTag } from '../factories.js'
import { adminList, ids, unpagedList } from '../support/lists.js'
import { photoRecord } from '../support/contract.js'
import { useStack } from '../support/stack.js'
import { describeStandardCases } from '../support/standardCases.js'

const stack = useStack({ media: true })

describeStandardCases(stack, { tag: 'history', factory: createMilestone })

const valid = () => ({ year: 2006, title: { uz: 'Jamg‘arma tashkil etildi', ru: 'Фонд создан' } })
const list = adminList(stack, 'history')

describe('GET /api/v1/admin/history', () => {
  it('lists by year by default, with every locale as an object and the image embedded', async () => {
    const image = await createImage(stack.payload)
    const title = `Eksport ${uniqueTag()}`
    const milestone = await createMilestone(stack.payload, { year: 2019, image: image.id, title: { uz: title } })
    const record = await list.only(title)
    expect(Object.keys(record)).toEqual([
      'id',
      'year',
      'title',
      'description',
      'image_id',
      'status',
      'sort_order',
      'image',
      'created_at',
      'updated_at',
    ])
    expect(record).toMatchObject({ id: milestone.id, year: 2019, image_id: image.id, status: 1, sort_order: 0 })
    expect(record.title).toEqual({ uz: title, ru: null, en: null })
    expect(record.image).toMatchObject({
      id: image.id,
      mime_type: 'image/jpeg',
      url: expect.stringMatching(new RegExp(`^${stack.url}/media/`)),
    })

    const all = await list.get('per_page=100')
    const years = all.body.data.map((m: { year: number }) => m.year)
    expect(years).toEqual([...years].sort((a, b) => a - b))
  })

  it('filters by status and searches the title in every locale', async () => {
    const tag = uniqueTag()
    const hidden = await createMilestone(stack.payload, { status: '0', title: { uz: 'Yashirin', en: `Hidden-${tag}` } })
    expect(await list.found(`HIDDEN-${tag}`)).toEqual([hidden.id])
    await list.expectStatusFilterFinds(hidden.id)
  })

  it('sorts by year, sort_order and id, descending with -', async () => {
    const response = await list.get('sort=-year,sort_order&per_page=100')
    expect(response.status).toBe(200)
    const years = response.body.data.map((m: { year: number }) => m.year)
    expect(years).toEqual([...years].sort((a, b) => b - a))
  })
})

describe('POST /api/v1/admin/history', () => {
  it('creates a milestone and records one audit entry', async () => {
    const image = await createImage(stack.payload)
    const milestone = await list.create({
      ...valid(),
      description: { ru: '<p onclick="alert(1)">Указ <b>Президента</b><script>alert(2)</script></p>' },
      image_id: image.id,
      status: 0,
      sort_order: 5,
    })
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
    const stored = await stack.payload.findByID({
      collection: 'history',
      id: milestone.id,
      depth: 0,
      overrideAccess: true,
    })
    expect(stored).toMatchObject({ year: 2006, image: image.id, status: '0', sortOrder: 5 })
    const entries = await auditEntries(stack.payload, 'history', milestone.id)
    expect(entries.map((e) => e.action)).toEqual(['created'])
    expect(entries[0].changes.year).toEqual({ old: null, new: 2006 })
  })

  it('takes the years 1900 and 2100 and a year written as a string', async () => {
    for (const year of [1900, 2100, '2024']) {
      expect((await list.create({ ...valid(), year })).year).toBe(Number(year))
    }
  })
})

describe('GET /api/v1/admin/history/{historyMilestone_id}', () => {
  it('shows a hidden milestone to editors', async () => {
    const milestone = await createMilestone(stack.payload, { status: '0', year: 1997 })
    const response = await stack.api.get(`/api/v1/admin/history/${milestone.id}`, { token: stack.tokens.editor })
    expect(response.status).toBe(200)
    expect(response.body.data).toMatchObject({ id: milestone.id, year: 1997, status: 0, image_id: null, image: null })
  })
})

describe('PUT /api/v1/admin/history/{historyMilestone_id}', () => {
  it('changes only the fields present and audits once', async () => {
    const milestone = await createMilestone(stack.payload, { year: 2001, title: { uz: 'Eski', ru: 'Старое' } })
    const response = await stack.api.put(`/api/v1/admin/history/${milestone.id}`, {
      token: stack.tokens.editor,
      body: { year: 2002, title: { ru: 'Новое' } },
    })
    expect(response.status).toBe(200)
    expect(response.body.data).toMatchObject({
      id: milestone.id,
      year: 2002,
      title: { uz: 'Eski', ru: 'Новое', en: null },
    })
    const entries = await auditEntries(stack.payload, 'history', milestone.id)
    expect(entries.map((e) => e.action)).toEqual(['updated'])
    expect(entries[0].changes).toEqual({ year: { old: 2001, new: 2002 }, 'title.ru': { old: 'Старое', new: 'Новое' } })
  })

  it('accepts PATCH as an alias and writes no audit entry when nothing changes', async () => {
    const milestone = await createMilestone(stack.payload, { sortOrder: 2 })
    const response = await stack.api.patch(`/api/v1/admin/history/${milestone.id}`, {
      token: stack.tokens.editor,
      body: { sort_order: 2 },
    })
    expect(response.status).toBe(200)
    expect(await auditEntries(stack.payload, 'history', milestone.id)).toEqual([])
  })
})

describe('GET /api/v1/history', () => {
  it('lists active milestones by year, then sort_order, in the request locale', async () => {
    const image = await createImage(stack.payload)
    const later = await createMilestone(stack.payload, { year: 1931, sortOrder: 0 })
    const secondOf1930 = await createMilestone(stack.payload, { year: 1930, sortOrder: 2 })
    const firstOf1930 = await createMilestone(stack.payload, {
      year: 1930,
      sortOrder: 1,
      image: image.id,
      title: { uz: 'Birinchi', ru: 'Первая' },
    })
    const hidden = await createMilestone(stack.payload, { year: 1930, sortOrder: 0, status: '0' })
    const response = await unpagedList(stack, 'history')
    const mine = response.body.data.filter((m: { id: number }) =>
      [later.id, secondOf1930.id, firstOf1930.id, hidden.id].includes(m.id),
    )
    expect(ids(mine)).toEqual([firstOf1930.id, secondOf1930.id, later.id])
    expect(mine[0]).toEqual({
      id: firstOf1930.id,
      year: 1930,
      title: 'Первая',
      description: null,
      image: expect.any(Object),
      sort_order: 1,
    })
    expect(mine[0].image).toEqual(photoRecord(stack.url, image.id))
    expect((await fetch(mine[0].image.conversions.thumbnail)).status).toBe(200)
    expect(mine[1].image).toBeNull()
    const order = response.body.data.map((m: { year: number; sort_order: number }) => [m.year, m.sort_order])
    expect(order).toEqual([...order].sort((a, b) => a[0] - b[0] || a[1] - b[1]))
  })

  it('serves the description HTML of the locale, falling back to uz', async () => {
    const milestone = await createMilestone(stack.payload, { year: 1940, title: { uz: 'Faqat o‘zbekcha' } })
    await stack.api.put(`/api/v1/admin/history/${milestone.id}`, {
      token: stack.tokens.editor,
      body: { description: { uz: '<p>Tavsif</p>', en: '<p>Description</p>' } },
    })
    const english = await stack.api.get('/api/v1/history', { headers: { 'accept-language': 'en-GB,en;q=0.9' } })
    expect(english.headers.get('content-language')).toBe('en')
    expect(english.body.data.find((m: { id: number }) => m.id === milestone.id)).toMatchObject({
      title: 'Faqat o‘zbekcha',
      description: '<p>Description</p>',
    })
    const russian = await stack.api.get('/api/v1/history?lang=ru')
    expect(russian.body.data.find((m: { id: number }) => m.id === milestone.id).description).toBe('<p>Tavsif</p>')
  })

  it('never shows hidden milestones', async () => {
    const hidden = await createMilestone(stack.payload, { status: '0' })
    const response = await stack.api.get('/api/v1/history')
    expect(ids(response.body.data)).not.toContain(hidden.id)
    expect(response.body.data.every((m: Record<string, unknown>) => !('status' in m))).toBe(true)
  })
})
