import type { CollectionSlug, Payload } from 'payload'
import { expect } from 'vitest'
import { newSessionToken } from '../../src/assistant/conversation.js'
import { ASSISTANT_SYSTEM } from '../../src/assistant/vocabulary.js'
import { TRACKING_CODE } from '../../src/appeals/trackingCode.js'
import { adminDepthOf } from '../../src/api/records.js'
import type { ResourceDef } from '../../src/api/resource.js'
import type { DocOf } from '../../src/api/wire.js'
import { publicCacheOf } from '../../src/cache/publicCache.js'
import type { Locale } from '../../src/config/locales.js'
import {
  createAppeal,
  createDocumentType,
  createFaq,
  createLegalDocument,
  createManager,
  createMilestone,
  createNewsCategory,
  createOpenDataset,
  createPhotoGallery,
  createPost,
  createProgram,
  createProgramSector,
  createStaff,
  createStaffUnit,
  createVideo,
} from '../factories.js'
import type { ApiResponse } from './http.js'

/**
 * What the declarations of endpoints/ say an answer looks like, for tests/api/wire-format.test.ts: the keys of admin
 * and public records, the envelopes, the headers. Nothing here knows a resource by name but the record factories.
 */

type Fields = NonNullable<ResourceDef['fields']>

/** The keys of an admin record as the declaration lists them: id, the readable wire fields, the timestamps. */
export const declaredAdminKeys = (fields: Fields, view: 'detail' | 'list'): string[] => [
  'id',
  ...Object.entries(fields)
    .filter(([, field]) => !field.writeOnly && (view === 'detail' || !field.detailOnly))
    .map(([name]) => name),
  'created_at',
  'updated_at',
]

/** A stored record as the admin read loads it (every locale, as deep as the wire fields need). */
export const adminDoc = async (
  payload: Payload,
  resource: ResourceDef,
  id: number | string,
): Promise<DocOf<CollectionSlug>> =>
  (await payload.findByID({
    collection: resource.collection,
    id,
    locale: 'all' as never,
    depth: adminDepthOf(resource.fields ?? {}),
    overrideAccess: true,
  })) as unknown as DocOf<CollectionSlug>

/** The admin record's keys: those of the resource's own `record` when it declares one, else the declared fields'. */
export const adminKeysOf = (resource: ResourceDef, doc: DocOf<CollectionSlug>, view: 'detail' | 'list'): string[] =>
  resource.record ? Object.keys(resource.record(doc)) : declaredAdminKeys(resource.fields ?? {}, view)

/** The keys of a public record: the list's shape, and for the detail the keys `detailShows` adds after them. */
export const publicKeysOf = (resource: ResourceDef, view: 'list' | 'detail'): string[] => {
  const shape = resource.public!
  return Object.keys(view === 'list' ? shape.shows! : { ...shape.shows, ...shape.detailShows })
}

/** Laravel's paginator (src/api/paginator.ts) as the contract writes it. */
export const PAGINATOR = {
  body: ['data', 'links', 'meta'],
  links: ['first', 'last', 'prev', 'next'],
  meta: ['current_page', 'from', 'last_page', 'links', 'path', 'per_page', 'to', 'total'],
  metaLink: ['url', 'label', 'active'],
}

export function expectPaginated(body: Record<string, any>) {
  expect(Object.keys(body)).toEqual(PAGINATOR.body)
  expect(Object.keys(body.links)).toEqual(PAGINATOR.links)
  expect(Object.keys(body.meta)).toEqual(PAGINATOR.meta)
  for (const link of body.meta.links) expect(Object.keys(link)).toEqual(PAGINATOR.metaLink)
}

/** How an answer may be kept: by nobody (a caller's own), by everyone (an anonymous public read), an error. */
export type Caching = 'private' | 'public' | 'counted' | 'error'

/** `Cache-Control` for each kind of answer, with the settings this server runs with. */
export function cacheControl(payload: Payload, caching: Caching): string {
  const { maxAgeSeconds, staleWhileRevalidateSeconds } = publicCacheOf(payload).settings
  return {
    private: 'private, no-store',
    error: 'no-store',
    public: `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${staleWhileRevalidateSeconds}`,
    counted: `public, max-age=${maxAgeSeconds}, s-maxage=0`,
  }[caching]
}

