import type { CollectionConfig } from 'payload'
import { appealRoles, isAppealHandler, isSuperAdmin, type Role } from '../src/access/roles.js'
import { isAppealSubmission } from '../src/appeals/access.js'
import { applyAppealWorkflow, recordAppealProgress, removeAppealTraces } from '../src/appeals/hooks.js'
import { holdAnonymousUploadBudget } from '../src/appeals/uploadBudget.js'
import { appealRegions, appealStatuses, appealTypes, optionsOf } from '../src/appeals/vocabulary.js'
import { dayAndTimeAdmin, groups, labels, languageOptions } from '../src/fields/index.js'
import { withAuditTrail } from '../src/hooks/audit.js'

const dateTime = dayAndTimeAdmin()

/** The citizen's own words and details: shown to the handlers, never edited (src/appeals/hooks.ts keeps them). */
const submitted = { readOnly: true }

/**
 * Citizens' appeals (contract 4.13): submitted through /api/v1/appeals, worked by super admins, admins and operators
 * in the admin UI (the queue) or through /api/v1/admin/appeals. Nobody else reads them through any interface. The
 * workflow, the legal term and the history live in src/appeals/; a status change is audited as `status_changed`.
 */
export const Appeals: CollectionConfig = withAuditTrail({
  slug: 'appeals',
  labels: {
    singular: labels('Appeal', 'Обращение', 'Murojaat'),
    plural: labels('Appeals', 'Обращения', 'Murojaatlar'),
  },
  admin: {
    useAsTitle: 'trackingCode',
    defaultColumns: ['trackingCode', 'subject', 'status', 'dueAt', 'assignee', 'type', 'region', 'createdAt'],
    listSearchableFields: ['trackingCode', 'fullName', 'phone', 'subject'],
    group: groups.citizens,
    hidden: ({ user }) => !appealRoles.includes((user as { role?: Role } | null)?.role as Role),
    disableCopyToLocale: true,
    pagination: { defaultLimit: 25 },
    components: { beforeListTable: ['/src/admin/appeals/QueueFilters.tsx#AppealQueueFilters'] },
  },
  access: { read: isAppealHandler, create: isAppealSubmission, update: isAppealHandler, delete: isSuperAdmin },
  // Appeals status changes are audited as such (src/hooks/audit.ts).
  custom: { statusChangeField: 'status' },
  disableDuplicate: true,
  defaultSort: '-createdAt',
  // The upload budget's check holds a lock until the commit: it comes last, so the lock is held as briefly as possible.
  hooks: {
    beforeChange: [applyAppealWorkflow],
    afterChange: [recordAppealProgress, holdAnonymousUploadBudget],
    beforeDelete: [removeAppealTraces],
  },
  indexes: [{ fields: ['status', 'dueAt'] }],
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'trackingCode',
          type: 'text',
          unique: true,
          index: true,
          maxLength: 32,
          label: labels('Tracking code', 'Код отслеживания', 'Kuzatuv kodi'),
          admin: submitted,
        },
        {
          name: 'type',
          type: 'select',
          required: true,
          index: true,
          options: optionsOf(appealTypes),
          label: labels('Type', 'Вид', 'Turi'),
          admin: submitted,
        },
        {
          name: 'region',
          type: 'select',
          required: true,
          index: true,
          options: optionsOf(appealRegions),
          label: labels('Region', 'Регион', 'Hudud'),
          admin: submitted,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'fullName',
          type: 'text',
          required: true,
          maxLength: 255,
          label: labels('Full name', 'Ф. И. О.', 'F. I. Sh.'),
          admin: submitted,
        },
        {
          name: 'phone',
          type: 'text',
          required: true,
          maxLength: 32,
          label: labels('Phone', 'Телефон', 'Telefon'),
          admin: submitted,
        },
        { name: 'email', type: 'email', label: labels('Email', 'Эл. почта', 'Elektron pochta'), admin: submitted },
      ],
    },
    {
      name: 'subject',
      type: 'text',
      required: true,
      maxLength: 255,
      label: labels('Subject', 'Тема', 'Mavzu'),
      admin: submitted,
    },
    {
      name: 'message',
      type: 'textarea',
      required: true,
      maxLength: 5000,
      label: labels('Message', 'Текст обращения', 'Murojaat matni'),
      admin: { ...submitted, rows: 8 },
    },
    {
      name: 'attachments',
      type: 'upload',
      relationTo: 'appeal-attachments',
      hasMany: true,
      maxRows: 3,
      label: labels('Attached files', 'Приложенные файлы', 'Ilova qilingan fayllar'),
      admin: submitted,
    },
    {
      name: 'answer',
      type: 'textarea',
      maxLength: 20000,
      label: labels('Answer to the citizen', 'Ответ заявителю', 'Fuqaroga javob'),
      admin: {
        rows: 8,
        description: labels(
          'Required to answer or reject; mailed to the citizen and shown by the status lookup.',
          'Нужен, чтобы дать ответ или отклонить; отправляется заявителю и виден при проверке статуса.',
          "Javob berish yoki rad etish uchun shart; fuqaroga yuboriladi va holatni tekshirishda ko'rinadi.",
        ),
      },
    },
    {
      name: 'statusHistory',
      type: 'join',
      collection: 'appeal-status-changes',
      on: 'appeal',
      defaultSort: 'createdAt',
      defaultLimit: 50,
      label: labels('Status history', 'История статусов', 'Holatlar tarixi'),
      admin: { allowCreate: false, defaultColumns: ['createdAt', 'fromStatus', 'toStatus', 'userName', 'note'] },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: optionsOf(appealStatuses),
      label: labels('Status', 'Статус', 'Holati'),
      admin: { position: 'sidebar', components: { Cell: '/src/admin/appeals/StatusCell.tsx#AppealStatusCell' } },
    },
    {
      name: 'overdueNotice',
      type: 'ui',
      admin: {
        position: 'sidebar',
        disableListColumn: true,
        components: { Field: '/src/admin/appeals/OverdueNotice.tsx#OverdueNotice' },
      },
    },
    {
      name: 'assignee',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      // Appeals go to those who work them, and only while their account is active.
      filterOptions: { and: [{ role: { in: appealRoles } }, { status: { equals: '1' } }] },
      label: labels('Assignee', 'Исполнитель', 'Ijrochi'),
      admin: { position: 'sidebar' },
    },
    {
      name: 'dueAt',
      type: 'date',
      index: true,
      label: labels('Due', 'Срок ответа', 'Javob muddati'),
      admin: {
        position: 'sidebar',
        ...dateTime,
        description: labels(
          '15 days from registration; may be extended once, by at most 30 days, with a reason.',
          '15 дней с регистрации; можно продлить один раз, не более чем на 30 дней, с указанием причины.',
          "Ro'yxatdan o'tgandan 15 kun; bir marta, ko'pi bilan 30 kunga, sababi ko'rsatilgan holda uzaytirish mumkin.",
        ),
        components: { Cell: '/src/admin/appeals/DueCell.tsx#AppealDueCell' },
      },
    },
    {
      name: 'extensionReason',
      type: 'textarea',
      maxLength: 2000,
      label: labels('Reason for the extension', 'Причина продления', 'Uzaytirish sababi'),
      admin: { position: 'sidebar', rows: 3 },
    },
    {
      name: 'extendedAt',
      type: 'date',
      label: labels('Extended at', 'Продлено', 'Uzaytirilgan'),
      admin: { position: 'sidebar', readOnly: true, ...dateTime },
    },
    {
      name: 'answeredAt',
      type: 'date',
      index: true,
      label: labels('Answered at', 'Дата ответа', 'Javob sanasi'),
      admin: { position: 'sidebar', readOnly: true, ...dateTime },
    },
    {
      name: 'internalNote',
      type: 'textarea',
      maxLength: 5000,
      label: labels('Internal note (staff only)', 'Служебная заметка', 'Ichki izoh'),
      admin: { position: 'sidebar', rows: 4 },
    },
    {
      name: 'consent',
      type: 'checkbox',
      label: labels(
        'Consent to data processing',
        'Согласие на обработку данных',
        "Ma'lumotlarni qayta ishlashga rozilik",
      ),
      admin: { position: 'sidebar', ...submitted },
    },
    {
      name: 'language',
      type: 'select',
      options: languageOptions,
      label: labels('Language of the mails', 'Язык писем', 'Xatlar tili'),
      admin: { position: 'sidebar', ...submitted },
    },
  ],
})
