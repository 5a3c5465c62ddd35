import type { Locale } from '../config/locales.js'
import { replicaReads, type Queryable } from '../db/replicas.js'
import { searchConfig } from './indexer.js'
import {
  analyseQuestion,
  conceptKind,
  conceptsIn,
  questionStopWords,
  renderUnit,
  renderWords,
  type Question,
  type QuestionUnit,
} from './question.js'
import type { SearchKind } from './sources.js'
import { impliedTopics, type ConceptName } from './synonyms.js'

/**
 * How a record's confidence is computed from where it holds the question's units (src/search/retrieve.ts), in one
 * place so the evaluation can weigh other values (bench/tuneAssistant.ts) against the same features.
 * - `field`: what a unit is worth by where it is found (the order: question over answer over keywords): a
 *   knowledge entry's question or a record's title (A), its answer or text (B), its keywords (C).
 * - `titleShare`: how much the share of the record's title the question asks counts, beside the question's coverage.
 * - `objectMissed`: a record that holds none of the things the question names (potatoes, a greenhouse) answers another
 *   question: its confidence is multiplied by this for each such unit.
 * - `titleTopicUnasked`, `titleObjectUnasked`: a record whose title names a topic the question does not (a subsidy,
 *   documents: src/search/synonyms.ts) answers another question: its confidence is multiplied by this for each such
 *   topic, by the second for each thing it finances (fish, a greenhouse) that the question does not name.
 * - `documentUnasked`: a legal document answers a question about a decree; for any other, its confidence is multiplied
 *   by this (a decree holds every word of its subject, but a visitor asking about it wants the entry that explains it).
 * - `corrected`: a word known only through its typo corrections weighs this share (the correction may be another word).
 * - `unknown`: the weight of a word the index does not hold at all; it still counts against every record, so a
 *   question made of words the content never uses is handed over.
 */
export interface Scoring {
  field: { A: number; B: number; C: number }
  titleShare: number
  objectMissed: number
  titleTopicUnasked: number
  titleObjectUnasked: number
  documentUnasked: number
  corrected: number
  unknown: number
}

/** Chosen on the tuning half of the evaluation set (bench/tuneAssistant.ts), on a plateau rather than a peak. */
export const scoring: Scoring = {
  field: { A: 1, B: 0.4, C: 0.3 },
  titleShare: 0.2,
  objectMissed: 0.7,
  titleTopicUnasked: 0.9,
  titleObjectUnasked: 0.9,
  documentUnasked: 0.7,
  corrected: 0.5,
  unknown: 0.6,
}

/** How much a unit says about which record answers it, from the records that hold it (`df` of `n`): the rarer, the more. */
export const unitWeight = (df: number, n: number, unknown = scoring.unknown): number =>
  df === 0 ? unknown : Math.log(1 + n / df)

/** What retrieval reads of one record for one question: what the confidence is computed from. */
export interface Features {
  /** Per unit of the question: where the record holds it (3 question or title, 2 answer or text, 1 keywords, 0 not). */
  levels: number[]
  /** Per unit: how many records of the searched kinds hold it, of `n`. */
  frequencies: number[]
  n: number
  /** The record's title words (stop words aside), and how many of them the question asks. */
  titleWords: number
  titleAsked: number
  /** How many topics (things financed apart) the record's title names that the question does not. */
  titleTopicsUnasked: number
  /** How many things financed the record's title names that the question does not. */
  titleObjectsUnasked: number
  /** A legal document, and the question names no decree. */
  documentUnasked: boolean
}

/** What of a unit the confidence needs: whether the index knows it, only by a correction, and whether it names a thing. */
export interface UnitTraits {
  known: boolean
  corrected: boolean
  object: boolean
}

export const traitsOf = (units: QuestionUnit[]): UnitTraits[] =>
  units.map((unit) => ({
    known: unit.known,
    corrected: unit.corrected === true,
    object: unit.concepts.length > 0 && unit.concepts.every((name) => conceptKind(name) === 'object'),
  }))

