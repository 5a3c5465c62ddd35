import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { sql } from '@payloadcms/db-postgres'
import { afterEach, describe, expect, it } from 'vitest'
import { createHash } from 'node:crypto'
import { hashSessionToken, newSessionToken } from '../../src/assistant/conversation.js'
import { up as hashTokens } from '../../src/migrations/20261129_110000_hashed_tokens.js'
import { purgeOldSessions } from '../../src/assistant/retention.js'
import { settledModel } from '../../src/assistant/learning.js'
import { answerKinds, best } from '../../src/assistant/bot.js'
import { poolOf } from '../../src/db/pool.js'
import { retrieve } from '../../src/search/retrieve.js'
import { ASSISTANT_SYSTEM } from '../../src/assistant/vocabulary.js'
import { auditEntries, createFaq, createProgram, createStaff, tokenFor } from '../factories.js'
import { useStack } from '../support/stack.js'
import { describeStandardCases } from '../support/standardCases.js'
import { uniqueWord } from '../support/words.js'

const stack = useStack()

/** A waiting session (the visitor asked for a person), for the generated cases of the staff routes. */
const waitingSession = async () => {
  const response = await stack.api.post('/api/v1/assistant/messages', {
    body: { message: 'Operator bilan gaplashmoqchiman', lang: 'uz' },
  })
  const { docs } = await stack.payload.find({
    collection: 'assistant-sessions',
    where: { token: { equals: hashSessionToken(response.body.data.session_token) } },
    overrideAccess: true,
  })
  return { id: docs[0].id, token: response.body.data.session_token as string }
}

describeStandardCases(stack, { tag: 'assistant' })
describeStandardCases(stack, {
  tag: 'assistant-knowledge',
  factory: (payload) =>
    payload.create({
      collection: 'assistant-knowledge',
      data: { question: 'Savol?', answer: 'Javob.' },
      overrideAccess: true,
    }),
})
/** A stored conversation, written without audit entries (the generated delete case counts the entries it makes). */
const storedSession = async (payload: typeof stack.payload) => {
  const system = { overrideAccess: true, context: { skipAudit: true, [ASSISTANT_SYSTEM]: true } } as const
  const session = await payload.create({
    collection: 'assistant-sessions',
    data: { token: newSessionToken(), status: 'waiting', lang: 'uz', title: 'Operator kerak' },
    ...system,
  })
  await payload.create({
    collection: 'assistant-messages',
    data: { session: session.id, sender: 'visitor', text: 'Operator kerak' },
    ...system,
  })
  return session
}

describeStandardCases(stack, { tag: 'assistant-sessions', factory: storedSession })

/**
 * A visitor's message, answered by the model that knows every write before it (as a visitor meets it a moment after an
 * edit): never by retrieval alone because the background retraining had not yet run, which made verdicts depend on the
 * machine's speed.
 */
const say = async (message: string, extra: Record<string, unknown> = {}) => {
  await settledModel(stack.payload)
  return stack.api.post('/api/v1/assistant/messages', { body: { message, ...extra } })
}
const knowledgeUrl = '/api/v1/admin/assistant/knowledge'
const sessionsUrl = '/api/v1/admin/assistant/sessions'
const sessionIdOf = async (token: string) =>
  Number(
    (
      await stack.payload.find({
        collection: 'assistant-sessions',
        where: { token: { equals: hashSessionToken(token) } },
        overrideAccess: true,
      })
    ).docs[0].id,
  )

/** A knowledge base with one entry about a made-up subject, so a question about it has exactly one answer. */
async function knowledgeAbout(word: { latin: string; cyrillic: string }) {
  const response = await stack.api.put(knowledgeUrl, {
    token: stack.tokens.admin,
    body: {
      handoff: { uz: 'Operatorga uzatdim.', ru: 'Передал оператору.', en: 'Passed to an operator.' },
      handoff_threshold: 0.3,
      entries: [
        {
          question: {
            uz: `${word.latin} subsidiyasini qanday olish mumkin?`,
            ru: `Как получить субсидию ${word.latin}?`,
            en: `How do I get the ${word.latin} subsidy?`,
          },
          answer: {
            uz: `${word.latin} uchun filialga ariza bering.`,
            ru: `Подайте заявление на ${word.latin} в филиал.`,
            en: `Apply for ${word.latin} at a branch.`,
          },
          keywords: [word.latin, 'subsidiya', 'субсидия'],
        },
      ],
    },
  })
  expect(response.status).toBe(200)
  return response.body.data.entries[0] as { id: number }
}

