import { publicUrl } from '../config/settings.js'
import type { CollectionSlug } from 'payload'
import { checkUpload, type UploadKind as UploadedFileKind } from '../media/upload.js'
import { addError, NotFound, ValidationError, type ErrorBag } from '../core/errors.js'
import { parseRecordId } from '../core/ids.js'
import { rememberCreate } from './idempotency.js'
import type { UploadedFile, UploadSpec } from './multipart.js'
import { mutate } from './mutation.js'
import {
  adminDepthOf,
  adminRecord,
  adminRecordOf,
  existingLocalized,
  planWrite,
  ruleSetOf,
  secretSources,
  updateSteps,
} from './records.js'
import type { ResourceDef } from './resource.js'
import { hookErrorsOnWire } from './hookErrors.js'
import type { Reply, RequestContext } from './route.js'
import { versionTag } from '../concurrency/versionTag.js'
import { validateBody } from './validation/validate.js'
import type { DocOf, WireField } from './wire.js'

type Fields<S extends CollectionSlug = CollectionSlug> = Record<string, WireField<S>>

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

/**
 * The address of a list's pages, on PUBLIC_URL: never the request's Host or X-Forwarded-Proto, which any client sets
 * (`javascript://…` links in an answer every visitor is then served from the cache).
 */
export const pagePath = (ctx: RequestContext) => `${publicUrl()}${ctx.req.baseUrl}${ctx.req.path}`.replace(/\/+$/, '')

/** A record as the caller may read it, in every locale, as deep as its wire fields need; else a 404. */
export async function findRecord<S extends CollectionSlug>(
  ctx: RequestContext,
  resource: Pick<ResourceDef<S>, 'collection' | 'fields'>,
  id: number,
): Promise<DocOf<S>> {
  const doc = await ctx.payload.findByID({
    collection: resource.collection,
    id,
    locale: 'all',
    depth: adminDepthOf(resource.fields ?? {}),
    user: ctx.caller,
    overrideAccess: false,
    // Unknown or not readable: null, a 404. Any other failure is a real error and surfaces as one.
    disableErrors: true,
  })
  if (!doc) throw new NotFound()
  return doc
}

/** The admin record of a stored record, read again as the caller sees it. */
export const showRecord = async <S extends CollectionSlug>(
  ctx: RequestContext,
  resource: Pick<ResourceDef<S>, 'collection' | 'fields' | 'record'>,
  id: number,
) => adminRecordOf(resource, await findRecord(ctx, resource, id))

/**
 * A record as an admin route answers it: `{data}` with the record's version as its `ETag`, which a later write may
 * send back as `If-Match` (src/concurrency/).
 */
