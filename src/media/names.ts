import { randomUUID } from 'node:crypto'

/** The longest file name kept or sent (what file systems and the `originalName` fields take). */
export const MAX_FILE_NAME = 255
/** An extension longer than this is part of the name, not an extension worth keeping when the name is cut. */
const MAX_EXTENSION = 16

/** Control characters and the direction overrides that make `gpj.exe` show as `exe.jpg`. */
const UNSAFE = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu

/** The first `length` UTF-16 units of `text`, never half of a surrogate pair. */
const cut = (text: string, length: number) => (/[\uD800-\uDBFF]/.test(text.charAt(length - 1)) ? text.slice(0, length - 1) : text.slice(0, length))

/** A name of at most MAX_FILE_NAME characters: a longer one loses the end of its base and keeps its extension. */
export function boundedName(name: string): string {
  if (name.length <= MAX_FILE_NAME) return name
  const dot = name.lastIndexOf('.')
  const extension = dot > 0 && name.length - dot <= MAX_EXTENSION + 1 ? name.slice(dot) : ''
  return cut(name, MAX_FILE_NAME - extension.length).trimEnd() + extension
}

/**
 * The client's name of an upload as it is kept for display and downloads: the last part of a path (some browsers
 * send `C:\fakepath\x.pdf`), Unicode in composed form, without control or direction characters, trimmed, bounded.
 * It is shown, never used to store anything.
 */
export function originalNameOf(name: string): string {
  const last = name.normalize('NFC').replace(UNSAFE, '').split(/[/\\]/).pop() ?? ''
  return boundedName(last.trim()) || 'file'
}

/** How much of the client's name a stored name keeps, as a hint for whoever reads a directory or the admin UI. */
const MAX_HINT = 64

/** Latin letters and digits of a name, lower case, words joined by `-`: nothing a file system or URL treats specially. */
const hintOf = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .toLowerCase()
    .slice(0, MAX_HINT)
    .replace(/^-+|-+$/g, '')

/**
 * The name an upload is stored under: 128 random bits first, so uploads of one name at once never compete for a name
 * and no client chooses what is written where; then, as a hint for people (the admin UI shows stored names), the
 * Latin letters and digits of the client's name, at most 64; then the extension of the file's real type. Image sizes
 * add `-<w>x<h>` to it. `7f0c…e2-qaror-2026.pdf` for `Qaror 2026.PDF`.
 */
export function storageNameFor(originalName: string, extension: string): string {
  const dot = originalName.lastIndexOf('.')
  const hint = hintOf(dot > 0 ? originalName.slice(0, dot) : originalName)
  return `${randomUUID().replace(/-/g, '')}${hint ? `-${hint}` : ''}.${extension.toLowerCase()}`
}
