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
  return lowerLatin.replace(/[\u02BC'`\u2018\u2019\u02BB\u02BD\u00B4]/g, '').replace(/q/g, 'k').replace(/(?<![sc])h/g, 'x')
}

/**
 * Suffixes, longest first: cases (ning ni ga ka da dan gacha dagi dek), plural and possessives (lar lari i si im ing
 * imiz ingiz), the question particle mi. Each keeps a stem of at least minStem letters; those a root often ends with
 * ask more (lizing, tizim stay whole). Derivational suffixes (lik, li, siz, chi) are kept: they make other words,
 * xojalik is not xoja. ta and tan are left out: standard Uzbek writes da and dan, and roots end in -ta (karta, kvota).
 */
interface Suffix {
  text: string
  minStem: number
  /** What the stem must end with: ka only after k (bankka, kishlokka; not texnika), si only after a vowel. */
  after?: RegExp
}
const suffixes: Suffix[] = [
  { text: 'gacha', minStem: 3 },
  { text: 'ingiz', minStem: 4 },
  { text: 'imiz', minStem: 4 },
  { text: 'ning', minStem: 3 },
  { text: 'dagi', minStem: 3 },
  { text: 'lari', minStem: 3 },
  { text: 'lar', minStem: 3 },
  { text: 'dan', minStem: 3 },
  { text: 'dek', minStem: 3 },
  { text: 'ing', minStem: 5 },
  { text: 'ni', minStem: 3 },
  { text: 'ga', minStem: 3 },
  { text: 'ka', minStem: 3, after: /k$/ },
  { text: 'da', minStem: 3 },
  { text: 'mi', minStem: 3 },
  { text: 'si', minStem: 3, after: /[aeiou]$/ },
  { text: 'im', minStem: 5 },
  { text: 'i', minStem: 4 },
]

/** Roots ending in vowel + n, whose possessive (tumani) would otherwise read as an accusative of tuma. */
const nFinalRoots = new Set(
  ['tuman', 'qonun', 'farmon', 'dehqon', 'maydon', 'ekin', 'imkon', 'hayvon', 'inson', 'bayon', 'xirmon', 'son'].map(uzbekSearchKey),
)

function stripOneSuffix(word: string): string | undefined {
  if (word.endsWith('ni') && nFinalRoots.has(word.slice(0, -1))) return word.slice(0, -1)
  for (const { text, minStem, after } of suffixes) {
    if (!word.endsWith(text)) continue
    const stem = word.slice(0, -text.length)
    if (stem.length < minStem || (after && !after.test(stem))) continue
    // -lik takes -lig- before a vowel: xojaligi, vazirligim are xojalik, vazirlik.
    return /^[aeiou]/.test(text) && stem.endsWith('lig') ? `${stem.slice(0, -1)}k` : stem
  }
  return undefined
}

/** A light, deterministic suffix stripper for folded lowercase Uzbek Latin: kreditlarni → kredit, ogitlar → ogit. */
export function stemUzbek(token: string): string {
  let stem = token
  for (let round = 0; round < 6; round++) {
    const shorter = stripOneSuffix(stem)
    if (shorter === undefined) break
    stem = shorter
  }
  return stem
}
