import { contentRoles } from '../src/access/roles.js'
import { show } from '../src/api/projection.js'
import { searchFilter, statusFilter, type ResourceDef } from '../src/api/resource.js'
import { rules } from '../src/api/validation/rules.js'
import { wire } from '../src/api/wire.js'
import { mediaRecord } from '../src/media/record.js'

/** History milestones — contract 4.8 (rows 44–49). */
export const history: ResourceDef<'history'> = {
  name: 'history',
  collection: 'history',
  adminPath: '/admin/history',
  idParam: 'historyMilestone_id',
  roles: contentRoles,
  fields: {
    year: wire.integer('year', [rules.between(1900, 2100)], { required: true }),
    title: wire.localized('title', { required: true }),
    description: wire.localizedHtml('description'),
    image_id: wire.media('image', 'image'),
    status: wire.status('status'),
    sort_order: wire.sortOrder('sortOrder'),
    image: wire.derived((doc) => mediaRecord(doc.image), { depth: 1 }),
  },
  adminList: {
    filters: { status: statusFilter(), search: searchFilter([{ name: 'title', localized: true }]) },
    sorts: { year: 'year', sort_order: 'sortOrder', id: 'id' },
    defaultSort: 'year',
  },
  public: {
    path: '/history',
    list: { paginated: false, sort: ['year', 'sortOrder'] },
    shows: {
      id: show.id(),
      year: show.value('year'),
      title: show.localized('title'),
      description: show.html('descriptionHtml'),
      image: show.media('image'),
      sort_order: show.value('sortOrder'),
    },
  },
}
