import type { CollectionSlug, PayloadRequest } from 'payload'
import { writeAuditEntry, type AuditAction, type AuditBatch, type Changes } from '../hooks/audit.js'
import { lockRecordVersion } from '../db/rowLock.js'
import { markVersionChecked } from '../concurrency/staleWrites.js'
import { ifMatchHolds, versionTag } from '../concurrency/versionTag.js'
import type { FileArea } from '../media/storage.js'
import { UploadBatch, type UploadSource } from '../media/upload.js'
import { NotFound, PreconditionFailed } from '../core/errors.js'
import type { RequestContext } from './route.js'
import { inTransaction } from './transaction.js'

/** What a mutation's work may do: Local API calls through `req`, store uploads, write audit entries of its record. */
export interface Mutation {
  /** The caller's Payload request, inside the mutation's transaction; pass it with `overrideAccess: false`. */
  req: PayloadRequest
  /**
   * Stores an upload as a media record (or a record of another upload collection) in the transaction; its files are
   * removed again if the mutation fails.
   */
  store: (file: UploadSource, collection?: FileArea) => Promise<{ id: number; filename: string }>
  /** One audit entry of the mutation's record (actions: `file_uploaded`, `status_changed`, ...). */
  audit: (action: AuditAction, changes: Changes, resourceId?: number) => Promise<void>
}

export interface MutationTarget {
  collection: CollectionSlug
  /** The record to change: locked for the transaction, a 404 when it is gone. Absent for a create. */
  id?: number
  /**
   * `record` (the default): the record's own changes, collected by the audit hooks over every locale's write, become
   * one entry (`created` or `updated`). `explicit`: only the entries the work writes with `audit()`.
   */
  audit?: 'record' | 'explicit'
  /** Payload fields never written to the audit trail (write-only fields: passwords, tokens). */
  secret?: readonly string[]
  /** More of the Payload request's context (a flag an access rule asks for). */
  context?: Record<string, unknown>
}

/**
 * The one audited write of /api/v1, for CRUD and every action: a Payload request carrying the caller, a transaction,
 * the record's row lock, uploads stored as media records, one audit entry for the record's diff (or the action's own
 * entries), and on any failure a rollback that also takes the stored files off the disk.
 */
export async function mutate<T>(
  ctx: RequestContext,
  target: MutationTarget,
  work: (m: Mutation) => Promise<T>,
): Promise<T> {
  const batch: AuditBatch = { resource: target.collection, resourceId: target.id, changes: {}, secret: target.secret }
  const req = await ctx.payloadReq({ ...target.context, auditBatch: batch })
  // No fallback while writing one locale, so the audit diff sees that locale's own values.
  req.fallbackLocale = false
  const files = new UploadBatch(req)
  const audit: Mutation['audit'] = (action, changes, resourceId) =>
    writeAuditEntry(req, { action, resource: target.collection, resourceId: resourceId ?? target.id, changes })
  try {
    return await inTransaction(req, async () => {
      // Writers of one record queue here; an update also learns whether the record still exists (Payload's update
      // would otherwise recreate a record a parallel delete just removed), and whether it is still the version the
      // caller's If-Match names (optimistic concurrency: a write based on a stale read is refused, never applied).
      if (target.id !== undefined) {
        const updatedAt = await lockRecordVersion(req, target.collection, target.id)
        if (!updatedAt) throw new NotFound()
        const expected = ctx.req.headers['if-match']
        const current = versionTag(target.id, updatedAt)
        if (expected && !ifMatchHolds(expected, current)) throw new PreconditionFailed(current)
      }
      // Checked here once: the Payload operations below (one per locale) must not check again.
      markVersionChecked(req)
      const result = await work({ req, store: (file, collection) => files.store(file, collection), audit })
      const changed = batch.action === 'created' || Object.keys(batch.changes).length > 0
      if ((target.audit ?? 'record') === 'record' && changed) {
        await audit(
          batch.action ?? 'updated',
          batch.changes,
          batch.resourceId === undefined ? undefined : Number(batch.resourceId),
        )
      }
      return result
    })
  } catch (error) {
    await files.discard()
    throw error
  }
}
