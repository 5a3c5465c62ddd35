import { createReadStream } from 'node:fs'
import path from 'node:path'
import { fileTypeFromBuffer, fileTypeFromFile, type FileTypeResult } from 'file-type'
import { boundedName } from './names.js'
import { documentTypes, extensionsOf, imageTypes } from './types.js'

export type Sniffed =
  | { ok: true; mime: string; extension: string; image: boolean }
  | { ok: false }

const extensionOf = (name: string) => name.toLowerCase().split('.').pop() ?? ''

/** Plain text: valid UTF-8 without NUL bytes (what txt and csv files are; they have no magic number). */
const isText = (data: Buffer) => !data.includes(0) && Buffer.from(data.toString('utf8'), 'utf8').equals(data)

/** The same test over a file on disk, a chunk at a time, so a 50 MB text file is never held in memory. */
async function isTextFile(filePath: string): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true })
  try {
    for await (const chunk of createReadStream(filePath)) {
      if ((chunk as Buffer).includes(0)) return false
      decoder.decode(chunk as Buffer, { stream: true })
    }
    decoder.decode()
    return true
  } catch {
    return false
  }
}

/**
 * Which allowed type the bytes are. Formats without a magic number of their own are recognised by what their bytes
 * are (OLE2 for doc/xls, UTF-8 text for txt/csv), the extension saying which of the two.
 */
async function classify(detected: FileTypeResult | undefined, name: string, textual: () => Promise<boolean>): Promise<Sniffed> {
  const extension = extensionOf(name)
  if (detected) {
    if (imageTypes[detected.mime]) return { ok: true, mime: detected.mime, extension: detected.ext, image: true }
    if (documentTypes[detected.mime]) return { ok: true, mime: detected.mime, extension: detected.ext, image: false }
    // Legacy Office files are OLE2 compound files; the extension says which.
    if (detected.mime === 'application/x-cfb' && (extension === 'doc' || extension === 'xls')) {
      return { ok: true, mime: extension === 'doc' ? 'application/msword' : 'application/vnd.ms-excel', extension, image: false }
    }
    return { ok: false }
  }
  if ((extension === 'txt' || extension === 'csv') && (await textual())) {
    return { ok: true, mime: extension === 'csv' ? 'text/csv' : 'text/plain', extension, image: false }
  }
  return { ok: false }
}

/** The real type of an upload held in memory; the name and the declared type are not trusted. */
export const sniffUpload = async (data: Buffer, name: string): Promise<Sniffed> => classify(await fileTypeFromBuffer(data), name, async () => isText(data))

/** The real type of an upload on disk (a multipart body's temporary file), reading only what the test needs. */
export const sniffFile = async (filePath: string, name: string): Promise<Sniffed> => classify(await fileTypeFromFile(filePath), name, () => isTextFile(filePath))

/**
 * A file name that ends in the extension of its real type: a PDF uploaded as `x.html` is stored as `….pdf` and
 * downloaded as `x.pdf`, so no server, browser or desktop ever takes it for what its name claimed. At most 255
 * characters, its extension kept.
 */
export function withTypeExtension(name: string, mime: string): string {
  const allowed = extensionsOf(mime)
  if (allowed.length === 0 || allowed.includes(extensionOf(name))) return boundedName(name)
  const base = path.parse(name).name || 'file'
  return boundedName(`${base}.${allowed[0]}`)
}
