import type { Where } from 'payload'
import type { Locale, Localized } from '../config/locales.js'
import { publicReader, type Row } from '../db/publicReader.js'
import { MEDIA_FIELDS, mediaRecord } from '../media/record.js'
import { withAbsoluteMediaUrls } from '../richtext/html.js'
import { pickLocale } from '../i18n/localization.js'
import { perRequest, type RequestContext } from './route.js'

/**
 * One key of a public record: the Payload fields it reads (and the related records' fields it embeds), and how it
 * turns them into the wire value in the request locale. What a public read loads is the union of what its keys read,
 * so the load list and the projection cannot drift apart.
 */
export interface Show {
  reads: string[]
  populate?: Record<string, string[]>
  value: (doc: Row, locale: Locale, ctx: RequestContext) => unknown
}

/** A public record: wire key → Show, in wire order. */
export type Shape = Record<string, Show>

const dateOnly = (value: unknown) => (typeof value === 'string' ? value.slice(0, 10) : null)

export const show = {
  /** The record id (always loaded). */
  id: (): Show => ({ reads: [], value: (doc) => doc.id }),
  /** A stored value as it is. */
  value: (source: string): Show => ({ reads: [source], value: (doc) => doc[source] }),
  /** A stored value, null when unset. */
  nullable: (source: string, fallback: unknown = null): Show => ({
    reads: [source],
    value: (doc) => doc[source] ?? fallback,
  }),
  /** A localized value in the request locale (else uz, else any). */
  localized: (source: string): Show => ({
    reads: [source],
    value: (doc, locale) => pickLocale(doc[source] as Localized, locale),
  }),
  /** Stored HTML of a rich text field in the request locale, its files' paths as absolute URLs. */
  html: (source: string): Show => ({
    reads: [source],
    value: (doc, locale) => withAbsoluteMediaUrls(pickLocale(doc[source] as Localized, locale)),
  }),
  /** An instant (`2026-03-01T09:30:00.000Z`), null when unset. */
  instant: (source: string): Show => ({
    reads: [source],
    value: (doc) => (doc[source] ? new Date(String(doc[source])).toISOString() : null),
  }),
  /** The day of a date field (`YYYY-MM-DD`). */
  date: (source: string): Show => ({ reads: [source], value: (doc) => dateOnly(doc[source]) }),
  /** A file from the media library as the contract writes it (1.8), only while the record shows it. */
  media: (source: string): Show => ({
    reads: [source],
    populate: { [source]: MEDIA_FIELDS },
    value: (doc) => mediaRecord(doc[source]),
  }),
  /** A list of files. */
  mediaList: (source: string): Show => ({
    reads: [source],
    populate: { [source]: MEDIA_FIELDS },
    value: (doc) => ((doc[source] as unknown[] | undefined) ?? []).map(mediaRecord).filter(Boolean),
  }),
  /** A related record the public may see, with these of its fields, or null. */
  relation: (source: string, fields: string[], project: (related: Row, locale: Locale) => unknown): Show => ({
    reads: [source],
    populate: { [source]: fields },
    value: (doc, locale) =>
      doc[source] && typeof doc[source] === 'object' ? project(doc[source] as Row, locale) : null,
  }),
  /**
   * How many public records of another collection name this one in `field` (a sector's programs, a category's posts):
   * one grouped query per request through that collection's own visibility at this moment.
   */
  publicCount: (collection: string, field: string): Show => {
    const counts = perRequest(async (ctx) => {
      const facets = await publicReader(ctx.payload).facets(collection, [field])
      return new Map(facets[field].map(({ value, count }) => [Number(value), count]))
    })
    return { reads: [], value: async (doc, _locale, ctx) => (await counts(ctx)).get(doc.id) ?? 0 }
  },
  /** Anything else, from the fields it names (and the relations it embeds). */
  computed: (reads: string[], value: Show['value'], populate?: Record<string, string[]>): Show => ({
    reads,
    populate,
    value,
  }),
}

type Loads = { fields: string[]; populate: Record<string, string[]> }
const loadsByShape = new WeakMap<Shape, Loads>()

/** What a shape loads: its fields and its populated relations (worked out once per shape). */
export function loadsOf(shape: Shape): Loads {
  let loads = loadsByShape.get(shape)
  if (!loads) {
    const populate: Record<string, string[]> = {}
    for (const item of Object.values(shape)) Object.assign(populate, item.populate ?? {})
    loads = { fields: [...new Set(Object.values(shape).flatMap((item) => item.reads))], populate }
    loadsByShape.set(shape, loads)
  }
  return loads
}

/** A row of the public reader as the shape's wire record, every key in declared order; only async keys are awaited. */
export async function project(
  shape: Shape,
  doc: Row,
  locale: Locale,
  ctx: RequestContext,
): Promise<Record<string, unknown>> {
  const record: Record<string, unknown> = {}
  const pending: Promise<void>[] = []
  for (const [key, item] of Object.entries(shape)) {
    const value = item.value(doc, locale, ctx)
    record[key] = value
    if (value instanceof Promise) pending.push(value.then((resolved) => void (record[key] = resolved)))
  }
  if (pending.length > 0) await Promise.all(pending)
  return record
}

/**
 * Public rows of a collection (the anonymous view of its own read access) in a shape: loads exactly what the shape
 * reads, and projects each row in the request locale.
 */
export async function readPublic(
  ctx: RequestContext,
  collection: string,
  shape: Shape,
  options: { where?: Where; sort: string[]; page?: number; limit?: number; alsoReads?: string[]; count?: boolean },
): Promise<{ data: Record<string, unknown>[]; docs: Row[]; totalDocs: number }> {
  const { alsoReads = [], ...read } = options
  const { fields, populate } = loadsOf(shape)
  const result = await publicReader(ctx.payload).find({
    collection,
    fields: [...new Set([...fields, ...alsoReads])],
    populate,
    ...read,
  })
  const docs = result.docs
  const data = await Promise.all(docs.map((doc) => project(shape, doc, ctx.locale, ctx)))
  return { data, docs, totalDocs: result.totalDocs }
}