describe('POST /api/v1/assistant/messages', () => {
  it('opens a session with a random token, greets, and answers from the knowledge base with its source', async () => {
    const word = uniqueWord()
    const entry = await knowledgeAbout(word)
    const response = await say(`${word.latin} subsidiyasini olmoqchiman, nima qilish kerak?`, { lang: 'uz' })
    expect(response.status).toBe(200)
    const { session_token, status, messages } = response.body.data
    expect(Object.keys(response.body.data)).toEqual(['session_token', 'status', 'messages'])
    expect(session_token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(status).toBe('bot')
    expect(messages.map((m: { sender: string }) => m.sender)).toEqual(['bot', 'visitor', 'bot'])
    expect(messages[1]).toEqual({
      id: expect.any(Number),
      sender: 'visitor',
      text: `${word.latin} subsidiyasini olmoqchiman, nima qilish kerak?`,
      created_at: expect.any(String),
      sources: [],
    })
    expect(messages[2].text).toBe(`${word.latin} uchun filialga ariza bering.`)
    expect(messages[2].sources).toEqual([
      { type: 'knowledge', id: entry.id, title: `${word.latin} subsidiyasini qanday olish mumkin?`, url: null },
    ])
    // Another session's token is another random value.
    expect((await say('Salom')).body.data.session_token).not.toBe(session_token)
  })

  it('answers a question typed in Cyrillic from Latin text, in the session’s language, and in Russian', async () => {
    const word = uniqueWord()
    await knowledgeAbout(word)
    const cyrillic = await say(`${word.cyrillic} субсидиясини қандай олиш мумкин?`, { lang: 'uz' })
    expect(cyrillic.body.data.messages[2].text).toBe(`${word.latin} uchun filialga ariza bering.`)
    const russian = await say(`Как мне получить субсидию ${word.latin}?`, { lang: 'ru' })
    expect(russian.body.data.messages[2].text).toBe(`Подайте заявление на ${word.latin} в филиал.`)
    // The session keeps its language when a later message names none.
    const next = await say(`Субсидия ${word.latin} — куда подавать?`, {
      session_token: russian.body.data.session_token,
    })
    expect(next.body.data.messages[1].text).toBe(`Подайте заявление на ${word.latin} в филиал.`)
  })

  it('answers from a published FAQ or program, citing it with its public URL, and never from a hidden one', async () => {
    const word = uniqueWord()
    const faq = await createFaq(stack.payload, {
      question: { uz: `${word.latin} kafolati qancha muddatga beriladi?` },
      answer: { uz: '<p>Kafolat <b>5 yil</b> muddatga beriladi.</p>' },
    })
    const reply = (await say(`${word.latin} kafolati qancha muddatga?`, { lang: 'uz' })).body.data.messages[2]
    expect(reply.text).toBe('Kafolat 5 yil muddatga beriladi.')
    expect(reply.sources[0]).toEqual({
      type: 'faqs',
      id: faq.id,
      title: `${word.latin} kafolati qancha muddatga beriladi?`,
      url: `${stack.url}/api/v1/faqs/${faq.id}`,
    })
    const other = uniqueWord()
    const program = await createProgram(stack.payload, {
      title: { uz: `${other.latin} lizing dasturi` },
      summary: { uz: 'Texnika 7 yilgacha lizingga beriladi.' },
    })
    const answer = (await say(`${other.latin} lizing dasturi haqida`, { lang: 'uz' })).body.data.messages[2]
    expect(answer.sources[0]).toEqual({
      type: 'programs',
      id: program.id,
      title: `${other.latin} lizing dasturi`,
      url: `${stack.url}/api/v1/programs/${program.slug}`,
    })
    expect(answer.text).toContain('Texnika 7 yilgacha lizingga beriladi.')
    const hidden = uniqueWord()
    const shown = await createProgram(stack.payload, { title: { uz: `${hidden.latin} dasturi` }, status: '0' })
    expect((await say(hidden.latin, { lang: 'uz' })).body.data.status).toBe('waiting')
    // The same question finds it once it is shown.
    await stack.payload.update({ collection: 'programs', id: shown.id, data: { status: '1' }, overrideAccess: true })
    expect((await say(hidden.latin, { lang: 'uz' })).body.data.messages[2].sources[0]).toMatchObject({
      type: 'programs',
      id: shown.id,
    })
  })

  it.each([
    ['uz', 'Operator bilan gaplashmoqchiman'],
    ['uz', 'Оператор билан боғланмоқчиман'],
    ['uz', 'jonli odam bilan bogʻlaning'],
    ['ru', 'Соедините, пожалуйста, с оператором'],
    ['ru', 'хочу поговорить с живым человеком'],
    ['en', 'I want to talk to a human'],
  ])('hands a visitor who asks for a person (%s: %s) to an operator with the handoff text', async (lang, message) => {
    await knowledgeAbout(uniqueWord())
    const response = await say(message, { lang })
    expect(response.body.data.status).toBe('waiting')
    const handoff = { uz: 'Operatorga uzatdim.', ru: 'Передал оператору.', en: 'Passed to an operator.' }[lang]
    expect(response.body.data.messages[2]).toMatchObject({ sender: 'bot', text: handoff, sources: [] })
  })

  it('hands over when nothing matches well enough, and waits without bot answers', async () => {
    const response = await say('Ertaga Toshkentda ob-havo qanday boʻladi?', { lang: 'uz' })
    expect(response.body.data.status).toBe('waiting')
    const again = await say('Javob bering', { session_token: response.body.data.session_token })
    expect(again.body.data.status).toBe('waiting')
    expect(again.body.data.messages.map((m: { sender: string }) => m.sender)).toEqual(['visitor'])
  })

  it('answers a greeting with the fallback text and stays with the bot', async () => {
    const response = await say('Salom!', { lang: 'uz' })
    expect(response.body.data.status).toBe('bot')
    expect(response.body.data.messages[2].sources).toEqual([])
  })

  describe('reading questions nobody tuned for', () => {
    const handoffText = { uz: 'Operatorga uzatdim.', ru: 'Передал оператору.', en: 'Passed to an operator.' }
    /** A whole knowledge base of the given entries (the rest of the database holds other tests' programs and FAQs). */
    const knowledgeBase = async (
      entries: { question: Record<string, string>; answer: Record<string, string>; keywords?: string[] }[],
      threshold = 0.12,
    ) => {
      const response = await stack.api.put(knowledgeUrl, {
        token: stack.tokens.admin,
        body: { handoff: handoffText, handoff_threshold: threshold, entries },
      })
      expect(response.status).toBe(200)
      return response.body.data.entries as { id: number }[]
    }
    const tractorLeasing = {
      question: {
        uz: 'Traktor lizingi qanday olinadi?',
        ru: 'Как взять трактор в лизинг?',
        en: 'How do I lease a tractor?',
      },
      answer: { uz: 'Filialga ariza bering.', ru: 'Подайте заявку в филиал.', en: 'Apply at a branch.' },
    }
    const answerOf = async (message: string, lang: string) =>
      (await say(message, { lang })).body.data as {
        status: string
        messages: { text: string; sources: { type: string; id: number }[] }[]
      }

    it.each([
      ['uz', 'Bugun dollar kursi qancha?'],
      ['uz', 'бугун доллар неча сўм бўлди?'],
      ['ru', 'Какой сегодня курс доллара к суму?'],
      ['en', "What's the dollar exchange rate today?"],
      ['uz', 'Ertaga paxta terimida yomgʻir yogʻadimi?'],
      ['ru', 'Какая погода будет в Самарканде на выходных?'],
      ['en', 'Who won the Pakhtakor football match yesterday?'],
      ['ru', 'Как вкусно пожарить картошку?'],
      ['en', 'Can you recommend a good plov recipe?'],
      ['uz', 'Traktorni kim ixtiro qilgan?'],
      ['en', 'When was cotton first grown in Uzbekistan?'],
      // Only a thing the fund finances, asked about something else (advice, a price): no service, no fund matter.
      ['ru', 'Чем обработать хлопок от клеща?'],
      ['uz', 'paxtani qachon ekkan maqul'],
      // Other bodies' business, in the fund's words.
      ['uz', 'fermerlar yer soligini qachongacha tolashi kerak'],
      ['ru', 'как отключить платные подписки в узмобайл'],
      ['en', 'How much is the tax on a tractor?'],
    ])(
      'hands an off-topic question (%s: %s) to an operator in the visitor’s language, though a record shares its words',
      async (lang, message) => {
        await knowledgeBase([
          {
            question: {
              uz: 'Kredit soʻmdami yoki dollardami?',
              ru: 'Кредит в сумах или в долларах?',
              en: 'Are loans in soums or in dollars?',
            },
            answer: {
              uz: 'Kreditlar soʻmda beriladi, dollar kursi xavfi yoʻq.',
              ru: 'Кредиты выдаются в сумах, без риска курса доллара.',
              en: 'Loans are in soums, with no dollar exchange rate risk.',
            },
            keywords: ['dollar', 'kurs', 'курс', 'доллар', 'exchange rate', 'currency'],
          },
          {
            question: {
              uz: 'Paxta va traktor uchun kredit bormi?',
              ru: 'Есть ли кредит на хлопок и трактор?',
              en: 'Is there a loan for cotton and tractors?',
            },
            answer: {
              uz: 'Ha, paxta va traktor uchun.',
              ru: 'Да, на хлопок и трактор.',
              en: 'Yes, for cotton growing and tractors, the first ones grown this year.',
            },
            keywords: ['paxta', 'traktor', 'хлопок', 'картошка', 'cotton', 'football', 'weather'],
          },
        ])
        const data = await answerOf(message, lang)
        expect(data.status).toBe('waiting')
        expect(data.messages[2]).toMatchObject({
          sender: 'bot',
          text: handoffText[lang as keyof typeof handoffText],
          sources: [],
        })
      },
    )

    it('answers the same words when the question is about the fund’s service', async () => {
      const [currency] = await knowledgeBase([
        {
          question: {
            uz: 'Kredit soʻmdami yoki dollardami?',
            ru: 'Кредит в сумах или в долларах?',
            en: 'Are loans in soums or in dollars?',
          },
          answer: { uz: 'Kreditlar soʻmda beriladi.', ru: 'Кредиты выдаются в сумах.', en: 'Loans are in soums.' },
          keywords: ['dollar', 'kurs'],
        },
      ])
      for (const [lang, message] of [
        ['uz', 'kredit dollarda beriladimi, kurs oʻzgarsa nima boʻladi?'],
        ['ru', 'кредит дают в долларах? а если курс вырастет?'],
        ['en', 'is the loan in dollars? what if the exchange rate changes'],
        // A cue of another body's business does not outweigh a service named beside it.
        ['ru', 'дадут ли кредит в долларах, если есть долг по налогам?'],
      ]) {
        const data = await answerOf(message, lang)
        expect(data.status, message).toBe('bot')
        expect(data.messages[2].sources[0], message).toMatchObject({ type: 'knowledge', id: currency.id })
      }
    })

    it('hands over a question mostly of words the fund never uses that its best entry matches only weakly', async () => {
      const [machinery] = await knowledgeBase([tractorLeasing])
      // A service named, then words no record holds: the entry matches well enough for the threshold (it is answered
      // without src/assistant/decision.ts's FOREIGN_QUESTION), but not for a question this foreign to the fund.
      const foreign = await answerOf('lease zorblat kvintar fesmol drubbix wendolt?', 'en')
      expect(foreign.status).toBe('waiting')
      const asked = await answerOf('how do i lease a tractor?', 'en')
      expect(asked.status).toBe('bot')
      expect(asked.messages[2].sources[0]).toMatchObject({ type: 'knowledge', id: machinery.id })
    })

    it('takes words the language’s dictionary drops (myself, very, between) as nothing, not as words the fund never uses', async () => {
      const [machinery] = await knowledgeBase([tractorLeasing])
      // Counted as unknown words, three of four would make the question foreign to the fund (FOREIGN_QUESTION).
      const data = await answerOf('lease myself between very?', 'en')
      expect(data.status).toBe('bot')
      expect(data.messages[2].sources[0]).toMatchObject({ type: 'knowledge', id: machinery.id })
    })

    it('finds an entry by an idea its title says only in words the index drops (who can, кто может)', async () => {
      // The first entry's answer names big farms, as the question does: the question's "or only" must count for the
      // second's title, which says who can only in words the dictionary drops. Retrieval's reading, asserted on its own
      // ranking: the model, trained on these two entries with no phrasing, matches the words "big farms" and puts the
      // first ahead once it has learnt them (a known gap: it knows no synonym groups; a phrasing teaches it).
      const [, eligibility] = await knowledgeBase([
        {
          question: { uz: 'Kredit qanday olinadi?', ru: 'Как получить кредит?', en: 'How do I get a loan?' },
          answer: {
            uz: 'Filial orqali.',
            ru: 'Через филиал, для крупных хозяйств.',
            en: 'Through a branch, for big farms.',
          },
        },
        {
          question: { uz: 'Kim kredit olishi mumkin?', ru: 'Кто может получить кредит?', en: 'Who can get a loan?' },
          answer: {
            uz: 'Roʻyxatdan oʻtgan har bir ishlab chiqaruvchi.',
            ru: 'Любой зарегистрированный производитель.',
            en: 'Any registered producer.',
          },
        },
      ])
      for (const [lang, message] of [
        ['en', 'is the loan for everybody or only for big farms?'],
        ['ru', 'кредит дают всем или только для крупных хозяйств?'],
      ] as const) {
        const { candidates } = await retrieve(poolOf(stack.payload)!, message, lang, answerKinds)
        expect(best(candidates)[0], message).toMatchObject({ type: 'knowledge', id: eligibility.id })
      }
    })

    it('finds an entry through the words visitors use for its idea, in every language and spelling', async () => {
      const [collateral] = await knowledgeBase([
        {
          question: {
            uz: 'Kredit uchun qanday taʼminot talab qilinadi?',
            ru: 'Какое обеспечение требуется по кредиту?',
            en: 'What collateral is required for a loan?',
          },
          answer: {
            uz: 'Koʻchmas mulk yoki texnika.',
            ru: 'Недвижимость или техника.',
            en: 'Real estate or machinery.',
          },
        },
        {
          question: { uz: 'Kredit qanday qaytariladi?', ru: 'Как погашать кредит?', en: 'How do I repay a loan?' },
          answer: { uz: 'Jadval boʻyicha har oy.', ru: 'Ежемесячно по графику.', en: 'Monthly, by the schedule.' },
        },
      ])
      for (const [lang, message] of [
        ['uz', 'ssudaga zalog sifatida nima qoʻyiladi'],
        ['uz', 'карзга гаровга нима куйса булади'],
        ['ru', 'что можно оставить под залог, если беру займ?'],
        ['ru', 'chto mozhno ostavit pod zalog'],
        ['en', 'what can i pledge as security when i borrow'],
      ]) {
        const data = await answerOf(message, lang)
        expect(data.messages[2].sources[0], message).toMatchObject({ type: 'knowledge', id: collateral.id })
      }
    })

    it('reads Uzbek without apostrophes and typed on a Russian keyboard as the same words', async () => {
      const word = uniqueWord()
      const [insurance] = await knowledgeBase([
        {
          question: {
            uz: `${word.latin} hosilini sugʻurta qilish shartmi?`,
            ru: `Обязательно ли страховать урожай ${word.latin}?`,
            en: `Must I insure the ${word.latin} crop?`,
          },
          answer: { uz: 'Ha, sugʻurta shart.', ru: 'Да.', en: 'Yes.' },
        },
      ])
      for (const message of [
        `${word.latin} xosilini sugurta kilish shartmi`,
        `${word.cyrillic} хосилини сугурта килиш шартми`,
      ]) {
        const data = await answerOf(message, 'uz')
        expect(data.messages[2].sources[0], message).toMatchObject({ type: 'knowledge', id: insurance.id })
      }
    })

    it('weighs an entry’s question over its answer and its answer over its keywords', async () => {
      const word = uniqueWord()
      const [inKeywords, inAnswer, inQuestion] = await knowledgeBase(
        [
          {
            question: { uz: 'Hujjatlar roʻyxati qanday?' },
            answer: { uz: 'Pasport va ariza.' },
            keywords: [`${word.latin} subsidiyasi`],
          },
          {
            question: { uz: 'Arizani qayerga topshiraman?' },
            answer: { uz: `Filialga; ${word.latin} subsidiyasi ham shu yerda.` },
          },
          { question: { uz: `${word.latin} subsidiyasi qachon toʻlanadi?` }, answer: { uz: 'Bir oy ichida.' } },
        ],
        0.05,
      )
      const data = await answerOf(`${word.latin} subsidiyasi`, 'uz')
      expect(data.messages[2].sources.map((source) => source.id)).toEqual([inQuestion.id, inAnswer.id, inKeywords.id])
    })
  })

  it('refuses bad input with the contract’s keys', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, 'message', 'validation.required'],
      [{ message: '' }, 'message', 'validation.required'],
      [{ message: 'x'.repeat(2001) }, 'message', 'validation.max'],
      [{ message: 42 }, 'message', 'validation.string'],
      [{ message: 'Salom', lang: 'fr' }, 'lang', 'validation.in'],
      [{ message: 'Salom', session_token: 'x'.repeat(43) }, 'session_token', 'validation.exists'],
      [{ message: 'Salom', session_token: "' or 1=1 --" }, 'session_token', 'validation.exists'],
      [{ message: 'Salom', session_token: 'x'.repeat(65) }, 'session_token', 'validation.max'],
    ]
    for (const [body, field, key] of cases) {
      const response = await stack.api.post('/api/v1/assistant/messages', { body })
      expect(response.status, JSON.stringify(body)).toBe(422)
      expect(response.body.errors[field], JSON.stringify(body)).toEqual([key])
    }
  })

  it('refuses messages to a closed session with validation.in on session_token', async () => {
    const { id, token } = await waitingSession()
    await stack.payload.update({
      collection: 'assistant-sessions',
      id,
      data: { status: 'closed' },
      overrideAccess: true,
    })
    const response = await say('Hali shu yerdamisiz?', { session_token: token })
    expect(response.status).toBe(422)
    expect(response.body.errors).toEqual({ session_token: ['validation.in'] })
  })

  it('takes hostile text as words and never fails', async () => {
    for (const message of [
      "'; DROP TABLE assistant_sessions; --",
      'a & b | !c :* (d)',
      '.*+?^${}()|[]\\',
      'ж'.repeat(2000),
      '🚜🌾💧',
      'Ўзбек oʻzbek узбек uzbek',
      '\u0000x',
    ]) {
      const response = await say(message)
      expect([200, 400, 422], message.slice(0, 40)).toContain(response.status)
    }
  })

  it('allows 20 messages a minute in one session, then 429 with Retry-After', async () => {
    const { token } = await waitingSession()
    for (let i = 0; i < 19; i++) expect((await say(`Xabar ${i}`, { session_token: token })).status).toBe(200)
    const refused = await say('Yana bitta', { session_token: token })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another session is not held back.
    expect((await say('Salom')).status).toBe(200)
  })
})

