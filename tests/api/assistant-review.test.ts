import { describe, expect, it } from 'vitest'
import { hashSessionToken } from '../../src/assistant/conversation.js'
import { scrubExample } from '../../src/assistant/examples.js'
import { createProgram, createStaff, tokenFor } from '../factories.js'
import { useStack } from '../support/stack.js'
import { uniqueWord } from '../support/words.js'

/**
 * The assistant's review list (collections/AssistantReview.ts, src/assistant/review.ts) over Payload's REST API: the
 * questions the bot handed over or an operator answered, and the one decision an editor takes on each of them.
 */
const stack = useStack()

interface Review {
  id: number
  text: string
  lang: string
  reason: string
  status: string
  guesses: { relationTo: string; value: number }[]
  entry: { relationTo: string; value: number } | null
  message: number
}

const say = (message: string, extra: Record<string, unknown> = {}) =>
  stack.api.post('/api/v1/assistant/messages', { body: { message, ...extra } })

/** A visitor's question in a conversation of its own; its message id and session. */
async function visitorAsks(message: string, lang = 'uz') {
  const response = await say(message, { lang })
  expect(response.status).toBe(200)
  const { session_token: token, status, messages } = response.body.data
  const question = messages.find((m: { sender: string; text: string }) => m.sender === 'visitor')
  const { docs } = await stack.payload.find({
    collection: 'assistant-sessions',
    where: { token: { equals: hashSessionToken(token) } },
    overrideAccess: true,
  })
  return { status: status as string, token: token as string, messageId: question.id as number, sessionId: docs[0].id }
}

/**
 * A question the bot hands over: words nobody wrote before, in a language's letters. Made-up words only, so that a
 * question another test taught (the model generalises from a phrasing to questions worded alike) never answers it.
 */
async function handedOver(lang: 'uz' | 'ru' = 'uz', question?: string) {
  const words = [uniqueWord(), uniqueWord(), uniqueWord()].map((word) => (lang === 'ru' ? word.cyrillic : word.latin))
  const text = question ?? `${words.join(' ')}?`
  const asked = await visitorAsks(text, lang)
  expect(asked.status).toBe('waiting')
  return { ...asked, text }
}

/** The review rows of one visitor message, as a staff member reads the list. */
async function reviewsOf(messageId: number, token = stack.tokens.editor): Promise<Review[]> {
  const response = await stack.api.get(`/api/assistant-review?where[message][equals]=${messageId}&depth=0`, { token })
  expect(response.status).toBe(200)
  return response.body.docs
}

async function reviewOf(messageId: number): Promise<Review> {
  const rows = await reviewsOf(messageId)
  expect(rows).toHaveLength(1)
  return rows[0]
}

/** The decision on a review, in English (the language of the field errors checked). */
const decide = (id: number, body: Record<string, unknown>, token = stack.tokens.editor) =>
  stack.api.patch(`/api/assistant-review/${id}?depth=0`, { token, body, headers: { 'accept-language': 'en' } })

/** A record's phrasings in one language, as the database holds them. */
async function phrasingsOf(collection: 'programs' | 'assistant-knowledge', id: number, locale: 'uz' | 'ru' | 'en') {
  const doc = (await stack.payload.findByID({
    collection,
    id,
    locale,
    fallbackLocale: false,
    depth: 0,
    overrideAccess: true,
  })) as { phrasings?: { text: string }[] | null }
  return (doc.phrasings ?? []).map((row) => row.text)
}

const createKnowledge = (word: string) =>
  stack.payload.create({
    collection: 'assistant-knowledge',
    data: { question: `${word} haqida savol?`, answer: `${word} haqida javob.` } as never,
    overrideAccess: true,
    context: { skipAudit: true },
  })

/**
 * A review as the service writes one (src/assistant/review.ts noteForReview) for a question the bot had guesses for,
 * the best one chosen for the editor: the bot's guesses depend on everything else in the database.
 */
async function reviewWithGuess(program: { id: number }) {
  const asked = await handedOver()
  const guess = { relationTo: 'programs', value: program.id }
  await stack.payload.update({
    collection: 'assistant-review',
    where: { message: { equals: asked.messageId } },
    data: { guesses: [guess], entry: guess } as never,
    overrideAccess: true,
    context: { skipAudit: true },
  })
  return { ...asked, review: await reviewOf(asked.messageId) }
}

