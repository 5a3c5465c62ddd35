import type pg from 'pg'
import type { Locale } from '../src/config/locales.js'
import { mediaRecord } from '../src/media/record.js'
import { localeJoins, pick, type RawPage } from './rawCatalog.js'

const PER_PAGE = 15
const SIZES = ['thumbnail', 'thumbnail_webp', 'medium', 'medium_webp', 'large', 'large_webp'] as const

/** What a public post row carries, list and detail alike: the post, its active category, its cover's record. */
const POST_COLUMNS = `
  p.id, p.slug, ${pick('l', 'title')} as title, ${pick('l', 'excerpt')} as excerpt,
  c.id as category_id, c.slug as category_slug, ${pick('cl', 'name')} as category_name,
  m.id as cover_id, m.filename as cover_filename, m.original_name as cover_original_name, m.mime_type as cover_mime_type,
  m.filesize::float8 as cover_filesize, m.created_at as cover_created_at, ${SIZES.map((size) => `m.sizes_${size}_filename as cover_${size}`).join(', ')},
  p.is_featured, p.published_at`

const POST_JOINS = `
  ${localeJoins('posts_locales', 'l', 'p.id')}
  left join news_categories c on c.id = p.news_category_id and c.status = '1'
  ${localeJoins('news_categories_locales', 'cl', 'c.id')}
  left join media m on m.id = p.cover_id`

const PUBLIC = `status = '1' and published_at <= now()`

/** One page of the public posts, newest first (ties by id), with the total, in one query. */
const LIST_SQL = `
  select ${POST_COLUMNS}, p.views::float8 as views, (select count(*) from posts where ${PUBLIC})::int as total
    from (select * from posts where ${PUBLIC} order by published_at desc nulls last, id limit $2 offset $3) p
    ${POST_JOINS}
   order by p.published_at desc nulls last, p.id`

/**
 * One public post by slug: its view counted (one UPDATE, only while it is public), then read with the new count, its
 * text in the request locale and its gallery, in one statement.
 */
const DETAIL_SQL = `
  with counted as (update posts set views = coalesce(views, 0) + 1 where slug = $2 and ${PUBLIC} returning id, views)
  select ${POST_COLUMNS}, counted.views::float8 as views, ${pick('l', 'body_html')} as body,
         coalesce((select json_agg(json_build_object('id', g.id, 'filename', g.filename, 'originalName', g.original_name, 'mimeType', g.mime_type,
                     'filesize', g.filesize, 'createdAt', g.created_at,
                     'sizes', json_build_object(${SIZES.map((size) => `'${size}', json_build_object('filename', g.sizes_${size}_filename)`).join(', ')})) order by r."order")
                     from posts_rels r join media g on g.id = r.media_id where r.parent_id = p.id and r.path = 'images'), '[]') as images
    from counted join posts p on p.id = counted.id
    ${POST_JOINS}`

type Row = Record<string, unknown>

/** The cover columns of a row as the media record the app embeds (contract 1.8). */
const coverOf = (row: Row) =>
  row.cover_id === null
    ? null
    : mediaRecord({
        id: row.cover_id,
        filename: row.cover_filename,
        originalName: row.cover_original_name,
        mimeType: row.cover_mime_type,
        filesize: row.cover_filesize,
        createdAt: row.cover_created_at,
        sizes: Object.fromEntries(SIZES.map((size) => [size, { filename: row[`cover_${size}`] }])),
      })

const publicPost = (row: Row) => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  excerpt: row.excerpt,
  category: row.category_id === null ? null : { id: row.category_id, slug: row.category_slug, name: row.category_name },
  cover: coverOf(row),
  is_featured: Boolean(row.is_featured),
  published_at: row.published_at ? new Date(row.published_at as string | Date).toISOString() : null,
  views: Number(row.views ?? 0),
})

/** GET /posts?lang&page — the public list, sorted -published_at. */
export async function postsPage(pool: pg.Pool, locale: Locale, params: URLSearchParams): Promise<RawPage> {
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)
  const { rows } = await pool.query<Row>({
    name: 'public-posts',
    text: LIST_SQL,
    values: [locale, PER_PAGE, (page - 1) * PER_PAGE],
  })
  return { data: rows.map(publicPost), page, perPage: PER_PAGE, total: Number(rows[0]?.total ?? 0) }
}

/** GET /posts/<slug>?lang — one public post, its view counted; null when it is not public. */
export async function postDetail(pool: pg.Pool, locale: Locale, slug: string): Promise<unknown | null> {
  const { rows } = await pool.query<Row>({ name: 'public-post', text: DETAIL_SQL, values: [locale, slug] })
  const row = rows[0]
  if (!row) return null
  return { ...publicPost(row), body: row.body, images: (row.images as Row[]).map(mediaRecord).filter(Boolean) }
}
