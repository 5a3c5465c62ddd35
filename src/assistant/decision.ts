import { lexicon } from '../search/lexicon.js'
import { conceptKind, type Question } from '../search/question.js'
import { offTopicCues, type OffTopicCue } from './offTopic.js'

/**
 * Whether the bot answers with its best record or hands the visitor to an operator. Not one score against a threshold:
 * a question must be about the fund before its best match may answer it.
 * - A cue of a topic that is not the fund's (exchange rates, weather, sport, food, general knowledge, ...,
 *   src/assistant/offTopic.ts) hands over unless the question also names one of the fund's services outside the cue
 *   (`dollar kursi` goes to a person; `kredit dollardami` is answered); another bank's products only if it names the fund.
 * - A question must name a service or one of the fund's everyday matters (src/search/synonyms.ts), or match a
 *   record's title strongly by its own words (a program's name): else it is not about the fund. A thing the fund
 *   finances alone is not enough: "how to treat cotton against mites" names cotton and asks nothing of the fund.
 * - A question about a thing financed that nothing published holds (seed potatoes) goes to an operator: the best match
 *   would be about another thing.
 * - A question of which more than a third of the words are words the fund's content never uses, and which its best
 *   record matches only weakly, is about something else that shares a word or two with the fund ("humo kartadan
 *   uzcardga pul otkazsam komissiya", "cotton leaves are wilting, what should I spray"): it goes to an operator. This
 *   is the net under the cue lists, which cannot name every other topic: chosen on the tuning half with the cues
 *   switched off, where it hands over a quarter of the off-topic questions the cues would have had to catch, for one
 *   answerable question in a hundred.
 * - A question that names only the fund's everyday matters (money, a bank, documents, an application) and no service
 *   needs a better match than one that names a service: "where do I hand in papers for my mother's pension" shares
 *   documents and an application with the fund and nothing else (chosen the same way: 12 more of the 182 off-topic
 *   questions handed over with the cues off, for 3 of the 355 answerable ones).
 * - Then the best record must reach the handoff threshold.
 */
export type Verdict = 'answered' | 'offtopic' | 'unsure'

/** What a question's words say of its topic, before any record is weighed. */
export interface Topic {
  cues: OffTopicCue[]
  /** A cue without a service to outweigh it: handed over whatever matches. */
  offTopic: boolean
  /** Names a service or a fund matter outside the cues (a thing financed alone does not count). */
  aboutTheFund: boolean
  /** Names one of the fund's services outside the cues (a loan, leasing, a subsidy), not only a matter (a bank, money). */
  namesService: boolean
}

/** A match this strong on a record's title speaks for itself, without a word of the synonym lists. */
export const STRONG_MATCH = { confidence: 0.6, titleCoverage: 0.5 }

/** More than this share of a question's words unknown to the index, and a best match below this confidence: off-topic. */
export const FOREIGN_QUESTION = { unknownShare: 1 / 3, confidence: 0.3 }

/** A question that names no service, only the fund's everyday matters (money, a bank, documents), needs this much. */
export const MATTERS_ONLY = { confidence: 0.2 }

/** What the retrieval found of the question beside its best record. */
export interface Evidence {
  /** The question names a thing financed that no published record holds (src/search/retrieve.ts). */
  unpublishedThing?: boolean
  /** The share of the question's units the index does not hold at all. */
  unknownShare?: number
}

// Uzbek questions use Russian words for other bodies' business (`pogoda`, `налог`, `депозит`).
export const cuesIn = lexicon(offTopicCues, { uz: 'ru' })
const fundOnlyCues: OffTopicCue[] = ['commercialBanks', 'phonesAndCards']

export function topicOf(question: Question): Topic {
  const matches = cuesIn(question.words, question.locale)
  const inCue = new Set(
    matches.flatMap((match) => Array.from({ length: match.end - match.start }, (_, i) => match.start + i)),
  )
  const names = question.conceptsAt.flatMap((named, i) => (inCue.has(i) ? [] : named))
  const kinds = names.map(conceptKind)
  const cues = [...new Set(matches.map((match) => match.key))]
  // Another bank's products, phones and bank cards are not the fund's business even when a loan is named ("my credit
  // card"): only naming the fund outweighs them.
  const fundOnly = cues.some((cue) => fundOnlyCues.includes(cue))
  const offTopic = fundOnly ? !names.includes('fund') : cues.length > 0 && !kinds.includes('service')
  return {
    cues,
    offTopic,
    aboutTheFund: kinds.some((kind) => kind === 'service' || kind === 'domain'),
    namesService: kinds.includes('service'),
  }
}

export function judge(
  topic: Topic,
  best: { confidence: number; titleCoverage: number } | undefined,
  threshold: number,
  evidence: Evidence = {},
): Verdict {
  if (topic.offTopic) return 'offtopic'
  if (!best || evidence.unpublishedThing) return 'unsure'
  if ((evidence.unknownShare ?? 0) > FOREIGN_QUESTION.unknownShare && best.confidence < FOREIGN_QUESTION.confidence)
    return 'offtopic'
  if (
    !topic.aboutTheFund &&
    !(best.confidence >= STRONG_MATCH.confidence && best.titleCoverage >= STRONG_MATCH.titleCoverage)
  )
    return 'offtopic'
  if (!topic.namesService && best.confidence < MATTERS_ONLY.confidence) return 'offtopic'
  return best.confidence >= threshold ? 'answered' : 'unsure'
}
