import { randomBytes } from 'node:crypto'

/**
 * Digits and capitals that cannot be mistaken for one another when read aloud or typed on a phone: no 0/O, no 1/I.
 * 32 symbols, so each one is 5 bits of a random byte with no modulo bias.
 */
export const TRACKING_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'

/** `A26-7KQ2-M9XD`: A (appeal), the year, then two groups of four random symbols (40 random bits). */
export const TRACKING_CODE = /^A\d{2}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/

/** A new tracking code from the operating system's cryptographic source; nothing in it follows from another code. */
export function newTrackingCode(now = new Date()): string {
  const bytes = randomBytes(8)
  const symbols = Array.from(bytes, (byte) => TRACKING_ALPHABET[byte & 31]).join('')
  return `A${String(now.getUTCFullYear() % 100).padStart(2, '0')}-${symbols.slice(0, 4)}-${symbols.slice(4)}`
}

/** A code as a citizen may type it (lower case, spaces around it) in its stored form, or null when it cannot be one. */
export function normaliseTrackingCode(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const code = value.trim().toUpperCase()
  return TRACKING_CODE.test(code) ? code : null
}
