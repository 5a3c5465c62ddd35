import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createLocalReq, type Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resources } from '../../endpoints/index.js'
import { loadsOf, project } from '../../src/api/projection.js'
import type { Doc } from '../../src/api/resource.js'
import type { RequestContext } from '../../src/api/route.js'
import { activeOnly } from '../../src/access/visibility.js'
import { locales } from '../../src/config/locales.js'
import { publicReader } from '../../src/db/publicReader.js'
import { seedContent } from '../../src/seed/content.js'
import { createImage, createLegalDocument, createProgram, createProgramSector } from '../factories.js'
import { client, type Client } from '../support/http.js'
import { startTestServer, type TestServer } from '../support/server.js'

let server: TestServer
let api: Client
const mediaDir = mkdtempSync(path.join(tmpdir(), 'agrofund-reader-media-'))
const system = { overrideAccess: true, context: { skipAudit: true } } as const

/** Rows for the collections the demo seed leaves empty: one public and one hidden, with media where they show some. */
async function addRowsTheSeedLacks() {
  const { payload } = server
  const image = await createImage(payload)
  const create = (collection: 'staff-units' | 'history' | 'open-data' | 'photo-galleries' | 'video-galleries' | 'management' | 'faqs' | 'document-types', data: Record<string, unknown>) =>
    payload.create({ collection, locale: 'uz', data: data as never, ...system })
  await createProgramSector(payload, { status: '0' })
  await createLegalDocument(payload, { status: '0' })
  await create('management', { fullName: 'Yashirin Rahbar', position: 'Maslahatchi', receptionDays: 'Dushanba', photo: image.id, status: '0', sortOrder: 0 })
  await create('faqs', { question: 'Yashirin savol?', status: '0', sortOrder: 0 })
  await create('document-types', { code: 'hidden-type', name: 'Yashirin tur', status: '0', sortOrder: 0 })
  const root = await create('staff-units', { name: "Bo'lim", headName: 'Ivanov', phone: '+998 71 200-00-00', status: '1', sortOrder: 1 })
  await payload.update({ collection: 'staff-units', id: root.id, locale: 'ru', data: { name: 'Отдел' }, ...system })
  await create('staff-units', { name: 'Sektor', parent: root.id, status: '1', sortOrder: 2 })
  await create('staff-units', { name: 'Yashirin', parent: root.id, status: '0', sortOrder: 3 })
  for (const status of ['1', '0']) {
    await create('history', { year: 2006, title: `Bosqich ${status}`, image: image.id, status, sortOrder: 0 })
    await create('open-data', { title: `Ma'lumot ${status}`, format: 'csv', externalUrl: 'https://data.example.org/a.csv', status, sortOrder: 0 })
    const gallery = await create('photo-galleries', { title: `Galereya ${status}`, cover: image.id, photos: [{ image: image.id, caption: 'Dala' }], status, sortOrder: 0 })
    await payload.update({ collection: 'photo-galleries', id: gallery.id, locale: 'ru', data: { title: 'Галерея' }, ...system })
    await create('video-galleries', { title: `Video ${status}`, videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', thumbnail: image.id, status, sortOrder: 0 })
  }
}

beforeAll(async () => {
  server = await startTestServer({ MEDIA_DIR: mediaDir })
  api = client(server.url)
  await seedContent(await createLocalReq({}, server.payload))
  await createProgram(server.payload, { status: '0' })
  await addRowsTheSeedLacks()
})
afterAll(async () => {
  await server?.close()
  rmSync(mediaDir, { recursive: true, force: true })
})

/**
 * Generated for every public resource and every locale: the SQL reader, loading only what the resource's public shape
 * reads, answers exactly what `payload.find` gives an anonymous caller (the collection's own access, Payload's own
 * population), projected through the same shape.
 */
describe('the public SQL reader equals payload.find', () => {
  const publicResources = resources.filter((resource) => resource.public)

  it('covers every public resource', () => {
    expect(publicResources.map((resource) => resource.name).sort()).toEqual(
      ['document-types', 'faqs', 'history', 'legal-documents', 'management', 'open-data', 'photo-galleries', 'program-sectors', 'programs', 'staff-units', 'video-galleries'],
    )
  })

  for (const resource of publicResources) {
    it(`${resource.name}: the same rows and the same public records in ${locales.join(', ')}`, async () => {
      const view = resource.public!
      const shape = { ...view.shows, ...(view.detailShows ?? {}) }
      const { fields, populate } = loadsOf(shape)
      const viaReader = await publicReader(server.payload).find({ collection: resource.collection, sort: ['id'], fields, populate })
      const viaPayload = await server.payload.find({ collection: resource.collection, sort: 'id', locale: 'all' as never, depth: 1, pagination: false, overrideAccess: false })
      const hidden = await server.payload.count({ collection: resource.collection, where: { status: { equals: '0' } }, overrideAccess: true })
      expect(viaReader.docs.length, 'public rows exist').toBeGreaterThan(0)
      expect(hidden.totalDocs, 'hidden rows exist').toBeGreaterThan(0)
      expect(viaReader.docs.map((doc) => doc.id)).toEqual(viaPayload.docs.map((doc) => doc.id))
      for (const locale of locales) {
        const ctx = { payload: server.payload, locale } as RequestContext
        const fromReader = await Promise.all(viaReader.docs.map((doc) => project(shape, doc as Doc, locale, ctx)))
        const fromPayload = await Promise.all(viaPayload.docs.map((doc) => project(shape, doc as unknown as Doc, locale, ctx)))
        expect(fromReader, locale).toEqual(fromPayload)
      }
    })
  }
})

describe('time-aware visibility', () => {
  it('evaluates a rule that depends on the time at each read, with nothing running in between', async () => {
    const videos = server.payload.collections['video-galleries'].config.access
    const read = videos.read
    // The rule of scheduled publishing (posts arrive next): public from `publishedAt` on.
    videos.read = ({ req }) => (req.user ? true : { and: [activeOnly, { publishedAt: { less_than_equal: new Date().toISOString() } }] } as Where)
    try {
      const at = new Date(Date.now() + 1500)
      const scheduled = await server.payload.create({
        collection: 'video-galleries',
        locale: 'all' as never,
        data: { title: { uz: 'Rejalashtirilgan' }, videoUrl: 'https://vimeo.com/76979871', publishedAt: at.toISOString(), status: '1', sortOrder: 0 } as never,
        ...system,
      })
      const listed = async () => ((await api.get('/api/v1/video-galleries?per_page=100')).body.data as { id: number }[]).map((video) => video.id)
      expect(await listed()).not.toContain(scheduled.id)
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, at.getTime() - Date.now()) + 100))
      expect(await listed()).toContain(scheduled.id)
    } finally {
      videos.read = read
    }
  })
})

