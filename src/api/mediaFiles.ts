import { stat } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import type { Readable } from 'node:stream'
import express, { type Request, type Response, type Router } from 'express'
import type { Payload, TypedUser, Where } from 'payload'
import { accountOf } from '../auth/callers.js'
import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3'
import { mediaDir } from '../config/settings.js'
import { NotFound } from '../core/errors.js'
import { notModified, publicFileCacheControl } from './httpCache.js'
import { withTypeExtension } from '../media/sniff.js'
import { s3Client } from '../media/storage.js'
import { contentTypeOf, FILE_SECURITY_HEADERS, imageSizes, imageTypes, type StoredFile } from '../media/types.js'

/** What headers say a file is: inline for images, an attachment under its download name for everything else. */
function describeFile(res: Response, file: StoredFile) {
  if (file.downloadName !== undefined) res.attachment(file.downloadName)
  res.setHeader('Content-Type', contentTypeOf(file.mimeType))
}

const isS3Error = (error: unknown, ...names: string[]) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } }
  return names.includes(e?.name ?? '') || names.includes(String(e?.$metadata?.httpStatusCode))
}

/** Streams an object of the bucket, passing Range and conditional requests through to S3. */
async function sendFromBucket(
  req: Request,
  res: Response,
  file: StoredFile,
  bucket: NonNullable<ReturnType<typeof s3Client>>,
): Promise<void> {
  const target = { Bucket: bucket.settings.bucket, Key: file.filename }
  const since = new Date(req.headers['if-modified-since'] ?? '')
  const conditions = {
    IfNoneMatch: req.headers['if-none-match'],
    IfModifiedSince: Number.isNaN(since.getTime()) ? undefined : since,
  }
  const abort = new AbortController()
  res.once('close', () => abort.abort())
  try {
    const object =
      req.method === 'HEAD'
        ? await bucket.client.send(new HeadObjectCommand({ ...target, ...conditions }), { abortSignal: abort.signal })
        : await bucket.client.send(new GetObjectCommand({ ...target, ...conditions, Range: req.headers.range }), {
            abortSignal: abort.signal,
          })
    const range = 'ContentRange' in object ? object.ContentRange : undefined
    res.status(range ? 206 : 200)
    res.setHeader('Accept-Ranges', 'bytes')
    if (object.ContentLength !== undefined) res.setHeader('Content-Length', String(object.ContentLength))
    if (range) res.setHeader('Content-Range', range)
    if (object.ETag) res.setHeader('ETag', object.ETag)
    if (object.LastModified) res.setHeader('Last-Modified', object.LastModified.toUTCString())
    const body = 'Body' in object ? (object.Body as Readable | undefined) : undefined
    if (body) await pipeline(body, res)
    else res.end()
  } catch (error) {
    if (abort.signal.aborted || res.headersSent) return
    if (isS3Error(error, 'NotModified', '304')) res.status(304).end()
    else if (isS3Error(error, 'InvalidRange', '416')) res.status(416).setHeader('Content-Range', 'bytes */*').end()
    else if (isS3Error(error, 'NoSuchKey', 'NotFound', '404')) throw new NotFound()
    else throw error
  }
}

/** Sends a stored file from MEDIA_DIR or the bucket, with ranges, ETag and conditional requests. */
export async function sendStoredFile(req: Request, res: Response, file: StoredFile): Promise<void> {
  for (const [name, value] of Object.entries(FILE_SECURITY_HEADERS)) res.setHeader(name, value)
  describeFile(res, file)
  try {
    const bucket = s3Client()
    if (bucket) await sendFromBucket(req, res, file, bucket)
    else await sendFromDisk(req, res, file)
  } catch (error) {
    // The error answer is JSON, not the file it could not send.
    res.removeHeader('Content-Type')
    res.removeHeader('Content-Disposition')
    throw error
  }
}

/** Streams a file of MEDIA_DIR, with ranges and conditional requests (`send`), under a strong validator. */
async function sendFromDisk(req: Request, res: Response, file: StoredFile): Promise<void> {
  const etag = await strongEtagOf(file.filename)
  if (etag) {
    res.setHeader('ETag', etag)
    if (notModified(req, etag)) {
      res.removeHeader('Content-Type')
      res.removeHeader('Content-Disposition')
      res.status(304).end()
      return
    }
  }
  await new Promise<void>((resolve, reject) => {
    res.sendFile(
      file.filename,
      { root: mediaDir(), dotfiles: 'deny', cacheControl: false },
      (error?: Error & { status?: number; code?: string }) => {
        if (!error || res.headersSent) return resolve()
        reject(error.status === 404 || error.code === 'ENOENT' ? new NotFound() : error)
      },
    )
  })
}

