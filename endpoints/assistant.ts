import type { PayloadRequest } from 'payload'
import type { AssistantMessage } from '../src/payload-types.js'
import { assistantRoles } from '../src/access/roles.js'
import { NotFound, ValidationError, type ErrorBag } from '../src/core/errors.js'
import { showRecord } from '../src/api/crud.js'
import { mutate } from '../src/api/mutation.js'
import type { RateLimits } from '../src/api/rateLimits.js'
import { exact, type ActionContext, type ResourceDef } from '../src/api/resource.js'
import { created, ok, type RequestContext, type RouteSpec } from '../src/api/route.js'
import { inTransaction } from '../src/api/transaction.js'
import { field, listOf, objectOf } from '../src/api/validation/fields.js'
import { rules } from '../src/api/validation/rules.js'
import { validateBody } from '../src/api/validation/validate.js'
import { wire, type DocOf, type WireField } from '../src/api/wire.js'
import { namedRelation, relationId } from '../src/fields/relations.js'
import { answerMessage, type PublicLinks } from '../src/assistant/bot.js'
import {
  messageRecord,
  messagesOf,
  receiveVisitorMessage,
  sessionByToken,
  visitorSession,
} from '../src/assistant/conversation.js'
import {
  loadAssistantSettings,
  readKnowledge,
  replaceKnowledge,
  type KnowledgeInput,
} from '../src/assistant/knowledge.js'
import { ASSISTANT_SYSTEM, isOpenSession, sessionStatusCodes } from '../src/assistant/vocabulary.js'
import { locales, type Locale } from '../src/config/locales.js'
import { lockRecord } from '../src/db/rowLock.js'

const iso = (value: unknown) => (typeof value === 'string' ? new Date(value).toISOString() : null)
const stored = (read: (doc: DocOf<'assistant-sessions'>) => unknown, o: { depth?: number } = {}) =>
  wire.derived<'assistant-sessions'>(read, o)

// 1..2000 characters: an empty message is `validation.required`, as Laravel's `required` refuses ''.
const messageText = field('string', [rules.max(2000)], { required: true, description: '1..2000 characters' })

const visitorMessage = {
  session_token: field('string', [rules.max(64)], {
    nullable: true,
    description: 'The session to continue; absent to start one',
  }),
  message: messageText,
  lang: field('string', [rules.in(locales)], {
    description: 'The conversation language; by default the session’s, else ?lang / Accept-Language',
  }),
}

/**
 * A conversation that is closed or gone takes no more messages (src/assistant/vocabulary.ts isOpenSession): answered
 * as `validation.in` on the field that names it.
 */
function openSession<T extends object>(session: T | null | undefined, field: string): T {
  if (!session || !isOpenSession(session)) throw ValidationError.single(field, 'validation.in')
  return session
}

/** An admin action's session, read under the session's lock (a close in between is seen); open, or refused. */
async function openSessionUnderLock(req: PayloadRequest, id: number) {
  const session = await req.payload.findByID({
    collection: 'assistant-sessions',
    id,
    depth: 0,
    req,
    // System read of the conversation's state; the caller's access to the session was checked by the action.
    overrideAccess: true,
    select: { status: true },
  })
  return openSession(session, 'status')
}

/**
 * The visitor's side of the assistant — contract 4.14, rows 88–89: write a message (a new session when no token is
 * given), read the conversation by its token. The bot's answer is worked out before the write, outside the
 * transaction, so a slow language model holds no database connection.
 */
