import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { CollectionSlug, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { allRoutes } from '../../endpoints/index.js'
import type { Role } from '../../src/access/roles.js'
import { createRateLimits } from '../../src/api/rateLimits.js'
import { publicCacheOf } from '../../src/cache/publicCache.js'
import type { RouteSpec } from '../../src/api/route.js'
import type { Locale } from '../../src/config/locales.js'
import { TRACKING_CODE } from '../../src/appeals/trackingCode.js'
import { htmlToLexical } from '../../src/richtext/lexical.js'
import { files, form } from '../support/files.js'
import { startTestServer, type TestServer } from '../support/server.js'
import { tokenIn, waitForDevMail } from '../support/smtp.js'

/**
 * The wire format of every /api/v1 route, pinned in a committed snapshot (./__snapshots__/wire-snapshot.json) so a
 * refactor of the resource machinery can prove that every endpoint answers byte for byte as before.
 *
 * The data set is fixed (texts, dates, file names, creation order) and the database is fresh from the template, so ids
 * are the same on every run. Only what varies between runs is normalised: timestamps made by the clock, the server's
 * random port, bearer tokens. Bodies keep their key order (a JSON body is only accepted when re-serialising it gives
 * back the exact bytes the server sent).
 */

let server: TestServer
let routes: RouteSpec[]
const mediaDir = mkdtempSync(path.join(os.tmpdir(), 'agrofund-wire-snapshot-'))
const startedAt = Date.now()

/** Test data goes in through the Local API as a system call, as the factories do. */
const system = { overrideAccess: true, context: { skipAudit: true } } as const
const PASSWORD = 'correct-horse-battery'
const UNKNOWN = 99999999
/** Bearer tokens per role (`leaver` is an editor whose token the logout case revokes). */
const tokens = {} as Record<Role | 'leaver', string>
const users = {} as Record<Role | 'leaver', { id: number; email: string }>

// ---------------------------------------------------------------------------------------------------------------
// Recording

const HEADERS = ['content-type', 'content-language', 'allow', 'cache-control', 'content-disposition'] as const

interface Case {
  route: string | null
  method: string
  path: string
  /** Who asks: a role's token, `anonymous`, or the kind of bad token. */
  caller: string
  /** Request details that change the answer beyond method and path (Accept-Language, a multipart body). */
  request?: Record<string, string>
  status: number
  headers: Record<string, string>
  body?: unknown
  text?: string
}

const cases: Case[] = []

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The route Express picks for a request: the first declared one whose method and path match (PATCH is PUT's alias). */
function routeOf(method: string, url: string, multipart: boolean): string | null {
  const pathname = new URL(url, 'http://x').pathname.replace(/^\/api\/v1/, '')
  const matches = (wanted: string) =>
    routes.find(
      (route) =>
        route.method === wanted &&
        new RegExp(
          `^${route.path
            .split('/')
            .map((part) => (part.startsWith(':') ? '[^/]+' : escapeRegExp(part)))
            .join('/')}/?$`,
        ).test(pathname),
    )
  const wanted = method === 'PATCH' ? 'PUT' : method
  // A multipart POST with `_method=PUT` is served by the PUT route where no POST route is declared.
  const route = matches(wanted) ?? (method === 'POST' && multipart ? matches('PUT') : undefined)
  return route ? `${route.method} ${route.path}` : null
}

const JWT = /eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/g
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z$/

/** Timestamps made by the clock during this run (created_at, updated_at, expires_at, ...); fixed data dates stay. */
const isRunTime = (text: string) => {
  if (!ISO_TIME.test(text)) return false
  const time = Date.parse(text)
  // Up to a month ahead: a citizen's token expires in 30 days.
  return time >= startedAt - 5 * 60_000 && time <= Date.now() + 31 * 24 * 3_600_000
}

/** Tracking codes are random; the dashboard's last 12 months (Tashkent's, as the report counts) move with the calendar. */
const TRACKING_CODES = new RegExp(TRACKING_CODE.source.replace(/^\^|\$$/g, ''), 'gi')
const thisMonth = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tashkent', year: 'numeric', month: '2-digit' })
  .format(startedAt)
  .slice(0, 7)
const recentMonths = Array.from({ length: 12 }, (_, back) => {
  const date = new Date(`${thisMonth}-15T00:00:00Z`)
  date.setUTCMonth(date.getUTCMonth() - back)
  return date.toISOString().slice(0, 7)
})

function normaliseText(text: string): string {
  if (isRunTime(text)) return '<time>'
  if (recentMonths.includes(text)) return `<month -${recentMonths.indexOf(text)}>`
  return (
    text
      .split(server.url)
      .join('<server>')
      .replace(JWT, '<token>')
      // Stored file names begin with 32 random hex characters (src/media/names.ts): first, since a tracking code's
      // pattern (case-insensitive) can match inside them.
      .replace(/\b[0-9a-f]{32}(?=[-.])/g, '<stored>')
      .replace(TRACKING_CODES, '<tracking code>')
      .replace(SESSION_TOKENS, (token) => {
        if (!sessionTokens.includes(token)) sessionTokens.push(token)
        return `<session token ${sessionTokens.indexOf(token) + 1}>`
      })
  )
}

/** The assistant's session tokens (43 random base64url characters), named in the order they first appear. */
const SESSION_TOKENS = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g
const sessionTokens: string[] = []

function normalise(value: unknown): unknown {
  if (typeof value === 'string') return normaliseText(value)
  if (Array.isArray(value)) return value.map(normalise)
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, normalise(item)]))
  return value
}

interface Request {
  token?: string
  /** A JSON body. */
  json?: unknown
  /** Sent as-is with content-type application/json. */
  raw?: string
  form?: FormData
  headers?: Record<string, string>
  /** The status this case is meant to produce (a check of the recording script, not of the product). */
  expect?: number
}

/** Citizens' bearer tokens by name, for the caller column. */
const citizenTokens: Record<string, string> = {}

const callerOf = (token: string | undefined) => {
  if (token === undefined) return 'anonymous'
  const citizen = Object.keys(citizenTokens).find((name) => citizenTokens[name] === token)
  if (citizen) return `client ${citizen}`
  const role = (Object.keys(tokens) as (keyof typeof tokens)[]).find((name) => tokens[name] === token)
  if (role === 'leaver') return 'editor (logged out)'
  return role ?? 'malformed token'
}

async function hit(method: string, url: string, request: Request = {}): Promise<{ status: number; body: any }> {
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers }
  if (request.token) headers.authorization = `Bearer ${request.token}`
  let body: string | FormData | undefined
  if (request.form) body = request.form
  else if (request.raw !== undefined) {
    body = request.raw
    headers['content-type'] = 'application/json'
  } else if (request.json !== undefined) {
    body = JSON.stringify(request.json)
    headers['content-type'] = 'application/json'
  }
  // Views of posts reach the database in batches (src/cache/viewCounts.ts): written before each request, the counts
  // recorded do not depend on when the last batch ran.
  await publicCacheOf(server.payload).views.flush()
  const response = await fetch(server.url + url, { method, headers, body })
  const text = await response.text()
  let parsed: unknown
  let isJson = false
  try {
    parsed = JSON.parse(text)
    isJson = true
  } catch {
    isJson = false
  }
  // Re-serialising must give the server's bytes back: then the recorded structure is the answer, key order included.
  if (isJson && JSON.stringify(parsed) !== text)
    throw new Error(`${method} ${url}: the JSON answer does not survive a round trip: ${text.slice(0, 200)}`)
  const selected: Record<string, string> = {}
  for (const name of HEADERS) {
    const value = response.headers.get(name)
    if (value !== null) selected[name] = normaliseText(value)
  }
  const details: Record<string, string> = { ...request.headers }
  if (request.form) details['content-type'] = 'multipart/form-data'
  cases.push({
    route: routeOf(method, url, Boolean(request.form)),
    method,
    path: normaliseText(url),
    caller: callerOf(request.token),
    ...(Object.keys(details).length > 0 ? { request: details } : {}),
    status: response.status,
    headers: selected,
    ...(isJson ? { body: normalise(parsed) } : { text: normaliseText(text) }),
  })
  if (request.expect !== undefined)
    expect(response.status, `${method} ${url}: ${text.slice(0, 300)}`).toBe(request.expect)
  return { status: response.status, body: parsed }
}

const get = (url: string, request?: Request) => hit('GET', url, request)
const post = (url: string, request?: Request) => hit('POST', url, request)
const put = (url: string, request?: Request) => hit('PUT', url, request)
const patch = (url: string, request?: Request) => hit('PATCH', url, request)
const del = (url: string, request?: Request) => hit('DELETE', url, request)

// ---------------------------------------------------------------------------------------------------------------
// The data set

/** A rich text value given as HTML, stored as the Lexical state the admin UI would store. */
class Html {
  constructor(readonly html: string) {}
}
const html = (text: string) => new Html(text)

async function withRichText(payload: Payload, data: Record<string, unknown> = {}) {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(data))
    out[key] = value instanceof Html ? await htmlToLexical(value.html, payload) : value
  return out
}

/** Creates a record in the default locale with the shared fields, then writes each other locale, as the admin UI does. */
async function seed(
  collection: CollectionSlug,
  shared: Record<string, unknown>,
  byLocale: Partial<Record<Locale, Record<string, unknown>>> = {},
) {
  const payload = server.payload
  const doc = await payload.create({
    collection,
    locale: 'uz',
    data: { ...shared, ...(await withRichText(payload, byLocale.uz)) } as never,
    ...system,
  })
  for (const locale of ['ru', 'en'] as const) {
    if (byLocale[locale])
      await payload.update({
        collection,
        id: doc.id,
        locale,
        data: (await withRichText(payload, byLocale[locale])) as never,
        ...system,
      })
  }
  return doc as unknown as { id: number; [key: string]: unknown }
}

/** The name each file was stored under (generated, not the client's), by the client's name. */
const storedNames: Record<string, string> = {}

async function mediaOf(name: string, data: Buffer, mimetype: string) {
  const doc = await server.payload.create({
    collection: 'media',
    data: {},
    file: { data, mimetype, name, size: data.length },
    ...system,
  })
  storedNames[name] = doc.filename as string
  return doc.id as number
}

