import { rename, stat } from 'node:fs/promises'
import path from 'node:path'
import type { CollectionBeforeOperationHook } from 'payload'
import { APIError } from 'payload'
import { messageFor } from '../i18n/messages.js'
import { allBoundsText, boundsText, brokenBound } from './bounds.js'
import { isDecodableImage, reencodeImage } from './image.js'
import { originalNameOf, storageNameFor } from './names.js'
import { sniffFile, sniffUpload, withTypeExtension } from './sniff.js'

/** A file refused for what it is (400 with a validation key): the caller's mistake, logged as such, not as a fault. */
export class UploadRefused extends APIError {
  constructor(message: string, key: string) {
    super(message, 400, { key }, true)
  }
}

/** A size as an editor reads it: 20.3 MB. */
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

/**
 * Every upload, from any interface: the type is taken from the bytes (a renamed executable is refused), the size
 * received is held to its type's bound (contract 1.7, src/media/bounds.ts), images
 * declaring more than MAX_IMAGE_PIXELS are refused from their header, and images are re-encoded in their own format,
 * which drops EXIF/GPS metadata, before Payload writes them. The file is stored under a generated name with its real
 * type's extension (src/media/names.ts); the client's name is kept, cleaned and bounded, as `originalName`, for display
 * and downloads. A file Payload holds on disk (`tempFilePath`) is worked on there, never read into memory.
 */
export const checkAndNormaliseUpload: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  const file = req.file
  if (operation !== 'create' && operation !== 'update') return args
  // A caller who may not write gets Payload's 403, not a verdict on the file.
  const access = collection.access[operation]
  if (!args.overrideAccess && !(await access({ req, id: (args as { id?: number }).id, data: args.data }))) return args
  // A create without a file would have Payload fetch one from a URL in the data and process it unseen by these checks.
  if (operation === 'create' && !file && (args as { duplicateFromID?: unknown }).duplicateFromID == null) {
    throw new UploadRefused(messageFor(req, 'uploadFileItself'), 'validation.file')
  }
  if (!file) return args
  const onDisk = Boolean(file.tempFilePath) && !file.data?.length
  file.data ??= Buffer.alloc(0)
  const sniffed = onDisk ? await sniffFile(file.tempFilePath!, file.name) : await sniffUpload(file.data, file.name)
  // The size received, before re-encoding shrinks a picture: a 20 MB JPEG is refused even if it would fit once stored.
  const received = onDisk ? (await stat(file.tempFilePath!)).size : file.data.length
  const broken = brokenBound(sniffed, received, 'any')
  if (broken === 'validation.max' && sniffed.ok) {
    const key = sniffed.image ? 'uploadImageTooLarge' : 'uploadDocumentTooLarge'
    throw new UploadRefused(messageFor(req, key, { ...boundsText(sniffed.image), size: megabytes(received) }), broken)
  }
  if (broken || !sniffed.ok) throw new UploadRefused(messageFor(req, 'uploadTypeRefused', allBoundsText()), 'validation.mimes')
  if (sniffed.image && !(await isDecodableImage(onDisk ? file.tempFilePath! : file.data))) {
    throw new UploadRefused(messageFor(req, 'uploadImageUnreadable'), 'validation.image')
  }
  const data = (args.data ?? {}) as Record<string, unknown>
  // The name of the file this request brings, whatever the data says (a replaced file gets the new one's).
  data.originalName = originalNameOf(file.name)
  args.data = data
  file.mimetype = sniffed.mime
  const originalName = data.originalName as string
  file.name = storageNameFor(originalName, path.extname(withTypeExtension(originalName, sniffed.mime)).slice(1) || sniffed.extension)
  if (sniffed.image) {
    if (onDisk) {
      const encoded = `${file.tempFilePath}.encoded`
      await reencodeImage(file.tempFilePath!, sniffed.extension).toFile(encoded)
      await rename(encoded, file.tempFilePath!)
      file.size = (await stat(file.tempFilePath!)).size
    } else {
      file.data = await reencodeImage(file.data, sniffed.extension).toBuffer()
      file.size = file.data.length
    }
  }
  return args
}
