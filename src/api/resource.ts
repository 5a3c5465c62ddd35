import type { CollectionSlug } from 'payload'
import type { Role } from '../access/roles.js'
import { locales, type Locale } from '../config/locales.js'
import { escapeLike, type FilterSpec, type ListQuerySpec } from './query.js'
import type { ErrorBag } from './errors.js'
import type { RequestContext } from './route.js'
import type { WireField } from './wire.js'

export type Doc = Record<string, unknown> & { id: number }

/** How the public sees a resource: which rows exist, how they are listed and shown, in the request locale. */
export interface PublicView {
  path: string
  /** Paginated with filters and sorts, or a plain `{data: [...]}` list (small vocabularies). */
  list: (ListQuerySpec & { paginated: true }) | { paginated: false; sort: string | string[] }
  /** Detail route parameter and the Payload field it matches (`slug`, `id`). */
  detail?: { param: string; field: 'slug' | 'id' }
  /** Payload fields a list item needs; the detail adds `detailFields`. */
  fields: string[]
  detailFields?: string[]
  /** Relation field → the related record's fields to embed (only the related rows the public may see). */
  populate?: Record<string, string[]>
  project: (doc: Doc, locale: Locale, ctx: RequestContext) => Record<string, unknown> | Promise<Record<string, unknown>>
  projectDetail?: (doc: Doc, locale: Locale, ctx: RequestContext) => Record<string, unknown> | Promise<Record<string, unknown>>
}

/**
 * A resource of /api/v1 as data: the collection, its wire fields, the admin list, the public view.
 * src/api/crud.ts turns it into routes; nothing here is a handler.
 */
export interface ResourceDef {
  name: string
  collection: CollectionSlug
  adminPath: string
  /** The record path parameter, as the contract names it (`program_id`). */
  idParam: string
  roles: readonly Role[]
  fields: Record<string, WireField>
  adminList: ListQuerySpec
  /** Small embedded objects added to admin records (`program_sector: {id, name}`). */
  adminExtras?: (doc: Doc) => Record<string, unknown>
  adminDepth?: number
  /**
   * Rules across fields (e.g. "a file or a URL, exactly one"), run after the per-field rules on what the record
   * will hold: the stored record merged with the accepted values, plus the wire names of uploaded files.
   */
  crossCheck?: (merged: Record<string, unknown>, uploads: Set<string>, ctx: RequestContext) => ErrorBag | Promise<ErrorBag>
  public?: PublicView
}

/** A filter that matches a field exactly. */
export const exact = (field: string, type: FilterSpec['type'] = 'string', extra: Partial<FilterSpec> = {}): FilterSpec => ({
  type,
  multiple: true,
  where: (value) => ({ [field]: { equals: value } }),
  ...extra,
})

/** `filter[status]=1` against the select stored as '1'/'0'. */
export const statusFilter = (): FilterSpec => ({
  type: 'integer',
  multiple: true,
  in: ['0', '1'],
  where: (value) => ({ status: { equals: String(value) } }),
})

/** `filter[search]`: a LIKE-escaped, case-insensitive substring over the named fields; admin lists every locale. */
export const searchFilter = (fields: { name: string; localized?: boolean }[]): FilterSpec => ({
  type: 'string',
  where: (value, ctx) => {
    const pattern = escapeLike(String(value))
    const targets = fields.flatMap((f) =>
      !f.localized ? [f.name] : ctx.audience === 'admin' ? locales.map((l) => `${f.name}.${l}`) : [`${f.name}.${ctx.locale}`],
    )
    return { or: targets.map((path) => ({ [path]: { contains: pattern } })) }
  },
})