const data = {} as {
  images: Record<'cover' | 'photoOne' | 'photoTwo' | 'portrait' | 'milestone' | 'thumbnail', number>
  pdfs: Record<'decree' | 'dataset' | 'notAnImage', number>
  types: Record<'decree' | 'law' | 'hidden', number>
  documents: Record<'decree' | 'law' | 'hidden', number>
  sectors: Record<'grain' | 'livestock' | 'hidden', number>
  programs: Record<'cotton' | 'wheat' | 'machinery' | 'hidden', number>
  units: Record<'root' | 'credit' | 'finance' | 'leasing' | 'archive' | 'archiveSector' | 'branches', number>
  managers: Record<'chair' | 'deputy' | 'hidden', number>
  milestones: Record<'founded' | 'leasing' | 'hidden', number>
  datasets: Record<'credits' | 'regions' | 'hidden', number>
  galleries: Record<'harvest' | 'forum' | 'hidden', number>
  videos: Record<'youtube' | 'vimeo' | 'hidden', number>
  faqs: Record<'leasing' | 'credit' | 'hidden', number>
  newsImages: Record<'cover' | 'inText' | 'gallery', number>
  newsCategories: Record<'farming' | 'events' | 'hidden', number>
  posts: Record<'harvest' | 'forum' | 'scheduled' | 'hidden', number>
}

async function seedStaff() {
  for (const role of ['super_admin', 'admin', 'editor', 'operator', 'leaver'] as const) {
    const email = `${role.replace('_', '-')}@wire.test`
    const user = await server.payload.create({
      collection: 'users',
      data: {
        email,
        password: PASSWORD,
        name: `Wire ${role}`,
        role: role === 'leaver' ? 'editor' : role,
        status: '1',
      } as never,
      ...system,
    })
    users[role] = { id: Number(user.id), email }
  }
}

