import { randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, mkdtemp, readdir, rm, stat, unlink } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Transform, type Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { Request, Response } from 'express'
import multer, { type StorageEngine } from 'multer'
import { BadRequest, HttpError, PayloadTooLarge } from '../core/errors.js'
import { isStorableBody } from './storableText.js'
import type { UploadedFile } from '../media/upload.js'
import type { FileArea } from '../media/storage.js'
import { kindMaxBytes, type UploadKind } from '../media/types.js'
import { ANONYMOUS_UPLOAD_AREA, budgetRefusalBeforeReading } from '../appeals/uploadBudget.js'

export type { UploadedFile } from '../media/upload.js'

/**
 * The files a route takes (contract 1.7, 1.8), by form field (`files`, also sent as `files[]`): the kind, which
 * sets the size limit, and how many files one request may carry.
 */
export interface UploadSpec {
  /** `area`: where the field's files are stored; the anonymous upload area is weighed against its budget first. */
  fields: Record<string, { kind: UploadKind; maxCount: number; area?: FileArea }>
}

/** A file over its kind's limit by more than this is not a validation error (422) but a body too large (413). */
const OVERSIZE_MARGIN = 1024 * 1024
/** Text fields of a multipart body: as much text as a JSON body may carry (1 MB), in at most this many fields. */
const TEXT_LIMIT = 1024 * 1024
const FIELD_COUNT_LIMIT = 500
/** What a body of anonymous uploads may carry besides files (text fields, framing) when its size is weighed. */
const TEXT_ALLOWANCE = 64 * 1024

/** Where multipart bodies are written while their request runs; each request gets a directory of its own. */
export const uploadTempRoot = () =>
  path.resolve(process.env.UPLOAD_TMP_DIR ?? path.join(os.tmpdir(), 'agrofund-uploads'))

/** Older than any request can run (HTTP_REQUEST_TIMEOUT_MS is minutes): left behind by a process that was killed. */
const ABANDONED_AFTER_MS = 60 * 60 * 1000
const swept = new Set<string>()

/** Once per process and directory: removes request directories a killed process left behind. */
async function sweepAbandoned(root: string) {
  if (swept.has(root)) return
  swept.add(root)
  for (const entry of await readdir(root).catch(() => [])) {
    const directory = path.join(root, entry)
    const info = await stat(directory).catch(() => null)
    if (entry.startsWith('req-') && info && Date.now() - info.mtimeMs > ABANDONED_AFTER_MS)
      await rm(directory, { recursive: true, force: true })
  }
}

export class UnsupportedMediaType extends HttpError {
  constructor() {
    super(415, 'Unsupported Media Type.')
  }
}

export const isMultipart = (req: Request) =>
  Boolean(req.headers['content-type']) && req.is('multipart/form-data') === 'multipart/form-data'

/** `photos[]`, `photos[0]` and `photos` are one field. */
const fieldOf = (name: string) => name.replace(/\[\d*\]$/, '')

/**
 * Writes each accepted file to the request's directory as it arrives. Bytes past the field's kind limit are not
 * written (the file is marked oversize, a 422 later); past the limit and the margin the upload is refused (413).
 */
function tempFileStorage(directory: string, spec: UploadSpec): StorageEngine {
  return {
    _handleFile(_req, file, callback) {
      const limit = kindMaxBytes(spec.fields[fieldOf(file.fieldname)]?.kind ?? 'document')
      const target = path.join(directory, randomUUID())
      let size = 0
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, next) {
          size += chunk.length
          if (size > limit + OVERSIZE_MARGIN) return next(new PayloadTooLarge())
          next(null, size > limit ? undefined : chunk)
        },
      })
      pipeline(file.stream as Readable, counter, createWriteStream(target, { flags: 'wx' })).then(
        () => callback(null, { path: target, size }),
        (error: unknown) =>
          unlink(target).then(
            () => callback(error as Error),
            () => callback(error as Error),
          ),
      )
    },
    _removeFile(_req, file, callback) {
      unlink(file.path).then(
        () => callback(null),
        () => callback(null),
      )
    },
  }
}

const TOO_LARGE = new Set([
  'LIMIT_FILE_SIZE',
  'LIMIT_FILE_COUNT',
  'LIMIT_PART_COUNT',
  'LIMIT_FIELD_VALUE',
  'LIMIT_FIELD_COUNT',
  'LIMIT_FIELD_KEY',
])

