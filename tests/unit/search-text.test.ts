import { describe, expect, it } from 'vitest'
import { snippet } from '../../src/search/snippet.js'
import {
  asksForPerson,
  cyrillicToLatin,
  foldApostrophes,
  normaliseText,
  normaliseWord,
  queryTokens,
  stopWords,
  tokenize,
} from '../../src/search/text.js'

/** What a token may hold: letters, marks, digits and the one apostrophe, never an operator of tsquery, SQL or a regex. */
const cleanToken = /^[\p{L}\p{M}\p{Nd}]{1,40}$/u
const visible = (html: string) => html.replace(/<\/?mark>/g, '')
const marked = (html: string) => [...html.matchAll(/<mark>(.*?)<\/mark>/g)].map((match) => match[1])

describe('apostrophes', () => {
  const variants = ["'", '`', '\u2018', '\u2019', '\u02BB', '\u02BC', '\u02BD', '\u00B4']

  it.each(variants)('%s in oʻzbek and gʻalla normalises like every other variant, and like none', (apostrophe) => {
    expect(normaliseText(`o${apostrophe}zbek g${apostrophe}alla`, 'uz')).toBe('ozbek galla')
    expect(normaliseText('ozbek galla', 'uz')).toBe('ozbek galla')
  })

  it('folds every variant to U+02BC and never splits a word at it', () => {
    expect(foldApostrophes(variants.map((apostrophe) => `o${apostrophe}t`).join(' '))).toBe(
      Array(variants.length).fill('oʼt').join(' '),
    )
    expect(tokenize("ma'muriy o‘g‘itlar")).toEqual(['maʼmuriy', 'oʼgʼitlar'])
  })

  it('drops an apostrophe at either end of a word, as quotes', () => {
    expect(tokenize("'kredit' ʻqarzʼ")).toEqual(['kredit', 'qarz'])
  })

  it('keeps none inside Russian and English words', () => {
    expect(normaliseText("The farmer's tractor", 'en')).toBe('the farmers tractor')
    expect(normaliseText("д'Артаньян", 'ru')).toBe('дартаньян')
  })
})

describe('Uzbek Cyrillic and Latin meet', () => {
  it.each([
    ['Ўзбекистон Республикаси', 'Oʻzbekiston Respublikasi'],
    ['ғалла', 'gʻalla'],
    ['шартнома', 'shartnoma'],
    ['чорва', 'chorva'],
    ['ёшлар', 'yoshlar'],
    ['юридик', 'yuridik'],
    ['янги', 'yangi'],
    ['ер', 'yer'],
    ['етиштириш', 'yetishtirish'],
    ['маъмурий', 'maʼmuriy'],
    ['цех', 'sex'],
    ['милиция', 'militsiya'],
    ['қишлоқ хўжалиги', "qishloq xo'jaligi"],
    ['ҲУЖЖАТЛАР', 'HUJJATLAR'],
    ['Фермер хўжаликлари учун имтиёзли кредитлар', 'Fermer xoʻjaliklari uchun imtiyozli kreditlar'],
  ])('%s = %s', (cyrillic, latin) => {
    expect(normaliseText(cyrillic, 'uz')).toBe(normaliseText(latin, 'uz'))
    expect(normaliseText(cyrillic, 'uz')).not.toBe('')
  })

  it('spells е as ye at the start of a word and after a vowel or a sign, e elsewhere', () => {
    expect(cyrillicToLatin('ер поезд объект мева')).toBe('yer poyezd obʼyekt meva')
  })

  it('spells ц as the Latin orthography does: ts after a vowel, s at the start and after a consonant', () => {
    expect(cyrillicToLatin('цех милиция акция')).toBe('sex militsiya aksiya')
  })

  it('keeps the case of the first letter and of capitalised words', () => {
    expect(cyrillicToLatin('Ўзбекистон ШАРТНОМА Шартнома')).toBe('Oʼzbekiston SHARTNOMA Shartnoma')
  })

  it('leaves what is not Cyrillic as it is', () => {
    expect(cyrillicToLatin('Agro 2024 & 🚜')).toBe('Agro 2024 & 🚜')
  })
})

