import type { CollectionSlug, FlattenedField, Payload } from 'payload'
import { parseRecordId } from '../core/ids.js'

/**
 * What a query path of Payload's REST names, in the terms its values are checked in (src/payloadRest/query.ts) and
 * its relations followed in (src/payloadRest/relations.ts).
 */
export type PathKind =
  | { kind: 'id' }
  | { kind: 'text' }
  /** `texts` are what a search may match for each value: the value and its labels in every language. */
  | { kind: 'select'; options: string[]; texts: Record<string, string[]> }
  | { kind: 'number' }
  | { kind: 'date' }
  | { kind: 'boolean' }
  /** A relation to one collection: its values are that collection's ids. */
  | { kind: 'relation'; relationTo: string }
  /** A relation to several collections: only `.relationTo` and `.value` (or `exists`) are queried. */
  | { kind: 'polymorphic'; relationTo: string[] }
  /** JSON, rich text, groups, arrays, blocks, points, joins: nothing but `exists`. */
  | { kind: 'opaque' }

/** Ids of the project's collections are PostgreSQL serials (int4), written without leading zeros: anything else names no record. */
export const isValidId = (value: string): boolean => /^[1-9]\d{0,9}$/.test(value) && parseRecordId(value) !== null

/** Whether a slug that came from outside (a path, a key) names one of the collections. */
export const isCollectionSlug = (payload: Payload, slug: string): slug is CollectionSlug =>
  Object.hasOwn(payload.collections, slug)

/** A collection by a slug that came from outside (a path, a key): undefined unless it is one. */
export const collectionOf = (payload: Payload, slug: string) =>
  isCollectionSlug(payload, slug) ? payload.collections[slug] : undefined

export const idIsNumeric = (payload: Payload, slug: string): boolean =>
  (collectionOf(payload, slug)?.customIDType ?? payload.db.defaultIDType) === 'number'

const labelTexts = (label: unknown): string[] =>
  typeof label === 'string'
    ? [label]
    : typeof label === 'object' && label !== null
      ? Object.values(label).filter((text): text is string => typeof text === 'string')
      : []

function selectOf(options: unknown[]): PathKind {
  const texts: Record<string, string[]> = {}
  for (const option of options) {
    const value =
      typeof option === 'object' && option !== null ? String((option as { value: unknown }).value) : String(option)
    texts[value] = [
      value,
      ...(typeof option === 'object' && option !== null ? labelTexts((option as { label?: unknown }).label) : []),
    ]
  }
  return { kind: 'select', options: Object.keys(texts), texts }
}

interface ResolveOptions {
  payload: Payload
  /** How many relations a path may follow into other collections (0 for anonymous callers). */
  hops: number
}

/**
 * Resolves a dotted path (`title`, `title.ru`, `legalDocument.title`, `document.value`, `sizes.thumbnail.filename`)
 * against a collection's fields, or null when it names nothing Payload could query safely.
 */
export function resolvePath(
  fields: FlattenedField[],
  segments: string[],
  options: ResolveOptions,
  topLevel = true,
): PathKind | null {
  const [name, ...rest] = segments
  if (name === undefined) return null
  if (name === 'id' && topLevel && rest.length === 0) return { kind: 'id' }
  const field = fields.find((candidate) => 'name' in candidate && candidate.name === name)
  if (!field || ('hidden' in field && field.hidden === true)) return null
  let tail = rest
  const locales = options.payload.config.localization ? options.payload.config.localization.localeCodes : []
  if ('localized' in field && field.localized && tail[0] !== undefined && locales.includes(tail[0]))
    tail = tail.slice(1)

  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'email':
    case 'code':
      return tail.length === 0 ? { kind: 'text' } : null
    case 'select':
    case 'radio':
      return tail.length === 0 ? selectOf(field.options as unknown[]) : null
    case 'number':
      return tail.length === 0 ? { kind: 'number' } : null
    case 'date':
      return tail.length === 0 ? { kind: 'date' } : null
    case 'checkbox':
      return tail.length === 0 ? { kind: 'boolean' } : null
    case 'group':
    case 'tab':
    case 'array':
      return tail.length === 0 ? { kind: 'opaque' } : resolvePath(field.flattenedFields, tail, options, false)
    case 'relationship':
    case 'upload': {
      const relationTo = field.relationTo
      if (Array.isArray(relationTo)) {
        if (tail.length === 0) return { kind: 'polymorphic', relationTo }
        if (tail.length === 1 && tail[0] === 'relationTo') return selectOf(relationTo)
        if (tail.length === 1 && tail[0] === 'value')
          return relationTo.every((slug) => idIsNumeric(options.payload, slug))
            ? { kind: 'relation', relationTo: relationTo[0] }
            : { kind: 'text' }
        return null
      }
      if (tail.length === 0)
        return idIsNumeric(options.payload, relationTo) ? { kind: 'relation', relationTo } : { kind: 'text' }
      if (options.hops <= 0) return null
      const related = collectionOf(options.payload, relationTo)?.config
      if (!related) return null
      return resolvePath(related.flattenedFields, tail, { ...options, hops: options.hops - 1 }, true)
    }
    default:
      // JSON, rich text, blocks, points, joins: Payload turns most operators on them into SQL that fails.
      return tail.length === 0 ? { kind: 'opaque' } : null
  }
}

/** The fields a versions query runs over: the record's own under `version.`, plus the version's bookkeeping. */
export function resolveVersionPath(
  fields: FlattenedField[],
  parentSlug: string,
  segments: string[],
  options: ResolveOptions,
): PathKind | null {
  const [name, ...rest] = segments
  if (name === 'version') return rest.length === 0 ? { kind: 'opaque' } : resolvePath(fields, rest, options)
  if (rest.length > 0) return null
  if (name === 'id') return { kind: 'id' }
  if (name === 'parent') return { kind: 'relation', relationTo: parentSlug }
  if (name === 'createdAt' || name === 'updatedAt') return { kind: 'date' }
  if (name === 'latest' || name === 'autosave' || name === 'snapshot') return { kind: 'boolean' }
  if (name === 'publishedLocale') return { kind: 'text' }
  return null
}
