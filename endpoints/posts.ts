import type { Where } from 'payload'
import { contentRoles } from '../src/access/roles.js'
import { requiredFiles } from '../src/api/crud.js'
import { pickLocale } from '../src/i18n/localization.js'
import { mutate } from '../src/api/mutation.js'
import { show, type Shape } from '../src/api/projection.js'
import type { FilterSpec } from '../src/api/query.js'
import { exact, searchFilter, statusFilter, type ResourceDef } from '../src/api/resource.js'
import { created } from '../src/api/route.js'
import { wire } from '../src/api/wire.js'
import type { Localized } from '../src/config/locales.js'
import { mediaRecord } from '../src/media/record.js'

/** A post as the public lists it; the detail adds the text and the gallery. */
const publicPost: Shape = {
  id: show.id(),
  slug: show.value('slug'),
  title: show.localized('title'),
  excerpt: show.localized('excerpt'),
  category: show.relation('newsCategory', ['slug', 'name'], (category, locale) => ({
    id: category.id,
    slug: category.slug,
    name: pickLocale(category.name as Localized, locale),
  })),
  cover: show.media('cover'),
  is_featured: show.computed(['isFeatured'], (doc) => Boolean(doc.isFeatured)),
  published_at: show.instant('publishedAt'),
  views: show.computed(['views'], (doc) => Number(doc.views ?? 0)),
}

/** `filter[category]=<slug>`: posts of an active category with that slug (a hidden category does not exist publicly). */
const categoryFilter: FilterSpec = {
  type: 'string',
  multiple: true,
  where: (slug): Where => ({
    and: [{ 'newsCategory.slug': { equals: slug } }, { 'newsCategory.status': { equals: '1' } }],
  }),
}

const isFeatured = exact('isFeatured', 'boolean')
const sorts = { published_at: 'publishedAt', id: 'id', views: 'views' }

/** News posts — contract 4.6 (rows 109, 110, 112–119). */
export const posts: ResourceDef<'posts'> = {
  name: 'posts',
  collection: 'posts',
  adminPath: '/admin/posts',
  idParam: 'post_id',
  roles: contentRoles,
  fields: {
    title: wire.localized('title', { required: true }),
    slug: wire.slug('posts', 'slug'),
    excerpt: wire.localized('excerpt', { max: 2000 }),
    body: wire.localizedHtml('body'),
    news_category_id: wire.relation('newsCategory', 'news-categories'),
    images: wire.mediaIds('images', 'image'),
    is_featured: wire.boolean('isFeatured'),
    published_at: wire.datetime('publishedAt', { nullable: true }),
    status: wire.status('status'),
    // Managed by the cover routes below.
    cover: wire.derived((doc) => mediaRecord(doc.cover), { depth: 1 }),
    views: wire.derived((doc) => Number(doc.views ?? 0)),
  },
  attachments: [{ path: 'cover', source: 'cover', kind: 'image', status: 200 }],
  actions: [
    {
      method: 'POST',
      on: 'collection',
      path: 'images',
      summary: 'Upload an image for use inside a post’s text (multipart `image`)',
      upload: { fields: { image: { kind: 'image', maxCount: 1 } } },
      responses: [{ status: 201, description: '{data: <media>}: place it in a body as <img src="{url}">' }],
      handler: async (ctx) => {
        const [file] = await requiredFiles(ctx, 'image', 'image', false)
        const stored = await mutate(ctx, { collection: 'media', audit: 'explicit' }, async ({ store, audit }) => {
          const media = await store(file)
          await audit('file_uploaded', { file: { old: null, new: { id: media.id, file_name: file.name } } }, media.id)
          return media
        })
        // Content roles read every file of the library.
        const media = await ctx.payload.findByID({
          collection: 'media',
          id: stored.id,
          depth: 0,
          user: ctx.caller,
          overrideAccess: false,
        })
        return created({ data: mediaRecord(media) })
      },
    },
  ],
  adminList: {
    filters: {
      status: statusFilter(),
      news_category_id: exact('newsCategory', 'integer'),
      is_featured: isFeatured,
      search: searchFilter([
        { name: 'title', localized: true },
        { name: 'excerpt', localized: true },
        { name: 'slug' },
      ]),
    },
    sorts,
    defaultSort: '-published_at',
  },
  public: {
    path: '/posts',
    list: {
      paginated: true,
      filters: {
        category: categoryFilter,
        is_featured: isFeatured,
        search: searchFilter([
          { name: 'title', localized: true },
          { name: 'excerpt', localized: true },
        ]),
      },
      sorts: { published_at: 'publishedAt', views: 'views' },
      defaultSort: '-published_at',
    },
    detail: { param: 'slug', field: 'slug', counter: 'views' },
    shows: publicPost,
    detailShows: { body: show.html('bodyHtml'), images: show.mediaList('images') },
  },
}