const REVIEW_DONE = 'This question has been reviewed already.'
const NEEDS_ENTRY = 'Choose the entry, program or FAQ this question asks for.'

/** The field errors of Payload's ValidationError (400). */
const fieldErrorsOf = (body: { errors?: { data?: { errors?: { path: string; message: string }[] } }[] }) =>
  (body.errors ?? []).flatMap((error) => error.data?.errors ?? []).map(({ path, message }) => ({ path, message }))

/** The audit trail of one record over /api/v1, newest first, as an admin reads it. */
async function trailOf(resource: string, id: number) {
  const query = `filter[resource]=${resource}&filter[resource_id]=${id}`
  const response = await stack.api.get(`/api/v1/admin/audit-logs?${query}`, { token: stack.tokens.admin })
  expect(response.status).toBe(200)
  return response.body.data as {
    action: string
    user: { id: number } | null
    changes: Record<string, { old: unknown; new: unknown }>
  }[]
}

/**
 * Asks the question in new conversations until the bot answers it from `source`, for up to ten seconds: the model
 * retrains in the background a moment after a phrasing is added (src/assistant/learning.ts).
 */
async function answerTo(question: string, lang: string, source: { type: string; id: number }) {
  let reply: { status: string; sources: { type: string; id: number }[] } | undefined
  await expect
    .poll(
      async () => {
        const { status, messages } = (await say(question, { lang })).body.data
        reply = { status, sources: messages.at(-1).sources }
        return reply.sources[0] ?? null
      },
      { timeout: 10_000, interval: 200 },
    )
    .toMatchObject(source)
  return reply!
}

describe('a question the bot hands over', () => {
  it('goes on the review list once, with its reason, language and status new, for any staff member to read', async () => {
    const asked = await visitorAsks('dollar kursi bugun qancha?')
    expect(asked.status).toBe('waiting')
    const review = await reviewOf(asked.messageId)
    expect(review).toMatchObject({ text: 'dollar kursi bugun qancha?', lang: 'uz', reason: 'offtopic', status: 'new' })
    for (const role of ['operator', 'admin', 'super_admin'] as const)
      expect(
        (await reviewsOf(asked.messageId, stack.tokens[role])).map((row) => row.id),
        role,
      ).toEqual([review.id])
    expect(
      (await stack.api.get(`/api/assistant-review/${review.id}`, { token: stack.tokens.editor })).body,
    ).toMatchObject({ id: review.id, text: 'dollar kursi bugun qancha?' })
  })

  it('is hidden from anonymous callers, who cannot decide it either', async () => {
    const asked = await visitorAsks('dollar kursi bugun qancha?')
    const review = await reviewOf(asked.messageId)
    const list = await stack.api.get(`/api/assistant-review?where[message][equals]=${asked.messageId}`)
    expect(list.status).toBe(403)
    expect(list.text).not.toContain('dollar')
    const one = await stack.api.get(`/api/assistant-review/${review.id}`)
    expect(one.status).toBe(403)
    expect(one.text).not.toContain('dollar')
    const decided = await stack.api.patch(`/api/assistant-review/${review.id}`, { body: { status: 'dismissed' } })
    expect(decided.status).toBe(403)
    expect(await reviewOf(asked.messageId)).toEqual(review)
  })

  it('keeps the question without the phone number and e-mail address the visitor typed', async () => {
    const message = 'dollar kursi bugun qancha? Telefonim +998 90 123 45 67, pochtam aziza.karimova@mail.uz'
    const asked = await visitorAsks(message)
    expect(asked.status).toBe('waiting')
    const review = await reviewOf(asked.messageId)
    expect(review.text).toBe(scrubExample(message))
    expect(review.text).toBe('dollar kursi bugun qancha? Telefonim, pochtam')
  })

  it('is never created through the API, whoever asks', async () => {
    const body = { text: 'Qoʻlda yozilgan savol', lang: 'uz', reason: 'unsure', status: 'new' }
    for (const token of [undefined, stack.tokens.editor, stack.tokens.super_admin])
      expect((await stack.api.post('/api/assistant-review', { token, body })).status).toBe(403)
  })
})

