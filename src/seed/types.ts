import type { Locale } from '../config/locales.js'
import type { LegalDocument, Program } from '../payload-types.js'

/** One value per locale, the shape Payload takes for a localized field with `locale: 'all'`. */
export type Localized<T = string> = Record<Locale, T>

export interface ProgramSectorSeed {
  slug: string
  name: Localized
  description: Localized
}

export interface LegalDocumentSeed {
  number: string
  docType: string
  relevance: LegalDocument['relevance']
  state: LegalDocument['state']
  /** YYYY-MM-DD */
  adoptedOn: string
  title: Localized
  direction: Localized
  /** Paragraphs of the body, rendered to HTML and converted to the CMS's rich text. */
  paragraphs: Localized<string[]>
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
  title: Localized
  summary: Localized
  /** The terms listed in the body. */
  terms: Localized<string[]>
  /** Documents asked for on top of those every program of its kind asks for. */
  extraDocuments?: Localized<string[]>
}

export interface DocumentTypeSeed {
  code: string
  name: Localized
}

export interface FaqSeed {
  category: Localized
  question: Localized
  /** Paragraphs of the answer, rendered to HTML and converted to the CMS's rich text. */
  answer: Localized<string[]>
}

export interface ManagerSeed {
  fullName: Localized
  position: Localized
  /** Empty for members who do not receive citizens. */
  receptionDays?: Localized
}

export interface CitizenReceptionSeed {
  address: Localized
  workingHours: Localized
  phone: string
  helpline: string
  email: string
  map: { lat: number; lng: number }
  notes: Localized<string[]>
}
