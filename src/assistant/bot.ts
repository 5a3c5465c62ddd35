import type { CollectionSlug, Payload } from 'payload'
import type { Locale } from '../config/locales.js'
import { poolOf } from '../db/pool.js'
import { namesUnpublishedThing, retrieve, traitsOf, unknownShareOf, type Candidate } from '../search/retrieve.js'
import { judge, topicOf } from './decision.js'
import { sourceOfKind, type SearchKind } from '../search/sources.js'
import { asksForPerson, queryTokens } from '../search/text.js'
import { assistantText, loadAssistantSettings, type AssistantSettings } from './knowledge.js'
import { phraseAnswer } from './llm.js'

/** What the bot answers from, most trusted first: its own knowledge base, then the published FAQ, programs, decrees. */
export const answerKinds: readonly SearchKind[] = ['knowledge', 'faqs', 'programs', 'legal_documents']
const priority = (kind: SearchKind) => answerKinds.indexOf(kind)

export interface Source {
  type: SearchKind
  id: number
  title: string
  url: string | null
}

/**
 * Where the public reads a record (a source's `url`), or null where it has no public address; the public views of the
 * resources say it (src/api/resource.ts `publicLinks`), so the bot restates no path.
 */
export type PublicLinks = (collection: CollectionSlug, id: number, slug: string | null) => string | null

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
  if (asksForPerson(text)) return handoff('person')
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
  const ranked = best(candidates)
  const top = ranked[0]
  const topThree = ranked.slice(0, 3).map((c) => sourceOf(c, links))
  const traits = traitsOf(question.units)
  const verdict = judge(topicOf(question), top, config.handoffThreshold, {
    unpublishedThing: namesUnpublishedThing(traits, top?.features),
    unknownShare: unknownShareOf(traits),
  })
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
