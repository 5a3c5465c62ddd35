import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { programs } from '../../endpoints/programs.js'
import { publicReader } from '../../src/db/publicReader.js'
import type { Doc } from '../../src/api/resource.js'
import type { RequestContext } from '../../src/api/route.js'
import { locales } from '../../src/config/locales.js'
import { createLegalDocument, createProgram, createProgramSector } from '../factories.js'
import { client, type Client } from '../support/http.js'
import { startTestServer, type TestServer } from '../support/server.js'

let server: TestServer
let api: Client

beforeAll(async () => {
  server = await startTestServer()
  api = client(server.url)
})
afterAll(() => server?.close())

describe('the public SQL reader', () => {
  it('answers what payload.find gives an anonymous caller, projected in every locale', async () => {
    const sector = await createProgramSector(server.payload, { name: { uz: 'Soha', ru: 'Отрасль', en: null } })
    const legal = await createLegalDocument(server.payload, { title: { uz: 'Qaror', en: 'Decree' } })
    const program = await createProgram(server.payload, {
      programSector: sector.id,
      legalDocument: legal.id,
      title: { uz: 'Dastur', ru: 'Программа', en: null },
      summary: { ru: 'Кратко' },
    })
    await server.payload.update({ collection: 'programs', id: program.id, locale: 'ru', data: { requiredDocuments: [{ document: 'Паспорт' }, { document: 'Заявление' }] }, overrideAccess: true, context: { skipAudit: true } })
    const view = programs.public!
    const fields = [...view.fields, ...(view.detailFields ?? [])]
    const viaReader = await publicReader(server.payload).find({ collection: 'programs', where: { id: { equals: program.id } }, sort: ['id'], fields, populate: view.populate })
    const viaPayload = await server.payload.find({
      collection: 'programs',
      where: { id: { equals: program.id } },
      locale: 'all' as never,
      depth: 1,
      overrideAccess: false,
    })
    expect(viaReader.totalDocs).toBe(1)
    const ctx = { payload: server.payload } as RequestContext
    for (const locale of locales) {
      const fromReader = await view.projectDetail!(viaReader.docs[0] as Doc, locale, ctx)
      const fromPayload = await view.projectDetail!(viaPayload.docs[0] as unknown as Doc, locale, ctx)
      expect(fromReader, locale).toEqual(fromPayload)
    }
    expect(await view.projectDetail!(viaReader.docs[0] as Doc, 'ru', ctx)).toMatchObject({
      title: 'Программа',
      summary: 'Кратко',
      required_documents: ['Паспорт', 'Заявление'],
      program_sector: { id: sector.id, slug: sector.slug, name: 'Отрасль' },
      legal_document: { id: legal.id, title: 'Qaror', number: legal.number, adopted_on: '2024-03-01' },
    })
  })

  it('never embeds a hidden sector or legal document', async () => {
    const sector = await createProgramSector(server.payload, { status: '0' })
    const legal = await createLegalDocument(server.payload, { status: '0' })
    const program = await createProgram(server.payload, { programSector: sector.id, legalDocument: legal.id })
    const detail = await api.get(`/api/v1/programs/${program.slug}`)
    expect(detail.body.data.program_sector).toBeNull()
    expect(detail.body.data.legal_document).toBeNull()
  })

  it('searches only the request locale on public lists, with LIKE characters literal', async () => {
    const program = await createProgram(server.payload, { sector: 'oilseed', title: { uz: 'Kungaboqar_50%', ru: 'Подсолнечник', en: 'Sunflower' } })
    await createProgram(server.payload, { sector: 'oilseed', title: { uz: 'Kungaboqar-50x', ru: 'Другое', en: 'Other' } })
    expect((await api.get('/api/v1/programs?filter[search]=podsol&lang=ru')).body.data).toEqual([])
    expect((await api.get(`/api/v1/programs?filter[search]=${encodeURIComponent('ПОДСОЛНЕЧ')}&lang=ru`)).body.data.map((p: { id: number }) => p.id)).toEqual([program.id])
    expect((await api.get(`/api/v1/programs?filter[search]=${encodeURIComponent('_50%')}&lang=uz`)).body.data.map((p: { id: number }) => p.id)).toEqual([program.id])
    expect((await api.get(`/api/v1/programs?filter[search]=sunflower&lang=ru`)).body.data).toEqual([])
  })

  it('matches any of a comma list and answers hostile filter values without a 500', async () => {
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
