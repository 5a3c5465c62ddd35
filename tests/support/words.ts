/**
 * Made-up words unique within a run, spelt in Uzbek Latin and in Uzbek Cyrillic, so that a search test finds exactly
 * the records it wrote. Only letters whose transliteration is one letter each way are used.
 */
const LETTERS: [string, string][] = [
  ['a', 'а'],
  ['b', 'б'],
  ['d', 'д'],
  ['f', 'ф'],
  ['k', 'к'],
  ['l', 'л'],
  ['m', 'м'],
  ['n', 'н'],
  ['p', 'п'],
  ['r', 'р'],
  ['t', 'т'],
  ['v', 'в'],
  ['z', 'з'],
]
const seen = new Set<string>()

export interface Word {
  latin: string
  cyrillic: string
}

/**
 * A fresh word: an optional real stem (Latin and Cyrillic given) followed by a random tail of 10 letters, so that two
 * words of a run share no more than chance letters (the search's typo tolerance would otherwise take one for the other).
 */
export function uniqueWord(latinStem = '', cyrillicStem = ''): Word {
  for (;;) {
    let latin = latinStem
    let cyrillic = cyrillicStem
    for (let i = 0; i < 10; i++) {
      const [l, c] = LETTERS[Math.floor(Math.random() * LETTERS.length)]
      latin += l
      cyrillic += c
    }
    if (seen.has(latin)) continue
    seen.add(latin)
    return { latin, cyrillic }
  }
}
