import type { Locale } from '../config/locales.js'
import { cleanText, normaliseWord } from './text.js'
import { stemUzbek } from './uzbek.js'

/** Longer bodies are cut first: a snippet never needs more, and the work stays bounded. */
const MAX_TEXT_CHARS = 20_000
const MIN_LEXEME_CHARS = 2
const MAX_LEXEMES = 32
const MIN_WINDOW_CHARS = 20
const ELLIPSIS = '…'
/** The words of the original text; apostrophes of any kind stay inside, as oʻzbek and bogʻ are one word. */
const wordPattern = /[\p{L}\p{Nd}][\p{L}\p{M}\p{Nd}'`\u2018\u2019\u00B4]*/gu

interface Word {
  start: number
  end: number
}

const htmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => htmlEntities[char])

function wordsOf(text: string): Word[] {
  const words: Word[] = []
  const pattern = new RegExp(wordPattern)
  for (let match = pattern.exec(text); match; match = pattern.exec(text))
    words.push({ start: match.index, end: pattern.lastIndex })
  return words
}

/** Query lexemes in the words' own form (folded, trimmed, ё as е), the short ones dropped: a one-letter prefix marks everything. */
function usableLexemes(lexemes: string[], locale: Locale): string[] {
  const forms = (Array.isArray(lexemes) ? lexemes : [])
    .filter((lexeme): lexeme is string => typeof lexeme === 'string')
    .slice(0, MAX_LEXEMES)
    .map((lexeme) => normaliseWord(lexeme, locale))
  return [...new Set(forms)].filter((lexeme) => lexeme.length >= MIN_LEXEME_CHARS)
}

/** Where the shown part starts: a little before the first match, at a word, and early enough to fill the window. */
function windowStart(words: Word[], anchor: Word | undefined, length: number, maxChars: number): number {
  if (!anchor) return 0
  const wanted = Math.min(anchor.start - Math.floor(maxChars / 5), length - (maxChars - ELLIPSIS.length))
  if (wanted <= 0) return 0
  return words.find((word) => word.start >= wanted)?.start ?? anchor.start
}

/** Where it ends: after the last whole word that fits with the closing ellipsis, or mid-word when one word is the window. */
function windowEnd(text: string, words: Word[], start: number, maxChars: number): number {
  const budget = maxChars - (start > 0 ? ELLIPSIS.length : 0)
  if (text.length - start <= budget) return text.length
  const limit = start + budget - ELLIPSIS.length
  let end = start
  for (const word of words) {
    if (word.end > limit) break
    if (word.start >= start) end = word.end
  }
  if (end - start >= budget / 2) return end
  const code = text.charCodeAt(limit - 1)
  return code >= 0xd800 && code <= 0xdbff ? limit - 1 : limit
}

/**
 * A result's snippet: up to maxChars characters of the record's text around the first word that starts with a query
 * lexeme, HTML-escaped, with each such word in <mark>. Words are compared in the index's spelling (Cyrillic Uzbek as
 * Latin, any apostrophe) but unstemmed, so `oʼzbekiston` marks Ўзбекистон. Without a match, the text's beginning.
 */
export function snippet(text: string, lexemes: string[], locale: Locale, maxChars = 200): string {
  return snippets(lexemes, locale, maxChars)(text)
}

/**
 * `snippet` for the texts of one result page: the lexemes are prepared once, and each distinct word is compared with
 * them once (a page's titles repeat most of their words).
 */
export function snippets(lexemes: string[], locale: Locale, maxChars = 200): (text: string) => string {
  const width = Number.isFinite(maxChars) ? Math.max(MIN_WINDOW_CHARS, Math.floor(maxChars)) : 200
  const prefixes = usableLexemes(lexemes, locale)
  const compared = new Map<string, boolean>()
  const matches = (word: string) => {
    let found = compared.get(word)
    if (found === undefined) {
      const form = normaliseWord(word, locale)
      // A stem is a prefix of its word except where stemming respells it (xoʼjaligi → xoʼjalik), so uz tries both.
      const forms = locale === 'uz' ? [form, stemUzbek(form)] : [form]
      found = prefixes.some((prefix) => forms.some((candidate) => candidate.startsWith(prefix)))
      compared.set(word, found)
    }
    return found
  }
  return (text) => {
    const flat = cleanText(typeof text === 'string' ? text.slice(0, MAX_TEXT_CHARS) : '')
      .replace(/\s+/gu, ' ')
      .trim()
    if (!flat) return ''
    const isMatch = (word: Word) => matches(flat.slice(word.start, word.end))
    const words = wordsOf(flat)
    const anchor = prefixes.length > 0 ? words.find(isMatch) : undefined
    const start = windowStart(words, anchor, flat.length, width)
    const end = windowEnd(flat, words, start, width)

    let shown = start > 0 ? ELLIPSIS : ''
    let cursor = start
    for (const word of words) {
      if (word.start >= end) break
      if (word.end <= start || !anchor || !isMatch(word)) continue
      const to = Math.min(word.end, end)
      shown += `${escapeHtml(flat.slice(cursor, word.start))}<mark>${escapeHtml(flat.slice(word.start, to))}</mark>`
      cursor = to
    }
    shown += escapeHtml(flat.slice(cursor, end).trimEnd())
    return end < flat.length ? `${shown}${ELLIPSIS}` : shown
  }
}
