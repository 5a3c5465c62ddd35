/** What the assistant should answer from: a knowledge entry, a published record, or no answer at all ('handoff'). */
export type Source =
  /** The `question.en` of an entry in src/seed/assistantKnowledge.ts. */
  | { type: 'knowledge'; question: string }
  /** The slug of a program in src/seed/programs.ts. */
  | { type: 'programs'; slug: string }
  /** The number of a legal document in src/seed/legalDocuments.ts. */
  | { type: 'legal_documents'; number: string }
  /** The English question of a FAQ in src/seed/faqs.ts. */
  | { type: 'faqs'; question: string }

/**
 * A source, several sources of which any one is a right first answer (a question two records answer equally), or
 * a handoff: `offtopic` (nothing the fund publishes answers it) or `person` (the visitor asks for a human).
 */
export type Expected = Source | Source[] | 'offtopic' | 'person'

/** The four ways visitors write: Uzbek in Latin (often without apostrophes), Uzbek in Cyrillic, Russian, English. */
export type Form = 'uz-latn' | 'uz-cyrl' | 'ru' | 'en'

export interface EvalCase {
  /** The session's language: `uz` for Uzbek in either script. */
  lang: 'uz' | 'ru' | 'en'
  text: string
  expect: Expected
  /** What makes it hard, for the reader of a miss: `typo: kridit`, `no apostrophes`, `trap: names cotton`, ... */
  note?: string
}

export const knowledge = (question: string): Source => ({ type: 'knowledge', question })
export const program = (slug: string): Source => ({ type: 'programs', slug })
export const legalDocument = (number: string): Source => ({ type: 'legal_documents', number })
export const faq = (question: string): Source => ({ type: 'faqs', question })
export const offtopic = 'offtopic' as const
export const person = 'person' as const
