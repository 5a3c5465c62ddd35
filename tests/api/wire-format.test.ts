import { describe, expect, it } from 'vitest'
import { resources } from '../../endpoints/index.js'
import { audienceFacts } from '../../src/api/auth.js'
import type { ResourceDef } from '../../src/api/resource.js'
import type { CollectionSlug } from 'payload'
import type { DocOf } from '../../src/api/wire.js'
import { locales } from '../../src/config/locales.js'
import * as make from '../factories.js'
import { files, form } from '../support/files.js'
import { concretePath, declaredRoutes, routeKey } from '../support/routes.js'
import { useStack } from '../support/stack.js'
import {
  adminDoc,
  adminKeysOf,
  auditedWrite,
  cacheControl,
  type Caching,
  expectJsonHeaders,
  expectPaginated,
  normalise,
  publicKeysOf,
  recordFactories,
} from '../support/wireShapes.js'

/**
 * The wire format of /api/v1 as the declarations in endpoints/ state it. First a few exact bodies, written out by hand:
 * one record of each resource as staff and the public read it, and the routes that are not CRUD. Then, for every
 * resource, the keys of its admin and public records, its envelopes and headers, derived from its `ResourceDef` (a new
 * resource is checked without a line here), and the 405 of every declared path for a method it does not declare.
 */

const stack = useStack({
  media: true,
  env: { RATE_LIMIT_APPEALS_PER_HOUR: '0', RATE_LIMIT_APPEAL_LOOKUPS_PER_HOUR: '0' },
})
const UNAUTHENTICATED = { message: 'Unauthenticated.' }
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/

/** The first staff role a resource admits (tokens come per role). */
const staffOf = (resource: ResourceDef) => stack.tokens[resource.roles?.[0] ?? 'super_admin']

/** A stored record of the resource, made through the Local API as a system call, and read as the admin read loads it. */
async function storedRecord(resource: ResourceDef): Promise<DocOf<CollectionSlug>> {
  const record = await recordFactories[resource.name](stack.payload)
  return adminDoc(stack.payload, resource, record.id)
}

/** Every record of a public list, the children of a tree's nodes included. */
const flatten = (items: Record<string, any>[]): Record<string, any>[] =>
  items.flatMap((item) => [item, ...(Array.isArray(item.children) ? flatten(item.children) : [])])

// ---------------------------------------------------------------------------------------------------------------
// Exact bodies, by hand: one record of each resource as staff and as the public read it. They run first, on a fresh
// database (counts and facets depend on what is stored).

const since = Date.now()
const exactly = (body: unknown) => normalise(body, stack.url, since)

interface Example {
  resource: string
  seed: () => Promise<{ id: number | string }>
  /** The admin answer of the record (its show route unless a path is given). */
  admin?: { path?: (record: Record<string, any>) => string; body: (record: Record<string, any>) => unknown }
  /** A public answer: a detail as it is, or the record's item of a list (by its id, unless `pick` says how). */
  public?: {
    path: (record: Record<string, any>) => string
    pick?: (item: Record<string, any>, record: Record<string, any>) => boolean
    body: (record: Record<string, any>) => unknown
  }
}

/** A localized admin value: every locale, unset ones null. */
const L = (uz: string | null, ru: string | null = null, en: string | null = null) => ({ uz, ru, en })
const T = '<time>'
/** An admin record: `{data}` with the timestamps after the fields (toEqual compares keys, not their order). */
const stamped = (fields: Record<string, unknown>) => ({ data: { ...fields, created_at: T, updated_at: T } })

