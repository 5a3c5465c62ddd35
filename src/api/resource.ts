import type { CollectionSlug } from 'payload'
import type { Role } from '../access/roles.js'
import { locales } from '../config/locales.js'
import { publicUrl } from '../config/settings.js'
import { escapeLike, type FilterSpec, type ListQuerySpec } from './query.js'
import type { ErrorBag } from '../core/errors.js'
import type { UploadKind } from '../media/upload.js'
import type { Audience } from './auth.js'
import type { PerIpLimit } from './rateLimits.js'
import type { UploadSpec } from './multipart.js'
import type { Shape } from './projection.js'
import type { Method, Reply, RequestContext, ResponseDoc, RouteSpec } from './route.js'
import type { RuleSet } from './validation/fields.js'
import type { DocOf, FieldOf, WireField } from './wire.js'

export type { DocOf, FieldOf }

/** How the public sees a resource: which rows exist, how they are listed and shown, in the request locale. */
export interface PublicView<S extends CollectionSlug = CollectionSlug> {
  path: string
  /**
   * Paginated with filters and sorts, or a plain `{data: [...]}` list (small vocabularies); `tree` nests a plain list
   * by the named parent field (`children`), a hidden record taking its subtree with it.
   */
  list?: (ListQuerySpec & { paginated: true }) | { paginated: false; sort: string | string[]; tree?: FieldOf<S> }
  /**
   * Detail route parameter and the Payload field it matches (`slug`, `id`); `counter` names a number field that each
   * view of the detail adds 1 to (a post's `views`), the answer showing the new count.
   */
  detail?: { param: string; field: 'slug' | 'id'; counter?: FieldOf<S> }
  /** A public record as the list shows it; what it loads follows from it (absent when there is no list or detail). */
  shows?: Shape
  /** Keys the detail adds after the list's. */
  detailShows?: Shape
  /** Anonymous (or client) creation: `POST <path>`, e.g. an appeal or a registration. */
  create?: PublicCreate<S>
}

/** `POST` on the public path: its own wire fields, its audience and its answer (what the caller may learn). */
export interface PublicCreate<S extends CollectionSlug = CollectionSlug> {
  summary: string
  audience?: Audience
  /** An hourly limit per IP (contract 1.9), counted before the body is read. */
  throttle?: PerIpLimit
  /**
   * Resolve the request locale (answered as Content-Language), handed to the write as `requestLocale` in its
   * context: the language a record remembers for its author (an appeal's mails).
   */
  localized?: boolean
  /**
   * The Payload request context of the write: a flag the collection's create access asks for, so the record (and its
   * files) can be created only through this route, after its validation.
   */
  context?: Record<string, unknown>
  fields: Record<string, WireField<S>>
  /** The 201 body from the created record (read inside the write; an anonymous caller cannot read it back). */
  reply(doc: DocOf<S>, ctx: RequestContext): unknown
}

export type AdminOperation = 'list' | 'show' | 'create' | 'update' | 'delete'

/** A named action on a resource, with the guard, validation, audit, error path and OpenAPI of CRUD. */
export interface ActionSpec<S extends CollectionSlug = CollectionSlug> {
  method: Method
  /**
   * Below the admin record path (`release`, `cover`, `files/:media`), or, with `on: 'collection'`, below the
   * collection path (`images`); with `public: true` below the public path instead (`facets`, `:id/files/:media`).
   */
  path: string
  on?: 'record' | 'collection'
  public?: boolean
  summary: string
  /** Default: the resource's staff roles (anyone on public actions). */
  audience?: Audience
  body?: RuleSet
  upload?: UploadSpec
  list?: ListQuerySpec
  queryParams?: RouteSpec['queryParams']
  /** Answers in the request locale (with Content-Language). */
  localized?: boolean
  throttle?: PerIpLimit
  /** A public GET about one person: never kept by a cache (RouteSpec `personal`). */
  personal?: boolean
  responses: ResponseDoc[]
  // A method, not a function property: a resource of one collection is also a resource of any (a list of them).
  handler(ctx: ActionContext<S>): Promise<Reply>
}

export interface ActionContext<S extends CollectionSlug = CollectionSlug> extends RequestContext {
  /** The validated body (the action's `body` rules). */
  values: Record<string, unknown>
  /**
   * Admin record actions: the record id (0 on other actions), and the record as the caller may read it (else the
   * action answered 404); other actions have no record.
   */
  id: number
  record?: DocOf<S>
}

/**
 * Files attached to a record's media field, as their own routes: `POST <record>/<path>` uploads (`many`: appends up to
 * `many` files of `<path>[]`; else replaces the one file), `DELETE <record>/<path>[/:media]` detaches and deletes.
 * Audited as `file_uploaded` / `file_deleted`, one entry per file.
 */
export interface AttachmentSpec<S extends CollectionSlug = CollectionSlug> {
  path: string
  /** The Payload field (an upload relation, hasMany when `many`). */
  source: FieldOf<S>
  kind: UploadKind
  many?: number
  /** Status of a successful upload: 201 for a list that grew, 200 for a replaced file. */
  status: 200 | 201
}

