import type { Locale } from '../config/locales.js'
import type { Queryable } from '../db/replicas.js'
import { searchConfig } from './indexer.js'
import { lexicon, type LexiconMatch } from './lexicon.js'
import { isLatinRussian, russianFromLatin } from './russianTranslit.js'
import { concepts, type ConceptKind, type ConceptName } from './synonyms.js'
import { cleanText, stopWords, wordsOf } from './text.js'
import { stemUzbek } from './uzbek.js'

/**
 * A visitor's question as the assistant searches it: its words grouped into units, one per idea. Words of one synonym
 * group (src/search/synonyms.ts) make one unit that matches any word of the group; other words are a unit each,
 * matching themselves as a prefix, their typo corrections and, for Uzbek typed on a Russian keyboard, the word with ў
 * for у. Stop words make no unit.
 */

/** One alternative a unit matches: a word or a phrase of the index's words; `prefix` per word. */
export interface Term {
  words: string[]
  prefix: boolean[]
}

export interface QuestionUnit {
  /** The question's words it stands for, in the index's spelling. */
  words: string[]
  concepts: ConceptName[]
  terms: Term[]
  /** Found in the index as typed or corrected, or named by a synonym group: a word the content may hold. */
  known: boolean
  /** Known only through its typo corrections: what it matches is a guess. */
  corrected?: boolean
}

export interface Question {
  locale: Locale
  /** All the question's words in the index's spelling (stop words too), for phrase lists. */
  words: string[]
  /** The synonym groups each of `words` is in. */
  conceptsAt: ConceptName[][]
  units: QuestionUnit[]
}

/** A question longer than this is read by its first part; so many units are plenty. */
const MAX_CHARS = 2_000
const MAX_UNITS = 16
/** How alike a typo and a word of the index must be (pg_trgm similarity). */
const TYPO_SIMILARITY = 0.4

/**
 * English questions come from Uzbek speakers, who keep the Uzbek word for what they know by it (`kredit`, `murojaat`,
 * `teplitsa`, `bugdoy`): they hear the Uzbek lists too (words of five letters or more, src/search/lexicon.ts).
 */
const synonymsIn = lexicon(concepts as Record<ConceptName, (typeof concepts)[ConceptName]>, { en: 'uz' })

export const conceptKind = (name: ConceptName): ConceptKind => concepts[name].kind

/** The index's form of a question word: stemmed in Uzbek (as the index is), as typed in ru and en (PostgreSQL stems). */
const indexForm = (word: string, locale: Locale) => (locale === 'uz' ? stemUzbek(word) : word)

/**
 * Words a question is made of but that name no topic, besides the search's stop words: the verbs of any request (get,
 * give, take), particles and fillers of chat. Dropped from the assistant's units and from the titles it compares with.
 */
const fillerLists: Record<Locale, string> = {
  uz:
    'ol olish olsa olsam olsak olib oladi olaman olamiz olasiz olasizlar ola olgan olmokchi olmokchiman olmokchiydim ' +
    'ber berish beradi beraman berasiz berasizlar beriladi berib bering berishadi berishadimi ' +
    'qil qilish qilsa qilsam qilsak qilib qiladi qilaman qilinadi bol bolsa bolsam boladi bolib bolgan boldi bolmaydi ' +
    'bolmasin narsa narsalar boshqa faqat yana endi ozi ozim ozimiz oz sizlar sizlarga sizlarda sizlardan bor yok xam ' +
    'deb dedi shunday bunday unaqa bunaqa juda biror biron bitta bir buni shuni shunga xar xamma bilsam bilish bilaman ' +
    'aytsam ayting aytib iltimos salom tez xali xech yozyapman yozaman degan dedilar kerakmi ' +
    'necha nechta nechi nechchi nechanchi xozir hozir edim ekan ekanman ekaman deyishdi deydi deyapti umuman aynan ' +
    'ozgina oddiy xafta hafta',
  ru:
    'получить получать получу получим дать дают даете даёте дадут дадите взять брать беру сделать делать быть есть это ' +
    'вообще только ещё еще уже тоже сам сама сами свой свои своё просто очень там тут вот надо нужно хотел хотела хочу ' +
    'хотим подскажите скажите пожалуйста плиз ок привет здравствуйте добрый день спасибо кто-то что-то какой-то чтобы ' +
    'чтоб если ли блин короче вопрос нормально пишу может могу могут ' +
    'тока толко токо скока скоко сколко щас сейчас теперь лишь равно хорошо назад примерно говорят пришло ' +
    'недел неделя недели неделю две два три',
  en:
    'get gets got getting give gives given giving take takes took taking make makes made do done go going come bring ' +
    'put know tell say see want wants like still just only also even already really pls plz u ur yes no ok okay thing ' +
    'things something anything one hi hello dear have has had having actually right now question writing ' +
    'dont doesnt didnt isnt arent wasnt werent wont wouldnt shouldnt couldnt hasnt havent hadnt ive id youre theyre ' +
    'thats theres shud wud cud wed guys salam ago week weeks next big biggest nothing else somebody ' +
    'someone thinking heard',
}

