import type { Locale } from '../config/locales.js'
import { stopWords, wordsOf } from '../search/text.js'
import { stemUzbek } from '../search/uzbek.js'
import { isLatinRussian, russianFromLatin } from '../search/russianTranslit.js'

/**
 * The digital assistant's model: a classifier of a visitor's question into the record that answers it (a knowledge
 * entry, a program, a FAQ) or the out-of-scope class, trained on each record's title, text and "also asked as"
 * phrasings and on the out-of-scope examples. A small implementation rather than a library: what the job needs is
 * TF-IDF over character n-grams and words with a nearest-example and a class-centroid score (the way FAQ assistants
 * match alternate questions), in the search's own spelling (src/search/text.ts: Uzbek folded to one Latin form,
 * either script, with or without apostrophes, q/k and h/x alike), so typos, missing apostrophes, both scripts and
 * Uzbek and Russian endings cost a few n-grams, not the match. The npm classifiers looked at were word-only (natural's
 * Bayes and logistic regression), need a GPU-sized runtime (TensorFlow.js) or are unmaintained; none knows Uzbek.
 *
 * Features of a text: each content word (stop words aside) as a stem (Uzbek: the search's stemmer; Russian and
 * English: its first five letters), each pair of neighbouring stems, and the character n-grams (3 to 5) of each word
 * padded with its boundaries. Weighted by sublinear tf × idf (over the examples of the language) and L2-normalised.
 */

export type ExampleKind = 'title' | 'phrasing' | 'body' | 'keywords' | 'offtopic'

export interface TrainingExample {
  /** The class: `knowledge:12`, `programs:3`, `faqs:5`, or OFF_TOPIC. */
  label: string
  lang: Locale
  text: string
  kind: ExampleKind
}

export const OFF_TOPIC = 'offtopic'

export interface ClassScore {
  label: string
  /** 0..1: how well the question matches the class (see `score`). */
  score: number
  /** 0..1: the cosine of its nearest title or phrasing (a question asked the way the record is asked for). */
  asked: number
}

export interface Classification {
  /** Record classes, best first (at most `limit`). */
  ranked: ClassScore[]
  /** The out-of-scope class's score, 0..1. */
  offTopic: number
}

/** How a class's score is made from its examples, chosen on a fold of the tuning half (bench/evalAssistant.ts). */
export const modelWeights = {
  /** Weight of a body (the answer or the record's text) beside a title or a phrasing in the nearest-example score. */
  body: 0.75,
  /** Share of the centroid's cosine in a class's score; the rest is its nearest example's. */
  centroid: 0.9,
  /** Weight of a body in its class's centroid, beside 1 for a title or a phrasing. */
  bodyInCentroid: 1,
  /**
   * Weight of a knowledge entry's keywords, in the nearest-example score and in the centroid: below its answer, as
   * retrieval weighs them (an entry's question over its answer over its keywords).
   */
  keywords: 0.5,
  /** Share of word and word-pair features beside character n-grams (each block is normalised apart). */
  words: 0.5,
  /** The character n-grams of a word, shortest and longest. */
  grams: [3, 5] as [number, number],
  /** The longest text an example keeps (a program's text is long; its start says what it is about). */
  maxChars: 1500,
}

type Vector = Map<number, number>

const STEM_CHARS = 5
const stemOf = (word: string, lang: Locale) =>
  lang === 'uz' ? stemUzbek(word) : word.length > STEM_CHARS + 1 ? word.slice(0, STEM_CHARS) : word

/** The raw features of a text, by name, with their counts, in two blocks: words (w:, b:) and n-grams (c:). */
export function featuresOf(text: string, lang: Locale): { words: Map<string, number>; grams: Map<string, number> } {
  const words = new Map<string, number>()
  const grams = new Map<string, number>()
  const add = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1)
  const stops = stopWords[lang]
  // Russian typed in Latin letters ("chto nado dlya kredita") is read as the Cyrillic it stands for.
  const clipped = text.slice(0, modelWeights.maxChars)
  const readable = lang === 'ru' && isLatinRussian(clipped) ? russianFromLatin(clipped) : clipped
  const content = wordsOf(readable, lang).filter((word) => {
    const stem = lang === 'uz' ? stemUzbek(word) : word
    return !stops.has(stem) && !stops.has(word)
  })
  let previous: string | undefined
  for (const word of content) {
    const stem = stemOf(word, lang)
    add(words, `w:${stem}`)
    if (previous) add(words, `b:${previous} ${stem}`)
    previous = stem
    if (/^\d+$/.test(word)) continue
    const padded = `_${word}_`
    for (let n = modelWeights.grams[0]; n <= modelWeights.grams[1]; n++)
      for (let i = 0; i + n <= padded.length; i++) add(grams, `c:${padded.slice(i, i + n)}`)
  }
  return { words, grams }
}

interface LanguageIndex {
  /** Feature name → id. */
  ids: Map<string, number>
  /** Per feature id: its idf. */
  idf: number[]
  /** Per feature id: the examples that hold it, and its weight in each. */
  postings: { example: number; weight: number }[][]
  examples: { label: string; kind: ExampleKind }[]
  /** Per class: its centroid (normalised mean of its title and phrasing vectors). */
  centroids: Map<string, Vector>
}

const yieldToAnswers = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * A text's TF-IDF vector, each block L2-normalised. A feature the examples never hold (a question's unknown words)
 * has no place in the vector but counts in its norm, at the idf of the rarest (`unknownIdf`): a question mostly of
 * words the fund never uses matches little, however well its one known word matches.
 */
