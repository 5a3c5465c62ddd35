import { createHash, randomBytes } from 'node:crypto'
import type { PayloadRequest } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { transactionDb } from '../db/transactionDb.js'

/**
 * Citizens' single-use tokens (table `account_tokens`): the mail carries the token, the row only its SHA-256 digest
 * (256 random bits need no salt or slow hash), so a copy of the database verifies or resets nobody. Using a token
 * deletes it in the same statement that checks it, so two requests with one token cannot both succeed.
 */
export type TokenPurpose = 'verify_email' | 'reset_password'

/** Contract 4.16 and the issue: a verification link lives 24 hours, a reset link 1 hour. */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  verify_email: 24 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
}

const digestOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex')

/** A new token for the account, in the request's transaction; earlier tokens of the same purpose stop working. */
export async function issueAccountToken(req: PayloadRequest, clientId: number, purpose: TokenPurpose): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  const db = await transactionDb(req)
  await db.execute(sql`delete from account_tokens where client_id = ${clientId} and purpose = ${purpose}`)
  await db.execute(sql`
    insert into account_tokens (digest, purpose, client_id, expires_at)
    values (${digestOf(token)}, ${purpose}, ${clientId}, now() + ${`${TOKEN_LIFETIME_MS[purpose]} milliseconds`}::interval)`)
  return token
}

/** The account whose live token this is (for `verify_email`, only with its account's email), the token used up. */
export async function consumeAccountToken(
  req: PayloadRequest,
  purpose: TokenPurpose,
  token: string,
  email?: string,
): Promise<number | null> {
  const db = await transactionDb(req)
  const digest = digestOf(token)
  const { rows } =
    email === undefined
      ? await db.execute(sql`
        delete from account_tokens where digest = ${digest} and purpose = ${purpose} and expires_at > now() returning client_id`)
      : await db.execute(sql`
        delete from account_tokens t using clients c
        where t.digest = ${digest} and t.purpose = ${purpose} and t.expires_at > now() and c.id = t.client_id and c.email = ${email}
        returning t.client_id`)
  return rows[0] ? Number((rows[0] as { client_id: unknown }).client_id) : null
}

/** The account a live token belongs to, without using it (to lock that account before the token is used). */
export async function accountOfToken(
  req: PayloadRequest,
  purpose: TokenPurpose,
  token: string,
): Promise<number | null> {
  const db = await transactionDb(req)
  const { rows } = await db.execute(
    sql`select client_id from account_tokens where digest = ${digestOf(token)} and purpose = ${purpose} and expires_at > now()`,
  )
  return rows[0] ? Number((rows[0] as { client_id: unknown }).client_id) : null
}

/** Whether the account was sent a token of this purpose within `ms` that is still live (no second mail so soon). */
export async function hasRecentToken(
  req: PayloadRequest,
  clientId: number,
  purpose: TokenPurpose,
  ms: number,
): Promise<boolean> {
  const db = await transactionDb(req)
  const { rows } = await db.execute(sql`
    select 1 from account_tokens where client_id = ${clientId} and purpose = ${purpose} and expires_at > now()
      and created_at > now() - ${`${ms} milliseconds`}::interval`)
  return rows.length > 0
}
