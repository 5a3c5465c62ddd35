import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { auditEntries, createImage, createManager, lexicalParagraph, uniqueTag } from '../factories.js'
import { adminList, ids, unpagedList } from '../support/lists.js'
import { photoRecord } from '../support/contract.js'
import { useStack } from '../support/stack.js'
import { describeStandardCases } from '../support/standardCases.js'
import { quietUpdate } from '../support/records.js'

const stack = useStack({ media: true })

describeStandardCases(stack, { tag: 'management', factory: createManager })

const valid = () => ({
  full_name: { uz: 'Aliyev Anvar', ru: 'Алиев Анвар' },
  position: { uz: 'Direktor', ru: 'Директор' },
})
const list = adminList(stack, 'management')

describe('GET /api/v1/admin/management', () => {
  it('lists every locale as an object and the photo embedded', async () => {
    const photo = await createImage(stack.payload)
    const name = `Sardor ${uniqueTag()}`
    const manager = await createManager(stack.payload, { photo: photo.id, sortOrder: 3, fullName: { uz: name } })
    const record = await list.only(name)
    expect(Object.keys(record)).toEqual([
      'id',
      'full_name',
      'position',
      'biography',
      'photo_id',
      'phone',
      'email',
      'reception_days',
      'status',
      'sort_order',
      'photo',
      'created_at',
      'updated_at',
    ])
    expect(record).toMatchObject({
      id: manager.id,
      photo_id: photo.id,
      sort_order: 3,
      status: 1,
      phone: null,
      email: null,
    })
    expect(record.full_name).toEqual({ uz: name, ru: null, en: null })
    expect(record.biography).toEqual({ uz: null, ru: null, en: null })
    expect(record.photo).toEqual(photoRecord(stack.url, photo.id))
  })

  it('filters by status and searches full name and position in every locale', async () => {
    const tag = uniqueTag()
    const hidden = await createManager(stack.payload, {
      status: '0',
      position: { uz: 'Maslahatchi', ru: `Советник-${tag}` },
    })
    const byFullName = await createManager(stack.payload, { fullName: { uz: 'X', en: `Adviser-${tag}` } })
    expect(await list.found(`СОВЕТНИК-${tag}`)).toEqual([hidden.id])
    expect(await list.found(`adviser-${tag}`)).toEqual([byFullName.id])
    await list.expectStatusFilterFinds(hidden.id)
  })

  it('sorts by sort_order by default and by the allowed keys, ties broken by id', async () => {
    const byDefault = await list.get('per_page=100')
    const orders = byDefault.body.data.map((m: { sort_order: number }) => m.sort_order)
    expect(orders).toEqual([...orders].sort((a, b) => a - b))
    const byId = ids((await list.get('sort=-id&per_page=100')).body.data)
    expect(byId).toEqual([...byId].sort((a, b) => b - a))
  })
})

describe('POST /api/v1/admin/management', () => {
  it('creates a member with every field and records one audit entry', async () => {
    const photo = await createImage(stack.payload)
    const manager = await list.create({
      ...valid(),
      biography: { uz: '<p>Tug‘ilgan <script>alert(1)</script>1970</p>', en: '<p>Born 1970</p>' },
      photo_id: photo.id,
      phone: '+998 71 200-00-00',
      email: 'rahbar@agrofund.uz',
      reception_days: { uz: 'Seshanba, 10:00–12:00', ru: 'Вторник, 10:00–12:00' },
      sort_order: 2,
    })
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
    expect(manager.photo).toEqual(photoRecord(stack.url, photo.id))
    const stored = await stack.payload.findByID({
      collection: 'management',
      id: manager.id,
      locale: 'ru',
      depth: 0,
      overrideAccess: true,
    })
    expect(stored).toMatchObject({ fullName: 'Алиев Анвар', photo: photo.id, status: '1' })
    const entries = await auditEntries(stack.payload, 'management', manager.id)
    expect(entries.map((e) => e.action)).toEqual(['created'])
    expect(entries[0].changes['full_name.ru']).toEqual({ old: null, new: 'Алиев Анвар' })
  })

  it('takes the photo as a multipart upload with bracket keys, and refuses a non-image upload', async () => {
    const upload = async (name: string, data: Buffer, type: string) => {
      const form = new FormData()
      form.append('full_name[uz]', 'Yuklangan Rahbar')
      form.append('position[uz]', 'Direktor')
      form.append('photo', new Blob([new Uint8Array(data)], { type }), name)
      const response = await fetch(`${stack.url}/api/v1/admin/management`, {
        method: 'POST',
        headers: { authorization: `Bearer ${stack.tokens.editor}` },
        body: form,
      })
      return { status: response.status, body: await response.json() }
    }
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#a73' } })
      .jpeg()
      .toBuffer()
    const created = await upload('portret.jpg', jpeg, 'image/jpeg')
    expect(created.status).toBe(201)
    expect(created.body.data.full_name).toEqual({ uz: 'Yuklangan Rahbar', ru: null, en: null })
    expect(created.body.data.photo).toMatchObject({
      id: created.body.data.photo_id,
      file_name: 'portret.jpg',
      mime_type: 'image/jpeg',
    })
    const media = await stack.payload.count({ collection: 'media', overrideAccess: true })
    const refused = await upload('portret.jpg', Buffer.from('%PDF-1.4\nxref\n%%EOF\n'), 'image/jpeg')
    expect(refused.status).toBe(422)
    expect(refused.body.errors).toEqual({ photo: ['validation.image'] })
    expect((await stack.payload.count({ collection: 'media', overrideAccess: true })).totalDocs).toBe(media.totalDocs)
  })
})

