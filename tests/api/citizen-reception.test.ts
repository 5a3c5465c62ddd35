import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { locales } from '../../src/config/locales.js'
import { htmlToLexical } from '../../src/richtext/lexical.js'
import { client, type Client } from '../support/http.js'
import { startTestServer, type TestServer } from '../support/server.js'

let server: TestServer
let api: Client
let mediaDir: string

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), 'reception-media-'))
  server = await startTestServer({ MEDIA_DIR: mediaDir, PUBLIC_URL: 'http://files.test' })
  api = client(server.url)
})
afterAll(async () => {
  await server?.close()
  await rm(mediaDir, { recursive: true, force: true })
})

/** Test data goes in through the Local API as a system call: reception and management are edited in the admin UI. */
const system = { overrideAccess: true, context: { skipAudit: true } } as const

/** Writes the global one locale at a time, as the admin UI does; rich text `notes` is given as HTML. */
async function setReception(payload: Payload, shared: Record<string, unknown>, byLocale: Partial<Record<string, Record<string, unknown>>> = {}) {
  await payload.updateGlobal({ slug: 'citizen-reception', locale: 'uz', data: { ...shared, ...(await localeData(payload, byLocale.uz)) } as never, ...system })
  for (const locale of locales.filter((l) => l !== 'uz')) {
    if (byLocale[locale]) await payload.updateGlobal({ slug: 'citizen-reception', locale, data: (await localeData(payload, byLocale[locale])) as never, ...system })
  }
}

async function localeData(payload: Payload, data: Record<string, unknown> = {}) {
  const { notes, ...rest } = data
  return notes === undefined ? rest : { ...rest, notes: notes === null ? null : await htmlToLexical(String(notes), payload) }
}

/** Back to an empty settings record and no management: each test states its own data. */
async function resetReception(payload: Payload) {
  const { docs } = await payload.find({ collection: 'management', pagination: false, depth: 0, ...system })
  for (const member of docs) await payload.delete({ collection: 'management', id: member.id, ...system })
  const empty = { address: null, workingHours: null, notes: null }
  await setReception(payload, { phone: null, email: null, helpline: null, map: { lat: null, lng: null } }, { uz: empty, ru: empty, en: empty })
}

async function createManager(payload: Payload, overrides: Record<string, unknown> = {}) {
  return payload.create({
    collection: 'management',
    locale: 'all' as never,
    data: {
      fullName: { uz: 'Karimov Aziz Botirovich', ru: 'Каримов Азиз Ботирович' },
      position: { uz: 'Direktor', ru: 'Директор' },
      receptionDays: { uz: 'Seshanba, 10:00–12:00', ru: 'Вторник, 10:00–12:00' },
      status: '1',
      sortOrder: 0,
      ...overrides,
    } as never,
    ...system,
  })
}

async function createPortrait(payload: Payload) {
  const data = await sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 40, g: 120, b: 60 } } }).png().toBuffer()
  return payload.create({ collection: 'media', data: {}, file: { data, mimetype: 'image/png', name: 'portrait.png', size: data.length }, ...system })
}

