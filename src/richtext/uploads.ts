import type { Payload, PayloadRequest } from 'payload'
import { imageSizes } from '../media/types.js'

/** What the HTML of a placed file needs of its media record. */
export interface MediaForHtml {
  id: number
  filename?: string | null
  originalName?: string | null
  mimeType?: string | null
  width?: number | null
  height?: number | null
  /** Localized on the media collection: a string in one locale, `{uz, ru, en}` when read in every locale. */
  alt?: Record<string, string | null | undefined> | string | null
}

/** The media id an upload node holds: an id, or the record itself when the state was read populated. */
export const uploadIdOf = (value: unknown): number | null => {
  const raw = value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value
  const id = Number(raw)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

/** The parts of a Lexical node this service reads or writes. */
export interface LexicalNode {
  type?: string
  relationTo?: string
  value?: unknown
  fields?: Record<string, unknown>
  children?: LexicalNode[]
}

/** Every media id placed in a Lexical state, in document order, once each. */
export function uploadIdsIn(state: unknown): number[] {
  const found = new Set<number>()
  const walk = (node: LexicalNode | undefined) => {
    if (!node || typeof node !== 'object') return
    if (node.type === 'upload' && (node.relationTo ?? 'media') === 'media') {
      const id = uploadIdOf(node.value)
      if (id !== null) found.add(id)
    }
    for (const child of node.children ?? []) walk(child)
  }
  walk((state as { root?: LexicalNode } | null)?.root)
  return [...found]
}

/** The placed files, read inside the writing request's transaction (a file uploaded by the same request included). */
export async function loadMediaForHtml(req: PayloadRequest, ids: number[]): Promise<Map<number, MediaForHtml>> {
  if (ids.length === 0) return new Map()
  const { docs } = await req.payload.find({
    collection: 'media',
    where: { id: { in: ids } },
    // No locale of its own: the Local API would set it on the shared request, and the write in progress reads
    // `req.locale` to know which locale it writes. So alt texts come in the written locale (all of them for 'all').
    depth: 0,
    pagination: false,
    select: { filename: true, originalName: true, mimeType: true, width: true, height: true, alt: true },
    req,
    // The HTML is the record's own rendering, whoever saves it; whether the file is shown is decided when it is read.
    overrideAccess: true,
  })
  return new Map(docs.map((doc): [number, MediaForHtml] => [Number(doc.id), doc]))
}

/** The stored file names a URL of this service may name (an original or any image size). */
const sizeFilenameFields = imageSizes.map((size) => `sizes.${size.name}.filename`)

/** Image ids by the stored file name of the original or any of its sizes (files that are not images are left out). */
export async function imageIdsByFilename(
  payload: Payload,
  names: string[],
  req?: PayloadRequest,
): Promise<Map<string, number>> {
  if (names.length === 0) return new Map()
  const { docs } = await payload.find({
    collection: 'media',
    where: {
      and: [
        { mimeType: { like: 'image/' } },
        { or: ['filename', ...sizeFilenameFields].map((field) => ({ [field]: { in: names } })) },
      ],
    },
    depth: 0,
    pagination: false,
    ...(req ? { req } : {}),
    // Which record a URL names, whoever writes it; the record that places it decides who sees it.
    overrideAccess: true,
  })
  const byName = new Map<string, number>()
  for (const doc of docs) {
    for (const name of [doc.filename, ...Object.values(doc.sizes ?? {}).map((size) => size?.filename)])
      if (name) byName.set(name, Number(doc.id))
  }
  return byName
}
