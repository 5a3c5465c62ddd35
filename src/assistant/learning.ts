import type { Payload } from 'payload'
import type { Locale } from '../config/locales.js'
import { poolOf } from '../db/pool.js'
import type { Queryable } from '../db/replicas.js'
import { logger, describeError } from '../logger.js'
import { type IntentModel, OFF_TOPIC, trainModel, type ExampleKind, type TrainingExample } from './model.js'

/**
 * The model of each server process (src/assistant/model.ts), kept in step with the database. Trained from what the
 * bot may answer from, read in one pass: the search index's rows of knowledge entries, published programs and FAQs
 * (their titles and texts in each language, hidden records left out as the search leaves them out), their phrasings,
 * and the out-of-scope examples. Every write to those tables, by any process or by plain SQL, is announced on the
 * change channel (migration 20261129_120000_assistant_phrasings, tags `assistant-model`, `search`, `programs`,
 * `faqs`); each process retrains a moment later, in the background: questions are answered by the model in hand
 * until the new one is ready. The first question of a process waits for the first training.
 */

/** The change tags that make the model stale. */
export const MODEL_TAGS = new Set([
  'assistant-model',
  'assistant-off-topic',
  'assistant-knowledge',
  'search',
  'programs',
  'faqs',
])
/** Changes arriving within this time are learned in one training. */
const SETTLE_MS = 150

/** A trained model and the records its classes stand for. */
export interface Trained {
  model: IntentModel
  records: Map<string, ClassRecord>
}

interface Learner {
  model: Trained | undefined
  /** The training under way (the first one is awaited by questions). */
  training: Promise<Trained> | undefined
  stale: boolean
  /** Changes heard so far, and how many of them the model in hand was trained after. */
  changes: number
  known: number
  timer: NodeJS.Timeout | undefined
  /** How many trainings finished, for tests and the log. */
  generation: number
  trainedAt: number
}

const learners = new WeakMap<Payload, Learner>()

const learnerOf = (payload: Payload): Learner => {
  let learner = learners.get(payload)
  if (!learner) {
    learner = {
      model: undefined,
      training: undefined,
      stale: true,
      changes: 0,
      known: 0,
      timer: undefined,
      generation: 0,
      trainedAt: 0,
    }
    learners.set(payload, learner)
  }
  return learner
}

/**
 * Examples an evaluation leaves out of training (bench/evalAssistant.ts, to judge the model on a fold of its tuning
 * half that it was not trained on): normalised texts never learned. Never set by the service.
 */
let withheld: ((text: string, lang: Locale) => boolean) | undefined
export const withholdExamples = (filter: ((text: string, lang: Locale) => boolean) | undefined) => {
  withheld = filter
}

const labelOf = (kind: string, id: unknown) => `${kind}:${String(id)}`

/** What a class answers with: its record's title, text and slug in each language (the search index's). */
export interface ClassRecord {
  type: 'knowledge' | 'programs' | 'faqs'
  id: number
  slug: string | null
  texts: Map<Locale, { title: string; body: string }>
}

/** Everything the model learns from, in one read, and the records its classes stand for. */
export async function trainingExamples(
  db: Queryable,
): Promise<{ examples: TrainingExample[]; records: Map<string, ClassRecord> }> {
  const result = await db.query(
    `select t.kind, t.record_id, t.locale::text as lang, t.title, left(t.body, 4000) as body, t.slug, null::text as kind_of
       from search_texts t where t.kind in ('knowledge', 'programs', 'faqs')
     union all
     select 'knowledge', p._parent_id, p._locale::text, p.text, null, null, 'phrasing' from assistant_knowledge_phrasings p
     union all
     select 'programs', p._parent_id, p._locale::text, p.text, null, null, 'phrasing' from programs_phrasings p
     union all
     select 'faqs', p._parent_id, p._locale::text, p.text, null, null, 'phrasing' from faqs_phrasings p
     union all
     select 'knowledge', k.parent_id, l.locale, string_agg(k.text, ' ' order by k."order"), null, null, 'keywords'
       from assistant_knowledge_texts k cross join (values ('uz'), ('ru'), ('en')) as l(locale)
      where k.path = 'keywords' group by k.parent_id, l.locale
     union all
     select '${OFF_TOPIC}', o.id, o.lang::text, o.text, null, null, 'offtopic' from assistant_off_topic o`,
  )
  interface Row {
    kind: ClassRecord['type'] | typeof OFF_TOPIC
    record_id: number
    lang: Locale
    title: string | null
    body: string | null
    slug: string | null
    kind_of: 'phrasing' | 'offtopic' | 'keywords' | null
  }
  const rows = result.rows as unknown as Row[]
  const records = new Map<string, ClassRecord>()
  for (const row of rows) {
    if (row.kind_of !== null) continue
    const label = labelOf(row.kind, row.record_id)
    const record: ClassRecord = records.get(label) ?? {
      type: row.kind as ClassRecord['type'],
      id: Number(row.record_id),
      slug: row.slug ?? null,
      texts: new Map(),
    }
    record.texts.set(row.lang, { title: String(row.title ?? ''), body: String(row.body ?? '') })
    records.set(label, record)
  }
  const visible = records
  const examples: TrainingExample[] = []
  const add = (label: string, lang: Locale, text: unknown, kind: ExampleKind) => {
    if (typeof text !== 'string' || text.trim() === '') return
    if (withheld?.(text, lang)) return
    examples.push({ label, lang, text, kind })
  }
  for (const row of rows) {
    const { lang } = row
    if (row.kind_of === 'offtopic') add(OFF_TOPIC, lang, row.title, 'offtopic')
    else if (row.kind_of === 'phrasing' || row.kind_of === 'keywords') {
      // Phrasings of a hidden record (a program taken off the site) wait until it is shown again.
      const label = labelOf(row.kind, row.record_id)
      if (visible.has(label)) add(label, lang, row.title, row.kind_of === 'keywords' ? 'keywords' : 'phrasing')
    } else {
      const label = labelOf(row.kind, row.record_id)
      add(label, lang, row.title, 'title')
      add(label, lang, row.body, 'body')
    }
  }
  return { examples, records }
}

