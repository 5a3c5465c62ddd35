import type { Payload, PayloadRequest, TypedUser, Where } from 'payload'
import { createLocalReq } from 'payload'
import { PREFERENCE_KEYS } from 'payload/shared'
import { BadRequest, Forbidden } from '../core/errors.js'
import { collectionOf, isCollectionSlug, isValidId } from './fields.js'

/**
 * Payload's bookkeeping collections let any signed-in account write: an operator could lock a program (so editors
 * cannot save it) or file preferences under any key. Through the REST API (the admin UI's way to them) a lock is
 * only for a record the caller may edit, and a preference only under the keys the admin UI uses, for what the caller
 * may reach: list settings of a collection it may read, document settings of a record it may edit.
 */
export const LOCKS = 'payload-locked-documents'
export const PREFERENCES = 'payload-preferences'

const ACCOUNT_KEYS = new Set<string>([
  PREFERENCE_KEYS.NAV,
  PREFERENCE_KEYS.DASHBOARD_LAYOUT,
  PREFERENCE_KEYS.BROWSE_BY_FOLDER,
  'locale',
])

type Access = (args: { req: PayloadRequest; id?: number | string; data?: unknown }) => unknown

async function mayEditRecord(payload: Payload, req: PayloadRequest, slug: string, id: string): Promise<boolean> {
  if (!isCollectionSlug(payload, slug) || slug === LOCKS || slug === PREFERENCES || !isValidId(id)) return false
  const { config } = payload.collections[slug]
  const result = await (config.access.update as Access)({ req, id: Number(id) })
  if (!result) return false
  const where = result === true ? {} : (result as Where)
  const { totalDocs } = await payload.count({
    collection: slug,
    where: { and: [{ id: { equals: Number(id) } }, where] },
    overrideAccess: true,
  })
  return totalDocs > 0
}

async function mayEditGlobal(payload: Payload, req: PayloadRequest, slug: string): Promise<boolean> {
  const global = payload.globals.config.find((candidate) => candidate.slug === slug)
  return Boolean(global && (await (global.access.update as Access)({ req })))
}

async function mayReadCollection(payload: Payload, req: PayloadRequest, slug: string): Promise<boolean> {
  const config = collectionOf(payload, slug)?.config
  if (!config || slug === LOCKS || slug === PREFERENCES) return false
  return Boolean(await (config.access.read as Access)({ req }))
}

/** Whether the caller may keep a preference under this key (the admin UI's own key shapes only). */
async function mayKeepPreference(payload: Payload, req: PayloadRequest, key: string): Promise<boolean> {
  if (ACCOUNT_KEYS.has(key)) return true
  if (key.startsWith('global-')) return mayEditGlobal(payload, req, key.slice('global-'.length))
  // Slugs hold dashes: the longest slug that fits decides between `collection-<slug>` and `collection-<slug>-<id>`.
  const slugs = Object.keys(payload.collections).sort((a, b) => b.length - a.length)
  for (const slug of slugs) {
    if (key === `collection-${slug}`) return mayReadCollection(payload, req, slug)
    if (key.startsWith(`collection-${slug}-`))
      return mayEditRecord(payload, req, slug, key.slice(`collection-${slug}-`.length))
    if (key.startsWith(`${slug}-edit-`)) return mayEditRecord(payload, req, slug, key.slice(`${slug}-edit-`.length))
  }
  return false
}

interface LockTarget {
  document?: { relationTo?: unknown; value?: unknown } | null
  globalSlug?: unknown
  user?: unknown
}

/** A lock names its record as {relationTo, value} (or a global by slug) and its holder; the holder is the caller. */
async function mayHoldLock(
  payload: Payload,
  req: PayloadRequest,
  caller: TypedUser,
  lock: LockTarget,
  wrote: LockTarget,
): Promise<boolean> {
  if (wrote.user !== undefined) {
    const holder =
      typeof wrote.user === 'object' && wrote.user !== null
        ? (wrote.user as { value?: unknown; relationTo?: unknown })
        : { value: wrote.user }
    if (
      String(holder.value) !== String(caller.id) ||
      (holder.relationTo !== undefined && holder.relationTo !== 'users')
    )
      return false
  }
  const document = wrote.document ?? lock.document
  const globalSlug = wrote.globalSlug ?? lock.globalSlug
  if (document && typeof document === 'object') {
    const value =
      typeof document.value === 'object' && document.value !== null
        ? (document.value as { id?: unknown }).id
        : document.value
    return mayEditRecord(payload, req, String(document.relationTo), String(value))
  }
  if (typeof globalSlug === 'string') return mayEditGlobal(payload, req, globalSlug)
  return false
}

const parseJson = (body: Buffer | undefined, type: string | undefined): Record<string, unknown> => {
  if (!body || body.length === 0) return {}
  let text = body.toString('utf8')
  if (type?.includes('multipart/')) throw new BadRequest('Send these records as JSON.')
  if (type?.includes('x-www-form-urlencoded')) text = new URLSearchParams(text).get('_payload') ?? '{}'
  try {
    const data = JSON.parse(text) as unknown
    return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {}
  } catch {
    throw new BadRequest('Malformed JSON.')
  }
}

/**
 * Refuses (403) a write of a lock or a preference the caller may not make. `rest` is the path below the collection
 * (`/12`, `/collection-programs`); reads are left to Payload's own access (the caller's own records).
 */
export async function guardInternalWrite(
  payload: Payload,
  caller: TypedUser,
  slug: string,
  method: string,
  rest: string[],
  body: Buffer | undefined,
  type: string | undefined,
): Promise<void> {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return
  const req = await createLocalReq({ user: caller }, payload)
  const single = rest.length === 1 ? rest[0] : undefined
  if (slug === PREFERENCES) {
    // The admin UI writes preferences only as POST/DELETE /payload-preferences/<key>.
    if (
      (method === 'POST' || method === 'DELETE') &&
      single !== undefined &&
      (await mayKeepPreference(payload, req, single))
    )
      return
    throw new Forbidden()
  }
  const wrote = parseJson(body, type) as LockTarget
  if (method === 'POST' && rest.length === 0) {
    if (await mayHoldLock(payload, req, caller, {}, { ...wrote, user: wrote.user ?? caller.id })) return
    throw new Forbidden()
  }
  if ((method === 'PATCH' || method === 'DELETE') && single !== undefined && isValidId(single)) {
    const lock = await payload.findByID({
      collection: LOCKS,
      id: Number(single),
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
    // A lock that is gone: Payload answers its own 404.
    if (!lock || (await mayHoldLock(payload, req, caller, lock as LockTarget, method === 'PATCH' ? wrote : {}))) return
  }
  throw new Forbidden()
}
