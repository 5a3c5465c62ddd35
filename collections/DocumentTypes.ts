import type {
  CollectionAfterChangeHook,
  CollectionBeforeDeleteHook,
  CollectionBeforeValidateHook,
  CollectionConfig,
  PayloadRequest,
  Validate,
} from 'payload'
import { APIError } from 'payload'
import { messageFor } from '../src/i18n/messages.js'
import { staffUnitsTexts } from '../src/i18n/texts/staffUnits.js'
import { defaultLocale } from '../src/config/locales.js'
import { contentAccess } from '../src/access/roles.js'
import { active } from '../src/access/visibility.js'
import { groups, labels, localizedText, sortOrderField, statusField, SLUG_PATTERN } from '../src/fields/index.js'
import { withAuditTrail } from '../src/hooks/audit.js'
import { outsideRestore } from '../src/hooks/nestedWrites.js'

/** A type in use cannot go: documents refer to it by code. */
const refuseDeleteInUse: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const type = await req.payload.findByID({ collection: 'document-types', id, depth: 0, req, overrideAccess: true })
  const { totalDocs } = await req.payload.count({
    collection: 'legal-documents',
    where: { docType: { equals: type.code } },
    req,
    overrideAccess: true,
  })
  if (totalDocs > 0) throw new APIError(messageFor(req, 'documentTypeInUse', { count: totalDocs }), 409, null, true)
}

/** Documents follow a type whose code changes (after the change, so the new code exists for their own check). */
const renameDocumentsCode: CollectionAfterChangeHook = async ({ doc, previousDoc, req, operation }) => {
  if (operation !== 'update' || !previousDoc || doc.code === previousDoc.code) return doc
  // A restored version can bring an older code back: the documents follow it as they follow an edit.
  const { errors } = await outsideRestore(req, () =>
    req.payload.update({
      collection: 'legal-documents',
      where: { docType: { equals: previousDoc.code } },
      data: { docType: doc.code },
      req,
      // System follow-up of an edit the caller was allowed to make.
      overrideAccess: true,
    }),
  )
  // A document that refuses the change (another editor's lock, a rule of its own) stops the whole save: a conflict the
  // editor can resolve, not a server fault.
  if (errors.length > 0) {
    const reason = errors.map((error) => error.message).join(' ')
    throw new APIError(messageFor(req, 'documentTypeDocumentsNotMoved', { reason }), 409, null, true)
  }
  return doc
}

/** Lowercase Latin letters, digits and single hyphens from a name: "Vazirlar Mahkamasi qarori" → "vazirlar-mahkamasi-qarori". */
const codeFrom = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[ʻʼ'‘’`]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200)
    .replace(/-+$/, '')

const codeTaken = async (req: PayloadRequest, code: string) =>
  (
    await req.payload.count({
      collection: 'document-types',
      where: { code: { equals: code } },
      req,
      overrideAccess: true,
    })
  ).totalDocs > 0

/**
 * Editors name a new type and leave the code (which they are not shown) to the CMS: it is made from the Uzbek name,
 * numbered when taken ("qaror-2"). /api/v1 always sends a code (contract 4.4); admins may type one.
 */
const generateCodeFromName: CollectionBeforeValidateHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || !data || (typeof data.code === 'string' && data.code.trim() !== '')) return data
  const name =
    typeof data.name === 'string' ? data.name : (data.name as Record<string, unknown> | undefined)?.[defaultLocale]
  const base = codeFrom(typeof name === 'string' ? name : '') || 'type'
  let code = base
  for (let number = 2; await codeTaken(req, code); number++) code = `${base}-${number}`
  data.code = code
  return data
}

/** The code's rule, in the interface language of whoever sees it; empty on a create is made by `generateCodeFromName`. */
const validCode: Validate = (value, { operation, req }) => {
  if ((value === undefined || value === null || value === '') && operation === 'create') return true
  return typeof value === 'string' && value.length <= 255 && SLUG_PATTERN.test(value)
    ? true
    : messageFor(req, 'documentTypeCodeRule')
}

/** Document types (contract 4.4): the vocabulary of legal documents' `doc_type`. */
export const DocumentTypes: CollectionConfig = withAuditTrail({
  slug: 'document-types',
  labels: {
    singular: labels('Document type', 'Тип документа', 'Hujjat turi'),
    plural: labels('Document types', 'Типы документов', 'Hujjat turlari'),
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'status', 'sortOrder'],
    group: groups.content,
    listSearchableFields: ['name', 'code'],
  },
  access: contentAccess(active),
  versions: { maxPerDoc: 50 },
  defaultSort: 'sortOrder',
  hooks: {
    beforeValidate: [generateCodeFromName],
    beforeDelete: [refuseDeleteInUse],
    afterChange: [renameDocumentsCode],
  },
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
      // Technical (the API's doc_type, legal documents refer to it): shown to admins only, made from the name otherwise.
      admin: {
        position: 'sidebar',
        description: staffUnitsTexts.documentTypeCodeHint,
        components: { Field: '/src/admin/staffUnits/DocumentTypeCode.tsx#DocumentTypeCode' },
      },
      validate: validCode,
    },
    statusField(),
    sortOrderField(),
  ],
})
