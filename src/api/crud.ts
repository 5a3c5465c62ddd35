import type { Where } from 'payload'
import type { Locale } from '../config/locales.js'
import { writeAuditEntry, type AuditBatch } from '../hooks/audit.js'
import { addError, NotFound, ValidationError, type ErrorBag } from './errors.js'
import type { UploadedFile, UploadSpec } from './multipart.js'
import { checkUpload, UploadBatch } from '../media/upload.js'
import { paginate } from './paginator.js'
import { resolveLocale } from './localization.js'
import { parseListQuery, type FilterContext } from './query.js'
import { adminRecord, existingLocalized, planWrite, ruleSetOf, updateSteps } from './records.js'
import type { Doc, ResourceDef } from './resource.js'
import { created, noContent, ok, type RequestContext, type RouteSpec } from './route.js'
import { inTransaction } from './transaction.js'
import { parseRecordId } from './ids.js'
import { lockRecord } from '../db/rowLock.js'
import { publicReader } from '../db/publicReader.js'
import { validateBody } from './validation/validate.js'

/** A record id from the path; anything that cannot be one (not a positive integer, past the column's range) is simply not found. */
export const recordId = (ctx: RequestContext, param: string): number => {
  const id = parseRecordId(ctx.params[param])
  if (id === null) throw new NotFound()
  return id
}

/** The query string as ordered pairs, for paginator URLs that keep every other parameter. */
export const queryPairs = (ctx: RequestContext): [string, string][] => {
  const pairs: [string, string][] = []
  const search = ctx.req.originalUrl.split('?')[1] ?? ''
  for (const [key, value] of new URLSearchParams(search)) pairs.push([key, value])
  return pairs
}

export const pagePath = (ctx: RequestContext) => `${ctx.req.protocol}://${ctx.req.get('host')}${ctx.req.baseUrl}${ctx.req.path}`.replace(/\/+$/, '')

export async function findRecord(ctx: RequestContext, resource: ResourceDef, id: number): Promise<Doc> {
  const doc = await ctx.payload
    .findByID({
      collection: resource.collection,
      id,
      locale: 'all',
      depth: resource.adminDepth ?? 0,
      user: ctx.caller as never,
      overrideAccess: false,
      // Unknown or not readable: null, a 404. Any other failure is a real error and surfaces as one.
      disableErrors: true,
    })
  if (!doc) throw new NotFound()
  return doc as unknown as Doc
}

/** A body that passed validation, with the files it brings for media fields (not stored yet). */
export interface AcceptedBody {
  values: Record<string, unknown>
  uploads: Map<string, UploadedFile>
  /** Files that become list items (`photos[]`), by wire name. */
  listUploads: Map<string, UploadedFile[]>
}

/**
 * Validates a write: the body's rules, and for media fields the uploaded file instead of the `<name>_id` reference
 * (its real type and size). All errors come back together; nothing is stored before everything is valid.
 */
export async function acceptBody(ctx: RequestContext, resource: ResourceDef, mode: 'create' | 'update', existing?: Doc, id?: number): Promise<AcceptedBody> {
  const errors: ErrorBag = {}
  const uploads = new Map<string, UploadedFile>()
  const listUploads = new Map<string, UploadedFile[]>()
  const files = ctx.files
  const rules = { ...ruleSetOf(resource) }
  for (const [name, wireField] of Object.entries(resource.fields)) {
    const many = wireField.uploadMany ? files.filter((f) => f.field === name) : []
    if (wireField.uploadMany && many.length > 0) {
      for (const [index, file] of many.entries()) await checkUpload(errors, `${name}.${index}`, file, wireField.uploadMany.kind)
      listUploads.set(name, many)
      delete rules[name]
      continue
    }
    const fileField = name.replace(/_id$/, '')
    const file = wireField.upload ? files.find((f) => f.field === fileField) : undefined
    if (!file || !wireField.upload) continue
    await checkUpload(errors, fileField, file, wireField.upload)
    uploads.set(name, file)
    delete rules[name]
  }
  let values: Record<string, unknown> = {}
  try {
    values = await validateBody(ctx.payload, ctx.body, rules, { mode, existing: existing ? existingLocalized(resource, existing) : undefined }, id)
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    for (const [path, keys] of Object.entries(error.errors)) keys.forEach((key) => addError(errors, path, key))
  }
  if (resource.crossCheck && Object.keys(errors).length === 0) {
    const stored = existing ? adminRecord(resource, existing) : {}
    const found = await resource.crossCheck({ ...stored, ...values }, new Set([...uploads.keys(), ...listUploads.keys()]), ctx)
    for (const [path, keys] of Object.entries(found)) keys.forEach((key) => addError(errors, path, key))
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors)
  return { values, uploads, listUploads }
}

