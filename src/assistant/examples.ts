import { scrubText } from '../logger.js'

/**
 * What an example keeps of a visitor's question (a phrasing, an off-topic example, a question to review): the words,
 * without anything that names or reaches a person. The logs' scrubbing first (tokens, tracking codes, +998 phones,
 * long hex and base64 runs), then what a chat adds: e-mail addresses, phone numbers in any grouping, document and
 * tax numbers (passport series, PINFL, INN, card numbers), web addresses, and a name given after "my name is" /
 * "mening ismim" / "меня зовут" and the like. What is cut leaves nothing behind (no placeholder the model would learn).
 */
/** JavaScript's \b knows only ASCII letters: these bound a word in any script. */
const START = '(?<![\\p{L}\\p{N}])'
const END = '(?![\\p{L}\\p{N}])'
/** Either case of a phrase's first letter ("Men", "men"), the rest as written. */
const eitherCase = (phrase: string) => `[${phrase[0].toUpperCase()}${phrase[0]}]${phrase.slice(1)}`
const INTRODUCTIONS = [
  'my name is',
  'i am called',
  'this is',
  'mening ismim',
  'ismim',
  'men',
  'меня зовут',
  'моё имя',
  'мое имя',
  'это',
  'я',
]
const NAMED = ['my name is', 'mening ismim', 'ismim', 'меня зовут', 'моё имя', 'мое имя']
const anyOf = (phrases: string[]) => `(?:${phrases.map(eitherCase).join('|')})`

const PERSONAL: RegExp[] = [
  /\[redacted\]/g,
  /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/gu,
  /https?:\/\/\S+|www\.\S+/giu,
  // Passport series and number: AA1234567, AA 1234567.
  new RegExp(`${START}\\p{Lu}{2}\\s?\\d{7}${END}`, 'gu'),
  // Phones, card, PINFL and INN numbers: seven digits or more, in any grouping of spaces, dashes, dots and brackets;
  // not a span of years ("2023-2024 yillarda"), which is eight digits too and names nobody.
  /(?<!\d)(?!(?:19|20)\d{2}\s?-\s?(?:19|20)\d{2}(?![\s().-]{0,2}\d))\+?\(?\d(?:[\s().-]{0,2}\d){6,}/g,
  // A name introduced as one: the next one to three capitalised words go; after "my name is" a lowercased name too
  // (the next one or two words). One pattern, so an introduction loses one name: two passes took the question's next
  // word once the first had cut the name ("Mening ismim Akmal kredit olmoqchiman" lost "kredit").
  new RegExp(
    `${START}(?:${anyOf(INTRODUCTIONS)}\\s+((?:\\p{Lu}[\\p{L}ʼ'’-]*\\s*){1,3})|${anyOf(NAMED)}\\s+([\\p{L}ʼ'’-]+(?:\\s+\\p{Lu}[\\p{L}ʼ'’-]+)?))`,
    'gu',
  ),
]

const introduction = new RegExp(`^${anyOf(INTRODUCTIONS)}\\s`, 'u')

export function scrubExample(text: string): string {
  let out = scrubText(text)
  for (const pattern of PERSONAL)
    out = out.replace(pattern, (match: string, ...groups: unknown[]) => {
      // Keep the introducing words when only the name goes ("men Akmal" → "men"): the rest is the question. The
      // name is the first group that took part (the arguments after the groups are the offset and the whole text).
      const name = groups.find((group) => typeof group === 'string')
      if (typeof name === 'string' && introduction.test(match) && match.endsWith(name))
        return match.slice(0, match.length - name.length) + ' '
      return ' '
    })
  return out
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.!?;:])/g, '$1')
    .trim()
}
