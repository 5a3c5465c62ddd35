import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { htmlToLexical } from '../../src/richtext/lexical.js'
import { client, type Client } from '../support/http.js'
import { startTestServer, type TestServer } from '../support/server.js'

let server: TestServer
let api: Client

beforeAll(async () => {
  server = await startTestServer()
  api = client(server.url)
})
afterAll(() => server?.close())

let sequence = 0
const next = () => `${Date.now().toString(36)}${++sequence}`

interface FaqSeed {
  question: Record<string, string | null>
  /** HTML per locale, converted to Lexical as the admin UI would store it. */
  answer?: Record<string, string>
  category?: Record<string, string | null>
  status?: '1' | '0'
  sortOrder?: number
}

/** FAQ is managed in the admin UI only: test data goes in through the Local API as a system call. */
async function createFaq(payload: Payload, seed: FaqSeed) {
  const answer = Object.fromEntries(
    await Promise.all(Object.entries(seed.answer ?? { uz: '<p>Javob</p>' }).map(async ([locale, html]) => [locale, await htmlToLexical(html, payload)])),
  )
  return payload.create({
    collection: 'faqs',
    locale: 'all' as never,
    data: { question: seed.question, answer, category: seed.category ?? {}, status: seed.status ?? '1', sortOrder: seed.sortOrder ?? 0 } as never,
    overrideAccess: true,
    context: { skipAudit: true },
  })
}

const ids = (body: { data: { id: number }[] }) => body.data.map((item) => item.id)