function weighted(
  raw: { words: Map<string, number>; grams: Map<string, number> },
  ids: Map<string, number>,
  idf: number[],
  unknownIdf = 0,
): Vector {
  const vector: Vector = new Map()
  for (const [block, share] of [
    [raw.words, modelWeights.words],
    [raw.grams, 1 - modelWeights.words],
  ] as const) {
    const part: [number, number][] = []
    let norm = 0
    for (const [name, count] of block) {
      const id = ids.get(name)
      if (id === undefined) {
        norm += ((1 + Math.log(count)) * unknownIdf) ** 2
        continue
      }
      const value = (1 + Math.log(count)) * idf[id]
      part.push([id, value])
      norm += value * value
    }
    if (norm === 0) continue
    const scale = Math.sqrt(share) / Math.sqrt(norm)
    for (const [id, value] of part) vector.set(id, value * scale)
  }
  return vector
}

/**
 * A trained model: built by `trainModel`, read by `classify`. Immutable once built, so a retraining builds a new one
 * while questions are answered by the old.
 */
export class IntentModel {
  constructor(
    private readonly languages: Map<Locale, LanguageIndex>,
    readonly size: { examples: number; classes: number; trainedMs: number },
  ) {}

  /** The classes that best match a question in its language, and the out-of-scope score. */
  classify(text: string, lang: Locale, limit = 10): Classification {
    const index = this.languages.get(lang)
    if (!index) return { ranked: [], offTopic: 0 }
    const query = weighted(featuresOf(text, lang), index.ids, index.idf, Math.log(1 + index.examples.length) + 1)
    if (query.size === 0) return { ranked: [], offTopic: 0 }
    const dots = new Float64Array(index.examples.length)
    for (const [id, value] of query)
      for (const { example, weight } of index.postings[id]) dots[example] += value * weight
    const nearest = new Map<string, number>()
    const asked = new Map<string, number>()
    let offTopic = 0
    for (let i = 0; i < dots.length; i++) {
      if (dots[i] === 0) continue
      const { label, kind } = index.examples[i]
      if (label === OFF_TOPIC) {
        offTopic = Math.max(offTopic, dots[i])
        continue
      }
      const value =
        kind === 'body' ? dots[i] * modelWeights.body : kind === 'keywords' ? dots[i] * modelWeights.keywords : dots[i]
      if (value > (nearest.get(label) ?? 0)) nearest.set(label, value)
      if ((kind === 'title' || kind === 'phrasing') && dots[i] > (asked.get(label) ?? 0)) asked.set(label, dots[i])
    }
    const ranked: ClassScore[] = []
    for (const [label, near] of nearest) {
      const centroid = index.centroids.get(label)
      let cosine = 0
      if (centroid) for (const [id, value] of query) cosine += value * (centroid.get(id) ?? 0)
      ranked.push({
        label,
        score: (1 - modelWeights.centroid) * near + modelWeights.centroid * cosine,
        asked: asked.get(label) ?? 0,
      })
    }
    ranked.sort((a, b) => b.score - a.score || (a.label < b.label ? -1 : 1))
    return { ranked: ranked.slice(0, limit), offTopic }
  }
}

/**
 * Trains a model on the examples, one language at a time, giving way to waiting answers every few hundred examples
 * (a retraining in a serving process must not hold questions up).
 */
export async function trainModel(examples: TrainingExample[], options: { yieldEvery?: number } = {}) {
  const started = performance.now()
  const yieldEvery = options.yieldEvery ?? 300
  const languages = new Map<Locale, LanguageIndex>()
  let done = 0
  const step = async () => {
    if (++done % yieldEvery === 0) await yieldToAnswers()
  }
  for (const lang of ['uz', 'ru', 'en'] as const) {
    const mine = examples.filter((example) => example.lang === lang && example.text.trim() !== '')
    const raw: ReturnType<typeof featuresOf>[] = []
    const df = new Map<string, number>()
    for (const example of mine) {
      const features = featuresOf(example.text, lang)
      raw.push(features)
      for (const name of [...features.words.keys(), ...features.grams.keys()]) df.set(name, (df.get(name) ?? 0) + 1)
      await step()
    }
    const ids = new Map<string, number>()
    const idf: number[] = []
    for (const [name, count] of df) {
      ids.set(name, idf.length)
      idf.push(Math.log((1 + mine.length) / (1 + count)) + 1)
    }
    const postings: LanguageIndex['postings'] = idf.map(() => [])
    const sums = new Map<string, Vector>()
    for (let i = 0; i < mine.length; i++) {
      const vector = weighted(raw[i], ids, idf)
      for (const [id, weight] of vector) postings[id].push({ example: i, weight })
      const { label, kind } = mine[i]
      const share = kind === 'body' ? modelWeights.bodyInCentroid : kind === 'keywords' ? modelWeights.keywords : 1
      if (label !== OFF_TOPIC && share > 0) {
        const sum = sums.get(label) ?? new Map<number, number>()
        for (const [id, weight] of vector) sum.set(id, (sum.get(id) ?? 0) + weight * share)
        sums.set(label, sum)
      }
      await step()
    }
    const centroids = new Map<string, Vector>()
    for (const [label, sum] of sums) {
      const norm = Math.sqrt([...sum.values()].reduce((total, value) => total + value * value, 0))
      if (norm > 0) centroids.set(label, new Map([...sum].map(([id, value]) => [id, value / norm])))
    }
    languages.set(lang, {
      ids,
      idf,
      postings,
      examples: mine.map(({ label, kind }) => ({ label, kind })),
      centroids,
    })
  }
  const classes = new Set(examples.map((example) => example.label))
  return new IntentModel(languages, {
    examples: examples.length,
    classes: classes.size,
    trainedMs: Math.round(performance.now() - started),
  })
}