const examples: Example[] = [
  {
    resource: 'programs',
    seed: async () => {
      const name = { uz: 'G‘allachilik', ru: 'Зерноводство', en: 'Grain' }
      const programSector = (await make.createProgramSector(stack.payload, { slug: 'wire-grain', name })).id
      const title = { uz: 'Paxta uchun kredit', ru: 'Кредит на хлопок', en: 'Cotton credit' }
      const summary = { uz: 'Klasterlar uchun' }
      return make.createProgram(stack.payload, {
        slug: 'wire-cotton-credit',
        title,
        summary,
        programSector,
        sortOrder: 3,
      })
    },
    admin: {
      body: (r) =>
        stamped({
          id: r.id,
          slug: 'wire-cotton-credit',
          program_sector_id: r.programSector,
          sector: 'cotton',
          kind: 'credit',
          title: L('Paxta uchun kredit', 'Кредит на хлопок', 'Cotton credit'),
          summary: L('Klasterlar uchun'),
          body: L(null),
          required_documents: L(null),
          legal_document_id: null,
          status: 1,
          sort_order: 3,
        }),
    },
    public: {
      path: (r) => `/programs/${r.slug}?lang=ru`,
      body: (r) => ({
        data: {
          ...{ id: r.id, slug: 'wire-cotton-credit', sector: 'cotton', kind: 'credit', title: 'Кредит на хлопок' },
          summary: 'Klasterlar uchun',
          program_sector: { id: r.programSector, slug: 'wire-grain', name: 'Зерноводство' },
          ...{ sort_order: 3, body: null, required_documents: [], legal_document: null },
        },
      }),
    },
  },
  {
    resource: 'program-sectors',
    seed: () =>
      make.createProgramSector(stack.payload, {
        slug: 'wire-livestock',
        name: { uz: 'Chorvachilik', ru: 'Животноводство' },
        description: { en: 'Cattle and sheep' },
        sortOrder: 1,
      }),
    admin: {
      body: (r) =>
        stamped({
          ...{ id: r.id, name: L('Chorvachilik', 'Животноводство'), slug: 'wire-livestock' },
          ...{ description: L(null, null, 'Cattle and sheep'), status: 1, sort_order: 1 },
        }),
    },
    public: {
      path: () => '/program-sectors?lang=en',
      body: (r) => ({
        ...{ id: r.id, slug: 'wire-livestock', name: 'Chorvachilik' },
        ...{ description: 'Cattle and sheep', programs_count: 0 },
      }),
    },
  },
  {
    resource: 'legal-documents',
    seed: async () => {
      const pdf = await make.createPdf(stack.payload, 'PQ-4020 qaror.pdf')
      return make.createLegalDocument(stack.payload, {
        number: 'PQ-4020',
        title: { uz: 'Qishloq xo‘jaligini qo‘llab-quvvatlash to‘g‘risida', ru: 'О поддержке сельского хозяйства' },
        direction: { uz: 'Lizing', ru: 'Лизинг' },
        sourceUrl: 'https://lex.uz/docs/4020',
        files: [pdf.id],
      })
    },
    admin: {
      body: (r) =>
        stamped({
          id: r.id,
          title: L('Qishloq xo‘jaligini qo‘llab-quvvatlash to‘g‘risida', 'О поддержке сельского хозяйства'),
          ...{ number: 'PQ-4020', doc_type: 'decree', relevance: 'high', state: 'in_force' },
          ...{ adopted_on: '2024-03-01', direction: L('Lizing', 'Лизинг'), body: L(null) },
          ...{ source_url: 'https://lex.uz/docs/4020', status: 1, sort_order: 0, year: 2024 },
          files: [pdfRecord(r.files[0])],
        }),
    },
    public: {
      path: (r) => `/legal-documents/${r.id}?lang=ru`,
      body: (r) => ({
        data: {
          ...{ id: r.id, title: 'О поддержке сельского хозяйства', number: 'PQ-4020' },
          doc_type: { code: 'decree', name: 'Тип decree' },
          ...{ relevance: 'high', state: 'in_force', adopted_on: '2024-03-01', year: 2024, direction: 'Лизинг' },
          ...{ source_url: 'https://lex.uz/docs/4020', files: [pdfRecord(r.files[0])], body: null },
        },
      }),
    },
  },
  {
    resource: 'document-types',
    seed: () => make.createDocumentType(stack.payload, { name: { uz: 'Qonun', ru: 'Закон', en: 'Law' }, sortOrder: 4 }),
    admin: {
      body: (r) => stamped({ id: r.id, code: r.code, name: L('Qonun', 'Закон', 'Law'), status: 1, sort_order: 4 }),
    },
    public: {
      path: () => '/document-types?lang=ru',
      pick: (item, r) => item.code === r.code,
      body: (r) => ({ code: r.code, name: 'Закон' }),
    },
  },
  {
    resource: 'staff-units',
    seed: async () => {
      const board = await make.createStaffUnit(stack.payload, {
        name: { uz: 'Boshqaruv', ru: 'Правление' },
        headName: { uz: 'Rais' },
        phone: '+998 71 200-00-00',
        email: 'info@agrofund.test',
      })
      await make.createStaffUnit(stack.payload, {
        name: { uz: 'Kredit bo‘limi', ru: 'Кредитный отдел' },
        parent: board.id,
      })
      return board
    },
    admin: {
      body: (r) =>
        stamped({
          ...{ id: r.id, name: L('Boshqaruv', 'Правление'), parent_id: null, head_name: L('Rais'), duties: L(null) },
          ...{ phone: '+998 71 200-00-00', email: 'info@agrofund.test', status: 1, sort_order: 0 },
        }),
    },
    public: {
      path: () => '/staff-units?lang=ru',
      body: (r) => ({
        ...{ id: r.id, name: 'Правление', head_name: 'Rais', duties: null },
        ...{ phone: '+998 71 200-00-00', email: 'info@agrofund.test' },
        children: [
          {
            id: r.id + 1,
            name: 'Кредитный отдел',
            head_name: null,
            duties: null,
            phone: null,
            email: null,
            children: [],
          },
        ],
      }),
    },
  },
  {
    resource: 'management',
    seed: () =>
      make.createManager(stack.payload, {
        fullName: { uz: 'Aliyev Anvar', en: 'Anvar Aliyev' },
        position: { uz: 'Rais', ru: 'Председатель' },
        phone: '+998 71 200-00-10',
        receptionDays: { uz: 'Seshanba, 10:00–12:00' },
      }),
    admin: {
      body: (r) =>
        stamped({
          ...{ id: r.id, full_name: L('Aliyev Anvar', null, 'Anvar Aliyev'), position: L('Rais', 'Председатель') },
          ...{ biography: L(null), photo_id: null, phone: '+998 71 200-00-10', email: null },
          ...{ reception_days: L('Seshanba, 10:00–12:00'), status: 1, sort_order: 0, photo: null },
        }),
    },
    public: {
      path: () => '/management?lang=en',
      body: (r) => ({
        ...{ id: r.id, full_name: 'Anvar Aliyev', position: 'Rais', biography: null, photo: null },
        ...{ phone: '+998 71 200-00-10', email: null, reception_days: 'Seshanba, 10:00–12:00', sort_order: 0 },
      }),
    },
  },
  {
    resource: 'history',
    seed: () =>
      make.createMilestone(stack.payload, { year: 2006, title: { uz: 'Jamg‘arma tashkil etildi', ru: 'Фонд создан' } }),
    admin: {
      body: (r) =>
        stamped({
          ...{ id: r.id, year: 2006, title: L('Jamg‘arma tashkil etildi', 'Фонд создан'), description: L(null) },
          ...{ image_id: null, status: 1, sort_order: 0, image: null },
        }),
    },
    public: {
      path: () => '/history?lang=ru',
      body: (r) => ({ id: r.id, year: 2006, title: 'Фонд создан', description: null, image: null, sort_order: 0 }),
    },
  },
  {
    resource: 'open-data',
    seed: () =>
      make.createOpenDataset(stack.payload, {
        title: { uz: 'Hududlar bo‘yicha', ru: 'По регионам' },
        externalUrl: 'https://data.egov.uz/agrofund/regions.csv',
        dataUpdatedAt: '2026-02-01T00:00:00.000Z',
      }),
    admin: {
      body: (r) =>
        stamped({
          ...{ id: r.id, title: L('Hududlar bo‘yicha', 'По регионам'), description: L(null), format: 'csv' },
          ...{ file_id: null, external_url: 'https://data.egov.uz/agrofund/regions.csv', license: 'CC-BY-4.0' },
          ...{ data_updated_at: '2026-02-01', status: 1, sort_order: 0, file: null },
          download_url: 'https://data.egov.uz/agrofund/regions.csv',
        }),
    },
    public: {
      path: () => '/open-data?per_page=100',
      body: (r) => ({
        ...{ id: r.id, title: 'Hududlar bo‘yicha', description: null, format: 'csv' },
        ...{ download_url: 'https://data.egov.uz/agrofund/regions.csv', size: null, license: 'CC-BY-4.0' },
        ...{ data_updated_at: '2026-02-01', sort_order: 0 },
      }),
    },
  },
  {
    resource: 'photo-galleries',
    seed: () =>
      make.createPhotoGallery(stack.payload, {
        title: { uz: 'Hosil bayrami', en: 'Harvest festival' },
        description: { uz: 'Toshkent, 2026' },
        eventDate: '2026-09-15T00:00:00.000Z',
      }),
    admin: {
      body: (r) =>
        stamped({
          ...{ id: r.id, title: L('Hosil bayrami', null, 'Harvest festival'), description: L('Toshkent, 2026') },
          ...{ event_date: '2026-09-15', cover_id: null, photos: [], status: 1, sort_order: 0, cover: null },
        }),
    },
    public: {
      path: () => '/photo-galleries?lang=en&per_page=100',
      body: (r) => ({
        ...{ id: r.id, title: 'Harvest festival', description: 'Toshkent, 2026', event_date: '2026-09-15' },
        ...{ cover: null, photos: [], sort_order: 0 },
      }),
    },
  },
  {
    resource: 'video-galleries',
    seed: () =>
      make.createVideo(stack.payload, {
        videoUrl: 'https://vimeo.com/76979871',
        publishedAt: '2026-03-10T00:00:00.000Z',
        title: { uz: 'Lizing haqida', ru: 'О лизинге' },
      }),
    admin: {
      body: (r) =>
        stamped({
          ...{ id: r.id, title: L('Lizing haqida', 'О лизинге'), description: L(null) },
          ...{ video_url: 'https://vimeo.com/76979871', thumbnail_id: null, published_at: '2026-03-10' },
          ...{ status: 1, sort_order: 0, thumbnail: null, thumbnail_url: null },
          embed_url: 'https://player.vimeo.com/video/76979871',
        }),
    },
    public: {
      path: () => '/video-galleries?lang=ru&per_page=100',
      body: (r) => ({
        ...{ id: r.id, title: 'О лизинге', description: null, video_url: 'https://vimeo.com/76979871' },
        ...{ embed_url: 'https://player.vimeo.com/video/76979871', thumbnail_url: null },
        ...{ published_at: '2026-03-10', sort_order: 0 },
      }),
    },
  },
  {
    resource: 'posts',
    seed: async () => {
      const category = await make.createNewsCategory(stack.payload, {
        slug: 'wire-events',
        name: { uz: 'Tadbirlar', ru: 'События' },
      })
      return make.createPost(stack.payload, {
        slug: 'wire-farmers-forum',
        title: { uz: 'Fermerlar forumi', ru: 'Форум фермеров' },
        excerpt: { ru: 'Итоги форума' },
        newsCategory: category.id,
        publishedAt: '2026-05-20T09:30:00.000Z',
        body: { uz: '<p>Forum <strong>yakunlandi</strong>.</p>' },
      })
    },
    admin: {
      body: (r) =>
        stamped({
          ...{ id: r.id, title: L('Fermerlar forumi', 'Форум фермеров'), slug: 'wire-farmers-forum' },
          ...{ excerpt: L(null, 'Итоги форума'), body: L('<p>Forum <strong>yakunlandi</strong>.</p>') },
          ...{ news_category_id: r.newsCategory, images: [], is_featured: false, cover: null, views: 0 },
          ...{ published_at: '2026-05-20T09:30:00.000Z', status: 1 },
        }),
    },
    public: {
      // The Russian detail: the body has no Russian text, so the Uzbek one is shown.
      path: (r) => `/posts/${r.slug}?lang=ru`,
      body: (r) => ({
        data: {
          ...{ id: r.id, slug: 'wire-farmers-forum', title: 'Форум фермеров', excerpt: 'Итоги форума' },
          category: { id: r.newsCategory, slug: 'wire-events', name: 'События' },
          ...{ cover: null, is_featured: false, published_at: '2026-05-20T09:30:00.000Z', views: 0 },
          ...{ body: '<p>Forum <strong>yakunlandi</strong>.</p>', images: [] },
        },
      }),
    },
  },
  {
    resource: 'news-categories',
    seed: () =>
      make.createNewsCategory(stack.payload, {
        slug: 'wire-farming',
        name: { uz: 'Dehqonchilik', en: 'Farming' },
        sortOrder: 2,
      }),
    admin: {
      body: (r) =>
        stamped({ id: r.id, name: L('Dehqonchilik', null, 'Farming'), slug: 'wire-farming', status: 1, sort_order: 2 }),
    },
    public: {
      path: () => '/news-categories?lang=en',
      body: (r) => ({ id: r.id, slug: 'wire-farming', name: 'Farming', posts_count: 0 }),
    },
  },
  {
    resource: 'appeals',
    seed: () =>
      make.createAppeal(stack.payload, {
        ...{ fullName: 'Dilnoza Karimova', subject: 'Leasing contract', message: 'No answer since March.' },
        ...{ email: 'dilnoza@wire.test', region: 'fergana', type: 'complaint' },
      }),
    admin: {
      body: (r) =>
        stamped({
          ...{ id: r.id, tracking_code: '<tracking code>', status: 'new', full_name: 'Dilnoza Karimova' },
          ...{ phone: '+998901234567', email: 'dilnoza@wire.test', region: 'fergana', type: 'complaint' },
          ...{ subject: 'Leasing contract', message: 'No answer since March.', consent: true, attachments: [] },
          ...{ answer: null, answered_at: null, assignee_id: null, assignee: null, internal_note: null },
          ...{ due_at: T, extension_reason: null, extended_at: null, overdue: false, language: 'uz' },
          status_history: [{ from: null, to: 'new', user: null, note: null, created_at: T }],
        }),
    },
  },
  {
    resource: 'assistant-sessions',
    seed: () => recordFactories['assistant-sessions'](stack.payload),
    admin: {
      body: (r) =>
        stamped({
          ...{ id: r.id, status: 'waiting', lang: 'ru', title: 'Нужен оператор', operator_id: null, operator: null },
          ...{ last_message_at: T, waiting_since: T },
          messages: [{ id: expect.any(Number), sender: 'visitor', text: 'Нужен оператор', created_at: T, sources: [] }],
        }),
    },
  },
  {
    resource: 'users',
    seed: async () => (await make.createStaff(stack.payload, 'operator', { name: 'Wire Operator' })).user,
    admin: {
      body: (r) => stamped({ id: r.id, name: 'Wire Operator', email: r.email, role: 'operator', status: 1 }),
    },
  },
  {
    // The whole paginator once, with the links that keep the query.
    resource: 'audit-logs',
    seed: () => auditedWrite(stack.payload, 'wire-audited'),
    admin: {
      path: (r) => `/admin/audit-logs?filter[resource_id]=${r.resourceId}&filter[resource]=program-sectors`,
      body: (r) => {
        const url = `<server>/api/v1/admin/audit-logs?filter%5Bresource_id%5D=${r.resourceId}&filter%5Bresource%5D=program-sectors&page=1`
        const changes = {
          slug: { old: null, new: 'wire-audited' },
          status: { old: null, new: '1' },
          'name.uz': { old: null, new: 'Audit' },
          sort_order: { old: null, new: 0 },
        }
        return {
          data: [
            {
              ...{ id: r.id, user: null, action: 'created', resource: 'program-sectors', resource_id: r.resourceId },
              ...{ changes, ip: null, user_agent: null, created_at: T },
            },
          ],
          links: { first: url, last: url, prev: null, next: null },
          meta: {
            ...{ current_page: 1, from: 1, last_page: 1 },
            links: [
              { url: null, label: '&laquo; Previous', active: false },
              { url, label: '1', active: true },
              { url: null, label: 'Next &raquo;', active: false },
            ],
            ...{ path: '<server>/api/v1/admin/audit-logs', per_page: 15, to: 1, total: 1 },
          },
        }
      },
    },
  },
]

