import type { CollectionConfig } from 'payload'
import { assistantRoles, isAssistantOperator, type Role } from '../src/access/roles.js'
import { groups, labels, localizedText } from '../src/fields/index.js'
import { withAuditTrail } from '../src/hooks/audit.js'
import { phrasingsField } from '../src/fields/phrasings.js'

/**
 * The assistant's knowledge base (contract 4.14 knowledge): questions visitors ask, the answers, and the words they
 * ask them with. Searched through the site's search index (kind `knowledge`, src/search/), never shown publicly
 * as such. Replaced as a whole through /api/v1/admin/assistant/knowledge, or edited entry by entry here.
 */
export const AssistantKnowledge: CollectionConfig = withAuditTrail({
  slug: 'assistant-knowledge',
  labels: {
    singular: labels('Knowledge entry', 'Статья базы знаний', 'Bilim bazasi yozuvi'),
    plural: labels('Assistant knowledge', 'База знаний ассистента', 'Yordamchi bilim bazasi'),
  },
  admin: {
    useAsTitle: 'question',
    defaultColumns: ['question', 'keywords', 'updatedAt'],
    group: groups.citizens,
    hidden: ({ user }) => !assistantRoles.includes((user as { role?: Role } | null)?.role as Role),
    listSearchableFields: ['question', 'answer'],
  },
  access: {
    read: isAssistantOperator,
    create: isAssistantOperator,
    update: isAssistantOperator,
    delete: isAssistantOperator,
  },
  defaultSort: 'id',
  fields: [
    localizedText('question', labels('Question', 'Вопрос', 'Savol'), { required: true, maxLength: 2000 }),
    localizedText('answer', labels('Answer', 'Ответ', 'Javob'), { required: true, textarea: true, maxLength: 4000 }),
    {
      name: 'keywords',
      type: 'text',
      hasMany: true,
      maxRows: 30,
      maxLength: 255,
      label: labels('Keywords', 'Ключевые слова', 'Kalit soʻzlar'),
    },
    phrasingsField(),
  ],
})
