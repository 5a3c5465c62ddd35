import type { CollectionConfig, PayloadRequest } from 'payload'
import { contentAccess } from '../src/access/roles.js'
import { active } from '../src/access/visibility.js'
import {
  dayField,
  groups,
  labels,
  localizedText,
  mediaField,
  sortOrderField,
  statusField,
} from '../src/fields/index.js'
import { withAuditTrail } from '../src/hooks/audit.js'
import { messageFor } from '../src/i18n/messages.js'

export const openDataFormats = ['csv', 'json', 'xlsx', 'xml', 'pdf'] as const
export const DEFAULT_LICENSE = 'CC-BY-4.0'

/** Open data sets (contract 4.9): a file or an external URL, exactly one of the two. */
export const OpenData: CollectionConfig = withAuditTrail({
  slug: 'open-data',
  labels: {
    singular: labels('Data set', 'Набор данных', "Ma'lumotlar to'plami"),
    plural: labels('Open data', 'Открытые данные', "Ochiq ma'lumotlar"),
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'format', 'dataUpdatedAt', 'status'],
    group: groups.content,
    listSearchableFields: ['title'],
  },
  access: contentAccess(active),
  versions: { maxPerDoc: 50 },
  defaultSort: 'sortOrder',
  fields: [
    localizedText('title', labels('Title', 'Название', 'Nomi'), { required: true }),
    localizedText('description', labels('Description', 'Описание', 'Tavsif'), { textarea: true }),
    {
      name: 'format',
      type: 'select',
      required: true,
      index: true,
      options: openDataFormats.map((value) => ({
        value,
        label: labels(value.toUpperCase(), value.toUpperCase(), value.toUpperCase()),
      })),
      label: labels('Format', 'Формат', 'Format'),
    },
    mediaField('file', labels('File', 'Файл', 'Fayl')),
    {
      name: 'externalUrl',
      type: 'text',
      maxLength: 2048,
      label: labels('External URL', 'Внешняя ссылка', 'Tashqi havola'),
      validate: (
        value: string | null | undefined,
        { req, siblingData }: { req: PayloadRequest; siblingData: Record<string, unknown> },
      ) => (Boolean(value) === Boolean(siblingData.file) ? messageFor(req, 'fileOrExternalUrl') : true),
    },
    {
      name: 'license',
      type: 'text',
      maxLength: 255,
      defaultValue: DEFAULT_LICENSE,
      label: labels('Licence', 'Лицензия', 'Litsenziya'),
    },
    dayField('dataUpdatedAt', labels('Data updated on', 'Данные обновлены', "Ma'lumotlar yangilangan")),
    statusField(),
    sortOrderField(),
  ],
})
