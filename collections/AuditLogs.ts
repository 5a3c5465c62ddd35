import type { CollectionConfig } from 'payload'
import { isAuditReader, nobody } from '../src/access/roles.js'
import { actionLabels } from '../src/hooks/auditActionLabels.js'
import { groups, labels } from '../src/fields/index.js'
import { auditActions } from '../src/hooks/audit.js'
import { searchAuditCodes } from '../src/hooks/auditSearch.js'

/** The audit trail: written only by the shared hooks (src/hooks/audit.ts), never edited or deleted by anyone. */
export const AuditLogs: CollectionConfig = {
  slug: 'audit-logs',
  labels: {
    singular: labels('Audit entry', 'Запись журнала', 'Jurnal yozuvi'),
    plural: labels('Audit trail', 'Журнал действий', 'Harakatlar jurnali'),
  },
  admin: {
    // Titled by its time, as the list's first column; the action and resource read in their own fields below.
    useAsTitle: 'createdAt',
    defaultColumns: ['createdAt', 'userEmail', 'action', 'resource', 'resourceId', 'ip'],
    group: groups.system,
    listSearchableFields: ['resource', 'userEmail', 'userName', 'action'],
    disableCopyToLocale: true,
    pagination: { defaultLimit: 25 },
    components: { beforeListTable: ['/src/admin/audit/AuditFilters.tsx#AuditFilters'] },
  },
  access: { read: isAuditReader, create: nobody, update: nobody, delete: nobody },
  disableDuplicate: true,
  defaultSort: '-createdAt',
  // The trail's reads, newest first: one record's history, one account's, one resource's or action's (GET
  // /api/v1/admin/audit-logs filters), each an index walk instead of a scan of the newest entries.
  indexes: [
    { fields: ['resource', 'resourceId', 'createdAt'] },
    { fields: ['resource', 'createdAt'] },
    { fields: ['user', 'createdAt'] },
    { fields: ['action', 'createdAt'] },
  ],
  hooks: { beforeOperation: [searchAuditCodes((code) => actionLabels[code as keyof typeof actionLabels])] },
  fields: [
    {
      name: 'user',
      type: 'relationship',
      relationTo: 'users',
      label: labels('Account', 'Учётная запись', 'Hisob'),
      admin: { readOnly: true },
    },
    {
      type: 'row',
      fields: [
        { name: 'userName', type: 'text', label: labels('Name', 'Имя', 'Ism'), admin: { readOnly: true } },
        {
          name: 'userEmail',
          type: 'text',
          label: labels('Email', 'Эл. почта', 'Elektron pochta'),
          admin: { readOnly: true },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'action',
          type: 'select',
          required: true,
          options: auditActions.map((value) => ({ value, label: actionLabels[value] })),
          label: labels('Action', 'Действие', 'Harakat'),
          admin: { readOnly: true, components: { Cell: '/src/admin/audit/ActionCell.tsx#ActionCell' } },
        },
        {
          name: 'resource',
          type: 'text',
          required: true,
          label: labels('Resource', 'Раздел', "Bo'lim"),
          admin: {
            readOnly: true,
            components: {
              Cell: '/src/admin/audit/ResourceCell.tsx#ResourceCell',
              Field: '/src/admin/audit/ResourceField.tsx#ResourceField',
            },
          },
        },
        {
          name: 'resourceId',
          type: 'number',
          index: true,
          label: labels('Record', 'Запись', 'Yozuv'),
          admin: { readOnly: true, components: { Cell: '/src/admin/audit/RecordCell.tsx#RecordCell' } },
        },
      ],
    },
    {
      name: 'changes',
      type: 'json',
      label: labels('Changes', 'Изменения', "O'zgarishlar"),
      admin: {
        readOnly: true,
        disableListColumn: true,
        disableListFilter: true,
        components: { Field: '/src/admin/audit/ChangesTable.tsx#ChangesTable' },
      },
    },
    {
      // A version restored (the entry's action stays `updated`, as the contract lists actions): which version, by the
      // time it was saved, as the record's versions list shows it.
      name: 'restoredVersionAt',
      type: 'date',
      label: labels('Restored version of', 'Восстановлена версия от', 'Tiklangan versiya sanasi'),
      admin: {
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd.MM.yyyy HH:mm' },
        condition: (data) => Boolean(data?.restoredVersionAt),
        disableListFilter: true,
      },
    },
    {
      name: 'restoredVersion',
      type: 'number',
      label: labels('Restored version', 'Восстановленная версия', 'Tiklangan versiya'),
      admin: { readOnly: true, condition: (data) => Boolean(data?.restoredVersion), disableListColumn: true },
    },
    {
      type: 'row',
      fields: [
        { name: 'ip', type: 'text', label: labels('IP address', 'IP-адрес', 'IP manzil'), admin: { readOnly: true } },
        { name: 'userAgent', type: 'text', label: labels('Browser', 'Браузер', 'Brauzer'), admin: { readOnly: true } },
      ],
    },
  ],
  timestamps: true,
}