const worthOf = (level: number, field: Scoring['field']) =>
  level === 3 ? field.A : level === 2 ? field.B : level === 1 ? field.C : 0

/**
 * Whether the question names a thing financed that no record of the searched kinds holds (seed potatoes, when that
 * program is not published): the best match answers about something else, so an operator should.
 */
export const namesUnpublishedThing = (traits: UnitTraits[], features: Features | undefined): boolean =>
  features !== undefined && traits.some((trait, i) => trait.object && features.frequencies[i] === 0)

/** The share of a question's units the index does not hold at all (0 for a question without units). */
export const unknownShareOf = (traits: UnitTraits[]): number =>
  traits.length === 0 ? 0 : traits.filter((trait) => !trait.known).length / traits.length

/** A record's confidence (0..1) and its parts, from its features. */
export function confidenceOf(features: Features, traits: UnitTraits[], with_: Scoring = scoring) {
  const { levels, frequencies, n } = features
  const weights = frequencies.map(
    (df, i) =>
      (traits[i].known || df > 0 ? unitWeight(df, n, with_.unknown) : with_.unknown) *
      (traits[i].corrected ? with_.corrected : 1),
  )
  const total = weights.reduce((sum, w) => sum + w, 0)
  const coverage = total > 0 ? weights.reduce((sum, w, i) => sum + w * worthOf(levels[i], with_.field), 0) / total : 0
  const titleCoverage = features.titleWords > 0 ? Math.min(1, features.titleAsked / features.titleWords) : 0
  const objectsMissed = traits.filter((trait, i) => trait.object && levels[i] === 0).length
  const confidence =
    coverage *
    (1 - with_.titleShare + with_.titleShare * titleCoverage) *
    with_.objectMissed ** objectsMissed *
    with_.titleTopicUnasked ** features.titleTopicsUnasked *
    with_.titleObjectUnasked ** features.titleObjectsUnasked *
    (features.documentUnasked ? with_.documentUnasked : 1)
  return { confidence, coverage, titleCoverage }
}

export interface Candidate {
  type: SearchKind
  id: number
  slug: string | null
  title: string
  body: string
  /** How well the record answers the question, 0..1: the question's units by rarity and field, times how much of the title is asked. */
  confidence: number
  /** Of the question's units, weighted by rarity: the share found anywhere in the record. */
  coverage: number
  /** Of the record's title words (stop words aside): the share the question asks. */
  titleCoverage: number
  features: Features
  rank: number
}

export interface Retrieval {
  question: Question
  candidates: Candidate[]
}

const CANDIDATES = 40

/**
 * The assistant's retrieval (src/assistant/bot.ts): the question's units (src/search/question.ts), the records of the
 * given kinds that match any, and for the best 40 by ts_rank, where each unit matched (question/title, answer/text,
 * keywords) and how many records hold it, in one statement. Given the primary pool, it reads from a replica when
 * there is one (src/db/replicas.ts).
 */
