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
}

/** A match this strong on a record's title speaks for itself, without a word of the synonym lists. */
export const STRONG_MATCH = { confidence: 0.6, titleCoverage: 0.5 }

const cuesIn = lexicon(offTopicCues)
const fundOnlyCues: OffTopicCue[] = ['commercialBanks', 'phonesAndCards']

export function topicOf(question: Question): Topic {
  const matches = cuesIn(question.words, question.locale)
  const inCue = new Set(matches.flatMap((match) => Array.from({ length: match.end - match.start }, (_, i) => match.start + i)))
  const names = question.conceptsAt.flatMap((named, i) => (inCue.has(i) ? [] : named))
  const kinds = names.map(conceptKind)
  const cues = [...new Set(matches.map((match) => match.key))]
  // Another bank's products, phones and bank cards are not the fund's business even when a loan is named ("my credit
  // card"): only naming the fund outweighs them.
  const fundOnly = cues.some((cue) => fundOnlyCues.includes(cue))
  const offTopic = fundOnly ? !names.includes('fund') : cues.length > 0 && !kinds.includes('service')
  return { cues, offTopic, aboutTheFund: kinds.some((kind) => kind === 'service' || kind === 'domain') }
}

/** `unpublishedThing`: the question names a thing financed that no published record holds (src/search/retrieve.ts). */
export function judge(topic: Topic, best: { confidence: number; titleCoverage: number } | undefined, threshold: number, unpublishedThing = false): Verdict {
  if (topic.offTopic) return 'offtopic'
  if (!best || unpublishedThing) return 'unsure'
  if (!topic.aboutTheFund && !(best.confidence >= STRONG_MATCH.confidence && best.titleCoverage >= STRONG_MATCH.titleCoverage)) return 'offtopic'
  return best.confidence >= threshold ? 'answered' : 'unsure'
}
