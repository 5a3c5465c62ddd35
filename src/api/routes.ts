import type { CollectionSlug, Where } from 'payload'
import {
  acceptBody,
  findRecord,
  pagePath,
  queryPairs,
  recordId,
  requiredFiles,
  recordReply,
  showRecord,
  uploadSpecOf,
  writeRecord,
} from './crud.js'
import { NotFound } from '../core/errors.js'
import { createOnce, replayHeaders } from './idempotency.js'
import { parseRecordId } from '../core/ids.js'
import { resolveLocale } from '../i18n/localization.js'
import { mutate } from './mutation.js'
import { paginate } from './paginator.js'
import { readPublic, type Shape } from './projection.js'
import { parseListQuery } from './query.js'
import { adminDepthOf, adminRecordOf, listJoinsOf, ruleSetOf } from './records.js'
import type { ActionContext, ActionSpec, AdminOperation, AttachmentSpec, PublicView, ResourceDef } from './resource.js'
import { created, noContent, ok, type RequestContext, type RouteSpec } from './route.js'
import { fieldValue, type DocOf } from './wire.js'
import type { Row } from '../db/publicReader.js'
import { validateBody } from './validation/validate.js'

const allOperations: readonly AdminOperation[] = ['list', 'create', 'show', 'update', 'delete']

/** Every route of a resource, in the order the router must try them (fixed paths before `:param` ones). */
export function resourceRoutes<S extends CollectionSlug>(resource: ResourceDef<S>): RouteSpec[] {
  const actions = [
    ...(resource.actions ?? []),
    ...(resource.attachments ?? []).flatMap((spec) => attachmentActions(resource, spec)),
  ]
  const publicActions = actions.filter((action) => action.public)
  const adminActions = actions.filter((action) => !action.public)
  const isCollectionAction = (action: ActionSpec<S>) => action.on === 'collection'
  const view = resource.public
  return [
    ...(view ? publicRoutes(resource, view, publicActions) : []),
    ...adminRoutes(resource, adminActions.filter(isCollectionAction)),
    ...adminActions.filter((action) => !isCollectionAction(action)).map((action) => actionRoute(resource, action)),
  ]
}

/** The admin operations a resource declares, with its collection actions before the record routes. */
function adminRoutes<S extends CollectionSlug>(
  resource: ResourceDef<S>,
  collectionActions: ActionSpec<S>[],
): RouteSpec[] {
  if (!resource.adminPath) return []
  const operations = resource.operations ?? allOperations
  const fields = resource.fields ?? {}
  const base = resource.adminPath
  const idParam = resource.idParam ?? 'id'
  const item = `${base}/:${idParam}`
  const rules = ruleSetOf(fields)
  const upload = uploadSpecOf(fields)
  const common = { tag: resource.name, audience: resource.roles ?? [] }
  const target = { collection: resource.collection, fields }
  const routes: Partial<Record<AdminOperation, RouteSpec>> = {
    list: {
      ...common,
      method: 'GET',
      path: base,
      summary: `List ${resource.name} (admin)`,
      list: resource.adminList,
      responses: [{ status: 200, description: 'A page of records' }],
      handler: async (ctx) => {
        const spec = resource.adminList ?? { filters: {}, sorts: { id: 'id' }, defaultSort: 'id' }
        // Filters on a label in one language (e.g. a document's direction) read ?lang / Accept-Language here too.
        const query = parseListQuery(ctx.query, spec, {
          locale: resolveLocale(ctx.query, ctx.req.headers),
          audience: 'admin',
        })
        const result = await ctx.payload.find({
          collection: resource.collection,
          where: query.where,
          sort: query.sort,
          page: query.page,
          limit: query.perPage,
          locale: 'all',
          depth: adminDepthOf(fields),
          joins: listJoinsOf(fields),
          user: ctx.caller,
          overrideAccess: false,
        })
        const data = result.docs.map((doc) => adminRecordOf(resource, doc, 'list'))
        return ok(
          paginate(data, {
            path: pagePath(ctx),
            query: queryPairs(ctx),
            page: query.page,
            perPage: query.perPage,
            total: result.totalDocs,
            count: data.length,
          }),
        )
      },
    },
    create: {
      ...common,
      method: 'POST',
      path: base,
      summary: `Create a ${resource.name} record`,
      body: rules,
      upload,
      responses: [{ status: 201, description: 'Created' }],
      handler: async (ctx) => {
        const { id, replayed } = await createOnce(
          ctx,
          async () => (await writeRecord(ctx, target, await acceptBody(ctx, { ...resource, fields }, 'create'))).id,
        )
        const reply = await recordReply(ctx, resource, id, 201)
        return { ...reply, headers: { ...reply.headers, ...replayHeaders(replayed) } }
      },
    },
    show: {
      ...common,
      method: 'GET',
      path: item,
      summary: `Show a ${resource.name} record`,
      responses: [{ status: 200, description: 'The record' }],
      versioned: true,
      handler: (ctx) => recordReply(ctx, resource, recordId(ctx, idParam)),
    },
    update: {
      ...common,
      method: 'PUT',
      path: item,
      summary: `Update a ${resource.name} record (PATCH is an alias)`,
      body: rules,
      upload,
      responses: [{ status: 200, description: 'The updated record' }],
      handler: async (ctx) => {
        const id = recordId(ctx, idParam)
        const existing = await findRecord(ctx, resource, id)
        await writeRecord(ctx, target, await acceptBody(ctx, { ...resource, fields }, 'update', existing, id), id)
        return recordReply(ctx, resource, id)
      },
    },
    delete: {
      ...common,
      method: 'DELETE',
      path: item,
      summary: `Delete a ${resource.name} record`,
      responses: [{ status: 204, description: 'Deleted' }],
      handler: async (ctx) => {
        const id = recordId(ctx, idParam)
        await findRecord(ctx, resource, id)
        await mutate(ctx, { collection: resource.collection, id }, ({ req }) =>
          ctx.payload.delete({ collection: resource.collection, id, req, overrideAccess: false }),
        )
        return noContent()
      },
    },
  }
  const pick = (names: AdminOperation[]) =>
    names.filter((name) => operations.includes(name)).map((name) => routes[name] as RouteSpec)
  return [
    ...pick(['list', 'create']),
    ...collectionActions.map((action) => actionRoute(resource, action)),
    ...pick(['show', 'update', 'delete']),
  ]
}

