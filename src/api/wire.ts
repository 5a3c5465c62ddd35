import type { CollectionSlug, DataFromCollectionSlug, Payload } from 'payload'
import type { Locale } from '../config/locales.js'
import { SLUG_PATTERN } from '../fields/index.js'
import { allLocales } from '../i18n/localization.js'
import { withAbsoluteMediaUrls } from '../richtext/html.js'
import { htmlToLexical } from '../richtext/lexical.js'
import { documentTypes, imageTypes } from '../media/types.js'
import type { FileArea } from '../media/storage.js'
import type { UploadKind } from '../media/upload.js'
import { field, listOf, type FieldRules } from './validation/fields.js'
import { dateTimeToIso, rules, type Rule } from './validation/rules.js'

import { relationId } from '../fields/relations.js'

/**
 * A stored record of a collection, as Payload's Local API returns it: the generated type (src/payload-types.ts). An
 * admin read with `locale: 'all'` holds a localized field as `{uz, ru, en}`, which the generated type does not say; the
 * wire fields read those through `allLocales`, never as the generated type's string.
 */
export type DocOf<S extends CollectionSlug> = DataFromCollectionSlug<S>

/** A Payload field of a collection's records, by its generated type: a wrong name fails `tsc`. Over a union of collections, a field of any of them. */
export type FieldOf<S extends CollectionSlug> = FieldsBySlug[S]
type FieldsBySlug = { [K in CollectionSlug]: keyof DataFromCollectionSlug<K> & string }

/** One stored field's value by the name a declaration gives it (the wire fields read records field by field). */
export const fieldValue = (doc: object, source: string): unknown => Reflect.get(doc, source)

/**
 * One field as the wire sees it: its rules, where it lives in Payload, and how values cross between the two.
 * Localized fields carry `{uz, ru, en}` on admin endpoints; `write` converts one locale's value.
 */
export interface WireField<S extends CollectionSlug = CollectionSlug> {
  /** The Payload field; empty for a value the service derives. */
  source: FieldOf<S> | ''
  rules: FieldRules
  localized?: boolean
  /** A media reference that multipart requests may upload instead, under the wire name without `_id`. */
  upload?: UploadKind
  /** Multipart files under the wire name (`photos[]`) become items of this list, each one uploaded. */
  uploadMany?: {
    kind: UploadKind
    item: (mediaId: number) => unknown
    /** Where the files are stored: the media library, or a private upload collection (an appeal's files). */
    collection?: FileArea
    /** At most this many files (`validation.max`); the multipart reader's own bound stays higher. */
    max?: number
    /** Files only: a JSON value of the field is ignored, never taken as references to stored files. */
    filesOnly?: boolean
  }
  /**
   * For a non-localized field with localized parts (array rows with captions): the value to write per locale, the
   * default locale first. Rows carry ids chosen here, so every locale's write updates the same rows.
   */
  writeLocales?: (value: unknown, payload: Payload) => Promise<Map<Locale, unknown>>
  // Methods, not function properties: a resource of one collection is also a resource of any (a list of them).
  read(doc: DocOf<S>): unknown
  write(value: unknown, payload: Payload): unknown | Promise<unknown>
  /** Derived or managed by the service (a year from a date, an embedded file): shown, never accepted in a body. */
  readOnly?: boolean
  /** Accepted, never shown: not in any answer, and kept out of the audit trail (passwords, tokens). */
  writeOnly?: boolean
  /** Reading it needs related records loaded (an embedded media record): the admin read's depth. */
  depth?: number
  /** A join shown by the record's own route but not in lists (a conversation's messages): lists never load it. */
  detailOnly?: boolean
}

interface TextOptions {
  required?: boolean
  nullable?: boolean
  max?: number
  extra?: Rule[]
}

