import type { CollectionConfig, FieldHook } from 'payload'
import { contentAccess } from '../src/access/roles.js'
import { published } from '../src/access/visibility.js'
import { postStateOf } from '../src/access/postState.js'
import {
  dayAndTimeAdmin,
  groups,
  labels,
  localizedRichText,
  localizedText,
  pictureField,
  slugField,
  statusField,
} from '../src/fields/index.js'
import { withAuditTrail } from '../src/hooks/audit.js'

/**
 * `views` is counted by one SQL statement per public view (src/db/publicReader.ts `increment`); no write of the post
 * (an editor's save, a restored version) ever carries it, so none can set the count back to what it read earlier.
 */
const keepViewsOutOfWrites: FieldHook = ({ operation, siblingData }) => {
  if (operation === 'create') return 0
  delete siblingData.views
  return undefined
}

/**
 * The state shown in the list, computed at each read (it changes with the time, not with a write); left out of a read
 * that selected neither the status nor the date it follows from.
 */
const derivePostState: FieldHook = ({ siblingData }) =>
  siblingData && ('status' in siblingData || 'publishedAt' in siblingData) ? postStateOf(siblingData) : undefined

/** News posts (contract 4.6): public from `publishedAt` on, evaluated at each read, with no job running. */
export const Posts: CollectionConfig = withAuditTrail({
  slug: 'posts',
  labels: { singular: labels('News post', 'Новость', 'Yangilik'), plural: labels('News', 'Новости', 'Yangiliklar') },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'newsCategory', 'state', 'publishedAt', 'isFeatured', 'views'],
    group: groups.news,
    listSearchableFields: ['title', 'slug'],
    components: { beforeListTable: ['/src/admin/posts/PostStateFilter.tsx#PostStateFilter'] },
  },
  access: contentAccess(published),
  // Public from this moment on (the date field of the read rule above): cached answers read from posts last no longer
  // than the next one (src/cache/schedule.ts).
  custom: { publicFrom: published.fromField },
  versions: { maxPerDoc: 50 },
  defaultSort: '-publishedAt',
  fields: [
    localizedText('title', labels('Title', 'Заголовок', 'Sarlavha'), { required: true }),
    localizedText('excerpt', labels('Excerpt', 'Анонс', 'Qisqacha mazmun'), { textarea: true }),
    ...localizedRichText('body', labels('Text', 'Текст', 'Matn')),
    pictureField({ name: 'cover', label: labels('Cover image', 'Обложка', 'Muqova rasmi') }),
    pictureField({
      name: 'images',
      hasMany: true,
      label: labels('Gallery (under the article)', 'Галерея (под статьёй)', 'Galereya (maqola ostida)'),
    }),
    slugField(),
    {
      name: 'newsCategory',
      type: 'relationship',
      relationTo: 'news-categories',
      index: true,
      label: labels('Category', 'Рубрика', 'Rukn'),
      admin: { position: 'sidebar' },
    },
    {
      name: 'publishedAt',
      type: 'date',
      index: true,
      label: labels('Published at', 'Дата публикации', 'Nashr vaqti'),
      admin: {
        position: 'sidebar',
        ...dayAndTimeAdmin(15),
        description: labels(
          'Shown on the site from this moment; a time in the future schedules the post. Empty: not shown.',
          'Новость появится на сайте в это время; будущее время — отложенная публикация. Пусто — не показывается.',
          "Yangilik saytda shu vaqtdan ko'rinadi; kelajakdagi vaqt — rejalashtirilgan nashr. Bo'sh — ko'rsatilmaydi.",
        ),
      },
    },
    // Two "states" an editor meets: this switch, and where the post stands on the site (`state`, from it and the date).
    statusField({
      label: labels('Visibility', 'Видимость', "Ko'rinishi"),
      description: labels(
        'Hidden: never on the site. Active: on the site from the publication time.',
        'Скрыта: на сайте не показывается. Активна: показывается с даты публикации.',
        "Yashirin: saytda ko'rinmaydi. Faol: nashr vaqtidan boshlab saytda ko'rinadi.",
      ),
    }),
    {
      name: 'isFeatured',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      label: labels('Featured', 'Главная новость', 'Asosiy yangilik'),
      admin: {
        position: 'sidebar',
        components: { Cell: '/src/admin/YesNoCell.tsx#YesNoCell', Diff: '/src/admin/versions/YesNoDiff.tsx#YesNoDiff' },
      },
    },
    {
      name: 'state',
      type: 'text',
      virtual: true,
      label: labels('State on the site', 'Состояние на сайте', 'Saytdagi holati'),
      custom: { audit: false },
      admin: {
        readOnly: true,
        position: 'sidebar',
        disableListFilter: true,
        disableBulkEdit: true,
        // Derived on read, not stored in a version: nothing to compare (a comparison would show its raw code).
        components: {
          Cell: '/src/admin/posts/PostStateCell.tsx#PostStateCell',
          Field: '/src/admin/posts/PostStateField.tsx#PostStateField',
          Diff: '/src/admin/NoDiff.tsx#NoDiff',
        },
      },
      hooks: { afterRead: [derivePostState] },
    },
    {
      name: 'views',
      type: 'number',
      defaultValue: 0,
      label: labels('Views', 'Просмотры', "Ko'rishlar"),
      custom: { audit: false },
      access: { create: () => false, update: () => false },
      admin: { readOnly: true, position: 'sidebar', disableBulkEdit: true },
      hooks: { beforeChange: [keepViewsOutOfWrites] },
    },
  ],
})
