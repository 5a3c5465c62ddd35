import type { Locale } from '../config/locales.js'
import { stemUzbek, uzbekSearchKey } from './uzbek.js'

/**
 * The text layer of the site search: the index and the query both go through normaliseText, so they meet on the same
 * tokens. Uzbek is folded to one Latin spelling (either script, with or without apostrophes, src/search/uzbek.ts) and
 * stemmed there, since PostgreSQL has no Uzbek dictionary; Russian and English are only cleaned, PostgreSQL's own
 * configurations stem them.
 */

/** The one apostrophe the index knows (U+02BC): Uzbek Latin oʼ, gʼ and the glottal stop. */
export const APOSTROPHE = 'ʼ'

/** ' ` ‘ ’ ʻ ʼ ʽ ´: phones and keyboards type any of them for the Uzbek oʻ, gʻ and ʼ. */
const apostropheVariants = /['`\u2018\u2019\u02BB\u02BC\u02BD\u00B4]/g
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g
/** A word: letters and digits, then also combining marks (ʼ is a letter, Lm); a mark alone, as after an emoji, is not. */
const wordRun = /[\p{L}\p{Nd}][\p{L}\p{M}\p{Nd}]*/gu
const MAX_TOKEN_CHARS = 40
const letterDigitBoundary = /(?<=\p{L})(?=\p{Nd})|(?<=\p{Nd})(?=\p{L})/u

export function foldApostrophes(text: string): string {
  return text.replace(apostropheVariants, APOSTROPHE)
}

/** Any value into well-formed NFC text without NUL, so no later step meets a lone surrogate or a byte PostgreSQL refuses. */
export function cleanText(text: string): string {
  if (typeof text !== 'string') return ''
  return text.replaceAll('\u0000', '').replace(loneSurrogate, '\uFFFD').normalize('NFC')
}

/** Uzbek Cyrillic letter, then its Latin spelling (ь has none); е and ц depend on the letter before them (latinFor). */
const cyrillicLetters = new Map(
  `аa бb вv гg дd ёyo жj зz иi йy кk лl мm нn оo пp рr сs тt уu фf хx чch шsh щsh ъ${APOSTROPHE} ь ыi эe юyu яya ўo${APOSTROPHE} қq ғg${APOSTROPHE} ҳh`
    .split(' ')
    .map((pair): [string, string] => [pair[0], pair.slice(1)]),
)
const vowels = new Set([...'аеёиоуўэюяыaeiou'])
const signs = new Set(['ъ', 'ь', APOSTROPHE])
const letterOrMark = /[\p{L}\p{M}]/u

/**
 * е is `ye` at the start of a word and after a vowel, ъ or ь (CLDR). ц follows the Latin orthography of 1995, which
 * is what Latin texts and visitors write: `ts` after a vowel (politsiya), `s` at the start and after a consonant
 * (sex, sement, aksiya); CLDR writes `ts` at the start too, which would miss every Latin `sex`.
 */
function latinFor(letter: string, previous: string): string | undefined {
  if (letter !== 'е' && letter !== 'ц') return cyrillicLetters.get(letter)
  const before = previous.toLowerCase()
  const afterVowel = vowels.has(before)
  if (letter === 'ц') return afterVowel ? 'ts' : 's'
  return afterVowel || signs.has(before) || !letterOrMark.test(before) ? 'ye' : 'e'
}

const isUpper = (char: string | undefined) => char !== undefined && char !== char.toLowerCase()
const isLower = (char: string | undefined) => char !== undefined && char !== char.toUpperCase()

/** Ш is `SH` inside a capitalised word (ШАРТНОМА) and `Sh` otherwise (Шартнома). */
function withCase(latin: string, previous: string | undefined, next: string | undefined): string {
  const allCaps = isUpper(next) || (isUpper(previous) && !isLower(next))
  return allCaps ? latin.toUpperCase() : latin.charAt(0).toUpperCase() + latin.slice(1)
}

/** Uzbek Cyrillic to Uzbek Latin (CLDR uz_Cyrl-uz_Latn, ц as in latinFor); anything else is kept as it is. */
export function cyrillicToLatin(text: string): string {
  if (!/[\u0400-\u04FF]/.test(text)) return text
  let latin = ''
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    const lower = char.toLowerCase()
    const letter = latinFor(lower, text[i - 1] ?? '')
    if (letter === undefined) latin += char
    else latin += char === lower ? letter : withCase(letter, text[i - 1], text[i + 1])
  }
  return latin
}

