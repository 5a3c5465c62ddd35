import type { CollectionConfig } from 'payload'
import { contentAccess } from '../src/access/roles.js'
import { active } from '../src/access/visibility.js'
import {
  dayField,
  groups,
  labels,
  localizedText,
  pictureFromLibrary,
  sortOrderField,
  statusField,
} from '../src/fields/index.js'
import { withAuditTrail } from '../src/hooks/audit.js'

/** Photo galleries (contract 4.10). */
export const PhotoGalleries: CollectionConfig = withAuditTrail({
  slug: 'photo-galleries',
  labels: {
    singular: labels('Photo gallery', 'Фотогалерея', 'Fotogalereya'),
    plural: labels('Photo galleries', 'Фотогалереи', 'Fotogalereyalar'),
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'eventDate', 'status'],
    group: groups.media,
    listSearchableFields: ['title'],
  },
  access: contentAccess(active),
  versions: { maxPerDoc: 50 },
  defaultSort: '-eventDate',
  fields: [
    localizedText('title', labels('Title', 'Название', 'Nomi'), { required: true }),
    localizedText('description', labels('Description', 'Описание', 'Tavsif'), { textarea: true }),
    dayField('eventDate', labels('Event date', 'Дата события', 'Tadbir sanasi'), { index: true }),
    pictureFromLibrary('cover', labels('Cover', 'Обложка', 'Muqova')),
    {
      name: 'photos',
      type: 'array',
      label: labels('Photos', 'Фотографии', 'Suratlar'),
      labels: { singular: labels('Photo', 'Фотография', 'Surat'), plural: labels('Photos', 'Фотографии', 'Suratlar') },
      // Rows that show their picture and caption, and many pictures chosen at once (src/admin/galleries/).
      admin: {
        components: {
          Field: '/src/admin/galleries/PhotosField.tsx#PhotosField',
          RowLabel: '/src/admin/galleries/PhotoRowLabel.tsx#PhotoRowLabel',
        },
      },
      fields: [
        pictureFromLibrary('image', labels('Image', 'Изображение', 'Rasm'), { required: true }),
        localizedText('caption', labels('Caption', 'Подпись', 'Izoh')),
      ],
    },
    statusField(),
    sortOrderField(),
  ],
})
