import { documentStates, relevanceLevels } from '../collections/LegalDocuments.js'
import { normaliseLabel } from '../src/fields/index.js'
import { contentRoles } from '../src/access/roles.js'
import type { Locale, Localized } from '../src/config/locales.js'
import { adminRoutes, findRecord, publicRoutes, recordId } from '../src/api/crud.js'
import { NotFound, ValidationError, type ErrorBag } from '../src/api/errors.js'
import { pickLocale } from '../src/api/localization.js'
import { adminRecord } from '../src/api/records.js'
import { exact, searchFilter, statusFilter, type Doc, type ResourceDef } from '../src/api/resource.js'
import { created, noContent, ok, perRequest, type RequestContext, type RouteSpec } from '../src/api/route.js'
import { inTransaction } from '../src/api/transaction.js'
import type { FilterSpec } from '../src/api/query.js'
import { rules } from '../src/api/validation/rules.js'
import { wire } from '../src/api/wire.js'
import { publicReader } from '../src/db/publicReader.js'
import { writeAuditEntry, type AuditBatch } from '../src/hooks/audit.js'
import { MEDIA_FIELDS, mediaRecord } from '../src/media/record.js'
import { withTypeExtension } from '../src/media/sniff.js'
import { checkUpload, UploadBatch } from '../src/media/upload.js'


/** `filter[direction]`: the label in the request locale, exact but case-insensitive (stored lower-cased per locale). */
const directionFilter: FilterSpec = {
  type: 'string',
  where: (value, ctx) => ({ [`directionKey.${ctx.locale}`]: { equals: normaliseLabel(value) } }),
}

const publicFilters = {
  doc_type: exact('docType'),
  relevance: exact('relevance', 'string', { in: relevanceLevels }),
  state: exact('state', 'string', { in: documentStates }),
  year: exact('year', 'integer'),
  direction: directionFilter,
  search: searchFilter([{ name: 'title', localized: true }, { name: 'direction', localized: true }, { name: 'number' }]),
}

const sorts = { adopted_on: 'adoptedOn', number: 'number', id: 'id', sort_order: 'sortOrder' }

const files = (doc: Doc) => ((doc.files as unknown[] | undefined) ?? []).map(mediaRecord).filter(Boolean)

/** Names of the active document types, loaded once per request. */
const typeNames = perRequest(async (ctx) => {
  const { docs } = await publicReader(ctx.payload).find({ collection: 'document-types', sort: ['sortOrder', 'id'], fields: ['code', 'name'] })
  return new Map(docs.map((doc) => [String(doc.code), doc.name as Localized]))
})
const documentTypeOf = async (code: unknown, locale: Locale, ctx: RequestContext) => {
  const names = await typeNames(ctx)
  return { code, name: names.has(String(code)) ? pickLocale(names.get(String(code)), locale) : null }
}

const publicDocument = async (doc: Doc, locale: Locale, ctx: RequestContext) => ({
  id: doc.id,
  title: pickLocale(doc.title as Localized, locale),
  number: doc.number,
  doc_type: await documentTypeOf(doc.docType, locale, ctx),
  relevance: doc.relevance,
  state: doc.state,
  adopted_on: typeof doc.adoptedOn === 'string' ? doc.adoptedOn.slice(0, 10) : null,
  year: doc.year ?? null,
  direction: pickLocale(doc.direction as Localized, locale),
  source_url: doc.sourceUrl ?? null,
  files: files(doc),
})

/** Legal documents — contract 4.3 (source part 4.2). */
export const legalDocuments: ResourceDef = {
  name: 'legal-documents',
  collection: 'legal-documents',
  adminPath: '/admin/legal-documents',
  idParam: 'legalDocument_id',
  roles: contentRoles,
  fields: {
    title: wire.localized('title', { required: true }),
    number: wire.text('number', { required: true }),
    doc_type: wire.text('docType', { required: true, extra: [rules.exists('document-types', 'code')] }),
    relevance: wire.choice('relevance', relevanceLevels, { required: true }),
    state: wire.choice('state', documentStates, { required: true }),
    adopted_on: wire.date('adoptedOn', { required: true }),
    direction: wire.localized('direction'),
    body: wire.localizedHtml('body'),
    source_url: wire.url('sourceUrl', { nullable: true }),
    status: wire.status(),
    sort_order: wire.sortOrder(),
  },
  adminDepth: 1,
  adminExtras: (doc) => ({ year: doc.year ?? null, files: files(doc) }),
  adminList: {
    filters: { status: statusFilter(), ...publicFilters },
    sorts,
    defaultSort: '-adopted_on',
    maxPerPage: 100,
  },
  public: {
    path: '/legal-documents',
    list: { paginated: true, filters: publicFilters, sorts, defaultSort: '-adopted_on', maxPerPage: 100 },
    detail: { param: 'id', field: 'id' },
    fields: ['title', 'number', 'docType', 'relevance', 'state', 'adoptedOn', 'year', 'direction', 'sourceUrl', 'files'],
    detailFields: ['bodyHtml'],
    populate: { files: MEDIA_FIELDS },
    project: publicDocument,
    projectDetail: async (doc, locale, ctx) => ({ ...(await publicDocument(doc, locale, ctx)), body: pickLocale(doc.bodyHtml as Localized, locale) }),
  },
}

const attachedFileIds = (doc: Doc) => ((doc.files as unknown[] | undefined) ?? []).map((file) => Number(typeof file === 'object' && file ? (file as { id: unknown }).id : file))

