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

export const IMAGE_MAX_KIB = 10240
export const DOCUMENT_MAX_KIB = 51200

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