describe('GET /api/v1/assistant/sessions/{token}', () => {
  it('shows the conversation to its visitor, and the messages after a given id for polling', async () => {
    const opened = await say('Operator kerak', { lang: 'uz' })
    const token = opened.body.data.session_token as string
    const response = await stack.api.get(`/api/v1/assistant/sessions/${token}`)
    expect(response.status).toBe(200)
    expect(response.body.data).toEqual({
      token,
      status: 'waiting',
      lang: 'uz',
      operator: null,
      last_message_at: expect.any(String),
      messages: opened.body.data.messages,
    })
    const last = opened.body.data.messages.at(-1).id
    expect((await stack.api.get(`/api/v1/assistant/sessions/${token}?after=${last}`)).body.data.messages).toEqual([])
    const later = await say('Kutyapman', { session_token: token })
    expect((await stack.api.get(`/api/v1/assistant/sessions/${token}?after=${last}`)).body.data.messages).toEqual(
      later.body.data.messages,
    )
  })

  it('answers 404 for an unknown or malformed token and 422 for a bad `after`', async () => {
    expect((await stack.api.get(`/api/v1/assistant/sessions/${'a'.repeat(43)}`)).status).toBe(404)
    expect((await stack.api.get('/api/v1/assistant/sessions/1')).status).toBe(404)
    expect((await stack.api.get(`/api/v1/assistant/sessions/${encodeURIComponent("' or '1'='1")}`)).status).toBe(404)
    const { token } = await waitingSession()
    expect((await stack.api.get(`/api/v1/assistant/sessions/${token}?after=soon`)).body.errors).toEqual({
      after: ['validation.integer'],
    })
    expect((await stack.api.get(`/api/v1/assistant/sessions/${token}?after=-1`)).body.errors).toEqual({
      after: ['validation.min'],
    })
  })
})

