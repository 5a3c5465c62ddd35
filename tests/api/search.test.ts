import { describe, expect, it } from 'vitest'
import { inTransaction } from '../../src/api/transaction.js'
import {
  createFaq,
  createLegalDocument,
  createManager,
  createPost,
  createProgram,
  createStaffUnit,
  minutesFromNow,
} from '../factories.js'
import { useStack } from '../support/stack.js'
import { describeStandardCases } from '../support/standardCases.js'
import { uniqueWord } from '../support/words.js'

const stack = useStack({ tokens: false })

describeStandardCases(stack, { tag: 'search' })

interface Hit {
  type: string
  id: number
  slug: string | null
  title: string
  snippet: string
  score: number
}

const search = async (q: string, params = '') => {
  const response = await stack.api.get(`/api/v1/search?q=${encodeURIComponent(q)}${params}`)
  expect(response.status).toBe(200)
  return response.body as { data: Hit[]; meta: { total: number } }
}
const found = async (q: string, params = '') => (await search(q, params)).data.map((hit) => `${hit.type}:${hit.id}`)

describe('GET /api/v1/search', () => {
  it('answers the items of 4.15 in the paginator envelope, in the request locale', async () => {
    const word = uniqueWord()
    const program = await createProgram(stack.payload, {
      title: {
        uz: `${word.latin} kredit dasturi`,
        ru: `Кредитная программа ${word.latin}`,
        en: `${word.latin} credit line`,
      },
      summary: { uz: `Fermerlar uchun ${word.latin} <b>kreditlari</b>.` },
    })
    const response = await stack.api.get(`/api/v1/search?q=${word.latin}&lang=ru`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-language')).toBe('ru')
    expect(response.body.data).toEqual([
      {
        type: 'programs',
        id: program.id,
        slug: program.slug,
        title: `Кредитная программа ${word.latin}`,
        snippet: expect.any(String),
        score: expect.any(Number),
      },
    ])
    expect(Object.keys(response.body)).toEqual(['data', 'links', 'meta'])
    expect(response.body.meta).toMatchObject({ current_page: 1, total: 1, per_page: 15 })
    // The summary of the request locale is empty, so the Uzbek one is searched and cut, HTML-escaped, with the word marked.
    expect(response.body.data[0].snippet).toBe(
      `Fermerlar uchun <mark>${word.latin}</mark> &lt;b&gt;kreditlari&lt;/b&gt;.`,
    )
  })

  it('finds Uzbek text in either script whichever script the query is typed in', async () => {
    const latin = uniqueWord('gʻalla', 'ғалла')
    const cyrillic = uniqueWord('shartnoma', 'шартнома')
    const inLatin = await createProgram(stack.payload, { title: { uz: `${latin.latin} yetishtirish uchun kredit` } })
    const inCyrillic = await createFaq(stack.payload, { question: { uz: `${cyrillic.cyrillic} қандай тузилади?` } })
    expect(await found(latin.cyrillic)).toEqual([`programs:${inLatin.id}`])
    expect(await found(`${latin.cyrillic} етиштириш`)).toEqual([`programs:${inLatin.id}`])
    expect(await found(cyrillic.latin)).toEqual([`faqs:${inCyrillic.id}`])
    expect(await found(`${cyrillic.latin} qanday`)).toEqual([`faqs:${inCyrillic.id}`])
    // The snippet marks the Cyrillic word the Latin query found.
    expect((await search(cyrillic.latin)).data[0].snippet).toContain(`<mark>${cyrillic.cyrillic}</mark>`)
  })

  it('reads every apostrophe of oʻ and gʻ as the same letter', async () => {
    const word = uniqueWord('oʻgʻit', 'ўғит')
    const tail = word.latin.slice('oʻgʻit'.length)
    const program = await createProgram(stack.payload, { title: { uz: `Mineral ${word.latin}lar uchun subsidiya` } })
    for (const spelling of [`o'g'it${tail}`, `o\`g\`it${tail}`, `o‘g’it${tail}`, `oʼgʼit${tail}`, word.cyrillic]) {
      expect(await found(spelling)).toEqual([`programs:${program.id}`])
    }
  })

  it('matches words as prefixes and through Uzbek endings', async () => {
    const word = uniqueWord('lizing')
    const program = await createProgram(stack.payload, { title: { uz: `Traktor ${word.latin}ga olish` } })
    expect(await found(word.latin.slice(0, -2))).toEqual([`programs:${program.id}`])
    expect(await found(`${word.latin}lar`)).toEqual([`programs:${program.id}`])
    expect(await found(`${word.latin}ni`)).toEqual([`programs:${program.id}`])
  })

  it('tolerates a small typo', async () => {
    const word = uniqueWord('tarvuzchilik')
    const program = await createProgram(stack.payload, { title: { uz: `${word.latin} xoʻjaliklari uchun kredit` } })
    const typo = `${word.latin.slice(0, 3)}u${word.latin.slice(4)}`
    expect(await found(typo)).toEqual([`programs:${program.id}`])
    const russian = uniqueWord('орошение', 'орошение')
    const faq = await createFaq(stack.payload, {
      question: { uz: 'Savol', ru: `Капельное ${russian.cyrillic} в хозяйстве` },
    })
    expect(await found(`${russian.cyrillic.slice(0, 2)}а${russian.cyrillic.slice(3)}`, '&lang=ru')).toEqual([
      `faqs:${faq.id}`,
    ])
  })

  it('stems Russian and English words', async () => {
    const word = uniqueWord()
    const post = await createPost(stack.payload, {
      title: { uz: 'Yangilik', ru: `Субсидии фермерам ${word.latin}`, en: `Farmers received subsidies ${word.latin}` },
    })
    expect(await found(`субсидия фермеры ${word.latin}`, '&lang=ru')).toEqual([`posts:${post.id}`])
    expect(await found(`subsidy farmer ${word.latin}`, '&lang=en')).toEqual([`posts:${post.id}`])
  })

  it('ranks title matches above body matches', async () => {
    const word = uniqueWord()
    const inBody = await createProgram(stack.payload, {
      title: { uz: 'Bogʻdorchilik dasturi' },
      summary: { uz: `Bu dastur ${word.latin} uchun ham amal qiladi.` },
    })
    const inTitle = await createProgram(stack.payload, { title: { uz: `${word.latin} dasturi` } })
    const { data } = await search(word.latin)
    expect(data.map((hit) => hit.id)).toEqual([inTitle.id, inBody.id])
    expect(data[0].score).toBeGreaterThan(data[1].score)
  })

  it('needs every word, and falls back to any word when no record has them all', async () => {
    const [a, b, c] = [uniqueWord(), uniqueWord(), uniqueWord()]
    const both = await createProgram(stack.payload, { title: { uz: `${a.latin} ${b.latin}` } })
    const one = await createProgram(stack.payload, { title: { uz: `${a.latin} dasturi` } })
    expect(await found(`${a.latin} ${b.latin}`)).toEqual([`programs:${both.id}`])
    expect((await found(`${a.latin} ${c.latin}`)).sort()).toEqual([`programs:${both.id}`, `programs:${one.id}`].sort())
  })

  it('searches every public kind, and type narrows them', async () => {
    const word = uniqueWord()
    const program = await createProgram(stack.payload, { title: { uz: `${word.latin} dasturi` } })
    const post = await createPost(stack.payload, { title: { uz: `${word.latin} yangiligi` } })
    const document = await createLegalDocument(stack.payload, { title: { uz: `${word.latin} toʻgʻrisida qaror` } })
    const faq = await createFaq(stack.payload, { question: { uz: `${word.latin} nima?` } })
    const unit = await createStaffUnit(stack.payload, { name: { uz: `${word.latin} boʻlimi` } })
    const manager = await createManager(stack.payload, { fullName: { uz: `${word.latin} Aliyev` } })
    expect((await found(word.latin)).sort()).toEqual(
      [
        `programs:${program.id}`,
        `posts:${post.id}`,
        `legal_documents:${document.id}`,
        `faqs:${faq.id}`,
        `staff_units:${unit.id}`,
        `management:${manager.id}`,
      ].sort(),
    )
    expect((await found(word.latin, '&type=faqs,management')).sort()).toEqual(
      [`faqs:${faq.id}`, `management:${manager.id}`].sort(),
    )
    const items = (await search(word.latin, '&type=posts,legal_documents')).data
    expect(items.find((hit) => hit.type === 'posts')?.slug).toBe(post.slug)
    expect(items.find((hit) => hit.type === 'legal_documents')?.slug).toBeNull()
  })

  it('paginates', async () => {
    const word = uniqueWord()
    for (let i = 0; i < 3; i++) await createFaq(stack.payload, { question: { uz: `${word.latin} savol ${i}` } })
    const response = await stack.api.get(`/api/v1/search?q=${word.latin}&per_page=2&page=2`)
    expect(response.body.data).toHaveLength(1)
    expect(response.body.meta).toMatchObject({ current_page: 2, last_page: 2, per_page: 2, total: 3, from: 3, to: 3 })
    expect(response.body.links.prev).toBe(`${stack.url}/api/v1/search?q=${word.latin}&per_page=2&page=1`)
    const beyond = await stack.api.get(`/api/v1/search?q=${word.latin}&per_page=2&page=5`)
    expect(beyond.body.data).toEqual([])
    expect(beyond.body.meta).toMatchObject({ total: 3, from: null, to: null })
  })
})

describe('GET /api/v1/search: words being typed', () => {
  it('takes a one-letter word after others as the start of the next word: it narrows their matches', async () => {
    // A word of its own starting with neither x, o nor q (k): `q` may also be read as the start of the word itself.
    const word = uniqueWord('b', 'б')
    const dates = await createProgram(stack.payload, { title: { uz: `${word.latin} xurmo` } })
    const apples = await createProgram(stack.payload, { title: { uz: `${word.latin} olma` } })
    expect(await found(`${word.latin} x`)).toEqual([`programs:${dates.id}`])
    expect(await found(`${word.latin} o`)).toEqual([`programs:${apples.id}`])
    // In either script: Cyrillic х is the Latin x.
    expect(await found(`${word.cyrillic} х`)).toEqual([`programs:${dates.id}`])
    expect(await search(`${word.latin} q`)).toMatchObject({ data: [], meta: { total: 0 } })
    expect((await found(word.latin)).sort()).toEqual([`programs:${dates.id}`, `programs:${apples.id}`].sort())
  })

  it('finds nothing for one-letter words alone', async () => {
    const word = uniqueWord()
    await createProgram(stack.payload, { title: { uz: `${word.latin} x o` } })
    expect(await search('x o')).toMatchObject({ data: [], meta: { total: 0 } })
  })

  it('takes two letters as the start of a word, a Russian stop word too', async () => {
    const assistant = await createManager(stack.payload, {
      fullName: { uz: 'Karimov', ru: 'Каримов' },
      position: { uz: 'Yordamchi', ru: 'Помощник директора' },
    })
    expect(await found('по', '&lang=ru&type=management')).toEqual([`management:${assistant.id}`])
    expect(await found('Ка', '&lang=ru&type=management')).toEqual([`management:${assistant.id}`])
  })
})

describe('GET /api/v1/search: order and totals over many pages', () => {
  it('pages through every match once with the exact total: title matches first, each group newest first', async () => {
    const word = uniqueWord()
    const made: { key: string; kind: string; id: number; createdAt: string; inTitle: boolean }[] = []
    const keep = (kind: string, doc: { id: number; createdAt: string }, inTitle: boolean) =>
      made.push({ key: `${kind}:${doc.id}`, kind, id: doc.id, createdAt: doc.createdAt, inTitle })
    for (let i = 0; i < 4; i++)
      keep('faqs', await createFaq(stack.payload, { question: { uz: `${word.latin} savoli ${i}?` } }), true)
    for (let i = 0; i < 5; i++)
      keep(
        'programs',
        await createProgram(stack.payload, {
          title: { uz: `Boshqa dastur ${i}` },
          summary: { uz: `Bu ${word.latin} haqida.` },
        }),
        false,
      )
    // Enough title matches in one kind that a first page of one is read in index order (the newest first) and the
    // later pages are not (src/search/publicSearchSql.ts): both ways must give the same order.
    for (let i = 0; i < 45; i++)
      keep('programs', await createProgram(stack.payload, { title: { uz: `${word.latin} dasturi ${i}` } }), true)
    const expected = [...made]
      .sort(
        (a, b) =>
          Number(b.inTitle) - Number(a.inTitle) ||
          b.createdAt.localeCompare(a.createdAt) ||
          a.kind.localeCompare(b.kind) ||
          a.id - b.id,
      )
      .map((record) => record.key)
    for (const perPage of [1, 7]) {
      const seen: string[] = []
      for (let page = 1; page <= Math.ceil(made.length / perPage) + 1; page++) {
        const { data, meta } = await search(word.latin, `&per_page=${perPage}&page=${page}`)
        expect(meta.total).toBe(made.length)
        seen.push(...data.map((hit) => `${hit.type}:${hit.id}`))
        expect(
          data.every(
            (hit) => hit.score === (made.find((record) => record.key === `${hit.type}:${hit.id}`)!.inTitle ? 1 : 0.5),
          ),
        ).toBe(true)
      }
      expect(seen).toEqual(expected)
    }
  })
})

describe('GET /api/v1/search: what is found, when', () => {
  it('never finds hidden records, and follows their changes and deletion', async () => {
    const word = uniqueWord()
    const hidden = await createProgram(stack.payload, { title: { uz: `${word.latin} dasturi` }, status: '0' })
    expect(await found(word.latin)).toEqual([])
    await stack.payload.update({ collection: 'programs', id: hidden.id, data: { status: '1' }, overrideAccess: true })
    expect(await found(word.latin)).toEqual([`programs:${hidden.id}`])
    const renamed = uniqueWord()
    await stack.payload.update({
      collection: 'programs',
      id: hidden.id,
      locale: 'uz',
      data: { title: `${renamed.latin} dasturi` },
      overrideAccess: true,
    })
    expect(await found(word.latin)).toEqual([])
    expect(await found(renamed.latin)).toEqual([`programs:${hidden.id}`])
    await stack.payload.delete({ collection: 'programs', id: hidden.id, overrideAccess: true })
    expect(await found(renamed.latin)).toEqual([])
  })

  it('finds a scheduled post from its publication time on, and an unpublished one never', async () => {
    const word = uniqueWord()
    const scheduled = await createPost(stack.payload, {
      title: { uz: `${word.latin} rejalashtirilgan` },
      publishedAt: new Date(Date.now() + 2500).toISOString(),
    })
    await createPost(stack.payload, { title: { uz: `${word.latin} qoralama` }, publishedAt: null })
    await createPost(stack.payload, { title: { uz: `${word.latin} kelgusi` }, publishedAt: minutesFromNow(60 * 24) })
    expect(await found(word.latin)).toEqual([])
    await new Promise((resolve) => setTimeout(resolve, 3000))
    // Nothing was written in between: the read compares with the time.
    expect(await found(word.latin)).toEqual([`posts:${scheduled.id}`])
  })

  it('keeps the index in the write’s transaction: a rolled-back change leaves it as it was', async () => {
    const word = uniqueWord()
    const kept = uniqueWord()
    const program = await createProgram(stack.payload, { title: { uz: `${kept.latin} dasturi` } })
    const req = { payload: stack.payload, context: {} } as never
    await expect(
      inTransaction(req, async () => {
        await stack.payload.update({
          collection: 'programs',
          id: program.id,
          locale: 'uz',
          data: { title: `${word.latin} dasturi` },
          req,
          overrideAccess: true,
        })
        throw new Error('the change fails after the write')
      }),
    ).rejects.toThrow('the change fails')
    expect(await found(word.latin)).toEqual([])
    expect(await found(kept.latin)).toEqual([`programs:${program.id}`])
    expect((await search(word.latin)).meta.total).toBe(0)
    expect((await search(kept.latin)).meta.total).toBe(1)
  })

  it('counts exactly after edits, hiding and deletion, for a word and for its first two letters', async () => {
    const word = uniqueWord()
    const programs = []
    for (let i = 0; i < 4; i++)
      programs.push(await createProgram(stack.payload, { title: { uz: `${word.latin} dasturi ${i}` } }))
    // Pages of two, which title matches fill: the total is the count alone, not checked against a complete page.
    const total = async (q: string) => (await search(q, '&type=programs&per_page=2')).meta.total
    // Two letters match other records too (here a second word starting with them, at least): the difference is what
    // this test writes, and the total is what the pages list.
    const twoLetters = word.latin.slice(0, 2)
    await createProgram(stack.payload, { title: { uz: `${twoLetters}${uniqueWord().latin} dasturi` } })
    const listed = async () => {
      const { data, meta } = await search(twoLetters, '&type=programs&per_page=100')
      return meta.total <= 100 ? data.length : meta.total
    }
    const before = await total(twoLetters)
    expect(before).toBe(await listed())
    expect(await total(word.latin)).toBe(4)
    await stack.payload.update({
      collection: 'programs',
      id: programs[0].id,
      locale: 'uz',
      data: { title: 'Boshqa dastur' },
      overrideAccess: true,
    })
    expect(await total(word.latin)).toBe(3)
    await stack.payload.update({
      collection: 'programs',
      id: programs[1].id,
      data: { status: '0' },
      overrideAccess: true,
    })
    expect(await total(word.latin)).toBe(2)
    await stack.payload.delete({ collection: 'programs', id: programs[2].id, overrideAccess: true })
    expect(await total(word.latin)).toBe(1)
    expect(await total(word.latin.slice(0, 6))).toBe(1)
    expect(before - (await total(twoLetters))).toBe(3)
    expect(await total(twoLetters)).toBe(await listed())
  })
})

describe('GET /api/v1/search: bad input', () => {
  it.each([
    ['', 'q', 'validation.required'],
    ['q=', 'q', 'validation.required'],
    ['q=a', 'q', 'validation.min'],
    ['q=%20a%20', 'q', 'validation.min'],
    [`q=${'a'.repeat(101)}`, 'q', 'validation.max'],
    ['q=kredit&q=lizing', 'q', 'validation.string'],
    ['q=kredit&type=programs,appeals', 'type', 'validation.in'],
    ['q=kredit&type=knowledge', 'type', 'validation.in'],
    ['q=kredit&per_page=101', 'per_page', 'validation.max'],
  ])('?%s gives %s %s', async (query, field, key) => {
    const response = await stack.api.get(`/api/v1/search?${query}`)
    expect(response.status).toBe(422)
    expect(response.body.errors[field]).toEqual([key])
  })

  it('takes hostile text as words: operators, SQL, regex, long words, mixed scripts and emoji never fail', async () => {
    const word = uniqueWord()
    const other = uniqueWord()
    const program = await createProgram(stack.payload, { title: { uz: `${word.latin} ${other.latin}` } })
    // `!` would negate in a tsquery: here it is punctuation, so both words are wanted and the record is found.
    expect(await found(`${word.latin} & !${other.latin}`)).toEqual([`programs:${program.id}`])
    expect(await found(`(${word.latin}:* | ${other.latin})`)).toEqual([`programs:${program.id}`])
    const hostile = [
      "'; DROP TABLE search_documents; --",
      "kredit' OR '1'='1",
      'a & b | !c :* (d)',
      '!!!',
      ':*',
      "''",
      '\\',
      '.*+?^${}()|[]\\',
      'ж'.repeat(100),
      `${'x'.repeat(99)}y`,
      'Ўзбекистон oʻzbek Uzbekistan узбек',
      '🚜🌾💧',
      '%_%',
      '\u200b\u200b',
      'кредит\u0301',
      'ﷺ ﷽',
    ]
    for (const q of hostile) {
      const response = await stack.api.get(`/api/v1/search?q=${encodeURIComponent(q)}`)
      expect([200, 422], q).toContain(response.status)
    }
    expect((await stack.api.get('/api/v1/search?q=%00%00')).status).not.toBe(500)
  })
})
