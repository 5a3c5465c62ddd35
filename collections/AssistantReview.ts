import type { CollectionConfig, FieldHook, PayloadRequest } from 'payload'
import { hasRole, isStaff, nobody, roles, type Role } from '../src/access/roles.js'
import { groups, labels, languageOptions } from '../src/fields/index.js'
import { optionsOf } from '../src/fields/labels.js'
import { withAuditTrail } from '../src/hooks/audit.js'
import { applyReview, checkReview, reviewReasons, reviewStatuses, TAUGHT_COLLECTIONS } from '../src/assistant/review.js'

/**
 * What the digital assistant could not answer: a visitor's question it handed to an operator (off-topic or unsure),
 * or one an operator answered, newest first, with the assistant's best guesses. An editor teaches it in one action:
 * the question becomes a phrasing of the chosen entry, program or FAQ (in the question's language), or an off-topic
 * example (src/assistant/review.ts). Written by the service only; nothing personal is kept (src/assistant/examples.ts).
 */
/** Whether the reader may read a collection, by that collection's own read rule (a Where counts: some rows). */
async function mayRead(req: PayloadRequest, slug: string): Promise<boolean> {
  const read = req.payload.collections[slug as keyof typeof req.payload.collections]?.config.access.read
  return read ? Boolean(await read({ req })) : false
}

/**
 * A reference is as visible as the record it points to: a reader who may not read its collection (an editor and the
 * knowledge base) does not get it, so the admin UI shows no title the reader may not read and does not load it (a
 * 403). System reads (overrideAccess) keep every one. (Payload's picker still asks every collection for options.)
 */
const readableReferences: FieldHook = async ({ value, req, overrideAccess }) => {
  if (overrideAccess || !req.user || value === null || value === undefined) return value
  const refs = Array.isArray(value) ? value : [value]
  const kept = []
  for (const ref of refs) {
    const slug = (ref as { relationTo?: unknown } | null)?.relationTo
    if (typeof slug !== 'string' || (await mayRead(req, slug))) kept.push(ref)
  }
  return Array.isArray(value) ? kept : (kept[0] ?? null)
}

export const AssistantReview: CollectionConfig = withAuditTrail({
  slug: 'assistant-review',
  labels: {
    singular: labels('Question to review', 'Вопрос на разбор', "Ko'rib chiqiladigan savol"),
    plural: labels('Unanswered questions', 'Вопросы без ответа', 'Javobsiz savollar'),
  },
  admin: {
    useAsTitle: 'text',
    defaultColumns: ['text', 'lang', 'reason', 'entry', 'status', 'createdAt'],
    group: groups.citizens,
    hidden: ({ user }) => !roles.includes((user as { role?: Role } | null)?.role as Role),
    listSearchableFields: ['text'],
    pagination: { defaultLimit: 25 },
  },
  access: {
    read: isStaff,
    create: nobody,
    update: isStaff,
    delete: ({ req }) => hasRole(req, ['super_admin', 'admin']),
  },
  disableDuplicate: true,
  defaultSort: '-createdAt',
  hooks: { beforeChange: [checkReview], afterChange: [applyReview] },
  fields: [
    {
      name: 'text',
      type: 'textarea',
      required: true,
      maxLength: 2000,
      label: labels('Question', 'Вопрос', 'Savol'),
      admin: { readOnly: true },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'lang',
          type: 'select',
          required: true,
          options: languageOptions,
          label: labels('Language', 'Язык', 'Til'),
          admin: { readOnly: true },
        },
        {
          name: 'reason',
          type: 'select',
          required: true,
          index: true,
          options: optionsOf(reviewReasons),
          label: labels('Why it is here', 'Почему здесь', 'Nega shu yerda'),
          admin: { readOnly: true },
        },
      ],
    },
    {
      name: 'guesses',
      type: 'relationship',
      relationTo: [...TAUGHT_COLLECTIONS],
      hasMany: true,
      label: labels("The assistant's best guesses", 'Лучшие догадки помощника', 'Yordamchining eng yaxshi taxminlari'),
      admin: { readOnly: true },
      // Written by the service only: a save from the admin UI, which sends back what its reader was shown, keeps them.
      access: { update: () => false },
      hooks: { afterRead: [readableReferences] },
    },
    {
      name: 'entry',
      type: 'relationship',
      relationTo: [...TAUGHT_COLLECTIONS],
      label: labels(
        'Teach it as a phrasing of',
        'Добавить как формулировку к',
        'Quyidagining ifodasi sifatida oʻrgatish',
      ),
      admin: {
        description: labels(
          'Filled with the best guess; change it if the question asks for something else.',
          'Заполнено лучшей догадкой; измените, если вопрос о другом.',
          'Eng yaxshi taxmin bilan toʻldirilgan; savol boshqa narsa haqida boʻlsa, oʻzgartiring.',
        ),
      },
      hooks: { afterRead: [readableReferences] },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: optionsOf(reviewStatuses),
      label: labels('Status', 'Статус', 'Holati'),
      admin: {
        position: 'sidebar',
        components: { Field: '/src/admin/assistant/ReviewActions.tsx#ReviewActions' },
      },
    },
    {
      name: 'message',
      type: 'relationship',
      relationTo: 'assistant-messages',
      index: true,
      label: labels('Message', 'Сообщение', 'Xabar'),
      admin: { hidden: true },
    },
  ],
})
