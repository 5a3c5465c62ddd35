import type { Where } from 'payload'
import { CLIENT_PHONE } from '../collections/Clients.js'
import { appealRoles } from '../src/access/roles.js'
import { APPEAL_SUBMISSION } from '../src/appeals/access.js'
import { normaliseTrackingCode } from '../src/appeals/trackingCode.js'
import { openStatuses, regionCodes, statusCodes, typeCodes } from '../src/appeals/vocabulary.js'
import { isOverdue } from '../src/appeals/workflow.js'
import { NotFound, ValidationError } from '../src/core/errors.js'
import { parseRecordId } from '../src/core/ids.js'
import { exact, searchFilter, type ResourceDef } from '../src/api/resource.js'
import type { Appeal, AppealStatusChange } from '../src/payload-types.js'
import { ok } from '../src/api/route.js'
import { field } from '../src/api/validation/fields.js'
import { rules, type Rule } from '../src/api/validation/rules.js'
import { wire, type DocOf, type WireField } from '../src/api/wire.js'
import { namedRelation, relationId } from '../src/fields/relations.js'
import { publicUrl } from '../src/config/settings.js'
import { fileRecord } from '../src/media/record.js'

const iso = (value: unknown) => (typeof value === 'string' ? new Date(value).toISOString() : null)
const stored = (read: (doc: DocOf<'appeals'>) => unknown, o: { depth?: number } = {}) =>
  wire.derived<'appeals'>(read, o)

/** A private file's URL: Payload's file route, which serves it only to those who may read appeals. */
const attachmentUrl = (filename: string) => `${publicUrl()}/api/appeal-attachments/file/${encodeURIComponent(filename)}`

/** An assignee is an active account of a role that works appeals. */
const assignableStaff = (): Rule => ({
  key: 'validation.exists',
  name: 'exists:users,appeal_handler',
  check: async (value, { payload }) => {
    const id = parseRecordId(value)
    if (id === null) return false
    const where: Where = { and: [{ id: { equals: id } }, { role: { in: appealRoles } }, { status: { equals: '1' } }] }
    return (await payload.count({ collection: 'users', where })).totalDocs > 0
  },
})

/** The status history (the collection's join), oldest first. */
const historyOf = (history: DocOf<'appeals'>['statusHistory']) =>
  (history?.docs ?? [])
    .filter((row): row is AppealStatusChange => typeof row === 'object' && row !== null)
    .map((row) => ({
      from: row.fromStatus ?? null,
      to: row.toStatus,
      user:
        relationId(row.user) === null && !row.userName
          ? null
          : { id: relationId(row.user), name: row.userName ?? null },
      note: row.note ?? null,
      created_at: iso(row.createdAt),
    }))

/** What a citizen submits (contract 4.13); the rest of an appeal is the service's and the staff's. */
const submission: Record<string, WireField<'appeals'>> = {
  full_name: wire.text('fullName', { required: true }),
  phone: wire.text('phone', { required: true, max: 32, extra: [rules.regex(CLIENT_PHONE)] }),
  email: wire.email('email', { nullable: true }),
  region: wire.choice('region', regionCodes, { required: true }),
  type: wire.choice('type', typeCodes, { required: true }),
  subject: wire.text('subject', { required: true }),
  message: wire.text('message', { required: true, max: 5000 }),
  // Laravel's `accepted` is implicit: a missing consent is not given.
  consent: {
    source: 'consent',
    rules: field('any', [rules.accepted()], { implicit: true }),
    read: (doc) => Boolean(doc.consent),
    write: () => true,
  },
  attachments: {
    source: 'attachments',
    rules: field('any'),
    uploadMany: { kind: 'any', item: (id) => id, collection: 'appeal-attachments', max: 3, filesOnly: true },
    read: () => undefined,
    write: (value) => value,
  },
}

const now = () => new Date().toISOString()

/** The citizen's status lookup: what the public may learn of an appeal, and nothing else. */
const publicStatus = (
  doc: Pick<Appeal, 'trackingCode' | 'status' | 'createdAt' | 'dueAt' | 'answeredAt' | 'answer'>,
) => ({
  tracking_code: doc.trackingCode,
  status: doc.status,
  created_at: iso(doc.createdAt),
  due_at: iso(doc.dueAt),
  answered_at: iso(doc.answeredAt),
  answer: doc.answeredAt ? (doc.answer ?? null) : null,
})

/** A phone as typed in a URL (`+` may arrive as a space, digits grouped): its digits, as stored with a leading `+`. */
const phoneOf = (value: unknown) => `+${String(value).replace(/\D/g, '')}`

/**
 * Citizens' appeals — contract 4.13, rows 6–8 (the operators' API) and 61–62 (submit and status lookup). Only
 * super admins, admins and operators read or change an appeal; the collection says the same for every interface.
 */
