import crypto from 'node:crypto'
import type { Payload } from 'payload'

/**
 * Payload 3.90's stored password format: `pbkdf2-sha256-v1:<hex>` (600,000 iterations, 32 bytes), or the legacy
 * bare hex (25,000 iterations, 512 bytes). Read here only to check a password without logging in (current_password).
 */
const CURRENT_PREFIX = 'pbkdf2-sha256-v1:'
const parameters = (hash: string) =>
  hash.startsWith(CURRENT_PREFIX)
    ? { stored: hash.slice(CURRENT_PREFIX.length), iterations: 600_000, keyLength: 32 }
    : { stored: hash, iterations: 25_000, keyLength: 512 }

/** Whether `password` is the account's password, in constant time; no session, no login attempt counted. */
export async function isAccountPassword(
  payload: Payload,
  account: { collection: string; id: number | string },
  password: unknown,
): Promise<boolean> {
  if (typeof password !== 'string' || password.length === 0) return false
  const doc = await payload.findByID({
    collection: account.collection as 'users',
    id: account.id,
    depth: 0,
    showHiddenFields: true,
    disableErrors: true,
    // System read of the caller's own credentials, to compare a password the caller typed.
    overrideAccess: true,
  })
  if (!doc || typeof doc.hash !== 'string' || typeof doc.salt !== 'string') return false
  const { stored, iterations, keyLength } = parameters(doc.hash)
  const salt = doc.salt
  const derived = await new Promise<Buffer>((resolve, reject) =>
    crypto.pbkdf2(password, salt, iterations, keyLength, 'sha256', (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  )
  const expected = Buffer.from(stored, 'hex')
  return derived.length === expected.length && crypto.timingSafeEqual(derived, expected)
}