async function train(payload: Payload, learner: Learner): Promise<Trained> {
  learner.stale = false
  const knows = learner.changes
  const started = Date.now()
  const { examples, records } = await trainingExamples(poolOf(payload)!)
  const model = await trainModel(examples)
  learner.model = { model, records }
  learner.known = knows
  learner.generation += 1
  learner.trainedAt = Date.now()
  logger.info({
    msg: 'assistant model trained',
    examples: model.size.examples,
    classes: model.size.classes,
    ms: Date.now() - started,
    generation: learner.generation,
  })
  return learner.model
}

/** Starts a training unless one runs; one that runs trains again when it ends if something changed meanwhile. */
function retrain(payload: Payload, learner: Learner): Promise<Trained> {
  if (learner.training) return learner.training
  const run = train(payload, learner)
  learner.training = run
  run
    .catch((error: unknown) => {
      learner.stale = true
      logger.warn({
        msg: 'assistant model training failed; the model in hand keeps answering',
        ...describeError(error),
      })
    })
    .finally(() => {
      if (learner.training === run) learner.training = undefined
      if (learner.stale && learner.model) schedule(payload, learner)
    })
  return run
}

function schedule(payload: Payload, learner: Learner) {
  clearTimeout(learner.timer)
  learner.timer = setTimeout(() => {
    learner.timer = undefined
    void retrain(payload, learner).catch(() => undefined)
  }, SETTLE_MS)
  learner.timer.unref()
}

/** The change feed's news (src/cache/publicCache.ts): a write to what the model learns from, or a gap in the feed. */
export function noteModelChange(payload: Payload, tags: string[] | 'all'): void {
  if (tags !== 'all' && !tags.some((tag) => MODEL_TAGS.has(tag))) return
  const learner = learnerOf(payload)
  learner.stale = true
  learner.changes += 1
  // Not trained yet: the first question trains it. Trained: a new one is made in the background.
  if (learner.model) schedule(payload, learner)
}

/**
 * The model to answer with, when it knows what the database holds: for the first question of a process, the first
 * training's (awaited). While a newer one is being trained after a change (a moment, in the background), null: the
 * bot answers from retrieval alone rather than from a model that may still hold a deleted entry or miss a new
 * phrasing, and no question waits. Null too when it cannot be trained (the database is down: retrieval fails the
 * same way and is answered as such).
 */
export async function currentModel(payload: Payload): Promise<Trained | null> {
  const learner = learnerOf(payload)
  if (learner.model) {
    if (learner.stale && !learner.training && !learner.timer) schedule(payload, learner)
    return learner.known === learner.changes ? learner.model : null
  }
  try {
    return await retrain(payload, learner)
  } catch {
    return null
  }
}

/** Trains now and waits (tests, the evaluation, the bench), so what follows sees every change made before. */
export async function retrainNow(payload: Payload): Promise<Trained> {
  const learner = learnerOf(payload)
  clearTimeout(learner.timer)
  learner.timer = undefined
  if (learner.training) await learner.training.catch(() => undefined)
  learner.stale = true
  return retrain(payload, learner)
}

/**
 * The model once it knows every change noted so far, trained now if it does not: what visitors meet a moment after an
 * edit. Tests ask through it, so that no answer depends on how soon the background retraining ran.
 */
export async function settledModel(payload: Payload): Promise<Trained> {
  const learner = learnerOf(payload)
  if (learner.model && !learner.stale && !learner.training && !learner.timer && learner.known === learner.changes)
    return learner.model
  return retrainNow(payload)
}

/** How many trainings this process has finished, and when the last ended (tests read it). */
export const modelGeneration = (payload: Payload) => {
  const learner = learnerOf(payload)
  return { generation: learner.generation, trainedAt: learner.trainedAt }
}