describe('GET /api/v1/faqs', () => {
  it('lists active questions only, in the request locale, in the paginator envelope', async () => {
    const label = `Lizing-${next()}`
    const faq = await createFaq(server.payload, {
      question: { uz: 'Lizing qanday olinadi?', ru: 'Как получить лизинг?', en: 'How do I get a lease?' },
      answer: { uz: '<p>Filialga murojaat qiling.</p>', ru: '<p>Обратитесь в <strong>филиал</strong>.</p>' },
      category: { uz: label, ru: `${label}-ru` },
      sortOrder: 2,
    })
    await createFaq(server.payload, { question: { uz: 'Yashirin savol' }, category: { uz: label, ru: `${label}-ru` }, status: '0' })
    const response = await api.get(`/api/v1/faqs?lang=ru&filter[category]=${label}-ru`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-language')).toBe('ru')
    expect(Object.keys(response.body)).toEqual(['data', 'links', 'meta'])
    expect(response.body.data).toEqual([
      { id: faq.id, question: 'Как получить лизинг?', answer: '<p>Обратитесь в <strong>филиал</strong>.</p>', category: `${label}-ru`, sort_order: 2 },
    ])
    expect(response.body.meta).toMatchObject({ current_page: 1, from: 1, to: 1, total: 1, per_page: 15, last_page: 1 })
    expect(response.body.links.first).toBe(`${server.url}/api/v1/faqs?lang=ru&filter%5Bcategory%5D=${label}-ru&page=1`)
  })

  it('falls back to uz for an empty locale and reads Accept-Language', async () => {
    const label = `Kredit-${next()}`
    const faq = await createFaq(server.payload, { question: { uz: 'Kredit muddati qancha?', en: 'How long is the loan term?' }, category: { uz: label, en: label } })
    const english = await api.get(`/api/v1/faqs?filter[category]=${label}`, { headers: { 'accept-language': 'fr, en;q=0.5' } })
    expect(english.headers.get('content-language')).toBe('en')
    expect(english.body.data).toEqual([{ id: faq.id, question: 'How long is the loan term?', answer: '<p>Javob</p>', category: label, sort_order: 0 }])
    const russian = await api.get(`/api/v1/faqs/${faq.id}?lang=ru`)
    expect(russian.body.data).toMatchObject({ question: 'Kredit muddati qancha?', answer: '<p>Javob</p>', category: label })
  })

  it('filters by the whole category label of the request locale', async () => {
    const label = `Subsidiyalar-${next()}`
    const faq = await createFaq(server.payload, { question: { uz: 'Subsidiya kimga beriladi?' }, category: { uz: label, ru: `Субсидии-${label}` } })
    expect(ids((await api.get(`/api/v1/faqs?filter[category]=${encodeURIComponent(` ${label} `)}`)).body)).toEqual([faq.id])
    expect(ids((await api.get(`/api/v1/faqs?filter[category]=${encodeURIComponent(`Субсидии-${label}`)}&lang=ru`)).body)).toEqual([faq.id])
    // A part of the label, or the label of another locale, is not a match.
    expect(ids((await api.get(`/api/v1/faqs?filter[category]=${label.slice(0, -2)}`)).body)).toEqual([])
    expect(ids((await api.get(`/api/v1/faqs?filter[category]=${label}&lang=ru`)).body)).toEqual([])
  })

  it('searches the question and the answer in the request locale, % and _ literally', async () => {
    const word = `paxta${next()}`
    const inQuestion = await createFaq(server.payload, { question: { uz: `${word} uchun kredit bormi?`, ru: 'Есть ли кредит на хлопок?' } })
    const inAnswer = await createFaq(server.payload, { question: { uz: 'Foiz stavkasi qancha?' }, answer: { uz: `<p>${word.toUpperCase()} uchun 100% kafolat</p>` } })
    await createFaq(server.payload, { question: { uz: 'Boshqa savol', ru: `Другой ${word}` } })
    const uz = await api.get(`/api/v1/faqs?filter[search]=${word}`)
    expect(ids(uz.body)).toEqual([inQuestion.id, inAnswer.id])
    const percent = await api.get(`/api/v1/faqs?filter[search]=${encodeURIComponent(`${word} uchun 100%`)}`)
    expect(ids(percent.body)).toEqual([inAnswer.id])
    expect(ids((await api.get(`/api/v1/faqs?filter[search]=${encodeURIComponent(`${word}_`)}`)).body)).toEqual([])
    // In Russian only the Russian text counts (the uz question is the fallback shown, not searched).
    const ru = await api.get(`/api/v1/faqs?filter[search]=${word}&lang=ru`)
    expect(ru.body.data.map((item: { question: string }) => item.question)).toEqual([`Другой ${word}`])
  })

  it('sorts by sort_order by default, by the allowed keys on request, ties broken by id', async () => {
    const label = `Tartib-${next()}`
    const third = await createFaq(server.payload, { question: { uz: 'C' }, category: { uz: label }, sortOrder: 5 })
    const first = await createFaq(server.payload, { question: { uz: 'A' }, category: { uz: label }, sortOrder: 1 })
    const second = await createFaq(server.payload, { question: { uz: 'B' }, category: { uz: label }, sortOrder: 5 })
    expect(ids((await api.get(`/api/v1/faqs?filter[category]=${label}`)).body)).toEqual([first.id, third.id, second.id])
    expect(ids((await api.get(`/api/v1/faqs?filter[category]=${label}&sort=-sort_order`)).body)).toEqual([third.id, second.id, first.id])
    expect(ids((await api.get(`/api/v1/faqs?filter[category]=${label}&sort=-id&per_page=2&page=2`)).body)).toEqual([third.id])
  })

  it('refuses filters and sorts that are not allowed with 400, and bad paging with 422', async () => {
    const filter = await api.get('/api/v1/faqs?filter[status]=0')
    expect(filter.status).toBe(400)
    expect(filter.body).toEqual({ message: 'Requested filter(s) `status` are not allowed. Allowed filter(s) are `category, search`.' })
    const sort = await api.get('/api/v1/faqs?sort=question')
    expect(sort.status).toBe(400)
    expect(sort.body).toEqual({ message: 'Requested sort(s) `question` is not allowed. Allowed sort(s) are `sort_order, id`.' })
    const paging = await api.get('/api/v1/faqs?per_page=101&page=0')
    expect(paging.status).toBe(422)
    expect(paging.body.errors).toEqual({ page: ['validation.min'], per_page: ['validation.max'] })
  })

  it('has no admin endpoints', async () => {
    expect((await api.get('/api/v1/admin/faqs')).status).toBe(404)
    expect((await api.post('/api/v1/faqs', { body: { question: { uz: 'x' } } })).status).toBe(405)
  })
})

describe('GET /api/v1/faqs/{id}', () => {
  it('shows an active question in the request locale', async () => {
    const faq = await createFaq(server.payload, {
      question: { uz: 'Ariza qancha vaqtda ko‘rib chiqiladi?', ru: 'Сколько рассматривается заявка?' },
      answer: { uz: '<p>10 ish kuni.</p>', ru: '<p>10 рабочих дней.</p>' },
      category: { uz: 'Arizalar', ru: 'Заявки' },
      sortOrder: 7,
    })
    const response = await api.get(`/api/v1/faqs/${faq.id}?lang=ru`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-language')).toBe('ru')
    expect(response.body).toEqual({
      data: { id: faq.id, question: 'Сколько рассматривается заявка?', answer: '<p>10 рабочих дней.</p>', category: 'Заявки', sort_order: 7 },
    })
  })

  it('answers 404 for a hidden, unknown or non-numeric id', async () => {
    const hidden = await createFaq(server.payload, { question: { uz: 'Yashirin' }, status: '0' })
    expect((await api.get(`/api/v1/faqs/${hidden.id}`)).body).toEqual({ message: 'Not found.' })
    expect((await api.get('/api/v1/faqs/99999999')).status).toBe(404)
    expect((await api.get('/api/v1/faqs/abc')).status).toBe(404)
    expect((await api.get('/api/v1/faqs/1.5')).status).toBe(404)
  })
})