describe('GET /api/v1/admin/management/{manager_id}', () => {
  it('shows a hidden member to editors', async () => {
    const manager = await createManager(stack.payload, { status: '0', email: 'yashirin@agrofund.uz' })
    const response = await stack.api.get(`/api/v1/admin/management/${manager.id}`, { token: stack.tokens.editor })
    expect(response.status).toBe(200)
    expect(response.body.data).toMatchObject({
      id: manager.id,
      status: 0,
      email: 'yashirin@agrofund.uz',
      photo_id: null,
      photo: null,
    })
  })
})

describe('PUT /api/v1/admin/management/{manager_id}', () => {
  it('changes only the fields and locales present, clears with null, and audits once', async () => {
    const photo = await createImage(stack.payload)
    const manager = await createManager(stack.payload, {
      photo: photo.id,
      phone: '+998712000000',
      position: { uz: 'Direktor', ru: 'Директор', en: 'Director' },
    })
    const response = await stack.api.put(`/api/v1/admin/management/${manager.id}`, {
      token: stack.tokens.editor,
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
    const entries = await auditEntries(stack.payload, 'management', manager.id)
    expect(entries.map((e) => e.action)).toEqual(['updated'])
    expect(entries[0].changes).toEqual({
      'position.ru': { old: 'Директор', new: 'Первый заместитель' },
      'position.en': { old: 'Director', new: null },
      photo: { old: photo.id, new: null },
      phone: { old: '+998712000000', new: null },
      sort_order: { old: 0, new: 4 },
    })
  })
})

describe('DELETE /api/v1/admin/management/{manager_id}', () => {
  it('keeps the photo in the library', async () => {
    const photo = await createImage(stack.payload)
    const manager = await createManager(stack.payload, { photo: photo.id })
    expect(
      (await stack.api.delete(`/api/v1/admin/management/${manager.id}`, { token: stack.tokens.admin })).status,
    ).toBe(204)
    expect(
      (await stack.payload.count({ collection: 'media', where: { id: { equals: photo.id } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(1)
  })
})

describe('GET /api/v1/management', () => {
  it('lists active members by sort_order, resolved in the request locale, with the photo as a media record', async () => {
    const photo = await createImage(stack.payload)
    const second = await createManager(stack.payload, {
      sortOrder: 20,
      fullName: { uz: 'Karimov Bobur', ru: 'Каримов Бобур' },
      position: { uz: 'O‘rinbosar', ru: 'Заместитель' },
      receptionDays: { uz: 'Payshanba', ru: 'Четверг' },
    })
    const first = await createManager(stack.payload, {
      sortOrder: 10,
      photo: photo.id,
      fullName: { uz: 'Aliyev Anvar', ru: 'Алиев Анвар' },
      phone: '+998712000000',
      email: 'rahbar@agrofund.uz',
    })
    await quietUpdate(
      stack.payload,
      'management',
      first.id,
      { biography: lexicalParagraph('Родился в 1970 году') },
      'ru',
    )
    const hidden = await createManager(stack.payload, { status: '0', sortOrder: 15 })

    const response = await unpagedList(stack, 'management')
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
    expect(mine[0].photo).toEqual(photoRecord(stack.url, photo.id))
    expect(mine[1]).toMatchObject({
      full_name: 'Каримов Бобур',
      position: 'Заместитель',
      reception_days: 'Четверг',
      photo: null,
      biography: null,
    })
    const orders = response.body.data.map((m: { sort_order: number }) => m.sort_order)
    expect(orders).toEqual([...orders].sort((a, b) => a - b))
  })

  it('serves the photo and its conversions at their absolute URLs', async () => {
    const photo = await createImage(stack.payload)
    const manager = await createManager(stack.payload, { photo: photo.id })
    const response = await stack.api.get('/api/v1/management')
    const record = response.body.data.find((m: { id: number }) => m.id === manager.id).photo
    for (const url of [record.url, record.conversions.thumbnail]) {
      const file = await fetch(url)
      expect(file.status).toBe(200)
      expect(file.headers.get('content-type')).toMatch(/^image\//)
    }
  })

  it('falls back to uz for an empty locale and reads Accept-Language', async () => {
    const manager = await createManager(stack.payload, {
      fullName: { uz: 'Rustamov Jasur', en: 'Jasur Rustamov' },
      position: { uz: 'Bosh hisobchi' },
    })
    const english = await stack.api.get('/api/v1/management', { headers: { 'accept-language': 'fr, en;q=0.5' } })
    expect(english.headers.get('content-language')).toBe('en')
    expect(english.body.data.find((m: { id: number }) => m.id === manager.id)).toMatchObject({
      full_name: 'Jasur Rustamov',
      position: 'Bosh hisobchi',
    })
    const russian = await stack.api.get('/api/v1/management?lang=ru')
    expect(russian.body.data.find((m: { id: number }) => m.id === manager.id).full_name).toBe('Rustamov Jasur')
    const fallback = await stack.api.get('/api/v1/management')
    expect(fallback.headers.get('content-language')).toBe('uz')
  })

  it('never shows hidden members nor their status', async () => {
    const hidden = await createManager(stack.payload, { status: '0' })
    const response = await stack.api.get('/api/v1/management')
    expect(ids(response.body.data)).not.toContain(hidden.id)
    expect(response.body.data.every((m: Record<string, unknown>) => !('status' in m))).toBe(true)
  })
})
