import type { CollectionConfig } from 'payload'
import { isAppealHandler, nobody } from '../src/access/roles.js'
import { optionsOf, appealStatuses } from '../src/appeals/vocabulary.js'
import { labels } from '../src/fields/index.js'

/**
 * The append-only status history of appeals: one row per change (and one for the submission), written by the
 * appeals' hooks in the transaction of the change; nobody creates, edits or deletes a row through any interface.
 * Shown on the appeal's page (a join) and in its admin record.
 */
export const AppealStatusChanges: CollectionConfig = {
  slug: 'appeal-status-changes',
  labels: {
    singular: labels('Status change', 'Смена статуса', "Holat o'zgarishi"),
    plural: labels('Status history', 'История статусов', 'Holatlar tarixi'),
  },
  // Shown on the appeal's page, never from the navigation.
  admin: {
    group: false,
    useAsTitle: 'createdAt',
    defaultColumns: ['createdAt', 'fromStatus', 'toStatus', 'userName', 'note'],
  },
  access: { read: isAppealHandler, create: nobody, update: nobody, delete: nobody },
  disableDuplicate: true,
  defaultSort: 'createdAt',
  fields: [
    {
      name: 'appeal',
      type: 'relationship',
      relationTo: 'appeals',
      required: true,
      index: true,
      label: labels('Appeal', 'Обращение', 'Murojaat'),
    },
    { name: 'fromStatus', type: 'select', options: optionsOf(appealStatuses), label: labels('From', 'Было', 'Avval') },
    {
      name: 'toStatus',
      type: 'select',
      required: true,
      options: optionsOf(appealStatuses),
      label: labels('To', 'Стало', 'Keyin'),
    },
    {
      name: 'user',
      type: 'relationship',
      relationTo: 'users',
      label: labels('Staff account', 'Учётная запись', 'Xodim hisobi'),
    },
    // The name as it was then: the history still reads when an account is renamed or removed.
    { name: 'userName', type: 'text', label: labels('By', 'Кто', 'Kim') },
    { name: 'note', type: 'textarea', label: labels('Note', 'Примечание', 'Izoh') },
  ],
}
