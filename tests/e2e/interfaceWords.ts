import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { en } from '@payloadcms/translations/languages/en'
import { format } from 'date-fns'
import { uz } from 'date-fns/locale/uz'
import { uzPluginTranslations, uzTranslations } from '../../src/i18n/uz.js'

const root = path.resolve(import.meta.dirname, '../..')

/**
 * Words that read the same in the Uzbek and Russian interface, or are names: brands, formats and technical tokens an
 * editor sees as such. Kept short on purpose; a word is added here only when no translation would be better.
 */
const SAME_EVERYWHERE = new Set([
  'agrofund', // the fund's name
  'pdf',
  'csv',
  'json',
  'xlsx',
  'xls',
  'docx',
  'doc',
  'png',
  'jpg',
  'jpeg',
  'webp',
  'svg',
  'gif',
  'zip', // file formats
  'url',
  'api',
  'http',
  'https',
  'www',
  'html',
  'seo',
  'utc', // technical tokens
  'youtube',
  'vimeo', // the video hosts a gallery takes
  'ctrl',
  'alt',
  'enter', // key names on the keyboard ("Ctrl+Enter", "alt+T")
  'english', // the name of the English content language, written in English like every language's own name
  "o'zbekcha", // and the Uzbek content language's own name, which English strings quote as it is shown
])

/**
 * Every word of a text: Latin letters with the apostrophes of Uzbek (o'zbek), lower-cased; placeholders dropped, and
 * identifiers (`doc_type`) and MIME types (`image/jpeg`), which are technical tokens in any language.
 */
export const latinWords = (text: string) =>
  (
    text
      .replace(/\{\{\w+\}\}/g, ' ')
      .replace(/\b[a-z]+\/[a-z0-9.+-]+\b/g, ' ')
      .match(/[A-Za-z_][A-Za-z_'’ʻʼ]*[A-Za-z_]|[A-Za-z]/g) ?? []
  )
    .filter((word) => !word.includes('_'))
    .map((word) => word.toLowerCase().replace(/[’ʻʼ]/g, "'"))

const flatten = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(flatten) : []

/** The project's sources holding interface strings: collections, globals and src (not the demo content of src/seed). */
function sources(dir: string, found: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) {
      if (!['seed', 'migrations'].includes(name)) sources(full, found)
    } else if (/\.tsx?$/.test(name)) found.push(full)
  }
  return found
}

const STRING = String.raw`'((?:\\.|[^'\\])*)'|"((?:\\.|[^"\\])*)"|\`((?:\\.|[^\`\\])*)\``
const text = (match: RegExpMatchArray, from: number) => match[from] ?? match[from + 1] ?? match[from + 2] ?? ''

/** The English and the Uzbek of our own strings: `labels(en, ru, uz)` and `{ en: …, uz: … }` literals. */
function ownStrings() {
  const english: string[] = []
  const uzbek: string[] = []
  for (const file of ['collections', 'globals', 'src'].flatMap((top) => sources(path.join(root, top)))) {
    const source = readFileSync(file, 'utf8')
    for (const match of source.matchAll(
      new RegExp(String.raw`labels\(\s*(?:${STRING})\s*,\s*(?:${STRING})\s*,\s*(?:${STRING})`, 'g'),
    )) {
      english.push(text(match, 1))
      uzbek.push(text(match, 7))
    }
    for (const match of source.matchAll(new RegExp(String.raw`\ben:\s*(?:${STRING})`, 'g')))
      english.push(text(match, 1))
    for (const match of source.matchAll(new RegExp(String.raw`\buz:\s*(?:${STRING})`, 'g'))) uzbek.push(text(match, 1))
  }
  return { english, uzbek }
}

/** Uzbek month and day names, and its relative times ("may" is Uzbek too). */
const uzbekDateWords = () => {
  const days = Array.from({ length: 12 }, (_, month) => new Date(2024, month, month + 1))
  return days.map((day) => format(day, 'LLLL LLL MMMM MMM EEEE EEE EEEEEE', { locale: uz }))
}

/**
 * The English words the interface could show untranslated: every word of Payload's English translations and of our
 * own English strings. For the Uzbek scan a word counts only when no Uzbek string has it (`status`, `format` are
 * Uzbek too); for the Russian scan every one counts, as any Latin word is foreign there.
 */
export function englishWords() {
  const own = ownStrings()
  const english = new Set(
    [...flatten(en.translations), ...own.english]
      .flatMap(latinWords)
      .filter((word) => word.length >= 3 && !SAME_EVERYWHERE.has(word)),
  )
  const uzbek = new Set(
    [...flatten(uzTranslations), ...flatten(uzPluginTranslations), ...own.uzbek, ...uzbekDateWords()].flatMap(
      latinWords,
    ),
  )
  return {
    uz: new Set([...english].filter((word) => !uzbek.has(word))),
    ru: english,
  }
}

/**
 * Technical tokens an editor should not read, which the word scan leaves out on purpose (latinWords drops identifiers
 * and MIME types): a MIME type shown as a file's type, a stored file name with its random prefix where the uploaded
 * name belongs, an identifier of the code (`doc_type`, `_objectKey`), and storage fields' names.
 */
export function technicalTokens(text: string): string[] {
  const found = [
    ...(text.match(/\b(?:image|application|text|video|audio)\/[a-z0-9.+-]+\b/g) ?? []),
    ...(text.match(/\b[0-9a-f]{32}-[\w.-]+/g) ?? []),
    ...(text.match(/\bdoc_type\b|_object ?Key/gi) ?? []),
    ...(text.match(/\b(?:Slug|Prefix|Thumbnail URL|MIME Type|_object Key)\b/g) ?? []),
  ]
  return [...new Set(found)]
}
