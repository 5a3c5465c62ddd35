import { describe, expect, it } from 'vitest'
import { FOREIGN_QUESTION, judge, MATTERS_ONLY, STRONG_MATCH, topicOf } from '../../src/assistant/decision.js'
import type { Locale } from '../../src/config/locales.js'
import { lexicon } from '../../src/search/lexicon.js'
import { readQuestion, renderTerm } from '../../src/search/question.js'
import { isLatinRussian, russianFromLatin } from '../../src/search/russianTranslit.js'

const conceptsOf = (text: string, locale: Locale) => [...new Set(readQuestion(text, locale).conceptsAt.flat())]
const topic = (text: string, locale: Locale) => topicOf({ ...readQuestion(text, locale), units: [] })

describe('Russian typed in Latin letters', () => {
  it.each([
    ['kakie dokumenty nuzhny dlya kredita', 'какие документы нужны для кредита'],
    ['skolko dney rassmatrivayut zayavku', 'сколко дней рассматривают заявку'],
    ['chto budet esli zaderzhu oplatu', 'что будет если задержу оплату'],
    ['shchedryy zhurnal', 'щедрый журнал'],
  ])('%s → %s', (latin, cyrillic) => {
    expect(russianFromLatin(latin)).toBe(cyrillic)
  })

  it('is recognised only when the text has no Cyrillic at all', () => {
    expect(isLatinRussian('kredit nuzhen')).toBe(true)
    expect(isLatinRussian('кредит nuzhen')).toBe(false)
    expect(isLatinRussian('123 ?!')).toBe(false)
  })

  it('is read as Russian by the assistant, in a Russian session only', () => {
    expect(conceptsOf('mozhno vzyat zaym pod zalog?', 'ru')).toEqual(expect.arrayContaining(['loan', 'collateral']))
    expect(readQuestion('kredit olmoqchiman', 'uz').words).toEqual(['kredit', 'olmokchiman'])
  })
})

describe('phrase lists', () => {
  const find = lexicon({ loan: { uz: 'qarz, kredit*, yordam puli', ru: 'кредит*, в долг', en: 'loan*, pay back' } })
  const keys = (text: string, locale: Locale) =>
    find(readQuestion(text, locale).words, locale).map((match) => `${match.key}@${match.start}-${match.end}`)

  it('matches a prefix, an Uzbek word with its endings, and phrases of consecutive words', () => {
    expect(keys('kreditlarimni', 'uz')).toEqual(['loan@0-1'])
    expect(keys('qarzlarim bor', 'uz')).toEqual(['loan@0-1'])
    expect(keys('yordam pulini qachon', 'uz')).toEqual(['loan@0-2'])
    expect(keys('yordam bering', 'uz')).toEqual([])
    expect(keys('деньги в долг', 'ru')).toEqual(['loan@1-3'])
    expect(keys('how to pay it back', 'en')).toEqual([])
    expect(keys('loans', 'en')).toEqual(['loan@0-1'])
  })

  it('reads Uzbek in either script, with or without apostrophes, on any keyboard', () => {
    for (const text of ['қарз', 'карз', 'qarz', 'карзга']) expect(keys(text, 'uz')).toEqual(['loan@0-1'])
  })
})

