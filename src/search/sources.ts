import type { CollectionSlug } from 'payload'
import { locales, type Locale, type Localized } from '../config/locales.js'
import { active, published, type PublicRule } from '../access/visibility.js'
import type { StoredInAllLocales } from '../db/storedLocales.js'

/** The kinds of record the search index holds; all but `knowledge` (the assistant's own entries) are public. */
export const publicKinds = ['programs', 'posts', 'legal_documents', 'faqs', 'staff_units', 'management'] as const
export const searchKinds = [...publicKinds, 'knowledge'] as const
export type SearchKind = (typeof searchKinds)[number]

/** How one collection's stored record (every locale) becomes rows of the index. */
export interface IndexedSource {
  kind: SearchKind
  collection: CollectionSlug
  /** The localized text shown as the result's title (a list of fields is joined with spaces). */
  title: (doc: StoredInAllLocales, locale: Locale) => string
  /** The plain text searched below the title. */
  body: (doc: StoredInAllLocales, locale: Locale) => string
  /** Words searched with a weight of their own, below the title's and the text's, never shown (the ways visitors ask a knowledge entry). */
  keywords?: (doc: StoredInAllLocales) => string
  slug?: (doc: StoredInAllLocales) => string | null
  /**
   * Who may find it: the collection's public rule (src/access/visibility.ts), the same object its read access applies
   * (tests/unit/search-visibility.test.ts holds them together). A record that holds is indexed at once and found from
   * the rule's time part on (a scheduled post). Absent: every record is indexed (the assistant's own entries, which
   * the public search never reads).
   */
  visibility?: PublicRule
  /** The date that orders matches of equal standing, newest first (src/search/publicSearch.ts); absent: `createdAt`. */
  dated?: (doc: StoredInAllLocales) => string | null
}

/** A localized value in the locale, else Uzbek, else any locale that has one (contract 1.4's fallback). */
export const inLocale = (value: unknown, locale: Locale): string => {
  if (typeof value === 'string') return value
  if (!value || typeof value !== 'object') return ''
  const map = value as Localized
  const order = [locale, 'uz' as Locale, ...locales]
  for (const code of order) {
    const text = map[code]
    if (typeof text === 'string' && text.trim() !== '') return text
  }
  return ''
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" }

/** Stored (sanitised) HTML as plain text: tags become spaces, the usual entities their characters. */
export const htmlToText = (html: unknown): string =>
  typeof html !== 'string'
    ? ''
    : html
        .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
        .replace(/<[^>]*>/g, ' ')
        .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+\d*);/gi, (whole, name: string) => {
          const lower = name.toLowerCase()
          if (lower.startsWith('#x')) return String.fromCodePoint(Number.parseInt(lower.slice(2), 16) || 32)
          if (lower.startsWith('#')) return ENTITIES[lower] ?? String.fromCodePoint(Number(lower.slice(1)) || 32)
          return ENTITIES[lower] ?? whole
        })
        .replace(/\s+/g, ' ')
        .trim()

const text = (...parts: string[]) => parts.filter((part) => part.trim() !== '').join(' · ')
const localized = (name: string) => (doc: StoredInAllLocales, locale: Locale) => inLocale(doc[name], locale)
const html = (name: string) => (doc: StoredInAllLocales, locale: Locale) => htmlToText(inLocale(doc[name], locale))
const slugOf = (doc: StoredInAllLocales) => (typeof doc.slug === 'string' && doc.slug !== '' ? doc.slug : null)

/** Every indexed collection, in one list: the hooks, the rebuild and the search read it. */
export const indexedSources: IndexedSource[] = [
  {
    kind: 'programs',
    collection: 'programs',
    title: localized('title'),
    body: (doc, locale) => text(localized('summary')(doc, locale), html('bodyHtml')(doc, locale)),
    slug: slugOf,
    visibility: active,
  },
  {
    kind: 'posts',
    collection: 'posts',
    title: localized('title'),
    body: (doc, locale) => text(localized('excerpt')(doc, locale), html('bodyHtml')(doc, locale)),
    slug: slugOf,
    visibility: published,
    dated: (doc) => (typeof doc.publishedAt === 'string' ? doc.publishedAt : null),
  },
  {
    kind: 'legal_documents',
    collection: 'legal-documents',
    title: (doc, locale) =>
      text(localized('title')(doc, locale), typeof doc.number === 'string' ? `№ ${doc.number}` : ''),
    body: (doc, locale) => text(localized('direction')(doc, locale), html('bodyHtml')(doc, locale)),
    visibility: active,
    dated: (doc) => (typeof doc.adoptedOn === 'string' ? doc.adoptedOn : null),
  },
  {
    kind: 'faqs',
    collection: 'faqs',
    title: localized('question'),
    body: (doc, locale) => text(localized('category')(doc, locale), html('answerHtml')(doc, locale)),
    visibility: active,
  },
  {
    kind: 'staff_units',
    collection: 'staff-units',
    title: localized('name'),
    body: (doc, locale) => text(localized('headName')(doc, locale), html('dutiesHtml')(doc, locale)),
    visibility: active,
  },
  {
    kind: 'management',
    collection: 'management',
    title: localized('fullName'),
    body: (doc, locale) => text(localized('position')(doc, locale), html('biographyHtml')(doc, locale)),
    visibility: active,
  },
  {
    kind: 'knowledge',
    collection: 'assistant-knowledge',
    title: localized('question'),
    body: localized('answer'),
    keywords: (doc) =>
      Array.isArray(doc.keywords) ? doc.keywords.filter((word) => typeof word === 'string').join(' ') : '',
  },
]

/** Whether a stored record belongs in the index (its source's public rule, time part aside). */
export const isIndexed = (source: IndexedSource, doc: StoredInAllLocales): boolean =>
  source.visibility?.holds(doc) ?? true

export const sourceOfKind = (kind: SearchKind): IndexedSource => indexedSources.find((source) => source.kind === kind)!
export const sourceOfCollection = (collection: string): IndexedSource | undefined =>
  indexedSources.find((source) => source.collection === collection)

/** The cache tag of answers read from the index: its tables announce their writes under it (src/cache/). */
export const SEARCH_TAG = 'search'

/** Indexed rows become searchable at `visible_from` (a scheduled post): cached searches last no longer. */
export const SEARCH_SCHEDULE = { tag: SEARCH_TAG, table: 'search_documents', column: 'visible_from' }