describe('public reads', () => {
  it('never embed a hidden sector or legal document', async () => {
    const sector = await createProgramSector(server.payload, { status: '0' })
    const legal = await createLegalDocument(server.payload, { status: '0' })
    const program = await createProgram(server.payload, { programSector: sector.id, legalDocument: legal.id })
    const detail = await api.get(`/api/v1/programs/${program.slug}`)
    expect(detail.body.data.program_sector).toBeNull()
    expect(detail.body.data.legal_document).toBeNull()
  })

  it('search only the request locale on public lists, with LIKE characters literal', async () => {
    const program = await createProgram(server.payload, { sector: 'oilseed', title: { uz: 'Kungaboqar_50%', ru: 'Подсолнечник', en: 'Sunflower' } })
    await createProgram(server.payload, { sector: 'oilseed', title: { uz: 'Kungaboqar-50x', ru: 'Другое', en: 'Other' } })
    expect((await api.get('/api/v1/programs?filter[search]=podsol&lang=ru')).body.data).toEqual([])
    expect((await api.get(`/api/v1/programs?filter[search]=${encodeURIComponent('ПОДСОЛНЕЧ')}&lang=ru`)).body.data.map((p: { id: number }) => p.id)).toEqual([program.id])
    expect((await api.get(`/api/v1/programs?filter[search]=${encodeURIComponent('_50%')}&lang=uz`)).body.data.map((p: { id: number }) => p.id)).toEqual([program.id])
    expect((await api.get(`/api/v1/programs?filter[search]=sunflower&lang=ru`)).body.data).toEqual([])
  })

  it('match any of a comma list and answer hostile filter values without a 500', async () => {
    const fishery = await createProgram(server.payload, { sector: 'fishery', kind: 'subsidy' })
    const potato = await createProgram(server.payload, { sector: 'potato', kind: 'subsidy' })
    const both = await api.get('/api/v1/programs?filter[sector]=fishery,potato&filter[kind]=subsidy&per_page=100')
    expect(both.body.data.map((p: { id: number }) => p.id).sort()).toEqual([fishery.id, potato.id].sort())
    expect((await api.get(`/api/v1/programs?filter[search]=${encodeURIComponent(`%'";--`)}`)).status).toBe(200)
    expect((await api.get('/api/v1/programs?filter[sector]=rice')).body.errors).toEqual({ 'filter.sector': ['validation.in'] })
    expect((await api.get('/api/v1/programs?filter[program_sector_id]=1e99')).status).toBe(422)
    expect((await api.get('/api/v1/programs?sort=,,&page=-1')).body.errors).toEqual({ page: ['validation.min'] })
    expect((await api.get('/api/v1/programs?page=99999')).body.data).toEqual([])
  })
})