/** A PDF of the media library as the contract writes a file (1.8): no conversions. */
const pdfRecord = (id: number) => ({
  ...{ id, file_name: 'PQ-4020 qaror.pdf', mime_type: 'application/pdf', size: 233 },
  ...{ url: '<server>/media/<stored>-pq-4020-qaror.pdf', conversions: {}, created_at: T },
})

describe('exact bodies of one record per resource', () => {
  for (const example of examples) {
    const resource = resources.find((candidate) => candidate.name === example.resource)!
    it(`${example.resource}${example.admin ? ': admin' : ''}${example.public ? ', public' : ''}`, async () => {
      // The record as stored, its relations as ids.
      const seeded = await example.seed()
      const record = await stack.payload.findByID({
        collection: resource.collection,
        id: seeded.id,
        depth: 0,
        overrideAccess: true,
      })
      const admin = example.admin?.path?.(record) ?? `${resource.adminPath}/${record.id}`
      const answers = {
        admin: example.admin && (await stack.api.get(`/api/v1${admin}`, { token: staffOf(resource) })).body,
        public: example.public && (await stack.api.get(`/api/v1${example.public.path(record)}`)).body,
      }
      // A list: the item of the record (by its id unless the example says how).
      const { pick = (item: Record<string, any>) => item.id === record.id } = example.public ?? {}
      if (Array.isArray(answers.public?.data))
        answers.public = answers.public.data.find((item: any) => pick(item, record))
      expect(exactly(answers)).toEqual({ admin: example.admin?.body(record), public: example.public?.body(record) })
    })
  }
})

