import { contentRoles } from '../src/access/roles.js'
import { show } from '../src/api/projection.js'
import { searchFilter, statusFilter, type ResourceDef } from '../src/api/resource.js'
import { perRequest } from '../src/api/route.js'
import { wire } from '../src/api/wire.js'
import { publicReader } from '../src/db/publicReader.js'

/**
 * Public posts per category, counted once per request (one grouped query) through the posts' own visibility at this
 * moment, so hidden and scheduled posts never count, and a scheduled post counts from its time on.
 */
const publicPostCounts = perRequest(async (ctx) => {
  const facets = await publicReader(ctx.payload).facets('posts', ['newsCategory'])
  return new Map(facets.newsCategory.map(({ value, count }) => [Number(value), count]))
})

/** News categories — contract 4.6 (rows 111, 120–124). */
export const newsCategories: ResourceDef = {
  name: 'news-categories',
  collection: 'news-categories',
  adminPath: '/admin/news-categories',
  idParam: 'newsCategory_id',
  roles: contentRoles,
  fields: {
    name: wire.localized('name', { required: true }),
    slug: wire.slug('news-categories'),
    status: wire.status(),
    sort_order: wire.sortOrder(),
  },
  adminList: {
    filters: { status: statusFilter(), search: searchFilter([{ name: 'name', localized: true }, { name: 'slug' }]) },
    sorts: { sort_order: 'sortOrder', id: 'id' },
    defaultSort: 'sort_order',
  },
  public: {
    path: '/news-categories',
    list: { paginated: false, sort: 'sortOrder' },
    shows: {
      id: show.id(),
      slug: show.value('slug'),
      name: show.localized('name'),
      posts_count: show.computed([], async (doc, _locale, ctx) => (await publicPostCounts(ctx)).get(doc.id) ?? 0),
    },
  },
}
