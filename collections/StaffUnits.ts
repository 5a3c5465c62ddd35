import type { CollectionBeforeChangeHook, CollectionBeforeDeleteHook, CollectionConfig, Payload, PayloadRequest } from 'payload'
import { APIError, ValidationError } from 'payload'
import { contentAccess } from '../src/access/roles.js'
import { activeOnly } from '../src/access/visibility.js'
import { groups, labels, localizedRichText, localizedText, sortOrderField, statusField } from '../src/fields/index.js'
import { withAuditTrail } from '../src/hooks/audit.js'
import { lockCollectionWritesHook } from '../src/db/rowLock.js'

export const STAFF_SORT_MAX = 9999

/** The ids of a unit and all units below it, one query per level of the tree (inside `req`'s transaction when given). */
export async function unitAndDescendants(payload: Payload, id: number, req?: PayloadRequest): Promise<Set<number>> {
  const found = new Set<number>([id])
  let frontier = [id]
  while (frontier.length > 0) {
    const { docs } = await payload.find({
      collection: 'staff-units', where: { parent: { in: frontier } }, pagination: false, depth: 0, select: {}, req,
      // Structural check: the whole tree matters, whoever asks.
      overrideAccess: true,
    })
    frontier = docs.map((doc) => Number(doc.id)).filter((child) => !found.has(child))
    frontier.forEach((child) => found.add(child))
  }
  return found
}

/** The one cycle rule: a unit cannot sit below itself or one of its descendants. */
export const wouldCycle = async (payload: Payload, unitId: number, parentId: number, req?: PayloadRequest) =>
  (await unitAndDescendants(payload, unitId, req)).has(parentId)

/** A unit cannot sit below itself or one of its descendants. */
const refuseCycles: CollectionBeforeChangeHook = async ({ data, originalDoc, req, operation }) => {
  if (operation !== 'update' || !originalDoc || data.parent === undefined || data.parent === null) return data
  const parent = typeof data.parent === 'object' ? Number(data.parent.id) : Number(data.parent)
  if (await wouldCycle(req.payload, Number(originalDoc.id), parent, req)) {
    throw new ValidationError({ collection: 'staff-units', errors: [{ path: 'parent', message: 'A unit cannot be placed below itself or its own sub-units.' }] })
  }
  return data
}

/** Units with sub-units cannot be deleted: they would be orphaned. */
const refuseDeleteWithChildren: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { totalDocs } = await req.payload.count({ collection: 'staff-units', where: { parent: { equals: id } }, req, overrideAccess: true })
  if (totalDocs > 0) throw new APIError(`The staff unit has ${totalDocs} sub-unit(s); move or delete them first.`, 409, null, true)
}

/** Staff units (contract 4.5, source part 4.3): the fund's organisational tree. */
export const StaffUnits: CollectionConfig = withAuditTrail({
  slug: 'staff-units',
  labels: { singular: labels('Staff unit', 'Подразделение', "Bo'linma"), plural: labels('Staff units', 'Структура', 'Tuzilma') },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'parent', 'headName', 'status', 'sortOrder'],
    group: groups.structure,
    listSearchableFields: ['name', 'headName'],
    components: { beforeListTable: ['/src/admin/StaffUnitTree.tsx#StaffUnitTree'] },
  },
  access: contentAccess(activeOnly),
  versions: { maxPerDoc: 50 },
  defaultSort: 'sortOrder',
  // Writes resave the subtree's breadcrumbs: one at a time (src/db/rowLock.ts).
  custom: { writeLock: true },
  hooks: { beforeOperation: [lockCollectionWritesHook], beforeChange: [refuseCycles], beforeDelete: [refuseDeleteWithChildren] },
  fields: [
    localizedText('name', labels('Name', 'Название', 'Nomi'), { required: true }),
    { name: 'parent', type: 'relationship', relationTo: 'staff-units', index: true, label: labels('Parent unit', 'Вышестоящее подразделение', "Yuqori bo'linma"), admin: { position: 'sidebar' } },
    localizedText('headName', labels('Head', 'Руководитель', 'Rahbar')),
    ...localizedRichText('duties', labels('Duties', 'Функции', 'Vazifalar')),
    { type: 'row', fields: [
      { name: 'phone', type: 'text', maxLength: 32, label: labels('Phone', 'Телефон', 'Telefon') },
      { name: 'email', type: 'email', label: labels('Email', 'Эл. почта', 'Elektron pochta') },
    ] },
    statusField(),
    sortOrderField(STAFF_SORT_MAX),
    // The nested-docs plugin's breadcrumbs, declared here (the plugin then adds none) to keep them out of the audit trail
    // and to label them for editors; the stored shape is the plugin's.
    {
      name: 'breadcrumbs',
      type: 'array',
      localized: true,
      custom: { audit: false },
      label: labels('Path in the structure', 'Путь в структуре', "Tuzilmadagi o'rni"),
      labels: { singular: labels('Level', 'Уровень', 'Daraja'), plural: labels('Levels', 'Уровни', 'Darajalar') },
      admin: { readOnly: true, position: 'sidebar' },
      fields: [
        { name: 'doc', type: 'relationship', relationTo: 'staff-units', maxDepth: 0, admin: { disabled: true } },
        { type: 'row', fields: [
          { name: 'url', type: 'text', label: labels('Address', 'Адрес', 'Manzil'), admin: { width: '50%' } },
          { name: 'label', type: 'text', label: labels('Unit', 'Подразделение', "Bo'linma"), admin: { width: '50%' } },
        ] },
      ],
    },
  ],
})
