import type { CollectionSlug, PayloadRequest } from 'payload'
import { locales, type Locale } from '../config/locales.js'
import { createKnowledgeEntry } from '../assistant/knowledge.js'
import { assistantKnowledge } from './assistantKnowledge.js'
import { assistantPhrasings } from './assistantPhrasings.js'
import { writtenPhrasings } from './assistantPhrasingsWritten.js'
import { writtenOffTopic } from './assistantOffTopicWritten.js'
import { faqSeeds } from './faqs.js'
import type { PhrasingsByLanguage } from './types.js'

/**
 * Every phrasing the demo base knows for a record: those taken from the evaluation's tuning half, then those written
 * for the demo base (src/seed/assistantPhrasingsWritten.ts, by a writer who saw no evaluation question).
 */
const phrasingSets = [assistantPhrasings, writtenPhrasings]

const phrasingsOf = (group: 'knowledge' | 'programs' | 'faqs', key: string): PhrasingsByLanguage => {
  const out: PhrasingsByLanguage = { uz: [], ru: [], en: [] }
  for (const set of phrasingSets) for (const locale of locales) out[locale].push(...(set[group][key]?.[locale] ?? []))
  return out
}

const asRows = (texts: string[]) => texts.map((text) => ({ text }))

/** Adds the demo phrasings to records the content seed made (programs by slug, FAQs by English question). */
async function teachRecords(
  req: PayloadRequest,
  collection: CollectionSlug,
  field: 'slug' | 'question',
  keys: string[],
) {
  const { payload } = req
  for (const key of keys) {
    const phrasings = phrasingsOf(collection === 'programs' ? 'programs' : 'faqs', key)
    const { docs } = await payload.find({
      collection,
      where: { [field]: { equals: key } },
      locale: 'en',
      limit: 1,
      depth: 0,
      req,
      overrideAccess: true,
    })
    if (!docs[0]) continue
    for (const locale of locales)
      if (phrasings[locale].length > 0)
        await payload.update({
          collection,
          id: docs[0].id,
          locale: locale as Locale,
          data: { phrasings: asRows(phrasings[locale]) },
          depth: 0,
          req,
          overrideAccess: true,
        })
  }
}

/**
 * The assistant's demo knowledge base (src/seed/assistantKnowledge.ts): its texts and threshold, and the entries, each
 * created in every locale at once with its phrasings; the phrasings of the seeded programs and FAQs; the out-of-scope
 * examples (src/seed/assistantPhrasings.ts, src/seed/assistantOffTopicWritten.ts). Indexed for search by the collection's hooks, in the seed's transaction.
 */
export async function seedAssistantKnowledge(req: PayloadRequest): Promise<{ entries: number; offTopic: number }> {
  const { payload } = req
  const system = { req, overrideAccess: true, depth: 0 } as const
  for (const locale of locales) {
    await payload.updateGlobal({
      slug: 'assistant-settings',
      locale,
      data: {
        greeting: assistantKnowledge.greeting[locale],
        fallback: assistantKnowledge.fallback[locale],
        handoff: assistantKnowledge.handoff[locale],
        ...(locale === 'uz' ? { handoffThreshold: assistantKnowledge.handoffThreshold } : {}),
      },
      ...system,
    })
  }
  for (const entry of assistantKnowledge.entries) {
    const id = await createKnowledgeEntry(req, entry, { overrideAccess: true, depth: 0 })
    // A localized array is written locale by locale (Payload's create in every locale at once validates it as one).
    const phrasings = phrasingsOf('knowledge', entry.question.en)
    for (const locale of locales)
      if (phrasings[locale].length > 0)
        await payload.update({
          collection: 'assistant-knowledge',
          id,
          locale,
          data: { phrasings: asRows(phrasings[locale]) },
          ...system,
        })
  }
  const programKeys = [...new Set(phrasingSets.flatMap((set) => Object.keys(set.programs)))]
  const faqKeys = faqSeeds.map((faq) => faq.question.en)
  await teachRecords(req, 'programs', 'slug', programKeys)
  await teachRecords(req, 'faqs', 'question', faqKeys)
  let offTopic = 0
  for (const locale of locales)
    for (const text of [...assistantPhrasings.offTopic[locale], ...writtenOffTopic[locale]]) {
      await payload.create({ collection: 'assistant-off-topic', data: { text, lang: locale }, ...system })
      offTopic += 1
    }
  return { entries: assistantKnowledge.entries.length, offTopic }
}