/** A JSON answer's headers: UTF-8 JSON, Content-Language only on localized routes, the caching its kind gets. */
export function expectJsonHeaders(
  payload: Payload,
  response: ApiResponse,
  expected: { language: Locale | null; caching: Caching },
) {
  expect({
    type: response.headers.get('content-type'),
    language: response.headers.get('content-language'),
    cache: response.headers.get('cache-control'),
  }).toEqual({
    type: 'application/json; charset=utf-8',
    language: expected.language,
    cache: cacheControl(payload, expected.caching),
  })
}

/** Tracking codes are random (case-insensitive: a code may be typed in lower case). */
const TRACKING_CODES = new RegExp(TRACKING_CODE.source.replace(/^\^|\$$/g, ''), 'gi')
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/

/** Values that differ between runs, named: the server's address, stored file names, tokens, instants made now. */
export function normalise(value: unknown, serverUrl: string, since: number): unknown {
  if (typeof value === 'string') {
    if (ISO.test(value) && Date.parse(value) >= since - 60_000) return '<time>'
    return (
      value
        .split(serverUrl)
        .join('<server>')
        .replace(/\beyJ[\w-]+\.[\w-]+\.[\w-]+/g, '<token>')
        // Stored file names begin with 32 random hex characters (src/media/names.ts), where a code could match too.
        .replace(/\b[0-9a-f]{32}(?=[-.])/g, '<stored>')
        .replace(TRACKING_CODES, '<tracking code>')
        // An assistant conversation's token: 43 random base64url characters.
        .replace(/(?<![\w-])[\w-]{43}(?![\w-])/g, '<session token>')
    )
  }
  if (Array.isArray(value)) return value.map((item) => normalise(item, serverUrl, since))
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, normalise(item, serverUrl, since)]))
  return value
}

type Factory = (payload: Payload) => Promise<{ id: number | string }>

/** A conversation the operators' side lists (sessions are made by visitors only: a system write stands in). */
const conversation: Factory = async (payload) => {
  const context = { skipAudit: true, [ASSISTANT_SYSTEM]: true }
  const session = await payload.create({
    collection: 'assistant-sessions',
    data: { token: newSessionToken(), status: 'waiting', lang: 'ru', title: 'Нужен оператор' },
    overrideAccess: true,
    context,
  })
  const message = { session: session.id, sender: 'visitor', text: 'Нужен оператор' } as const
  await payload.create({ collection: 'assistant-messages', data: message, overrideAccess: true, context })
  return session
}

/** An audit entry: an audited system write (a sector named by `slug`) makes one; entries are never written directly. */
export async function auditedWrite(payload: Payload, slug = `audited-${Date.now()}`) {
  await payload.create({
    collection: 'program-sectors',
    locale: 'all' as never,
    data: { name: { uz: 'Audit' }, slug, status: '1', sortOrder: 0 } as never,
    overrideAccess: true,
  })
  const { docs } = await payload.find({ collection: 'audit-logs', sort: '-id', limit: 1, overrideAccess: true })
  return docs[0]
}

/** One stored record per resource, public where the resource has a public view, by the resource's name. */
export const recordFactories: Record<string, Factory> = {
  programs: createProgram,
  'program-sectors': createProgramSector,
  'legal-documents': createLegalDocument,
  'document-types': createDocumentType,
  'staff-units': createStaffUnit,
  management: createManager,
  history: createMilestone,
  'open-data': createOpenDataset,
  'photo-galleries': createPhotoGallery,
  'video-galleries': createVideo,
  faqs: createFaq,
  posts: createPost,
  'news-categories': createNewsCategory,
  appeals: (payload) => createAppeal(payload),
  'assistant-sessions': conversation,
  users: async (payload) => (await createStaff(payload, 'editor')).user,
  'audit-logs': (payload) => auditedWrite(payload),
}
