import type { CollectionConfig } from 'payload'
import { assistantRoles, isAssistantOperator, nobody, type Role } from '../src/access/roles.js'
import { applySessionStatus, removeSessionMessages, sessionAuditAction } from '../src/assistant/hooks.js'
import { sessionStatuses } from '../src/assistant/vocabulary.js'
import { dayAndTimeAdmin, groups, labels, languageOptions } from '../src/fields/index.js'
import { optionsOf } from '../src/fields/labels.js'
import { withAuditTrail } from '../src/hooks/audit.js'

const dateTime = dayAndTimeAdmin()

/**
 * Conversations of the digital assistant (contract 4.14). Visitors write through /api/v1/assistant/messages and know
 * their session only by its token; super admins, admins and operators read and answer them in the admin UI's console
 * or through /api/v1/admin/assistant/sessions. A takeover is audited as `assistant_taken`, a release as
 * `assistant_released` (src/assistant/hooks.ts).
 */
/** Shown by the console, not as a form field (src/admin/assistant/ConsoleOnly.tsx). */
const consoleOnly = '/src/admin/assistant/ConsoleOnly.tsx#ShownInConsole'

export const AssistantSessions: CollectionConfig = withAuditTrail({
  slug: 'assistant-sessions',
  labels: {
    singular: labels('Assistant conversation', 'Диалог с ассистентом', 'Yordamchi suhbati'),
    plural: labels('Assistant conversations', 'Диалоги ассистента', 'Yordamchi suhbatlari'),
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'status', 'lang', 'operator', 'lastMessageAt', 'createdAt'],
    group: groups.citizens,
    hidden: ({ user }) => !assistantRoles.includes((user as { role?: Role } | null)?.role as Role),
    disableCopyToLocale: true,
    pagination: { defaultLimit: 25 },
    components: {
      beforeListTable: ['/src/admin/assistant/WaitingQueue.tsx#WaitingQueue'],
      edit: { SaveButton: '/src/admin/assistant/ConsoleOnly.tsx#NoSaveButton' },
    },
  },
  // Created only by the public chat route (a system write); the visitor's token is their only key.
  access: { read: isAssistantOperator, create: nobody, update: isAssistantOperator, delete: isAssistantOperator },
  custom: { statusChangeField: 'status', auditAction: sessionAuditAction },
  disableDuplicate: true,
  defaultSort: '-lastMessageAt',
  hooks: { beforeChange: [applySessionStatus], beforeDelete: [removeSessionMessages] },
  indexes: [{ fields: ['status', 'waitingSince'] }],
  fields: [
    // The SHA-256 of the visitor's secret (src/assistant/conversation.ts): never shown, never audited, matched only by
    // the public routes. The token itself is kept nowhere on the server.
    {
      name: 'token',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: 64,
      hidden: true,
      custom: { audit: false },
    },
    // What the list shows: the first words of the visitor's first message.
    {
      name: 'title',
      type: 'text',
      maxLength: 120,
      label: labels('Conversation', 'Диалог', 'Suhbat'),
      admin: { readOnly: true },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'bot',
          index: true,
          options: optionsOf(sessionStatuses),
          label: labels('Status', 'Статус', 'Holat'),
          admin: { readOnly: true, components: { Field: consoleOnly } },
        },
        {
          name: 'lang',
          type: 'select',
          required: true,
          defaultValue: 'uz',
          index: true,
          options: languageOptions,
          label: labels('Language', 'Язык', 'Til'),
          admin: { readOnly: true },
        },
        {
          name: 'operator',
          type: 'relationship',
          relationTo: 'users',
          label: labels('Operator', 'Оператор', 'Operator'),
          admin: { readOnly: true, components: { Field: consoleOnly } },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'lastMessageAt',
          type: 'date',
          index: true,
          label: labels('Last message', 'Последнее сообщение', 'Oxirgi xabar'),
          admin: { readOnly: true, ...dateTime },
          custom: { audit: false },
        },
        {
          name: 'waitingSince',
          type: 'date',
          label: labels('Waiting since', 'Ждёт с', 'Kutmoqda'),
          admin: { readOnly: true, ...dateTime },
          custom: { audit: false },
        },
      ],
    },
    {
      name: 'conversation',
      type: 'ui',
      admin: { components: { Field: '/src/admin/assistant/Conversation.tsx#Conversation' } },
    },
    {
      name: 'messages',
      type: 'join',
      collection: 'assistant-messages',
      on: 'session',
      defaultSort: 'id',
      defaultLimit: 0,
      maxDepth: 1,
      admin: { hidden: true },
    },
  ],
})
