import type { Sniffed } from './sniff.js'
import { DOCUMENT_MAX_KIB, IMAGE_MAX_KIB, documentTypes, imageTypes, type UploadKind } from './types.js'

/** The contract's key for a file out of bounds (1.7): its type for the field, or its size for its type. */
export type BoundsKey = 'validation.image' | 'validation.mimes' | 'validation.max'

/**
 * Contract 1.7 for one file whose bytes were sniffed: the key of the first bound it breaks, or undefined. The one rule
 * for every way a file arrives: /api/v1's multipart fields (src/media/upload.ts) and the media collection itself, so
 * the admin UI and Payload's REST API (src/media/normalise.ts). `size` is the size received, before any re-encoding.
 */
export function brokenBound(sniffed: Sniffed, size: number, kind: UploadKind): BoundsKey | undefined {
  if (!sniffed.ok || (kind === 'image' && !sniffed.image) || (kind === 'document' && sniffed.image)) {
    return kind === 'image' ? 'validation.image' : 'validation.mimes'
  }
  return size > maxBytesOf(sniffed.image) ? 'validation.max' : undefined
}

const maxBytesOf = (image: boolean) => (image ? IMAGE_MAX_KIB : DOCUMENT_MAX_KIB) * 1024

/**
 * The bounds as an editor reads them in a message: `{ types: 'JPG, PNG, WEBP', max: '10 MB' }`. Each type once, by
 * the extension its files are stored under; sizes in MB (1024 KiB, as the contract counts them).
 */
export function boundsText(image: boolean): { types: string; max: string } {
  const types = Object.values(image ? imageTypes : documentTypes).map(([extension]) => extension.toUpperCase())
  return { types: types.join(', '), max: `${(image ? IMAGE_MAX_KIB : DOCUMENT_MAX_KIB) / 1024} MB` }
}

/** Every bound at once, for a message about a file whose kind is unknown (its type was refused). */
export const allBoundsText = () => {
  const images = boundsText(true)
  const documents = boundsText(false)
  return { imageTypes: images.types, imageMax: images.max, documentTypes: documents.types, documentMax: documents.max }
}