describe('GET /api/v1/citizen-reception', () => {
  it('answers nulls and an empty schedule while nothing is filled in', async () => {
    await resetReception(server.payload)
    const response = await api.get('/api/v1/citizen-reception')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-language')).toBe('uz')
    expect(response.body).toEqual({
      data: { address: null, phone: null, email: null, working_hours: null, helpline: null, map: null, notes: null, schedule: [] },
    })
  })

  it('answers the settings in the request locale, with the map and the notes as HTML', async () => {
    await resetReception(server.payload)
    await setReception(
      server.payload,
      { phone: '+998712020000', email: 'murojaat@agrofond.uz', helpline: '1148', map: { lat: 41.3111, lng: 69.2797 } },
      {
        uz: { address: 'Toshkent sh., Navoiy ko‘chasi, 4', workingHours: 'Dushanba–Juma, 9:00–18:00', notes: '<p>Qabul <strong>oldindan</strong> yozilish orqali.</p>' },
        ru: { address: 'г. Ташкент, ул. Навои, 4', notes: '<p>Приём по <strong>предварительной</strong> записи.</p><script>alert(1)</script>' },
      },
    )
    const russian = await api.get('/api/v1/citizen-reception?lang=ru')
    expect(russian.headers.get('content-language')).toBe('ru')
    expect(russian.body.data).toEqual({
      address: 'г. Ташкент, ул. Навои, 4',
      phone: '+998712020000',
      email: 'murojaat@agrofond.uz',
      // No Russian value: the uz one.
      working_hours: 'Dushanba–Juma, 9:00–18:00',
      helpline: '1148',
      map: { lat: 41.3111, lng: 69.2797 },
      notes: '<p>Приём по <strong>предварительной</strong> записи.</p>',
      schedule: [],
    })
    const english = await api.get('/api/v1/citizen-reception', { headers: { 'accept-language': 'en-US,en;q=0.9' } })
    expect(english.headers.get('content-language')).toBe('en')
    expect(english.body.data).toMatchObject({ address: 'Toshkent sh., Navoiy ko‘chasi, 4', notes: '<p>Qabul <strong>oldindan</strong> yozilish orqali.</p>' })
  })

  it('lists active members with reception days by sort_order, with the photo as a media record', async () => {
    await resetReception(server.payload)
    const portrait = await createPortrait(server.payload)
    const deputy = await createManager(server.payload, {
      fullName: { uz: 'Rahimova Dilnoza', ru: 'Рахимова Дильноза' },
      position: { uz: 'Direktor o‘rinbosari', ru: 'Заместитель директора' },
      receptionDays: { uz: 'Payshanba, 14:00–16:00', ru: 'Четверг, 14:00–16:00' },
      sortOrder: 2,
    })
    const director = await createManager(server.payload, { sortOrder: 1, photo: portrait.id })
    // Only an English value: shown through the fallback to any non-empty locale.
    const adviser = await createManager(server.payload, { receptionDays: { en: 'Friday, 9:00–11:00' }, sortOrder: 3, position: { uz: 'Maslahatchi' } })
    await createManager(server.payload, { status: '0', sortOrder: 0 })
    await createManager(server.payload, { receptionDays: {}, sortOrder: 0 })
    await createManager(server.payload, { receptionDays: { uz: '', ru: '' }, sortOrder: 0 })

    const response = await api.get('/api/v1/citizen-reception?lang=ru')
    expect(response.status).toBe(200)
    const { schedule } = response.body.data
    expect(schedule.map((member: { id: number }) => member.id)).toEqual([director.id, deputy.id, adviser.id])
    expect(schedule[1]).toEqual({ id: deputy.id, full_name: 'Рахимова Дильноза', position: 'Заместитель директора', reception_days: 'Четверг, 14:00–16:00', photo: null })
    expect(schedule[2]).toEqual({ id: adviser.id, full_name: 'Каримов Азиз Ботирович', position: 'Maslahatchi', reception_days: 'Friday, 9:00–11:00', photo: null })
    const sizes = portrait.sizes as Record<string, { filename?: string | null }>
    expect(Object.keys(sizes).sort()).toEqual(['large', 'large_webp', 'medium', 'medium_webp', 'thumbnail', 'thumbnail_webp'])
    expect(schedule[0]).toEqual({
      id: director.id,
      full_name: 'Каримов Азиз Ботирович',
      position: 'Директор',
      reception_days: 'Вторник, 10:00–12:00',
      photo: {
        id: portrait.id,
        file_name: 'portrait.png',
        mime_type: 'image/png',
        size: portrait.filesize,
        url: `http://files.test/media/${portrait.filename}`,
        conversions: Object.fromEntries(Object.entries(sizes).map(([name, size]) => [name, `http://files.test/media/${size.filename}`])),
        created_at: new Date(portrait.createdAt).toISOString(),
      },
    })
  })

  it('drops a member from the schedule once hidden', async () => {
    await resetReception(server.payload)
    const member = await createManager(server.payload)
    expect((await api.get('/api/v1/citizen-reception')).body.data.schedule.map((m: { id: number }) => m.id)).toEqual([member.id])
    await server.payload.update({ collection: 'management', id: member.id, data: { status: '0' }, ...system })
    expect((await api.get('/api/v1/citizen-reception')).body.data.schedule).toEqual([])
  })

  it('is the only method on its path', async () => {
    const response = await api.put('/api/v1/citizen-reception', { body: { phone: '1' } })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET')
  })
})