describe('session tokens at rest', () => {
  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
  const rows = async (query: ReturnType<typeof sql>) =>
    (await stack.payload.db.drizzle.execute(query)).rows as Record<string, unknown>[]

  it('keeps only the SHA-256 of a token: neither the session nor its rate-limit row holds it in clear', async () => {
    const opened = await say('Salom', { lang: 'uz' })
    const token = opened.body.data.session_token as string
    expect((await say('Yana', { session_token: token })).status).toBe(200)
    const stored = await rows(sql`select token from assistant_sessions where token in (${token}, ${sha256(token)})`)
    expect(stored).toEqual([{ token: sha256(token) }])
    expect(await rows(sql`select key from rate_limits where position(${token} in key) > 0`)).toEqual([])
    expect(await rows(sql`select points from rate_limits where key = ${`assistant-session:${sha256(token)}`}`)).toEqual(
      [{ points: 2 }],
    )
  })

  it('keeps the conversations of tokens stored in clear before the migration that hashes them', async () => {
    const token = newSessionToken()
    const [{ id }] = await rows(
      sql`insert into assistant_sessions (token, status, lang, title) values (${token}, 'bot', 'uz', 'Old') returning id`,
    )
    await rows(
      sql`insert into rate_limits (key, points, expire) values (${`assistant-session:${token}`}, 3, ${Date.now() + 60_000})`,
    )
    await hashTokens({ db: stack.payload.db.drizzle } as Parameters<typeof hashTokens>[0])
    expect(await rows(sql`select token from assistant_sessions where id = ${id}`)).toEqual([{ token: sha256(token) }])
    expect(await rows(sql`select key, points from rate_limits where position(${token} in key) > 0`)).toEqual([])
    expect(await rows(sql`select points from rate_limits where key = ${`assistant-session:${sha256(token)}`}`)).toEqual(
      [{ points: 3 }],
    )
    const read = await stack.api.get(`/api/v1/assistant/sessions/${token}`)
    expect(read.status).toBe(200)
    expect(read.body.data.token).toBe(token)
    const written = await say('Hali shu yerdaman', { session_token: token })
    expect(written.status).toBe(200)
    expect(written.body.data.session_token).toBe(token)
  })
})

