import { contentRoles } from '../src/access/roles.js'
import { show } from '../src/api/projection.js'
import { searchFilter, statusFilter, type ResourceDef } from '../src/api/resource.js'
import { perRequest } from '../src/api/route.js'
import { wire } from '../src/api/wire.js'
import { publicReader } from '../src/db/publicReader.js'

/**
 * Active programs per sector, counted once per request (one grouped query) through the programs' own public
 * visibility, so hidden programs never count.
 */
const activeProgramCounts = perRequest(async (ctx) => {
  const facets = await publicReader(ctx.payload).facets('programs', ['programSector'])
  return new Map(facets.programSector.map(({ value, count }) => [Number(value), count]))
})

/** Program sectors — contract 4.2. */
export const programSectors: ResourceDef = {
  name: 'program-sectors',
  collection: 'program-sectors',
  adminPath: '/admin/program-sectors',
  idParam: 'programSector',
  roles: contentRoles,
  fields: {
    name: wire.localized('name', { required: true }),
    slug: wire.slug('program-sectors'),
    description: wire.localized('description', { max: 2000 }),
    status: wire.status(),
    sort_order: wire.sortOrder(),
  },
  adminList: {
    filters: { status: statusFilter(), search: searchFilter([{ name: 'name', localized: true }, { name: 'slug' }]) },
    sorts: { sort_order: 'sortOrder', id: 'id' },
    defaultSort: 'sort_order',
  },
  public: {
    path: '/program-sectors',
    list: { paginated: false, sort: 'sortOrder' },
    shows: {
      id: show.id(),
      slug: show.value('slug'),
      name: show.localized('name'),
      description: show.localized('description'),
      programs_count: show.computed([], async (doc, _locale, ctx) => (await activeProgramCounts(ctx)).get(doc.id) ?? 0),
    },
  },
}
