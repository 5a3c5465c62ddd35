import type { ImageSize } from 'payload'

/** Contract 1.7: what may be uploaded, by real type, and how large (KiB). */
export const imageTypes: Record<string, string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
}

export const documentTypes: Record<string, string[]> = {
  'application/pdf': ['pdf'],
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.ms-excel': ['xls'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.oasis.opendocument.text': ['odt'],
  'application/vnd.oasis.opendocument.spreadsheet': ['ods'],
  'application/rtf': ['rtf'],
  'text/plain': ['txt'],
  'text/csv': ['csv'],
  'application/zip': ['zip'],
}

/** A Payload query for the media library's pictures: what picture fields and their pickers offer. */
export const picturesOnly = { mimeType: { in: Object.keys(imageTypes) } }

export const IMAGE_MAX_KIB = 10240
export const DOCUMENT_MAX_KIB = 51200

/**
 * The largest image decoded (width × height): ~40 megapixels, beyond any camera the editors use. A PNG of a few
 * hundred KiB can declare 16000 × 16000 pixels and cost seconds and gigabytes to decode; such files are refused from
 * their header, before anything decodes them.
 */
export const MAX_IMAGE_PIXELS = 40_000_000

/** Headers of every served upload: data, never a document of this origin (no scripts, no plugins, no sniffing). */
export const FILE_SECURITY_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; sandbox",
  'X-Content-Type-Options': 'nosniff',
}

/** `Content-Type` of a stored file: its type as sniffed at upload; text is UTF-8 (the upload checks made sure). */
export const contentTypeOf = (mime: string) => (mime.startsWith('text/') ? `${mime}; charset=utf-8` : mime)

/** What a file field takes: an image, a document, or either. */
export type UploadKind = 'image' | 'document' | 'any'

/** The largest file a field of this kind takes (contract 1.7); `any` may be a document. */
export const kindMaxBytes = (kind: UploadKind) => (kind === 'image' ? IMAGE_MAX_KIB : DOCUMENT_MAX_KIB) * 1024

/** The extensions a stored type goes by, the first being the one files of it are stored and downloaded under. */
export const extensionsOf = (mime: string): string[] => imageTypes[mime] ?? documentTypes[mime] ?? []

export const allowedMimeTypes = [...Object.keys(imageTypes), ...Object.keys(documentTypes)]

const sizes: [string, number][] = [
  ['thumbnail', 400],
  ['medium', 1024],
  ['large', 1920],
]

/** thumbnail (400 px), medium (1024), large (1920), each also as WebP. */
export const imageSizes: ImageSize[] = sizes.flatMap(([name, width]) => [
  { name, width, withoutEnlargement: true },
  { name: `${name}_webp`, width, withoutEnlargement: true, formatOptions: { format: 'webp', options: { quality: 82 } } },
])

/** A stored file as a route sends it. */
export interface StoredFile {
  /** The stored name (an original or an image size). */
  filename: string
  mimeType: string
  /** Set for files that are not images: they are sent as attachments under this name. */
  downloadName?: string
}
