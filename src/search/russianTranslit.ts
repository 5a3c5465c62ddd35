/**
 * Russian typed in Latin letters, as on a phone without a Cyrillic layout (`kakie dokumenty nuzhny dlya kredita`),
 * back in Cyrillic, so the Russian stemmer and the index can read it. The usual chat spellings: digraphs first
 * (shch, zh, kh, ts, ch, sh, ya, yu, yo), `y` as й after a vowel and ы after a consonant, `'` as ь. Lossy where chat
 * spelling is (ь, ъ and э are mostly not typed: `skolko` is сколко, `ekonomika` економика); the stemmer and typo
 * correction absorb the rest.
 */
const digraphs: [string, string][] = [
  ['shch', 'щ'],
  ['sch', 'щ'],
  ['zh', 'ж'],
  ['kh', 'х'],
  ['ts', 'ц'],
  ['ch', 'ч'],
  ['sh', 'ш'],
  ['ya', 'я'],
  ['ja', 'я'],
  ['yu', 'ю'],
  ['ju', 'ю'],
  ['yo', 'ё'],
  ['jo', 'ё'],
  ['ye', 'е'],
]
const letters: Record<string, string> = {
  a: 'а',
  b: 'б',
  v: 'в',
  w: 'в',
  g: 'г',
  d: 'д',
  e: 'е',
  z: 'з',
  i: 'и',
  j: 'й',
  k: 'к',
  q: 'к',
  l: 'л',
  m: 'м',
  n: 'н',
  o: 'о',
  p: 'п',
  r: 'р',
  s: 'с',
  t: 'т',
  u: 'у',
  f: 'ф',
  h: 'х',
  c: 'ц',
  x: 'кс',
  "'": 'ь',
}
const vowels = new Set([...'aeiouyаеёиоуыэюя'])

function wordToCyrillic(word: string): string {
  let out = ''
  for (let i = 0; i < word.length;) {
    const digraph = digraphs.find(([latin]) => word.startsWith(latin, i))
    if (digraph) {
      out += digraph[1]
      i += digraph[0].length
      continue
    }
    const char = word[i]
    const previous = word[i - 1]
    if (char === 'y') out += previous !== undefined && vowels.has(previous) ? 'й' : i === 0 ? 'й' : 'ы'
    else out += letters[char] ?? char
    i++
  }
  return out
}

/** Whether a Russian visitor's text is written in Latin letters only (no Cyrillic at all, some Latin). */
export const isLatinRussian = (text: string) => !/[\u0400-\u04FF]/.test(text) && /[a-z]/i.test(text)

/** Latin-typed Russian as Cyrillic, lowercase; anything that is not a Latin letter or `'` is kept as it is. */
export function russianFromLatin(text: string): string {
  return text.toLowerCase().replace(/[a-z']+/g, wordToCyrillic)
}
