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
  pattern.prefix ? word.startsWith(pattern.text) : word === pattern.text || (locale === 'uz' && stemUzbek(word) === pattern.text)

/**
 * A matcher over the lists of `entries` (key → phrases per language): every place a phrase of the text's language
 * occurs, longest first where two start at one word. Compiled once per language, on first use.
 */
export function lexicon<K extends string>(entries: Record<K, Phrases>): (words: string[], locale: Locale) => LexiconMatch<K>[] {
  const compiled = new Map<Locale, Compiled<K>[]>()
  const patternsOf = (locale: Locale) => {
    let patterns = compiled.get(locale)
    if (!patterns) {
      patterns = (Object.entries(entries) as [K, Phrases][])
        .flatMap(([key, phrases]) => (phrases[locale] ?? '').split(',').map((phrase) => compilePhrase(key, phrase, locale)))
        .filter((pattern): pattern is Compiled<K> => pattern !== undefined)
        .sort((a, b) => b.words.length - a.words.length)
      compiled.set(locale, patterns)
    }
    return patterns
  }
  return (words, locale) => {
    const matches: LexiconMatch<K>[] = []
    const patterns = patternsOf(locale)
    for (let start = 0; start < words.length; start++) {
      for (const pattern of patterns) {
        const end = start + pattern.words.length
        if (end > words.length) continue
        if (pattern.words.every((word, i) => wordMatches(word, words[start + i], locale))) matches.push({ key: pattern.key, start, end })
      }
    }
    return matches
  }
}