export const wire = {
  /** A value the service derives from the record; `depth: 1` when it embeds related records. */
  derived: <S extends CollectionSlug = CollectionSlug>(
    read: (doc: DocOf<S>) => unknown,
    o: { depth?: number } = {},
  ): WireField<S> => ({
    source: '',
    rules: field('any'),
    readOnly: true,
    depth: o.depth,
    read,
    write: () => undefined,
  }),

  /** A secret the caller sets and nobody reads back: a password (`min`, `confirmed`, ... in `extra`). */
  secret: <S extends CollectionSlug>(
    source: FieldOf<S>,
    extra: Rule[],
    o: { required?: boolean } = {},
  ): WireField<S> => ({
    source,
    rules: field('string', extra, { required: o.required }),
    writeOnly: true,
    read: () => undefined,
    write: (value) => String(value),
  }),

  text: <S extends CollectionSlug>(source: FieldOf<S>, o: TextOptions = {}): WireField<S> => ({
    source,
    rules: field('string', [rules.max(o.max ?? 255), ...(o.extra ?? [])], {
      required: o.required,
      nullable: o.nullable,
    }),
    read: (doc) => fieldValue(doc, source) ?? null,
    write: (value) => (value === null ? null : String(value)),
  }),

  slug: <S extends CollectionSlug>(collection: S, source: FieldOf<S>): WireField<S> => ({
    source,
    rules: field('string', [rules.max(255), rules.regex(SLUG_PATTERN), rules.unique(collection, source)], {
      required: true,
    }),
    read: (doc) => fieldValue(doc, source) ?? null,
    write: (value) => String(value),
  }),

  email: <S extends CollectionSlug>(source: FieldOf<S>, o: TextOptions = {}): WireField<S> => ({
    ...wire.text<S>(source, { ...o, extra: [rules.email(), ...(o.extra ?? [])] }),
  }),

  url: <S extends CollectionSlug>(source: FieldOf<S>, o: TextOptions = {}): WireField<S> => ({
    ...wire.text<S>(source, { max: 2048, ...o, extra: [rules.url()] }),
  }),

  integer: <S extends CollectionSlug>(
    source: FieldOf<S>,
    extra: Rule[],
    o: { required?: boolean; nullable?: boolean } = {},
  ): WireField<S> => ({
    source,
    rules: field('integer', extra, o),
    read: (doc) => {
      const value = fieldValue(doc, source)
      return value === null || value === undefined ? null : Number(value)
    },
    write: (value) => (value === null ? null : Number(value)),
  }),

  /** `status` is 1/0 on the wire and the select '1'/'0' in Payload (the field `status`); 1 on create when absent. */
  status: <S extends CollectionSlug>(source: FieldOf<S>): WireField<S> => ({
    source,
    rules: field('integer', [rules.in([1, 0])]),
    read: (doc) => {
      const value = fieldValue(doc, source)
      return value === undefined || value === null ? null : Number(value)
    },
    write: (value) => String(Number(value)),
  }),

  /** A hand-set position (the field `sortOrder`), 0 or more, at most `max`. */
  sortOrder: <S extends CollectionSlug>(source: FieldOf<S>, max?: number): WireField<S> =>
    wire.integer<S>(source, max === undefined ? [rules.min(0)] : [rules.between(0, max)]),

  choice: <S extends CollectionSlug>(
    source: FieldOf<S>,
    values: readonly string[],
    o: { required?: boolean; nullable?: boolean } = {},
  ): WireField<S> => ({
    source,
    rules: field('string', [rules.in(values)], o),
    read: (doc) => fieldValue(doc, source) ?? null,
    write: (value) => (value === null ? null : String(value)),
  }),

  relation: <S extends CollectionSlug>(
    source: FieldOf<S>,
    collection: CollectionSlug,
    o: { required?: boolean; nullable?: boolean } = { nullable: true },
  ): WireField<S> => ({
    source,
    rules: field('integer', [rules.exists(collection)], o),
    read: (doc) => relationId(fieldValue(doc, source)),
    write: (value) => (value === null ? null : Number(value)),
  }),

  /** true/false on the wire (1/0 and "true"/"false" accepted, as multipart sends them); a checkbox in the CMS. */
  boolean: <S extends CollectionSlug>(
    source: FieldOf<S>,
    o: { required?: boolean; nullable?: boolean } = {},
  ): WireField<S> => ({
    source,
    rules: field('boolean', [], o),
    read: (doc) => {
      const value = fieldValue(doc, source)
      return value === null || value === undefined ? null : Boolean(value)
    },
    write: (value) => (value === null ? null : value === true || value === 1 || value === '1' || value === 'true'),
  }),

  /** An instant: ISO 8601 in (a time without an offset is UTC), `2026-03-01T09:30:00.000Z` out. */
  datetime: <S extends CollectionSlug>(
    source: FieldOf<S>,
    o: { required?: boolean; nullable?: boolean } = {},
  ): WireField<S> => ({
    source,
    rules: field('datetime', [], o),
    read: (doc) => {
      const value = fieldValue(doc, source)
      return typeof value === 'string' ? new Date(value).toISOString() : null
    },
    write: (value) => (value === null ? null : dateTimeToIso(String(value))),
  }),

  date: <S extends CollectionSlug>(
    source: FieldOf<S>,
    o: { required?: boolean; nullable?: boolean } = {},
  ): WireField<S> => ({
    source,
    rules: field('date', [], o),
    read: (doc) => {
      const value = fieldValue(doc, source)
      return typeof value === 'string' ? value.slice(0, 10) : null
    },
    write: (value) => (value === null ? null : `${String(value)}T00:00:00.000Z`),
  }),

  localized: <S extends CollectionSlug>(
    source: FieldOf<S>,
    o: { required?: boolean; max?: number } = {},
  ): WireField<S> => ({
    source,
    localized: true,
    rules: field('string', [rules.max(o.max ?? 255)], {
      localized: true,
      requiredLocale: o.required,
      nullable: !o.required,
    }),
    read: (doc) => allLocales(fieldValue(doc, source)),
    write: (value) => (value === null || value === '' ? null : String(value)),
  }),

  /** HTML on the wire, Lexical in the CMS: sanitised and converted on write, served from the stored HTML on read. */
  localizedHtml: <S extends CollectionSlug>(
    source: FieldOf<S>,
    o: { required?: boolean; max?: number } = {},
  ): WireField<S> => ({
    source,
    localized: true,
    rules: field('string', [rules.max(o.max ?? 200000)], {
      localized: true,
      requiredLocale: o.required,
      nullable: !o.required,
    }),
    read: (doc) =>
      Object.fromEntries(
        Object.entries(allLocales(fieldValue(doc, `${source}Html`))).map(([locale, html]) => [
          locale,
          withAbsoluteMediaUrls(html),
        ]),
      ),
    write: (value, payload) => (value === null || value === '' ? null : htmlToLexical(String(value), payload)),
  }),

  /**
   * A file from the media library, written as `<name>_id` (JSON) or uploaded as `<name>` (multipart, which the
   * machinery stores first and turns into the id). `kind` decides which types the record may have.
   */
  media: <S extends CollectionSlug>(
    source: FieldOf<S>,
    kind: 'image' | 'document' | 'any' = 'image',
    o: { required?: boolean } = {},
  ): WireField<S> => ({
    source,
    rules: field('integer', [rules.exists('media'), mediaKind(kind)], { required: o.required, nullable: !o.required }),
    upload: kind,
    read: (doc) => relationId(fieldValue(doc, source)),
    write: (value) => (value === null ? null : Number(value)),
  }),

  /** Files of the media library as a list of ids (`images: [3, 7]`), in their order; `null` or `[]` empties it. */
  mediaIds: <S extends CollectionSlug>(
    source: FieldOf<S>,
    kind: 'image' | 'document' | 'any' = 'image',
    o: { max?: number } = {},
  ): WireField<S> => ({
    source,
    rules: listOf(field('integer', [rules.exists('media'), mediaKind(kind)]), [rules.max(o.max ?? 50)], {
      nullable: true,
    }),
    read: (doc) => ((fieldValue(doc, source) as unknown[] | undefined) ?? []).map(relationId),
    write: (value) => (value === null ? [] : (value as unknown[]).map(Number)),
  }),

  /** A list of strings per locale on the wire; a localized array of `{[item]: text}` rows in the CMS. */
  localizedList: <S extends CollectionSlug>(source: FieldOf<S>, item: string): WireField<S> => ({
    source,
    localized: true,
    rules: listOf(field('string', [rules.max(255)]), [], { localized: true, nullable: true }),
    read: (doc) => {
      const byLocale = allLocales<{ [key: string]: unknown }[]>(fieldValue(doc, source))
      return Object.fromEntries(Object.entries(byLocale).map(([locale, rows]) => [locale, rowsToList(rows, item)]))
    },
    write: (value) => (value === null ? [] : (value as unknown[]).map((text) => ({ [item]: String(text) }))),
  }),
}

const IMAGE_MIMES = new Set(Object.keys(imageTypes))

/** The referenced media must be an image (validation.image) or an allowed document (validation.mimes). */
export const mediaKind = (kind: 'image' | 'document' | 'any'): Rule =>
  rules.custom(
    kind === 'image' ? 'validation.image' : 'validation.mimes',
    `media:${kind}`,
    async (value, { payload }) => {
      if (kind === 'any' || !/^\d{1,15}$/.test(String(value))) return true
      const media = await payload.findByID({
        collection: 'media',
        id: Number(value),
        depth: 0,
        disableErrors: true,
        overrideAccess: true,
      })
      if (!media) return true
      return kind === 'image' ? IMAGE_MIMES.has(String(media.mimeType)) : String(media.mimeType) in documentTypes
    },
  )

/** Array rows to the plain strings of one of their fields; null when the locale has none. */
export const rowsToList = (rows: unknown, item: string): string[] | null =>
  Array.isArray(rows) && rows.length > 0
    ? rows.map((row) => String((row as Record<string, unknown>)[item] ?? ''))
    : null