describe('a question an operator answers', () => {
  it('goes on the review list once (reason operator), however many times the operator writes', async () => {
    const word = uniqueWord()
    const asked = await visitorAsks(`Operator bilan gaplashmoqchiman, ${word.latin} haqida`)
    expect(asked.status).toBe('waiting')
    // Asking for a person is not something the bot failed at.
    expect(await reviewsOf(asked.messageId)).toEqual([])
    const answer = (text: string) =>
      stack.api.post('/api/assistant-messages', {
        token: stack.tokens.operator,
        body: { session: asked.sessionId, text },
      })
    expect((await answer('Assalomu alaykum, hozir tekshiraman.')).status).toBe(201)
    const [review, ...others] = await reviewsOf(asked.messageId)
    expect(others).toEqual([])
    expect(review).toMatchObject({
      text: `Operator bilan gaplashmoqchiman, ${word.latin} haqida`,
      lang: 'uz',
      reason: 'operator',
      status: 'new',
      guesses: [],
    })
    // No guess, so no record chosen for the editor.
    expect(review.entry ?? null).toBeNull()
    expect((await answer('Javob: filialga murojaat qiling.')).status).toBe(201)
    expect(await reviewsOf(asked.messageId)).toHaveLength(1)
    // The visitor's next question, answered, is the next row.
    const next = await say(`${word.latin} uchun qanday hujjat kerak?`, { session_token: asked.token })
    const nextId = next.body.data.messages.find((m: { sender: string }) => m.sender === 'visitor').id
    expect((await answer('Pasport va ariza.')).status).toBe(201)
    expect((await reviewOf(nextId)).reason).toBe('operator')
  })

  it('is not put on the list again when the bot had handed it over', async () => {
    const asked = await visitorAsks('dollar kursi bugun qancha?')
    const before = await reviewOf(asked.messageId)
    const reply = await stack.api.post(`/api/v1/admin/assistant/sessions/${asked.sessionId}/messages`, {
      token: stack.tokens.operator,
      body: { message: 'Bu savol boʻyicha Markaziy bank saytiga qarang.' },
    })
    expect(reply.status).toBe(201)
    expect(await reviewsOf(asked.messageId)).toEqual([before])
    expect(before.reason).toBe('offtopic')
  })
})