/** At most 40 code points, so a hostile 10,000-letter word stays as cheap as any other. */
function clip(token: string): string {
  if (token.length <= MAX_TOKEN_CHARS) return token
  let end = 0
  for (let count = 0; count < MAX_TOKEN_CHARS && end < token.length; count++)
    end += token.codePointAt(end)! > 0xffff ? 2 : 1
  return token.slice(0, end)
}

/** Loops, not a regex: /ʼ+$/ is quadratic on a long run of apostrophes. */
function trimApostrophes(token: string): string {
  let start = 0
  let end = token.length
  while (start < end && token[start] === APOSTROPHE) start++
  while (end > start && token[end - 1] === APOSTROPHE) end--
  return token.slice(start, end)
}

/** Lowercase words of letters, digits and inner apostrophes; everything else (operators, emoji, SQL) separates them. */
export function tokenize(text: string): string[] {
  const tokens: string[] = []
  for (const [run] of foldApostrophes(text).matchAll(wordRun)) {
    const token = trimApostrophes(clip(trimApostrophes(run.toLowerCase())))
    // Letters and digits typed together are two words: pq112 is the PQ-112 of a title.
    if (token) tokens.push(...token.split(letterDigitBoundary))
  }
  return tokens
}

/** The whole text in one spelling and lowercase, ready to tokenize. */
function canonicalText(text: string, locale: Locale): string {
  const folded = foldApostrophes(cleanText(text))
  if (locale === 'uz') return uzbekSearchKey(cyrillicToLatin(folded).toLowerCase())
  const lower = folded.toLowerCase()
  return locale === 'ru' ? lower.replaceAll('ё', 'е') : lower
}

/** Russian and English keep no apostrophe inside a word: farmer's → farmers. */
const withoutApostrophes = (token: string) => token.replaceAll(APOSTROPHE, '')

/** A text's words in the index's spelling, unstemmed: what phrase lists (src/search/lexicon.ts) are matched on. */
export function wordsOf(text: string, locale: Locale): string[] {
  const tokens = tokenize(canonicalText(text, locale))
  return locale === 'uz' ? tokens : tokens.map(withoutApostrophes).filter(Boolean)
}

/** The indexed form of a text, and of a query: tokens joined by single spaces (stemmed for uz). */
export function normaliseText(text: string, locale: Locale): string {
  const tokens = tokenize(canonicalText(text, locale))
  return tokens.map(locale === 'uz' ? stemUzbek : withoutApostrophes).join(' ')
}

/** One word as normaliseText sees it but unstemmed, so snippets can compare it with a query's lexemes by prefix. */
export function normaliseWord(word: string, locale: Locale): string {
  const token = trimApostrophes(clip(trimApostrophes(canonicalText(word, locale).trim())))
  return locale === 'uz' ? token : withoutApostrophes(token)
}

/** Words of a question that name no topic; uz in any spelling, normalised below to match the query's tokens. */
const stopWordLists: Record<Locale, string> = {
  uz:
    'va bilan uchun qanday qanaqa qancha nima nimaga nega qayerda qayerga qayerdan qachon qaysi kim men menga meni mening ' +
    'biz bizga bizning siz sizga sizning u unga uning ular bu shu ushbu ham yoki lekin ammo agar esa edi ekan emas iltimos ' +
    'kerak kerakmi mumkin mumkinmi bormi boʻladi boʻladimi haqida qilib salom assalomu alaykum rahmat',
  ru:
    'как что где когда куда откуда почему зачем сколько можно ли и в во на о об обо по для с со у к ко от до из за при про ' +
    'я мне меня мой моя моё мои мы нам нас наш вы вам вас ваш ваши он она оно они его её их это этот эта эти не а но или ' +
    'же бы то так какой какая какое какие каких каким который которая которые пожалуйста нужно нужен нужна нужны надо ' +
    'есть быть будет хочу подскажите скажите здравствуйте привет спасибо',
  en:
    'a an the is are was were be been am how what which when where who whom why can could would should will shall may ' +
    'might must i me my mine we us our you your yours it its he she they them their this that these those there here ' +
    'do does did to for of in on at by from into about with and or but if so not please hi hello thanks thank need want ' +
    'much many any some tell whats hows im',
}