describe('normaliseText', () => {
  it('lowercases and cleans Russian, ё as е', () => {
    expect(normaliseText('Льготные КРЕДИТЫ, зелёный свет!', 'ru')).toBe('льготные кредиты зеленый свет')
  })

  it('lowercases and cleans English', () => {
    expect(normaliseText('Loans for FARMERS: 2024 (new)', 'en')).toBe('loans for farmers 2024 new')
  })

  it('keeps numbers', () => {
    expect(normaliseText('2024-yilda 15 foiz', 'uz')).toBe('2024 yil 15 foiz')
  })

  it('spells Uzbek as visitors type it on any keyboard: no apostrophes, k for q, x for h', () => {
    expect(normaliseText('Qishloq xoʻjaligi hujjatlari', 'uz')).toBe('kishlok xojalik xujjat')
    expect(normaliseText('кишлок хужалиги хужжатлари', 'uz')).toBe(normaliseText('қишлоқ ҳужалиги ҳужжатлари', 'uz'))
    expect(normaliseText('shartnoma choʻl', 'uz')).toBe('shartnoma chol')
  })

  const hostile = [
    "'; DROP TABLE x; --",
    'a & b | !c :* (d)',
    '.*+?^${}()|[]\\',
    'a'.repeat(10_000),
    '🚜🌾',
    '🚜\uFE0F трактор',
    'null\u0000byte',
    'lone \ud800 surrogate \udc00',
    'ʼ'.repeat(10_000),
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '',
  ]

  it.each(hostile.map((text) => [text.slice(0, 40), text]))('gives only clean tokens for %j', (_label, text) => {
    for (const locale of ['uz', 'ru', 'en'] as const) {
      const normalised = normaliseText(text, locale)
      for (const token of normalised.split(' ').filter(Boolean)) expect(token).toMatch(cleanToken)
      expect(normalised).not.toMatch(/[&|!:*()'\\;<>\ud800-\udfff]/)
      expect(normalised.includes('\u0000')).toBe(false)
      for (const token of queryTokens(text, locale)) expect(token).toMatch(cleanToken)
    }
  })

  it('cuts a hostile long word to 40 characters', () => {
    expect(normaliseText('a'.repeat(10_000), 'en')).toBe('a'.repeat(40))
    expect(tokenize('𝐀'.repeat(100))[0]).toBe('𝐀'.repeat(40))
  })

  it('reads null bytes and lone surrogates as nothing and emoji as separators', () => {
    expect(normaliseText('trac\u0000tor 🚜fermer🌾', 'uz')).toBe('tractor fermer')
    expect(normaliseText('a\ud800b', 'en')).toBe('a b')
  })

  it('stays linear on 100,000 characters', () => {
    const started = performance.now()
    normaliseText('Ўзбекистон фермерлари учун кредитлар. '.repeat(2_700), 'uz')
    normaliseText('ʼ'.repeat(100_000), 'uz')
    expect(performance.now() - started).toBeLessThan(2_000)
  })
})

describe('queryTokens', () => {
  it('drops words that only make a question, in each language and both Uzbek scripts', () => {
    expect(queryTokens('How do I get a loan for a tractor?', 'en')).toEqual(['get', 'loan', 'tractor'])
    expect(queryTokens('Какие документы нужны для лизинга?', 'ru')).toEqual(['документы', 'лизинга'])
    expect(queryTokens('Kredit olish uchun qanday hujjatlar kerak?', 'uz')).toEqual(['kredit', 'olish', 'xujjat'])
    expect(queryTokens('Кредит олиш учун қандай ҳужжатлар керак?', 'uz')).toEqual(['kredit', 'olish', 'xujjat'])
    expect(queryTokens('kredit olish uchun kanday xujjatlar kerak', 'uz')).toEqual(['kredit', 'olish', 'xujjat'])
  })

  it('holds uz stop words in their normalised form', () => {
    expect(stopWords.uz.has('kanday')).toBe(true)
    expect(stopWords.uz.has(normaliseText('менга', 'uz'))).toBe(true)
    expect(stopWords.en.has('loan')).toBe(false)
    expect(stopWords.en.has('get')).toBe(false)
  })

  it('keeps the stop words when there is nothing else', () => {
    expect(queryTokens('What is the', 'en')).toEqual(['what', 'is', 'the'])
  })

  it('removes repeats, keeps the order and caps at eight', () => {
    expect(queryTokens('kredit Kredit KREDITLAR lizing', 'uz')).toEqual(['kredit', 'lizing'])
    expect(queryTokens('one two three four five six seven eight nine ten', 'en')).toEqual([
      'one',
      'two',
      'three',
      'four',
      'five',
      'six',
      'seven',
      'eight',
    ])
  })

  it('gives nothing for nothing', () => {
    expect(queryTokens('  ?!  🚜 ', 'ru')).toEqual([])
  })
})

describe('asksForPerson', () => {
  it.each([
    'I want to talk to a human',
    'connect me to an operator',
    'real person please',
    'can I speak with a specialist',
    'Оператор',
    'соедините с оператором',
    'хочу поговорить с человеком',
    'живой человек',
    'позовите сотрудника',
    'operator bilan gaplashmoqchiman',
    'Операторга уланг',
    'jonli odam bilan bogʻlaning',
    "jonli odam bilan bog'laning",
    'xodim bilan gaplashsam boʻladimi',
    'Ходим билан гаплашсам бўладими',
    'mutaxassis kerak',
    'xodimingiz bilan boglanmoqchiman',
    'ходимингиз билан богланмокчиман',
  ])('hears a request for a person in %j', (text) => {
    expect(asksForPerson(text)).toBe(true)
  })

  it.each([
    'How do I get a loan for a tractor?',
    'Какие документы нужны для лизинга?',
    'Kredit olish uchun qanday hujjatlar kerak?',
    'What is the interest rate?',
    'Мен трактор сотиб олмоқчиман',
    'How many staff work at the fund?',
    'Сколько сотрудников в фонде?',
    'Кооператив фермеров',
    'humanitarian aid',
    '',
  ])('hears none in %j', (text) => {
    expect(asksForPerson(text)).toBe(false)
  })
})

describe('snippet', () => {
  it('marks Cyrillic Uzbek words matched by Latin lexemes', () => {
    const html = snippet('Ўзбекистон фермерлари учун янги дастур', ['ozbekiston', 'fermer'], 'uz')
    expect(html).toBe('<mark>Ўзбекистон</mark> <mark>фермерлари</mark> учун янги дастур')
  })

  it('marks Latin words matched by the lexemes of a Cyrillic query', () => {
    const lexemes = queryTokens('ғалла фермерлари', 'uz')
    expect(snippet("Oʻzbekiston fermerlari g'alla yetishtiradi", lexemes, 'uz')).toBe(
      'Oʻzbekiston <mark>fermerlari</mark> <mark>g&#39;alla</mark> yetishtiradi',
    )
  })

  it('marks Russian and English words by the prefix of a PostgreSQL stem', () => {
    expect(snippet('Программы лизинга для фермеров', ['программ', 'фермер'], 'ru')).toBe(
      '<mark>Программы</mark> лизинга для <mark>фермеров</mark>',
    )
    expect(snippet("The farmer's new tractors", ['farmer', 'tractor'], 'en')).toBe(
      'The <mark>farmer&#39;s</mark> new <mark>tractors</mark>',
    )
  })

  it('escapes the text, so a record cannot inject markup', () => {
    const html = snippet('Dastur <script>alert("x")</script> & more', ['dastur'], 'uz')
    expect(html).toBe('<mark>Dastur</mark> &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more')
  })

  it('marks an Uzbek word whose stem is respelt', () => {
    expect(snippet('Qishloq xoʻjaligi vazirligi', queryTokens('xoʻjalik', 'uz'), 'uz')).toBe(
      'Qishloq <mark>xoʻjaligi</mark> vazirligi',
    )
  })

  it('ignores one-letter lexemes', () => {
    expect(snippet('a big farm', ['a', 'b'], 'en')).toBe('a big farm')
  })

  it('shows a window around the first match, cut at words, with ellipses', () => {
    const text = `${'Lorem ipsum dolor sit amet. '.repeat(40)}The farmers of Samarkand received new tractors. ${'More filler here. '.repeat(40)}`
    const html = snippet(text, ['farmer'], 'en', 120)
    expect(html.startsWith('…')).toBe(true)
    expect(html.endsWith('…')).toBe(true)
    expect(visible(html).length).toBeLessThanOrEqual(120)
    expect(marked(html)).toEqual(['farmers'])
    expect(visible(html)).toMatch(/^…\w+[\s\S]*\w[.]?…$/)
    expect(text).toContain(visible(html).slice(1, -1))
  })

  it('fills the window before a match near the end', () => {
    const html = snippet(`${'word '.repeat(100)}tractor`, ['tractor'], 'en', 60)
    expect(html.endsWith('<mark>tractor</mark>')).toBe(true)
    expect(visible(html).length).toBeGreaterThan(40)
  })

  it('collapses whitespace', () => {
    expect(snippet('  Kredit \n\n\t olish   ', ['kredit'], 'uz')).toBe('<mark>Kredit</mark> olish')
  })

  it('shows the beginning when nothing matches', () => {
    const html = snippet('Lorem ipsum dolor sit amet consectetur adipiscing elit', ['tractor'], 'en', 30)
    expect(html).toBe('Lorem ipsum dolor sit amet…')
    expect(snippet('Short text', [], 'en')).toBe('Short text')
    expect(snippet('', ['x'], 'en')).toBe('')
  })

  it('cuts a word longer than the window rather than showing nothing', () => {
    expect(visible(snippet('a'.repeat(10_000), ['zz'], 'en', 50)).length).toBeLessThanOrEqual(50)
    expect(snippet(`${'x'.repeat(10_000)} farmer`, ['farmer'], 'en', 50)).toBe('…<mark>farmer</mark>')
  })

  it('reads only the first 20,000 characters of a long text, quickly', () => {
    const text = `${'Lorem ipsum dolor sit amet. '.repeat(5_000)} farmer`
    const started = performance.now()
    expect(snippet(text, ['farmer'], 'en')).not.toContain('<mark>')
    expect(performance.now() - started).toBeLessThan(2_000)
  })

  it('never throws on hostile input', () => {
    for (const text of ['\ud800<b>\u0000', '🚜🌾', '.*+?^${}()|[]\\', 'ʼ'.repeat(5_000)]) {
      expect(() => snippet(text, ['.*', '(', '\ud800', 'ʼʼ'], 'uz', Number.NaN)).not.toThrow()
    }
    expect(snippet('a\ud800b', [], 'en')).toBe('a\uFFFDb')
  })

  it('compares words in the normalised, unstemmed form', () => {
    expect(normaliseWord('Ўзбекистонда', 'uz')).toBe('ozbekistonda')
    expect(normaliseWord('Зелёные', 'ru')).toBe('зеленые')
  })
})