export async function retrieve(
  primary: Queryable,
  text: string,
  locale: Locale,
  kinds: readonly SearchKind[],
): Promise<Retrieval> {
  const db = replicaReads(primary)
  const question = await analyseQuestion(db, text, locale)
  const { units } = question
  if (units.length === 0) return { question, candidates: [] }
  const config = searchConfig[locale]
  const any = units.map((unit) => renderUnit(unit)).join(' | ')
  const visible = `d.locale = $3 and d.kind = any($4::text[]) and (d.visible_from is null or d.visible_from <= now())`
  const { rows } = await db.query(
    `with units as (
       select u.i, to_tsquery($1::regconfig, u.q) as q, to_tsquery($1::regconfig, u.qa) as qa, to_tsquery($1::regconfig, u.qb) as qb,
              to_tsquery($1::regconfig, u.qc) as qc
         from unnest($6::text[], $7::text[], $8::text[], $9::text[]) with ordinality as u(q, qa, qb, qc, i)),
     stops as (select coalesce(array_agg(l), '{}') as words from unnest(tsvector_to_array(to_tsvector($1::regconfig, $10))) l),
     top as (
       select d.kind, d.record_id, d.document, ts_rank('{0.3, 0.5, 0.6, 1.0}', d.document, to_tsquery($1::regconfig, $2)) as rank
         from search_documents d
        where ${visible} and d.document @@ to_tsquery($1::regconfig, $2)
        order by rank desc, d.kind, d.record_id limit $5),
     frequency as (select u.i, (select count(*) from search_documents d where ${visible} and d.document @@ u.q) as df from units u),
     total as (select count(*) as n from search_documents d where ${visible})
     select top.kind, top.record_id, t.slug, t.title, left(t.body, 4000) as body, top.rank, total.n,
            array(select case when top.document @@ u.qa then 3 when top.document @@ u.qb then 2 when top.document @@ u.qc then 1 else 0 end
                    from units u order by u.i) as levels,
            array(select f.df from frequency f order by f.i) as frequencies,
            (select count(*) from unnest(tsvector_to_array(ts_filter(top.document, '{a}'))) l, stops where l <> all(stops.words)) as title_words,
            (select count(*) from unnest(tsvector_to_array(ts_filter(top.document, '{a}'))) l, stops
              where l <> all(stops.words) and array_to_tsvector(array[l]) @@ to_tsquery($1::regconfig, $11)) as title_asked
       from top join search_texts t on t.kind = top.kind and t.record_id = top.record_id and t.locale = $3, total`,
    [
      config,
      any,
      locale,
      kinds,
      CANDIDATES,
      units.map((unit) => renderUnit(unit)),
      units.map((unit) => renderUnit(unit, 'A')),
      units.map((unit) => renderUnit(unit, 'B')),
      units.map((unit) => renderUnit(unit, 'C')),
      questionStopWords(locale).join(' '),
      renderWords(units),
    ],
  )
  const traits = traitsOf(units)
  return { question, candidates: rows.map((row) => candidateOf(row, traits, question)) }
}

/** The topics a question names, and those it implies by them (src/search/synonyms.ts `impliedTopics`). */
function askedTopics(question: Question): Set<ConceptName> {
  const named = new Set(question.conceptsAt.flat())
  for (const line of impliedTopics) if (line.some((name) => named.has(name))) for (const name of line) named.add(name)
  return named
}

function candidateOf(row: Record<string, unknown>, traits: UnitTraits[], question: Question): Candidate {
  const asked = askedTopics(question)
  const title = String(row.title ?? '')
  // A unit's synonym group named by the record's title counts as found there, though the index may not hold it: some
  // groups are said in words the language's dictionary drops (`who can`, `кто может`, `или только`).
  const inTitle = conceptsIn(title, question.locale)
  const unasked = [...inTitle].filter((name) => conceptKind(name) !== 'plain' && !asked.has(name))
  const features: Features = {
    levels: (row.levels as unknown[])
      .map(Number)
      .map((level, i) => (question.units[i]?.concepts.some((name) => inTitle.has(name)) ? 3 : level)),
    frequencies: (row.frequencies as unknown[]).map(Number),
    n: Number(row.n),
    titleWords: Number(row.title_words),
    titleAsked: Number(row.title_asked),
    titleTopicsUnasked: unasked.filter((name) => conceptKind(name) !== 'object').length,
    titleObjectsUnasked: unasked.filter((name) => conceptKind(name) === 'object').length,
    documentUnasked: row.kind === 'legal_documents' && !asked.has('decree'),
  }
  return {
    type: row.kind as SearchKind,
    id: Number(row.record_id),
    slug: (row.slug as string | null) ?? null,
    title,
    body: String(row.body ?? ''),
    ...confidenceOf(features, traits),
    features,
    rank: Number(row.rank),
  }
}
