import { contentRoles } from '../src/access/roles.js'
import { show } from '../src/api/projection.js'
import { searchFilter, statusFilter, type ResourceDef } from '../src/api/resource.js'
import { wire } from '../src/api/wire.js'
import { mediaRecord } from '../src/media/record.js'

/** The fund's management — contract 4.7 (rows 82–87). */
export const management: ResourceDef<'management'> = {
  name: 'management',
  collection: 'management',
  adminPath: '/admin/management',
  idParam: 'manager_id',
  roles: contentRoles,
  fields: {
    full_name: wire.localized('fullName', { required: true }),
    position: wire.localized('position', { required: true }),
    biography: wire.localizedHtml('biography'),
    photo_id: wire.media('photo', 'image'),
    phone: wire.text('phone', { max: 32, nullable: true }),
    email: wire.email('email', { nullable: true }),
    reception_days: wire.localized('receptionDays'),
    status: wire.status('status'),
    sort_order: wire.sortOrder('sortOrder'),
    photo: wire.derived((doc) => mediaRecord(doc.photo), { depth: 1 }),
  },
  adminList: {
    filters: {
      status: statusFilter(),
      search: searchFilter([
        { name: 'fullName', localized: true },
        { name: 'position', localized: true },
      ]),
    },
    sorts: { sort_order: 'sortOrder', id: 'id' },
    defaultSort: 'sort_order',
  },
  public: {
    path: '/management',
    list: { paginated: false, sort: 'sortOrder' },
    shows: {
      id: show.id(),
      full_name: show.localized('fullName'),
      position: show.localized('position'),
      biography: show.html('biographyHtml'),
      photo: show.media('photo'),
      phone: show.nullable('phone'),
      email: show.nullable('email'),
      reception_days: show.localized('receptionDays'),
      sort_order: show.value('sortOrder'),
    },
  },
}
