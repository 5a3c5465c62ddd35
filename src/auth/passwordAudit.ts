import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, PayloadRequest } from 'payload'
import { writeAuditEntry, type AuditBatch, type Changes } from '../hooks/audit.js'

/**
 * A password set on an existing account is an entry of the audit trail (issue 38: a super admin's reset of someone
 * else's password is audited; one's own change is too), though the trail's diff never holds a password or a hash
 * (contract 3): the change is named, `password: {old: null, new: "changed"}`, and its value is nowhere. The actor is the
 * entry's user; a reset by e-mailed token (Payload's own operation, no update) is not a change made here.
 */

/** The accounts whose password the request is setting, noted before Payload hashes it and drops it from the data. */
const settingPassword = new WeakMap<PayloadRequest, Set<string>>()

const PASSWORD_CHANGED: Changes = { password: { old: null, new: 'changed' } }

export const notePasswordChange: CollectionBeforeChangeHook = ({ data, operation, originalDoc, req }) => {
  const password = (data as { password?: unknown }).password
  if (operation !== 'update' || typeof password !== 'string' || password === '' || !originalDoc) return data
  const ids = settingPassword.get(req) ?? new Set<string>()
  ids.add(String(originalDoc.id))
  settingPassword.set(req, ids)
  return data
}

export const recordPasswordChange: CollectionAfterChangeHook = async ({ collection, context, doc, operation, req }) => {
  const ids = settingPassword.get(req)
  if (operation !== 'update' || !ids?.delete(String(doc.id))) return doc
  if (context?.skipAudit) return doc
  // An /api/v1 write collects one entry for the record (src/api/mutation.ts): the change joins it.
  const batch = context?.auditBatch as AuditBatch | undefined
  if (batch && batch.resource === collection.slug && String(batch.resourceId) === String(doc.id)) {
    Object.assign(batch.changes, PASSWORD_CHANGED)
    return doc
  }
  await writeAuditEntry(req, {
    action: 'updated',
    resource: collection.slug,
    resourceId: doc.id,
    changes: PASSWORD_CHANGED,
  })
  return doc
}
