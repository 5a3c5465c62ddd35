import { auditReaderRoles } from '../src/access/roles.js'
import { dayRange, exact, type ResourceDef } from '../src/api/resource.js'
import type { AuditLog } from '../src/payload-types.js'
import { relationId } from '../src/fields/relations.js'
import { auditActions } from '../src/hooks/audit.js'

const created = dayRange('createdAt')

/**
 * Who acted, as the entry recorded them when it was written (the name and email of that moment; no join). Null when
 * no staff account acted: anonymous, client and system writes and failed logins (whose attempted email is in
 * `changes`). An account deleted since keeps its name and email, with `id` null (the reference is set null).
 */
const actorOf = (doc: AuditLog) => {
  const id = relationId(doc.user)
  if (id === null && !doc.userName) return null
  return { id, name: doc.userName ?? null, email: doc.userEmail ?? null }
}

/** Each change as `{old, new}`, in that order (the stored JSON keeps its keys in its own order). */
const changesOf = (changes: unknown): Record<string, { old: unknown; new: unknown }> =>
  Object.fromEntries(
    Object.entries(
      (changes && typeof changes === 'object' ? changes : {}) as Record<
        string,
        { old?: unknown; new?: unknown } | null
      >,
    ).map(([path, change]) => [path, { old: change?.old ?? null, new: change?.new ?? null }]),
  )

/** An entry exactly as contract section 3 writes it, keys in its order; entries are never updated, so no `updated_at`. */
export const auditRecord = (doc: AuditLog): Record<string, unknown> => ({
  id: doc.id,
  user: actorOf(doc),
  action: doc.action,
  resource: doc.resource,
  resource_id: doc.resourceId === null || doc.resourceId === undefined ? null : Number(doc.resourceId),
  changes: changesOf(doc.changes),
  ip: doc.ip ?? null,
  user_agent: doc.userAgent ?? null,
  created_at: new Date(String(doc.createdAt)).toISOString(),
})

/**
 * The audit trail — contract section 3 (row 1): read-only, for super admins and admins (the collection's own read
 * access says the same, and nobody may create, change or delete an entry through any interface).
 */
export const auditLogs: ResourceDef<'audit-logs'> = {
  name: 'audit-logs',
  collection: 'audit-logs',
  adminPath: '/admin/audit-logs',
  roles: auditReaderRoles,
  operations: ['list'],
  record: auditRecord,
  adminList: {
    filters: {
      user_id: exact('user', 'integer'),
      action: exact('action', 'string', { in: auditActions }),
      // The collection or global slug as stored (`programs`, `news-categories`, `citizen-reception`), exactly.
      resource: exact('resource'),
      resource_id: exact('resourceId', 'integer'),
      // Days only (`2026-03-01`), both inclusive, in UTC; a timestamp is validation.date.
      date_from: created.from,
      date_to: created.to,
    },
    sorts: { created_at: 'createdAt', id: 'id' },
    defaultSort: '-created_at',
  },
}