describe('synonym groups', () => {
  it.each([
    ['uz', 'ssuda olsam boladimi'],
    ['uz', 'qarz berasizlarmi'],
    ['uz', 'кредит олмоқчиман'],
    ['ru', 'хочу взять займ'],
    ['ru', 'нужна ссуда'],
    ['en', 'can I borrow money'],
  ] as const)('%s: %s names the loan group', (locale, text) => {
    expect(conceptsOf(text, locale)).toContain('loan')
  })

  it.each([
    ['uz', 'texnika ijarasi', 'leasing'],
    ['ru', 'трактор в рассрочку', 'leasing'],
    ['en', 'can I lease a tractor', 'leasing'],
    ['uz', 'dotatsiya olsa boladimi', 'subsidy'],
    ['ru', 'компенсация затрат', 'subsidy'],
    ['en', 'reimbursement of costs', 'subsidy'],
    ['uz', 'zalogga nima qoyiladi', 'collateral'],
    ['ru', 'что под залог', 'collateral'],
    ['en', 'what security do you need', 'collateral'],
  ] as const)('%s: %s names %s', (locale, text, group) => {
    expect(conceptsOf(text, locale)).toContain(group)
  })

  it('renders terms as tsquery text of letters only, prefixes and phrases marked', () => {
    expect(renderTerm({ words: ['kredit'], prefix: [true] }, 'A')).toBe("'kredit':*A")
    expect(renderTerm({ words: ['yordam', 'pul'], prefix: [false, false] })).toBe("('yordam' <-> 'pul')")
  })
})

describe('off-topic questions', () => {
  it.each([
    ['uz', 'bugun dollar kursi qancha'],
    ['uz', 'бугун доллар неча сўм бўлди'],
    ['ru', 'какой сегодня курс доллара'],
    ['en', 'whats the dollar rate today'],
    ['uz', 'ertaga Samarqandda ob-havo qanday'],
    ['ru', 'будет ли дождь на выходных'],
    ['en', 'weather forecast for the wheat harvest'],
    ['uz', 'Paxtakor kecha kim bilan oʻynadi'],
    ['ru', 'какой счёт матча Пахтакор Навбахор'],
    ['en', 'who won the football match yesterday'],
    ['uz', 'palov retseptini ayting'],
    ['ru', 'как пожарить картошку'],
    ['en', 'how do I cook potatoes'],
    ['uz', 'paxta qaysi asrda paydo boʻlgan'],
    ['ru', 'кто изобрёл трактор'],
    ['en', 'what is the longest river in uzbekistan'],
  ] as const)('%s: %s is off-topic', (locale, text) => {
    expect(topic(text, locale).offTopic).toBe(true)
  })

  it.each([
    ['uz', 'kredit dollarda beriladimi yoki somda, kurs oʻzgarsa nima boʻladi'],
    ['ru', 'кредит в долларах? курс же меняется'],
    ['en', 'is the loan in dollars, what if the exchange rate changes'],
    ['ru', 'заморозки погубили урожай, можно отсрочку по кредиту?'],
  ] as const)('%s: %s names a service of the fund and is answered', (locale, text) => {
    expect(topic(text, locale).offTopic).toBe(false)
  })

  it('hears the Russian words Uzbek speakers use for other topics, in either script, but not short ones', () => {
    expect(topic('ertaga pogoda kanaka boladi', 'uz').cues).toEqual(['weather'])
    expect(topic('эртага погода қандай', 'uz').cues).toEqual(['weather'])
    expect(topic('shu depozitga necha foiz beriladi', 'uz').offTopic).toBe(true)
    // торт (a cake) is four letters: in Uzbek without apostrophes it is toʻrt (four).
    expect(topic('tort yilga kredit', 'uz').cues).toEqual([])
  })

  it('reads brand names as visitors spell them in Cyrillic', () => {
    expect(topic('Клик орқали картага пул ўтказсам неча фоиз олади', 'uz').offTopic).toBe(true)
    expect(topic('пейми оркали тулаш', 'uz').cues).toEqual(['phonesAndCards'])
  })

  it('sends another bank’s loans to a person unless the fund is named', () => {
    expect(topic('Kapitalbankda avtokredit necha foiz', 'uz').offTopic).toBe(true)
    expect(topic('what is the best car loan rate at Kapitalbank', 'en').offTopic).toBe(true)
    expect(topic('fond krediti Kapitalbank orqali beriladimi', 'uz').offTopic).toBe(false)
  })

  it('does not count a service word inside the cue itself', () => {
    expect(topic('my credit card is blocked', 'en').offTopic).toBe(true)
  })

  it('knows a question about the fund’s world from one that names nothing of it', () => {
    expect(topic('qanday hujjatlar kerak', 'uz').aboutTheFund).toBe(true)
    expect(topic('tell me something nice', 'en').aboutTheFund).toBe(false)
  })

  it('counts a currency as a thing, which everyday questions name too, and paying in parts or giving money as services', () => {
    // Without a cue: a question naming only a currency is not about the fund, one naming a loan in it is.
    expect(topic('i have a hundred dollars', 'en')).toMatchObject({ cues: [], aboutTheFund: false })
    expect(topic('kredit dollarda beriladimi', 'uz').namesService).toBe(true)
    expect(conceptsOf('can i spread payments for a picker', 'en')).toContain('leasing')
    expect(conceptsOf('do you give money for baby fish', 'en')).toContain('financing')
    expect(conceptsOf('part of my costs reimbursed', 'en')).toContain('subsidy')
    expect(conceptsOf('можно платить частями', 'ru')).toContain('leasing')
  })
})