describe('teaching a question as a phrasing', () => {
  it('adds it to the program in its language as the editor (audited), and the bot answers it from the program', async () => {
    const editor = await createStaff(stack.payload, 'editor')
    const editorToken = await tokenFor(stack.api, editor)
    const name = uniqueWord()
    const program = await createProgram(stack.payload, {
      title: { uz: `${name.latin} bogʻdorchilik dasturi`, ru: `Программа садоводства ${name.latin}` },
      summary: { uz: 'Bogʻ barpo etish uchun 5 yilgacha imtiyozli kredit.' },
    })
    const asked = await handedOver('uz', `${uniqueWord().latin} koʻchatini qayerdan arzonroq sotib olsa boʻladi?`)
    const review = await reviewOf(asked.messageId)
    expect(review).toMatchObject({ text: asked.text, status: 'new' })

    const taught = await decide(
      review.id,
      { status: 'taught', entry: { relationTo: 'programs', value: program.id } },
      editorToken,
    )
    expect(taught.status).toBe(200)
    expect(taught.body.doc).toMatchObject({ status: 'taught', entry: { relationTo: 'programs', value: program.id } })

    const shown = await stack.api.get(`/api/programs/${program.id}?locale=uz&depth=0`, { token: editorToken })
    expect(shown.status).toBe(200)
    expect(shown.body.phrasings.map((row: { text: string }) => row.text)).toEqual([asked.text])
    // In the question's language only.
    expect(await phrasingsOf('programs', program.id, 'ru')).toEqual([])

    const [change] = await trailOf('programs', program.id)
    expect(change).toMatchObject({ action: 'updated', user: { id: editor.user.id } })
    expect(change.changes).toEqual({
      'phrasings.uz': { old: null, new: [{ id: expect.any(String), text: asked.text }] },
    })

    const reply = await answerTo(asked.text, 'uz', { type: 'programs', id: program.id })
    expect(reply.status).toBe('bot')
  })

  it('keeps a phrasing the record holds already once', async () => {
    const program = await createProgram(stack.payload)
    const first = await handedOver()
    await stack.payload.update({
      collection: 'programs',
      id: program.id,
      locale: 'uz',
      data: { phrasings: [{ text: first.text.toUpperCase() }] } as never,
      overrideAccess: true,
      context: { skipAudit: true },
    })
    const review = await reviewOf(first.messageId)
    expect(
      (await decide(review.id, { status: 'taught', entry: { relationTo: 'programs', value: program.id } })).status,
    ).toBe(200)
    expect(await phrasingsOf('programs', program.id, 'uz')).toEqual([first.text.toUpperCase()])
  })

  it('refuses an editor a knowledge entry (403) and changes nothing; an operator and an admin may teach one', async () => {
    const entry = await createKnowledge(uniqueWord().latin)
    const asked = await handedOver()
    const review = await reviewOf(asked.messageId)
    const toEntry = { status: 'taught', entry: { relationTo: 'assistant-knowledge', value: entry.id } }

    const refused = await decide(review.id, toEntry, stack.tokens.editor)
    expect(refused.status).toBe(403)
    expect(await reviewOf(asked.messageId)).toEqual(review)
    expect(await phrasingsOf('assistant-knowledge', entry.id, 'uz')).toEqual([])
    expect(await trailOf('assistant-knowledge', entry.id)).toEqual([])

    expect((await decide(review.id, toEntry, stack.tokens.operator)).status).toBe(200)
    expect(await phrasingsOf('assistant-knowledge', entry.id, 'uz')).toEqual([asked.text])
    expect((await reviewOf(asked.messageId)).status).toBe('taught')

    // A Russian question becomes a Russian phrasing.
    const russian = await handedOver('ru')
    const second = await reviewOf(russian.messageId)
    expect(second.lang).toBe('ru')
    expect((await decide(second.id, toEntry, stack.tokens.admin)).status).toBe(200)
    expect(await phrasingsOf('assistant-knowledge', entry.id, 'ru')).toEqual([russian.text])
    expect(await phrasingsOf('assistant-knowledge', entry.id, 'uz')).toEqual([asked.text])
  })

  it('shows a reader only the guesses and entry they may read, and an editor’s save keeps the others', async () => {
    const entry = await createKnowledge(uniqueWord().latin)
    const program = await createProgram(stack.payload)
    const asked = await handedOver()
    const knowledge = { relationTo: 'assistant-knowledge', value: entry.id }
    const toProgram = { relationTo: 'programs', value: program.id }
    await stack.payload.update({
      collection: 'assistant-review',
      where: { message: { equals: asked.messageId } },
      data: { guesses: [knowledge, toProgram], entry: knowledge } as never,
      overrideAccess: true,
      context: { skipAudit: true },
    })
    // An editor does not read the knowledge base: its entry is not shown, so the admin UI never asks for it.
    const asEditor = await reviewOf(asked.messageId)
    expect(asEditor.guesses).toEqual([toProgram])
    expect(asEditor.entry).toBeNull()
    const [asOperator] = await reviewsOf(asked.messageId, stack.tokens.operator)
    expect(asOperator.guesses).toEqual([knowledge, toProgram])
    expect(asOperator.entry).toEqual(knowledge)
    // The admin UI sends back what its reader was shown: the guesses, which only the service writes, stay whole.
    const saved = await decide(asEditor.id, { status: 'dismissed', guesses: asEditor.guesses, entry: toProgram })
    expect(saved.status).toBe(200)
    const [after] = await reviewsOf(asked.messageId, stack.tokens.operator)
    expect(after).toMatchObject({ status: 'dismissed', guesses: [knowledge, toProgram], entry: toProgram })
  })

  it('refuses taught without a record to teach (400 on entry)', async () => {
    const asked = await visitorAsks(`Operator kerak, ${uniqueWord().latin}`)
    const answered = await stack.api.post('/api/assistant-messages', {
      token: stack.tokens.operator,
      body: { session: asked.sessionId, text: 'Eshitaman.' },
    })
    expect(answered.status).toBe(201)
    const review = await reviewOf(asked.messageId)
    const refused = await decide(review.id, { status: 'taught' })
    expect(refused.status).toBe(400)
    expect(fieldErrorsOf(refused.body)).toEqual([{ path: 'entry', message: NEEDS_ENTRY }])
    expect((await reviewOf(asked.messageId)).status).toBe('new')
  })

  it('teaches the best guess the review was given when the editor keeps it', async () => {
    const program = await createProgram(stack.payload)
    const { review, text } = await reviewWithGuess(program)
    expect(review.entry).toEqual({ relationTo: 'programs', value: program.id })
    expect((await decide(review.id, { status: 'taught' })).status).toBe(200)
    expect(await phrasingsOf('programs', program.id, 'uz')).toEqual([text])
  })

  it('refuses taught with the best guess cleared in the same change (400 on entry), and changes nothing', async () => {
    const program = await createProgram(stack.payload)
    const { review, messageId } = await reviewWithGuess(program)
    const refused = await decide(review.id, { status: 'taught', entry: null })
    expect(refused.status).toBe(400)
    expect(fieldErrorsOf(refused.body)).toEqual([{ path: 'entry', message: NEEDS_ENTRY }])
    expect(await reviewOf(messageId)).toEqual(review)
    expect(await phrasingsOf('programs', program.id, 'uz')).toEqual([])
  })
})