describe('GET/PUT /api/v1/admin/assistant/knowledge', () => {
  it('replaces the whole base: entries with an id are kept and rewritten, new ones created, missing ones removed, all audited', async () => {
    const entry = (n: number, id?: number) => ({
      ...(id ? { id } : {}),
      question: { uz: `Savol ${n}` },
      answer: { uz: `Javob ${n}`, ru: `Ответ ${n}` },
      keywords: [`k${n}`],
    })
    const first = await stack.api.put(knowledgeUrl, {
      token: stack.tokens.operator,
      body: { greeting: { uz: 'Salom', ru: 'Привет' }, entries: [entry(1), entry(2)] },
    })
    expect(first.status).toBe(200)
    const [one, two] = first.body.data.entries as { id: number }[]
    const second = await stack.api.put(knowledgeUrl, {
      token: stack.tokens.admin,
      body: { greeting: { ru: null }, handoff_threshold: 0.6, entries: [entry(3, one.id), entry(4)] },
    })
    expect(second.status).toBe(200)
    expect(second.body.data).toEqual({
      greeting: { uz: 'Salom', ru: null, en: null },
      fallback: expect.any(Object),
      handoff: expect.any(Object),
      handoff_threshold: 0.6,
      entries: [
        {
          id: one.id,
          question: { uz: 'Savol 3', ru: null, en: null },
          answer: { uz: 'Javob 3', ru: 'Ответ 3', en: null },
          keywords: ['k3'],
        },
        {
          id: expect.any(Number),
          question: { uz: 'Savol 4', ru: null, en: null },
          answer: { uz: 'Javob 4', ru: 'Ответ 4', en: null },
          keywords: ['k4'],
        },
      ],
    })
    expect((await stack.api.get(knowledgeUrl, { token: stack.tokens.operator })).body).toEqual(second.body)
    expect((await auditEntries(stack.payload, 'assistant-knowledge', two.id)).map((e) => e.action)).toEqual([
      'created',
      'deleted',
    ])
    expect((await auditEntries(stack.payload, 'assistant-knowledge', one.id)).map((e) => e.action)).toContain('updated')
    expect((await auditEntries(stack.payload, 'assistant-settings')).length).toBeGreaterThan(0)
  })

  it('refuses a bad base with the contract’s keys and changes nothing', async () => {
    const before = (await stack.api.get(knowledgeUrl, { token: stack.tokens.admin })).body
    const response = await stack.api.put(knowledgeUrl, {
      token: stack.tokens.admin,
      body: {
        handoff_threshold: 1.5,
        greeting: { fr: 'x' },
        entries: [{ id: 99999999, question: { ru: 'Вопрос' }, answer: { uz: 'x'.repeat(4001) }, keywords: 'k' }],
      },
    })
    expect(response.status).toBe(422)
    expect(response.body.errors).toEqual({
      'greeting.fr': ['validation.in'],
      handoff_threshold: ['validation.between'],
      'entries.0.id': ['validation.exists'],
      'entries.0.question.uz': ['validation.required'],
      'entries.0.answer.uz': ['validation.max'],
      'entries.0.keywords': ['validation.array'],
    })
    expect(
      (await stack.api.put(knowledgeUrl, { token: stack.tokens.admin, body: { entries: [{}] } })).body.errors,
    ).toEqual({
      'entries.0.question.uz': ['validation.required'],
      'entries.0.answer.uz': ['validation.required'],
    })
    const duplicate = { question: { uz: 'S' }, answer: { uz: 'J' }, keywords: [] }
    const stored = (await stack.api.put(knowledgeUrl, { token: stack.tokens.admin, body: { entries: [duplicate] } }))
      .body.data.entries[0].id
    const twice = await stack.api.put(knowledgeUrl, {
      token: stack.tokens.admin,
      body: {
        entries: [
          { ...duplicate, id: stored },
          { ...duplicate, id: stored },
        ],
      },
    })
    expect(twice.body.errors).toEqual({ 'entries.1.id': ['validation.unique'] })
    expect(
      (await stack.api.get(knowledgeUrl, { token: stack.tokens.admin })).body.data.entries.map(
        (e: { id: number }) => e.id,
      ),
    ).toEqual([stored])
    expect(before.data).toBeDefined()
  })
})

