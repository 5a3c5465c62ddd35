import type { CollectionBeforeOperationHook, CollectionSlug, PayloadRequest, SanitizedCollectionConfig } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { snake } from './collectionSchema.js'
import { transactionDb } from './transactionDb.js'

/**
 * A collection whose writes rewrite other records (the staff-unit tree resaves every child's breadcrumbs) declares
 * `custom: { writeLock: true }`: each write takes one lock on the collection for the rest of its transaction, before
 * any row, so two writes in one tree run one after the other instead of deadlocking.
 */
async function lockCollectionWrites(req: PayloadRequest, config: SanitizedCollectionConfig): Promise<void> {
  if (!config.custom?.writeLock) return
  const db = await transactionDb(req)
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`agrofund:writes:${config.slug}`}))`)
}

/** Payload's side of the collection lock: every create, update and delete, from any interface. */
export const lockCollectionWritesHook: CollectionBeforeOperationHook = async ({ args, operation, req, collection }) => {
  if (operation === 'create' || operation === 'update' || operation === 'delete')
    await lockCollectionWrites(req, collection)
  return args
}

/**
 * Locks a record's row for the rest of the request's transaction and tells whether it still exists. Writers of one
 * record queue here instead of racing: of five parallel deletes one deletes, the others find nothing (404).
 */
export async function lockRecord(req: PayloadRequest, collection: CollectionSlug, id: number): Promise<boolean> {
  return (await lockRecordVersion(req, collection, id)) !== null
}

/**
 * Locks a record's row like lockRecord and reads the instant of its last save under the lock, so no other write can
 * slip in between the comparison with a client's version and the write (src/concurrency/staleWrites.ts); null when the
 * record is gone.
 */
export async function lockRecordVersion(
  req: PayloadRequest,
  collection: CollectionSlug,
  id: number,
): Promise<Date | null> {
  const config = req.payload.collections[collection].config
  await lockCollectionWrites(req, config)
  const table = typeof config.dbName === 'string' && config.dbName ? config.dbName : snake(collection)
  const db = await transactionDb(req)
  const { rows } = await db.execute(
    sql`select floor(extract(epoch from updated_at) * 1000)::float8 as updated_ms from ${sql.identifier(table)} where id = ${id} for update`,
  )
  if (rows.length === 0) return null
  return new Date(Number((rows[0] as { updated_ms: unknown }).updated_ms))
}
