import type { CollectionConfig } from 'payload'
import { contentAccess } from '../src/access/roles.js'
import { active } from '../src/access/visibility.js'
import {
  groups,
  labels,
  localizedRichText,
  localizedText,
  pictureFromLibrary,
  sortOrderField,
  statusField,
} from '../src/fields/index.js'
import { withAuditTrail } from '../src/hooks/audit.js'

/** The fund's management (contract 4.7). */
export const Management: CollectionConfig = withAuditTrail({
  slug: 'management',
  labels: {
    singular: labels('Manager', 'Руководитель', 'Rahbar'),
    plural: labels('Management', 'Руководство', 'Rahbariyat'),
  },
  admin: {
    useAsTitle: 'fullName',
    defaultColumns: ['fullName', 'position', 'status', 'sortOrder'],
    group: groups.structure,
    listSearchableFields: ['fullName', 'position'],
  },
  access: contentAccess(active),
  versions: { maxPerDoc: 50 },
  defaultSort: 'sortOrder',
  fields: [
    localizedText('fullName', labels('Full name', 'Ф. И. О.', 'F. I. Sh.'), { required: true }),
    localizedText('position', labels('Position', 'Должность', 'Lavozimi'), { required: true }),
    ...localizedRichText('biography', labels('Biography', 'Биография', 'Tarjimai hol')),
    pictureFromLibrary('photo', labels('Photo', 'Фото', 'Surat')),
    {
      type: 'row',
      fields: [
        { name: 'phone', type: 'text', maxLength: 32, label: labels('Phone', 'Телефон', 'Telefon') },
        { name: 'email', type: 'email', label: labels('Email', 'Эл. почта', 'Elektron pochta') },
      ],
    },
    localizedText('receptionDays', labels('Reception days', 'Дни приёма', 'Qabul kunlari')),
    statusField(),
    sortOrderField(),
  ],
})
