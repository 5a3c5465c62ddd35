import type { Endpoint, PayloadHandler } from 'payload'
import { parseRecordId } from '../core/ids.js'
import { versionTag } from './versionTag.js'

/** What the admin UI's save shows when the record was saved since the editor opened it (src/admin/concurrency/). */
export interface LatestChange {
  /** The record's current version tag (what a save must name to overwrite knowingly). */
  etag: string | null
  updatedAt: string | null
  /** Who saved the current version: the audit entry of that save (name and email), null when none is recorded. */
  editor: string | null
  /** The record as the edit view reads it: this locale, no fallback, no joins. */
  doc: Record<string, unknown>
}

const notFound = () => Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })

/**
 * GET /api/<collection>/:id/latest-change?locale=uz: the current version of a record the caller may read, and who
 * saved it. Anonymous callers, and records the caller may not read, get Payload's 401/404.
 */
const latestChange: PayloadHandler = async (req) => {
  if (!req.user) return Response.json({ errors: [{ message: 'Unauthorized' }] }, { status: 401 })
  const slug = req.routeParams?.collection ?? ''
  const collection = req.payload.collections[slug as never]
  const id = parseRecordId(req.routeParams?.id)
  if (!collection || id === null) return notFound()
  // The slug comes from the route (any collection this endpoint is on): Payload's types resolve no record type for it.
  const doc = (await req.payload.findByID({
    collection: slug as never,
    id,
    depth: 0,
    locale: req.locale ?? undefined,
    fallbackLocale: false,
    user: req.user,
    overrideAccess: false,
    disableErrors: true,
    req,
  })) as Record<string, unknown> | null
  if (!doc) return notFound()
  const updatedAt = typeof doc.updatedAt === 'string' ? doc.updatedAt : null
  // The audit entry of the current version's save is the first one written at or after its timestamp. Read past the
  // trail's own access (auditors only): it names only who saved a record the caller may read, as Payload's lock
  // dialog names who holds it.
  const entries = updatedAt
    ? await req.payload.find({
        collection: 'audit-logs',
        where: {
          and: [
            { resource: { equals: slug } },
            { resourceId: { equals: id } },
            { createdAt: { greater_than_equal: updatedAt } },
          ],
        },
        sort: 'createdAt',
        limit: 1,
        depth: 0,
        pagination: false,
        select: { userName: true, userEmail: true },
        req,
      })
    : { docs: [] }
  const entry = entries.docs[0] as { userName?: string | null; userEmail?: string | null } | undefined
  const editor = entry
    ? entry.userName
      ? `${entry.userName}${entry.userEmail ? ` <${entry.userEmail}>` : ''}`
      : (entry.userEmail ?? null)
    : null
  const body: LatestChange = { etag: versionTag(id, updatedAt), updatedAt, editor, doc }
  return Response.json(body, { headers: { 'Cache-Control': 'no-store' } })
}

/**
 * POST /api/<collection>/:id/release-lock: drops the caller's own lock on the record, if any (204 either way). The
 * admin UI sends it as its tab closes (src/admin/concurrency/releaseLockOnClose.ts); locks held by others stay.
 */
const releaseLock: PayloadHandler = async (req) => {
  if (!req.user) return Response.json({ errors: [{ message: 'Unauthorized' }] }, { status: 401 })
  const slug = req.routeParams?.collection ?? ''
  const id = parseRecordId(req.routeParams?.id)
  if (!req.payload.collections[slug as never] || id === null) return notFound()
  // A system write past the lock records' access: the where clause names the caller's own locks only.
  await req.payload.delete({
    collection: 'payload-locked-documents',
    where: {
      and: [
        { 'document.relationTo': { equals: slug } },
        { 'document.value': { equals: id } },
        { 'user.relationTo': { equals: req.user.collection } },
        { 'user.value': { equals: req.user.id } },
      ],
    },
    overrideAccess: true,
    req,
  })
  return new Response(null, { status: 204 })
}

export const latestChangeEndpoints = (): Endpoint[] => [
  { path: '/:id/latest-change', method: 'get', handler: latestChange },
  { path: '/:id/release-lock', method: 'post', handler: releaseLock },
]
