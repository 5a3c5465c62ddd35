import type { Payload } from 'payload'
import type { Locale } from '../config/locales.js'
import { poolOf } from '../db/pool.js'
import { namesUnpublishedThing, retrieve, traitsOf, unknownShareOf, type Candidate } from '../search/retrieve.js'
import { judge, topicOf } from './decision.js'
import { sourceOfKind, type SearchKind } from '../search/sources.js'
import { asksForPerson, queryTokens } from '../search/text.js'
import { assistantText, loadAssistantSettings, type AssistantSettings } from './knowledge.js'
import { phraseAnswer } from './llm.js'
import type { PublicLinks } from '../richtext/links.js'
import { currentModel, type Trained } from './learning.js'
import type { Classification } from './model.js'

/** What the bot answers from, most trusted first: its own knowledge base, then the published FAQ, programs, decrees. */
export const answerKinds: readonly SearchKind[] = ['knowledge', 'faqs', 'programs', 'legal_documents']
const priority = (kind: SearchKind) => answerKinds.indexOf(kind)

export interface Source {
  type: SearchKind
  id: number
  title: string
  url: string | null
}

/** Where the public reads a record (a source's `url`): src/richtext/links.ts, which internal links use too. */
export type { PublicLinks }

export interface BotReply {
  text: string
  sources: Source[]
  /** The visitor goes to an operator (asked for one, or nothing matched well enough). */
  handoff: boolean
  /**
   * Why: `person` (asked), `offtopic` (not about the fund, src/assistant/decision.ts), `unsure` (below the threshold),
   * `answered`, or `smalltalk` (nothing to search for).
   */
  reason: 'person' | 'offtopic' | 'unsure' | 'answered' | 'smalltalk'
  confidence: number
  /** The best record found, answered from or not (what an operator or the evaluation may look at). */
  best?: Source
  /** The three best records found, best first, answered from or not (the evaluation's top-3). */
  ranked: Source[]
}

/** Words that greet or thank rather than ask: a message of only these gets the greeting or the fallback text. */
const smallTalk = new Set([
  'hello',
  'hi',
  'hey',
  'thanks',
  'thank',
  'ok',
  'okay',
  'bye',
  'salom',
  'assalomu',
  'alaykum',
  'rahmat',
  'xayr',
  'yaxshi',
  'ha',
  'yoʼq',
  'привет',
  'здравствуйте',
  'добрый',
  'день',
  'вечер',
  'утро',
  'спасибо',
  'пока',
  'да',
  'нет',
  'хорошо',
])

const SENTENCE_END = /(?<=[.!?…])\s+/u

/** At most `max` characters, cut after a sentence where one ends in time. */
const brief = (text: string, max = 600) => {
  if (text.length <= max) return text
  let out = ''
  for (const sentence of text.split(SENTENCE_END)) {
    if ((out + sentence).length > max) break
    out = out ? `${out} ${sentence}` : sentence
  }
  return out || `${text.slice(0, max).replace(/\s+\S*$/, '')}…`
}

/** The answer drawn from a record: a knowledge entry's or FAQ's answer, else the record's title and the start of its text. */
const answerFrom = (candidate: Candidate) => {
  if (candidate.type === 'knowledge') return candidate.body
  // A FAQ's indexed text is its category, then the answer (src/search/sources.ts).
  const lead = candidate.body.indexOf(' · ')
  if (candidate.type === 'faqs') return brief(lead >= 0 ? candidate.body.slice(lead + 3) : candidate.body)
  return `${candidate.title}. ${brief(candidate.body)}`
}

/** Best first: by confidence, then the more trusted kind, then ts_rank. */
export const best = <T extends Pick<Candidate, 'confidence' | 'type' | 'rank' | 'id'>>(candidates: T[]) =>
  [...candidates].sort(
    (a, b) => b.confidence - a.confidence || priority(a.type) - priority(b.type) || b.rank - a.rank || a.id - b.id,
  )

const sourceOf = (candidate: Candidate, links: PublicLinks): Source => ({
  type: candidate.type,
  id: candidate.id,
  title: candidate.title,
  url: links(sourceOfKind(candidate.type).collection, candidate.id, candidate.slug),
})

