import { contentRoles } from '../src/access/roles.js'
import { show } from '../src/api/projection.js'
import { handOrderedList, type ResourceDef } from '../src/api/resource.js'
import { wire } from '../src/api/wire.js'

/** Program sectors — contract 4.2. */
export const programSectors: ResourceDef<'program-sectors'> = {
  name: 'program-sectors',
  collection: 'program-sectors',
  adminPath: '/admin/program-sectors',
  idParam: 'programSector',
  roles: contentRoles,
  fields: {
    name: wire.localized('name', { required: true }),
    slug: wire.slug('program-sectors', 'slug'),
    description: wire.localized('description', { max: 2000 }),
    status: wire.status('status'),
    sort_order: wire.sortOrder('sortOrder'),
  },
  adminList: handOrderedList([{ name: 'name', localized: true }, { name: 'slug' }]),
  public: {
    path: '/program-sectors',
    list: { paginated: false, sort: 'sortOrder' },
    shows: {
      id: show.id(),
      slug: show.value('slug'),
      name: show.localized('name'),
      description: show.localized('description'),
      // Active programs only: a hidden program never counts.
      programs_count: show.publicCount('programs', 'programSector'),
    },
  },
}
