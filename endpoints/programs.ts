import { programKinds, sectorCodes } from '../collections/Programs.js'
import { contentRoles } from '../src/access/roles.js'
import { pickLocale } from '../src/i18n/localization.js'
import { show, type Shape } from '../src/api/projection.js'
import { exact, searchFilter, statusFilter, type ResourceDef } from '../src/api/resource.js'
import { rowsToList, wire } from '../src/api/wire.js'
import type { Localized } from '../src/config/locales.js'

/** A program as the public lists it; the detail adds the body, the documents to bring and the legal basis. */
const publicProgram: Shape = {
  id: show.id(),
  slug: show.value('slug'),
  sector: show.value('sector'),
  kind: show.value('kind'),
  title: show.localized('title'),
  summary: show.localized('summary'),
  program_sector: show.relation('programSector', ['slug', 'name'], (sector, locale) => ({
    id: sector.id,
    slug: sector.slug,
    name: pickLocale(sector.name as Localized, locale),
  })),
  sort_order: show.value('sortOrder'),
}

const publicFilters = {
  sector: exact('sector', 'string', { in: sectorCodes }),
  kind: exact('kind', 'string', { in: programKinds }),
  program_sector_id: exact('programSector', 'integer'),
}

/** Financing programs — contract 4.1. */
export const programs: ResourceDef<'programs'> = {
  name: 'programs',
  collection: 'programs',
  adminPath: '/admin/programs',
  idParam: 'program_id',
  roles: contentRoles,
  fields: {
    slug: wire.slug('programs', 'slug'),
    program_sector_id: wire.relation('programSector', 'program-sectors'),
    sector: wire.choice('sector', sectorCodes, { required: true }),
    kind: wire.choice('kind', programKinds, { required: true }),
    title: wire.localized('title', { required: true }),
    summary: wire.localized('summary', { max: 2000 }),
    body: wire.localizedHtml('body'),
    required_documents: wire.localizedList('requiredDocuments', 'document'),
    legal_document_id: wire.relation('legalDocument', 'legal-documents'),
    status: wire.status('status'),
    sort_order: wire.sortOrder('sortOrder'),
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
    shows: publicProgram,
    detailShows: {
      body: show.html('bodyHtml'),
      required_documents: show.computed(
        ['requiredDocuments'],
        (doc, locale) =>
          rowsToList(pickLocale(doc.requiredDocuments as Record<string, unknown[]>, locale), 'document') ?? [],
      ),
      legal_document: show.relation('legalDocument', ['title', 'number', 'adoptedOn'], (document, locale) => ({
        id: document.id,
        title: pickLocale(document.title as Localized, locale),
        number: document.number,
        adopted_on: (document.adoptedOn as string | undefined)?.slice(0, 10) ?? null,
      })),
    },
  },
}
