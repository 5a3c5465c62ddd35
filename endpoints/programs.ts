import { programKinds, sectorCodes } from '../collections/Programs.js'
import { contentRoles } from '../src/access/roles.js'
import { pickLocale } from '../src/api/localization.js'
import { exact, searchFilter, statusFilter, type Doc, type ResourceDef } from '../src/api/resource.js'
import { rowsToList, wire } from '../src/api/wire.js'
import type { Locale, Localized } from '../src/config/locales.js'


const sectorOf = (value: unknown, locale: Locale) => {
  if (!value || typeof value !== 'object') return null
  const sector = value as { id: number; slug: string; name: Localized }
  return { id: sector.id, slug: sector.slug, name: pickLocale(sector.name, locale) }
}

const legalDocumentOf = (value: unknown, locale: Locale) => {
  if (!value || typeof value !== 'object') return null
  const document = value as { id: number; title: Localized; number: string; adoptedOn: string }
  return { id: document.id, title: pickLocale(document.title, locale), number: document.number, adopted_on: document.adoptedOn?.slice(0, 10) ?? null }
}

const publicProgram = (doc: Doc, locale: Locale) => ({
  id: doc.id,
  slug: doc.slug,
  sector: doc.sector,
  kind: doc.kind,
  title: pickLocale(doc.title as Localized, locale),
  summary: pickLocale(doc.summary as Localized, locale),
  program_sector: sectorOf(doc.programSector, locale),
  sort_order: doc.sortOrder,
})

const publicFilters = {
  sector: exact('sector', 'string', { in: sectorCodes }),
  kind: exact('kind', 'string', { in: programKinds }),
  program_sector_id: exact('programSector', 'integer'),
}

/** Financing programs — contract 4.1. */
export const programs: ResourceDef = {
  name: 'programs',
  collection: 'programs',
  adminPath: '/admin/programs',
  idParam: 'program_id',
  roles: contentRoles,
  fields: {
    slug: wire.slug('programs'),
    program_sector_id: wire.relation('programSector', 'program-sectors'),
    sector: wire.choice('sector', sectorCodes, { required: true }),
    kind: wire.choice('kind', programKinds, { required: true }),
    title: wire.localized('title', { required: true }),
    summary: wire.localized('summary', { max: 2000 }),
    body: wire.localizedHtml('body'),
    required_documents: wire.localizedList('requiredDocuments', 'document'),
    legal_document_id: wire.relation('legalDocument', 'legal-documents'),
    status: wire.status(),
    sort_order: wire.sortOrder(),
  },
  adminList: {
    filters: {
      status: statusFilter(),
      ...publicFilters,
      search: searchFilter([{ name: 'title', localized: true }, { name: 'slug' }]),
    },
    sorts: { sort_order: 'sortOrder', id: 'id', created_at: 'createdAt' },
    defaultSort: 'sort_order',
  },
  public: {
    path: '/programs',
    list: {
      paginated: true,
      filters: { ...publicFilters, search: searchFilter([{ name: 'title', localized: true }, { name: 'slug' }]) },
      sorts: { sort_order: 'sortOrder', id: 'id', created_at: 'createdAt' },
      defaultSort: 'sort_order',
    },
    detail: { param: 'slug', field: 'slug' },
    fields: ['slug', 'sector', 'kind', 'title', 'summary', 'programSector', 'sortOrder'],
    detailFields: ['bodyHtml', 'requiredDocuments', 'legalDocument'],
    populate: { programSector: ['slug', 'name'], legalDocument: ['title', 'number', 'adoptedOn'] },
    project: publicProgram,
    projectDetail: (doc, locale) => ({
      ...publicProgram(doc, locale),
      body: pickLocale(doc.bodyHtml as Localized, locale),
      required_documents: rowsToList(pickLocale(doc.requiredDocuments as Record<string, unknown[]>, locale), 'document') ?? [],
      legal_document: legalDocumentOf(doc.legalDocument, locale),
    }),
  },
}
