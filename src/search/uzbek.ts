/**
 * Uzbek for the search: one spelling for what visitors type many ways, and a light suffix stemmer, since PostgreSQL
 * has no Uzbek dictionary. Both work on lowercase Uzbek Latin (Cyrillic is transliterated first, src/search/text.ts).
 */

/**
 * The spelling the index and the queries meet in. Phones drop the apostrophe of oʻ and gʻ (`togri`, `sugorish`) and
 * of the glottal stop (`taminot`); a Russian keyboard has no қ and ҳ, so к and х stand for them (`кандай`, `хужжат`),
 * and Latin writers mix h and x (`xujjat`). So apostrophes go, q is written k and h is written x, except in the
 * digraphs sh and ch. The words this folds together (qoʻl and koʻl) are rarer in a fund's texts than the misses it
 * saves. Everything but apostrophes, q and h is kept as it is.
 */
export function uzbekSearchKey(lowerLatin: string): string {
  return lowerLatin
    .replace(/[\u02BC'`\u2018\u2019\u02BB\u02BD\u00B4]/g, '')
    .replace(/q/g, 'k')
    .replace(/(?<![sc])h/g, 'x')
}

/**
 * Suffixes, longest first: cases (ning ni ga ka da dan gacha dagi dek), plural and possessives (lar lari i si im ing
 * imiz ingiz), the question particle mi, and the verb endings questions are made of: wishes (mokchi, olmokchiman),
 * the present and the progressive (adi, ydi, aman, asiz, yapti), the past (di, dim, gan), the conditional (sa, sam),
 * the converb ib and the verbal noun (ish, sh). Each keeps a stem of at least minStem letters; those a root often ends
 * with ask more (lizing, tizim stay whole). Derivational suffixes (lik, li, siz, chi) are kept: they make other words,
 * xojalik is not xoja. ta and tan are left out: standard Uzbek writes da and dan, and roots end in -ta (karta, kvota).
 * After a verb ending, a negation (ma) and a passive (il, in, n) go too: kaytarilganmi, kaytaraman and kaytarish are
 * kaytar; tolamasam, tolanadi and tolash are tola.
 */
interface Suffix {
  text: string
  minStem: number
  /** What the stem must end with: ka only after k (bankka, kishlokka; not texnika), si only after a vowel. */
  after?: RegExp
  /** A verb ending: a negation or a passive before it goes as well. */
  verbal?: true
}
const consonant = /[^aeiou]$/
const vowel = /[aeiou]$/
const suffixes: Suffix[] = [
  { text: 'mokchiydim', minStem: 3, verbal: true },
  { text: 'mokchiman', minStem: 3, verbal: true },
  { text: 'mokchimiz', minStem: 3, verbal: true },
  { text: 'mokchisiz', minStem: 3, verbal: true },
  { text: 'mokchi', minStem: 3, verbal: true },
  { text: 'sangiz', minStem: 3, verbal: true },
  { text: 'gacha', minStem: 3 },
  { text: 'ingiz', minStem: 4 },
  { text: 'yapman', minStem: 3, verbal: true },
  { text: 'yapsiz', minStem: 3, verbal: true },
  { text: 'yapmiz', minStem: 3, verbal: true },
  { text: 'yapti', minStem: 3, verbal: true },
  { text: 'ganman', minStem: 3, verbal: true },
  { text: 'gansiz', minStem: 3, verbal: true },
  { text: 'salar', minStem: 3, verbal: true },
  { text: 'imiz', minStem: 4 },
  { text: 'amiz', minStem: 3, verbal: true },
  { text: 'aman', minStem: 3, verbal: true },
  { text: 'asiz', minStem: 3, verbal: true },
  { text: 'ning', minStem: 3 },
  { text: 'dagi', minStem: 3 },
  { text: 'lari', minStem: 3 },
  { text: 'lar', minStem: 3 },
  { text: 'dan', minStem: 3 },
  { text: 'dek', minStem: 3 },
  { text: 'adi', minStem: 3, verbal: true },
  { text: 'ydi', minStem: 3, after: vowel, verbal: true },
  { text: 'dim', minStem: 3, verbal: true },
  { text: 'gan', minStem: 3, verbal: true },
  { text: 'sam', minStem: 3, verbal: true },
  { text: 'sak', minStem: 3, verbal: true },
  { text: 'ish', minStem: 3, after: consonant, verbal: true },
  { text: 'ing', minStem: 5 },
  { text: 'ni', minStem: 3 },
  { text: 'ga', minStem: 3 },
  { text: 'ka', minStem: 3, after: /k$/ },
  { text: 'da', minStem: 3 },
  { text: 'di', minStem: 3, after: consonant, verbal: true },
  { text: 'sa', minStem: 3, after: /[^s]$/, verbal: true },
  { text: 'ib', minStem: 3, after: consonant, verbal: true },
  { text: 'sh', minStem: 3, after: /a$/, verbal: true },
  { text: 'mi', minStem: 3 },
  { text: 'si', minStem: 3, after: vowel },
  { text: 'im', minStem: 5 },
  { text: 'i', minStem: 4 },
]

/** What a verb ending may leave before it: a negation (tolama-sam), a passive (kaytar-il-adi, tola-n-adi). */
const beforeVerbEndings: Suffix[] = [
  { text: 'may', minStem: 3 },
  { text: 'ma', minStem: 3 },
  { text: 'il', minStem: 3, after: consonant },
  { text: 'in', minStem: 3, after: consonant },
  { text: 'n', minStem: 3, after: vowel },
]

/** Roots ending in vowel + n, whose possessive (tumani) would otherwise read as an accusative of tuma. */
const nFinalRoots = new Set(
  ['tuman', 'qonun', 'farmon', 'dehqon', 'maydon', 'ekin', 'imkon', 'hayvon', 'inson', 'bayon', 'xirmon', 'son'].map(
    uzbekSearchKey,
  ),
)

function stripOne(word: string, list: Suffix[]): { stem: string; verbal: boolean } | undefined {
  for (const { text, minStem, after, verbal } of list) {
    if (!word.endsWith(text)) continue
    const stem = word.slice(0, -text.length)
    if (stem.length < minStem || (after && !after.test(stem))) continue
    // -lik takes -lig- before a vowel: xojaligi, vazirligim are xojalik, vazirlik.
    return {
      stem: /^[aeiou]/.test(text) && stem.endsWith('lig') ? `${stem.slice(0, -1)}k` : stem,
      verbal: verbal === true,
    }
  }
  return undefined
}

/** A light, deterministic suffix stripper for folded lowercase Uzbek Latin: kreditlarni → kredit, tolamasam → tola. */
export function stemUzbek(token: string): string {
  let stem = token
  let verbal = false
  for (let round = 0; round < 6; round++) {
    if (stem.endsWith('ni') && nFinalRoots.has(stem.slice(0, -1))) {
      stem = stem.slice(0, -1)
      continue
    }
    const shorter = stripOne(stem, suffixes)
    if (shorter === undefined) break
    stem = shorter.stem
    verbal ||= shorter.verbal
  }
  if (!verbal) return stem
  // A negation, then a passive: tolama → tola, kaytaril → kaytar, tolan → tola.
  for (let round = 0; round < 2; round++) {
    const shorter = stripOne(stem, beforeVerbEndings)
    if (shorter === undefined) break
    stem = shorter.stem
  }
  return stem
}