describe('/api/v1/admin/assistant/sessions', () => {
  it('lists sessions by last message, newest first, without their messages; filters status and lang; shows one with all', async () => {
    const older = await waitingSession()
    const newer = await say('Salom', { lang: 'ru' })
    const list = await stack.api.get(`${sessionsUrl}?per_page=100`, { token: stack.tokens.operator })
    expect(list.status).toBe(200)
    const ids = list.body.data.map((s: { id: number }) => s.id)
    const newerId = await sessionIdOf(newer.body.data.session_token)
    expect(ids.indexOf(newerId)).toBeLessThan(ids.indexOf(older.id))
    expect(list.body.data[0]).not.toHaveProperty('messages')
    expect(list.body.data[0]).not.toHaveProperty('token')
    const waiting = await stack.api.get(`${sessionsUrl}?filter[status]=waiting&filter[lang]=uz&per_page=100`, {
      token: stack.tokens.admin,
    })
    expect(
      waiting.body.data.every((s: { status: string; lang: string }) => s.status === 'waiting' && s.lang === 'uz'),
    ).toBe(true)
    expect(waiting.body.data.map((s: { id: number }) => s.id)).toContain(older.id)
    const shown = await stack.api.get(`${sessionsUrl}/${older.id}`, { token: stack.tokens.operator })
    expect(shown.body.data).toMatchObject({
      id: older.id,
      status: 'waiting',
      lang: 'uz',
      operator_id: null,
      operator: null,
      title: 'Operator bilan gaplashmoqchiman',
    })
    expect(shown.body.data.messages.map((m: { sender: string }) => m.sender)).toEqual(['bot', 'visitor', 'bot'])
  })

  it('an operator’s message takes the session over (assistant_taken), the bot stops, and release hands it back (assistant_released)', async () => {
    const { id, token } = await waitingSession()
    const account = await createStaff(stack.payload, 'operator', { name: 'Nodira Operator' })
    const operatorToken = await tokenFor(stack.api, account)
    const operator = account.user
    const reply = await stack.api.post(`${sessionsUrl}/${id}/messages`, {
      token: operatorToken,
      body: { message: 'Assalomu alaykum, qanday yordam bera olaman?' },
    })
    expect(reply.status).toBe(201)
    expect(reply.body.data).toMatchObject({
      id,
      status: 'operator',
      operator_id: operator.id,
      operator: { id: operator.id, name: 'Nodira Operator' },
    })
    expect(reply.body.data.messages.at(-1)).toMatchObject({
      sender: 'operator',
      text: 'Assalomu alaykum, qanday yordam bera olaman?',
    })
    const seen = await stack.api.get(`/api/v1/assistant/sessions/${token}`)
    expect(seen.body.data).toMatchObject({ status: 'operator', operator: { id: operator.id, name: 'Nodira Operator' } })
    // With an operator, the visitor's messages get no bot answer.
    expect(
      (await say('Lizing haqida bilmoqchiman', { session_token: token })).body.data.messages.map(
        (m: { sender: string }) => m.sender,
      ),
    ).toEqual(['visitor'])
    // The same operator writing again takes nothing over; a colleague writing does.
    await stack.api.post(`${sessionsUrl}/${id}/messages`, { token: operatorToken, body: { message: 'Bir daqiqa.' } })
    const colleague = await stack.api.post(`${sessionsUrl}/${id}/messages`, {
      token: stack.tokens.admin,
      body: { message: 'Men davom ettiraman.' },
    })
    expect(colleague.body.data.operator_id).not.toBe(operator.id)
    const released = await stack.api.post(`${sessionsUrl}/${id}/release`, { token: operatorToken })
    expect(released.status).toBe(200)
    expect(released.body.data).toMatchObject({ status: 'bot', operator_id: null, operator: null })
    expect((await stack.api.post(`${sessionsUrl}/${id}/release`, { token: operatorToken })).status).toBe(200)
    const trail = await auditEntries(stack.payload, 'assistant-sessions', id)
    const moves = trail.filter((e) => e.action.startsWith('assistant_'))
    expect(moves.map((e) => e.action)).toEqual(['assistant_taken', 'assistant_taken', 'assistant_released'])
    expect((moves[0].user as { id: number }).id).toBe(operator.id)
    expect(moves[0].changes.status).toEqual({ old: 'waiting', new: 'operator' })
    expect(moves[2].changes.status).toEqual({ old: 'operator', new: 'bot' })
    // Back with the bot: the visitor is answered again.
    expect(
      (await say('Salom', { session_token: token })).body.data.messages.map((m: { sender: string }) => m.sender),
    ).toEqual(['visitor', 'bot'])
  })

  it('refuses an empty or too long operator message, and any message or release of a closed session', async () => {
    const { id } = await waitingSession()
    expect(
      (await stack.api.post(`${sessionsUrl}/${id}/messages`, { token: stack.tokens.operator, body: { message: '' } }))
        .body.errors,
    ).toEqual({ message: ['validation.required'] })
    expect(
      (
        await stack.api.post(`${sessionsUrl}/${id}/messages`, {
          token: stack.tokens.operator,
          body: { message: 'x'.repeat(2001) },
        })
      ).body.errors,
    ).toEqual({ message: ['validation.max'] })
    await stack.payload.update({
      collection: 'assistant-sessions',
      id,
      data: { status: 'closed' },
      overrideAccess: true,
    })
    const refused = await stack.api.post(`${sessionsUrl}/${id}/messages`, {
      token: stack.tokens.operator,
      body: { message: 'Salom' },
    })
    expect(refused.status).toBe(422)
    expect(refused.body.errors).toEqual({ status: ['validation.in'] })
    expect(
      (await stack.api.post(`${sessionsUrl}/${id}/release`, { token: stack.tokens.operator })).body.errors,
    ).toEqual({ status: ['validation.in'] })
  })

  it('deletes a session with its messages (audited), after which its token is unknown', async () => {
    const { id, token } = await waitingSession()
    expect((await stack.api.delete(`${sessionsUrl}/${id}`, { token: stack.tokens.operator })).status).toBe(204)
    expect((await stack.api.get(`/api/v1/assistant/sessions/${token}`)).status).toBe(404)
    expect(
      (
        await stack.payload.count({
          collection: 'assistant-messages',
          where: { session: { equals: id } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0)
    expect((await auditEntries(stack.payload, 'assistant-sessions', id)).at(-1)?.action).toBe('deleted')
  })

  it('keeps sessions and messages from everyone else on Payload’s own API, and the counts reach the dashboard', async () => {
    const before = (await stack.api.get('/api/v1/admin/dashboard', { token: stack.tokens.admin })).body.data.counts
      .assistant_sessions
    const { id } = await waitingSession()
    for (const path of [
      '/api/assistant-sessions',
      `/api/assistant-sessions/${id}`,
      '/api/assistant-messages',
      '/api/assistant-knowledge',
      '/api/globals/assistant-settings',
    ]) {
      const anonymous = await stack.api.get(path)
      expect([401, 403, 404], path).toContain(anonymous.status)
      const editor = await stack.api.get(path, { headers: { authorization: `JWT ${stack.tokens.editor}` } })
      expect([401, 403, 404], path).toContain(editor.status)
    }
    expect(
      (await stack.api.post('/api/assistant-messages', { body: { session: id, sender: 'bot', text: 'x' } })).status,
    ).toBe(403)
    const after = (await stack.api.get('/api/v1/admin/dashboard', { token: stack.tokens.admin })).body.data.counts
      .assistant_sessions
    expect(after.waiting).toBe(before.waiting + 1)
    expect(after.today).toBe(before.today + 1)
  })
})

describe('the optional language model', () => {
  let stub: Server | undefined
  const saved = { ...process.env }
  afterEach(async () => {
    for (const name of ['ASSISTANT_LLM_URL', 'ASSISTANT_LLM_MODEL', 'ASSISTANT_LLM_KEY', 'ASSISTANT_LLM_TIMEOUT_MS']) {
      if (saved[name] === undefined) delete process.env[name]
      else process.env[name] = saved[name]
    }
    stub?.closeAllConnections()
    await new Promise((resolve) => (stub ? stub.close(resolve) : resolve(undefined)))
    stub = undefined
  })

  /**
   * An OpenAI-compatible stub: answers with `status`, recording what it was asked; with `hang` it never answers, and
   * `abandoned` resolves when the caller gives up on the request (closes it unanswered).
   */
  async function llmStub(options: { status?: number; hang?: boolean; content?: string }) {
    const requests: { path: string; authorization?: string; body: any; abandoned: Promise<void> }[] = []
    stub = createServer((req, res) => {
      let raw = ''
      const abandoned = new Promise<void>((resolve) => res.once('close', () => resolve()))
      req.on('data', (chunk) => (raw += chunk))
      req.on('end', () => {
        requests.push({
          path: req.url ?? '',
          authorization: req.headers.authorization,
          body: JSON.parse(raw),
          abandoned,
        })
        if (options.hang) return
        res.writeHead(options.status ?? 200, { 'content-type': 'application/json' })
        res.end(
          JSON.stringify({
            choices: [
              {
                message: {
                  role: 'assistant',
                  content: options.content ?? 'Filialga ariza bering, sizga yordam berishadi.',
                },
              },
            ],
          }),
        )
      })
    })
    await new Promise<void>((resolve) => stub!.listen(0, '127.0.0.1', resolve))
    Object.assign(process.env, {
      ASSISTANT_LLM_URL: `http://127.0.0.1:${(stub!.address() as AddressInfo).port}/v1`,
      ASSISTANT_LLM_MODEL: 'stub-model',
      ASSISTANT_LLM_KEY: 'sk-test',
    })
    return requests
  }

  it('phrases the answer from the retrieved passages only, keeping the sources', async () => {
    const word = uniqueWord()
    const entry = await knowledgeAbout(word)
    const requests = await llmStub({})
    const reply = (await say(`${word.latin} subsidiyasini qanday olaman?`, { lang: 'uz' })).body.data.messages[2]
    expect(reply.text).toBe('Filialga ariza bering, sizga yordam berishadi.')
    expect(reply.sources[0]).toMatchObject({ type: 'knowledge', id: entry.id })
    expect(requests).toHaveLength(1)
    expect(requests[0].path).toBe('/v1/chat/completions')
    expect(requests[0].authorization).toBe('Bearer sk-test')
    expect(requests[0].body.model).toBe('stub-model')
    expect(requests[0].body.messages[0].content).toContain(`${word.latin} uchun filialga ariza bering.`)
    expect(requests[0].body.messages[1]).toEqual({
      role: 'user',
      content: `${word.latin} subsidiyasini qanday olaman?`,
    })
  })

  it.each([
    ['an error status', { status: 500 }],
    ['an empty answer', { content: '' }],
  ])('falls back to the retrieved answer on %s', async (_, options) => {
    const word = uniqueWord()
    await knowledgeAbout(word)
    const requests = await llmStub(options)
    const reply = (await say(`${word.latin} subsidiyasini qanday olaman?`, { lang: 'uz' })).body.data.messages[2]
    expect(reply.text).toBe(`${word.latin} uchun filialga ariza bering.`)
    expect(requests).toHaveLength(1)
  })

  it('falls back to the retrieved answer on a timeout, giving up on the model’s request', async () => {
    const word = uniqueWord()
    await knowledgeAbout(word)
    // The model never answers: the reply can only come from the timeout, however slow the machine is.
    const requests = await llmStub({ hang: true })
    process.env.ASSISTANT_LLM_TIMEOUT_MS = '300'
    const reply = (await say(`${word.latin} subsidiyasini qanday olaman?`, { lang: 'uz' })).body.data.messages[2]
    expect(reply.text).toBe(`${word.latin} uchun filialga ariza bering.`)
    expect(requests).toHaveLength(1)
    await requests[0].abandoned
  })

  it('is not asked when the visitor is handed over', async () => {
    const requests = await llmStub({})
    expect((await say('Operator bilan gaplashmoqchiman', { lang: 'uz' })).body.data.status).toBe('waiting')
    expect(requests).toHaveLength(0)
  })
})

describe('retention', () => {
  it('deletes sessions whose last message is older than the retention, with their messages, and keeps the others', async () => {
    const old = await waitingSession()
    const recent = await waitingSession()
    await stack.payload.db.drizzle.execute(
      sql`update assistant_sessions set last_message_at = now() - interval '181 days' where id = ${old.id}`,
    )
    expect(await purgeOldSessions(stack.payload, 180)).toBeGreaterThanOrEqual(1)
    expect((await stack.api.get(`/api/v1/assistant/sessions/${old.token}`)).status).toBe(404)
    expect(
      (
        await stack.payload.count({
          collection: 'assistant-messages',
          where: { session: { equals: old.id } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0)
    expect((await stack.api.get(`/api/v1/assistant/sessions/${recent.token}`)).status).toBe(200)
  })
})