/** A named action as a route: the resource's guard and tag, its own body rules and files, the record loaded first. */
function actionRoute<S extends CollectionSlug>(resource: ResourceDef<S>, action: ActionSpec<S>): RouteSpec {
  const onRecord = action.on !== 'collection' && !action.public
  const idParam = resource.idParam ?? 'id'
  const base = action.public
    ? resource.public!.path
    : action.on === 'collection'
      ? resource.adminPath
      : `${resource.adminPath}/:${idParam}`
  return {
    method: action.method,
    path: `${base}/${action.path}`,
    summary: action.summary,
    tag: resource.name,
    audience: action.audience ?? (action.public ? 'public' : (resource.roles ?? [])),
    body: action.body,
    upload: action.upload,
    list: action.list,
    queryParams: action.queryParams,
    localized: action.localized,
    throttle: action.throttle,
    personal: action.personal,
    responses: action.responses,
    handler: async (ctx) => {
      const id = onRecord ? recordId(ctx, idParam) : 0
      const record = onRecord ? await findRecord(ctx, resource, id) : undefined
      const caller = ctx.caller ? { collection: ctx.caller.collection, id: ctx.caller.id } : null
      const values = action.body
        ? await validateBody(ctx.payload, ctx.body, action.body, { mode: 'create', caller }, id || undefined)
        : {}
      return action.handler({ ...ctx, values, id, record } satisfies ActionContext<S>)
    },
  }
}

const mediaIdOf = (value: unknown) => Number(typeof value === 'object' && value ? (value as { id: unknown }).id : value)

/** A stored file as the audit trail names it, from a media field read with its record (`{id, file_name}`), or null. */
const fileOf = (value: unknown): { id: number; file_name: string | null } | null => {
  if (value === null || value === undefined) return null
  const media = typeof value === 'object' ? (value as { originalName?: string | null; filename?: string | null }) : {}
  return { id: mediaIdOf(value), file_name: media.originalName ?? media.filename ?? null }
}

