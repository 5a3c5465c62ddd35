import type { CollectionConfig } from 'payload'
import { assistantRoles, hasRole, isAssistantOperator, type Role } from '../src/access/roles.js'
import { groups, labels, languageOptions } from '../src/fields/index.js'
import { withAuditTrail } from '../src/hooks/audit.js'
import { scrubExample } from '../src/assistant/examples.js'

const admins: Role[] = ['super_admin', 'admin']

/**
 * Questions the fund does not answer (the weather, exchange rates, a recipe): the digital assistant's out-of-scope
 * class is trained on them (src/assistant/model.ts), beside its cue lists. Admins keep them; an editor adds one by
 * marking a question of the review list as off-topic (src/assistant/review.ts).
 */
export const AssistantOffTopic: CollectionConfig = withAuditTrail({
  slug: 'assistant-off-topic',
  labels: {
    singular: labels('Off-topic example', 'Пример вопроса не по теме', 'Mavzudan tashqari savol'),
    plural: labels('Off-topic examples', 'Вопросы не по теме', 'Mavzudan tashqari savollar'),
  },
  admin: {
    useAsTitle: 'text',
    defaultColumns: ['text', 'lang', 'updatedAt'],
    group: groups.citizens,
    hidden: ({ user }) => !assistantRoles.includes((user as { role?: Role } | null)?.role as Role),
    listSearchableFields: ['text'],
  },
  access: {
    read: isAssistantOperator,
    create: ({ req }) => hasRole(req, admins),
    update: ({ req }) => hasRole(req, admins),
    delete: ({ req }) => hasRole(req, admins),
  },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'text',
      type: 'text',
      required: true,
      maxLength: 500,
      label: labels('Question', 'Вопрос', 'Savol'),
      hooks: { beforeChange: [({ value }) => (typeof value === 'string' ? scrubExample(value) : value)] },
    },
    {
      name: 'lang',
      type: 'select',
      required: true,
      defaultValue: 'uz',
      options: languageOptions,
      label: labels('Language', 'Язык', 'Til'),
    },
  ],
})
