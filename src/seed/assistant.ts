import type { PayloadRequest } from 'payload'
import { locales } from '../config/locales.js'
import { createKnowledgeEntry } from '../assistant/knowledge.js'
import { assistantKnowledge } from './assistantKnowledge.js'

/**
 * The assistant's demo knowledge base (src/seed/assistantKnowledge.ts): its texts and threshold, and the entries, each
 * created in every locale at once. Indexed for search by the collection's hooks, in the seed's transaction.
 */
export async function seedAssistantKnowledge(req: PayloadRequest): Promise<{ entries: number }> {
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
    await createKnowledgeEntry(req, entry, { overrideAccess: true, depth: 0 })
  }
  return { entries: assistantKnowledge.entries.length }
}
