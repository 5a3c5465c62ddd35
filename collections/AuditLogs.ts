import type { CollectionConfig } from 'payload'
import { isAuditReader, nobody } from '../src/access/roles.js'
import { labels } from '../src/fields/index.js'

const actions = [
  'created', 'updated', 'deleted', 'file_uploaded', 'file_deleted', 'login', 'login_failed', 'logout',
  'status_changed', 'assistant_taken', 'assistant_released',
]

/** The audit trail: written only by the shared hooks (src/hooks/audit.ts), never edited or deleted by anyone. */
export const AuditLogs: CollectionConfig = {
  slug: 'audit-logs',
  labels: { singular: labels('Audit entry', 'Запись журнала', 'Jurnal yozuvi'), plural: labels('Audit trail', 'Журнал действий', 'Harakatlar jurnali') },
  admin: {
    useAsTitle: 'action',
    defaultColumns: ['createdAt', 'userEmail', 'action', 'resource', 'resourceId', 'ip'],
    group: labels('System', 'Система', 'Tizim'),
    listSearchableFields: ['resource', 'userEmail', 'action'],
    disableCopyToLocale: true,
  },
  access: { read: isAuditReader, create: nobody, update: nobody, delete: nobody },
  disableDuplicate: true,
  defaultSort: '-createdAt',
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', index: true, admin: { readOnly: true } },
    { name: 'userName', type: 'text', admin: { readOnly: true } },
    { name: 'userEmail', type: 'text', admin: { readOnly: true } },
    { name: 'action', type: 'select', required: true, index: true, options: actions, admin: { readOnly: true } },
    { name: 'resource', type: 'text', required: true, index: true, admin: { readOnly: true } },
    { name: 'resourceId', type: 'number', index: true, admin: { readOnly: true } },
    { name: 'changes', type: 'json', admin: { readOnly: true } },
    { name: 'ip', type: 'text', admin: { readOnly: true } },
    { name: 'userAgent', type: 'text', admin: { readOnly: true } },
  ],
  timestamps: true,
}
