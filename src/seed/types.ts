import type { InEveryLocale } from '../config/locales.js'
import type { LegalDocument, Program } from '../payload-types.js'

export interface ProgramSectorSeed {
  slug: string
  name: InEveryLocale
  description: InEveryLocale
}

export interface LegalDocumentSeed {
  number: string
  docType: string
  relevance: LegalDocument['relevance']
  state: LegalDocument['state']
  /** YYYY-MM-DD */
  adoptedOn: string
  title: InEveryLocale
  direction: InEveryLocale
  /** Paragraphs of the body, rendered to HTML and converted to the CMS's rich text. */
  paragraphs: InEveryLocale<string[]>
}

export interface ProgramSeed {
  slug: string
  kind: Program['kind']
  sector: Program['sector']
  /** The slug of a seeded program sector. */
  programSector: string
  /** The number of a seeded legal document. */
  legalDocument?: string
  /** Hidden programs are in preparation: visible to editors, not on the site. */
  hidden?: boolean
  title: InEveryLocale
  summary: InEveryLocale
  /** The terms listed in the body. */
  terms: InEveryLocale<string[]>
  /** Documents asked for on top of those every program of its kind asks for. */
  extraDocuments?: InEveryLocale<string[]>
}

export interface DocumentTypeSeed {
  code: string
  name: InEveryLocale
}

export interface FaqSeed {
  category: InEveryLocale
  question: InEveryLocale
  /** Paragraphs of the answer, rendered to HTML and converted to the CMS's rich text. */
  answer: InEveryLocale<string[]>
}

export interface ManagerSeed {
  fullName: InEveryLocale
  position: InEveryLocale
  /** Empty for members who do not receive citizens. */
  receptionDays?: InEveryLocale
}

export interface CitizenReceptionSeed {
  address: InEveryLocale
  workingHours: InEveryLocale
  phone: string
  helpline: string
  email: string
  map: { lat: number; lng: number }
  notes: InEveryLocale<string[]>
}

/** Phrasings per language (Uzbek in either script), as src/seed/assistantPhrasings.ts holds them. */
export type PhrasingsByLanguage = Record<'uz' | 'ru' | 'en', string[]>

/** The demo knowledge base's phrasings by record (an entry's or FAQ's English question, a program's slug), and the out-of-scope examples. */
export interface SeedPhrasings {
  knowledge: Record<string, PhrasingsByLanguage>
  programs: Record<string, PhrasingsByLanguage>
  faqs: Record<string, PhrasingsByLanguage>
  offTopic: PhrasingsByLanguage
}