/**
 * Places: a visitor says where they farm, which tells nothing of what they ask (a branch there is asked with the word
 * for branch). Uzbekistan's regions and chief towns, in every spelling; dropped like fillers.
 */
const placeNames =
  'uzbekiston ozbekiston toshkent tashkent samarkand samarqand buxoro bukhara andijon andijan namangan fargona fergana ' +
  'kashkadaryo qashqadaryo kashkadarya surxondaryo surkhandarya jizzax jizzakh sirdaryo syrdarya navoiy navoi xorazm ' +
  'khorezm karakalpakstan qoraqalpogiston nukus urganch urgench termiz termez karshi qarshi guliston gulistan kokand ' +
  "qoqon margilon marg'ilon chirchik olmaliq angren bayson baysun shahrisabz denov " +
  'узбекистан ташкент самарканд бухара андижан наманган фергана кашкадарья сурхандарья джизак сырдарья навои хорезм ' +
  'каракалпакстан нукус ургенч термез карши гулистан коканд маргилан чирчик алмалык ангрен байсун шахрисабз денау'

const fillerSet = (locale: Locale) =>
  new Set(
    [...fillerLists[locale].split(' '), ...placeNames.split(' ')]
      .flatMap((word) => wordsOf(word, locale))
      .map((word) => indexForm(word, locale)),
  )
const fillers: Record<Locale, ReadonlySet<string>> = { uz: fillerSet('uz'), ru: fillerSet('ru'), en: fillerSet('en') }

/** The words that make no unit: the search's stop words and the fillers above, in the index's spelling. */
export const questionStopWords = (locale: Locale): string[] => [...stopWords[locale], ...fillers[locale]]

/** A number of one or two digits (20 hectares, 10 days) says nothing of the topic; a document's number has more. */
const isStopWord = (word: string, locale: Locale) => {
  const form = indexForm(word, locale)
  return stopWords[locale].has(form) || fillers[locale].has(form) || fillers[locale].has(word) || /^\d{1,2}$/.test(word)
}

/**
 * Whole in Russian and English, whose stemmers do it right; a prefix in Uzbek when the stem has 5 letters or more,
 * where ours may miss an ending (a shorter one would match unrelated words: kim is no prefix of kimyo).
 */
const asPrefix = (stem: string, locale: Locale) => locale === 'uz' && stem.length >= 5

/** A phrase of a synonym group as terms: its words as the lexicon compiled them (see src/search/lexicon.ts). */
function phraseTerms(name: ConceptName, locale: Locale): Term[] {
  const list = (concepts[name] as Partial<Record<Locale, string>>)[locale] ?? ''
  return list
    .split(',')
    .map((phrase) => {
      const parts = phrase.trim().split(/\s+/).filter(Boolean)
      const words: string[] = []
      const prefix: boolean[] = []
      for (const part of parts) {
        const star = part.endsWith('*')
        const found = wordsOf(star ? part.slice(0, -1) : part, locale)
        found.forEach((word, i) => {
          const isPrefix = star && i === found.length - 1
          const form = isPrefix ? word : indexForm(word, locale)
          words.push(form)
          prefix.push(isPrefix || asPrefix(form, locale))
        })
      }
      return { words, prefix }
    })
    .filter((term) => term.words.length > 0)
}

