import type { PayloadRequest } from 'payload'
import { removeStoredFile, type FileArea } from './storage.js'
import type { ErrorBag } from '../core/errors.js'
import { addError } from '../core/errors.js'
import { sniffFile } from './sniff.js'
import { isDecodableImage } from './image.js'
import { brokenBound } from './bounds.js'
import type { UploadKind } from './types.js'

export type { UploadKind } from './types.js'

/** One uploaded file: on disk (a multipart body's temporary file) or, for callers inside the service, in memory. */
export type UploadSource = { name: string; field?: string } & ({ path: string; size: number } | { data: Buffer; size?: number })

/** A file of a multipart request, as src/api/multipart.ts leaves it on disk. */
export interface UploadedFile {
  /** The form field, `photos[]` and `photos` named alike. */
  field: string
  /** The client's file name (untrusted, kept as the record's original name). */
  name: string
  path: string
  /** Bytes received; for an oversize file the count stops just past its limit. */
  size: number
  /** Larger than its field's kind allows: its bytes were not kept. */
  oversize: boolean
}

/**
 * Contract 1.7 for one file: the size for its kind (validation.max), its real type (validation.image /
 * validation.mimes) and, for images, a header that declares a size we will decode (validation.image).
 */
export async function checkUpload(errors: ErrorBag, path: string, file: UploadedFile, kind: UploadKind): Promise<void> {
  // Only the start of an oversize file was kept; its size is what is wrong with it.
  if (file.oversize) return addError(errors, path, 'validation.max')
  const sniffed = await sniffFile(file.path, file.name)
  const broken = brokenBound(sniffed, file.size, kind)
  if (broken) addError(errors, path, broken)
  else if (sniffed.ok && sniffed.image && !(await isDecodableImage(file.path))) addError(errors, path, 'validation.image')
}

/**
 * Stores uploads as media records inside the caller's transaction and remembers the files written, so a request
 * that fails later can take them off the disk again (the rows roll back with the transaction; files do not).
 */
export class UploadBatch {
  private readonly written: { name: string; area: FileArea }[] = []

  constructor(private readonly req: PayloadRequest) {}

  /** Stores the file in the media library, or in another upload collection (an appeal's private files). */
  async store(file: UploadSource, collection: FileArea = 'media'): Promise<{ id: number; filename: string }> {
    const onDisk = 'path' in file
    // The declared type is a placeholder: the media collection's hook (src/media/normalise.ts) sniffs every upload
    // and sets the real type and extension, whichever interface it came through.
    const mimetype = 'application/octet-stream'
    const doc = await this.req.payload.create({
      collection,
      // The collection's hook keeps the client's name as `originalName` and stores the file under a generated one.
      data: {},
      // A file on disk goes to Payload as a temporary file: copied (or streamed to S3), never read into memory.
      file: onDisk
        ? { data: Buffer.alloc(0), tempFilePath: file.path, mimetype, name: file.name, size: file.size }
        : { data: file.data, mimetype, name: file.name, size: file.data.length },
      req: this.req,
      overrideAccess: false,
      depth: 0,
    })
    // Payload leaves the file on the shared request; later operations in this transaction must not see it.
    this.req.file = undefined
    const sizes = Object.values((doc as { sizes?: Record<string, { filename?: string | null }> }).sizes ?? {})
    const names = [String(doc.filename), ...sizes.map((size) => size.filename).filter((name): name is string => Boolean(name))]
    this.written.push(...names.map((name) => ({ name, area: collection })))
    return { id: Number(doc.id), filename: String(doc.filename) }
  }

  /** Removes every file this batch wrote; called when the request's transaction did not commit. */
  async discard(): Promise<void> {
    await Promise.all(this.written.map(({ name, area }) => removeStoredFile(name, area).catch(() => undefined)))
  }
}