/** The upload and removal routes of one attachment field, built on the audited mutation. */
function attachmentActions<S extends CollectionSlug>(
  resource: ResourceDef<S>,
  spec: AttachmentSpec<S>,
): ActionSpec<S>[] {
  // The update names the one field by its declared source: Payload's data type for a collection slug that is a type
  // parameter does not resolve, so the update is typed as one of any collection.
  const anyCollection: CollectionSlug = resource.collection
  // Attachments are record actions: the record was read before the handler ran.
  const recordOf = (ctx: ActionContext<S>): DocOf<S> => {
    if (!ctx.record) throw new NotFound()
    return ctx.record
  }
  const attached = (record: DocOf<S>): number[] => {
    const value = fieldValue(record, spec.source)
    if (spec.many) return ((value as unknown[] | undefined) ?? []).map(mediaIdOf)
    return value === null || value === undefined ? [] : [mediaIdOf(value)]
  }
  const what = spec.many
    ? `files (multipart ${spec.path}[], ${spec.kind} types)`
    : `the ${spec.path} (multipart ${spec.path}, ${spec.kind})`
  const reply = async (ctx: RequestContext, id: number) => ({ data: await showRecord(ctx, resource, id) })
  return [
    {
      method: 'POST',
      path: spec.path,
      summary: spec.many ? `Attach ${what}` : `Replace ${what}`,
      upload: { fields: { [spec.path]: { kind: spec.kind, maxCount: spec.many ?? 1 } } },
      responses: [{ status: spec.status, description: `{data: <${resource.name} record>}` }],
      handler: async (ctx) => {
        const uploads = await requiredFiles(ctx, spec.path, spec.kind, Boolean(spec.many))
        // A replaced file (a single one) is named as the old value; it stays in the media library.
        const record = recordOf(ctx)
        const replaced = spec.many ? null : fileOf(fieldValue(record, spec.source))
        // The record's own diff is replaced by one file entry per file.
        await mutate(
          ctx,
          { collection: resource.collection, id: ctx.id, audit: 'explicit' },
          async ({ req, store, audit }) => {
            const added: { id: number; name: string }[] = []
            for (const file of uploads) added.push({ id: (await store(file)).id, name: file.name })
            const value = spec.many ? [...attached(record), ...added.map((file) => file.id)] : added[0].id
            await ctx.payload.update({
              collection: anyCollection,
              id: ctx.id,
              data: { [spec.source]: value },
              req,
              overrideAccess: false,
              depth: 0,
            })
            for (const file of added)
              await audit('file_uploaded', {
                [spec.source]: { old: replaced, new: { id: file.id, file_name: file.name } },
              })
          },
        )
        return { status: spec.status, body: await reply(ctx, ctx.id) }
      },
    },
    {
      method: 'DELETE',
      path: spec.many ? `${spec.path}/:media` : spec.path,
      summary: spec.many
        ? 'Remove one attached file (404 when it is not attached to this record)'
        : `Remove the ${spec.path}`,
      responses: [{ status: 204, description: 'Removed' }],
      handler: async (ctx) => {
        const current = attached(recordOf(ctx))
        const mediaId = spec.many ? recordId(ctx, 'media') : current[0]
        if (mediaId === undefined || !current.includes(mediaId)) throw new NotFound()
        await mutate(
          ctx,
          { collection: resource.collection, id: ctx.id, audit: 'explicit' },
          async ({ req, audit }) => {
            const value = spec.many ? current.filter((file) => file !== mediaId) : null
            await ctx.payload.update({
              collection: anyCollection,
              id: ctx.id,
              data: { [spec.source]: value },
              req,
              overrideAccess: false,
              depth: 0,
            })
            const media = await ctx.payload.delete({ collection: 'media', id: mediaId, req, overrideAccess: false })
            await audit('file_deleted', {
              [spec.source]: { old: { id: mediaId, file_name: media.originalName ?? media.filename }, new: null },
            })
          },
        )
        return noContent()
      },
    },
  ]
}

interface TreeNode extends Record<string, unknown> {
  children: TreeNode[]
}

/** Rows nested below their parents; a row whose parent is not among them (hidden) is left out with its subtree. */
const nest = (docs: Row[], data: Record<string, unknown>[], parentField: string): TreeNode[] => {
  const nodes = new Map(docs.map((doc, index) => [doc.id, { ...data[index], children: [] } as TreeNode]))
  const roots: TreeNode[] = []
  for (const doc of docs) {
    const parent = doc[parentField]
    if (parent === null || parent === undefined) roots.push(nodes.get(doc.id)!)
    else nodes.get(Number(parent))?.children.push(nodes.get(doc.id)!)
  }
  return roots
}

