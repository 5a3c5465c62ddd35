import type { Access, CollectionSlug, PayloadRequest, Where } from 'payload'
import { publicUrl } from '../config/settings.js'
import { uploadIdOf, type LexicalNode } from './uploads.js'

/**
 * Where the public reads a record: the resources' public views say it (src/api/resource.ts `publicLinks`), the same
 * function the assistant cites its sources with; null where a record has no public address.
 */
export type PublicLinks = (collection: CollectionSlug, id: number, slug: string | null) => string | null

/**
 * The collections an editor links to from a text (the link dialog's "internal link"): the public pages of records
 * and of the structure, not the vocabularies. Each has a public view (tests/unit/richtext-links.test.ts).
 */
export const linkableCollections: CollectionSlug[] = [
  'programs',
  'posts',
  'legal-documents',
  'faqs',
  'photo-galleries',
  'video-galleries',
  'staff-units',
  'management',
  'history',
  'open-data',
]

let serverLinks: PublicLinks | undefined

/**
 * The server hands the public views over when it assembles the API (src/app.ts), as it does to the assistant: the
 * rich text sits below the API and cannot read them itself. A text saved where no API runs keeps its internal links
 * as plain text.
 */
export const linkRichTextTo = (links: PublicLinks): void => {
  serverLinks = links
}

/** The record an internal link node names. */
export interface InternalLink {
  collection: string
  id: number
}

/** The record a link node names when it is an internal link (`fields.doc` {relationTo, value}, value an id or the record). */
export function internalLinkOf(node: LexicalNode): InternalLink | null {
  if (node.type !== 'link' || node.fields?.linkType !== 'internal') return null
  const doc = node.fields.doc as { relationTo?: unknown; value?: unknown } | null | undefined
  const id = uploadIdOf(doc?.value)
  return typeof doc?.relationTo === 'string' && id !== null ? { collection: doc.relationTo, id } : null
}

/** Every internal link of a Lexical state. */
export function internalLinksIn(state: unknown): InternalLink[] {
  const found: InternalLink[] = []
  const walk = (node: LexicalNode | undefined) => {
    if (!node || typeof node !== 'object') return
    const link = internalLinkOf(node)
    if (link) found.push(link)
    for (const child of node.children ?? []) walk(child)
  }
  walk((state as { root?: LexicalNode } | null)?.root)
  return found
}

/** The public paths of linked records, by `collection:id`; a record missing here is no link (text kept). */
export type LinkTargets = Map<string, string>
export const linkTargetKey = (link: InternalLink) => `${link.collection}:${link.id}`

/** What an anonymous reader may see of a collection: its own read access, asked for a visitor. */
async function publicWhere(req: PayloadRequest, collection: CollectionSlug): Promise<Where | boolean> {
  const read = req.payload.collections[collection]?.config.access?.read as Access | undefined
  if (!read) return false
  return read({ req: { ...req, user: null } as PayloadRequest })
}

/**
 * The public paths of the records a text links to, read inside the writing request's transaction: only records an
 * anonymous reader may read now (the collection's own read access) and that have a public address. Stored as paths of
 * this service (`/api/v1/programs/<slug>`), as the media library's files are, so a changed PUBLIC_URL never leaves a
 * stale link (src/richtext/html.ts makes them absolute when served).
 */
export async function loadLinkTargets(req: PayloadRequest, links: InternalLink[]): Promise<LinkTargets> {
  const targets: LinkTargets = new Map()
  const linkOf = serverLinks
  if (!linkOf || links.length === 0) return targets
  const byCollection = new Map<CollectionSlug, number[]>()
  for (const link of links) {
    if (!linkableCollections.includes(link.collection as CollectionSlug)) continue
    const collection = link.collection as CollectionSlug
    byCollection.set(collection, [...new Set([...(byCollection.get(collection) ?? []), link.id])])
  }
  const base = publicUrl()
  for (const [collection, ids] of byCollection) {
    const visible = await publicWhere(req, collection)
    if (visible === false) continue
    const { docs } = await req.payload.find({
      collection,
      where: visible === true ? { id: { in: ids } } : { and: [{ id: { in: ids } }, visible] },
      // No locale of its own: the Local API would set it on the shared request (src/richtext/uploads.ts).
      depth: 0,
      pagination: false,
      req,
      // Which records a visitor may read, by the rule just asked of the collection; whoever saves the text.
      overrideAccess: true,
    })
    for (const doc of docs) {
      const slug = 'slug' in doc && typeof doc.slug === 'string' && doc.slug !== '' ? doc.slug : null
      const url = linkOf(collection, Number(doc.id), slug)
      if (url)
        targets.set(
          linkTargetKey({ collection, id: Number(doc.id) }),
          url.startsWith(base) ? url.slice(base.length) : url,
        )
    }
  }
  return targets
}
