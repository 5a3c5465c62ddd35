import sharp from 'sharp'
import { MAX_IMAGE_PIXELS } from './types.js'

/**
 * An image sharp can read whose header declares at most MAX_IMAGE_PIXELS. Only the header is read, so a
 * decompression bomb (a few hundred KiB declaring 16000 × 16000 pixels) is refused in milliseconds.
 */
export async function isDecodableImage(input: string | Buffer): Promise<boolean> {
  try {
    const { width, height } = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata()
    return Boolean(width && height && width * height <= MAX_IMAGE_PIXELS)
  } catch {
    return false
  }
}

/** Decodes an image (within the pixel limit), applies its EXIF orientation and encodes it again without metadata. */
export const reencodeImage = (input: string | Buffer, extension: string) =>
  sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .toFormat(extension === 'jpg' ? 'jpeg' : (extension as 'png' | 'webp'))