/**
 * The bot's answer to one visitor message (contract 4.14). A visitor who asks for a person is handed over at once;
 * otherwise the message is searched in the knowledge base and the published FAQ, programs and legal documents
 * (src/search/retrieve.ts), and the best record answers when its confidence reaches the handoff threshold,
 * citing it and up to two more records that also reach it. Below the threshold the visitor is handed over. A message
 * with nothing to search for (a greeting, emoji) gets the fallback text and stays with the bot.
 */
export async function answerMessage(
  payload: Payload,
  text: string,
  lang: Locale,
  links: PublicLinks,
  settings?: AssistantSettings,
  trace?: (seen: AnswerTrace) => void,
): Promise<BotReply> {
  const config = settings ?? (await loadAssistantSettings(payload))
  const handoff = (reason: BotReply['reason'], confidence = 0, best?: Source, ranked: Source[] = []): BotReply => ({
    text: assistantText(config, 'handoff', lang),
    sources: [],
    handoff: true,
    reason,
    confidence,
    best,
    ranked,
  })
  // One model read for the whole answer: the person check and the ranking share its classification.
  const trained = await currentModel(payload)
  const guess: Classification = trained?.model.classify(text, lang) ?? { ranked: [], offTopic: 0 }
  if (asksForPerson(text) && !answersDespitePersonWord(guess)) return handoff('person')
  const words = queryTokens(text, lang).filter((word) => !smallTalk.has(word))
  if (words.length === 0)
    return {
      text: assistantText(config, 'fallback', lang),
      sources: [],
      handoff: false,
      reason: 'smalltalk',
      confidence: 0,
      ranked: [],
    }
  const { question, candidates } = await retrieve(poolOf(payload)!, text, lang, answerKinds)
  const ranked = best(blendCandidates(candidates, guess, trained, lang))
  const top = ranked[0]
  const topThree = ranked.slice(0, 3).map((c) => sourceOf(c, links))
  const traits = traitsOf(question.units)
  // Retrieval's verdict on its own best record (src/assistant/decision.ts), then the model's say (decideWithModel).
  const retrieved = best(candidates)[0]
  const topic = topicOf(question)
  const retrievalVerdict = judge(topic, retrieved, config.handoffThreshold, {
    unpublishedThing: namesUnpublishedThing(traits, retrieved?.features),
    unknownShare: unknownShareOf(traits),
  })
  trace?.({ candidates, guess, retrievalVerdict, cue: topic.offTopic, threshold: config.handoffThreshold })
  const verdict = decideWithModel(retrievalVerdict, guess, top, config.handoffThreshold, candidates, topic.offTopic)
  if (verdict !== 'answered' || !top)
    return handoff(
      verdict === 'answered' ? 'unsure' : verdict,
      top?.confidence ?? 0,
      top && sourceOf(top, links),
      topThree,
    )
  const cited = ranked.filter((candidate) => candidate.confidence >= config.handoffThreshold).slice(0, 3)
  const phrased = await phraseAnswer(
    text,
    cited.map((candidate) => ({ title: candidate.title, text: candidate.body })),
    lang,
  )
  return {
    text: phrased ?? answerFrom(top),
    sources: cited.map((c) => sourceOf(c, links)),
    handoff: false,
    reason: 'answered',
    confidence: top.confidence,
    best: sourceOf(top, links),
    ranked: topThree,
  }
}

/**
 * How the model's scores (src/assistant/model.ts) join retrieval's confidences, chosen on a fold of the tuning half
 * that the model was not trained on (bench/evalAssistant.ts EVAL_CROSS), never on a held-out question.
 * - `model`: a record's blended confidence is `model × its model score + (1 − model) × its retrieval confidence`
 *   (a legal document, which the model does not know, keeps its retrieval confidence).
 * - `rescue`, `asked`: a question retrieval would hand over (off-topic by a cue, or unsure) is answered when the
 *   model's best record scores `rescue`, one of its titles or phrasings is as near as `asked` (the question is asked
 *   the way the record is asked for, not only in the words of its text), and it beats the out-of-scope class by
 *   `margin`: a place, a crop or a currency named beside a need the fund serves.
 * - `agree`: such a question is answered, too, when the two agree: the model's best record is the blend's first and
 *   one of retrieval's first two candidates, scores `agree` and beats the out-of-scope class by `margin` (a visitor's
 *   own words for a need, "any money per hectare for my apple garden", that name no service retrieval knows), unless
 *   the question names another topic by a cue (src/assistant/offTopic.ts).
 * - `offTopic`: a question retrieval would answer goes to an operator when the out-of-scope class scores this much
 *   and beats the model's best record by `margin`.
 * - `person`: a question with a word for a person ("xodim", "сотрудник") is still answered when the model's best
 *   record scores this much: it is about reporting misconduct or a branch's staff, not a request for an operator.
 */