const stopWordSet = (locale: Locale) => new Set(normaliseText(stopWordLists[locale], locale).split(' '))
export const stopWords: Record<Locale, ReadonlySet<string>> = {
  uz: stopWordSet('uz'),
  ru: stopWordSet('ru'),
  en: stopWordSet('en'),
}

const MAX_QUERY_TOKENS = 8
/** A search query longer than this is not a question; its first part is enough and keeps the work bounded. */
const MAX_QUERY_CHARS = 2_000

/** A query's distinct tokens in order, without stop words unless only stop words were asked, at most eight. */
export function queryTokens(text: string, locale: Locale): string[] {
  const normalised = normaliseText(typeof text === 'string' ? text.slice(0, MAX_QUERY_CHARS) : '', locale)
  const tokens = [...new Set(normalised.split(' ').filter(Boolean))]
  const topical = tokens.filter((token) => !stopWords[locale].has(token))
  return (topical.length > 0 ? topical : tokens).slice(0, MAX_QUERY_TOKENS)
}

/** Readable lists of phrases: comma-separated, spaces inside a phrase. */
function phrases(list: string): string[] {
  return list.split(',').map((phrase) => phrase.trim())
}

/**
 * Asking for a human: some words say it alone (operator, живой человек, jonli odam); others (person, сотрудник, xodim)
 * only with a word of contact (talk, соедините, gaplashmoqchiman), so "how many staff work here" is not a request.
 * Phrases are matched on word boundaries, `*` ends a stem; uz patterns are Latin and also meet Cyrillic Uzbek.
 */
const humanOnItsOwn = phrases(
  'operator*, оператор*, human, humans, real person, live person, real human, live agent, live operator, ' +
    'жив* человек*, реальн* человек*, jonli odam*, jonli inson*, tirik odam*',
)
const personWords = phrases(
  'person, someone, somebody, anyone, anybody, specialist*, consultant*, agent, agents, representative*, manager*, staff, ' +
    'employee*, adviser*, advisor*, expert*, ' +
    'человек*, сотрудник*, специалист*, консультант*, менеджер*, эксперт*, кто-нибудь, кем-нибудь, кем-то, ' +
    'odam*, inson*, xodim*, mutaxassis*, konsultant*, maslahatchi*, menejer*, ekspert*',
)
const contactWords = phrases(
  'talk*, speak*, chat*, connect*, contact*, call*, transfer*, reach*, redirect*, put me through, get me, ' +
    'поговор*, говор*, разговор*, соедин*, связат*, связь, свяж*, позов*, позвать, позвон*, переключ*, перевед*, перевест*, ' +
    'пообщ*, общат*, обрат*, нужен, нужна, консультац*, ' +
    `gaplash*, bog${APOSTROPHE}la*, bogla*, ulang*, ulab, ulash*, ulan*, chaqir*, suhbat*, muloqot*, kerak*, maslahat*`,
)

const wordChar = `[\\p{L}\\p{M}\\p{Nd}]`
/** 'жив* человек*' → a Unicode-aware, word-bounded pattern; \b would see no word in Cyrillic. */
function phrasePattern(phrase: string): RegExp {
  const body = phrase
    .split(' ')
    .map((word) => word.replace(/[.+?^${}()|[\]\\/]/g, '\\$&').replaceAll('*', `${wordChar}*`))
    .join('\\s+')
  return new RegExp(`(?<!${wordChar})${body}(?!${wordChar})`, 'u')
}

const humanPatterns = humanOnItsOwn.map(phrasePattern)
const personPatterns = personWords.map(phrasePattern)
const contactPatterns = contactWords.map(phrasePattern)
/** A request for a human is said in the first lines; the cap keeps a pasted essay cheap. */
const MAX_REQUEST_CHARS = 2_000

/** Whether a visitor asks to talk to a person rather than to the search, in uz (either script), ru or en. */
export function asksForPerson(text: string): boolean {
  const lower = foldApostrophes(
    cleanText(typeof text === 'string' ? text.slice(0, MAX_REQUEST_CHARS) : ''),
  ).toLowerCase()
  // Raw for ru and en, Latin for uz written in Cyrillic; one string, so a word and its cue may come from either.
  const forms = `${lower}\n${cyrillicToLatin(lower)}`
  const says = (patterns: RegExp[]) => patterns.some((pattern) => pattern.test(forms))
  return says(humanPatterns) || (says(personPatterns) && says(contactPatterns))
}
