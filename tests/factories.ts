import type { CollectionSlug, Payload } from 'payload'
import type { Role } from '../src/access/roles.js'
import { locales } from '../src/config/locales.js'
import { htmlToLexical } from '../src/richtext/lexical.js'
import type { Client } from './support/http.js'
import { files } from './support/files.js'

/**
 * Test data goes in through the Local API as a system call (the calls under test are the HTTP ones). Every factory
 * takes Payload's field names as overrides and makes names unique, so tests never depend on each other's rows.
 */
const system = { overrideAccess: true, context: { skipAudit: true } } as const

let sequence = 0
/** A short tag unique within the run, for names, slugs and search terms. */
export const uniqueTag = () => `${Date.now().toString(36)}-${++sequence}`
const next = uniqueTag

type Overrides = Record<string, unknown>

/** One create in every locale at once, for collections whose hooks allow `locale: 'all'`. */
const createIn = <C extends CollectionSlug>(payload: Payload, collection: C, data: Overrides) =>
  payload.create({ collection, locale: 'all' as never, data: data as never, ...system })

export async function createStaff(payload: Payload, role: Role, overrides: Overrides = {}) {
  const email = `${role}-${next()}@example.com`
  const password = 'correct-horse-battery'
  const user = await payload.create({
    collection: 'users',
    data: { email, password, name: `Test ${role}`, role, status: '1', ...overrides } as never,
    ...system,
  })
  return { user, email, password }
}

