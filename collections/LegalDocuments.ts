import type { CollectionBeforeDeleteHook, CollectionConfig } from 'payload'
import { isContentEditor, publishedOrContentEditor } from '../src/access/roles.js'
import { activeOnly } from '../src/access/visibility.js'
import { labels, localizedRichText, localizedText, sortOrderField, statusField } from '../src/fields/index.js'
import { withAuditTrail } from '../src/hooks/audit.js'

/** Programs keep existing without their legal basis when it is deleted; each change goes through Payload and is audited. */
const detachPrograms: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { docs } = await req.payload.find({
    collection: 'programs', where: { legalDocument: { equals: id } }, pagination: false, depth: 0, select: {}, req,
    // System cleanup that follows from a delete the caller was allowed to make.
    overrideAccess: true,
  })
  for (const program of docs) {
    await req.payload.update({ collection: 'programs', id: program.id, data: { legalDocument: null }, req, overrideAccess: true, depth: 0 })
  }
}

/** Legal documents (contract 4.3). The catalog issue completes files, document types and the admin/public API. */
export const LegalDocuments: CollectionConfig = withAuditTrail({
  slug: 'legal-documents',
  labels: { singular: labels('Legal document', 'Нормативный документ', 'Normativ hujjat'), plural: labels('Legal documents', 'Нормативные документы', 'Normativ hujjatlar') },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'number', 'adoptedOn', 'state', 'status'],
    group: labels('Content', 'Контент', 'Kontent'),
    listSearchableFields: ['title', 'number'],
  },
  access: {
    read: publishedOrContentEditor(activeOnly),
    create: isContentEditor,
    update: isContentEditor,
    delete: isContentEditor,
    readVersions: isContentEditor,
  },
  versions: { maxPerDoc: 50 },
  defaultSort: '-adoptedOn',
  hooks: { beforeDelete: [detachPrograms] },
  fields: [
    localizedText('title', labels('Title', 'Название', 'Nomi'), { required: true }),
    { name: 'number', type: 'text', required: true, maxLength: 255, index: true, label: labels('Number', 'Номер', 'Raqami') },
    { name: 'docType', type: 'text', required: true, index: true, label: labels('Document type', 'Тип документа', 'Hujjat turi') },
    { name: 'relevance', type: 'select', required: true, options: ['high', 'medium', 'low'], index: true },
    { name: 'state', type: 'select', required: true, options: ['in_force', 'amended', 'repealed'], index: true },
    { name: 'adoptedOn', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayOnly' } } },
    localizedText('direction', labels('Direction', 'Направление', "Yo'nalish")),
    ...localizedRichText('body', labels('Body', 'Текст', 'Matn')),
    { name: 'sourceUrl', type: 'text', maxLength: 2048 },
    statusField(),
    sortOrderField(),
  ],
})
