import type { CollectionConfig } from 'payload'
import { isContentEditor, publishedOrContentEditor } from '../src/access/roles.js'
import { activeOnly } from '../src/access/visibility.js'
import { labels, localizedRichText, localizedText, slugField, sortOrderField, statusField } from '../src/fields/index.js'
import { withAuditTrail } from '../src/hooks/audit.js'

export const programSectors = [
  'cotton', 'wheat', 'seed_wheat', 'commodity_wheat', 'machinery', 'fruit', 'potato', 'greenhouse', 'oilseed', 'livestock', 'fishery',
] as const
export const programKinds = ['credit', 'leasing', 'subsidy'] as const

export const Programs: CollectionConfig = withAuditTrail({
  slug: 'programs',
  labels: { singular: labels('Financing program', 'Программа финансирования', 'Moliyalashtirish dasturi'), plural: labels('Financing programs', 'Программы финансирования', 'Moliyalashtirish dasturlari') },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'kind', 'sector', 'programSector', 'status', 'sortOrder'],
    group: labels('Content', 'Контент', 'Kontent'),
    listSearchableFields: ['title', 'slug'],
  },
  access: {
    read: publishedOrContentEditor(activeOnly),
    create: isContentEditor,
    update: isContentEditor,
    delete: isContentEditor,
    readVersions: isContentEditor,
  },
  versions: { maxPerDoc: 50 },
  defaultSort: 'sortOrder',
  fields: [
    localizedText('title', labels('Title', 'Название', 'Nomi'), { required: true }),
    slugField(),
    {
      type: 'row',
      fields: [
        { name: 'kind', type: 'select', required: true, index: true, options: [...programKinds], label: labels('Kind', 'Вид', 'Turi') },
        { name: 'sector', type: 'select', required: true, index: true, options: [...programSectors], label: labels('Sector', 'Отрасль', 'Soha') },
      ],
    },
    {
      name: 'programSector',
      type: 'relationship',
      relationTo: 'program-sectors',
      index: true,
      label: labels('Program sector', 'Отрасль программ', 'Dastur sohasi'),
    },
    localizedText('summary', labels('Summary', 'Кратко', 'Qisqacha'), { textarea: true }),
    ...localizedRichText('body', labels('Body', 'Текст', 'Matn')),
    {
      name: 'requiredDocuments',
      type: 'json',
      localized: true,
      label: labels('Required documents (list of strings)', 'Необходимые документы (список)', "Kerakli hujjatlar (ro'yxat)"),
    },
    {
      name: 'legalDocument',
      type: 'relationship',
      relationTo: 'legal-documents',
      index: true,
      label: labels('Legal basis', 'Правовая основа', 'Huquqiy asos'),
    },
    statusField(),
    sortOrderField(),
  ],
})
