import { createLocalReq } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { resources } from '../../endpoints/index.js'
import { loadsOf, project } from '../../src/api/projection.js'
import type { Row } from '../../src/db/publicReader.js'
import type { RequestContext } from '../../src/api/route.js'
import { publishedByNow } from '../../src/access/visibility.js'
import { locales } from '../../src/config/locales.js'
import { publicReader } from '../../src/db/publicReader.js'
import { seedContent } from '../../src/seed/content.js'
import {
  createDocumentType,
  createFaq,
  createImage,
  createLegalDocument,
  createManager,
  createMilestone,
  createNewsCategory,
  createPost,
  createOpenDataset,
  createPhotoGallery,
  createProgram,
  createProgramSector,
  createStaffUnit,
  createVideo,
  minutesFromNow,
} from '../factories.js'
import { useStack } from '../support/stack.js'

const stack = useStack({ media: true, tokens: false })

beforeAll(async () => {
  const { payload } = stack
  await seedContent(await createLocalReq({}, payload))
  // A public and a hidden row of every public collection, with media where they show some.
  const image = await createImage(payload)
  await createProgram(payload, { status: '0' })
  await createProgramSector(payload, { status: '0' })
  await createLegalDocument(payload, { status: '0' })
  await createDocumentType(payload, { status: '0' })
  await createFaq(payload, { status: '0' })
  await createManager(payload, { receptionDays: { uz: 'Dushanba' }, photo: image.id, status: '0' })
  const root = await createStaffUnit(payload, { headName: { ru: 'Иванов' }, phone: '+998 71 200-00-00' })
  await createStaffUnit(payload, { parent: root.id })
  await createStaffUnit(payload, { parent: root.id, status: '0' })
  for (const status of ['1', '0']) {
    await createMilestone(payload, { image: image.id, status })
    await createOpenDataset(payload, { status })
    await createPhotoGallery(payload, {
      cover: image.id,
      photos: [{ image: image.id, caption: { ru: 'Поле' } }],
      status,
    })
    await createVideo(payload, { thumbnail: image.id, status })
    const category = await createNewsCategory(payload, { status })
    await createPost(payload, {
      status,
      newsCategory: category.id,
      cover: image.id,
      images: [image.id],
      body: { uz: `<p>Matn</p><img src="/media/${image.filename}" alt="Dala">` },
    })
  }
  // Scheduled and undated posts are not public; a public post may name a hidden category.
  await createPost(payload, { publishedAt: minutesFromNow(60) })
  await createPost(payload, { publishedAt: null })
  await createPost(payload, { newsCategory: (await createNewsCategory(payload, { status: '0' })).id })
})

/**
 * Generated for every public resource and every locale: the SQL reader, loading only what the resource's public shape
 * reads, answers exactly what `payload.find` gives an anonymous caller (the collection's own access, Payload's own
 * population), projected through the same shape.
 */
describe('the public SQL reader equals payload.find', () => {
  // Those the public reads (a list or a detail); a public submit alone (appeals) reads nothing through the reader.
  const publicResources = resources.filter((resource) => resource.public?.shows)

  it('covers every public resource', () => {
    expect(publicResources.map((resource) => resource.name).sort()).toEqual([
      'document-types',
      'faqs',
      'history',
      'legal-documents',
      'management',
      'news-categories',
      'open-data',
      'photo-galleries',
      'posts',
      'program-sectors',
      'programs',
      'staff-units',
      'video-galleries',
    ])
  })

  for (const resource of publicResources) {
    it(`${resource.name}: the same rows and the same public records in ${locales.join(', ')}`, async () => {
      const view = resource.public!
      const shape = { ...view.shows, ...(view.detailShows ?? {}) }
      const { fields, populate } = loadsOf(shape)
      const viaReader = await publicReader(stack.payload).find({
        collection: resource.collection,
        sort: ['id'],
        fields,
        populate,
      })
      const viaPayload = await stack.payload.find({
        collection: resource.collection,
        sort: 'id',
        locale: 'all' as never,
        depth: 1,
        pagination: false,
        overrideAccess: false,
      })
      const hidden = await stack.payload.count({
        collection: resource.collection,
        where: { status: { equals: '0' } },
        overrideAccess: true,
      })
      expect(viaReader.docs.length, 'public rows exist').toBeGreaterThan(0)
      expect(hidden.totalDocs, 'hidden rows exist').toBeGreaterThan(0)
      expect(viaReader.docs.map((doc) => doc.id)).toEqual(viaPayload.docs.map((doc) => doc.id))
      for (const locale of locales) {
        const ctx = { payload: stack.payload, locale } as RequestContext
        const fromReader = await Promise.all(viaReader.docs.map((doc) => project(shape, doc as Row, locale, ctx)))
        const fromPayload = await Promise.all(
          viaPayload.docs.map((doc) => project(shape, doc as unknown as Row, locale, ctx)),
        )
        expect(fromReader, locale).toEqual(fromPayload)
      }
    })
  }
})

