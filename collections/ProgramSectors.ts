import type { CollectionBeforeDeleteHook, CollectionConfig } from 'payload'
import { contentAccess } from '../src/access/roles.js'
import { activeOnly } from '../src/access/visibility.js'
import { labels, localizedText, slugField, sortOrderField, statusField } from '../src/fields/index.js'
import { withAuditTrail } from '../src/hooks/audit.js'

/** Programs of a deleted sector stay, without a sector; done through Payload so each change is audited. */
const detachPrograms: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { docs } = await req.payload.find({
    collection: 'programs',
    where: { programSector: { equals: id } },
    pagination: false,
    depth: 0,
    select: {},
    req,
    // System cleanup that follows from a delete the caller was allowed to make.
    overrideAccess: true,
  })
  for (const program of docs) {
    await req.payload.update({ collection: 'programs', id: program.id, data: { programSector: null }, req, overrideAccess: true, depth: 0 })
  }
}

export const ProgramSectors: CollectionConfig = withAuditTrail({
  slug: 'program-sectors',
  labels: { singular: labels('Program sector', 'Отрасль программ', 'Dastur sohasi'), plural: labels('Program sectors', 'Отрасли программ', 'Dastur sohalari') },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'status', 'sortOrder'],
    group: labels('Content', 'Контент', 'Kontent'),
    listSearchableFields: ['name', 'slug'],
  },
  access: contentAccess(activeOnly),
  versions: { maxPerDoc: 50 },
  defaultSort: 'sortOrder',
  hooks: { beforeDelete: [detachPrograms] },
  fields: [
    localizedText('name', labels('Name', 'Название', 'Nomi'), { required: true }),
    slugField(),
    localizedText('description', labels('Description', 'Описание', 'Tavsif'), { textarea: true }),
    statusField(),
    sortOrderField(),
  ],
})
