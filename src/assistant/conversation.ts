import { createHash, randomBytes } from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'
import type { AssistantMessage, AssistantSession } from '../payload-types.js'
import { namedRelation } from '../fields/relations.js'
import type { Locale } from '../config/locales.js'
import type { BotReply } from './bot.js'
import { assistantText, type AssistantSettings } from './knowledge.js'
import type { MessageSender, SessionStatus } from './vocabulary.js'
import { noteForReview } from './review.js'

/** 32 random bytes as base64url: 43 characters, 256 bits (the contract asks for 32+ characters). */
export const newSessionToken = () => randomBytes(32).toString('base64url')
/**
 * What the database keeps of a token: its SHA-256, so a backup or a read of the table gives no one a visitor's
 * conversation. A plain hash is right here, no salt nor slow hash: the token is 256 random bits, nothing to guess.
 */
export const hashSessionToken = (token: string) => createHash('sha256').update(token).digest('hex')
/** What a token looks like; anything else is not looked up at all. */
export const SESSION_TOKEN = /^[A-Za-z0-9_-]{32,64}$/

const iso = (value: unknown) => (typeof value === 'string' ? new Date(value).toISOString() : null)

/** A message on the wire (contract 4.14). */
export const messageRecord = (doc: AssistantMessage) => ({
  id: doc.id,
  sender: doc.sender,
  text: doc.text,
  created_at: iso(doc.createdAt),
  sources: Array.isArray(doc.sources) ? doc.sources : [],
})

/** A session as its visitor reads it: no ids of its own, the token is the key (the visitor's, from sessionByToken). */
export const visitorSession = (doc: AssistantSession, messages: AssistantMessage[]) => ({
  token: doc.token,
  status: doc.status,
  lang: doc.lang,
  operator: namedRelation(doc.operator),
  last_message_at: iso(doc.lastMessageAt),
  messages: messages.map(messageRecord),
})

/**
 * The session with this token (system read: the token is the visitor's proof), looked up by its hash; the session
 * comes back with the visitor's token as they gave it in place of the stored hash, for the answers that carry it.
 */
export async function sessionByToken(
  payload: Payload,
  token: string,
  req?: PayloadRequest,
): Promise<AssistantSession | null> {
  if (!SESSION_TOKEN.test(token)) return null
  const { docs } = await payload.find({
    collection: 'assistant-sessions',
    where: { token: { equals: hashSessionToken(token) } },
    limit: 1,
    pagination: false,
    depth: 1,
    joins: false,
    // The token is a hidden field: the service reads it, no interface shows it.
    showHiddenFields: true,
    overrideAccess: true,
    req,
  })
  return docs[0] ? { ...docs[0], token } : null
}

/** A session's messages after the given id (all when none), oldest first. */
export async function messagesOf(payload: Payload, sessionId: number, after = 0): Promise<AssistantMessage[]> {
  const { docs } = await payload.find({
    collection: 'assistant-messages',
    where: { and: [{ session: { equals: sessionId } }, { id: { greater_than: after } }] },
    sort: 'id',
    pagination: false,
    depth: 0,
    // System read for the session's visitor (their token) or its staff (checked by the caller).
    overrideAccess: true,
  })
  return docs
}

export interface VisitorMessage {
  /** The session, or null to start one. */
  session: AssistantSession | null
  text: string
  lang: Locale
  settings: AssistantSettings
  /** The bot's answer, worked out beforehand for a session with the bot (null otherwise). */
  reply: BotReply | null
}

/**
 * A visitor's message, in the request's transaction (`req` carries the system-write flag): a new session opens with
 * the greeting; the message is stored; a session with the bot gets the answer worked out for it, or moves to
 * `waiting` with the handoff text. A session with an operator, or waiting for one, gets no bot answer.
 */
export async function receiveVisitorMessage(req: PayloadRequest, input: VisitorMessage) {
  const { payload } = req
  const write = { req, depth: 0, overrideAccess: true } as const
  const { settings, reply } = input
  const created: AssistantMessage[] = []
  let session = input.session
  // The visitor's token in clear: their session's (as sessionByToken gave it) or a new one; only its hash is stored.
  const token = session?.token ?? newSessionToken()
  const add = async (sender: MessageSender, text: string, sources: unknown[] = []) => {
    created.push(
      await payload.create({
        collection: 'assistant-messages',
        data: { session: session!.id, sender, text, sources },
        ...write,
      }),
    )
  }
  if (!session) {
    session = await payload.create({
      collection: 'assistant-sessions',
      data: {
        token: hashSessionToken(token),
        status: 'bot',
        lang: input.lang,
        title: input.text.replace(/\s+/g, ' ').trim().slice(0, 120),
      },
      showHiddenFields: true,
      ...write,
    })
    await add('bot', assistantText(settings, 'greeting', input.lang))
  } else if (session.lang !== input.lang) {
    session = await payload.update({
      collection: 'assistant-sessions',
      id: session.id,
      data: { lang: input.lang },
      showHiddenFields: true,
      ...write,
    })
  }
  await add('visitor', input.text)
  const question = created[created.length - 1]
  let status: SessionStatus = session.status
  // A session an operator took (or a visitor was handed over) while the answer was worked out gets no bot answer.
  if (status === 'bot' && reply) {
    await add('bot', reply.text, reply.sources)
    if (reply.handoff && (reply.reason === 'offtopic' || reply.reason === 'unsure')) {
      // What the bot could not answer goes on the review list, for an editor to teach it (src/assistant/review.ts).
      await noteForReview(req, {
        messageId: question.id,
        text: input.text,
        lang: input.lang,
        reason: reply.reason,
        guesses: reply.ranked,
      })
    }
    if (reply.handoff) {
      await payload.update({ collection: 'assistant-sessions', id: session.id, data: { status: 'waiting' }, ...write })
      status = 'waiting'
    }
  }
  return { session_token: token, status, messages: created.map(messageRecord) }
}
