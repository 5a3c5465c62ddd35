import { createHash } from 'node:crypto'
import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { transactionDb } from '../db/transactionDb.js'

/**
 * Payload stores password reset tokens as they are mailed. Here the row keeps only a SHA-256 digest (the token is 160
 * random bits, so no salt or slow hash is needed): a copy of the database cannot reset anyone's password. The reset
 * route (src/auth/endpoints.ts) digests the token it is given before Payload looks it up.
 */
const DIGEST = /^[a-f0-9]{64}$/

export const hashResetToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex')

/** Digests a token Payload is about to store (its own are 40 hex characters; a digest is left as it is). */
export const storeResetTokenDigest: CollectionBeforeChangeHook = ({ data }) => {
  const token = (data as { resetPasswordToken?: unknown }).resetPasswordToken
  if (typeof token === 'string' && token !== '' && !DIGEST.test(token)) {
    ;(data as { resetPasswordToken?: string }).resetPasswordToken = hashResetToken(token)
  }
  return data
}

/** The account a (digested) reset token belongs to, if it is still valid: the one row the reset must lock. */
export async function accountOfResetToken(req: PayloadRequest, digest: string): Promise<number | null> {
  const db = await transactionDb(req)
  const { rows } = await db.execute(
    sql`select id from users where reset_password_token = ${digest} and reset_password_expiration > now()`,
  )
  return rows[0] ? Number((rows[0] as { id: unknown }).id) : null
}
