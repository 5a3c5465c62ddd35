import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { create as contentDisposition } from 'content-disposition'
import type { CollectionConfig, CollectionSlug, PayloadRequest, Where } from 'payload'
// Payload's own storage adapters answer ranges with it; the version is pinned by the lockfile.
import { getRangeRequestInfo } from 'payload/internal'
import { withTypeExtension } from './sniff.js'
import { s3Client } from './storage.js'
import { contentTypeOf, imageTypes } from './types.js'

type UploadOptions = Exclude<NonNullable<CollectionConfig['upload']>, boolean>
type FileHandler = NonNullable<UploadOptions['handlers']>[number]

interface StoredRow {
  filename?: string | null
  mimeType?: string | null
  originalName?: string | null
}

/** The original file (not an image size) of this stored name that is not an image: what is downloaded, and as what. */
async function downloadOf(req: PayloadRequest, collection: CollectionSlug, filename: string): Promise<{ mimeType: string; downloadName: string } | null> {
  const { docs } = await req.payload.find({
    collection,
    where: { filename: { equals: filename } } satisfies Where,
    limit: 1,
    pagination: false,
    depth: 0,
    select: { filename: true, mimeType: true, originalName: true },
    // Payload's file route asked the collection's read rule before its handlers run.
    overrideAccess: true,
  })
  const doc = docs[0] as StoredRow | undefined
  if (!doc?.mimeType || doc.mimeType in imageTypes) return null
  return { mimeType: doc.mimeType, downloadName: withTypeExtension(doc.originalName || filename, doc.mimeType) }
}

/** Streams a file of the collection's directory, with ranges, as Payload's own route would, plus its download name. */
async function fromDisk(req: PayloadRequest, upload: UploadOptions, filename: string, mimeType: string, headers: Headers): Promise<Response | undefined> {
  const root = path.resolve(upload.staticDir ?? '')
  const target = path.resolve(root, filename)
  const stats = target.startsWith(root + path.sep) ? await stat(target).catch(() => undefined) : undefined
  // Payload answers a name outside the directory, or a file missing from it, its own way.
  if (!stats?.isFile()) return undefined
  const range = getRangeRequestInfo({ fileSize: stats.size, rangeHeader: req.headers.get('range') })
  for (const [name, value] of Object.entries(range.headers)) headers.set(name, value)
  headers.set('Content-Type', contentTypeOf(mimeType))
  const finish = (answer: Headers) => upload.modifyResponseHeaders?.({ headers: answer }) || answer
  if (range.type === 'invalid') return new Response(null, { status: range.status, headers: finish(headers) })
  const stream = createReadStream(target, range.type === 'partial' ? { start: range.rangeStart, end: range.rangeEnd } : {})
  return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, { status: range.status, headers: finish(headers) })
}

/**
 * Payload's file route (`/api/<collection>/file/<name>`, the admin UI's downloads and an appeal's files) sends a file
 * that is not an image under its original name: files are stored under generated names (src/media/names.ts), which
 * say nothing to whoever saves them. Images and image sizes are shown inline and left to Payload. From the bucket, the
 * S3 adapter's handler, next in line, sends the object with the headers set here.
 */
export const downloadUnderOriginalName =
  (collection: CollectionSlug): FileHandler =>
  // Nothing (undefined) lets the next handler, or Payload itself, answer; Payload's type has no such union.
  (req, { headers, params }) => namedDownload(req, collection, params.filename, headers ?? new Headers()) as Promise<Response>

/** Stored names end in their real type's extension (src/media/normalise.ts): an image's needs no look-up. */
const imageExtensions = new Set(Object.values(imageTypes).flat())

async function namedDownload(req: PayloadRequest, collection: CollectionSlug, filename: string, headers: Headers): Promise<Response | undefined> {
  if (imageExtensions.has(path.extname(filename).slice(1).toLowerCase())) return undefined
  const download = await downloadOf(req, collection, filename)
  if (!download) return undefined
  // The header Express's res.attachment writes for /media downloads (RFC 6266, with filename* beyond ASCII).
  headers.set('Content-Disposition', contentDisposition(download.downloadName))
  if (s3Client()) return undefined
  return fromDisk(req, req.payload.collections[collection].config.upload as UploadOptions, filename, download.mimeType, headers)
}