export const assistantRoutes = (limits: RateLimits, links: PublicLinks): RouteSpec[] => [
  {
    method: 'POST',
    path: '/assistant/messages',
    summary:
      'A visitor’s message to the assistant (no session_token: a new session); answered by the bot or an operator',
    tag: 'assistant',
    audience: 'public',
    localized: true,
    body: visitorMessage,
    responses: [
      { status: 200, description: '{data: {session_token, status, messages: [the new messages]}}' },
      {
        status: 422,
        description:
          'validation.required/min/max on message; validation.exists (unknown) or validation.in (closed) on session_token',
      },
      { status: 429, description: 'More than 20 messages a minute in one session' },
    ],
    handler: async (ctx) => {
      const values = await validateBody(ctx.payload, ctx.body, visitorMessage, { mode: 'create' })
      const token = typeof values.session_token === 'string' ? values.session_token : null
      const session = token === null ? null : await sessionByToken(ctx.payload, token)
      if (token !== null && !session) throw ValidationError.single('session_token', 'validation.exists')
      if (session) openSession(session, 'session_token')
      if (session) await limits.assistantMessage(String(session.token))
      const lang = (values.lang as Locale | undefined) ?? (session?.lang as Locale | undefined) ?? ctx.locale
      const text = String(values.message)
      const settings = await loadAssistantSettings(ctx.payload)
      const reply =
        !session || session.status === 'bot' ? await answerMessage(ctx.payload, text, lang, links, settings) : null
      const req = await ctx.payloadReq({ [ASSISTANT_SYSTEM]: true })
      const result = await inTransaction(req, async () => {
        let current = session
        if (current) {
          // Messages of one session queue here; the state read under the lock decides (an operator may just have taken it).
          await lockRecord(req, 'assistant-sessions', current.id)
          current = openSession(await sessionByToken(ctx.payload, String(current.token), req), 'session_token')
        }
        return receiveVisitorMessage(req, { session: current, text, lang, settings, reply })
      })
      // The opening message counts toward the new session's limit too.
      if (!session) await limits.assistantMessage(result.session_token)
      return ok({ data: result })
    },
  },
  {
    method: 'GET',
    path: '/assistant/sessions/:token',
    summary: 'A conversation as its visitor reads it, with the messages after `after` (all without it)',
    tag: 'assistant',
    audience: 'public',
    personal: true,
    queryParams: [{ name: 'after', description: 'Only messages with a greater id (polling)' }],
    responses: [
      { status: 200, description: '{data: {token, status, lang, operator, last_message_at, messages}}' },
      { status: 404, description: 'No session has this token' },
      { status: 422, description: 'validation.integer / validation.min on after' },
    ],
    handler: async (ctx) => {
      const after = ctx.query.after
      let from = 0
      if (after !== undefined && after !== '') {
        if (typeof after !== 'string' || !/^\d{1,15}$/.test(after.trim()))
          throw ValidationError.single(
            'after',
            /^-\d+$/.test(String(after).trim()) ? 'validation.min' : 'validation.integer',
          )
        from = Number(after)
      }
      const session = await sessionByToken(ctx.payload, ctx.params.token)
      if (!session) throw new NotFound()
      return ok({ data: visitorSession(session, await messagesOf(ctx.payload, session.id, from)) })
    },
  },
]

const localizedText = (max: number, required = false) =>
  field('string', [rules.max(max)], { localized: true, requiredLocale: required, nullable: !required })

/** One entry of the base: written whole, so its question and answer need their Uzbek text whatever the PUT. */
const knowledgeEntry = {
  id: field('integer', [rules.exists('assistant-knowledge')], {
    description: 'An entry kept (rewritten as given); absent for a new one',
  }),
  question: localizedText(2000, true),
  answer: localizedText(4000, true),
  keywords: listOf(field('string', [rules.max(255)]), [rules.max(30)]),
}

/** A PUT as contract 1.6 has it: the fields given are checked and changed; `entries`, when given, is the new set. */
const knowledgeBody = {
  greeting: localizedText(2000),
  fallback: localizedText(2000),
  handoff: localizedText(2000),
  handoff_threshold: field('number', [rules.between(0, 1)]),
  entries: listOf(objectOf(knowledgeEntry), [rules.max(500)]),
}

/** The body's rules, then each entry's as a new record (a PUT's update mode would let an entry go without a question). */
async function validKnowledge(ctx: RequestContext): Promise<KnowledgeInput> {
  const errors: ErrorBag = {}
  const collect = async <T>(work: () => Promise<T>, prefix = ''): Promise<T | undefined> => {
    try {
      return await work()
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error
      for (const [path, keys] of Object.entries(error.errors)) errors[`${prefix}${path}`] ??= keys
      return undefined
    }
  }
  const values = (await collect(() => validateBody(ctx.payload, ctx.body, knowledgeBody, { mode: 'update' }))) ?? {}
  const entries = Array.isArray(ctx.body.entries) ? (ctx.body.entries as unknown[]) : []
  for (const [i, entry] of entries.entries()) {
    if (entry && typeof entry === 'object' && !Array.isArray(entry))
      await collect(
        () => validateBody(ctx.payload, entry as Record<string, unknown>, knowledgeEntry, { mode: 'create' }),
        `entries.${i}.`,
      )
  }
  // One entry per id: a second entry with the same id would overwrite the first.
  const seen = new Set<unknown>()
  for (const [i, entry] of entries.entries()) {
    const id = (entry as { id?: unknown } | null)?.id
    if (id === undefined || id === null) continue
    if (seen.has(id)) errors[`entries.${i}.id`] ??= ['validation.unique']
    seen.add(id)
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors)
  // The rules above accepted exactly this shape (knowledgeBody, knowledgeEntry).
  return values as KnowledgeInput
}