/** A staff session's token, from a login that is not one of the recorded cases. */
async function tokenOf(email: string) {
  const response = await fetch(`${server.url}/api/v1/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  })
  if (response.status !== 200) throw new Error(`login of ${email} failed: ${response.status}`)
  return ((await response.json()) as { data: { token: string } }).data.token
}

async function loginTokens() {
  for (const [role, user] of Object.entries(users) as [Role | 'leaver', { email: string }][])
    tokens[role] = await tokenOf(user.email)
}

async function seedContent() {
  const jpeg = await files.jpeg()
  data.images = {
    cover: await mediaOf('hosil-muqova.jpg', jpeg, 'image/jpeg'),
    photoOne: await mediaOf('dala-1.jpg', jpeg, 'image/jpeg'),
    // A PNG under a .jpg name: the record keeps the client's name, the stored file takes its real extension.
    photoTwo: await mediaOf('dala-2.jpg', await files.png(), 'image/png'),
    portrait: await mediaOf('rais.jpg', jpeg, 'image/jpeg'),
    milestone: await mediaOf('tashkil-etilgan.jpg', jpeg, 'image/jpeg'),
    thumbnail: await mediaOf('video-muqova.webp', await files.webp(), 'image/webp'),
  }
  data.pdfs = {
    decree: await mediaOf('PQ-4020 qaror.pdf', files.pdf(), 'application/pdf'),
    dataset: await mediaOf('kreditlar-2025.pdf', files.pdf(), 'application/pdf'),
    notAnImage: await mediaOf('not-an-image.pdf', files.pdf(), 'application/pdf'),
  }

  data.types = {
    decree: (
      await seed(
        'document-types',
        { code: 'decree', status: '1', sortOrder: 0 },
        { uz: { name: 'Farmon' }, ru: { name: 'Указ' }, en: { name: 'Decree' } },
      )
    ).id,
    law: (
      await seed(
        'document-types',
        { code: 'law', status: '1', sortOrder: 1 },
        { uz: { name: 'Qonun' }, ru: { name: 'Закон' }, en: { name: 'Law' } },
      )
    ).id,
    hidden: (
      await seed(
        'document-types',
        { code: 'order', status: '0', sortOrder: 2 },
        { uz: { name: 'Buyruq' }, ru: { name: 'Приказ' }, en: { name: 'Order' } },
      )
    ).id,
  }

  data.documents = {
    decree: (
      await seed(
        'legal-documents',
        {
          number: 'PQ-4020',
          docType: 'decree',
          relevance: 'high',
          state: 'in_force',
          adoptedOn: '2024-03-01T00:00:00.000Z',
          sourceUrl: 'https://lex.uz/docs/4020',
          files: [data.pdfs.decree],
          status: '1',
          sortOrder: 0,
        },
        {
          uz: {
            title: 'Qishloq xo‘jaligini qo‘llab-quvvatlash to‘g‘risida',
            direction: 'Lizing',
            body: html('<p>Qaror <strong>matni</strong>.</p>'),
          },
          ru: {
            title: 'О поддержке сельского хозяйства',
            direction: 'Лизинг',
            body: html('<p>Текст <strong>постановления</strong>.</p>'),
          },
          en: { title: 'On support for agriculture', direction: 'Leasing' },
        },
      )
    ).id,
    law: (
      await seed(
        'legal-documents',
        {
          number: 'ZRU-812',
          docType: 'law',
          relevance: 'medium',
          state: 'amended',
          adoptedOn: '2022-12-20T00:00:00.000Z',
          status: '1',
          sortOrder: 1,
        },
        {
          uz: { title: 'Fermer xo‘jaliklari to‘g‘risida', direction: 'Subsidiya' },
          ru: { title: 'О фермерских хозяйствах', direction: 'Субсидии' },
        },
      )
    ).id,
    hidden: (
      await seed(
        'legal-documents',
        {
          number: 'PQ-1',
          docType: 'decree',
          relevance: 'low',
          state: 'repealed',
          adoptedOn: '2019-01-10T00:00:00.000Z',
          status: '0',
          sortOrder: 2,
        },
        {
          uz: { title: 'Bekor qilingan qaror' },
          ru: { title: 'Отменённое постановление' },
          en: { title: 'Repealed decree' },
        },
      )
    ).id,
  }

  data.sectors = {
    grain: (
      await seed(
        'program-sectors',
        { slug: 'grain', status: '1', sortOrder: 0 },
        {
          uz: { name: 'G‘allachilik', description: 'Bug‘doy va arpa' },
          ru: { name: 'Зерноводство', description: 'Пшеница и ячмень' },
          en: { name: 'Grain', description: 'Wheat and barley' },
        },
      )
    ).id,
    livestock: (
      await seed(
        'program-sectors',
        { slug: 'livestock', status: '1', sortOrder: 1 },
        { uz: { name: 'Chorvachilik' }, ru: { name: 'Животноводство' } },
      )
    ).id,
    hidden: (
      await seed(
        'program-sectors',
        { slug: 'hidden-sector', status: '0', sortOrder: 2 },
        { uz: { name: 'Yashirin soha' }, en: { name: 'Hidden sector' } },
      )
    ).id,
  }

  data.programs = {
    cotton: (
      await seed(
        'programs',
        {
          slug: 'cotton-credit',
          sector: 'cotton',
          kind: 'credit',
          programSector: data.sectors.grain,
          legalDocument: data.documents.decree,
          status: '1',
          sortOrder: 0,
        },
        {
          uz: {
            title: 'Paxta uchun kredit',
            summary: 'Paxtachilik klasterlari uchun',
            body: html('<p>Kredit <em>shartlari</em>.</p>'),
            requiredDocuments: [{ document: 'Pasport' }, { document: 'Ariza' }],
          },
          ru: {
            title: 'Кредит на хлопок',
            summary: 'Для хлопковых кластеров',
            body: html('<p>Условия <em>кредита</em>.</p>'),
            requiredDocuments: [{ document: 'Паспорт' }],
          },
          en: { title: 'Cotton credit' },
        },
      )
    ).id,
    wheat: (
      await seed(
        'programs',
        {
          slug: 'wheat-leasing',
          sector: 'wheat',
          kind: 'leasing',
          programSector: data.sectors.grain,
          status: '1',
          sortOrder: 1,
        },
        {
          uz: { title: 'Bug‘doy uchun lizing' },
          ru: { title: 'Лизинг для пшеницы' },
          en: { title: 'Wheat leasing', summary: 'Machinery for wheat growers' },
        },
      )
    ).id,
    machinery: (
      await seed(
        'programs',
        {
          slug: 'machinery-subsidy',
          sector: 'machinery',
          kind: 'subsidy',
          programSector: data.sectors.livestock,
          status: '1',
          sortOrder: 1,
        },
        {
          uz: { title: 'Texnika uchun subsidiya' },
          ru: { title: 'Субсидия на технику' },
        },
      )
    ).id,
    hidden: (
      await seed(
        'programs',
        {
          slug: 'hidden-program',
          sector: 'fruit',
          kind: 'credit',
          programSector: data.sectors.grain,
          status: '0',
          sortOrder: 3,
        },
        { uz: { title: 'Yashirin dastur' } },
      )
    ).id,
  }

  const unit = (
    shared: Record<string, unknown>,
    uz: string,
    ru: string,
    en?: string,
    extra: Partial<Record<Locale, Record<string, unknown>>> = {},
  ) =>
    seed('staff-units', shared, {
      uz: { name: uz, ...extra.uz },
      ru: { name: ru, ...extra.ru },
      ...(en ? { en: { name: en, ...extra.en } } : {}),
    })
  const root = await unit(
    { status: '1', sortOrder: 0, phone: '+998 71 200-00-00', email: 'info@agrofund.test' },
    'Boshqaruv',
    'Правление',
    'Board',
    {
      uz: { headName: 'Rais', duties: html('<p>Umumiy <strong>rahbarlik</strong>.</p>') },
      ru: { headName: 'Председатель', duties: html('<p>Общее руководство.</p>') },
    },
  )
  const finance = await unit(
    { status: '1', sortOrder: 1, parent: root.id },
    'Moliya bo‘limi',
    'Финансовый отдел',
    'Finance department',
  )
  const credit = await unit(
    { status: '1', sortOrder: 0, parent: root.id, phone: '+998 71 200-00-01' },
    'Kredit bo‘limi',
    'Кредитный отдел',
  )
  const leasing = await unit(
    { status: '1', sortOrder: 0, parent: credit.id },
    'Lizing sektori',
    'Сектор лизинга',
    'Leasing sector',
  )
  const archive = await unit({ status: '0', sortOrder: 2, parent: root.id }, 'Arxiv', 'Архив')
  const archiveSector = await unit({ status: '1', sortOrder: 0, parent: archive.id }, 'Arxiv sektori', 'Сектор архива')
  const branches = await unit(
    { status: '1', sortOrder: 1 },
    'Hududiy filiallar',
    'Региональные филиалы',
    'Regional branches',
  )
  data.units = {
    root: root.id,
    credit: credit.id,
    finance: finance.id,
    leasing: leasing.id,
    archive: archive.id,
    archiveSector: archiveSector.id,
    branches: branches.id,
  }

  data.managers = {
    chair: (
      await seed(
        'management',
        {
          photo: data.images.portrait,
          phone: '+998 71 200-00-10',
          email: 'chair@agrofund.test',
          status: '1',
          sortOrder: 0,
        },
        {
          uz: {
            fullName: 'Aliyev Anvar',
            position: 'Rais',
            biography: html('<p>1970-yilda tug‘ilgan.</p>'),
            receptionDays: 'Seshanba, 10:00–12:00',
          },
          ru: { fullName: 'Алиев Анвар', position: 'Председатель', receptionDays: 'Вторник, 10:00–12:00' },
          en: { fullName: 'Anvar Aliyev', position: 'Chairman' },
        },
      )
    ).id,
    deputy: (
      await seed(
        'management',
        { status: '1', sortOrder: 1 },
        {
          uz: { fullName: 'Karimova Dilnoza', position: 'Rais o‘rinbosari' },
          ru: { fullName: 'Каримова Дилноза', position: 'Заместитель председателя' },
        },
      )
    ).id,
    hidden: (
      await seed(
        'management',
        { status: '0', sortOrder: 2 },
        { uz: { fullName: 'Yashirin Rahbar', position: 'Maslahatchi', receptionDays: 'Juma, 15:00–17:00' } },
      )
    ).id,
  }

  data.milestones = {
    founded: (
      await seed(
        'history',
        { year: 2006, image: data.images.milestone, status: '1', sortOrder: 0 },
        {
          uz: {
            title: 'Jamg‘arma tashkil etildi',
            description: html('<p>Prezident <strong>farmoni</strong> bilan.</p>'),
          },
          ru: { title: 'Фонд создан', description: html('<p>Указом <strong>Президента</strong>.</p>') },
          en: { title: 'The fund is founded' },
        },
      )
    ).id,
    leasing: (
      await seed(
        'history',
        { year: 2006, status: '1', sortOrder: 1 },
        { uz: { title: 'Birinchi lizing' }, ru: { title: 'Первый лизинг' } },
      )
    ).id,
    hidden: (await seed('history', { year: 1999, status: '0', sortOrder: 0 }, { uz: { title: 'Yashirin bosqich' } }))
      .id,
  }

  data.datasets = {
    credits: (
      await seed(
        'open-data',
        {
          format: 'pdf',
          file: data.pdfs.dataset,
          dataUpdatedAt: '2025-12-31T00:00:00.000Z',
          status: '1',
          sortOrder: 0,
        },
        {
          uz: { title: 'Kreditlar 2025', description: 'Berilgan kreditlar hisoboti' },
          ru: { title: 'Кредиты 2025', description: 'Отчёт о выданных кредитах' },
          en: { title: 'Credits 2025' },
        },
      )
    ).id,
    regions: (
      await seed(
        'open-data',
        {
          format: 'csv',
          externalUrl: 'https://data.egov.uz/agrofund/regions.csv',
          license: 'CC0-1.0',
          dataUpdatedAt: '2026-02-01T00:00:00.000Z',
          status: '1',
          sortOrder: 1,
        },
        {
          uz: { title: 'Hududlar bo‘yicha' },
          ru: { title: 'По регионам' },
        },
      )
    ).id,
    hidden: (
      await seed(
        'open-data',
        { format: 'json', externalUrl: 'https://data.egov.uz/agrofund/hidden.json', status: '0', sortOrder: 2 },
        { uz: { title: 'Yashirin to‘plam' } },
      )
    ).id,
  }

  const harvest = await seed(
    'photo-galleries',
    {
      eventDate: '2026-09-15T00:00:00.000Z',
      cover: data.images.cover,
      photos: [
        { image: data.images.photoOne, caption: 'Birinchi surat' },
        { image: data.images.photoTwo, caption: 'Ikkinchi surat' },
      ],
      status: '1',
      sortOrder: 0,
    },
    { uz: { title: 'Hosil bayrami', description: 'Toshkent, 2026' } },
  )
  // Captions are localized inside a list that is not: each locale is written on the rows the default locale made.
  const rows = (harvest.photos as { id: string; image: number | { id: number } }[]).map((row) => ({
    id: row.id,
    image: typeof row.image === 'object' ? row.image.id : row.image,
  }))
  await server.payload.update({
    collection: 'photo-galleries',
    id: harvest.id,
    locale: 'ru',
    data: {
      title: 'Праздник урожая',
      photos: [
        { ...rows[0], caption: 'Первое фото' },
        { ...rows[1], caption: null },
      ],
    } as never,
    ...system,
  })
  await server.payload.update({
    collection: 'photo-galleries',
    id: harvest.id,
    locale: 'en',
    data: {
      title: 'Harvest festival',
      photos: [
        { ...rows[0], caption: 'First photo' },
        { ...rows[1], caption: 'Second photo' },
      ],
    } as never,
    ...system,
  })
  data.galleries = {
    harvest: harvest.id,
    forum: (
      await seed(
        'photo-galleries',
        { eventDate: '2025-05-20T00:00:00.000Z', status: '1', sortOrder: 1 },
        { uz: { title: 'Fermerlar forumi' }, ru: { title: 'Форум фермеров' } },
      )
    ).id,
    hidden: (
      await seed(
        'photo-galleries',
        { eventDate: '2026-10-01T00:00:00.000Z', status: '0', sortOrder: 2 },
        { uz: { title: 'Yashirin galereya' } },
      )
    ).id,
  }

  data.videos = {
    youtube: (
      await seed(
        'video-galleries',
        {
          videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
          publishedAt: '2026-03-10T00:00:00.000Z',
          status: '1',
          sortOrder: 0,
        },
        {
          uz: { title: 'Lizing haqida', description: 'Qisqa video' },
          ru: { title: 'О лизинге', description: 'Короткое видео' },
          en: { title: 'About leasing' },
        },
      )
    ).id,
    vimeo: (
      await seed(
        'video-galleries',
        {
          videoUrl: 'https://vimeo.com/76979871',
          thumbnail: data.images.thumbnail,
          publishedAt: '2025-11-11T00:00:00.000Z',
          status: '1',
          sortOrder: 1,
        },
        {
          uz: { title: 'Fermerlar bilan suhbat' },
          ru: { title: 'Беседа с фермерами' },
        },
      )
    ).id,
    hidden: (
      await seed(
        'video-galleries',
        { videoUrl: 'https://youtu.be/aqz-KE-bpKQ', status: '0', sortOrder: 2 },
        { uz: { title: 'Yashirin video' } },
      )
    ).id,
  }

  data.faqs = {
    leasing: (
      await seed(
        'faqs',
        { status: '1', sortOrder: 0 },
        {
          uz: {
            question: 'Lizing qanday olinadi?',
            answer: html('<p>Filialga murojaat qiling.</p>'),
            category: 'Lizing',
          },
          ru: {
            question: 'Как получить лизинг?',
            answer: html('<p>Обратитесь в <strong>филиал</strong>.</p>'),
            category: 'Лизинг',
          },
          en: { question: 'How do I get a lease?', category: 'Leasing' },
        },
      )
    ).id,
    credit: (
      await seed(
        'faqs',
        { status: '1', sortOrder: 1 },
        {
          uz: { question: 'Kredit foizi qancha?', answer: html('<p>Yillik 14%.</p>'), category: 'Kredit' },
          ru: { question: 'Какая ставка по кредиту?', answer: html('<p>14% годовых.</p>'), category: 'Кредит' },
        },
      )
    ).id,
    hidden: (
      await seed(
        'faqs',
        { status: '0', sortOrder: 2 },
        { uz: { question: 'Yashirin savol', answer: html('<p>Yashirin javob</p>'), category: 'Lizing' } },
      )
    ).id,
  }

  const reception: Record<Locale, Record<string, unknown>> = {
    uz: {
      address: 'Toshkent sh., Navoiy ko‘chasi, 4',
      workingHours: 'Dush–Jum, 9:00–18:00',
      notes: html('<p>Oldindan <strong>yoziling</strong>.</p>'),
    },
    ru: {
      address: 'г. Ташкент, ул. Навои, 4',
      workingHours: 'Пн–Пт, 9:00–18:00',
      notes: html('<p>Запись <strong>заранее</strong>.</p>'),
    },
    en: { address: '4 Navoi street, Tashkent' },
  }
  await server.payload.updateGlobal({
    slug: 'citizen-reception',
    locale: 'uz',
    data: {
      phone: '+998 71 200-00-00',
      email: 'murojaat@agrofund.test',
      helpline: '1000',
      map: { lat: 41.311081, lng: 69.240562 },
      ...(await withRichText(server.payload, reception.uz)),
    } as never,
    ...system,
  })
  for (const locale of ['ru', 'en'] as const) {
    await server.payload.updateGlobal({
      slug: 'citizen-reception',
      locale,
      data: (await withRichText(server.payload, reception[locale])) as never,
      ...system,
    })
  }
}

/**
 * News (issue 9), seeded when its cases start, after every earlier case: files uploaded over HTTP before them keep the
 * ids the snapshot pinned.
 */
async function seedNews() {
  const jpeg = await files.jpeg()
  data.newsImages = {
    cover: await mediaOf('yangilik-muqova.jpg', jpeg, 'image/jpeg'),
    inText: await mediaOf('matndagi-rasm.jpg', jpeg, 'image/jpeg'),
    gallery: await mediaOf('galereya.png', await files.png(), 'image/png'),
  }
  data.newsCategories = {
    farming: (
      await seed(
        'news-categories',
        { slug: 'farming', status: '1', sortOrder: 0 },
        { uz: { name: 'Dehqonchilik' }, ru: { name: 'Земледелие' }, en: { name: 'Farming' } },
      )
    ).id,
    events: (
      await seed(
        'news-categories',
        { slug: 'events', status: '1', sortOrder: 1 },
        { uz: { name: 'Tadbirlar' }, ru: { name: 'События' } },
      )
    ).id,
    hidden: (
      await seed(
        'news-categories',
        { slug: 'hidden-category', status: '0', sortOrder: 2 },
        { uz: { name: 'Yashirin rukn' } },
      )
    ).id,
  }
  const inText = `<p>Dalada.</p><img src="/media/${storedNames['matndagi-rasm.jpg']}" alt="Paxta dalasi"><p>Oxiri.</p>`
  data.posts = {
    harvest: (
      await seed(
        'posts',
        {
          slug: 'harvest-2026',
          newsCategory: data.newsCategories.farming,
          cover: data.newsImages.cover,
          images: [data.newsImages.gallery],
          isFeatured: true,
          publishedAt: '2026-09-16T07:00:00.000Z',
          status: '1',
        },
        {
          uz: { title: 'Hosil yig‘ildi', excerpt: 'Paxta hosili', body: html(inText) },
          ru: {
            title: 'Урожай собран',
            excerpt: 'Урожай хлопка',
            body: html('<p>Текст <strong>новости</strong>.</p>'),
          },
          en: { title: 'The harvest is in' },
        },
      )
    ).id,
    forum: (
      await seed(
        'posts',
        {
          slug: 'farmers-forum',
          newsCategory: data.newsCategories.events,
          publishedAt: '2026-05-20T09:30:00.000Z',
          status: '1',
        },
        {
          uz: { title: 'Fermerlar forumi' },
          ru: { title: 'Форум фермеров', excerpt: 'Итоги форума' },
        },
      )
    ).id,
    scheduled: (
      await seed(
        'posts',
        {
          slug: 'next-year',
          newsCategory: data.newsCategories.farming,
          publishedAt: '2099-01-01T00:00:00.000Z',
          status: '1',
        },
        { uz: { title: 'Kelajakdagi yangilik' } },
      )
    ).id,
    hidden: (
      await seed(
        'posts',
        {
          slug: 'hidden-post',
          newsCategory: data.newsCategories.hidden,
          publishedAt: '2026-01-10T00:00:00.000Z',
          status: '0',
        },
        { uz: { title: 'Yashirin yangilik' } },
      )
    ).id,
  }
}

beforeAll(async () => {
  // The appeal cases submit and look up more than an hour's allowance per IP (the limits have their own tests).
  server = await startTestServer({
    MEDIA_DIR: mediaDir,
    RATE_LIMIT_APPEALS_PER_HOUR: '0',
    RATE_LIMIT_APPEAL_LOOKUPS_PER_HOUR: '0',
  })
  routes = allRoutes(createRateLimits(server.payload))
  await seedStaff()
  await seedContent()
  await loginTokens()
}, 180_000)

afterAll(async () => {
  await server?.close()
  rmSync(mediaDir, { recursive: true, force: true })
})

// ---------------------------------------------------------------------------------------------------------------
// The cases, in a fixed order (ids of records created over HTTP depend on it)

/** The admin routes of a resource: list, show, create, update, delete, with their refusals. */
async function adminCrud(
  base: string,
  options: {
    showId: number
    filter: string
    sort: string
    valid: Record<string, unknown>
    invalid: Record<string, unknown>
    update: Record<string, unknown>
    invalidUpdate: Record<string, unknown>
    /** Requests of this resource's own (409 refusals, multipart writes), after the generic ones, before the delete. */
    extra?: (createdId: number) => Promise<void>
  },
) {
  const { editor, admin, super_admin: superAdmin, operator } = tokens
  await get(base, { token: editor, expect: 200 })
  await get(`${base}?${options.filter}&${options.sort}`, { token: admin, expect: 200 })
  await get(`${base}?per_page=2&page=2&sort=-id`, { token: superAdmin, expect: 200 })
  await get(`${base}?filter[unknown]=1`, { token: editor, expect: 400 })
  await get(`${base}?sort=-unknown`, { token: editor, expect: 400 })
  await get(`${base}?per_page=0`, { token: editor, expect: 422 })
  await get(base, { expect: 401 })
  await get(base, { token: operator, expect: 403 })

  await get(`${base}/${options.showId}`, { token: editor, expect: 200 })
  await get(`${base}/${UNKNOWN}`, { token: editor, expect: 404 })
  await get(`${base}/${options.showId}`, { expect: 401 })
  await get(`${base}/${options.showId}`, { token: operator, expect: 403 })

  const createdResponse = await post(base, { token: editor, json: options.valid, expect: 201 })
  const createdId = Number(createdResponse.body?.data?.id)
  await post(base, { token: editor, json: options.invalid, expect: 422 })
  await post(base, { token: editor, raw: '{"title": ', expect: 400 })
  await post(base, { json: options.valid, expect: 401 })
  await post(base, { token: operator, json: options.valid, expect: 403 })

  await put(`${base}/${createdId}`, { token: editor, json: options.update, expect: 200 })
  await patch(`${base}/${createdId}`, { token: admin, json: { sort_order: 3 }, expect: 200 })
  await put(`${base}/${createdId}`, { token: editor, json: options.invalidUpdate, expect: 422 })
  await put(`${base}/${UNKNOWN}`, { token: editor, json: options.update, expect: 404 })
  await put(`${base}/${createdId}`, { json: options.update, expect: 401 })
  await put(`${base}/${createdId}`, { token: operator, json: options.update, expect: 403 })

  await options.extra?.(createdId)

  await del(`${base}/${createdId}`, { expect: 401 })
  await del(`${base}/${createdId}`, { token: operator, expect: 403 })
  await del(`${base}/${createdId}`, { token: editor, expect: 204 })
  await del(`${base}/${createdId}`, { token: editor, expect: 404 })
  await get(`${base}/${createdId}`, { token: editor, expect: 404 })
}

/** A public paginated list: defaults, locales, a filter with a sort, a later page, refusals. */
async function publicPaginated(base: string, options: { filter: string; sort: string }) {
  await get(base, { expect: 200 })
  await get(`${base}?lang=ru`, { expect: 200 })
  await get(base, { headers: { 'accept-language': 'en-GB,en;q=0.9' }, expect: 200 })
  await get(`${base}?${options.filter}&${options.sort}&lang=en`, { expect: 200 })
  await get(`${base}?per_page=1&page=2`, { expect: 200 })
  await get(`${base}?per_page=1&page=9`, { expect: 200 })
  await get(`${base}?filter[search]=zzz-no-match`, { expect: 200 })
  await get(`${base}?filter[unknown]=1`, { expect: 400 })
  await get(`${base}?sort=unknown`, { expect: 400 })
  await get(`${base}?per_page=101`, { expect: 422 })
}

/** A public unpaginated list: defaults, locales, and list parameters it does not take. */
async function publicPlain(base: string) {
  await get(base, { expect: 200 })
  await get(`${base}?lang=ru`, { expect: 200 })
  await get(`${base}?lang=en`, { expect: 200 })
  await get(`${base}?filter[unknown]=1&sort=-id&page=2&per_page=1`)
}

/** The token of the latest mailed `page` link to `email`, from the development outbox (DATA_DIR/mail). */
const mailedToken = async (email: string, page: string) =>
  tokenIn(await waitForDevMail(path.join(process.env.DATA_DIR ?? '', 'mail'), email, `/${page}?`))

describe('wire snapshot of /api/v1', () => {
  it('admin auth: login, me, logout', async () => {
    await post('/api/v1/admin/auth/login', { json: { email: users.editor.email, password: PASSWORD }, expect: 200 })
    await post('/api/v1/admin/auth/login', {
      json: { email: users.editor.email, password: 'wrong-password' },
      expect: 422,
    })
    await post('/api/v1/admin/auth/login', { json: { email: 'nobody@wire.test', password: PASSWORD }, expect: 422 })
    await post('/api/v1/admin/auth/login', { json: { email: 'not-an-email' }, expect: 422 })
    await post('/api/v1/admin/auth/login', { raw: '{"email": ', expect: 400 })
    await get('/api/v1/admin/auth/me', { token: tokens.editor, expect: 200 })
    await get('/api/v1/admin/auth/me', { token: tokens.operator, expect: 200 })
    await get('/api/v1/admin/auth/me', { expect: 401 })
    await get('/api/v1/admin/auth/me', { token: 'not-a-token', expect: 401 })
    await post('/api/v1/admin/auth/logout', { expect: 401 })
    await post('/api/v1/admin/auth/logout', { token: tokens.leaver, expect: 204 })
    await get('/api/v1/admin/auth/me', { token: tokens.leaver, expect: 401 })
    await post('/api/v1/admin/auth/logout', { token: tokens.leaver, expect: 401 })
  }, 60_000)

  it('programs', async () => {
    await publicPaginated('/api/v1/programs', {
      filter: 'filter[program_sector_id]=' + data.sectors.grain,
      sort: 'sort=-sort_order,id',
    })
    await get('/api/v1/programs?filter[sector]=cotton&filter[kind]=credit', { expect: 200 })
    await get('/api/v1/programs?filter[sector]=rice', { expect: 422 })
    await get('/api/v1/programs/cotton-credit', { expect: 200 })
    await get('/api/v1/programs/cotton-credit?lang=ru', { expect: 200 })
    await get('/api/v1/programs/wheat-leasing?lang=en', { expect: 200 })
    await get('/api/v1/programs/hidden-program', { expect: 404 })
    await get('/api/v1/programs/no-such-program', { expect: 404 })
    await adminCrud('/api/v1/admin/programs', {
      showId: data.programs.hidden,
      filter: 'filter[status]=1&filter[kind]=credit',
      sort: 'sort=-created_at',
      valid: {
        slug: 'fruit-credit',
        program_sector_id: data.sectors.grain,
        sector: 'fruit',
        kind: 'credit',
        title: { uz: 'Meva uchun kredit', ru: 'Кредит на фрукты', en: 'Fruit credit' },
        summary: { uz: 'Bog‘dorchilik' },
        body: { uz: '<p>Shartlar <b>qisqa</b><script>alert(1)</script></p>', ru: '<p>Условия</p>' },
        required_documents: { uz: ['Pasport', 'Ariza'], ru: ['Паспорт'] },
        legal_document_id: data.documents.law,
        status: 0,
        sort_order: 7,
      },
      invalid: {
        slug: 'Not A Slug',
        program_sector_id: UNKNOWN,
        sector: 'rice',
        kind: 'gift',
        title: { uz: '', fr: 'Crédit' },
        summary: { ru: 5 },
        required_documents: 'Pasport',
        legal_document_id: 'abc',
        status: 3,
        sort_order: -1,
      },
      update: {
        title: { en: 'Fruit growers credit' },
        required_documents: { en: ['Passport'] },
        program_sector_id: null,
      },
      invalidUpdate: { slug: 'cotton-credit', sector: null, title: { uz: null } },
    })
  }, 120_000)

  it('program sectors', async () => {
    await publicPlain('/api/v1/program-sectors')
    await adminCrud('/api/v1/admin/program-sectors', {
      showId: data.sectors.hidden,
      filter: 'filter[search]=grain',
      sort: 'sort=-sort_order',
      valid: {
        name: { uz: 'Bog‘dorchilik', ru: 'Садоводство', en: 'Horticulture' },
        slug: 'horticulture',
        description: { uz: 'Mevalar' },
        sort_order: 5,
      },
      invalid: {
        name: { ru: 'Садоводство' },
        slug: 'grain',
        description: { uz: 'x'.repeat(2001) },
        status: 'on',
        sort_order: 'first',
      },
      update: { description: { ru: 'Фрукты', en: null } },
      invalidUpdate: { slug: '-bad-', name: { xx: 'x' } },
    })
  }, 120_000)

  it('legal documents, their files and facets', async () => {
    await publicPaginated('/api/v1/legal-documents', {
      filter: 'filter[doc_type]=decree&filter[year]=2024',
      sort: 'sort=number',
    })
    await get('/api/v1/legal-documents?filter[direction]=LIZING', { expect: 200 })
    await get(`/api/v1/legal-documents?filter[direction]=${encodeURIComponent('субсидии')}&lang=ru`, { expect: 200 })
    await get('/api/v1/legal-documents?filter[year]=abc', { expect: 422 })
    await get('/api/v1/legal-documents/facets', { expect: 200 })
    await get('/api/v1/legal-documents/facets?lang=ru', { expect: 200 })
    await get(`/api/v1/legal-documents/${data.documents.decree}`, { expect: 200 })
    await get(`/api/v1/legal-documents/${data.documents.decree}?lang=ru`, { expect: 200 })
    await get(`/api/v1/legal-documents/${data.documents.law}?lang=en`, { expect: 200 })
    await get(`/api/v1/legal-documents/${data.documents.hidden}`, { expect: 404 })
    await get('/api/v1/legal-documents/abc', { expect: 404 })
    await get(`/api/v1/legal-documents/${data.documents.decree}/files/${data.pdfs.decree}`, { expect: 200 })
    await get(`/api/v1/legal-documents/${data.documents.decree}/files/${data.pdfs.dataset}`, { expect: 404 })
    await get(`/api/v1/legal-documents/${data.documents.hidden}/files/${data.pdfs.decree}`, { expect: 404 })

    await adminCrud('/api/v1/admin/legal-documents', {
      showId: data.documents.hidden,
      filter: 'filter[state]=in_force&filter[relevance]=high&filter[status]=1',
      sort: 'sort=-number',
      valid: {
        title: { uz: 'Lizing to‘g‘risida', ru: 'О лизинге', en: 'On leasing' },
        number: 'PQ-5000',
        doc_type: 'law',
        relevance: 'high',
        state: 'in_force',
        adopted_on: '2023-05-17',
        direction: { uz: 'Lizing', ru: 'Лизинг' },
        body: { ru: '<p>Текст</p>' },
        source_url: 'https://lex.uz/docs/5000',
        sort_order: 4,
      },
      invalid: {
        title: { en: 'x' },
        number: 'n'.repeat(256),
        doc_type: 'nope',
        relevance: 'urgent',
        state: 'draft',
        adopted_on: '2023-02-30',
        source_url: 'not a url',
        status: 2,
        sort_order: -5,
      },
      update: { adopted_on: '2021-12-31', direction: { en: 'Leasing' } },
      invalidUpdate: { doc_type: 'order-x', adopted_on: null, number: '' },
      extra: async (createdId) => {
        const file = (name: string, bytes: Buffer) => ({ field: 'files[]', name, data: bytes })
        const filesUrl = `/api/v1/admin/legal-documents/${createdId}/files`
        const uploaded = await post(filesUrl, {
          token: tokens.editor,
          form: form({}, [file('Lizing qarori.pdf', files.pdf()), file('izoh.txt', files.txt())]),
          expect: 201,
        })
        await post(filesUrl, { token: tokens.editor, form: form({}, []), expect: 422 })
        await post(filesUrl, {
          token: tokens.editor,
          form: form({}, [file('photo.pdf', await files.png()), file('run.exe', files.exe())]),
          expect: 422,
        })
        await post(filesUrl, { token: tokens.editor, json: {}, expect: 422 })
        await post(filesUrl, { form: form({}, [file('a.pdf', files.pdf())]), expect: 401 })
        await post(filesUrl, { token: tokens.operator, form: form({}, [file('a.pdf', files.pdf())]), expect: 403 })
        await post(`/api/v1/admin/legal-documents/${UNKNOWN}/files`, {
          token: tokens.editor,
          form: form({}, [file('a.pdf', files.pdf())]),
          expect: 404,
        })
        const [first, second] = (uploaded.body.data.files as { id: number }[]).map((f) => f.id)
        await put(`/api/v1/admin/legal-documents/${createdId}`, {
          token: tokens.editor,
          json: { status: 1 },
          expect: 200,
        })
        await get(`/api/v1/legal-documents/${createdId}/files/${second}`, { expect: 200 })
        await del(`${filesUrl}/${first}`, { expect: 401 })
        await del(`${filesUrl}/${first}`, { token: tokens.operator, expect: 403 })
        await del(`${filesUrl}/${first}`, { token: tokens.editor, expect: 204 })
        await del(`${filesUrl}/${first}`, { token: tokens.editor, expect: 404 })
        await del(`${filesUrl}/${data.pdfs.decree}`, { token: tokens.editor, expect: 404 })
        await get(`/api/v1/admin/legal-documents/${createdId}`, { token: tokens.editor, expect: 200 })
        await get(`/api/v1/legal-documents/${createdId}`, { expect: 200 })
      },
    })
  }, 120_000)

  it('document types', async () => {
    await publicPlain('/api/v1/document-types')
    await adminCrud('/api/v1/admin/document-types', {
      showId: data.types.hidden,
      filter: 'filter[search]=zakon',
      sort: 'sort=-id',
      valid: { code: 'resolution', name: { uz: 'Qaror', ru: 'Постановление', en: 'Resolution' }, sort_order: 3 },
      invalid: { code: 'Bad Code', name: { ru: 'Тип', en: 7 }, status: 'x', sort_order: 1.5 },
      update: { code: 'cabinet-resolution', name: { en: 'Cabinet resolution' } },
      invalidUpdate: { code: 'decree', name: null },
      extra: async () => {
        await del(`/api/v1/admin/document-types/${data.types.decree}`, { token: tokens.editor, expect: 409 })
      },
    })
  }, 120_000)

  it('staff units', async () => {
    await publicPlain('/api/v1/staff-units')
    await adminCrud('/api/v1/admin/staff-units', {
      showId: data.units.archive,
      filter: `filter[parent_id]=${data.units.root}`,
      sort: 'sort=-sort_order,id',
      valid: {
        name: { uz: 'Yuridik bo‘lim', ru: 'Юридический отдел', en: 'Legal department' },
        parent_id: data.units.root,
        head_name: { uz: 'Bo‘lim boshlig‘i' },
        duties: { uz: '<ul><li>Shartnomalar</li></ul>' },
        phone: '+998 71 200-00-05',
        email: 'legal@agrofund.test',
        sort_order: 9999,
      },
      invalid: {
        name: { uz: '' },
        parent_id: UNKNOWN,
        phone: '1'.repeat(33),
        email: 'not-an-email',
        sort_order: 10000,
      },
      update: { parent_id: data.units.credit, phone: null },
      invalidUpdate: { email: 'x@', sort_order: -1, parent_id: 'root' },
      extra: async (createdId) => {
        await put(`/api/v1/admin/staff-units/${data.units.root}`, {
          token: tokens.editor,
          json: { parent_id: data.units.leasing },
          expect: 422,
        })
        await put(`/api/v1/admin/staff-units/${createdId}`, {
          token: tokens.editor,
          json: { parent_id: createdId },
          expect: 422,
        })
        await del(`/api/v1/admin/staff-units/${data.units.root}`, { token: tokens.editor, expect: 409 })
      },
    })
  }, 120_000)

  it('management', async () => {
    await publicPlain('/api/v1/management')
    await adminCrud('/api/v1/admin/management', {
      showId: data.managers.hidden,
      filter: 'filter[search]=rais',
      sort: 'sort=id',
      valid: {
        full_name: { uz: 'Toshmatov Bekzod', ru: 'Тошматов Бекзод' },
        position: { uz: 'Maslahatchi', ru: 'Советник', en: 'Adviser' },
        biography: { uz: '<p>Iqtisodchi.</p>' },
        photo_id: data.images.portrait,
        phone: '+998 71 200-00-20',
        email: 'adviser@agrofund.test',
        reception_days: { uz: 'Payshanba, 14:00–16:00' },
        sort_order: 5,
      },
      invalid: {
        full_name: { ru: 'Без узбекского' },
        photo_id: data.pdfs.notAnImage,
        phone: '9'.repeat(40),
        email: 'nope',
        reception_days: { uz: 'x'.repeat(256) },
        status: -1,
      },
      update: { reception_days: { ru: 'Четверг, 14:00–16:00' }, photo_id: null },
      invalidUpdate: { position: { uz: '' }, photo_id: UNKNOWN },
      extra: async (createdId) => {
        const photo = await files.jpeg()
        await post(`/api/v1/admin/management/${createdId}`, {
          token: tokens.editor,
          form: form({ _method: 'PUT', 'position[en]': 'Senior adviser' }, [
            { field: 'photo', name: 'maslahatchi.jpg', data: photo },
          ]),
          expect: 200,
        })
        await post('/api/v1/admin/management', {
          token: tokens.editor,
          form: form({ 'full_name[uz]': 'Rasmli', 'position[uz]': 'Xodim' }, [
            { field: 'photo', name: 'hujjat.jpg', data: files.pdf() },
          ]),
          expect: 422,
        })
      },
    })
  }, 120_000)

  it('history', async () => {
    await publicPlain('/api/v1/history')
    await adminCrud('/api/v1/admin/history', {
      showId: data.milestones.hidden,
      filter: 'filter[status]=1',
      sort: 'sort=-year,sort_order',
      valid: {
        year: 2015,
        title: { uz: 'Yangi bosqich', ru: 'Новый этап' },
        description: { ru: '<p onclick="x()">Указ</p>' },
        image_id: data.images.milestone,
        sort_order: 2,
      },
      invalid: { year: 1800, title: { uz: '' }, image_id: data.pdfs.notAnImage, status: 2, sort_order: -3 },
      update: { year: 2016, title: { en: 'A new stage' } },
      invalidUpdate: { year: null, title: null, image_id: 'x' },
    })
  }, 120_000)

  it('open data', async () => {
    await publicPaginated('/api/v1/open-data', { filter: 'filter[format]=csv', sort: 'sort=-data_updated_at' })
    await adminCrud('/api/v1/admin/open-data', {
      showId: data.datasets.hidden,
      filter: 'filter[format]=pdf',
      sort: 'sort=data_updated_at',
      valid: {
        title: { uz: 'Subsidiyalar', ru: 'Субсидии' },
        description: { en: 'Subsidies paid' },
        format: 'xlsx',
        external_url: 'https://data.egov.uz/agrofund/subsidies.xlsx',
        data_updated_at: '2026-01-10',
        sort_order: 3,
      },
      invalid: { title: {}, format: 'doc', license: 'l'.repeat(256), data_updated_at: 'yesterday' },
      update: { file_id: data.pdfs.notAnImage, external_url: null, license: null },
      invalidUpdate: { external_url: 'https://data.egov.uz/x.csv' },
      extra: async () => {
        await post('/api/v1/admin/open-data', {
          token: tokens.editor,
          json: { title: { uz: 'Fayl ham havola ham yo‘q' }, format: 'csv' },
          expect: 422,
        })
      },
    })
  }, 120_000)

  it('photo galleries', async () => {
    await publicPaginated('/api/v1/photo-galleries', { filter: 'filter[search]=harvest', sort: 'sort=event_date' })
    const { photoOne, photoTwo, cover } = data.images
    await adminCrud('/api/v1/admin/photo-galleries', {
      showId: data.galleries.hidden,
      filter: 'filter[search]=forum',
      sort: 'sort=sort_order',
      valid: {
        title: { uz: 'Dala kuni', ru: 'День поля', en: 'Field day' },
        description: { uz: 'Samarqand' },
        event_date: '2026-06-01',
        cover_id: cover,
        photos: [{ media_id: photoTwo, caption: { uz: 'Dala', ru: 'Поле', en: 'Field' } }, { media_id: photoOne }],
        sort_order: 4,
      },
      invalid: {
        title: { uz: '' },
        description: { ru: 'x'.repeat(2001) },
        event_date: '2026-13-01',
        cover_id: data.pdfs.notAnImage,
        photos: 'nope',
        status: 9,
      },
      update: { photos: [{ media_id: photoOne, caption: { ru: 'Только по-русски' } }], event_date: null },
      invalidUpdate: { cover_id: UNKNOWN, photos: [{}] },
      extra: async (createdId) => {
        await put(`/api/v1/admin/photo-galleries/${createdId}`, {
          token: tokens.editor,
          json: { photos: [{ media_id: data.pdfs.notAnImage, caption: { uz: 'PDF' } }] },
          expect: 422,
        })
        // Photos are checked once the other fields pass: every nested key in one answer.
        await post('/api/v1/admin/photo-galleries', {
          token: tokens.editor,
          json: {
            title: { uz: 'Suratlar' },
            photos: [
              { caption: { uz: 'Rasmsiz' } },
              { media_id: photoOne, caption: { ru: 5, fr: 'Photo', en: 'x'.repeat(256) } },
              { media_id: data.pdfs.notAnImage },
              { media_id: UNKNOWN, caption: 'text' },
              'nope',
            ],
          },
          expect: 422,
        })
        await post('/api/v1/admin/photo-galleries', {
          token: tokens.editor,
          form: form({ 'title[uz]': 'Yuklangan', 'title[ru]': 'Загруженные' }, [
            { field: 'photos[]', name: 'birinchi.jpg', data: await files.jpeg() },
            { field: 'photos[]', name: 'ikkinchi.png', data: await files.png() },
            { field: 'cover', name: 'muqova.webp', data: await files.webp() },
          ]),
          expect: 201,
        })
      },
    })
  }, 120_000)

  it('video galleries', async () => {
    await publicPaginated('/api/v1/video-galleries', { filter: 'filter[search]=leasing', sort: 'sort=published_at' })
    await adminCrud('/api/v1/admin/video-galleries', {
      showId: data.videos.hidden,
      filter: 'filter[status]=0',
      sort: 'sort=-sort_order',
      valid: {
        title: { uz: 'Yangi video', ru: 'Новое видео' },
        video_url: 'https://youtu.be/aqz-KE-bpKQ',
        published_at: '2026-04-01',
        sort_order: 2,
      },
      invalid: {
        title: { uz: '' },
        video_url: 'https://example.com/watch?v=1',
        thumbnail_id: data.pdfs.notAnImage,
        published_at: '01.04.2026',
        sort_order: 'x',
      },
      update: { video_url: 'https://vimeo.com/76979871', thumbnail_id: data.images.thumbnail },
      invalidUpdate: { video_url: null, title: { en: 5 } },
    })
  }, 120_000)

  it('faqs', async () => {
    await publicPaginated('/api/v1/faqs', {
      filter: `filter[category]=${encodeURIComponent('LEASING')}`,
      sort: 'sort=-id',
    })
    await get(`/api/v1/faqs?lang=ru&filter[search]=${encodeURIComponent('филиал')}`, { expect: 200 })
    await get(`/api/v1/faqs/${data.faqs.leasing}`, { expect: 200 })
    await get(`/api/v1/faqs/${data.faqs.leasing}?lang=ru`, { expect: 200 })
    await get(`/api/v1/faqs/${data.faqs.credit}?lang=en`, { expect: 200 })
    await get(`/api/v1/faqs/${data.faqs.hidden}`, { expect: 404 })
    await get('/api/v1/faqs/abc', { expect: 404 })
  }, 60_000)

  it('citizen reception', async () => {
    await get('/api/v1/citizen-reception', { expect: 200 })
    await get('/api/v1/citizen-reception?lang=ru', { expect: 200 })
    await get('/api/v1/citizen-reception?lang=en', { expect: 200 })
    await get('/api/v1/citizen-reception', { headers: { 'accept-language': 'ru-RU,ru;q=0.9' }, expect: 200 })
  }, 60_000)

  it('unknown routes and methods', async () => {
    await hit('DELETE', '/api/v1/programs', { expect: 405 })
    await hit('POST', `/api/v1/admin/programs/${data.programs.cotton}`, { token: tokens.editor, json: {}, expect: 405 })
    await get('/api/v1/no-such-route', { expect: 404 })
  }, 60_000)

  it('news categories', async () => {
    await seedNews()
    await publicPlain('/api/v1/news-categories')
    await adminCrud('/api/v1/admin/news-categories', {
      showId: data.newsCategories.hidden,
      filter: 'filter[search]=sobyt',
      sort: 'sort=-id',
      valid: { name: { uz: 'Texnika', ru: 'Техника' }, slug: 'machinery', sort_order: 3 },
      invalid: { name: { ru: 'Без узбекского' }, slug: 'Not A Slug', status: 5, sort_order: -1 },
      update: { name: { en: 'Machinery' }, status: 0 },
      invalidUpdate: { slug: 'farming', name: null },
    })
  }, 60_000)

  it('posts, their cover and images for texts', async () => {
    await publicPaginated('/api/v1/posts', {
      filter: 'filter[category]=farming&filter[is_featured]=1',
      sort: 'sort=-views',
    })
    await get('/api/v1/posts?filter[category]=hidden-category,events', { expect: 200 })
    await get('/api/v1/posts?filter[is_featured]=maybe', { expect: 422 })
    await get('/api/v1/posts/harvest-2026', { expect: 200 })
    await get('/api/v1/posts/harvest-2026?lang=ru', { expect: 200 })
    await get('/api/v1/posts/farmers-forum?lang=en', { expect: 200 })
    await get('/api/v1/posts/next-year', { expect: 404 })
    await get('/api/v1/posts/hidden-post', { expect: 404 })
    await get('/api/v1/posts/no-such-post', { expect: 404 })
    await get('/api/v1/news-categories?lang=ru', { expect: 200 })
    const image = (name: string, bytes: Buffer, field = 'image') => ({ field, name, data: bytes })
    await adminCrud('/api/v1/admin/posts', {
      showId: data.posts.harvest,
      filter: `filter[news_category_id]=${data.newsCategories.farming}&filter[is_featured]=true&filter[status]=1&filter[search]=hosil`,
      sort: 'sort=-views',
      valid: {
        title: { uz: 'Yangi texnika', ru: 'Новая техника' },
        slug: 'new-machinery',
        excerpt: { uz: 'Traktorlar keldi' },
        body: {
          uz: `<p>Matn</p><img src="/media/${storedNames['matndagi-rasm.jpg']}" alt="Rasm"><script>x()</script>`,
        },
        news_category_id: data.newsCategories.events,
        images: [data.newsImages.gallery],
        is_featured: false,
        published_at: '2026-06-01 10:00',
      },
      invalid: {
        title: { en: 'x' },
        slug: 'farmers-forum',
        news_category_id: UNKNOWN,
        images: [data.pdfs.notAnImage],
        is_featured: 'maybe',
        published_at: '01.06.2026',
        status: 2,
      },
      update: { is_featured: true, published_at: '2026-06-02T08:00:00+05:00', news_category_id: null },
      invalidUpdate: { published_at: 'tomorrow', images: 'none', title: { uz: '' } },
      extra: async (createdId) => {
        const coverUrl = `/api/v1/admin/posts/${createdId}/cover`
        await post(coverUrl, {
          token: tokens.editor,
          form: form({}, [image('muqova.jpg', await files.jpeg(), 'cover')]),
          expect: 200,
        })
        await post(coverUrl, {
          token: tokens.editor,
          form: form({}, [image('muqova.png', files.pdf(), 'cover')]),
          expect: 422,
        })
        await post(coverUrl, { token: tokens.editor, json: {}, expect: 422 })
        await post(coverUrl, { form: form({}, [image('a.jpg', await files.jpeg(), 'cover')]), expect: 401 })
        await post(coverUrl, {
          token: tokens.operator,
          form: form({}, [image('a.jpg', await files.jpeg(), 'cover')]),
          expect: 403,
        })
        await post(`/api/v1/admin/posts/${UNKNOWN}/cover`, {
          token: tokens.editor,
          form: form({}, [image('a.jpg', await files.jpeg(), 'cover')]),
          expect: 404,
        })
        await get(`/api/v1/posts/new-machinery`, { expect: 200 })
        await del(coverUrl, { expect: 401 })
        await del(coverUrl, { token: tokens.operator, expect: 403 })
        await del(coverUrl, { token: tokens.editor, expect: 204 })
        await del(coverUrl, { token: tokens.editor, expect: 404 })
        await post('/api/v1/admin/posts/images', {
          token: tokens.editor,
          form: form({}, [image('matn-uchun.webp', await files.webp())]),
          expect: 201,
        })
        await post('/api/v1/admin/posts/images', {
          token: tokens.editor,
          form: form({}, [image('rasm.png', files.pdf())]),
          expect: 422,
        })
        await post('/api/v1/admin/posts/images', { token: tokens.editor, form: form({}, []), expect: 422 })
        await post('/api/v1/admin/posts/images', { form: form({}, [image('a.jpg', await files.jpeg())]), expect: 401 })
        await post('/api/v1/admin/posts/images', {
          token: tokens.operator,
          form: form({}, [image('a.jpg', await files.jpeg())]),
          expect: 403,
        })
      },
    })
    await del(`/api/v1/admin/news-categories/${data.newsCategories.events}`, { token: tokens.editor, expect: 204 })
    await get(`/api/v1/admin/posts/${data.posts.forum}`, { token: tokens.editor, expect: 200 })
  }, 120_000)

  it('citizen accounts: register, verify, login, me, password reset, logout', async () => {
    const password = 'green-fields-2026'
    const registration = {
      name: 'Dilnoza Karimova',
      email: 'dilnoza@wire.test',
      phone: '+998901234567',
      password,
      password_confirmation: password,
    }
    await post('/api/v1/client/register?lang=ru', { json: registration, expect: 201 })
    await post('/api/v1/client/register', { json: { ...registration, email: 'DILNOZA@wire.test' }, expect: 422 })
    await post('/api/v1/client/register', {
      json: { email: 'not-an-email', phone: '123', password: 'short' },
      expect: 422,
    })
    await post('/api/v1/client/login', { json: { email: registration.email, password }, expect: 403 })
    await post('/api/v1/client/verify-email', {
      json: { email: registration.email, token: 'x'.repeat(43) },
      expect: 422,
    })
    await post('/api/v1/client/verify-email', {
      json: { email: registration.email, token: await mailedToken(registration.email, 'verify-email') },
      expect: 200,
    })
    await post('/api/v1/client/login', { json: { email: registration.email, password: 'wrong-password' }, expect: 422 })
    citizenTokens.dilnoza = (
      await post('/api/v1/client/login', { json: { email: registration.email, password }, expect: 200 })
    ).body.data.token
    await get('/api/v1/client/me', { token: citizenTokens.dilnoza, expect: 200 })
    await get('/api/v1/client/me', { expect: 401 })
    await get('/api/v1/client/me', { token: tokens.editor, expect: 403 })
    await put('/api/v1/client/me', {
      token: citizenTokens.dilnoza,
      json: { name: 'Dilnoza K.', phone: null },
      expect: 200,
    })
    await put('/api/v1/client/me', {
      token: citizenTokens.dilnoza,
      json: { password: 'new-password-1', password_confirmation: 'new-password-1' },
      expect: 422,
    })
    await post('/api/v1/client/forgot-password', { json: { email: registration.email }, expect: 200 })
    await post('/api/v1/client/forgot-password', { json: { email: 'nobody@wire.test' }, expect: 200 })
    await post('/api/v1/client/forgot-password', { json: { email: 'nope' }, expect: 422 })
    await post('/api/v1/client/reset-password', {
      json: { token: 'x'.repeat(43), password: 'new-password-1', password_confirmation: 'new-password-1' },
      expect: 422,
    })
    const resetToken = await mailedToken(registration.email, 'reset-password')
    await post('/api/v1/client/reset-password', {
      json: { token: resetToken, password: 'new-password-1', password_confirmation: 'new-password-1' },
      expect: 200,
    })
    await get('/api/v1/client/me', { token: citizenTokens.dilnoza, expect: 401 })
    citizenTokens.dilnoza = (
      await post('/api/v1/login', { json: { email: registration.email, password: 'new-password-1' }, expect: 200 })
    ).body.data.token
    await post('/api/v1/client/logout', { token: tokens.editor, expect: 403 })
    await post('/api/v1/client/logout', { token: citizenTokens.dilnoza, expect: 204 })
    await post('/api/v1/client/logout', { token: citizenTokens.dilnoza, expect: 401 })
  }, 60_000)

  it('the caller: /user, /user/{id}, /logout', async () => {
    const account = await server.payload.create({
      collection: 'clients',
      data: {
        name: 'Aziz Rahimov',
        email: 'aziz@wire.test',
        password: PASSWORD,
        status: '1',
        language: 'uz',
        emailVerifiedAt: '2026-01-15T09:30:00.000Z',
      } as never,
      ...system,
    })
    await post('/api/v1/login', { json: { email: 'aziz@wire.test', password: 'wrong-password' }, expect: 422 })
    citizenTokens.aziz = (
      await post('/api/v1/login', { json: { email: 'aziz@wire.test', password: PASSWORD }, expect: 200 })
    ).body.data.token
    await get('/api/v1/user', { token: citizenTokens.aziz, expect: 200 })
    await get('/api/v1/user', { token: tokens.operator, expect: 200 })
    await get('/api/v1/user', { expect: 401 })
    await put('/api/v1/user', {
      token: citizenTokens.aziz,
      json: { name: 'Aziz R.', phone: '+998935551122' },
      expect: 200,
    })
    await put('/api/v1/user', { token: tokens.operator, json: { name: 'Wire operator' }, expect: 200 })
    await put('/api/v1/user', { token: citizenTokens.aziz, json: { phone: '123', password: 'short' }, expect: 422 })
    await get(`/api/v1/user/${account.id}`, { token: citizenTokens.aziz, expect: 200 })
    await get(`/api/v1/user/${account.id}`, { token: tokens.admin, expect: 200 })
    await get(`/api/v1/user/${account.id}`, { token: tokens.editor, expect: 403 })
    await get(`/api/v1/user/${UNKNOWN}`, { token: tokens.operator, expect: 404 })
    await get(`/api/v1/user/${UNKNOWN}`, { token: citizenTokens.aziz, expect: 403 })
    await del('/api/v1/user', { token: tokens.admin, json: { password: PASSWORD }, expect: 403 })
    await del('/api/v1/user', { token: citizenTokens.aziz, json: { password: 'wrong-password' }, expect: 422 })
    await patch('/api/v1/user', { token: citizenTokens.aziz, json: {}, expect: 200 })
    await del('/api/v1/user', { token: citizenTokens.aziz, json: { password: PASSWORD }, expect: 204 })
    await get('/api/v1/user', { token: citizenTokens.aziz, expect: 401 })
    await post('/api/v1/logout', { token: tokens.operator, expect: 204 })
    await post('/api/v1/logout', { token: tokens.operator, expect: 401 })
  }, 60_000)

  it('staff accounts', async () => {
    const base = '/api/v1/admin/users'
    const superAdmin = tokens.super_admin
    await get(base, { token: superAdmin, expect: 200 })
    await get(`${base}?filter[role]=editor&filter[status]=1&filter[search]=wire&sort=-email`, {
      token: superAdmin,
      expect: 200,
    })
    await get(`${base}?filter[unknown]=1`, { token: superAdmin, expect: 400 })
    await get(base, { token: tokens.admin, expect: 403 })
    await get(base, { expect: 401 })
    await get(`${base}/${users.editor.id}`, { token: superAdmin, expect: 200 })
    await get(`${base}/${UNKNOWN}`, { token: superAdmin, expect: 404 })
    const created = await post(base, {
      token: superAdmin,
      json: { name: 'New Editor', email: 'new-editor@wire.test', password: 'long-enough-1', role: 'editor' },
      expect: 201,
    })
    await post(base, {
      token: superAdmin,
      json: { name: 'Again', email: 'NEW-EDITOR@wire.test', password: 'short', role: 'boss', status: 5 },
      expect: 422,
    })
    await post(base, {
      token: tokens.admin,
      json: { name: 'X', email: 'x@wire.test', password: 'long-enough-1', role: 'editor' },
      expect: 403,
    })
    const id = Number(created.body.data.id)
    await put(`${base}/${id}`, { token: superAdmin, json: { role: 'operator', status: 0 }, expect: 200 })
    await patch(`${base}/${id}`, { token: superAdmin, json: { name: 'Renamed Editor' }, expect: 200 })
    await put(`${base}/${users.super_admin.id}`, { token: superAdmin, json: { role: 'admin' }, expect: 409 })
    await del(`${base}/${users.super_admin.id}`, { token: superAdmin, expect: 409 })
    await del(`${base}/${id}`, { token: superAdmin, expect: 204 })
    await del(`${base}/${id}`, { token: superAdmin, expect: 404 })
  }, 60_000)

  it('the audit log', async () => {
    const base = '/api/v1/admin/audit-logs'
    await get(`${base}?per_page=3`, { token: tokens.admin, expect: 200 })
    await get(`${base}?filter[resource]=users&filter[action]=updated&sort=id&per_page=2`, {
      token: tokens.super_admin,
      expect: 200,
    })
    await get(
      `${base}?filter[user_id]=${users.super_admin.id}&filter[date_from]=2020-01-01&filter[date_to]=2020-01-31`,
      { token: tokens.admin, expect: 200 },
    )
    await get(`${base}?filter[date_from]=yesterday&filter[action]=sneezed`, { token: tokens.admin, expect: 422 })
    await get(`${base}?sort=action`, { token: tokens.admin, expect: 400 })
    await get(base, { token: tokens.editor, expect: 403 })
    await get(base, { expect: 401 })
    await post(base, { token: tokens.admin, json: {}, expect: 405 })
    await get(`${base}/1`, { token: tokens.admin, expect: 404 })
  }, 60_000)

  it('appeals: submit, status lookup, the queue, the workflow', async () => {
    // The operator logged out in the case of /logout: a new session, unrecorded.
    tokens.operator = await tokenOf(users.operator.email)
    const citizen = {
      full_name: 'Dilnoza Karimova',
      phone: '+998901234567',
      region: 'fergana',
      type: 'complaint',
      subject: 'Leasing contract',
      message: 'No answer since March.',
      consent: true,
    }
    const submitted = await post('/api/v1/appeals?lang=ru', {
      json: { ...citizen, email: 'dilnoza@wire.test' },
      expect: 201,
    })
    await post('/api/v1/appeals', {
      json: { full_name: '', phone: '12345', region: 'mars', type: 'wish', consent: false, subject: 'x'.repeat(256) },
      expect: 422,
    })
    await post('/api/v1/appeals', { raw: '{"full_name": ', expect: 400 })
    const withFile = new FormData()
    for (const [key, value] of Object.entries({ ...citizen, consent: '1', subject: 'With a scan' }))
      withFile.set(key, String(value))
    withFile.append('attachments[]', new Blob([files.pdf()], { type: 'application/pdf' }), 'contract.pdf')
    await post('/api/v1/appeals', { form: withFile, expect: 201 })
    const code = submitted.body.data.tracking_code as string
    await get(`/api/v1/appeals/${code}?phone=%2B998901234567`, { expect: 200 })
    await get(`/api/v1/appeals/${code.toLowerCase()}?phone=%2B998901234567&lang=en`, { expect: 200 })
    await get(`/api/v1/appeals/${code}?phone=%2B998900000000`, { expect: 404 })
    await get(`/api/v1/appeals/A20-2222-2222?phone=%2B998901234567`, { expect: 404 })
    await get(`/api/v1/appeals/${code}`, { expect: 422 })

    const base = '/api/v1/admin/appeals'
    const { docs } = await server.payload.find({
      collection: 'appeals',
      where: { trackingCode: { equals: code } },
      ...system,
    })
    const id = Number(docs[0].id)
    // A long overdue appeal, from a fixed date outside the dashboard's 12 months.
    const old = await server.payload.create({
      collection: 'appeals',
      data: {
        ...citizen,
        fullName: 'Rustam Qodirov',
        phone: '+998935551122',
        subject: 'Old appeal',
        type: 'proposal',
      } as never,
      overrideAccess: true,
      context: { skipAudit: true, appealClock: '2020-01-10T09:00:00.000Z' },
    })
    await get(base, { token: tokens.operator, expect: 200 })
    await get(`${base}?filter[overdue]=1&sort=due_at`, { token: tokens.admin, expect: 200 })
    await get(
      `${base}?filter[status]=new&filter[region]=fergana&filter[type]=complaint&filter[search]=leasing&sort=-id`,
      { token: tokens.super_admin, expect: 200 },
    )
    await get(`${base}?filter[status]=lost&filter[overdue]=maybe`, { token: tokens.operator, expect: 422 })
    await get(`${base}?filter[unknown]=1`, { token: tokens.operator, expect: 400 })
    await get(base, { expect: 401 })
    await get(base, { token: tokens.editor, expect: 403 })
    await get(`${base}/${id}`, { token: tokens.operator, expect: 200 })
    await get(`${base}/${UNKNOWN}`, { token: tokens.operator, expect: 404 })
    await get(`${base}/${id}`, { token: tokens.editor, expect: 403 })
    await put(`${base}/${id}`, { token: tokens.operator, json: { status: 'answered' }, expect: 422 })
    await put(`${base}/${id}`, {
      token: tokens.operator,
      json: { status: 'in_progress', assignee_id: users.operator.id, internal_note: 'To the leasing department.' },
      expect: 200,
    })
    await put(`${base}/${id}`, { token: tokens.operator, json: { due_at: '2099-01-01T00:00:00Z' }, expect: 422 })
    await put(`${base}/${id}`, {
      token: tokens.operator,
      json: { assignee_id: users.editor.id, status: 'new' },
      expect: 422,
    })
    await put(`${base}/${old.id}`, {
      token: tokens.admin,
      json: { status: 'rejected', answer: 'Forwarded to the regional office.' },
      expect: 200,
    })
    await patch(`${base}/${id}`, {
      token: tokens.operator,
      json: { status: 'answered', answer: 'The contract is signed.' },
      expect: 200,
    })
    await put(`${base}/${id}`, { token: tokens.operator, json: { status: 'in_progress' }, expect: 422 })
    await put(`${base}/${UNKNOWN}`, { token: tokens.operator, json: { internal_note: 'x' }, expect: 404 })
    await put(`${base}/${id}`, { json: { internal_note: 'x' }, expect: 401 })
    await put(`${base}/${id}`, { token: tokens.editor, json: { internal_note: 'x' }, expect: 403 })
    await post(base, { token: tokens.operator, json: {}, expect: 405 })
    await del(`${base}/${id}`, { token: tokens.super_admin, expect: 405 })
  }, 60_000)

  it('the dashboard', async () => {
    await get('/api/v1/admin/dashboard', { token: tokens.admin, expect: 200 })
    await get('/api/v1/admin/dashboard', { token: tokens.operator, expect: 200 })
    await get('/api/v1/admin/dashboard', { token: tokens.editor, expect: 403 })
    await get('/api/v1/admin/dashboard', { expect: 401 })
  })

  it('search', async () => {
    await get('/api/v1/search?q=kredit', { expect: 200 })
    await get('/api/v1/search?q=%D0%BA%D1%80%D0%B5%D0%B4%D0%B8%D1%82&type=programs,faqs&per_page=2', { expect: 200 })
    await get('/api/v1/search?q=credit&lang=en', { expect: 200 })
    await get('/api/v1/search?q=k&type=appeals&per_page=101', { expect: 422 })
    await get('/api/v1/search', { expect: 422 })
  })

  it('the assistant: knowledge, a visitor’s conversation, the operators’ side', async () => {
    const knowledge = '/api/v1/admin/assistant/knowledge'
    await get(knowledge, { token: tokens.operator, expect: 200 })
    const entry = {
      question: {
        uz: 'Lizing uchun qanday hujjatlar kerak?',
        ru: 'Какие документы нужны для лизинга?',
        en: 'Which documents does leasing need?',
      },
      answer: {
        uz: 'Ariza, pasport va yer hujjati.',
        ru: 'Заявление, паспорт и документ на землю.',
        en: 'An application, a passport and the land title.',
      },
      keywords: ['lizing', 'лизинг', 'hujjat', 'документы', 'leasing'],
    }
    const stored = await put(knowledge, {
      token: tokens.admin,
      json: { greeting: { uz: 'Salom!', ru: 'Здравствуйте!' }, handoff_threshold: 0.4, entries: [entry] },
      expect: 200,
    })
    await put(knowledge, {
      token: tokens.admin,
      json: { handoff_threshold: 2, entries: [{ id: UNKNOWN, question: { ru: 'x' }, answer: {}, keywords: 'x' }] },
      expect: 422,
    })
    await put(knowledge, {
      token: tokens.operator,
      json: { entries: [{ ...entry, id: stored.body.data.entries[0].id, keywords: ['lizing', 'hujjatlar'] }] },
      expect: 200,
    })
    await get(knowledge, { expect: 401 })
    await get(knowledge, { token: tokens.editor, expect: 403 })

    const messages = '/api/v1/assistant/messages'
    const first = await post(messages, {
      json: { message: 'Lizing uchun qanday hujjatlar kerak?', lang: 'uz' },
      expect: 200,
    })
    const token = first.body.data.session_token as string
    await post(messages, { json: { session_token: token, message: 'Operator bilan gaplashmoqchiman' }, expect: 200 })
    await post(messages, { json: { session_token: token, message: 'Kutyapman' }, expect: 200 })
    await post(messages, { json: { session_token: 'x'.repeat(43), message: 'Salom' }, expect: 422 })
    await post(messages, { json: { message: '', lang: 'fr' }, expect: 422 })
    await post(messages, { json: { message: 'x'.repeat(2001) }, expect: 422 })
    const visitor = await get(`/api/v1/assistant/sessions/${token}`, { expect: 200 })
    const lastSeen = visitor.body.data.messages[1].id as number
    await get(`/api/v1/assistant/sessions/${token}?after=${lastSeen}`, { expect: 200 })
    await get(`/api/v1/assistant/sessions/${token}?after=soon`, { expect: 422 })
    await get(`/api/v1/assistant/sessions/${'y'.repeat(43)}`, { expect: 404 })

    const sessions = '/api/v1/admin/assistant/sessions'
    await post(messages, { json: { message: 'Какие документы нужны для лизинга?', lang: 'ru' }, expect: 200 })
    const list = await get(sessions, { token: tokens.operator, expect: 200 })
    await get(`${sessions}?filter[status]=waiting&filter[lang]=uz&sort=id`, { token: tokens.admin, expect: 200 })
    await get(`${sessions}?filter[status]=lost`, { token: tokens.operator, expect: 422 })
    await get(sessions, { expect: 401 })
    await get(sessions, { token: tokens.editor, expect: 403 })
    const waiting = (list.body.data as { id: number; status: string }[]).find(
      (session) => session.status === 'waiting',
    )!.id
    await get(`${sessions}/${waiting}`, { token: tokens.operator, expect: 200 })
    await get(`${sessions}/${UNKNOWN}`, { token: tokens.operator, expect: 404 })
    await post(`${sessions}/${waiting}/messages`, {
      token: tokens.operator,
      json: { message: 'Assalomu alaykum! Savolingizni yozing.' },
      expect: 201,
    })
    await post(`${sessions}/${waiting}/messages`, { token: tokens.operator, json: { message: '' }, expect: 422 })
    await post(messages, { json: { session_token: token, message: 'Rahmat' }, expect: 200 })
    await post(`${sessions}/${waiting}/release`, { token: tokens.operator, expect: 200 })
    await post(`${sessions}/${UNKNOWN}/release`, { token: tokens.operator, expect: 404 })
    await post(`${sessions}/${waiting}/release`, { token: tokens.editor, expect: 403 })
    await del(`${sessions}/${waiting}`, { token: tokens.admin, expect: 204 })
    await del(`${sessions}/${waiting}`, { token: tokens.admin, expect: 404 })
    await get(`/api/v1/assistant/sessions/${token}`, { expect: 404 })
  }, 60_000)

  it('every route has recorded cases, and the answers match the committed snapshot', async () => {
    const recorded = new Set(cases.map((c) => c.route))
    const declared = routes.map((route) => `${route.method} ${route.path}`)
    expect(declared.length).toBe(124)
    expect(
      declared.filter((route) => !recorded.has(route)),
      'routes without a recorded case',
    ).toEqual([])
    await expect(JSON.stringify(cases, null, 2) + '\n').toMatchFileSnapshot('./__snapshots__/wire-snapshot.json')
  }, 60_000)
})