/** Logs in over HTTP and returns the bearer token. */
export async function tokenFor(api: Client, credentials: { email: string; password: string }): Promise<string> {
  const response = await api.post('/api/v1/admin/auth/login', { body: credentials })
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${response.text}`)
  return response.body.data.token
}

/** One token per role, for access matrices. */
export async function staffTokens(payload: Payload, api: Client) {
  const tokens = {} as Record<Role, string>
  for (const role of ['super_admin', 'admin', 'editor', 'operator'] as Role[]) {
    tokens[role] = await tokenFor(api, await createStaff(payload, role))
  }
  return tokens
}

/** A citizen's account, verified unless the overrides say otherwise (`emailVerifiedAt: null`). */
export async function createClient(payload: Payload, overrides: Overrides = {}) {
  const email = `client-${next()}@example.com`
  const password = 'correct-horse-battery'
  const client = await payload.create({
    collection: 'clients',
    data: {
      name: 'Test Client',
      email,
      password,
      status: '1',
      language: 'uz',
      emailVerifiedAt: new Date().toISOString(),
      ...overrides,
    } as never,
    ...system,
  })
  return { client, email, password }
}

/** A citizen's bearer token, from a login over HTTP (POST /api/v1/client/login) of a new verified account. */
export async function clientToken(payload: Payload, api: Client): Promise<string> {
  const { email, password } = await createClient(payload)
  const response = await api.post('/api/v1/client/login', { body: { email, password } })
  if (response.status !== 200) throw new Error(`client login failed: ${response.status} ${response.text}`)
  return response.body.data.token
}

export const createProgramSector = (payload: Payload, overrides: Overrides = {}) =>
  createIn(payload, 'program-sectors', {
    name: { uz: `Soha ${next()}`, ru: `Отрасль ${next()}` },
    slug: `sector-${next()}`,
    status: '1',
    sortOrder: 0,
    ...overrides,
  })

export const createProgram = (payload: Payload, overrides: Overrides = {}) =>
  createIn(payload, 'programs', {
    title: { uz: `Dastur ${next()}`, ru: `Программа ${next()}`, en: `Program ${next()}` },
    slug: `program-${next()}`,
    sector: 'cotton',
    kind: 'credit',
    status: '1',
    sortOrder: 0,
    ...overrides,
  })

/** A document type with this code, created once. */
export async function ensureDocumentType(payload: Payload, code = 'decree', overrides: Overrides = {}) {
  const { docs } = await payload.find({
    collection: 'document-types',
    where: { code: { equals: code } },
    limit: 1,
    overrideAccess: true,
  })
  if (docs[0]) return docs[0]
  return createIn(payload, 'document-types', {
    code,
    name: { uz: `Tur ${code}`, ru: `Тип ${code}`, en: `Type ${code}` },
    status: '1',
    sortOrder: 0,
    ...overrides,
  })
}

/** A document type with a fresh code. */
export const createDocumentType = (payload: Payload, overrides: Overrides = {}) =>
  ensureDocumentType(payload, `type-${next()}`, overrides)

export async function createLegalDocument(payload: Payload, overrides: Overrides = {}) {
  await ensureDocumentType(payload, typeof overrides.docType === 'string' ? overrides.docType : 'decree')
  return createIn(payload, 'legal-documents', {
    title: { uz: `Qaror ${next()}`, ru: `Постановление ${next()}` },
    number: `PQ-${next()}`,
    docType: 'decree',
    relevance: 'high',
    state: 'in_force',
    adoptedOn: '2024-03-01T00:00:00.000Z',
    status: '1',
    sortOrder: 0,
    ...overrides,
  })
}

/**
 * A staff unit, one locale at a time, as an editor writes one (the create in uz, then an update per other language):
 * each save derives that language's path of names.
 */
export async function createStaffUnit(payload: Payload, overrides: Overrides = {}) {
  const localized = new Set(['name', 'headName'])
  const data: Overrides = {
    name: { uz: `Bo‘lim ${next()}`, ru: `Отдел ${next()}` },
    status: '1',
    sortOrder: 0,
    ...overrides,
  }
  const inLocale = (locale: string) =>
    Object.fromEntries(
      Object.entries(data).flatMap(([key, value]): [string, unknown][] => {
        if (!localized.has(key)) return locale === locales[0] ? [[key, value]] : []
        return value && typeof value === 'object' && locale in value ? [[key, (value as Overrides)[locale]]] : []
      }),
    )
  const unit = await payload.create({
    collection: 'staff-units',
    locale: locales[0],
    data: inLocale(locales[0]) as never,
    ...system,
  })
  for (const locale of locales.slice(1)) {
    const values = inLocale(locale)
    if (Object.keys(values).length > 0)
      await payload.update({ collection: 'staff-units', id: unit.id, locale, data: values as never, ...system })
  }
  return unit
}

export const createManager = (payload: Payload, overrides: Overrides = {}) =>
  createIn(payload, 'management', {
    fullName: { uz: `Rahbar ${next()}`, ru: `Руководитель ${next()}` },
    position: { uz: 'Direktor', ru: 'Директор' },
    status: '1',
    sortOrder: 0,
    ...overrides,
  })

export const createMilestone = (payload: Payload, overrides: Overrides = {}) =>
  createIn(payload, 'history', {
    year: 2010,
    title: { uz: `Bosqich ${next()}`, ru: `Веха ${next()}` },
    status: '1',
    sortOrder: 0,
    ...overrides,
  })

export const createOpenDataset = (payload: Payload, overrides: Overrides = {}) =>
  createIn(payload, 'open-data', {
    title: { uz: `Ma’lumot ${next()}`, ru: `Данные ${next()}` },
    format: 'csv',
    externalUrl: 'https://data.example.uz/set.csv',
    status: '1',
    sortOrder: 0,
    ...overrides,
  })

export const createPhotoGallery = (payload: Payload, overrides: Overrides = {}) =>
  createIn(payload, 'photo-galleries', {
    title: { uz: `Galereya ${next()}`, ru: `Галерея ${next()}` },
    status: '1',
    sortOrder: 0,
    ...overrides,
  })

export const YOUTUBE_URL = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'

export const createVideo = (payload: Payload, overrides: Overrides = {}) =>
  createIn(payload, 'video-galleries', {
    title: { uz: `Video ${next()}`, ru: `Видео ${next()}` },
    videoUrl: YOUTUBE_URL,
    status: '1',
    sortOrder: 0,
    ...overrides,
  })

/** Rich text given as HTML per locale, as the Lexical states the admin UI would store. */
const lexicalByLocale = async (payload: Payload, html: Record<string, string>) =>
  Object.fromEntries(
    await Promise.all(Object.entries(html).map(async ([locale, text]) => [locale, await htmlToLexical(text, payload)])),
  )

export const createNewsCategory = (payload: Payload, overrides: Overrides = {}) =>
  createIn(payload, 'news-categories', {
    name: { uz: `Rukn ${next()}`, ru: `Рубрика ${next()}` },
    slug: `category-${next()}`,
    status: '1',
    sortOrder: 0,
    ...overrides,
  })

/** A moment `minutes` from now (negative: in the past), as Payload stores it. */
export const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString()

/** A post, public by default (active, published an hour ago); `body` given as HTML per locale. */
export async function createPost(payload: Payload, overrides: Overrides & { body?: Record<string, string> } = {}) {
  const { body, ...rest } = overrides
  const lexical = body ? await lexicalByLocale(payload, body) : undefined
  return createIn(payload, 'posts', {
    title: { uz: `Yangilik ${next()}`, ru: `Новость ${next()}`, en: `News ${next()}` },
    slug: `post-${next()}`,
    status: '1',
    publishedAt: minutesFromNow(-60),
    ...(lexical ? { body: lexical } : {}),
    ...rest,
  })
}

export interface FaqSeed {
  question?: Record<string, string | null>
  /** HTML per locale, converted to Lexical as the admin UI would store it. */
  answer?: Record<string, string>
  category?: Record<string, string | null>
  status?: '1' | '0'
  sortOrder?: number
}

/** A question and answer (managed in the admin UI only, so no API writes them). */
export async function createFaq(payload: Payload, seed: FaqSeed = {}) {
  const answer = await lexicalByLocale(payload, seed.answer ?? { uz: '<p>Javob</p>' })
  return createIn(payload, 'faqs', {
    question: seed.question ?? { uz: `Savol ${next()}?` },
    answer,
    category: seed.category ?? {},
    status: seed.status ?? '1',
    sortOrder: seed.sortOrder ?? 0,
  })
}

type ReceptionByLocale = Partial<Record<string, Record<string, unknown>>>

/** The citizen-reception settings (a global), one locale at a time as the admin UI writes them; `notes` given as HTML. */
export async function setCitizenReception(payload: Payload, shared: Overrides, byLocale: ReceptionByLocale = {}) {
  const inLocale = async (data: Overrides = {}) => {
    const { notes, ...rest } = data
    return notes === undefined
      ? rest
      : { ...rest, notes: notes === null ? null : await htmlToLexical(String(notes), payload) }
  }
  await payload.updateGlobal({
    slug: 'citizen-reception',
    locale: locales[0],
    data: { ...shared, ...(await inLocale(byLocale[locales[0]])) } as never,
    ...system,
  })
  for (const locale of locales.slice(1)) {
    if (byLocale[locale])
      await payload.updateGlobal({
        slug: 'citizen-reception',
        locale,
        data: (await inLocale(byLocale[locale])) as never,
        ...system,
      })
  }
}

/** Empty reception settings and no management, so a test states all the reception data it reads. */
export async function resetCitizenReception(payload: Payload) {
  const { docs } = await payload.find({ collection: 'management', pagination: false, depth: 0, ...system })
  for (const member of docs) await payload.delete({ collection: 'management', id: member.id, ...system })
  const empty = { address: null, workingHours: null, notes: null }
  await setCitizenReception(
    payload,
    { phone: null, email: null, helpline: null, map: { lat: null, lng: null } },
    Object.fromEntries(locales.map((locale) => [locale, empty])),
  )
}

/** A minimal Lexical document of one paragraph, as the admin UI stores rich text. */
export function lexicalParagraph(text: string) {
  const node = { version: 1, direction: 'ltr', format: '', indent: 0 }
  return {
    root: {
      ...node,
      type: 'root',
      children: [
        {
          ...node,
          type: 'paragraph',
          textFormat: 0,
          children: [{ type: 'text', version: 1, text, detail: 0, format: 0, mode: 'normal', style: '' }],
        },
      ],
    },
  }
}

/** The audit entries of a resource record, newest last. */
export async function auditEntries(payload: Payload, resource: string, resourceId?: number) {
  const { docs } = await payload.find({
    collection: 'audit-logs',
    where: {
      and: [
        { resource: { equals: resource } },
        ...(resourceId === undefined ? [] : [{ resourceId: { equals: resourceId } }]),
      ],
    },
    sort: 'id',
    pagination: false,
    overrideAccess: true,
  })
  return docs as unknown as {
    action: string
    changes: Record<string, { old: unknown; new: unknown }>
    user: unknown
    ip: string | null
    userAgent: string | null
  }[]
}

const mimeTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
  csv: 'text/csv',
  txt: 'text/plain',
}

/** A file in the media library; its type follows the name's extension. */
export function createMedia(payload: Payload, name: string, data: Buffer) {
  const mimetype = mimeTypes[name.split('.').pop()!.toLowerCase()] ?? 'application/octet-stream'
  return payload.create({ collection: 'media', data: {}, file: { data, mimetype, name, size: data.length }, ...system })
}

/** A JPEG in the media library (with its sizes and WebP versions). */
export const createImage = async (payload: Payload, name = 'photo.jpg') =>
  createMedia(payload, name, await files.jpeg())

/** A PDF in the media library. */
export const createPdf = (payload: Payload, name = 'qaror.pdf') => createMedia(payload, name, files.pdf())

/**
 * An appeal as a citizen would have submitted it (status new, 15-day term from its creation); `submittedAt` backdates
 * it (the seed's clock: its history and term follow), e.g. to make it overdue.
 */
export async function createAppeal(payload: Payload, overrides: Overrides = {}, submittedAt?: Date) {
  return payload.create({
    collection: 'appeals',
    data: {
      fullName: 'Aziz Karimov',
      phone: '+998901234567',
      region: 'tashkent_city',
      type: 'application',
      subject: `Subsidy question ${next()}`,
      message: 'When will the subsidy for drip irrigation be paid?',
      consent: true,
      ...overrides,
    } as never,
    overrideAccess: true,
    context: { skipAudit: true, ...(submittedAt ? { appealClock: submittedAt.toISOString() } : {}) },
  })
}
