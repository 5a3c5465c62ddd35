import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, CollectionSlug, PayloadRequest } from 'payload'
import type { Locale } from '../config/locales.js'
import { labels } from '../fields/labels.js'
import { PHRASINGS } from '../fields/phrasings.js'
import { fieldErrors, messageFor } from '../i18n/messages.js'
import type { SearchKind } from '../search/sources.js'
import { normaliseText } from '../search/text.js'
import { scrubExample } from './examples.js'

/** The collections whose records the assistant's model learns phrasings for, and the search kinds they answer as. */
export const TAUGHT_COLLECTIONS = ['assistant-knowledge', 'programs', 'faqs'] as const
export type TaughtCollection = (typeof TAUGHT_COLLECTIONS)[number]
export const collectionOfKind: Partial<Record<SearchKind, TaughtCollection>> = {
  knowledge: 'assistant-knowledge',
  programs: 'programs',
  faqs: 'faqs',
}

export const reviewReasons = {
  offtopic: labels('Handed off as off-topic', 'Передан как вопрос не по теме', 'Mavzudan tashqari deb uzatilgan'),
  unsure: labels('Handed off, not sure', 'Передан: нет уверенного ответа', 'Uzatilgan: ishonchli javob yoʻq'),
  operator: labels('Answered by an operator', 'Ответил оператор', 'Operator javob bergan'),
} as const
export type ReviewReason = keyof typeof reviewReasons

export const reviewStatuses = {
  new: labels('To review', 'На разбор', 'Koʻrib chiqilmagan'),
  taught: labels('Added as a phrasing', 'Добавлен как формулировка', 'Ifoda sifatida qoʻshilgan'),
  offtopic: labels('Off-topic example', 'Пример не по теме', 'Mavzudan tashqari misol'),
  dismissed: labels('Dismissed', 'Отклонён', 'Rad etilgan'),
} as const
export type ReviewStatus = keyof typeof reviewStatuses

interface PolymorphicValue {
  relationTo: string
  value: number | { id: number }
}

const polymorphicId = (value: unknown): { collection: TaughtCollection; id: number } | null => {
  if (!value || typeof value !== 'object' || !('relationTo' in value)) return null
  const { relationTo, value: inner } = value as PolymorphicValue
  if (!(TAUGHT_COLLECTIONS as readonly string[]).includes(relationTo)) return null
  const id = typeof inner === 'object' && inner !== null ? Number(inner.id) : Number(inner)
  return Number.isInteger(id) && id > 0 ? { collection: relationTo as TaughtCollection, id } : null
}

/**
 * A review is decided once: from `new` to a phrasing of the chosen record (`taught`, which needs one), to an off-topic
 * example, or dismissed. Only the decision and the chosen record change; the question and its guesses stay as written.
 */
export const checkReview: CollectionBeforeChangeHook = ({ collection, data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc) return data
  const before = originalDoc.status as ReviewStatus
  const after = (data.status as ReviewStatus | undefined) ?? before
  const next = { ...data, text: originalDoc.text, lang: originalDoc.lang, reason: originalDoc.reason }
  if (after === before) return next
  if (before !== 'new') throw fieldErrors(req, collection, [{ path: 'status', message: messageFor(req, 'reviewDone') }])
  // The record the decision will teach: the one sent, even when it is sent empty (an entry cleared in the same change
  // left the review taught with nothing learned), else the one chosen before.
  const entry = 'entry' in data ? data.entry : originalDoc.entry
  if (after === 'taught' && !polymorphicId(entry))
    throw fieldErrors(req, collection, [{ path: 'entry', message: messageFor(req, 'reviewNeedsEntry') }])
  return next
}

/** Whether a record already holds a phrasing that reads the same (spelling, case and apostrophes aside). */
const holds = (phrasings: { text?: string | null }[], text: string, locale: Locale) => {
  const key = normaliseText(text, locale)
  return phrasings.some((row) => typeof row.text === 'string' && normaliseText(row.text, locale) === key)
}

/**
 * Adds a phrasing to a record in one language, as the caller (their access to the record applies, and the change is
 * audited as theirs): the review list's action, and what an API may reuse. A phrasing already there is not repeated.
 */
export async function addPhrasing(
  req: PayloadRequest,
  target: { collection: TaughtCollection; id: number },
  locale: Locale,
  text: string,
): Promise<void> {
  const clean = scrubExample(text).slice(0, PHRASINGS.maxLength)
  if (!clean) return
  const doc = (await req.payload.findByID({
    collection: target.collection as CollectionSlug,
    id: target.id,
    locale,
    fallbackLocale: false,
    depth: 0,
    req,
    overrideAccess: false,
    user: req.user,
  })) as { phrasings?: { text?: string | null }[] | null }
  const phrasings = (doc.phrasings ?? []).map((row) => ({ text: row.text ?? '' })).filter((row) => row.text)
  if (holds(phrasings, clean, locale)) return
  await req.payload.update({
    collection: target.collection as CollectionSlug,
    id: target.id,
    locale,
    data: { phrasings: [...phrasings, { text: clean }].slice(-PHRASINGS.maxRows) },
    depth: 0,
    req,
    overrideAccess: false,
    user: req.user,
  })
}

/**
 * The decision's effect, in the same transaction: a question taught becomes a phrasing of the chosen record in its
 * language (the caller's access to that record applies: an editor may teach programs and FAQs, the knowledge base is
 * the operators' and admins'); one marked off-topic becomes an out-of-scope example (a consequence of the decision,
 * written by the service and audited as an example created).
 */
export const applyReview: CollectionAfterChangeHook = async ({ data, doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || previousDoc?.status === doc.status) return doc
  if (doc.status === 'taught') {
    // As checkReview chose it: the entry sent, else the one stored (`doc` is what the caller may read of it, and an
    // editor does not read a knowledge entry, collections/AssistantReview.ts).
    const target = polymorphicId('entry' in data ? data.entry : previousDoc?.entry)
    if (target) await addPhrasing(req, target, doc.lang as Locale, String(doc.text))
  } else if (doc.status === 'offtopic') {
    await req.payload.create({
      collection: 'assistant-off-topic',
      data: { text: String(doc.text), lang: doc.lang },
      depth: 0,
      req,
      overrideAccess: true,
    })
  }
  return doc
}

/** A best guess of the bot, as the review list keeps it. */
export interface Guess {
  type: SearchKind
  id: number
}

/**
 * Puts a visitor's question on the review list (the service's write, in the caller's transaction): once per message,
 * scrubbed of anything personal, with the bot's guesses among the taught collections, the best one chosen for the editor.
 */
export async function noteForReview(
  req: PayloadRequest,
  input: { messageId: number; text: string; lang: Locale; reason: ReviewReason; guesses: Guess[] },
): Promise<void> {
  const text = scrubExample(input.text).slice(0, 2000)
  if (!text) return
  const { totalDocs } = await req.payload.count({
    collection: 'assistant-review',
    where: { message: { equals: input.messageId } },
    req,
    overrideAccess: true,
  })
  if (totalDocs > 0) return
  const guesses = input.guesses.flatMap((guess) => {
    const collection = collectionOfKind[guess.type]
    return collection ? [{ relationTo: collection, value: guess.id }] : []
  })
  await req.payload.create({
    collection: 'assistant-review',
    data: {
      text,
      lang: input.lang,
      reason: input.reason,
      guesses,
      entry: guesses[0] ?? null,
      status: 'new',
      message: input.messageId,
    } as never,
    depth: 0,
    req,
    overrideAccess: true,
  })
}
