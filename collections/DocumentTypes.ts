import type { CollectionAfterChangeHook, CollectionBeforeDeleteHook, CollectionConfig } from 'payload'
import { APIError } from 'payload'
import { contentAccess } from '../src/access/roles.js'
import { activeOnly } from '../src/access/visibility.js'
import { groups, labels, localizedText, sortOrderField, statusField, SLUG_PATTERN } from '../src/fields/index.js'
import { withAuditTrail } from '../src/hooks/audit.js'

/** A type in use cannot go: documents refer to it by code. */
const refuseDeleteInUse: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const type = await req.payload.findByID({ collection: 'document-types', id, depth: 0, req, overrideAccess: true })
  const { totalDocs } = await req.payload.count({ collection: 'legal-documents', where: { docType: { equals: type.code } }, req, overrideAccess: true })
  if (totalDocs > 0) throw new APIError(`The document type is used by ${totalDocs} legal document(s).`, 409, null, true)
}

/** Documents follow a type whose code changes (after the change, so the new code exists for their own check). */
const renameDocumentsCode: CollectionAfterChangeHook = async ({ doc, previousDoc, req, operation }) => {
  if (operation !== 'update' || !previousDoc || doc.code === previousDoc.code) return doc
  const { errors } = await req.payload.update({
    collection: 'legal-documents',
    where: { docType: { equals: previousDoc.code } },
    data: { docType: doc.code },
    req,
    // System follow-up of an edit the caller was allowed to make.
    overrideAccess: true,
  })
  if (errors.length > 0) throw new APIError('Could not move legal documents to the new document type code.', 500)
  return doc
}

/** Document types (contract 4.4): the vocabulary of legal documents' `doc_type`. */
export const DocumentTypes: CollectionConfig = withAuditTrail({
  slug: 'document-types',
  labels: { singular: labels('Document type', 'Тип документа', 'Hujjat turi'), plural: labels('Document types', 'Типы документов', 'Hujjat turlari') },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'code', 'status', 'sortOrder'], group: groups.content, listSearchableFields: ['name', 'code'] },
  access: contentAccess(activeOnly),
  versions: { maxPerDoc: 50 },
  defaultSort: 'sortOrder',
  hooks: { beforeDelete: [refuseDeleteInUse], afterChange: [renameDocumentsCode] },
  fields: [
    localizedText('name', labels('Name', 'Название', 'Nomi'), { required: true }),
    {
      name: 'code',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: 255,
      label: labels('Code', 'Код', 'Kod'),
      admin: { position: 'sidebar', description: 'decree, resolution, law…' },
      validate: (value: string | null | undefined) => (typeof value === 'string' && SLUG_PATTERN.test(value) ? true : 'Use lowercase letters, digits and hyphens.'),
    },
    statusField(),
    sortOrderField(),
  ],
})