/** Multer's and busboy's failures in the contract's terms: over a limit 413, anything malformed 400. */
function toBodyError(error: unknown): Error {
  if (error instanceof HttpError) return error
  const code = (error as { code?: string }).code
  if (code && TOO_LARGE.has(code)) return new PayloadTooLarge()
  return new BadRequest('Malformed multipart body.')
}

export interface MultipartBody {
  fields: Record<string, unknown>
  files: UploadedFile[]
  /** Removes the request's temporary files; safe to call in every outcome, more than once. */
  cleanup: () => Promise<void>
}

/**
 * Reads a multipart/form-data body for a route that takes files, after the route matched and its caller was let in:
 * bracket keys become objects (`title[uz]`), `photos[]` a list, and each declared file is streamed to a temporary
 * file with the route's limits (count per field, size per kind). Files of undeclared fields are skipped unread.
 * Nothing is held in memory but the text fields. The caller calls `cleanup` when the request is done.
 */
export async function readMultipart(req: Request, res: Response, spec: UploadSpec): Promise<MultipartBody> {
  // A body that declares more than the anonymous upload budget has left is refused unread (src/appeals/uploadBudget.ts).
  if (Object.values(spec.fields).some((field) => field.area === ANONYMOUS_UPLOAD_AREA)) {
    const refusal = budgetRefusalBeforeReading(Number(req.headers['content-length']), TEXT_ALLOWANCE)
    if (refusal) throw refusal
  }
  const root = uploadTempRoot()
  await mkdir(root, { recursive: true })
  await sweepAbandoned(root)
  const directory = await mkdtemp(path.join(root, 'req-'))
  const cleanup = () => rm(directory, { recursive: true, force: true })
  const counts = new Map<string, number>()
  const fileLimit = Math.max(...Object.values(spec.fields).map((field) => kindMaxBytes(field.kind))) + OVERSIZE_MARGIN
  const parse = multer({
    storage: tempFileStorage(directory, spec),
    // File names arrive as UTF-8 from browsers; busboy's default would read them as latin1.
    defParamCharset: 'utf8',
    limits: {
      fileSize: fileLimit,
      files: Object.values(spec.fields).reduce((sum, field) => sum + field.maxCount, 0),
      fields: FIELD_COUNT_LIMIT,
      fieldSize: TEXT_LIMIT,
      fieldNestingDepth: 4,
      fieldArrayIndexLimit: 1000,
    } as multer.Options['limits'],
    fileFilter(_req, file, accept) {
      const field = fieldOf(file.fieldname)
      // Own keys only: a part named `constructor` or `__proto__` is no declared field.
      if (!Object.hasOwn(spec.fields, field)) return accept(null, false)
      const count = (counts.get(field) ?? 0) + 1
      counts.set(field, count)
      if (count > spec.fields[field].maxCount) return accept(new PayloadTooLarge())
      accept(null, true)
    },
    // All text fields together stay within TEXT_LIMIT, as a JSON body does.
    streamHandler(request: Request, busboy: NodeJS.EventEmitter & NodeJS.WritableStream) {
      let text = 0
      busboy.prependListener('field', (name: string, value: string) => {
        text += Buffer.byteLength(name) + Buffer.byteLength(value)
        if (text > TEXT_LIMIT) busboy.emit('error', new PayloadTooLarge())
      })
      request.pipe(busboy)
    },
  } as multer.Options).any()
  try {
    await new Promise<void>((resolve, reject) =>
      parse(req, res, (error?: unknown) => (error ? reject(toBodyError(error)) : resolve())),
    )
  } catch (error) {
    await cleanup()
    throw error
  }
  const files = ((req.files as Express.Multer.File[] | undefined) ?? []).map((file): UploadedFile => ({
    field: fieldOf(file.fieldname),
    name: file.originalname,
    path: file.path,
    size: file.size,
    oversize: file.size > kindMaxBytes(spec.fields[fieldOf(file.fieldname)].kind),
  }))
  const fields = (req.body ?? {}) as Record<string, unknown>
  if (!isStorableBody(fields)) {
    await cleanup()
    throw new BadRequest('Malformed multipart body.')
  }
  return { fields, files, cleanup }
}
