import type { PayloadRequest } from 'payload'
import { removeStoredFile } from './storage.js'
import type { ErrorBag } from '../api/errors.js'
import { addError } from '../api/errors.js'
import type { UploadedFile } from '../api/multipart.js'
import { sniffUpload } from './sniff.js'
import { DOCUMENT_MAX_KIB, IMAGE_MAX_KIB } from './types.js'

export type UploadKind = 'image' | 'document' | 'any'

/** Contract 1.7 for one file: the real type (validation.image / validation.mimes) and the size for it (validation.max). */
export async function checkUpload(errors: ErrorBag, path: string, file: UploadedFile, kind: UploadKind): Promise<void> {
  const sniffed = await sniffUpload(file.data, file.name)
  if (!sniffed.ok || (kind === 'image' && !sniffed.image) || (kind === 'document' && sniffed.image)) {
    addError(errors, path, kind === 'image' ? 'validation.image' : 'validation.mimes')
    return
  }
  const maxKib = sniffed.image ? IMAGE_MAX_KIB : DOCUMENT_MAX_KIB
  if (file.size > maxKib * 1024) addError(errors, path, 'validation.max')
}

/**
 * Stores uploads as media records inside the caller's transaction and remembers the files written, so a request
 * that fails later can take them off the disk again (the rows roll back with the transaction; files do not).
 */
export class UploadBatch {
  private readonly written: string[] = []

  constructor(private readonly req: PayloadRequest) {}

  async store(file: UploadedFile): Promise<{ id: number; filename: string }> {
    const sniffed = await sniffUpload(file.data, file.name)
    const doc = await this.req.payload.create({
      collection: 'media',
      data: { originalName: file.name.slice(0, 255) },
      file: { data: file.data, mimetype: sniffed.ok ? sniffed.mime : 'application/octet-stream', name: file.name, size: file.data.length },
      req: this.req,
      overrideAccess: false,
      depth: 0,
    })
    // Payload leaves the file on the shared request; later operations in this transaction must not see it.
    this.req.file = undefined
    const sizes = Object.values((doc as { sizes?: Record<string, { filename?: string | null }> }).sizes ?? {})
    this.written.push(String(doc.filename), ...sizes.map((size) => size.filename).filter((name): name is string => Boolean(name)))
    return { id: Number(doc.id), filename: String(doc.filename) }
  }

  /** Removes every file this batch wrote; called when the request's transaction did not commit. */
  async discard(): Promise<void> {
    await Promise.all(this.written.map((name) => removeStoredFile(name).catch(() => undefined)))
  }
}