/** The knowledge base — contract 4.14, rows 9–10: read whole, replaced whole. */
export const knowledgeRoutes: RouteSpec[] = [
  {
    method: 'GET',
    path: '/admin/assistant/knowledge',
    summary: 'The assistant’s knowledge base: texts, handoff threshold and entries',
    tag: 'assistant-knowledge',
    audience: assistantRoles,
    responses: [
      {
        status: 200,
        description:
          '{data: {greeting, fallback, handoff, handoff_threshold, entries: [{id, question, answer, keywords}]}}',
      },
    ],
    handler: async (ctx) => ok({ data: await readKnowledge(ctx.payload) }),
  },
  {
    method: 'PUT',
    path: '/admin/assistant/knowledge',
    summary:
      'Replace the knowledge base: the texts given change; entries, when given, are the new set (without id: new; not given: removed)',
    tag: 'assistant-knowledge',
    audience: assistantRoles,
    body: knowledgeBody,
    responses: [
      { status: 200, description: 'The knowledge base as stored' },
      {
        status: 422,
        description:
          'validation.required on entries.N.question.uz / answer.uz; validation.between on handoff_threshold; validation.exists / validation.unique on entries.N.id',
      },
    ],
    handler: async (ctx) => {
      const values = await validKnowledge(ctx)
      const req = await ctx.payloadReq()
      await inTransaction(req, () => replaceKnowledge(req, values))
      return ok({ data: await readKnowledge(ctx.payload) })
    },
  },
]

/** The session as staff read it; the token stays the visitor's. */
const sessionFields: Record<string, WireField<'assistant-sessions'>> = {
  status: stored((doc) => doc.status ?? null),
  lang: stored((doc) => doc.lang ?? null),
  title: stored((doc) => doc.title ?? null),
  operator_id: stored((doc) => relationId(doc.operator)),
  operator: stored((doc) => namedRelation(doc.operator), { depth: 1 }),
  last_message_at: stored((doc) => iso(doc.lastMessageAt)),
  waiting_since: stored((doc) => iso(doc.waitingSince)),
  messages: {
    ...stored(
      (doc) =>
        (doc.messages?.docs ?? [])
          .filter((m): m is AssistantMessage => typeof m === 'object' && m !== null)
          .map(messageRecord),
      { depth: 1 },
    ),
    source: 'messages',
    detailOnly: true,
  },
}

/** The session as it now is, with every message, as its show route answers it. */
const sessionNow = (ctx: ActionContext) =>
  showRecord(ctx, { collection: 'assistant-sessions', fields: sessionFields }, ctx.id)

/**
 * The operators' side — contract 4.14, rows 11–15: the sessions (list, show with every message, delete), an operator's
 * message (which takes the session over: `assistant_taken`) and the release back to the bot (`assistant_released`).
 * The takeover itself lives in the collections' hooks (src/assistant/hooks.ts), so the admin UI's console does the same.
 */
export const assistantSessions: ResourceDef<'assistant-sessions'> = {
  name: 'assistant-sessions',
  collection: 'assistant-sessions',
  adminPath: '/admin/assistant/sessions',
  idParam: 'id',
  roles: assistantRoles,
  operations: ['list', 'show', 'delete'],
  fields: sessionFields,
  adminList: {
    filters: {
      status: exact('status', 'string', { in: sessionStatusCodes }),
      lang: exact('lang', 'string', { in: [...locales] }),
    },
    sorts: { last_message_at: 'lastMessageAt', id: 'id' },
    defaultSort: '-last_message_at',
  },
  actions: [
    {
      method: 'POST',
      path: 'messages',
      summary:
        'An operator’s message; takes the session over (status operator, audited as assistant_taken) unless the caller has it',
      body: { message: messageText },
      responses: [
        { status: 201, description: 'The session with every message' },
        {
          status: 422,
          description: 'validation.required/min/max on message; validation.in on status (a closed session)',
        },
      ],
      handler: async (ctx) => {
        await mutate(ctx, { collection: 'assistant-sessions', id: ctx.id }, async ({ req }) => {
          await openSessionUnderLock(req, ctx.id)
          await req.payload.create({
            collection: 'assistant-messages',
            data: { session: ctx.id, sender: 'operator', text: String(ctx.values.message) },
            req,
            depth: 0,
            overrideAccess: false,
          })
        })
        return created({ data: await sessionNow(ctx) })
      },
    },
    {
      method: 'POST',
      path: 'release',
      summary: 'Hand the session back to the bot (audited as assistant_released); nothing changes when the bot has it',
      responses: [
        { status: 200, description: 'The session with every message' },
        { status: 422, description: 'validation.in on status (a closed session)' },
      ],
      handler: async (ctx) => {
        await mutate(ctx, { collection: 'assistant-sessions', id: ctx.id }, async ({ req }) => {
          const session = await openSessionUnderLock(req, ctx.id)
          if (session.status !== 'bot')
            await req.payload.update({
              collection: 'assistant-sessions',
              id: ctx.id,
              data: { status: 'bot' },
              req,
              depth: 0,
              overrideAccess: false,
            })
        })
        return ok({ data: await sessionNow(ctx) })
      },
    },
  ],
}