describe('judge', () => {
  const about = { cues: [], offTopic: false, aboutTheFund: true, namesService: true }
  const unknown = { cues: [], offTopic: false, aboutTheFund: false, namesService: false }
  const mattersOnly = { cues: [], offTopic: false, aboutTheFund: true, namesService: false }

  it('answers a question about the fund at the threshold, hands over below it', () => {
    expect(judge(about, { confidence: 0.2, titleCoverage: 0 }, 0.2)).toBe('answered')
    expect(judge(about, { confidence: 0.19, titleCoverage: 1 }, 0.2)).toBe('unsure')
    expect(judge(about, undefined, 0.2)).toBe('unsure')
  })

  it('hands an off-topic question over however well a record matches', () => {
    expect(
      judge(
        { cues: ['weather'], offTopic: true, aboutTheFund: true, namesService: true },
        { confidence: 1, titleCoverage: 1 },
        0.2,
      ),
    ).toBe('offtopic')
  })

  it('hands over a question mostly of words the fund never uses when its best record matches only weakly', () => {
    const weak = { confidence: FOREIGN_QUESTION.confidence - 0.01, titleCoverage: 0 }
    expect(judge(about, weak, 0.2, { unknownShare: 0.5 })).toBe('offtopic')
    // A third unknown is not more than a third; a good match outweighs any share.
    expect(judge(about, weak, 0.2, { unknownShare: 1 / 3 })).toBe('answered')
    expect(
      judge(about, { confidence: FOREIGN_QUESTION.confidence, titleCoverage: 0 }, 0.2, { unknownShare: 0.9 }),
    ).toBe('answered')
  })

  it('asks more of a match for a question that names the fund’s matters but none of its services', () => {
    expect(judge(mattersOnly, { confidence: MATTERS_ONLY.confidence - 0.01, titleCoverage: 0 }, 0.12)).toBe('offtopic')
    expect(judge(mattersOnly, { confidence: MATTERS_ONLY.confidence, titleCoverage: 0 }, 0.12)).toBe('answered')
    expect(judge(about, { confidence: MATTERS_ONLY.confidence - 0.01, titleCoverage: 0 }, 0.12)).toBe('answered')
    expect(topic('onamning pensiyasi uchun hujjatlarni qayerga topshiraman', 'uz')).toMatchObject({
      aboutTheFund: true,
      namesService: false,
    })
    expect(topic('kredit uchun hujjatlar', 'uz')).toMatchObject({ aboutTheFund: true, namesService: true })
  })

  it('answers a question without the fund’s words only on a strong title match', () => {
    expect(judge(unknown, STRONG_MATCH, 0.2)).toBe('answered')
    expect(judge(unknown, { confidence: 0.9, titleCoverage: STRONG_MATCH.titleCoverage - 0.01 }, 0.2)).toBe('offtopic')
  })
})
