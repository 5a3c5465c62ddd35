import { phrasingsField } from '../src/fields/phrasings.js'
import type { CollectionConfig } from 'payload'
import { contentAccess } from '../src/access/roles.js'
import { active } from '../src/access/visibility.js'
import {
  labels,
  localizedRichText,
  localizedText,
  slugField,
  sortOrderField,
  statusField,
} from '../src/fields/index.js'
import { withAuditTrail } from '../src/hooks/audit.js'

export const sectorCodes = [
  'cotton',
  'wheat',
  'seed_wheat',
  'commodity_wheat',
  'machinery',
  'fruit',
  'potato',
  'greenhouse',
  'oilseed',
  'livestock',
  'fishery',
] as const
export const programKinds = ['credit', 'leasing', 'subsidy'] as const

const kindLabels: Record<(typeof programKinds)[number], ReturnType<typeof labels>> = {
  credit: labels('Credit', 'Кредит', 'Kredit'),
  leasing: labels('Leasing', 'Лизинг', 'Lizing'),
  subsidy: labels('Subsidy', 'Субсидия', 'Subsidiya'),
}

const sectorLabels: Record<(typeof sectorCodes)[number], ReturnType<typeof labels>> = {
  cotton: labels('Cotton', 'Хлопок', 'Paxta'),
  wheat: labels('Wheat', 'Пшеница', "Bug'doy"),
  seed_wheat: labels('Seed wheat', 'Семенная пшеница', "Urug'lik bug'doy"),
  commodity_wheat: labels('Commodity wheat', 'Товарная пшеница', "Tovar bug'doy"),
  machinery: labels('Machinery', 'Техника', 'Texnika'),
  fruit: labels('Fruit and vegetables', 'Плодоовощеводство', 'Meva-sabzavot'),
  potato: labels('Potato', 'Картофель', 'Kartoshka'),
  greenhouse: labels('Greenhouses', 'Теплицы', 'Issiqxonalar'),
  oilseed: labels('Oilseeds', 'Масличные', 'Moyli ekinlar'),
  livestock: labels('Livestock', 'Животноводство', 'Chorvachilik'),
  fishery: labels('Fishery', 'Рыбоводство', 'Baliqchilik'),
}

export const Programs: CollectionConfig = withAuditTrail({
  slug: 'programs',
  labels: {
    singular: labels('Financing program', 'Программа финансирования', 'Moliyalashtirish dasturi'),
    plural: labels('Financing programs', 'Программы финансирования', 'Moliyalashtirish dasturlari'),
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'kind', 'sector', 'programSector', 'status', 'sortOrder'],
    group: labels('Content', 'Контент', 'Kontent'),
    listSearchableFields: ['title', 'slug'],
  },
  access: contentAccess(active),
  versions: { maxPerDoc: 50 },
  defaultSort: 'sortOrder',
  fields: [
    localizedText('title', labels('Title', 'Название', 'Nomi'), { required: true }),
    slugField(),
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          type: 'select',
          required: true,
          index: true,
          options: programKinds.map((value) => ({ value, label: kindLabels[value] })),
          label: labels('Kind', 'Вид', 'Turi'),
        },
        {
          name: 'sector',
          type: 'select',
          required: true,
          index: true,
          options: sectorCodes.map((value) => ({ value, label: sectorLabels[value] })),
          label: labels('Sector', 'Отрасль', 'Soha'),
        },
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
      type: 'array',
      localized: true,
      label: labels('Required documents', 'Необходимые документы', 'Kerakli hujjatlar'),
      labels: {
        singular: labels('Document', 'Документ', 'Hujjat'),
        plural: labels('Documents', 'Документы', 'Hujjatlar'),
      },
      fields: [
        {
          name: 'document',
          type: 'text',
          required: true,
          maxLength: 255,
          label: labels('Document', 'Документ', 'Hujjat'),
        },
      ],
    },
    {
      name: 'legalDocument',
      type: 'relationship',
      relationTo: 'legal-documents',
      index: true,
      label: labels('Legal basis', 'Правовая основа', 'Huquqiy asos'),
    },
    phrasingsField(),
    statusField(),
    sortOrderField(),
  ],
})
