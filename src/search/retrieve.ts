import type { Locale } from '../config/locales.js'
import { replicaReads, type Queryable } from '../db/replicas.js'
import { searchConfig } from './indexer.js'
import { analyseQuestion, conceptKind, questionStopWords, renderUnit, renderWords, type Question, type QuestionUnit } from './question.js'
import type { SearchKind } from './sources.js'

/**
 * How much a unit of the question says about which record answers it, from the number of records that contain it (`df`
 * of `n`): the rarer, the more (ln(1 + n/df)). A word found nowhere still counts against every record, as much as a
 * word in half of them, so a question made of words the content never uses is handed over.
 */
export const unitWeight = (df: number, n: number): number => (df === 0 ? UNKNOWN_WORD : Math.log(1 + n / df))
const UNKNOWN_WORD = Math.log(3)

/**
 * What a match is worth by where it is (the order: question over answer over keywords): a knowledge entry's
 * question or a record's title (A) fully, its answer or text (B) and its keywords (C) in part.
 */
const FIELD_WORTH = { A: 1, B: 0.6, C: 0.5 } as const
/** How far a record's own title must be covered by the question, besides covering it: a little. */
const TITLE_SHARE = 0.3
/**
 * A record that holds none of the things the question names (potatoes, a greenhouse) answers another question: its
 * confidence is cut this much for each such unit.
 */
const OBJECT_MISSED = 0.6

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
  /** Per unit of the question: where the record holds it (3 question or title, 2 answer or text, 1 keywords, 0 not). */
  levels: number[]
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
export async function retrieve(primary: Queryable, text: string, locale: Locale, kinds: readonly SearchKind[]): Promise<Retrieval> {
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
  return { question, candidates: rows.map((row) => candidateOf(row, units)) }
}

const worthOf = (level: number) => (level === 3 ? FIELD_WORTH.A : level === 2 ? FIELD_WORTH.B : level === 1 ? FIELD_WORTH.C : 0)

function candidateOf(row: Record<string, unknown>, units: QuestionUnit[]): Candidate {
  const n = Number(row.n)
  const levels = (row.levels as unknown[]).map(Number)
  const weights = (row.frequencies as unknown[]).map((df, i) => (units[i].known || Number(df) > 0 ? unitWeight(Number(df), n) : UNKNOWN_WORD))
  const total = weights.reduce((sum, w) => sum + w, 0)
  const coverage = total > 0 ? weights.reduce((sum, w, i) => sum + w * worthOf(levels[i]), 0) / total : 0
  const titleWords = Number(row.title_words)
  const titleCoverage = titleWords > 0 ? Math.min(1, Number(row.title_asked) / titleWords) : 0
  const objectsMissed = units.filter((unit, i) => levels[i] === 0 && unit.concepts.length > 0 && unit.concepts.every((name) => conceptKind(name) === 'object')).length
  return {
    type: row.kind as SearchKind,
    id: Number(row.record_id),
    slug: (row.slug as string | null) ?? null,
    title: String(row.title ?? ''),
    body: String(row.body ?? ''),
    confidence: coverage * (1 - TITLE_SHARE + TITLE_SHARE * titleCoverage) * OBJECT_MISSED ** objectsMissed,
    coverage,
    titleCoverage,
    levels,
    rank: Number(row.rank),
  }
}