// ---------------------------------------------------------------------------------------------------------------
// Exact answers of the routes that are not a resource's CRUD (those another test file pins exactly are left to it).

/** One answer as the wire carries it: status, the headers that say what it is, the body with run values named. */
async function answer(method: string, path: string, options: Parameters<typeof stack.api.call>[2] = {}) {
  const response = await stack.api.call(method, `/api/v1${path}`, options)
  const headers = Object.fromEntries(
    ['content-type', 'content-language', 'cache-control']
      .map((name) => [name, response.headers.get(name)])
      .filter(([, value]) => value !== null),
  )
  return { status: response.status, headers, body: exactly(response.body ?? response.text) }
}

/** Headers of a JSON answer: its caching, and `language` on localized routes. */
const json = (caching: Caching, language?: string) => ({
  'content-type': 'application/json; charset=utf-8',
  ...(language ? { 'content-language': language } : {}),
  'cache-control': cacheControl(stack.payload, caching),
})

/** The last 12 months as the dashboard counts them (Tashkent's calendar), oldest first. */
const lastMonths = () => {
  const now = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tashkent', year: 'numeric', month: '2-digit' })
  const current = new Date(`${now.format(Date.now()).slice(0, 7)}-15T00:00:00Z`)
  return Array.from({ length: 12 }, (_, back) => {
    const month = new Date(current)
    month.setUTCMonth(month.getUTCMonth() - 11 + back)
    return month.toISOString().slice(0, 7)
  })
}