export async function recordReply<S extends CollectionSlug>(
  ctx: RequestContext,
  resource: Pick<ResourceDef<S>, 'collection' | 'fields' | 'record'>,
  id: number,
  status = 200,
): Promise<Reply> {
  const doc = await findRecord(ctx, resource, id)
  const tag = versionTag(id, (doc as { updatedAt?: string }).updatedAt)
  return { status, body: { data: adminRecordOf(resource, doc) }, headers: tag ? { ETag: tag } : {} }
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
export async function acceptBody<S extends CollectionSlug>(
  ctx: RequestContext,
  resource: Pick<ResourceDef<S>, 'crossCheck'> & { fields: Fields<S> },
  mode: 'create' | 'update',
  existing?: DocOf<S>,
  id?: number,
): Promise<AcceptedBody> {
  const errors: ErrorBag = {}
  const uploads = new Map<string, UploadedFile>()
  const listUploads = new Map<string, UploadedFile[]>()
  const files = ctx.files
  const rules = { ...ruleSetOf(resource.fields) }
  for (const [name, wireField] of Object.entries(resource.fields)) {
    const many = wireField.uploadMany ? files.filter((f) => f.field === name) : []
    // A list of private files is uploaded only: a JSON value cannot point it at files stored for someone else.
    if (wireField.uploadMany?.filesOnly) delete rules[name]
    if (wireField.uploadMany && many.length > 0) {
      const max = wireField.uploadMany.max
      if (max !== undefined && many.length > max) addError(errors, name, 'validation.max')
      else
        for (const [index, file] of many.entries())
          await checkUpload(errors, `${name}.${index}`, file, wireField.uploadMany.kind)
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
    const caller = ctx.caller ? { collection: ctx.caller.collection, id: ctx.caller.id } : null
    values = await validateBody(
      ctx.payload,
      ctx.body,
      rules,
      { mode, existing: existing ? existingLocalized(resource.fields, existing) : undefined, caller },
      id,
    )
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    for (const [path, keys] of Object.entries(error.errors)) keys.forEach((key) => addError(errors, path, key))
  }
  if (resource.crossCheck && Object.keys(errors).length === 0) {
    const stored = existing ? adminRecord(resource.fields, existing) : {}
    const found = await resource.crossCheck(
      { ...stored, ...values },
      new Set([...uploads.keys(), ...listUploads.keys()]),
      ctx,
      existing ? stored : undefined,
    )
    for (const [path, keys] of Object.entries(found)) keys.forEach((key) => addError(errors, path, key))
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors)
  return { values, uploads, listUploads }
}

/**
 * Creates (no id) or updates a record as one audited mutation: uploads become media records first, then the default
 * locale with the shared fields, then each other locale, as Payload writes one locale per operation. The audit hooks
 * collect every step's changes into one entry. Returns the id and the record as written (in the last locale). A hook's
 * field errors that name their validation keys are answered on the wire fields that declare them (src/api/hookErrors.ts).
 */
export async function writeRecord<S extends CollectionSlug>(
  ctx: RequestContext,
  target: { collection: S; fields: Fields<S>; context?: Record<string, unknown> },
  body: AcceptedBody,
  existingId?: number,
): Promise<{ id: number; doc: DocOf<S> }> {
  return writeAll(ctx, target, body, existingId).catch((error: unknown) => {
    throw hookErrorsOnWire(error, target.fields) ?? error
  })
}

async function writeAll<S extends CollectionSlug>(
  ctx: RequestContext,
  target: { collection: S; fields: Fields<S>; context?: Record<string, unknown> },
  body: AcceptedBody,
  existingId?: number,
): Promise<{ id: number; doc: DocOf<S> }> {
  return mutate(
    ctx,
    { collection: target.collection, id: existingId, secret: secretSources(target.fields), context: target.context },
    async ({ req, store }) => {
      const values = { ...body.values }
      for (const [name, file] of body.uploads) values[name] = (await store(file)).id
      for (const [name, list] of body.listUploads) {
        const stored = []
        const many = target.fields[name].uploadMany!
        for (const file of list) stored.push(many.item((await store(file, many.collection)).id))
        values[name] = stored
      }
      const plan = await planWrite(target.fields, values, ctx.payload)
      let doc: DocOf<S> | undefined
      let id = existingId
      for (const step of updateSteps(plan)) {
        req.locale = step.locale
        const common = {
          collection: target.collection,
          // Assembled from the wire fields' sources (each checked against the generated type), not a literal Payload
          // could check: its data type for a collection slug that is a type parameter does not resolve.
          data: step.data as never,
          locale: step.locale,
          fallbackLocale: false as const,
          req,
          overrideAccess: false,
          depth: 0,
        }
        doc = id === undefined ? await ctx.payload.create(common) : await ctx.payload.update({ ...common, id })
        id = Number(doc.id)
      }
      // A create under an Idempotency-Key: the key names this record from the same commit on.
      if (existingId === undefined) await rememberCreate(ctx, req, target.collection, id as number)
      return { id: id as number, doc: doc as DocOf<S> }
    },
  )
}

/**
 * The files of one form field that a file route requires (`cover`, `files[]`): at least one, each of the allowed kind,
 * type and size (contract 1.7), else a 422 with every error (`files.1`: the second file).
 */
export async function requiredFiles(
  ctx: RequestContext,
  field: string,
  kind: UploadedFileKind,
  many: boolean,
): Promise<UploadedFile[]> {
  const uploads = ctx.files.filter((file) => file.field === field)
  const errors: ErrorBag = {}
  if (uploads.length === 0) errors[field] = ['validation.required']
  for (const [index, file] of uploads.entries())
    await checkUpload(errors, many ? `${field}.${index}` : field, file, kind)
  if (Object.keys(errors).length > 0) throw new ValidationError(errors)
  return uploads
}

/** Files per request for a field that takes a list of them (`photos[]`); more come as several requests or as ids. */
const MAX_FILES_PER_LIST = 20

/**
 * The files a resource's writes take, from its wire fields: `<name>` for a media reference `<name>_id`, the list
 * field's own name for `uploadMany`. Undefined when it takes none (its writes then take JSON only).
 */
export function uploadSpecOf(fields: Fields): UploadSpec | undefined {
  const spec: UploadSpec['fields'] = {}
  for (const [name, wireField] of Object.entries(fields)) {
    if (wireField.upload) spec[name.replace(/_id$/, '')] = { kind: wireField.upload, maxCount: 1 }
    if (wireField.uploadMany)
      spec[name] = {
        kind: wireField.uploadMany.kind,
        maxCount: MAX_FILES_PER_LIST,
        area: wireField.uploadMany.collection,
      }
  }
  return Object.keys(spec).length > 0 ? { fields: spec } : undefined
}
