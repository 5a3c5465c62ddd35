import { lexicon } from '../search/lexicon.js'
import { conceptKind, type Question } from '../search/question.js'
import type { Candidate } from '../search/retrieve.js'
import { offTopicCues, type OffTopicCue } from './offTopic.js'

/**
 * Whether the bot answers with its best record or hands the visitor to an operator. Not one score against a threshold:
 * a question must be about the fund before its best match may answer it.
 * - A cue of a topic that is not the fund's (exchange rates, weather, sport, food, general knowledge, ...,
 *   src/assistant/offTopic.ts) hands over unless the question also names one of the fund's services outside the cue
 *   (`dollar kursi` goes to a person; `kredit dollardami` is answered); another bank's products only if it names the fund.
 * - A question must name something of the fund's world (src/search/synonyms.ts: a service, the fund's everyday
 *   matters, what it finances), or match a record's title strongly by its own words (a program's name): else it is
 *   not about the fund.
 * - Then the best record must reach the handoff threshold.
 */
export type Verdict = 'answered' | 'offtopic' | 'unsure'

/** A match this strong on a record's title speaks for itself, without a word of the synonym lists. */
const STRONG = { confidence: 0.6, titleCoverage: 0.5 }

const cuesIn = lexicon(offTopicCues)

export interface Judgement {
  verdict: Verdict
  cues: OffTopicCue[]
}

export function judge(question: Question, best: Candidate | undefined, threshold: number): Judgement {
  const matches = cuesIn(question.words, question.locale)
  const inCue = new Set(matches.flatMap((match) => Array.from({ length: match.end - match.start }, (_, i) => match.start + i)))
  const names = question.conceptsAt.flatMap((names, i) => (inCue.has(i) ? [] : names))
  const named = names.map(conceptKind)
  const cues = [...new Set(matches.map((match) => match.key))]
  // Another bank's products are not the fund's business even when they are loans: only naming the fund overrides.
  if (cues.includes('commercialBanks') && !names.includes('fund')) return { verdict: 'offtopic', cues }
  if (cues.length > 0 && !named.includes('service')) return { verdict: 'offtopic', cues }
  if (!best) return { verdict: 'unsure', cues }
  const aboutTheFund = named.some((kind) => kind !== 'plain')
  if (!aboutTheFund && !(best.confidence >= STRONG.confidence && best.titleCoverage >= STRONG.titleCoverage)) return { verdict: 'offtopic', cues }
  return { verdict: best.confidence >= threshold ? 'answered' : 'unsure', cues }
}