// They run after the examples above, whose records the facets, the search and the dashboard count.
describe('exact answers of the other routes', () => {
  it('admin auth: a login answers the token and the account, a logout nothing', async () => {
    const staff = await make.createStaff(stack.payload, 'editor', { name: 'Wire Editor', email: 'editor@wire.test' })
    const credentials = { email: 'editor@wire.test', password: staff.password }
    expect(await answer('POST', '/admin/auth/login', { body: credentials })).toEqual({
      status: 200,
      headers: json('private'),
      body: {
        data: {
          ...{ token: '<token>', token_type: 'Bearer', expires_at: T },
          user: stamped({
            id: staff.user.id,
            name: 'Wire Editor',
            email: 'editor@wire.test',
            role: 'editor',
            status: 1,
          }).data,
        },
      },
    })
    const token = (await stack.api.post('/api/v1/admin/auth/login', { body: credentials })).body.data.token
    expect(await answer('POST', '/admin/auth/logout', { token })).toEqual({
      status: 204,
      headers: { 'cache-control': 'private, no-store' },
      body: '',
    })
  })

  it('legal documents: the facets of the public documents, a file download', async () => {
    expect(await answer('GET', '/legal-documents/facets?lang=ru')).toEqual({
      status: 200,
      headers: json('public', 'ru'),
      body: {
        data: {
          doc_type: [{ value: 'decree', label: 'Тип decree', count: 1 }],
          relevance: [{ value: 'high', count: 1 }],
          state: [{ value: 'in_force', count: 1 }],
          year: [{ value: 2024, count: 1 }],
          direction: [{ value: 'Лизинг', count: 1 }],
        },
      },
    })
    const where = { number: { equals: 'PQ-4020' } }
    const [document] = (
      await stack.payload.find({ collection: 'legal-documents', where, depth: 0, overrideAccess: true })
    ).docs
    const response = await fetch(`${stack.url}/api/v1/legal-documents/${document.id}/files/${document.files![0]}`)
    const headers = ['content-type', 'content-disposition', 'cache-control'].map((name) => response.headers.get(name))
    expect([response.status, ...headers]).toEqual([
      200,
      'application/pdf',
      'attachment; filename="PQ-4020 qaror.pdf"',
      cacheControl(stack.payload, 'public'),
    ])
    expect(Buffer.from(await response.arrayBuffer())).toEqual(files.pdf())
  })

  it('an image for a post’s text', async () => {
    const body = form({}, [{ field: 'image', name: 'matn-uchun.webp', data: await files.webp() }])
    const response = await fetch(`${stack.url}/api/v1/admin/posts/images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${stack.tokens.editor}` },
      body,
    })
    const stored = '<server>/media/<stored>-matn-uchun'
    const conversions = ['thumbnail', 'medium', 'large'].flatMap((size) => [size, `${size}_webp`])
    expect([response.status, exactly(await response.json())]).toEqual([
      201,
      {
        data: {
          ...{ id: expect.any(Number), file_name: 'matn-uchun.webp', mime_type: 'image/webp', size: 240 },
          url: `${stored}.webp`,
          // A small image: every size is the image itself, as WebP.
          conversions: Object.fromEntries(conversions.map((name) => [name, `${stored}-300x300.webp`])),
          created_at: T,
        },
      },
    ])
  })

  it('citizens: a registration, a login, the account, a reset request', async () => {
    const password = 'green-fields-2026'
    const registration = { name: 'Dilnoza Karimova', email: 'dilnoza@wire.test', phone: '+998901234567' }
    const registered = await answer('POST', '/client/register?lang=ru', {
      body: { ...registration, password, password_confirmation: password },
    })
    expect(registered).toEqual({
      status: 201,
      headers: json('private', 'ru'),
      body: { data: { id: expect.any(Number), ...registration, email_verified_at: null, created_at: T } },
    })
    const { client } = await make.createClient(stack.payload, {
      ...{ name: 'Aziz Rahimov', email: 'aziz@wire.test', phone: '+998935551122', password },
      emailVerifiedAt: '2026-01-15T09:30:00.000Z',
    })
    const account = {
      ...{ id: client.id, name: 'Aziz Rahimov', email: 'aziz@wire.test', phone: '+998935551122' },
      ...{ email_verified_at: '2026-01-15T09:30:00.000Z', created_at: T },
    }
    const login = await answer('POST', '/client/login', { body: { email: 'aziz@wire.test', password } })
    expect(login).toEqual({
      status: 200,
      headers: json('private'),
      body: { data: { token: '<token>', token_type: 'Bearer', expires_at: T, user: account } },
    })
    const token = (await stack.api.post('/api/v1/client/login', { body: { email: 'aziz@wire.test', password } })).body
      .data.token
    expect(await answer('GET', '/client/me', { token })).toEqual({
      status: 200,
      headers: json('private'),
      body: { data: account },
    })
    // Unknown or not: the same answer.
    expect(await answer('POST', '/client/forgot-password', { body: { email: 'nobody@wire.test' } })).toEqual({
      status: 200,
      headers: json('private'),
      body: { message: 'passwords.sent' },
    })
  })

  it('appeals: a submission and its status lookup', async () => {
    const appeal = {
      ...{ full_name: 'Rustam Qodirov', phone: '+998935551122', region: 'tashkent_city', type: 'proposal' },
      ...{ subject: 'Drip irrigation', message: 'A subsidy for drip irrigation, please.', consent: true },
    }
    const status = { tracking_code: '<tracking code>', status: 'new', created_at: T, due_at: T }
    expect(await answer('POST', '/appeals?lang=en', { body: appeal })).toEqual({
      status: 201,
      headers: json('private', 'en'),
      body: { data: status },
    })
    const phone = { phone: { equals: '+998935551122' } }
    const [stored] = (await stack.payload.find({ collection: 'appeals', where: phone, overrideAccess: true })).docs
    expect(await answer('GET', `/appeals/${stored.trackingCode}?phone=%2B998935551122`)).toEqual({
      status: 200,
      headers: json('private'),
      body: { data: { ...status, answered_at: null, answer: null } },
    })
  })

  it('search: the hits of the public records, in the paginator', async () => {
    const url = '<server>/api/v1/search?q=paxta&type=programs&lang=uz&page=1'
    const [program] = (
      await stack.payload.find({ collection: 'programs', where: { slug: { equals: 'wire-cotton-credit' } } })
    ).docs
    expect(await answer('GET', '/search?q=paxta&type=programs&lang=uz')).toEqual({
      status: 200,
      headers: json('public', 'uz'),
      body: {
        data: [
          {
            ...{ type: 'programs', id: program.id, slug: 'wire-cotton-credit', title: 'Paxta uchun kredit' },
            ...{ snippet: '<mark>Paxta</mark> uchun kredit', score: 1 },
          },
        ],
        links: { first: url, last: url, prev: null, next: null },
        meta: expect.objectContaining({ path: '<server>/api/v1/search', total: 1, per_page: 15 }),
      },
    })
  })

  it('the dashboard, as an operator: the counts, appeals per month, their own activity', async () => {
    const operator = (await stack.api.get('/api/v1/admin/auth/me', { token: stack.tokens.operator })).body.data
    const months = lastMonths().map((month, index) => ({ month, received: index === 11 ? 2 : 0, answered: 0 }))
    expect(await answer('GET', '/admin/dashboard', { token: stack.tokens.operator })).toEqual({
      status: 200,
      headers: json('private'),
      body: {
        data: {
          counts: {
            programs: { total: 1, active: 1 },
            legal_documents: { total: 1, active: 1 },
            posts: { total: 1, published: 1, scheduled: 0 },
            appeals: { new: 2, in_progress: 0, answered: 0, rejected: 0, overdue: 0 },
            assistant_sessions: { waiting: 1, operator: 0, today: 1 },
            clients: { total: 2, today: 2 },
          },
          appeals_by_month: months,
          recent_activity: [
            {
              ...{ id: expect.any(Number), user: { id: operator.id, name: operator.name, email: operator.email } },
              ...{ action: 'login', resource: 'users', resource_id: operator.id, changes: {} },
              ...{ ip: '127.0.0.1', user_agent: 'node', created_at: T },
            },
          ],
        },
      },
    })
  })

  it('the assistant: a visitor’s first message, an operator’s answer, the release, the knowledge', async () => {
    const first = await answer('POST', '/assistant/messages', {
      body: { message: 'Operator bilan gaplashmoqchiman', lang: 'uz' },
    })
    const message = (sender: string, text: string) => ({
      id: expect.any(Number),
      sender,
      text,
      created_at: T,
      sources: [],
    })
    const opening = [
      message(
        'bot',
        'Assalomu alaykum! Men fondning raqamli yordamchisiman. Kredit, lizing, subsidiya yoki hujjatlar haqida soʻrang.',
      ),
      message('visitor', 'Operator bilan gaplashmoqchiman'),
      message('bot', 'Savolingizni operatorga uzatdim. Iltimos, kuting: javob shu yerda paydo boʻladi.'),
    ]
    expect(first).toEqual({
      status: 200,
      headers: json('private', 'uz'),
      body: { data: { session_token: '<session token>', status: 'waiting', messages: opening } },
    })
    const { docs } = await stack.payload.find({
      collection: 'assistant-sessions',
      sort: '-id',
      limit: 1,
      overrideAccess: true,
    })
    const session = `/admin/assistant/sessions/${docs[0].id}`
    const token = stack.tokens.operator
    const operator = (await stack.api.get('/api/v1/admin/auth/me', { token })).body.data
    const messages = [...opening, message('operator', 'Assalomu alaykum!')]
    const conversation = {
      id: docs[0].id,
      lang: 'uz',
      title: 'Operator bilan gaplashmoqchiman',
      waiting_since: null,
      last_message_at: T,
      messages,
    }
    expect(await answer('POST', `${session}/messages`, { token, body: { message: 'Assalomu alaykum!' } })).toEqual({
      status: 201,
      headers: json('private'),
      body: stamped({
        ...conversation,
        status: 'operator',
        operator_id: operator.id,
        operator: { id: operator.id, name: operator.name },
      }),
    })
    expect(await answer('POST', `${session}/release`, { token })).toEqual({
      status: 200,
      headers: json('private'),
      body: stamped({ ...conversation, status: 'bot', operator_id: null, operator: null }),
    })
    expect(await answer('GET', '/admin/assistant/knowledge', { token })).toEqual({
      status: 200,
      headers: json('private'),
      body: { data: { greeting: L(null), fallback: L(null), handoff: L(null), handoff_threshold: 0.12, entries: [] } },
    })
  })

  it('an unknown route: 404 Not found.', async () => {
    expect(await answer('GET', '/no-such-route')).toEqual({
      status: 404,
      headers: json('error'),
      body: { message: 'Not found.' },
    })
  })
})