const fileRoutes: RouteSpec[] = [
  {
    method: 'POST',
    path: '/admin/legal-documents/:legalDocument_id/files',
    summary: 'Attach files (multipart files[], document types)',
    tag: 'legal-documents',
    audience: contentRoles,
    upload: { fields: { files: { kind: 'document', maxCount: 20 } } },
    responses: [{ status: 201, description: '{data: <document>}' }],
    handler: async (ctx) => {
      const id = recordId(ctx, 'legalDocument_id')
      const document = await findRecord(ctx, legalDocuments, id)
      const uploads = ctx.files.filter((file) => file.field === 'files')
      const errors: ErrorBag = {}
      if (uploads.length === 0) errors.files = ['validation.required']
      for (const [index, file] of uploads.entries()) await checkUpload(errors, `files.${index}`, file, 'document')
      if (Object.keys(errors).length > 0) throw new ValidationError(errors)
      // The document's own diff is replaced by one file_uploaded entry per file.
      const req = await ctx.payloadReq({ auditBatch: { resource: 'legal-documents', resourceId: id, changes: {} } satisfies AuditBatch })
      const batch = new UploadBatch(req)
      try {
        await inTransaction(req, async () => {
          const added: { id: number; name: string }[] = []
          for (const file of uploads) added.push({ id: (await batch.store(file)).id, name: file.name })
          await ctx.payload.update({ collection: 'legal-documents', id, data: { files: [...attachedFileIds(document), ...added.map((f) => f.id)] }, req, overrideAccess: false, depth: 0 })
          for (const file of added) {
            await writeAuditEntry(req, { action: 'file_uploaded', resource: 'legal-documents', resourceId: id, changes: { files: { old: null, new: { id: file.id, file_name: file.name } } } })
          }
        })
      } catch (error) {
        await batch.discard()
        throw error
      }
      return created({ data: adminRecord(legalDocuments, await findRecord(ctx, legalDocuments, id)) })
    },
  },
  {
    method: 'DELETE',
    path: '/admin/legal-documents/:legalDocument_id/files/:media',
    summary: 'Remove one attached file (404 when it is not attached to this document)',
    tag: 'legal-documents',
    audience: contentRoles,
    responses: [{ status: 204, description: 'Removed' }],
    handler: async (ctx) => {
      const id = recordId(ctx, 'legalDocument_id')
      const mediaId = recordId(ctx, 'media')
      const document = await findRecord(ctx, legalDocuments, id)
      const attached = attachedFileIds(document)
      if (!attached.includes(mediaId)) throw new NotFound()
      const req = await ctx.payloadReq({ auditBatch: { resource: 'legal-documents', resourceId: id, changes: {} } satisfies AuditBatch })
      await inTransaction(req, async () => {
        await ctx.payload.update({ collection: 'legal-documents', id, data: { files: attached.filter((file) => file !== mediaId) }, req, overrideAccess: false, depth: 0 })
        const media = await ctx.payload.delete({ collection: 'media', id: mediaId, req, overrideAccess: false })
        await writeAuditEntry(req, { action: 'file_deleted', resource: 'legal-documents', resourceId: id, changes: { files: { old: { id: mediaId, file_name: media.originalName ?? media.filename }, new: null } } })
      })
      return noContent()
    },
  },
]

const facetsRoute: RouteSpec = {
  method: 'GET',
  path: '/legal-documents/facets',
  summary: 'Counts per doc_type, relevance, state, year and direction of the public documents',
  tag: 'legal-documents',
  audience: 'public',
  localized: true,
  responses: [{ status: 200, description: '{data: {doc_type: [{value, label, count}], ...}}' }],
  handler: async (ctx) => {
    const reader = publicReader(ctx.payload)
    const counts = await reader.facets('legal-documents', ['docType', 'relevance', 'state', 'year', `direction.${ctx.locale}`])
    const types = await Promise.all(counts.docType.map(async (item) => ({ ...item, label: (await documentTypeOf(item.value, ctx.locale, ctx)).name })))
    return ok({
      data: {
        doc_type: types.map(({ value, label, count }) => ({ value, label, count })),
        relevance: counts.relevance,
        state: counts.state,
        year: [...counts.year].sort((a, b) => Number(b.value) - Number(a.value)),
        direction: counts[`direction.${ctx.locale}`],
      },
    })
  },
}

const downloadRoute: RouteSpec = {
  method: 'GET',
  path: '/legal-documents/:id/files/:media',
  summary: 'Download a file of a public document under its original name',
  tag: 'legal-documents',
  audience: 'public',
  responses: [{ status: 200, description: 'The file (Content-Disposition: attachment)' }, { status: 404, description: 'Not found.' }],
  handler: async (ctx) => {
    const id = recordId(ctx, 'id')
    const mediaId = recordId(ctx, 'media')
    const { docs } = await publicReader(ctx.payload).find({ collection: 'legal-documents', where: { id: { equals: id } }, sort: ['id'], limit: 1, fields: ['files'], populate: { files: MEDIA_FIELDS } })
    const file = ((docs[0]?.files as { id: number; filename?: string; originalName?: string; mimeType?: string }[] | undefined) ?? []).find(
      (item) => typeof item === 'object' && item.id === mediaId,
    )
    if (!file?.filename || !file.mimeType) throw new NotFound()
    // Under its original name, with the extension of its real type.
    return { status: 200, file: { filename: file.filename, mimeType: file.mimeType, downloadName: withTypeExtension(file.originalName || file.filename, file.mimeType) } }
  },
}

const [publicList, publicDetail] = publicRoutes(legalDocuments)

/** Facets before the `:id` route, so `facets` is never read as an id. */
export const legalDocumentsRoutes: RouteSpec[] = [publicList, facetsRoute, publicDetail, downloadRoute, ...adminRoutes(legalDocuments), ...fileRoutes]
