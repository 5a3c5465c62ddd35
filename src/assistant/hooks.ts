import type {
  CollectionAfterChangeHook,
  CollectionBeforeChangeHook,
  CollectionBeforeDeleteHook,
  PayloadRequest,
} from 'payload'
import { fieldErrors, messageFor } from '../i18n/messages.js'
import type { AuditAction, Changes } from '../hooks/audit.js'
import { relationId } from '../fields/relations.js'
import { ASSISTANT_SYSTEM, isOpenSession, type SessionStatus } from './vocabulary.js'
import { noteForReview } from './review.js'
import type { Locale } from '../config/locales.js'

const staffOf = (req: PayloadRequest) =>
  req.user && req.user.collection === 'users' ? (req.user as { id: number }) : null
const isSystemWrite = (req: PayloadRequest) => req.context?.[ASSISTANT_SYSTEM] === true

/**
 * The audit action of a change of a session: taken over when it moves to an operator or to another operator
 * (`assistant_taken`), handed back to the bot from an operator or the waiting queue (`assistant_released`); other
 * changes are audited as usual.
 */
export const sessionAuditAction = (changes: Changes): AuditAction | undefined => {
  const status = changes.status
  if (status?.new === 'operator' || (!status && changes.operator && changes.operator.new !== null))
    return 'assistant_taken'
  if (status?.new === 'bot' && (status.old === 'operator' || status.old === 'waiting')) return 'assistant_released'
  return undefined
}

/**
 * A session's status decides its operator: taking it over (`operator`) names the staff member who does (the caller,
 * unless the service names one), every other status has none. A visitor waits from the moment they are handed over;
 * a closed conversation stays closed.
 */
export const applySessionStatus: CollectionBeforeChangeHook = ({ collection, data, originalDoc, operation, req }) => {
  const next = { ...data }
  const before = (originalDoc?.status as SessionStatus | undefined) ?? null
  const after = (next.status as SessionStatus | undefined) ?? before ?? 'bot'
  if (operation === 'update' && !isOpenSession({ status: before }) && isOpenSession({ status: after })) {
    throw fieldErrors(req, collection, [{ path: 'status', message: messageFor(req, 'conversationNotReopened') }])
  }
  if (after === 'operator') {
    const operator =
      relationId(next.operator) ??
      (before === 'operator' ? relationId(originalDoc?.operator) : (staffOf(req)?.id ?? null))
    if (operator === null) {
      throw fieldErrors(req, collection, [{ path: 'operator', message: messageFor(req, 'operatorTakesOver') }])
    }
    next.operator = operator
  } else {
    next.operator = null
  }
  if (after === 'waiting' && before !== 'waiting') next.waitingSince = new Date().toISOString()
  if (after !== 'waiting') next.waitingSince = null
  return next
}

/** A conversation goes with its messages; they are not audited one by one (the conversation's deletion is). */
export const removeSessionMessages: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.db.deleteMany({ collection: 'assistant-messages', where: { session: { equals: id } }, req })
}

/**
 * Staff write operator messages only, as themselves, and not into a closed conversation; the service's own writes
 * (the visitor's messages and the bot's answers) say who wrote them.
 */
export const checkMessageWrite: CollectionBeforeChangeHook = async ({ collection, data, operation, req }) => {
  if (operation !== 'create') return data
  const session = await req.payload.findByID({
    collection: 'assistant-sessions',
    id: relationId(data.session) ?? 0,
    depth: 0,
    req,
    // System look-up: the conversation's state decides whether it takes messages; access was checked on the message.
    overrideAccess: true,
    disableErrors: true,
    select: { status: true },
  })
  if (!isOpenSession(session)) {
    throw fieldErrors(req, collection, [{ path: 'session', message: messageFor(req, 'closedNotice') }])
  }
  if (isSystemWrite(req)) return data
  return { ...data, sender: 'operator', author: staffOf(req)?.id ?? null, sources: null }
}

/**
 * A message moves its conversation on: its time becomes the last message's, and an operator's message takes the
 * conversation over (status `operator` with the author as its operator, audited as `assistant_taken`) unless that
 * operator has it already.
 */
export const followMessage: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  const sessionId = relationId(doc.session)!
  const session = await req.payload.findByID({
    collection: 'assistant-sessions',
    id: sessionId,
    depth: 0,
    req,
    overrideAccess: true,
    select: { status: true, operator: true, lang: true },
  })
  const data: Record<string, unknown> = { lastMessageAt: doc.createdAt }
  const author = relationId(doc.author)
  if (
    doc.sender === 'operator' &&
    author !== null &&
    (session.status !== 'operator' || relationId(session.operator) !== author)
  ) {
    data.status = 'operator'
    data.operator = author
  }
  await req.payload.update({
    collection: 'assistant-sessions',
    id: sessionId,
    data,
    depth: 0,
    req,
    // A consequence of a message the caller was allowed to write; the takeover is audited under the caller's name.
    overrideAccess: true,
  })
  if (doc.sender === 'operator') await reviewAnsweredQuestion(req, sessionId, Number(doc.id), session.lang)
  return doc
}

/**
 * The visitor's question an operator answers goes on the assistant's review list (once: a question the bot handed
 * over is there already), so an editor can teach the bot to answer it next time.
 */
async function reviewAnsweredQuestion(req: PayloadRequest, sessionId: number, before: number, lang: unknown) {
  const { docs } = await req.payload.find({
    collection: 'assistant-messages',
    where: {
      and: [
        { session: { equals: sessionId } },
        { id: { less_than: before } },
        { sender: { in: ['visitor', 'operator'] } },
      ],
    },
    sort: '-id',
    limit: 1,
    depth: 0,
    req,
    overrideAccess: true,
  })
  // The visitor's last words, unless an operator has answered them already (the bot's texts between do not count).
  const last = docs[0]
  if (!last || last.sender !== 'visitor') return
  await noteForReview(req, {
    messageId: last.id,
    text: last.text,
    lang: (lang === 'ru' || lang === 'en' ? lang : 'uz') as Locale,
    reason: 'operator',
    guesses: [],
  })
}
