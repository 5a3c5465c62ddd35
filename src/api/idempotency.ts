import { createHash } from 'node:crypto'
import type { CollectionSlug, PayloadRequest } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { transactionDb } from '../db/transactionDb.js'
import { BadRequest, Conflict } from '../core/errors.js'
import type { RequestContext } from './route.js'

/**
 * `Idempotency-Key` on the creates of /api/v1 (the IETF draft's header): a client that sends a create, loses the answer
 * (the network, a proxy, the database going away just after the commit) and sends it again with the same key gets the
 * record the first one made, with `Idempotent-Replayed: true`, never a second record and never a false "failed". The
 * key and the record are written in the create's own transaction, so both are there or neither. Keys are per caller
 * and per route and remembered for a day; the same key with another body is a 409.
 */

const HEADER = 'idempotency-key'
const KEPT_HOURS = 24
const KEY = /^[\x21-\x7e]{1,255}$/

interface Claim {
  scope: string
  key: string
  fingerprint: string
}

const claims = new WeakMap<RequestContext, Claim | null>()

/** The caller's key for this request, checked, with what identifies the request it names; null without the header. */
function claimOf(ctx: RequestContext): Claim | null {
  if (claims.has(ctx)) return claims.get(ctx)!
  const header = ctx.req.headers[HEADER]
  let claim: Claim | null = null
  if (header !== undefined) {
    if (typeof header !== 'string' || !KEY.test(header))
      throw new BadRequest('The Idempotency-Key header must be 1 to 255 visible ASCII characters.')
    const caller = ctx.caller ? `${ctx.caller.collection}:${ctx.caller.id}` : 'anonymous'
    const route = `${ctx.req.method} ${ctx.req.baseUrl}${ctx.req.path}`.replace(/\/+$/, '')
    const files = ctx.files.map((file) => [file.field, file.name, file.size])
    const fingerprint = createHash('sha256')
      .update(JSON.stringify([ctx.body, files]))
      .digest('hex')
    claim = { scope: `${caller} ${route}`.slice(0, 300), key: header, fingerprint }
  }
  claims.set(ctx, claim)
  return claim
}

/** The record an earlier create under this request's key made, or null (no key, or the key is new). */
export async function earlierCreate(ctx: RequestContext): Promise<number | null> {
  const claim = claimOf(ctx)
  if (!claim) return null
  const { rows } = await ctx.payload.db.drizzle.execute(sql`
    select fingerprint, record_id from idempotency_keys
    where scope = ${claim.scope} and key = ${claim.key} and created_at > now() - make_interval(hours => ${KEPT_HOURS})`)
  const row = rows[0] as { fingerprint: string; record_id: number } | undefined
  if (!row) return null
  if (row.fingerprint !== claim.fingerprint)
    throw new Conflict('This Idempotency-Key was already used for a different request.')
  return Number(row.record_id)
}

/** Inside the create's transaction: the key now names this record. A parallel request with the key waits here, then fails. */
export async function rememberCreate(
  ctx: RequestContext,
  req: PayloadRequest,
  collection: CollectionSlug,
  id: number,
): Promise<void> {
  const claim = claimOf(ctx)
  if (!claim) return
  const db = await transactionDb(req)
  await db.execute(
    sql`delete from idempotency_keys where scope = ${claim.scope} and key = ${claim.key} and created_at <= now() - make_interval(hours => ${KEPT_HOURS})`,
  )
  await db.execute(
    sql`insert into idempotency_keys (scope, key, fingerprint, collection, record_id) values (${claim.scope}, ${claim.key}, ${claim.fingerprint}, ${collection}, ${id})`,
  )
  // Old keys go now and then, by whichever create comes along.
  if (Math.random() < 0.01)
    await db.execute(
      sql`delete from idempotency_keys where created_at <= now() - make_interval(hours => ${KEPT_HOURS})`,
    )
}

/**
 * A create under the request's `Idempotency-Key`: the earlier record when the key was used before, or by a parallel
 * request that won the race (this one then failed on the key, or on the winner's unique slug), else what `create`
 * makes. `replayed` says which.
 */
export async function createOnce(
  ctx: RequestContext,
  create: () => Promise<number>,
): Promise<{ id: number; replayed: boolean }> {
  const earlier = await earlierCreate(ctx)
  if (earlier !== null) return { id: earlier, replayed: true }
  try {
    return { id: await create(), replayed: false }
  } catch (error) {
    const winner = claimOf(ctx) ? await earlierCreate(ctx) : null
    if (winner === null) throw error
    return { id: winner, replayed: true }
  }
}

export const replayHeaders = (replayed: boolean): Record<string, string> =>
  replayed ? { 'Idempotent-Replayed': 'true' } : {}