/**
 * Creates (no id) or updates a record in one transaction: uploads become media records first, then the default
 * locale with the shared fields, then each other locale, as Payload writes one locale per operation. The audit hooks
 * collect every step's changes into one entry. Files written by a request that fails are removed again.
 */
export async function writeRecord(ctx: RequestContext, resource: ResourceDef, body: AcceptedBody, existingId?: number): Promise<number> {
  const batch: AuditBatch = { resource: resource.collection, resourceId: existingId, changes: {} }
  const req = await ctx.payloadReq({ auditBatch: batch })
  // No fallback while writing one locale, so the audit diff sees that locale's own values.
  req.fallbackLocale = false as never
  const files = new UploadBatch(req)
  try {
    return await inTransaction(req, async () => {
      // An update waits for other writers of the record and finds out whether it still exists (Payload's update would
      // otherwise recreate a record a parallel delete just removed).
      if (existingId !== undefined && !(await lockRecord(req, resource.collection, existingId))) throw new NotFound()
      const values = { ...body.values }
      for (const [name, file] of body.uploads) values[name] = (await files.store(file)).id
      for (const [name, list] of body.listUploads) {
        const stored = []
        for (const file of list) stored.push(resource.fields[name].uploadMany!.item((await files.store(file)).id))
        values[name] = stored
      }
      const plan = await planWrite(resource, values, ctx.payload)
      let id = existingId
      for (const step of updateSteps(plan)) {
        req.locale = step.locale
        const common = { collection: resource.collection, data: step.data as never, locale: step.locale as Locale, fallbackLocale: false as never, req, overrideAccess: false, depth: 0 }
        id = id === undefined ? Number((await ctx.payload.create(common)).id) : Number((await ctx.payload.update({ ...common, id })).id)
      }
      if (Object.keys(batch.changes).length > 0 || existingId === undefined) {
        await writeAuditEntry(req, { action: batch.action ?? 'updated', resource: resource.collection, resourceId: id, changes: batch.changes })
      }
      return id as number
    })
  } catch (error) {
    await files.discard()
    throw error
  }
}

/** Files per request for a field that takes a list of them (`photos[]`); more come as several requests or as ids. */
const MAX_FILES_PER_LIST = 20

/**
 * The files a resource's writes take, from its wire fields: `<name>` for a media reference `<name>_id`, the list
 * field's own name for `uploadMany`. Undefined when it takes none (its writes then take JSON only).
 */
export function uploadSpecOf(resource: ResourceDef): UploadSpec | undefined {
  const fields: UploadSpec['fields'] = {}
  for (const [name, wireField] of Object.entries(resource.fields)) {
    if (wireField.upload) fields[name.replace(/_id$/, '')] = { kind: wireField.upload, maxCount: 1 }
    if (wireField.uploadMany) fields[name] = { kind: wireField.uploadMany.kind, maxCount: MAX_FILES_PER_LIST }
  }
  return Object.keys(fields).length > 0 ? { fields } : undefined
}

/** Create and update take multipart bodies with the resource's files. */
const withUploads = (resource: ResourceDef, routes: RouteSpec[]): RouteSpec[] => {
  const upload = uploadSpecOf(resource)
  return upload ? routes.map((route) => (route.method === 'POST' || route.method === 'PUT' ? { ...route, upload } : route)) : routes
}

/** The five admin routes of a resource: list, create, show, update, delete. */
export function adminRoutes(resource: ResourceDef): RouteSpec[] {
  return withUploads(resource, crudRoutes(resource))
}

