import type { CollectionConfig } from 'payload'
import { contentAccess } from '../src/access/roles.js'
import { active } from '../src/access/visibility.js'
import { groups, labels, localizedText, slugField, sortOrderField, statusField } from '../src/fields/index.js'
import { withAuditTrail } from '../src/hooks/audit.js'
import { detachReferences } from '../src/hooks/detachReferences.js'

/** News categories (contract 4.6). */
export const NewsCategories: CollectionConfig = withAuditTrail({
  slug: 'news-categories',
  labels: {
    singular: labels('News category', 'Рубрика новостей', 'Yangiliklar rukni'),
    plural: labels('News categories', 'Рубрики новостей', 'Yangiliklar ruknlari'),
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'status', 'sortOrder'],
    group: groups.news,
    listSearchableFields: ['name', 'slug'],
  },
  access: contentAccess(active),
  versions: { maxPerDoc: 50 },
  defaultSort: 'sortOrder',
  // Posts of a deleted category stay, without a category.
  hooks: { beforeDelete: [detachReferences('posts', 'newsCategory')] },
  fields: [
    localizedText('name', labels('Name', 'Название', 'Nomi'), { required: true }),
    slugField(),
    statusField(),
    sortOrderField(),
  ],
})