export const blend = { model: 0.6, rescue: 0.4, asked: 0.5, agree: 0.25, offTopic: 0.25, margin: 0.1, person: 0.25 }

/** What the evaluation's blend tuning reads of one answer (bench/evalAssistant.ts EVAL_CROSS_DUMP). */
export interface AnswerTrace {
  candidates: Candidate[]
  guess: Classification
  retrievalVerdict: ReturnType<typeof judge>
  /** The question names another topic (a cue of src/assistant/offTopic.ts) and no service to outweigh it. */
  cue: boolean
  threshold: number
}

/** Retrieval's candidates and the model's classes as one list, each with its blended confidence. */
function blendCandidates(
  candidates: Candidate[],
  guess: Classification,
  trained: Trained | null,
  lang: Locale,
): Candidate[] {
  const scores = new Map(guess.ranked.map((entry) => [entry.label, entry.score]))
  const out = candidates.map((candidate) => {
    const label = `${candidate.type}:${candidate.id}`
    if (candidate.type === 'legal_documents') return candidate
    const score = scores.get(label) ?? 0
    scores.delete(label)
    return { ...candidate, confidence: blend.model * score + (1 - blend.model) * candidate.confidence }
  })
  // The model's records retrieval did not find (a question in other words than the record's): from their texts.
  for (const [label, score] of scores) {
    const record = trained?.records.get(label)
    const texts = record?.texts.get(lang) ?? record?.texts.get('uz')
    if (!record || !texts) continue
    out.push({
      type: record.type,
      id: record.id,
      slug: record.slug,
      title: texts.title,
      body: texts.body,
      confidence: blend.model * score,
      coverage: 0,
      titleCoverage: 0,
      features: {
        levels: [],
        frequencies: [],
        n: 0,
        titleWords: 0,
        titleAsked: 0,
        titleTopicsUnasked: 0,
        titleObjectsUnasked: 0,
        documentUnasked: false,
      },
      rank: 0,
    })
  }
  return out
}

/** Retrieval's verdict, revised by the model: rescued when it knows the need well, sent away when it is out of scope. */
function decideWithModel(
  verdict: ReturnType<typeof judge>,
  guess: Classification,
  top: Candidate | undefined,
  threshold: number,
  candidates: Candidate[],
  cue: boolean,
): ReturnType<typeof judge> {
  const modelBest = guess.ranked[0]?.score ?? 0
  if (verdict === 'answered')
    return guess.offTopic >= blend.offTopic && guess.offTopic > modelBest + blend.margin ? 'offtopic' : 'answered'
  if (!top || modelBest <= guess.offTopic + blend.margin || top.confidence < threshold) return verdict
  const asked = guess.ranked[0]?.asked ?? 0
  const label = `${top.type}:${top.id}`
  const agreeing = guess.ranked[0]?.label === label && candidates.slice(0, 2).some((c) => `${c.type}:${c.id}` === label)
  // Agreement never outweighs a cue of another topic: with no off-topic examples to learn from (a new installation)
  // the model would otherwise answer "the dollar rate today" from a record that mentions dollars.
  if ((modelBest >= blend.rescue && asked >= blend.asked) || (agreeing && !cue && modelBest >= blend.agree))
    return 'answered'
  return verdict
}

/** A word for a person in a question the model knows well (a complaint about an employee) does not ask for one. */
function answersDespitePersonWord(guess: Classification): boolean {
  const bestScore = guess.ranked[0]?.score ?? 0
  return bestScore >= blend.person && bestScore > guess.offTopic + blend.margin
}
