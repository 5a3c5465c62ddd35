import type { Locale } from '../config/locales.js'
import { wordsOf } from './text.js'
import { stemUzbek } from './uzbek.js'

/**
 * Phrase lists kept as data (synonyms, off-topic cues) and matched on a text's words. A list is one string per
 * language: phrases separated by commas, words by spaces; a word ending in `*` is a prefix (`кредит*` is кредита,
 * кредитом), any other word matches itself and, in Uzbek, its inflections (`qarz` is qarzga, qarzlarim). Uzbek phrases
 * may be written in either script, with or without apostrophes: they are spelt as the index spells (src/search/uzbek.ts).
 */
export type Phrases = Partial<Record<Locale, string>>

interface PatternWord {
  text: string
  prefix: boolean
}

interface Compiled<K> {
  key: K
  words: PatternWord[]
}

export interface LexiconMatch<K> {
  key: K
  /** The matched words: [start, end) in the word list. */
  start: number
  end: number
}

function compilePhrase<K>(key: K, phrase: string, locale: Locale): Compiled<K> | undefined {
  const words = phrase
    .trim()
    .split(/\s+/)
    .flatMap((word) => {
      const prefix = word.endsWith('*')
      // A hyphen or an apostrophe splits a word as the text's tokenizer does: `biznes-reja` is two words.
      const parts = wordsOf(prefix ? word.slice(0, -1) : word, locale)
      return parts.map((text, i) => {
        const isPrefix = prefix && i === parts.length - 1
        return { text: locale === 'uz' && !isPrefix ? stemUzbek(text) : text, prefix: isPrefix }
      })
    })
  return words.length > 0 ? { key, words } : undefined
}

const wordMatches = (pattern: PatternWord, word: string, locale: Locale) =>
  pattern.prefix
    ? word.startsWith(pattern.text)
    : word === pattern.text || (locale === 'uz' && stemUzbek(word) === pattern.text)

/** Edits between two words (insert, delete, substitute, swap two neighbours), counted up to `max` + 1. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let before: number[] = []
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2] + 1)
      current.push(value)
      best = Math.min(best, value)
    }
    if (best > max) return max + 1
    before = previous
    previous = current
  }
  return previous[b.length]
}

/** How many typing slips a word of this length may carry and still be read as a list's word: none below 5 letters. */
const slipsAllowed = (length: number) => (length >= 8 ? 2 : length >= 5 ? 1 : 0)

export interface Lexicon<K> {
  (words: string[], locale: Locale): LexiconMatch<K>[]
  /**
   * The keys of the one-word phrases a misspelt word is within a slip or two of (`kredt`, `dotatsya`, `borow`), its
   * first three letters as typed: a prefix is compared with the word's start, a whole word with the word.
   */
  near: (word: string, locale: Locale) => K[]
}

/** The shortest word (or prefix) a borrowed phrase may hold: a short Russian word is too often an Uzbek one (торт, tort). */
const BORROWED_MIN_LETTERS = 5

/**
 * A matcher over the lists of `entries` (key → phrases per language): every place a phrase of the text's language
 * occurs, longest first where two start at one word. Compiled once per language, on first use. `borrow` names, per
 * language, another whose phrases are matched in it too, spelt as the text's language spells (Uzbek speakers write
 * Russian words, `pogoda`, `погода`); only phrases whose every word has five letters or more are borrowed.
 */
export function lexicon<K extends string>(
  entries: Record<K, Phrases>,
  borrow: Partial<Record<Locale, Locale>> = {},
): Lexicon<K> {
  const compiled = new Map<Locale, Compiled<K>[]>()
  const phrasesOf = (phrases: Phrases, locale: Locale) => {
    const own = (phrases[locale] ?? '').split(',')
    const lender = borrow[locale]
    if (!lender) return own
    const long = (phrase: string) =>
      phrase
        .trim()
        .split(/\s+/)
        .every((word) => word.replace(/\*$/, '').length >= BORROWED_MIN_LETTERS)
    return [...own, ...(phrases[lender] ?? '').split(',').filter(long)]
  }
  const patternsOf = (locale: Locale) => {
    let patterns = compiled.get(locale)
    if (!patterns) {
      patterns = (Object.entries(entries) as [K, Phrases][])
        .flatMap(([key, phrases]) => phrasesOf(phrases, locale).map((phrase) => compilePhrase(key, phrase, locale)))
        .filter((pattern): pattern is Compiled<K> => pattern !== undefined)
        .sort((a, b) => b.words.length - a.words.length)
      compiled.set(locale, patterns)
    }
    return patterns
  }
  const match = (words: string[], locale: Locale) => {
    const matches: LexiconMatch<K>[] = []
    const patterns = patternsOf(locale)
    for (let start = 0; start < words.length; start++) {
      for (const pattern of patterns) {
        const end = start + pattern.words.length
        if (end > words.length) continue
        if (pattern.words.every((word, i) => wordMatches(word, words[start + i], locale)))
          matches.push({ key: pattern.key, start, end })
      }
    }
    return matches
  }
  const near = (word: string, locale: Locale): K[] => {
    const form = locale === 'uz' ? stemUzbek(word) : word
    const keys = new Set<K>()
    for (const pattern of patternsOf(locale)) {
      if (pattern.words.length !== 1) continue
      const [{ text, prefix }] = pattern.words
      const slips = slipsAllowed(text.length)
      if (slips === 0) continue
      // A prefix is compared with the word's start, a letter shorter or longer too (a slip may add or drop one).
      const candidates = prefix
        ? [text.length - 1, text.length, text.length + 1].map((length) => word.slice(0, length))
        : [word, form]
      // Slips come after a word's first letters (yogishi is no slip of yopish, kredt is one of kredit).
      const close = (candidate: string) =>
        candidate.slice(0, 3) === text.slice(0, 3) && editDistance(candidate, text, slips) <= slips
      if (candidates.some(close)) keys.add(pattern.key)
    }
    return [...keys]
  }
  return Object.assign(match, { near })
}
