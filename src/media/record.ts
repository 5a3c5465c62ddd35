import { fileUrl } from './storage.js'
import { imageSizes } from './types.js'

/** The media fields a record on the wire needs, for the public reader's `populate`. */
export const MEDIA_FIELDS = [
  'filename',
  'originalName',
  'mimeType',
  'filesize',
  'createdAt',
  ...imageSizes.map((size) => `sizes.${size.name}.filename`),
]

export const mediaUrl = fileUrl

interface MediaDoc {
  id: number
  filename?: string | null
  originalName?: string | null
  mimeType?: string | null
  filesize?: number | string | null
  createdAt?: string | null
  sizes?: Record<string, { filename?: string | null } | undefined> | null
}

/** A media record as the contract writes it (1.8): absolute URLs, `conversions` empty for non-images. */
export const mediaRecord = (value: unknown): Record<string, unknown> | null => fileRecord(value, mediaUrl)

/** A stored file in the shape of a media record, served where `url` says (a private file's authorised route). */
export function fileRecord(value: unknown, url: (filename: string) => string): Record<string, unknown> | null {
  if (!value || typeof value !== 'object') return null
  const doc = value as MediaDoc
  const conversions: Record<string, string> = {}
  for (const size of imageSizes) {
    const filename = doc.sizes?.[size.name]?.filename
    if (filename) conversions[size.name] = mediaUrl(filename)
  }
  return {
    id: doc.id,
    file_name: doc.originalName ?? doc.filename ?? null,
    mime_type: doc.mimeType ?? null,
    size: doc.filesize === null || doc.filesize === undefined ? null : Number(doc.filesize),
    url: doc.filename ? url(doc.filename) : null,
    conversions,
    created_at: doc.createdAt ? new Date(doc.createdAt).toISOString() : null,
  }
}