describe('time-aware visibility', () => {
  it('evaluates a rule that depends on the time at each read, with nothing running in between', async () => {
    const config = stack.payload.collections['video-galleries'].config
    const videos = config.access
    const read = videos.read
    // The rule of scheduled publishing, as posts have it, on another collection: public from `publishedAt` on,
    // declared so that kept answers last no longer than the next such moment (src/cache/schedule.ts).
    videos.read = ({ req }) => (req.user ? true : publishedByNow())
    config.custom = { ...config.custom, publicFrom: 'publishedAt' }
    try {
      const at = new Date(Date.now() + 1500)
      const scheduled = await createVideo(stack.payload, { publishedAt: at.toISOString() })
      const listed = async () =>
        ((await stack.api.get('/api/v1/video-galleries?per_page=100')).body.data as { id: number }[]).map(
          (video) => video.id,
        )
      expect(await listed()).not.toContain(scheduled.id)
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, at.getTime() - Date.now()) + 100))
      expect(await listed()).toContain(scheduled.id)
    } finally {
      videos.read = read
      delete config.custom.publicFrom
    }
  })
})

describe('public reads', () => {
  it('never embed a hidden sector or legal document', async () => {
    const sector = await createProgramSector(stack.payload, { status: '0' })
    const legal = await createLegalDocument(stack.payload, { status: '0' })
    const program = await createProgram(stack.payload, { programSector: sector.id, legalDocument: legal.id })
    const detail = await stack.api.get(`/api/v1/programs/${program.slug}`)
    expect(detail.body.data.program_sector).toBeNull()
    expect(detail.body.data.legal_document).toBeNull()
  })

  it('search only the request locale on public lists, with LIKE characters literal', async () => {
    const program = await createProgram(stack.payload, {
      sector: 'oilseed',
      title: { uz: 'Kungaboqar_50%', ru: 'Подсолнечник', en: 'Sunflower' },
    })
    await createProgram(stack.payload, {
      sector: 'oilseed',
      title: { uz: 'Kungaboqar-50x', ru: 'Другое', en: 'Other' },
    })
    expect((await stack.api.get('/api/v1/programs?filter[search]=podsol&lang=ru')).body.data).toEqual([])
    expect(
      (await stack.api.get(`/api/v1/programs?filter[search]=${encodeURIComponent('ПОДСОЛНЕЧ')}&lang=ru`)).body.data.map(
        (p: { id: number }) => p.id,
      ),
    ).toEqual([program.id])
    expect(
      (await stack.api.get(`/api/v1/programs?filter[search]=${encodeURIComponent('_50%')}&lang=uz`)).body.data.map(
        (p: { id: number }) => p.id,
      ),
    ).toEqual([program.id])
    expect((await stack.api.get(`/api/v1/programs?filter[search]=sunflower&lang=ru`)).body.data).toEqual([])
  })

  it('match any of a comma list and answer hostile filter values without a 500', async () => {
    const fishery = await createProgram(stack.payload, { sector: 'fishery', kind: 'subsidy' })
    const potato = await createProgram(stack.payload, { sector: 'potato', kind: 'subsidy' })
    const both = await stack.api.get('/api/v1/programs?filter[sector]=fishery,potato&filter[kind]=subsidy&per_page=100')
    expect(both.body.data.map((p: { id: number }) => p.id).sort()).toEqual([fishery.id, potato.id].sort())
    expect((await stack.api.get(`/api/v1/programs?filter[search]=${encodeURIComponent(`%'";--`)}`)).status).toBe(200)
    expect((await stack.api.get('/api/v1/programs?filter[sector]=rice')).body.errors).toEqual({
      'filter.sector': ['validation.in'],
    })
    expect((await stack.api.get('/api/v1/programs?filter[program_sector_id]=1e99')).status).toBe(422)
    expect((await stack.api.get('/api/v1/programs?sort=,,&page=-1')).body.errors).toEqual({ page: ['validation.min'] })
    expect((await stack.api.get('/api/v1/programs?page=99999')).body.data).toEqual([])
  })
})
