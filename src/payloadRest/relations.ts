import type { FlattenedField, Payload, PayloadRequest, SelectIncludeType } from 'payload'
import { createLocalReq } from 'payload'
import { collectionOf, isCollectionSlug } from './fields.js'

/**
 * Payload populates a relation only when the caller may read the related record, and leaves its id otherwise: an
 * anonymous caller of `/api/programs/2` learns the id of a hidden legal document. Before an anonymous answer of
 * Payload's REST leaves, every relation (at any depth, in groups, arrays and blocks) to a record the caller may not
 * read becomes null (a list of them loses it), found with one query per related collection.
 *
 * Only Payload's REST goes through here: /api/v1 reads public records with its own SQL (src/db/publicReader.ts).
 */

interface Reference {
  slug: string
  id: string
  /** Replaces the reference in its document (null, or out of its list). */
  drop: () => void
}

/** A JSON object of Payload's REST answer (a record, a localized value, a group or a row), walked by field name. */
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const idOf = (value: unknown) => (typeof value === 'number' || typeof value === 'string' ? String(value) : null)

function collect(
  payload: Payload,
  doc: Record<string, unknown>,
  fields: FlattenedField[],
  found: Reference[],
  depth: number,
): void {
  if (depth > 12) return
  for (const field of fields) {
    if (!('name' in field) || !(field.name in doc)) continue
    const value = doc[field.name]
    if (value === null || value === undefined) continue
    const locales = payload.config.localization ? payload.config.localization.localeCodes : []
    // `locale=all` answers localized fields as {uz, ru, en}.
    if (
      'localized' in field &&
      field.localized &&
      isObject(value) &&
      Object.keys(value).every((key) => locales.includes(key))
    ) {
      for (const key of Object.keys(value))
        collect(payload, value, [{ ...field, name: key, localized: false } as FlattenedField], found, depth + 1)
      continue
    }
    switch (field.type) {
      case 'group':
      case 'tab':
        if (isObject(value)) collect(payload, value, field.flattenedFields, found, depth + 1)
        break
      case 'array':
        if (Array.isArray(value))
          for (const row of value) if (isObject(row)) collect(payload, row, field.flattenedFields, found, depth + 1)
        break
      case 'blocks':
        if (Array.isArray(value)) {
          for (const row of value) {
            if (!isObject(row)) continue
            const block = field.blocks.find((candidate) => candidate.slug === row.blockType)
            if (block) collect(payload, row, block.flattenedFields, found, depth + 1)
          }
        }
        break
      case 'relationship':
      case 'upload': {
        const list = Array.isArray(value) ? value : [value]
        list.forEach((item) => {
          const drop = () => {
            if (Array.isArray(value)) doc[field.name] = (doc[field.name] as unknown[]).filter((kept) => kept !== item)
            else doc[field.name] = null
          }
          const polymorphic = Array.isArray(field.relationTo)
          const slug = polymorphic ? (isObject(item) ? String(item.relationTo) : null) : (field.relationTo as string)
          const target = polymorphic && isObject(item) ? item.value : item
          const related = slug ? collectionOf(payload, slug)?.config : undefined
          if (!slug || !related) return
          if (isObject(target)) {
            // Populated, so Payload found it readable; its own relations are checked in turn.
            collect(payload, target, related.flattenedFields, found, depth + 1)
            return
          }
          const id = idOf(target)
          if (id !== null) found.push({ slug, id, drop })
        })
        break
      }
      default:
        break
    }
  }
}

/** Select no field but the id (Payload answers it always; the generated select types do not list it). */
const ONLY_ID: SelectIncludeType = { id: true }

/** The ids of `ids` an anonymous caller may read, per the collection's own read access. */
async function readableIds(payload: Payload, req: PayloadRequest, slug: string, ids: string[]): Promise<Set<string>> {
  if (!isCollectionSlug(payload, slug)) return new Set()
  const { config } = payload.collections[slug]
  if ((await config.access.read({ req })) === true) return new Set(ids)
  const { docs } = await payload.find({
    collection: slug,
    where: { id: { in: ids } },
    depth: 0,
    limit: ids.length,
    pagination: false,
    select: ONLY_ID,
    overrideAccess: false,
    req,
  })
  return new Set(docs.map((doc) => String(doc.id)))
}

/** Drops from an anonymous answer (a document or a page of them) every relation to a record it may not read. */
export async function hideUnreadableRelations(
  payload: Payload,
  fields: FlattenedField[],
  body: unknown,
): Promise<void> {
  const docs = isObject(body) && Array.isArray(body.docs) ? body.docs : isObject(body) ? [body] : []
  const found: Reference[] = []
  for (const doc of docs) if (isObject(doc)) collect(payload, doc, fields, found, 0)
  if (found.length === 0) return
  const req = await createLocalReq({}, payload)
  const bySlug = new Map<string, Reference[]>()
  for (const reference of found) bySlug.set(reference.slug, [...(bySlug.get(reference.slug) ?? []), reference])
  for (const [slug, references] of bySlug) {
    const readable = await readableIds(payload, req, slug, [...new Set(references.map((reference) => reference.id))])
    for (const reference of references) if (!readable.has(reference.id)) reference.drop()
  }
}