/** Uzbek typed on a Russian keyboard (Cyrillic without ў қ ғ ҳ): the same words with ў for у, as candidates. */
function keyboardVariants(text: string, locale: Locale, words: string[]): (string | undefined)[] {
  if (locale !== 'uz' || !/[\u0400-\u04FF]/.test(text) || /[ўқғҳЎҚҒҲ]/.test(text)) return words.map(() => undefined)
  const variant = wordsOf(text.replace(/у/g, 'ў').replace(/У/g, 'Ў'), locale)
  if (variant.length !== words.length) return words.map(() => undefined)
  return words.map((word, i) => (variant[i] !== word ? variant[i] : undefined))
}

interface Lookup {
  known: boolean
  /** A word the language's dictionary drops (`him`, `него`): no record can hold it, so it names nothing. */
  stop: boolean
  corrections: string[]
}

/**
 * Which words the index knows (a word of it starts with the word or, in ru and en, with its stem), which the language's
 * dictionary drops (no stem at all), and for the others of 4 letters or more, the index's nearest words (pg_trgm): one
 * round trip for all of a question's words.
 */
async function lookUp(db: Queryable, tokens: string[], locale: Locale): Promise<Map<string, Lookup>> {
  const found = new Map<string, Lookup>()
  if (tokens.length === 0) return found
  const { rows } = await db.query(
    `select t.token, t.known, t.stop,
            case when t.known or t.stop or char_length(t.token) < 4 then '{}'::text[]
                 else array(select s.term from search_terms s where s.term % t.token and similarity(s.term, t.token) >= $2
                             order by similarity(s.term, t.token) desc, s.term limit 2) end as corrections
       from (select u.token, u.stem is null as stop,
                    exists(select 1 from search_terms s where s.term >= coalesce(u.stem, u.token) and s.term <= coalesce(u.stem, u.token) || chr(1114111)) as known
               from (select w.token, (select min(l) from unnest(tsvector_to_array(to_tsvector($3::regconfig, w.token))) l) as stem
                       from unnest($1::text[]) as w(token)) u) t`,
    [tokens, TYPO_SIMILARITY, searchConfig[locale]],
  )
  for (const row of rows)
    found.set(String(row.token), {
      known: row.known === true,
      stop: row.stop === true,
      corrections: (row.corrections as string[]) ?? [],
    })
  return found
}

/** The synonym groups each word is in, from the phrases found over the word list. */
function conceptsPerWord(matches: LexiconMatch<ConceptName>[], count: number): ConceptName[][] {
  const perWord: ConceptName[][] = Array.from({ length: count }, () => [])
  for (const match of matches)
    for (let i = match.start; i < match.end; i++) if (!perWord[i].includes(match.key)) perWord[i].push(match.key)
  return perWord
}

/** Every synonym group named in a text (a record's title), `plain` ones too. */
export const conceptsIn = (text: string, locale: Locale): Set<ConceptName> =>
  new Set(synonymsIn(wordsOf(text, locale), locale).map((match) => match.key))

const percentWord: Record<Locale, string> = { uz: 'foiz', ru: 'процент', en: 'percent' }

/** What a question's words say before the index is asked: its words, their synonym groups and keyboard variants. */
export function readQuestion(raw: string, locale: Locale) {
  const cleaned = cleanText(typeof raw === 'string' ? raw.slice(0, MAX_CHARS) : '')
  const typed = locale === 'ru' && isLatinRussian(cleaned) ? russianFromLatin(cleaned) : cleaned
  // 14% is a rate: the sign is a word of its own, which the tokenizer would drop.
  const text = typed.replace(/%/g, ` ${percentWord[locale]} `)
  const words = wordsOf(text, locale)
  return {
    locale,
    words,
    conceptsAt: conceptsPerWord(synonymsIn(words, locale), words.length),
    variants: keyboardVariants(text, locale, words),
  }
}

