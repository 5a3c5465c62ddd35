import type { CollectionBeforeOperationHook } from 'payload'
import { APIError } from 'payload'
import sharp from 'sharp'
import { sniffUpload } from './sniff.js'

/**
 * Every upload, from any interface: the type is taken from the bytes (a renamed executable is refused) and images are
 * re-encoded in their own format, which drops EXIF/GPS metadata, before Payload writes them.
 */
export const checkAndNormaliseUpload: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if ((operation !== 'create' && operation !== 'update') || !req.file?.data) return args
  const file = req.file
  const sniffed = await sniffUpload(file.data, file.name)
  if (!sniffed.ok) throw new APIError('This file type is not allowed.', 400, { key: 'validation.mimes' }, true)
  file.mimetype = sniffed.mime
  if (sniffed.image) {
    const encoded = await sharp(file.data).rotate().toFormat(sniffed.extension === 'jpg' ? 'jpeg' : (sniffed.extension as 'png' | 'webp')).toBuffer()
    file.data = encoded
    file.size = encoded.length
  }
  const data = (args.data ?? {}) as Record<string, unknown>
  data.originalName ??= file.name
  args.data = data
  return args
}
