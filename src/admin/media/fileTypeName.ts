import { interfaceText, type InterfaceTextKey } from '../../i18n/interfaceText.js'
import { extensionsOf } from '../../media/types.js'

/** Formats people know by another name than their first extension. */
const FORMAT_NAMES: Record<string, string> = { 'image/jpeg': 'JPEG', 'image/png': 'PNG', 'image/webp': 'WebP' }

const SPREADSHEETS = ['xls', 'xlsx', 'ods', 'csv']
const DOCUMENTS = ['pdf', 'doc', 'docx', 'odt', 'rtf']

/** The kind of file a stored type is, as the interface names it. */
function kindOf(mime: string, extension: string): InterfaceTextKey {
  if (mime.startsWith('image/')) return 'fileTypeImage'
  if (SPREADSHEETS.includes(extension)) return 'fileTypeSpreadsheet'
  if (DOCUMENTS.includes(extension)) return 'fileTypeDocument'
  if (extension === 'txt') return 'fileTypeText'
  if (extension === 'zip') return 'fileTypeArchive'
  return 'fileTypeOther'
}

/**
 * A file's type as an editor reads it, in the interface language: "JPEG rasm", "Документ PDF", "XLSX spreadsheet";
 * never the MIME type (`image/jpeg`) it is stored with.
 */
export function fileTypeName(mime: string | null | undefined, language: string): string {
  if (!mime) return ''
  const type = mime.split(';')[0].trim().toLowerCase()
  const extension = extensionsOf(type)[0] ?? type.split('/').pop()?.split(/[.+-]/).pop() ?? ''
  const format = FORMAT_NAMES[type] ?? extension.toUpperCase()
  return interfaceText({ language }, kindOf(type, extension), { format })
}

/** MIME types as they appear in Payload's file details ("45KB — 1600x1000 — image/jpeg"). */
export const MIME_TYPE = /\b(?:image|application|text|video|audio)\/[a-z0-9.+-]+/g