describe('the wire format derived from the declarations', () => {
  it('has a record factory for every resource, and nothing else', () => {
    expect(Object.keys(recordFactories).sort()).toEqual(resources.map((resource) => resource.name).sort())
  })

  for (const resource of resources) {
    const operations = resource.operations ?? ['list', 'create', 'show', 'update', 'delete']
    const view = resource.public
    describe(resource.name, () => {
      if (resource.adminPath && operations.includes('show'))
        it(`GET ${resource.adminPath}/:id answers {data: <admin record>} with the declared keys`, async () => {
          const doc = await storedRecord(resource)
          const response = await stack.api.get(`/api/v1${resource.adminPath}/${doc.id}`, {
            token: staffOf(resource),
          })
          expect(response.status).toBe(200)
          expectJsonHeaders(stack.payload, response, { language: null, caching: 'private' })
          expect(Object.keys(response.body)).toEqual(['data'])
          const data = response.body.data
          expect(Object.keys(data)).toEqual(adminKeysOf(resource, doc, 'detail'))
          expect(data.id).toBe(doc.id)
          expect([data.created_at, data.updated_at]).toEqual([expect.stringMatching(ISO), expect.stringMatching(ISO)])
          // A localized field carries every locale, set or not.
          for (const [name, field] of Object.entries(resource.fields ?? {}))
            if (field.localized && !resource.record) expect(Object.keys(data[name]), name).toEqual([...locales])
        })

      if (resource.adminPath && operations.includes('list'))
        it(`GET ${resource.adminPath} answers the paginator with list records of the declared keys`, async () => {
          const doc = await storedRecord(resource)
          const response = await stack.api.get(`/api/v1${resource.adminPath}?per_page=100`, {
            token: staffOf(resource),
          })
          expect(response.status).toBe(200)
          expectJsonHeaders(stack.payload, response, { language: null, caching: 'private' })
          expectPaginated(response.body)
          expect(response.body.data.length).toBeGreaterThan(0)
          for (const item of response.body.data) expect(Object.keys(item)).toEqual(adminKeysOf(resource, doc, 'list'))
        })

      if (resource.adminPath)
        it(`refuses an anonymous call of ${resource.adminPath} with the 401 envelope, kept by no cache`, async () => {
          const response = await stack.api.get(`/api/v1${resource.adminPath}`)
          expect([response.status, response.body]).toEqual([401, UNAUTHENTICATED])
          expectJsonHeaders(stack.payload, response, { language: null, caching: 'error' })
        })

      if (view?.list && view.shows)
        it(`GET /api/v1${view.path} lists public records of the declared shape`, async () => {
          await storedRecord(resource)
          const response = await stack.api.get(
            `/api/v1${view.path}?lang=ru${view.list!.paginated ? '&per_page=100' : ''}`,
          )
          expect(response.status).toBe(200)
          expectJsonHeaders(stack.payload, response, { language: 'ru', caching: 'public' })
          if (view.list!.paginated) expectPaginated(response.body)
          else expect(Object.keys(response.body)).toEqual(['data'])
          const tree = !view.list!.paginated && view.list!.tree
          const items = tree ? flatten(response.body.data) : response.body.data
          expect(items.length).toBeGreaterThan(0)
          const keys = [...publicKeysOf(resource, 'list'), ...(tree ? ['children'] : [])]
          for (const item of items) expect(Object.keys(item)).toEqual(keys)
        })

      if (view?.detail && view.shows)
        it(`GET /api/v1${view.path}/:${view.detail.param} shows a public record of the declared detail shape`, async () => {
          const doc = await storedRecord(resource)
          const path = `/api/v1${view.path}/${String(Reflect.get(doc, view.detail!.field))}`
          const response = await stack.api.get(`${path}?lang=en`)
          expect(response.status).toBe(200)
          // A counted detail (a post's views) may be kept by a browser, but a shared cache asks each time.
          expectJsonHeaders(stack.payload, response, {
            language: 'en',
            caching: view.detail!.counter ? 'counted' : 'public',
          })
          expect(Object.keys(response.body)).toEqual(['data'])
          expect(Object.keys(response.body.data)).toEqual(publicKeysOf(resource, 'detail'))
          // With a token the same answer is the caller's alone.
          const asStaff = await stack.api.get(path, { token: stack.tokens.editor })
          expectJsonHeaders(stack.payload, asStaff, { language: 'uz', caching: 'private' })
        })

      for (const attachment of resource.attachments ?? [])
        it(`POST ${resource.adminPath}/:id/${attachment.path} answers {data: <admin record>} with ${attachment.status}`, async () => {
          const doc = await storedRecord(resource)
          const file = attachment.kind === 'image' ? await files.jpeg() : files.pdf()
          const name = attachment.kind === 'image' ? 'rasm.jpg' : 'hujjat.pdf'
          const body = form({}, [
            { field: attachment.many ? `${attachment.path}[]` : attachment.path, name, data: file },
          ])
          const response = await fetch(`${stack.url}/api/v1${resource.adminPath}/${doc.id}/${attachment.path}`, {
            method: 'POST',
            headers: { authorization: `Bearer ${staffOf(resource)}`, accept: 'application/json' },
            body,
          })
          expect(response.status).toBe(attachment.status)
          const data = ((await response.json()) as { data: Record<string, unknown> }).data
          expect(Object.keys(data)).toEqual(adminKeysOf(resource, doc, 'detail'))
        })
    })
  }
})