describe('marking a question off-topic, dismissing it, and deciding twice', () => {
  const offTopicExamples = async (text: string) => {
    const response = await stack.api.get(
      `/api/assistant-off-topic?where[text][equals]=${encodeURIComponent(text)}&depth=0`,
      { token: stack.tokens.admin },
    )
    expect(response.status).toBe(200)
    return response.body.docs as { text: string; lang: string }[]
  }

  it('makes an off-topic example of it in its language; a second decision is refused (400 on status) and changes nothing', async () => {
    const asked = await handedOver('ru')
    const review = await reviewOf(asked.messageId)
    expect(await offTopicExamples(asked.text)).toEqual([])
    const marked = await decide(review.id, { status: 'offtopic' })
    expect(marked.status).toBe(200)
    expect(marked.body.doc.status).toBe('offtopic')
    expect(await offTopicExamples(asked.text)).toEqual([expect.objectContaining({ text: asked.text, lang: 'ru' })])

    const program = await createProgram(stack.payload)
    for (const body of [
      { status: 'taught', entry: { relationTo: 'programs', value: program.id } },
      { status: 'dismissed' },
      { status: 'new' },
    ]) {
      const again = await decide(review.id, body)
      expect(again.status, JSON.stringify(body)).toBe(400)
      expect(fieldErrorsOf(again.body)).toEqual([{ path: 'status', message: REVIEW_DONE }])
    }
    expect((await reviewOf(asked.messageId)).status).toBe('offtopic')
    expect(await offTopicExamples(asked.text)).toHaveLength(1)
    expect(await phrasingsOf('programs', program.id, 'ru')).toEqual([])
  })

  it('dismisses one without any other effect, and keeps its question as written whatever a PATCH says', async () => {
    const asked = await handedOver()
    const review = await reviewOf(asked.messageId)
    const dismissed = await decide(review.id, {
      status: 'dismissed',
      text: 'Boshqa savol',
      reason: 'operator',
      lang: 'ru',
    })
    expect(dismissed.status).toBe(200)
    expect(await reviewOf(asked.messageId)).toMatchObject({
      text: asked.text,
      reason: review.reason,
      lang: 'uz',
      status: 'dismissed',
    })
    expect(await offTopicExamples(asked.text)).toEqual([])
  })
})

describe('addressing reviews', () => {
  it('answers 404 for a review that is not there', async () => {
    for (const call of [
      stack.api.get('/api/assistant-review/99999999', { token: stack.tokens.editor }),
      stack.api.patch('/api/assistant-review/99999999', { token: stack.tokens.editor, body: { status: 'dismissed' } }),
    ])
      expect((await call).status).toBe(404)
  })

  it('lets admins delete a review, not editors or operators', async () => {
    const asked = await handedOver()
    const review = await reviewOf(asked.messageId)
    for (const role of ['editor', 'operator'] as const)
      expect((await stack.api.delete(`/api/assistant-review/${review.id}`, { token: stack.tokens[role] })).status).toBe(
        403,
      )
    expect(await reviewsOf(asked.messageId)).toHaveLength(1)
    expect((await stack.api.delete(`/api/assistant-review/${review.id}`, { token: stack.tokens.admin })).status).toBe(
      200,
    )
    expect(await reviewsOf(asked.messageId)).toEqual([])
  })
})
