import { rename, stat } from 'node:fs/promises'
import type { CollectionBeforeOperationHook } from 'payload'
import { APIError } from 'payload'
import { isDecodableImage, reencodeImage } from './image.js'
import { sniffFile, sniffUpload, withTypeExtension } from './sniff.js'

/**
 * Every upload, from any interface: the type is taken from the bytes (a renamed executable is refused), the stored
 * name takes that type's extension, images declaring more than MAX_IMAGE_PIXELS are refused from their header, and
 * images are re-encoded in their own format, which drops EXIF/GPS metadata, before Payload writes them. A file
 * Payload holds on disk (`tempFilePath`) is worked on there, never read into memory.
 */
/** A file refused for what it is (400 with a validation key): the caller's mistake, logged as such, not as a fault. */
export class UploadRefused extends APIError {
  constructor(message: string, key: string) {
    super(message, 400, { key }, true)
  }
}

export const checkAndNormaliseUpload: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  const file = req.file
  if (operation !== 'create' && operation !== 'update') return args
  // A caller who may not write gets Payload's 403, not a verdict on the file.
  const access = collection.access[operation]
  if (!args.overrideAccess && !(await access({ req, id: (args as { id?: number }).id, data: args.data }))) return args
  // A create without a file would have Payload fetch one from a URL in the data and process it unseen by these checks.
  if (operation === 'create' && !file && (args as { duplicateFromID?: unknown }).duplicateFromID == null) {
    throw new UploadRefused('Upload the file itself.', 'validation.file')
  }
  if (!file) return args
  const onDisk = Boolean(file.tempFilePath) && !file.data?.length
  file.data ??= Buffer.alloc(0)
  const sniffed = onDisk ? await sniffFile(file.tempFilePath!, file.name) : await sniffUpload(file.data, file.name)
  if (!sniffed.ok) throw new UploadRefused('This file type is not allowed.', 'validation.mimes')
  if (sniffed.image && !(await isDecodableImage(onDisk ? file.tempFilePath! : file.data))) {
    throw new UploadRefused('This image cannot be read or is too large to process.', 'validation.image')
  }
  const data = (args.data ?? {}) as Record<string, unknown>
  data.originalName ??= file.name
  args.data = data
  file.mimetype = sniffed.mime
  file.name = withTypeExtension(file.name, sniffed.mime)
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
