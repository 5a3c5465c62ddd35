import type {
  CollectionAfterDeleteHook,
  CollectionBeforeValidateHook,
  CollectionConfig,
  FieldHook,
  Validate,
} from 'payload'
import { contentAccess } from '../src/access/roles.js'
import { active } from '../src/access/visibility.js'
import {
  dayField,
  groups,
  labelKeyField,
  labels,
  localizedRichText,
  localizedText,
  sortOrderField,
  statusField,
} from '../src/fields/index.js'
import { withAuditTrail } from '../src/hooks/audit.js'
import { detachReferences } from '../src/hooks/detachReferences.js'
import { messageFor } from '../src/i18n/messages.js'

export const relevanceLevels = ['high', 'medium', 'low'] as const
export const documentStates = ['in_force', 'amended', 'repealed'] as const

/** A deleted document takes its files with it (records and stored files). */
const deleteFiles: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const ids = ((doc.files ?? []) as (number | { id: number })[]).map((file) =>
    typeof file === 'object' ? file.id : file,
  )
  for (const id of ids) {
    // System cleanup that follows from a delete the caller was allowed to make.
    await req.payload.delete({ collection: 'media', id, req, overrideAccess: true }).catch(() => undefined)
  }
}

/** `year` is the year of `adopted_on`, stored for filtering and facets. */
const deriveYearFromAdoptedOn: FieldHook = ({ siblingData, value }) =>
  siblingData?.adoptedOn ? new Date(String(siblingData.adoptedOn)).getUTCFullYear() : value

/**
 * Editors pick the type from a list (documentType); the API speaks its code (docType). Whichever was written, the
 * other follows, so both always name the same type.
 */
const syncDocumentType: CollectionBeforeValidateHook = async ({ data, originalDoc, req }) => {
  if (!data) return data
  const chosen = typeof data.documentType === 'object' && data.documentType ? data.documentType.id : data.documentType
  const chosenChanged = chosen !== undefined && chosen !== null && chosen !== (originalDoc?.documentType ?? null)
  if (chosenChanged) {
    const type = await req.payload.findByID({
      collection: 'document-types',
      id: chosen,
      depth: 0,
      req,
      overrideAccess: true,
      disableErrors: true,
    })
    if (type) data.docType = type.code
    return data
  }
  if (typeof data.docType === 'string' && data.docType !== '') {
    const { docs } = await req.payload.find({
      collection: 'document-types',
      where: { code: { equals: data.docType } },
      limit: 1,
      depth: 0,
      req,
      overrideAccess: true,
    })
    data.documentType = docs[0]?.id ?? null
  }
  return data
}

/** The code must name a document type (checked for the admin UI; the API checks it at the edge). */
const existingDocumentType: Validate = async (value, { req }) => {
  if (typeof value !== 'string' || value === '') return messageFor(req, 'required')
  const { totalDocs } = await req.payload.count({
    collection: 'document-types',
    where: { code: { equals: value } },
    req,
    overrideAccess: true,
  })
  return totalDocs > 0 || messageFor(req, 'unknownDocumentTypeCode')
}

/** Legal documents (contract 4.3, source part 4.2). */
export const LegalDocuments: CollectionConfig = withAuditTrail({
  slug: 'legal-documents',
  labels: {
    singular: labels('Legal document', 'Нормативный документ', 'Normativ hujjat'),
    plural: labels('Legal documents', 'Нормативные документы', 'Normativ hujjatlar'),
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'number', 'documentType', 'adoptedOn', 'state', 'status'],
    group: groups.content,
    listSearchableFields: ['title', 'number', 'direction'],
  },
  access: contentAccess(active),
  versions: { maxPerDoc: 50 },
  defaultSort: '-adoptedOn',
  // Programs keep existing without their legal basis when it is deleted.
  hooks: {
    beforeValidate: [syncDocumentType],
    beforeDelete: [detachReferences('programs', 'legalDocument')],
    afterDelete: [deleteFiles],
  },
  fields: [
    localizedText('title', labels('Title', 'Название', 'Nomi'), { required: true }),
    {
      type: 'row',
      fields: [
        {
          name: 'number',
          type: 'text',
          required: true,
          maxLength: 255,
          index: true,
          label: labels('Number', 'Номер', 'Raqami'),
        },
        {
          name: 'documentType',
          type: 'relationship',
          relationTo: 'document-types',
          index: true,
          label: labels('Document type', 'Тип документа', 'Hujjat turi'),
        },
        {
          name: 'docType',
          type: 'text',
          index: true,
          maxLength: 255,
          validate: existingDocumentType,
          label: labels('Document type code', 'Код типа документа', 'Hujjat turi kodi'),
          // The API's name of the type chosen above: shown to admins only (editors name types), never a column or filter.
          admin: {
            readOnly: true,
            disableListColumn: true,
            disableListFilter: true,
            components: {
              Field: '/src/admin/staffUnits/DocumentTypeCode.tsx#DocumentTypeCode',
              Diff: '/src/admin/NoDiff.tsx#NoDiff',
            },
            description: labels(
              'Follows the type chosen beside it; what the API filters by (doc_type).',
              'Следует за выбранным рядом типом; по нему фильтрует API (doc_type).',
              "Yonida tanlangan turga qarab o'zgaradi; API shu bo'yicha saralaydi (doc_type).",
            ),
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'relevance',
          type: 'select',
          required: true,
          index: true,
          options: [
            { value: 'high', label: labels('High', 'Высокая', 'Yuqori') },
            { value: 'medium', label: labels('Medium', 'Средняя', "O'rta") },
            { value: 'low', label: labels('Low', 'Низкая', 'Past') },
          ],
          label: labels('Relevance', 'Актуальность', 'Dolzarblik'),
        },
        {
          name: 'state',
          type: 'select',
          required: true,
          index: true,
          options: [
            { value: 'in_force', label: labels('In force', 'Действует', 'Amalda') },
            { value: 'amended', label: labels('Amended', 'Изменён', "O'zgartirilgan") },
            { value: 'repealed', label: labels('Repealed', 'Утратил силу', "Kuchini yo'qotgan") },
          ],
          // Named apart from the visibility on the site below: both read "Holati" (issue 37).
          label: labels('Legal status', 'Правовой статус', 'Huquqiy holati'),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        dayField('adoptedOn', labels('Adopted on', 'Дата принятия', 'Qabul qilingan sana'), {
          required: true,
          index: true,
        }),
        {
          name: 'year',
          type: 'number',
          index: true,
          admin: {
            readOnly: true,
            description: labels('From the adoption date.', 'Из даты принятия.', 'Qabul qilingan sanadan olinadi.'),
          },
          hooks: { beforeChange: [deriveYearFromAdoptedOn] },
          label: labels('Year', 'Год', 'Yil'),
        },
      ],
    },
    localizedText('direction', labels('Direction (field of law)', 'Направление', "Yo'nalish")),
    labelKeyField('direction'),
    ...localizedRichText('body', labels('Body', 'Текст', 'Matn')),
    { name: 'sourceUrl', type: 'text', maxLength: 2048, label: labels('Source URL', 'Источник (URL)', 'Manba (URL)') },
    { name: 'files', type: 'upload', relationTo: 'media', hasMany: true, label: labels('Files', 'Файлы', 'Fayllar') },
    statusField({ label: labels('Visibility on the site', 'Видимость на сайте', "Saytda ko'rinishi") }),
    sortOrderField(),
  ],
})