/**
 * A resource of /api/v1 as data: the collection, its wire fields, which admin operations it has, its actions and
 * attachments, the public view. src/api/crud.ts turns it into routes; nothing here is a handler.
 */
export interface ResourceDef<S extends CollectionSlug = CollectionSlug> {
  name: string
  collection: S
  /** The admin collection path; a resource without one is public only. */
  adminPath?: string
  /** The record path parameter, as the contract names it (`program_id`). */
  idParam?: string
  roles?: readonly Role[]
  /** The admin operations the resource has; all five when it has an admin path and does not say. */
  operations?: readonly AdminOperation[]
  fields?: Record<string, WireField<S>>
  /**
   * The admin record when another route already answers it (a staff account is `staffRecord`, as /admin/auth/me
   * shows it); by default the readable wire fields with id and timestamps.
   */
  record?(doc: DocOf<S>): Record<string, unknown>
  adminList?: ListQuerySpec
  /**
   * Rules across fields (e.g. "a file or a URL, exactly one"), run after the per-field rules on what the record
   * will hold: the stored record merged with the accepted values, plus the wire names of uploaded files; on update
   * also the stored record alone (rules about a change, such as a workflow's moves).
   */
  crossCheck?: (
    merged: Record<string, unknown>,
    uploads: Set<string>,
    ctx: RequestContext,
    stored?: Record<string, unknown>,
  ) => ErrorBag | Promise<ErrorBag>
  actions?: ActionSpec<S>[]
  attachments?: AttachmentSpec<S>[]
  public?: PublicView<S>
}

/** A filter that matches a field exactly. */
export const exact = (
  field: string,
  type: FilterSpec['type'] = 'string',
  extra: Partial<FilterSpec> = {},
): FilterSpec => ({
  type,
  multiple: true,
  where: (value) => ({ [field]: { equals: value } }),
  ...extra,
})

/**
 * `filter[<x>_from]` / `filter[<x>_to]` over one timestamp field: whole UTC days (`YYYY-MM-DD`), both ends inclusive,
 * as one range the field's index serves. The end is the day's last millisecond (timestamps keep milliseconds), so
 * both bounds are the day's own text, with no date arithmetic (9999-12-31 has no next day in four digits).
 */
export const dayRange = (field: string): { from: FilterSpec; to: FilterSpec } => ({
  from: {
    type: 'date',
    description: 'From this day on (YYYY-MM-DD, UTC, inclusive)',
    where: (day) => ({ [field]: { greater_than_equal: `${String(day)}T00:00:00.000Z` } }),
  },
  to: {
    type: 'date',
    description: 'Up to this day (YYYY-MM-DD, UTC, inclusive)',
    where: (day) => ({ [field]: { less_than_equal: `${String(day)}T23:59:59.999Z` } }),
  },
})

/** `filter[status]=1` against the select stored as '1'/'0'. */
export const statusFilter = (): FilterSpec => ({
  type: 'integer',
  multiple: true,
  in: ['0', '1'],
  where: (value) => ({ status: { equals: String(value) } }),
})

/**
 * The admin list of records ordered by hand (sectors, categories, document types): filters `status` and `search`
 * over the given fields, sorts `sort_order` (the default) and `id`.
 */
export const handOrderedList = (search: { name: string; localized?: boolean }[]): ListQuerySpec => ({
  filters: { status: statusFilter(), search: searchFilter(search) },
  sorts: { sort_order: 'sortOrder', id: 'id' },
  defaultSort: 'sort_order',
})

/** `filter[search]`: a LIKE-escaped, case-insensitive substring over the named fields; admin lists every locale. */
export const searchFilter = (fields: { name: string; localized?: boolean }[]): FilterSpec => ({
  type: 'string',
  where: (value, ctx) => {
    const pattern = escapeLike(String(value))
    const targets = fields.flatMap((f) =>
      !f.localized
        ? [f.name]
        : ctx.audience === 'admin'
          ? locales.map((l) => `${f.name}.${l}`)
          : [`${f.name}.${ctx.locale}`],
    )
    return { or: targets.map((path) => ({ [path]: { contains: pattern } })) }
  },
})

/**
 * Where the public reads a record, from the resources' public views: the detail route by its slug or id, else the
 * list (a staff unit is read in the tree); null for a collection the public cannot read, or a slug-addressed record
 * without a slug. The assistant cites its sources with it.
 */
export const publicLinks =
  (resources: readonly ResourceDef[]) =>
  (collection: CollectionSlug, id: number, slug: string | null): string | null => {
    const view = resources.find((resource) => resource.collection === collection && resource.public)?.public
    // A public view that only takes writes (an appeal's submission) is no address to read at.
    if (!view || (!view.list && !view.detail)) return null
    const base = `${publicUrl()}/api/v1${view.path}`
    if (!view.detail) return base
    if (view.detail.field === 'id') return `${base}/${id}`
    return slug ? `${base}/${slug}` : null
  }