/** A question's units: words of one synonym group together, the others one by one, with the index's spellings of each. */
export async function analyseQuestion(db: Queryable, raw: string, locale: Locale): Promise<Question> {
  const { words, conceptsAt: perWord, variants } = readQuestion(raw, locale)

  // Words no group names are looked up in the index, with their keyboard variants; a correction may name a group.
  const plain = words.flatMap((word, i) =>
    perWord[i].length === 0 && !isStopWord(word, locale) ? [word, ...(variants[i] ? [variants[i]] : [])] : [],
  )
  const lookups = await lookUp(db, [...new Set(plain.map((word) => indexForm(word, locale)))], locale)

  const units: QuestionUnit[] = []
  const byConcepts = new Map<string, QuestionUnit>()
  words.forEach((word, i) => {
    let named = perWord[i]
    const own = lookups.get(indexForm(word, locale))
    const variant = variants[i]
    const variantLookup = variant ? lookups.get(indexForm(variant, locale)) : undefined
    const corrections = own?.known ? [] : (own?.corrections ?? [])
    if (named.length === 0) {
      // A word the dictionary drops can be in no record: counted as unknown, it would make a question foreign.
      if (isStopWord(word, locale) || (own?.stop && !variantLookup?.known)) return
      // A typo of a group's word (kridit, лизнг, dotatsya) joins that group: through the index's nearest words, or,
      // for a word the index does not know as typed, through the group's own words.
      const fromCorrection = corrections.flatMap(
        (correction) => conceptsPerWord(synonymsIn([correction], locale), 1)[0],
      )
      const fromVariant = variant ? conceptsPerWord(synonymsIn([variant], locale), 1)[0] : []
      const fromSlip = own?.known || variantLookup?.known ? [] : synonymsIn.near(word, locale)
      named = [...new Set([...fromVariant, ...fromCorrection, ...fromSlip])]
      perWord[i] = named
    }
    if (named.length > 0) {
      const key = [...named].sort().join('+')
      const unit = byConcepts.get(key)
      if (unit) {
        if (!unit.words.includes(word)) unit.words.push(word)
        return
      }
      // The group's phrases, not the word alone: muddatidan of `muddatidan oldin` (early) is no word of the group.
      const terms = named.flatMap((name) => phraseTerms(name, locale))
      const created: QuestionUnit = { words: [word], concepts: named, terms, known: true }
      byConcepts.set(key, created)
      units.push(created)
      return
    }
    if (units.some((unit) => unit.words.includes(word))) return
    const alternatives = [
      indexForm(word, locale),
      ...(variantLookup?.known && variant ? [indexForm(variant, locale)] : []),
      ...corrections,
    ]
    units.push({
      words: [word],
      concepts: [],
      terms: alternatives.map((alternative, j) => ({
        words: [alternative],
        prefix: [j === 0 && asPrefix(alternative, locale)],
      })),
      corrected: !own?.known && !variantLookup?.known && corrections.length > 0,
      known: Boolean(own?.known || variantLookup?.known || corrections.length > 0),
    })
  })
  return { locale, words, conceptsAt: perWord, units: units.slice(0, MAX_UNITS) }
}

/** A term as tsquery text, restricted to one weight (A question or title, B answer or body, C keywords) when given. */
export function renderTerm(term: Term, weight = ''): string {
  const parts = term.words.map((word, i) => {
    const marks = `${term.prefix[i] ? '*' : ''}${weight}`
    return `'${word}'${marks ? `:${marks}` : ''}`
  })
  return parts.length === 1 ? parts[0] : `(${parts.join(' <-> ')})`
}

/** A unit as tsquery text: any of its terms. */
export const renderUnit = (unit: QuestionUnit, weight = '') =>
  `(${unit.terms.map((term) => renderTerm(term, weight)).join(' | ')})`

/**
 * Every word of the units' terms, phrases taken apart, as tsquery text: for matching single words without positions
 * (a record's title words, src/search/retrieve.ts), which a phrase never matches.
 */
export const renderWords = (units: QuestionUnit[]) =>
  [
    ...new Set(
      units.flatMap((unit) =>
        unit.terms.flatMap((term) =>
          term.words.map((word, i) => renderTerm({ words: [word], prefix: [term.prefix[i]] })),
        ),
      ),
    ),
  ].join(' | ')