describe('methods a path does not declare', () => {
  const routes = declaredRoutes()
  const pattern = (path: string) => new RegExp(`^${path.replace(/:[A-Za-z_]+/g, '[^/]+')}$`)
  const paths = [...new Set(routes.map((route) => route.path))]
  for (const path of paths) {
    const declared = routes.filter((route) => route.path === path).map((route) => route.method)
    // A method no route of any path serves here (a `:param` of another path may take a fixed segment).
    const concrete = concretePath({ path }, 7).slice('/api/v1'.length)
    const method = (['DELETE', 'PUT', 'POST', 'GET'] as const).find(
      (candidate) => !routes.some((route) => route.method === candidate && pattern(route.path).test(concrete)),
    )
    const first = paths.find((other) => pattern(other).test(concrete))
    if (!method || first !== path) continue
    const audience = routes.find((route) => route.path === path)!.audience
    it(`${method} /api/v1${path}: 405 with Allow: ${declared.join(', ')}`, async () => {
      const token = audienceFacts(audience).anonymous ? undefined : stack.tokens.super_admin
      const response = await stack.api.call(method, `/api/v1${concrete}`, {
        token,
        body: method === 'GET' ? undefined : {},
      })
      expect([response.status, response.headers.get('allow')], routeKey({ method, path })).toEqual([
        405,
        declared.join(', '),
      ])
      expect(response.body).toEqual({
        message: `The ${method} method is not supported for this route. Supported methods: ${declared.join(', ')}.`,
      })
      expectJsonHeaders(stack.payload, response, { language: null, caching: 'error' })
    })
  }
})
