import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import {
  createManager,
  createMedia,
  resetCitizenReception as resetReception,
  setCitizenReception as setReception,
} from '../factories.js'
import { useStack } from '../support/stack.js'
import { describeStandardCases } from '../support/standardCases.js'
import { IMAGE_CONVERSIONS } from '../support/contract.js'

const stack = useStack({ media: true, env: { PUBLIC_URL: 'http://files.test' }, tokens: false })

describeStandardCases(stack, { tag: 'citizen-reception' })

/** A member of management who receives citizens (the schedule lists those with reception days). */
const createReceiver = (overrides: Record<string, unknown> = {}) =>
  createManager(stack.payload, {
    fullName: { uz: 'Karimov Aziz Botirovich', ru: 'Каримов Азиз Ботирович' },
    position: { uz: 'Direktor', ru: 'Директор' },
    receptionDays: { uz: 'Seshanba, 10:00–12:00', ru: 'Вторник, 10:00–12:00' },
    ...overrides,
  })

const createPortrait = async () =>
  createMedia(
    stack.payload,
    'portrait.png',
    await sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 40, g: 120, b: 60 } } })
      .png()
      .toBuffer(),
  )

describe('GET /api/v1/citizen-reception', () => {
  it('answers nulls and an empty schedule while nothing is filled in', async () => {
    await resetReception(stack.payload)
    const response = await stack.api.get('/api/v1/citizen-reception')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-language')).toBe('uz')
    expect(response.body).toEqual({
      data: {
        address: null,
        phone: null,
        email: null,
        working_hours: null,
        helpline: null,
        map: null,
        notes: null,
        schedule: [],
      },
    })
  })

  it('answers the settings in the request locale, with the map and the notes as HTML', async () => {
    await resetReception(stack.payload)
    await setReception(
      stack.payload,
      { phone: '+998712020000', email: 'murojaat@agrofond.uz', helpline: '1148', map: { lat: 41.3111, lng: 69.2797 } },
      {
        uz: {
          address: 'Toshkent sh., Navoiy ko‘chasi, 4',
          workingHours: 'Dushanba–Juma, 9:00–18:00',
          notes: '<p>Qabul <strong>oldindan</strong> yozilish orqali.</p>',
        },
        ru: {
          address: 'г. Ташкент, ул. Навои, 4',
          notes: '<p>Приём по <strong>предварительной</strong> записи.</p><script>alert(1)</script>',
        },
      },
    )
    const russian = await stack.api.get('/api/v1/citizen-reception?lang=ru')
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
    const english = await stack.api.get('/api/v1/citizen-reception', {
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    })
    expect(english.headers.get('content-language')).toBe('en')
    expect(english.body.data).toMatchObject({
      address: 'Toshkent sh., Navoiy ko‘chasi, 4',
      notes: '<p>Qabul <strong>oldindan</strong> yozilish orqali.</p>',
    })
  })

  it('lists active members with reception days by sort_order, with the photo as a media record', async () => {
    await resetReception(stack.payload)
    const portrait = await createPortrait()
    const deputy = await createReceiver({
      fullName: { uz: 'Rahimova Dilnoza', ru: 'Рахимова Дильноза' },
      position: { uz: 'Direktor o‘rinbosari', ru: 'Заместитель директора' },
      receptionDays: { uz: 'Payshanba, 14:00–16:00', ru: 'Четверг, 14:00–16:00' },
      sortOrder: 2,
    })
    const director = await createReceiver({ sortOrder: 1, photo: portrait.id })
    // Only an English value: shown through the fallback to any non-empty locale.
    const adviser = await createReceiver({
      receptionDays: { en: 'Friday, 9:00–11:00' },
      sortOrder: 3,
      position: { uz: 'Maslahatchi' },
    })
    await createReceiver({ status: '0', sortOrder: 0 })
    await createReceiver({ receptionDays: {}, sortOrder: 0 })
    await createReceiver({ receptionDays: { uz: '', ru: '' }, sortOrder: 0 })

    const response = await stack.api.get('/api/v1/citizen-reception?lang=ru')
    expect(response.status).toBe(200)
    const { schedule } = response.body.data
    expect(schedule.map((member: { id: number }) => member.id)).toEqual([director.id, deputy.id, adviser.id])
    expect(schedule[1]).toEqual({
      id: deputy.id,
      full_name: 'Рахимова Дильноза',
      position: 'Заместитель директора',
      reception_days: 'Четверг, 14:00–16:00',
      photo: null,
    })
    expect(schedule[2]).toEqual({
      id: adviser.id,
      full_name: 'Каримов Азиз Ботирович',
      position: 'Maslahatchi',
      reception_days: 'Friday, 9:00–11:00',
      photo: null,
    })
    const sizes = portrait.sizes as Record<string, { filename?: string | null }>
    expect(Object.keys(sizes).sort()).toEqual(IMAGE_CONVERSIONS)
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
        conversions: Object.fromEntries(
          Object.entries(sizes).map(([name, size]) => [name, `http://files.test/media/${size.filename}`]),
        ),
        created_at: new Date(portrait.createdAt).toISOString(),
      },
    })
  })

  it('drops a member from the schedule once hidden', async () => {
    await resetReception(stack.payload)
    const member = await createReceiver()
    expect(
      (await stack.api.get('/api/v1/citizen-reception')).body.data.schedule.map((m: { id: number }) => m.id),
    ).toEqual([member.id])
    await stack.payload.update({
      collection: 'management',
      id: member.id,
      data: { status: '0' },
      overrideAccess: true,
      context: { skipAudit: true },
    })
    expect((await stack.api.get('/api/v1/citizen-reception')).body.data.schedule).toEqual([])
  })

  it('is the only method on its path', async () => {
    const response = await stack.api.put('/api/v1/citizen-reception', { body: { phone: '1' } })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET')
  })
})
