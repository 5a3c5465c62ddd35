import { phrasingsField } from '../src/fields/phrasings.js'
import type { CollectionConfig } from 'payload'
import { contentAccess } from '../src/access/roles.js'
import { active } from '../src/access/visibility.js'
import {
  groups,
  labelKeyField,
  labels,
  localizedRichText,
  localizedText,
  sortOrderField,
  statusField,
} from '../src/fields/index.js'
import { withAuditTrail } from '../src/hooks/audit.js'

/** Questions and answers (contract 4.11), managed in the admin UI only. */
export const Faqs: CollectionConfig = withAuditTrail({
  slug: 'faqs',
  labels: {
    singular: labels('Question', 'Вопрос', 'Savol'),
    plural: labels('Questions and answers', 'Вопросы и ответы', 'Savol-javoblar'),
  },
  admin: {
    useAsTitle: 'question',
    defaultColumns: ['question', 'category', 'status', 'sortOrder'],
    group: groups.content,
    listSearchableFields: ['question', 'category'],
  },
  access: contentAccess(active),
  versions: { maxPerDoc: 50 },
  defaultSort: 'sortOrder',
  fields: [
    localizedText('question', labels('Question', 'Вопрос', 'Savol'), { required: true, maxLength: 2000 }),
    ...localizedRichText('answer', labels('Answer', 'Ответ', 'Javob')),
    localizedText('category', labels('Category', 'Категория', 'Turkum')),
    labelKeyField('category'),
    phrasingsField(),
    statusField(),
    sortOrderField(),
  ],
})
