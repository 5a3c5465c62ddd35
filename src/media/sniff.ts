import { fileTypeFromBuffer } from 'file-type'
import { documentTypes, imageTypes } from './types.js'

export type Sniffed =
  | { ok: true; mime: string; extension: string; image: boolean }
  | { ok: false }

const extensionOf = (name: string) => name.toLowerCase().split('.').pop() ?? ''

/** Plain text: valid UTF-8 without NUL bytes (what txt and csv files are; they have no magic number). */
const isText = (data: Buffer) => !data.includes(0) && Buffer.from(data.toString('utf8'), 'utf8').equals(data)

/**
 * The real type of an upload, from its bytes; the name and the declared type are not trusted. Formats without a magic
 * number of their own are recognised by what their bytes are (OLE2 for doc/xls, UTF-8 text for txt/csv).
 */
export async function sniffUpload(data: Buffer, name: string): Promise<Sniffed> {
  const extension = extensionOf(name)
  const detected = await fileTypeFromBuffer(data)
  if (detected) {
    if (imageTypes[detected.mime]) return { ok: true, mime: detected.mime, extension: detected.ext, image: true }
    if (documentTypes[detected.mime]) return { ok: true, mime: detected.mime, extension: detected.ext, image: false }
    // Legacy Office files are OLE2 compound files; the extension says which.
    if (detected.mime === 'application/x-cfb' && (extension === 'doc' || extension === 'xls')) {
      return { ok: true, mime: extension === 'doc' ? 'application/msword' : 'application/vnd.ms-excel', extension, image: false }
    }
    return { ok: false }
  }
  if ((extension === 'txt' || extension === 'csv') && isText(data)) {
    return { ok: true, mime: extension === 'csv' ? 'text/csv' : 'text/plain', extension, image: false }
  }
  return { ok: false }
}