function crudRoutes(resource: ResourceDef): RouteSpec[] {
  const base = resource.adminPath
  const item = `${base}/:${resource.idParam}`
  const rulesOf = ruleSetOf(resource)
  const common = { tag: resource.name, audience: resource.roles }

  return [
    {
      ...common,
      method: 'GET',
      path: base,
      summary: `List ${resource.name} (admin)`,
      list: resource.adminList,
      responses: [{ status: 200, description: 'A page of records' }],
      handler: async (ctx) => {
        // Filters on a label in one language (e.g. a document's direction) read ?lang / Accept-Language here too.
        const filterCtx: FilterContext = { locale: resolveLocale(ctx.query, ctx.req.headers), audience: 'admin' }
        const query = parseListQuery(ctx.query, resource.adminList, filterCtx)
        const result = await ctx.payload.find({
          collection: resource.collection,
          where: query.where,
          sort: query.sort,
          page: query.page,
          limit: query.perPage,
          locale: 'all',
          depth: resource.adminDepth ?? 0,
          user: ctx.caller as never,
          overrideAccess: false,
        })
        const data = result.docs.map((doc) => adminRecord(resource, doc as unknown as Doc))
        return ok(paginate(data, { path: pagePath(ctx), query: queryPairs(ctx), page: query.page, perPage: query.perPage, total: result.totalDocs, count: data.length }))
      },
    },
    {
      ...common,
      method: 'POST',
      path: base,
      summary: `Create a ${resource.name} record`,
      body: rulesOf,
      responses: [{ status: 201, description: 'Created' }],
      handler: async (ctx) => {
        const id = await writeRecord(ctx, resource, await acceptBody(ctx, resource, 'create'))
        return created({ data: adminRecord(resource, await findRecord(ctx, resource, id)) })
      },
    },
    {
      ...common,
      method: 'GET',
      path: item,
      summary: `Show a ${resource.name} record`,
      responses: [{ status: 200, description: 'The record' }],
      handler: async (ctx) => ok({ data: adminRecord(resource, await findRecord(ctx, resource, recordId(ctx, resource.idParam))) }),
    },
    {
      ...common,
      method: 'PUT',
      path: item,
      summary: `Update a ${resource.name} record (PATCH is an alias)`,
      body: rulesOf,
      responses: [{ status: 200, description: 'The updated record' }],
      handler: async (ctx) => {
        const id = recordId(ctx, resource.idParam)
        const existing = await findRecord(ctx, resource, id)
        await writeRecord(ctx, resource, await acceptBody(ctx, resource, 'update', existing, id), id)
        return ok({ data: adminRecord(resource, await findRecord(ctx, resource, id)) })
      },
    },
    {
      ...common,
      method: 'DELETE',
      path: item,
      summary: `Delete a ${resource.name} record`,
      responses: [{ status: 204, description: 'Deleted' }],
      handler: async (ctx) => {
        const id = recordId(ctx, resource.idParam)
        await findRecord(ctx, resource, id)
        const req = await ctx.payloadReq()
        await inTransaction(req, async () => {
          if (!(await lockRecord(req, resource.collection, id))) throw new NotFound()
          await ctx.payload.delete({ collection: resource.collection, id, req, overrideAccess: false })
        })
        return noContent()
      },
    },
  ]
}

/** The public list (paginated or plain) and detail routes of a resource, in the request locale. */
export function publicRoutes(resource: Pick<ResourceDef, 'name' | 'collection' | 'public'>): RouteSpec[] {
  const view = resource.public
  if (!view) return []
  const common = { tag: resource.name, audience: 'public' as const, localized: true }
  // Public reads go through the SQL reader: the anonymous view of the collection's own read access, in the
  // same shape as payload.find({ locale: 'all' }), without Payload's per-document hook traversal.
  const find = (ctx: RequestContext, where: Where, options: { sort: string[]; page?: number; limit?: number; detail?: boolean }) => {
    const fields = options.detail ? [...view.fields, ...(view.detailFields ?? [])] : view.fields
    const populate = Object.fromEntries(Object.entries(view.populate ?? {}).filter(([name]) => fields.includes(name.split('.')[0])))
    return publicReader(ctx.payload).find({ collection: resource.collection, where, fields, populate, ...options })
  }
  const routes: RouteSpec[] = [
    {
      ...common,
      method: 'GET',
      path: view.path,
      summary: `List public ${resource.name}`,
      ...(view.list.paginated ? { list: view.list } : {}),
      responses: [{ status: 200, description: 'Public records in the request locale' }],
      handler: async (ctx) => {
        if (!view.list.paginated) {
          const result = await find(ctx, {}, { sort: [...[view.list.sort].flat(), 'id'] })
          return ok({ data: await Promise.all(result.docs.map((doc) => view.project(doc as unknown as Doc, ctx.locale, ctx))) })
        }
        const query = parseListQuery(ctx.query, view.list, { locale: ctx.locale, audience: 'public' })
        const result = await find(ctx, query.where, { sort: query.sort, page: query.page, limit: query.perPage })
        const data = await Promise.all(result.docs.map((doc) => view.project(doc as unknown as Doc, ctx.locale, ctx)))
        return ok(paginate(data, { path: pagePath(ctx), query: queryPairs(ctx), page: query.page, perPage: query.perPage, total: result.totalDocs, count: data.length }))
      },
    },
  ]
  if (view.detail) {
    const detail = view.detail
    routes.push({
      ...common,
      method: 'GET',
      path: `${view.path}/:${detail.param}`,
      summary: `Show a public ${resource.name} record`,
      responses: [{ status: 200, description: 'The record in the request locale' }, { status: 404, description: 'Unknown or not public' }],
      handler: async (ctx) => {
        const key = ctx.params[detail.param]
        const id = detail.field === 'id' ? parseRecordId(key) : null
        if (detail.field === 'id' && id === null) throw new NotFound()
        if (key.length > 255) throw new NotFound()
        const where: Where = { [detail.field]: { equals: id ?? key } }
        const result = await find(ctx, where, { sort: ['id'], limit: 1, detail: true })
        const doc = result.docs[0] as unknown as Doc | undefined
        if (!doc) throw new NotFound()
        return ok({ data: await (view.projectDetail ?? view.project)(doc, ctx.locale, ctx) })
      },
    })
  }
  return routes
}