export const appeals: ResourceDef<'appeals'> = {
  name: 'appeals',
  collection: 'appeals',
  adminPath: '/admin/appeals',
  idParam: 'appeal_id',
  roles: appealRoles,
  operations: ['list', 'show', 'update'],
  fields: {
    tracking_code: stored((doc) => doc.trackingCode ?? null),
    status: wire.choice('status', statusCodes),
    full_name: stored((doc) => doc.fullName ?? null),
    phone: stored((doc) => doc.phone ?? null),
    email: stored((doc) => doc.email ?? null),
    region: stored((doc) => doc.region ?? null),
    type: stored((doc) => doc.type ?? null),
    subject: stored((doc) => doc.subject ?? null),
    message: stored((doc) => doc.message ?? null),
    consent: stored((doc) => Boolean(doc.consent)),
    attachments: stored(
      (doc) => (doc.attachments ?? []).map((file) => fileRecord(file, attachmentUrl)).filter(Boolean),
      { depth: 1 },
    ),
    answer: wire.text('answer', { nullable: true, max: 20000 }),
    answered_at: stored((doc) => iso(doc.answeredAt)),
    assignee_id: {
      ...wire.relation('assignee', 'users'),
      rules: field('integer', [assignableStaff()], { nullable: true }),
    },
    assignee: stored((doc) => namedRelation(doc.assignee), { depth: 1 }),
    internal_note: wire.text('internalNote', { nullable: true, max: 5000 }),
    due_at: wire.datetime('dueAt'),
    extension_reason: wire.text('extensionReason', { nullable: true, max: 2000 }),
    extended_at: stored((doc) => iso(doc.extendedAt)),
    overdue: stored((doc) => isOverdue({ status: doc.status, dueAt: doc.dueAt })),
    language: stored((doc) => doc.language ?? null),
    status_history: stored((doc) => historyOf(doc.statusHistory), { depth: 1 }),
  },
  adminList: {
    filters: {
      status: exact('status', 'string', { in: statusCodes }),
      type: exact('type', 'string', { in: typeCodes }),
      region: exact('region', 'string', { in: regionCodes }),
      assignee_id: exact('assignee', 'integer'),
      overdue: {
        type: 'boolean',
        description: 'true: past due_at and still new or in progress, as of the request; false: the others',
        where: (value): Where =>
          value
            ? { and: [{ status: { in: openStatuses } }, { dueAt: { less_than: now() } }] }
            : { or: [{ status: { not_in: openStatuses } }, { dueAt: { greater_than_equal: now() } }] },
      },
      search: searchFilter([{ name: 'trackingCode' }, { name: 'fullName' }, { name: 'phone' }, { name: 'subject' }]),
    },
    sorts: { created_at: 'createdAt', due_at: 'dueAt', id: 'id' },
    defaultSort: '-created_at',
  },
  public: {
    path: '/appeals',
    create: {
      summary: 'Submit an appeal (JSON, or multipart with up to 3 files as attachments[]); 5 per hour per IP',
      throttle: 'appealSubmission',
      localized: true,
      context: { [APPEAL_SUBMISSION]: true },
      fields: submission,
      reply: (doc) => ({
        data: {
          tracking_code: doc.trackingCode,
          status: doc.status,
          created_at: iso(doc.createdAt),
          due_at: iso(doc.dueAt),
        },
      }),
    },
  },
  actions: [
    {
      method: 'GET',
      path: ':tracking_code',
      public: true,
      throttle: 'appealLookup',
      personal: true,
      summary: "An appeal's status by its tracking code and the phone it was submitted with (limited per IP)",
      queryParams: [
        {
          name: 'phone',
          required: true,
          example: '+998901234567',
          description: 'The phone given with the appeal, +998XXXXXXXXX',
        },
      ],
      responses: [
        { status: 200, description: '{data: {tracking_code, status, created_at, due_at, answered_at, answer}}' },
        { status: 404, description: 'Unknown code, or a phone that does not match: the same answer' },
        { status: 422, description: 'validation.required / validation.string on phone' },
        { status: 429, description: 'Too many lookups from this IP' },
      ],
      handler: async (ctx) => {
        const phone = ctx.query.phone
        if (phone === undefined || phone === '') throw ValidationError.single('phone', 'validation.required')
        if (typeof phone !== 'string') throw ValidationError.single('phone', 'validation.string')
        const code = normaliseTrackingCode(ctx.params.tracking_code)
        const { docs } = await ctx.payload.find({
          collection: 'appeals',
          // An impossible code still costs a query, so the answer's timing says nothing about which part was wrong.
          where: { and: [{ trackingCode: { equals: code ?? '' } }, { phone: { equals: phoneOf(phone) } }] },
          limit: 1,
          pagination: false,
          depth: 0,
          select: { trackingCode: true, status: true, createdAt: true, dueAt: true, answeredAt: true, answer: true },
          // System look-up for an anonymous citizen who proved the appeal is theirs with its code and phone.
          overrideAccess: true,
        })
        if (!docs[0]) throw new NotFound()
        return ok({ data: publicStatus(docs[0]) })
      },
    },
  ],
}
