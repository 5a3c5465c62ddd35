import type {
  CollectionAfterChangeHook,
  CollectionBeforeChangeHook,
  CollectionBeforeDeleteHook,
  PayloadRequest,
} from 'payload'
import { isLocale } from '../config/locales.js'
import { fieldErrors, messageFor } from '../i18n/messages.js'
import { mailCitizen, type MailedAppeal } from './mails.js'
import { newTrackingCode } from './trackingCode.js'
import type { AppealStatus } from './vocabulary.js'
import { dueAtFor, extendsTerm, isFinished, MAX_EXTENSION_DAYS, workflowErrors, type AppealState } from './workflow.js'

/**
 * The time of the change: now, or the clock the demo seed sets (`appealClock` in the request context) to lay out a
 * year of appeals with their history; with it, nothing is mailed.
 */
const clock = (req: PayloadRequest) =>
  typeof req.context?.appealClock === 'string' ? new Date(req.context.appealClock) : new Date()
const seeding = (req: PayloadRequest) => typeof req.context?.appealClock === 'string'

/** What the citizen submitted, and what only the service sets: no write through any interface changes them. */
const keptFields = [
  'trackingCode',
  'fullName',
  'phone',
  'email',
  'region',
  'type',
  'subject',
  'message',
  'attachments',
  'consent',
  'language',
  'answeredAt',
  'extendedAt',
] as const

const stateOf = (doc: Record<string, unknown>): AppealState => ({
  status: doc.status as AppealStatus,
  answer: doc.answer as string | null | undefined,
  dueAt: doc.dueAt as string | null | undefined,
  extendedAt: doc.extendedAt as string | null | undefined,
  extensionReason: doc.extensionReason as string | null | undefined,
})

/** A code no stored appeal has; with 40 random bits a second try is already rare. */
async function unusedTrackingCode(req: PayloadRequest, now: Date): Promise<string> {
  for (;;) {
    const code = newTrackingCode(now)
    // System look-up: whether the code is taken, whoever submits.
    const taken = await req.payload.count({
      collection: 'appeals',
      where: { trackingCode: { equals: code } },
      req,
      overrideAccess: true,
    })
    if (taken.totalDocs === 0) return code
  }
}

/**
 * A new appeal is registered the day it arrives: a tracking code, status `new`, and the 15-day term from its creation.
 * A change keeps the citizen's submission and the service's own fields as stored, follows the workflow
 * (src/appeals/workflow.ts: refused with field errors otherwise), and stamps the answer and extension times.
 */
export const applyAppealWorkflow: CollectionBeforeChangeHook = async ({
  collection,
  data,
  originalDoc,
  operation,
  req,
}) => {
  const now = clock(req)
  if (operation === 'create') {
    return {
      ...data,
      trackingCode: await unusedTrackingCode(req, now),
      status: 'new',
      createdAt: now.toISOString(),
      dueAt: dueAtFor(now).toISOString(),
      answer: null,
      answeredAt: null,
      extendedAt: null,
      extensionReason: null,
      // The citizen's mails are written in the language they submitted in (?lang, Accept-Language).
      language: isLocale(req.context?.requestLocale) ? req.context.requestLocale : (data.language ?? 'uz'),
    }
  }
  if (!originalDoc) return data
  const next = { ...data }
  for (const name of keptFields) next[name] = originalDoc[name]
  const before = stateOf(originalDoc)
  const after = stateOf({ ...originalDoc, ...next })
  const broken = workflowErrors(before, after)
  if (broken.length > 0) {
    const errors = broken.map((rule) => ({
      path: rule.field,
      key: rule.key,
      message: messageFor(req, rule.message, { days: MAX_EXTENSION_DAYS }),
    }))
    throw fieldErrors(req, collection, errors)
  }
  if (after.status !== before.status && isFinished(after.status)) next.answeredAt = now.toISOString()
  if (extendsTerm(before, after)) next.extendedAt = now.toISOString()
  return next
}

/**
 * What follows a change, in its transaction: a row of the status history for the submission and each status change
 * (who, when, the internal note written with it), and the citizen's mails: the receipt, the extension notice, the
 * answer or rejection. The audit entry of a status change is `status_changed` (src/hooks/audit.ts).
 */
export const recordAppealProgress: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  const user =
    req.user && req.user.collection === 'users'
      ? (req.user as { id: number; name?: string | null; email?: string })
      : null
  const at = clock(req).toISOString()
  const history = (fromStatus: unknown, note: unknown) =>
    req.payload.create({
      collection: 'appeal-status-changes',
      data: {
        appeal: doc.id,
        fromStatus: (fromStatus as AppealStatus) ?? null,
        toStatus: doc.status,
        user: user?.id ?? null,
        userName: user?.name ?? user?.email ?? null,
        note: (note as string) || null,
        createdAt: at,
      },
      req,
      depth: 0,
      // System write: the history is kept by the service; nobody may write it directly.
      overrideAccess: true,
    })
  const mailed: MailedAppeal = doc
  if (operation === 'create') {
    await history(null, null)
    if (!seeding(req)) await mailCitizen(req, 'received', mailed)
    return doc
  }
  if (doc.status !== previousDoc.status) {
    await history(previousDoc.status, doc.internalNote !== previousDoc.internalNote ? doc.internalNote : null)
    if (isFinished(doc.status) && !seeding(req))
      await mailCitizen(req, doc.status === 'answered' ? 'answered' : 'rejected', mailed)
  }
  if (doc.extendedAt && !previousDoc.extendedAt && !seeding(req)) await mailCitizen(req, 'extended', mailed)
  return doc
}

/** A removed appeal (a super admin's decision, e.g. spam) takes its files and its history with it. */
export const removeAppealTraces: CollectionBeforeDeleteHook = async ({ id, req }) => {
  // System reads and writes: the files and history belong to an appeal someone allowed to remove it is removing.
  const appeal = await req.payload.findByID({
    collection: 'appeals',
    id,
    depth: 0,
    req,
    overrideAccess: true,
    disableErrors: true,
  })
  const files = ((appeal?.attachments as unknown[] | undefined) ?? []).map((file) =>
    typeof file === 'object' && file ? (file as { id: number }).id : Number(file),
  )
  await req.payload.delete({
    collection: 'appeal-status-changes',
    where: { appeal: { equals: id } },
    req,
    overrideAccess: true,
  })
  if (files.length > 0)
    await req.payload.delete({
      collection: 'appeal-attachments',
      where: { id: { in: files } },
      req,
      overrideAccess: true,
    })
}