/**
 * A stored file never changes under its name (a replaced file gets a new one), so its size and time identify its
 * bytes: a strong validator, where `send` would make a weak one. A file that is not there is left to `send`'s 404.
 */
async function strongEtagOf(filename: string): Promise<string | undefined> {
  const root = mediaDir()
  const target = path.resolve(root, filename)
  if (!target.startsWith(root + path.sep)) return undefined
  const stats = await stat(target).catch(() => undefined)
  return stats?.isFile() ? `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"` : undefined
}

/** A stored file name can hold no path and no hidden file. */
const isStoredName = (name: string) =>
  name.length > 0 && name.length <= 255 && !name.startsWith('.') && !name.includes('\u0000') && !/[/\\]/.test(name)

/**
 * The caller of a file URL: staff by the bearer token (API clients) or the admin UI's cookie (an `<img>` in the admin),
 * verified by Payload's own strategies; anyone else is anonymous.
 */
async function fileCaller(payload: Payload, req: Request): Promise<TypedUser | null> {
  return accountOf(payload, req, 'bearer or cookie')
}

interface MediaRow {
  id: number
  filename?: string | null
  mimeType?: string | null
  originalName?: string | null
  sizes?: Record<string, { filename?: string | null; mimeType?: string | null } | undefined> | null
}

/**
 * The stored file of this name (an original or one of its image sizes), if the caller may read its media record.
 * Which record holds the name is looked up as the system; whether the caller may read it is the media collection's
 * read rule, asked of that one record (cheap, where the rule over a name lookup makes PostgreSQL plan a wide join).
 * The rule is asked even for an unknown name, so timing does not tell a hidden file from a missing one.
 */
export async function readableFile(payload: Payload, name: string, user: TypedUser | null): Promise<StoredFile | null> {
  const where: Where = {
    or: [
      { filename: { equals: name } },
      ...imageSizes.map((size) => ({ [`sizes.${size.name}.filename`]: { equals: name } })),
    ],
  }
  const { docs } = await payload.find({
    collection: 'media',
    where,
    limit: 1,
    pagination: false,
    depth: 0,
    select: { filename: true, mimeType: true, originalName: true, sizes: true },
    // System lookup: a name alone grants nothing; the read rule below decides.
    overrideAccess: true,
  })
  const doc = docs[0] as MediaRow | undefined
  const readable = await payload.count({
    collection: 'media',
    where: { id: { equals: doc?.id ?? 0 } },
    user: user ?? undefined,
    overrideAccess: false,
  })
  if (!doc || readable.totalDocs === 0) return null
  if (doc.filename === name && doc.mimeType) {
    const image = doc.mimeType in imageTypes
    return {
      filename: name,
      mimeType: doc.mimeType,
      ...(image ? {} : { downloadName: withTypeExtension(doc.originalName || name, doc.mimeType) }),
    }
  }
  const size = Object.values(doc.sizes ?? {}).find((item) => item?.filename === name)
  return size?.mimeType ? { filename: name, mimeType: size.mimeType } : null
}

/**
 * `/media/<file>`: an uploaded file or image size, served only while its caller may read its media record
 * (anonymous: a public record shows it; staff with a content role: any). Everything else, a hidden file included, is
 * a 404 that tells nothing. Public answers may be kept by HTTP caches for PUBLIC_CACHE_MAX_AGE (a file of a record
 * hidden again may be served that much longer by a CDN); staff answers never.
 */
export function mediaFiles(payload: Payload): Router {
  const router = express.Router()
  router.use((_req, res, next) => {
    for (const [name, value] of Object.entries(FILE_SECURITY_HEADERS)) res.setHeader(name, value)
    // The public website may live on another origin and embed these images.
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin')
    res.setHeader('Cache-Control', 'no-store')
    next()
  })
  router.get('/:name', async (req, res, next) => {
    try {
      const name = String(req.params.name)
      if (!isStoredName(name)) throw new NotFound()
      const user = await fileCaller(payload, req)
      const file = await readableFile(payload, name, user)
      if (!file) throw new NotFound()
      res.setHeader('Cache-Control', user ? 'private, no-store' : publicFileCacheControl(payload))
      await sendStoredFile(req, res, file)
    } catch (error) {
      next(error)
    }
  })
  return router
}
