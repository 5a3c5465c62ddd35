import type { CollectionConfig } from 'payload'
import { isAssistantOperator, nobody } from '../src/access/roles.js'
import { checkMessageWrite, followMessage } from '../src/assistant/hooks.js'
import { messageSenders } from '../src/assistant/vocabulary.js'
import { labels } from '../src/fields/index.js'
import { optionsOf } from '../src/fields/labels.js'
import { withAuditTrail } from '../src/hooks/audit.js'

/**
 * The messages of assistant conversations, in order of their ids. Visitors' and the bot's are written by the public
 * chat route; staff write operator messages from the console (or /api/v1), which takes the conversation over.
 * Nobody edits or deletes a message: they go with their conversation.
 */
export const AssistantMessages: CollectionConfig = withAuditTrail({
  slug: 'assistant-messages',
  labels: {
    singular: labels('Message', 'Сообщение', 'Xabar'),
    plural: labels('Assistant messages', 'Сообщения ассистента', 'Yordamchi xabarlari'),
  },
  // Shown in the conversation, never from the navigation.
  admin: { group: false, useAsTitle: 'text', defaultColumns: ['session', 'sender', 'text', 'createdAt'] },
  access: { read: isAssistantOperator, create: isAssistantOperator, update: nobody, delete: nobody },
  disableDuplicate: true,
  defaultSort: 'id',
  hooks: { beforeChange: [checkMessageWrite], afterChange: [followMessage] },
  fields: [
    {
      name: 'session',
      type: 'relationship',
      relationTo: 'assistant-sessions',
      required: true,
      index: true,
      label: labels('Conversation', 'Диалог', 'Suhbat'),
    },
    {
      name: 'sender',
      type: 'select',
      required: true,
      options: optionsOf(messageSenders),
      label: labels('From', 'От', 'Kimdan'),
    },
    { name: 'text', type: 'textarea', required: true, maxLength: 8000, label: labels('Text', 'Текст', 'Matn') },
    { name: 'author', type: 'relationship', relationTo: 'users', label: labels('Operator', 'Оператор', 'Operator') },
    // The records a bot answer was drawn from: [{type, id, title, url}]. Shown by the conversation, not as JSON (the
    // admin UI's JSON editor would load its code from a CDN).
    { name: 'sources', type: 'json', label: labels('Sources', 'Источники', 'Manbalar'), admin: { hidden: true } },
  ],
})
