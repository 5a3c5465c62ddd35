import { contentRoles } from '../src/access/roles.js'
import { show } from '../src/api/projection.js'
import { handOrderedList, type ResourceDef } from '../src/api/resource.js'
import { wire } from '../src/api/wire.js'

/** News categories — contract 4.6 (rows 111, 120–124). */
export const newsCategories: ResourceDef<'news-categories'> = {
  name: 'news-categories',
  collection: 'news-categories',
  adminPath: '/admin/news-categories',
  idParam: 'newsCategory_id',
  roles: contentRoles,
  fields: {
    name: wire.localized('name', { required: true }),
    slug: wire.slug('news-categories', 'slug'),
    status: wire.status('status'),
    sort_order: wire.sortOrder('sortOrder'),
  },
  adminList: handOrderedList([{ name: 'name', localized: true }, { name: 'slug' }]),
  public: {
    path: '/news-categories',
    list: { paginated: false, sort: 'sortOrder' },
    shows: {
      id: show.id(),
      slug: show.value('slug'),
      name: show.localized('name'),
      // Public posts only, at this moment: hidden and scheduled ones never count, a scheduled one from its time on.
      posts_count: show.publicCount('posts', 'newsCategory'),
    },
  },
}
