import { describe, expect, it } from 'vitest'
import { createFaq, uniqueTag } from '../factories.js'
import { useStack } from '../support/stack.js'
import { describeStandardCases } from '../support/standardCases.js'

const stack = useStack({ tokens: false })

describeStandardCases(stack, { tag: 'faqs', factory: createFaq })

const ids = (body: { data: { id: number }[] }) => body.data.map((item) => item.id)

describe('GET /api/v1/faqs', () => {
  it('lists active questions only, in the request locale, in the paginator envelope', async () => {
    const label = `Lizing-${uniqueTag()}`
    const faq = await createFaq(stack.payload, {
      question: { uz: 'Lizing qanday olinadi?', ru: 'Как получить лизинг?', en: 'How do I get a lease?' },
      answer: { uz: '<p>Filialga murojaat qiling.</p>', ru: '<p>Обратитесь в <strong>филиал</strong>.</p>' },
      category: { uz: label, ru: `${label}-ru` },
      sortOrder: 2,
    })
    await createFaq(stack.payload, {
      question: { uz: 'Yashirin savol' },
      category: { uz: label, ru: `${label}-ru` },
      status: '0',
    })
    const response = await stack.api.get(`/api/v1/faqs?lang=ru&filter[category]=${label}-ru`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-language')).toBe('ru')
    expect(response.body.data).toEqual([
      {
        id: faq.id,
        question: 'Как получить лизинг?',
        answer: '<p>Обратитесь в <strong>филиал</strong>.</p>',
        category: `${label}-ru`,
        sort_order: 2,
      },
    ])
    expect(response.body.meta).toMatchObject({ current_page: 1, from: 1, to: 1, total: 1, per_page: 15, last_page: 1 })
    expect(response.body.links.first).toBe(`${stack.url}/api/v1/faqs?lang=ru&filter%5Bcategory%5D=${label}-ru&page=1`)
  })

  it('falls back to uz for an empty locale and reads Accept-Language', async () => {
    const label = `Kredit-${uniqueTag()}`
    const faq = await createFaq(stack.payload, {
      question: { uz: 'Kredit muddati qancha?', en: 'How long is the loan term?' },
      category: { uz: label, en: label },
    })
    const english = await stack.api.get(`/api/v1/faqs?filter[category]=${label}`, {
      headers: { 'accept-language': 'fr, en;q=0.5' },
    })
    expect(english.headers.get('content-language')).toBe('en')
    expect(english.body.data).toEqual([
      { id: faq.id, question: 'How long is the loan term?', answer: '<p>Javob</p>', category: label, sort_order: 0 },
    ])
    const russian = await stack.api.get(`/api/v1/faqs/${faq.id}?lang=ru`)
    expect(russian.body.data).toMatchObject({
      question: 'Kredit muddati qancha?',
      answer: '<p>Javob</p>',
      category: label,
    })
  })

  it('filters by the whole category label of the request locale', async () => {
    const label = `Subsidiyalar-${uniqueTag()}`
    const faq = await createFaq(stack.payload, {
      question: { uz: 'Subsidiya kimga beriladi?' },
      category: { uz: label, ru: `Субсидии-${label}` },
    })
    expect(
      ids((await stack.api.get(`/api/v1/faqs?filter[category]=${encodeURIComponent(` ${label} `)}`)).body),
    ).toEqual([faq.id])
    expect(
      ids(
        (await stack.api.get(`/api/v1/faqs?filter[category]=${encodeURIComponent(`Субсидии-${label}`)}&lang=ru`)).body,
      ),
    ).toEqual([faq.id])
    // A part of the label, or the label of another locale, is not a match.
    expect(ids((await stack.api.get(`/api/v1/faqs?filter[category]=${label.slice(0, -2)}`)).body)).toEqual([])
    expect(ids((await stack.api.get(`/api/v1/faqs?filter[category]=${label}&lang=ru`)).body)).toEqual([])
  })

  it('searches the question and the answer in the request locale, % and _ literally', async () => {
    const word = `paxta${uniqueTag()}`
    const inQuestion = await createFaq(stack.payload, {
      question: { uz: `${word} uchun kredit bormi?`, ru: 'Есть ли кредит на хлопок?' },
    })
    const inAnswer = await createFaq(stack.payload, {
      question: { uz: 'Foiz stavkasi qancha?' },
      answer: { uz: `<p>${word.toUpperCase()} uchun 100% kafolat</p>` },
    })
    await createFaq(stack.payload, { question: { uz: 'Boshqa savol', ru: `Другой ${word}` } })
    const uz = await stack.api.get(`/api/v1/faqs?filter[search]=${word}`)
    expect(ids(uz.body)).toEqual([inQuestion.id, inAnswer.id])
    const percent = await stack.api.get(`/api/v1/faqs?filter[search]=${encodeURIComponent(`${word} uchun 100%`)}`)
    expect(ids(percent.body)).toEqual([inAnswer.id])
    expect(ids((await stack.api.get(`/api/v1/faqs?filter[search]=${encodeURIComponent(`${word}_`)}`)).body)).toEqual([])
    // In Russian only the Russian text counts (the uz question is the fallback shown, not searched).
    const ru = await stack.api.get(`/api/v1/faqs?filter[search]=${word}&lang=ru`)
    expect(ru.body.data.map((item: { question: string }) => item.question)).toEqual([`Другой ${word}`])
  })

  it('sorts by sort_order by default, by the allowed keys on request, ties broken by id', async () => {
    const label = `Tartib-${uniqueTag()}`
    const third = await createFaq(stack.payload, { question: { uz: 'C' }, category: { uz: label }, sortOrder: 5 })
    const first = await createFaq(stack.payload, { question: { uz: 'A' }, category: { uz: label }, sortOrder: 1 })
    const second = await createFaq(stack.payload, { question: { uz: 'B' }, category: { uz: label }, sortOrder: 5 })
    expect(ids((await stack.api.get(`/api/v1/faqs?filter[category]=${label}`)).body)).toEqual([
      first.id,
      third.id,
      second.id,
    ])
    expect(ids((await stack.api.get(`/api/v1/faqs?filter[category]=${label}&sort=-sort_order`)).body)).toEqual([
      third.id,
      second.id,
      first.id,
    ])
    expect(
      ids((await stack.api.get(`/api/v1/faqs?filter[category]=${label}&sort=-id&per_page=2&page=2`)).body),
    ).toEqual([third.id])
  })

  it('has no admin endpoints', async () => {
    expect((await stack.api.get('/api/v1/admin/faqs')).status).toBe(404)
    expect((await stack.api.post('/api/v1/faqs', { body: { question: { uz: 'x' } } })).status).toBe(405)
  })
})

describe('GET /api/v1/faqs/{id}', () => {
  it('shows an active question in the request locale', async () => {
    const faq = await createFaq(stack.payload, {
      question: { uz: 'Ariza qancha vaqtda ko‘rib chiqiladi?', ru: 'Сколько рассматривается заявка?' },
      answer: { uz: '<p>10 ish kuni.</p>', ru: '<p>10 рабочих дней.</p>' },
      category: { uz: 'Arizalar', ru: 'Заявки' },
      sortOrder: 7,
    })
    const response = await stack.api.get(`/api/v1/faqs/${faq.id}?lang=ru`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-language')).toBe('ru')
    expect(response.body).toEqual({
      data: {
        id: faq.id,
        question: 'Сколько рассматривается заявка?',
        answer: '<p>10 рабочих дней.</p>',
        category: 'Заявки',
        sort_order: 7,
      },
    })
  })

  it('answers 404 for a hidden question', async () => {
    const hidden = await createFaq(stack.payload, { question: { uz: 'Yashirin' }, status: '0' })
    expect((await stack.api.get(`/api/v1/faqs/${hidden.id}`)).body).toEqual({ message: 'Not found.' })
  })
})
