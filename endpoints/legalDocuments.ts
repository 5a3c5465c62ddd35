import { documentStates, relevanceLevels } from '../collections/LegalDocuments.js'
import { normaliseLabel } from '../src/fields/index.js'
import { contentRoles } from '../src/access/roles.js'
import type { Locale, Localized } from '../src/config/locales.js'
import { recordId } from '../src/api/crud.js'
import { NotFound } from '../src/core/errors.js'
import { pickLocale } from '../src/i18n/localization.js'
import { readPublic, show, type Shape } from '../src/api/projection.js'
import type { FilterSpec } from '../src/api/query.js'
import { exact, searchFilter, statusFilter, type ResourceDef } from '../src/api/resource.js'
import { ok, perRequest, type RequestContext } from '../src/api/route.js'
import { rules } from '../src/api/validation/rules.js'
import { wire } from '../src/api/wire.js'
import { publicReader } from '../src/db/publicReader.js'
import { mediaRecord } from '../src/media/record.js'
import { withTypeExtension } from '../src/media/sniff.js'

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
  search: searchFilter([
    { name: 'title', localized: true },
    { name: 'direction', localized: true },
    { name: 'number' },
  ]),
}

const sorts = { adopted_on: 'adoptedOn', number: 'number', id: 'id', sort_order: 'sortOrder' }

/** Names of the active document types, loaded once per request. */
const typeNames = perRequest(async (ctx) => {
  const { docs } = await readPublic(
    ctx,
    'document-types',
    { code: show.value('code'), name: show.value('name') },
    { sort: ['sortOrder', 'id'] },
  )
  return new Map(docs.map((doc) => [String(doc.code), doc.name as Localized]))
})
const documentTypeOf = async (code: unknown, locale: Locale, ctx: RequestContext) => {
  const names = await typeNames(ctx)
  return { code, name: names.has(String(code)) ? pickLocale(names.get(String(code)), locale) : null }
}

const publicDocument: Shape = {
  id: show.id(),
  title: show.localized('title'),
  number: show.value('number'),
  doc_type: show.computed(['docType'], (doc, locale, ctx) => documentTypeOf(doc.docType, locale, ctx)),
  relevance: show.value('relevance'),
  state: show.value('state'),
  adopted_on: show.date('adoptedOn'),
  year: show.nullable('year'),
  direction: show.localized('direction'),
  source_url: show.nullable('sourceUrl'),
  files: show.mediaList('files'),
}

/** Legal documents — contract 4.3 (source part 4.2). */
export const legalDocuments: ResourceDef<'legal-documents'> = {
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
    status: wire.status('status'),
    sort_order: wire.sortOrder('sortOrder'),
    year: wire.derived((doc) => doc.year ?? null),
    files: wire.derived((doc) => ((doc.files as unknown[] | undefined) ?? []).map(mediaRecord).filter(Boolean), {
      depth: 1,
    }),
  },
  attachments: [{ path: 'files', source: 'files', kind: 'document', many: 20, status: 201 }],
  actions: [
    {
      method: 'GET',
      public: true,
      path: 'facets',
      localized: true,
      summary: 'Counts per doc_type, relevance, state, year and direction of the public documents',
      responses: [{ status: 200, description: '{data: {doc_type: [{value, label, count}], ...}}' }],
      handler: async (ctx) => {
        const counts = await publicReader(ctx.payload).facets('legal-documents', [
          'docType',
          'relevance',
          'state',
          'year',
          `direction.${ctx.locale}`,
        ])
        const types = await Promise.all(
          counts.docType.map(async (item) => ({
            ...item,
            label: (await documentTypeOf(item.value, ctx.locale, ctx)).name,
          })),
        )
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
    },
    {
      method: 'GET',
      public: true,
      path: ':id/files/:media',
      summary: 'Download a file of a public document under its original name',
      responses: [
        { status: 200, description: 'The file (Content-Disposition: attachment)' },
        { status: 404, description: 'Not found.' },
      ],
      handler: async (ctx) => {
        const id = recordId(ctx, 'id')
        const mediaId = recordId(ctx, 'media')
        const { docs } = await readPublic(
          ctx,
          'legal-documents',
          { files: show.mediaList('files') },
          { where: { id: { equals: id } }, sort: ['id'], limit: 1 },
        )
        const file = (
          (docs[0]?.files as
            { id: number; filename?: string; originalName?: string; mimeType?: string }[] | undefined) ?? []
        ).find((item) => typeof item === 'object' && item.id === mediaId)
        if (!file?.filename || !file.mimeType) throw new NotFound()
        // Under its original name, with the extension of its real type.
        return {
          status: 200,
          file: {
            filename: file.filename,
            mimeType: file.mimeType,
            downloadName: withTypeExtension(file.originalName || file.filename, file.mimeType),
          },
        }
      },
    },
  ],
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
    shows: publicDocument,
    detailShows: { body: show.html('bodyHtml') },
  },
}