/** The public list (paginated, plain or a tree), its collection actions, the detail, its record actions and a public create. */
function publicRoutes<S extends CollectionSlug>(
  resource: ResourceDef<S>,
  view: PublicView<S>,
  actions: ActionSpec<S>[],
): RouteSpec[] {
  const common = { tag: resource.name, audience: 'public' as const, localized: true }
  const shows: Shape = view.shows ?? {}
  const detailShape: Shape = { ...shows, ...(view.detailShows ?? {}) }
  const byParam = (action: ActionSpec<S>) => action.path.startsWith(':')
  const routes: RouteSpec[] = []
  const list = view.list
  if (list) {
    const treeParent = !list.paginated ? list.tree : undefined
    routes.push({
      ...common,
      method: 'GET',
      path: view.path,
      summary: `List public ${resource.name}`,
      ...(list.paginated ? { list } : {}),
      responses: [{ status: 200, description: 'Public records in the request locale' }],
      handler: async (ctx) => {
        if (!list.paginated) {
          // A tree also reads each row's parent, whether or not the record shows it.
          const result = await readPublic(ctx, resource.collection, shows, {
            sort: [...[list.sort].flat(), 'id'],
            alsoReads: treeParent ? [treeParent] : [],
          })
          return ok({ data: treeParent ? nest(result.docs, result.data, treeParent) : result.data })
        }
        const query = parseListQuery(ctx.query, list, { locale: ctx.locale, audience: 'public' })
        const result = await readPublic(ctx, resource.collection, shows, {
          where: query.where,
          sort: query.sort,
          page: query.page,
          limit: query.perPage,
        })
        return ok(
          paginate(result.data, {
            path: pagePath(ctx),
            query: queryPairs(ctx),
            page: query.page,
            perPage: query.perPage,
            total: result.totalDocs,
            count: result.data.length,
          }),
        )
      },
    })
  }
  routes.push(...actions.filter((action) => !byParam(action)).map((action) => actionRoute(resource, action)))
  if (view.detail) {
    const detail = view.detail
    routes.push({
      ...common,
      method: 'GET',
      path: `${view.path}/:${detail.param}`,
      summary: `Show a public ${resource.name} record`,
      responses: [
        { status: 200, description: 'The record in the request locale' },
        { status: 404, description: 'Unknown or not public' },
      ],
      handler: async (ctx) => {
        const key = ctx.params[detail.param]
        const id = detail.field === 'id' ? parseRecordId(key) : null
        if (detail.field === 'id' && id === null) throw new NotFound()
        if (key.length > 255) throw new NotFound()
        const where: Where = { [detail.field]: { equals: id ?? key } }
        const result = await readPublic(ctx, resource.collection, detailShape, {
          where,
          sort: ['id'],
          limit: 1,
          count: false,
        })
        if (!result.data[0]) throw new NotFound()
        // Each delivery counts a view, a cached one too (src/cache/viewCounts.ts).
        const counter = detail.counter
          ? { collection: resource.collection, field: detail.counter, id: Number(result.docs[0].id) }
          : undefined
        return { ...ok({ data: result.data[0] }), counter }
      },
    })
  }
  routes.push(...actions.filter(byParam).map((action) => actionRoute(resource, action)))
  if (view.create) {
    const create = view.create
    routes.push({
      tag: resource.name,
      method: 'POST',
      path: view.path,
      summary: create.summary,
      audience: create.audience ?? 'public',
      throttle: create.throttle,
      localized: create.localized,
      body: ruleSetOf(create.fields),
      upload: uploadSpecOf(create.fields),
      responses: [{ status: 201, description: 'Created' }],
      handler: async (ctx) => {
        const target = {
          collection: resource.collection,
          fields: create.fields,
          context: { ...create.context, requestLocale: ctx.locale },
        }
        let doc: DocOf<S> | undefined
        const { id, replayed } = await createOnce(ctx, async () => {
          const written = await writeRecord(ctx, target, await acceptBody(ctx, { fields: create.fields }, 'create'))
          doc = written.doc
          return written.id
        })
        // A replay answers with the record the first request made (the caller proved it is theirs with the key).
        doc ??= await ctx.payload.findByID({
          collection: resource.collection,
          id,
          depth: 0,
          locale: ctx.locale,
          overrideAccess: true,
        })
        return { ...created(await create.reply(doc, ctx)), headers: replayHeaders(replayed) }
      },
    })
  }
  return routes
}
