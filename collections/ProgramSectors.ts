import type { CollectionConfig } from 'payload'
import { contentAccess } from '../src/access/roles.js'
import { active } from '../src/access/visibility.js'
import { labels, localizedText, slugField, sortOrderField, statusField } from '../src/fields/index.js'
import { withAuditTrail } from '../src/hooks/audit.js'
import { detachReferences } from '../src/hooks/detachReferences.js'

export const ProgramSectors: CollectionConfig = withAuditTrail({
  slug: 'program-sectors',
  labels: {
    singular: labels('Program sector', 'Отрасль программ', 'Dastur sohasi'),
    plural: labels('Program sectors', 'Отрасли программ', 'Dastur sohalari'),
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'status', 'sortOrder'],
    group: labels('Content', 'Контент', 'Kontent'),
    listSearchableFields: ['name', 'slug'],
  },
  access: contentAccess(active),
  versions: { maxPerDoc: 50 },
  defaultSort: 'sortOrder',
  // Programs of a deleted sector stay, without a sector.
  hooks: { beforeDelete: [detachReferences('programs', 'programSector')] },
  fields: [
    localizedText('name', labels('Name', 'Название', 'Nomi'), { required: true }),
    slugField(),
    localizedText('description', labels('Description', 'Описание', 'Tavsif'), { textarea: true }),
    statusField(),
    sortOrderField(),
  ],
})
