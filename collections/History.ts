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

/** History milestones (contract 4.8). */
export const History: CollectionConfig = withAuditTrail({
  slug: 'history',
  labels: { singular: labels('Milestone', 'Веха', 'Bosqich'), plural: labels('History', 'История', 'Tarix') },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['year', 'title', 'status', 'sortOrder'],
    group: groups.content,
    listSearchableFields: ['title'],
  },
  access: contentAccess(active),
  versions: { maxPerDoc: 50 },
  defaultSort: 'year',
  fields: [
    {
      name: 'year',
      type: 'number',
      required: true,
      min: 1900,
      max: 2100,
      index: true,
      label: labels('Year', 'Год', 'Yil'),
    },
    localizedText('title', labels('Title', 'Заголовок', 'Sarlavha'), { required: true }),
    ...localizedRichText('description', labels('Description', 'Описание', 'Tavsif')),
    pictureFromLibrary('image', labels('Image', 'Изображение', 'Rasm')),
    statusField(),
    sortOrderField(),
  ],
})
