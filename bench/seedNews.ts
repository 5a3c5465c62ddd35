import pg from 'pg'

export const POST_COUNT = 5_000
export const NEWS_CATEGORY_COUNT = 6
/** Posts with a cover (the rest have none): the list embeds a media record for each. */
const COVER_SHARE = 70

const locales = ['uz', 'ru', 'en'] as const
const spread = (i: number, salt = 0) => Math.imul(i + 1 + salt * 7919, 2654435761) >>> 0
const DAY = 86_400_000
const sizes = ['thumbnail', 'thumbnail_webp', 'medium', 'medium_webp', 'large', 'large_webp'] as const

const categoryNames = [
  { uz: "Jamg'arma yangiliklari", ru: 'Новости фонда', en: 'Fund news' },
  { uz: 'Lizing', ru: 'Лизинг', en: 'Leasing' },
  { uz: 'Subsidiyalar', ru: 'Субсидии', en: 'Subsidies' },
  { uz: 'Tadbirlar', ru: 'Мероприятия', en: 'Events' },
  { uz: "E'lonlar", ru: 'Объявления', en: 'Announcements' },
  { uz: 'Hududlar', ru: 'Регионы', en: 'Regions' },
]

/** A body of a few paragraphs, as the HTML the service stores next to the Lexical state. */
const bodyOf = (n: number, locale: (typeof locales)[number]) =>
  Array.from(
    { length: 4 },
    (_, p) =>
      `<p>${{ uz: 'Yangilik matni', ru: 'Текст новости', en: 'News text' }[locale]} ${n}, ${p + 1}: ${'lorem ipsum dolor sit amet '.repeat(12)}</p>`,
  ).join('')

/**
 * 6 news categories, 5,000 posts over the last five years (10 % hidden, 2 % scheduled ahead, some ru titles empty so
 * the fallback to uz is exercised) and a cover for 70 % of them, as SQL inserts in one transaction (the media rows
 * name files that do not exist: the public reads serve records, not files). The view counter starts from a spread.
 */
export async function seedNews(databaseUrl: string, log: (line: string) => void): Promise<void> {
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  try {
    const present = Number((await db.query(`select count(*) from posts where slug like 'bench-%'`)).rows[0].count)
    if (present >= POST_COUNT) {
      log(`seed: ${present} bench posts already present, not seeding the news`)
      return
    }
    if (present > 0)
      throw new Error(
        `the database holds ${present} of ${POST_COUNT} bench posts from an interrupted run: use an empty one`,
      )
    const started = Date.now()
    await db.query('begin')
    const categories: number[] = []
    for (const [i, name] of categoryNames.entries()) {
      const { rows } = await db.query(
        `insert into news_categories (slug, status, sort_order) values ($1, '1', $2) returning id`,
        [`bench-category-${i + 1}`, i],
      )
      categories.push(Number(rows[0].id))
      for (const locale of locales)
        await db.query(`insert into news_categories_locales (_parent_id, _locale, name) values ($1, $2, $3)`, [
          rows[0].id,
          locale,
          name[locale],
        ])
    }
    const now = Date.now()
    const posts = Array.from({ length: POST_COUNT }, (_, i) => {
      const n = i + 1
      const scheduled = i % 50 === 17
      return {
        n,
        slug: `bench-post-${n}`,
        category: i % 13 === 5 ? null : categories[spread(i, 1) % categories.length],
        cover: spread(i, 2) % 100 < COVER_SHARE,
        published_at: new Date(
          scheduled ? now + (1 + (i % 30)) * DAY : now - (spread(i, 3) % (5 * 365)) * DAY - (spread(i, 4) % DAY),
        ).toISOString(),
        status: i % 10 === 9 ? '0' : '1',
        is_featured: i % 40 === 0,
        views: spread(i, 5) % 20_000,
      }
    })
    const mediaRows = posts
      .filter((post) => post.cover)
      .map((post) => {
        const base = `bench-cover-${post.n}`
        return {
          n: post.n,
          filename: `${base}.jpg`,
          original_name: `${base}.jpg`,
          ...Object.fromEntries(
            sizes.map((size) => [
              `sizes_${size}_filename`,
              `${base}-${size}.${size.endsWith('webp') ? 'webp' : 'jpg'}`,
            ]),
          ),
        }
      })
    const { rows: media } = await db.query(
      `insert into media (original_name, filename, mime_type, filesize, width, height, ${sizes.map((size) => `sizes_${size}_filename`).join(', ')})
       select original_name, filename, 'image/jpeg', 184320, 1600, 900, ${sizes.map((size) => `sizes_${size}_filename`).join(', ')}
         from json_to_recordset($1::json) as r(n int, original_name text, filename text, ${sizes.map((size) => `sizes_${size}_filename text`).join(', ')})
       returning id, filename`,
      [JSON.stringify(mediaRows)],
    )
    const coverByName = new Map(media.map((row) => [String(row.filename), Number(row.id)]))
    const { rows: inserted } = await db.query(
      `insert into posts (slug, news_category_id, cover_id, published_at, status, is_featured, views)
       select slug, category, cover, published_at, status::enum_posts_status, is_featured, views
         from json_to_recordset($1::json) as r(slug text, category int, cover int, published_at timestamptz, status text, is_featured boolean, views int)
       returning id, slug`,
      [
        JSON.stringify(
          posts.map((post) => ({ ...post, cover: post.cover ? coverByName.get(`bench-cover-${post.n}.jpg`) : null })),
        ),
      ],
    )
    const idBySlug = new Map(inserted.map((row) => [String(row.slug), Number(row.id)]))
    const localeRows = posts.flatMap((post) =>
      locales.map((locale) => ({
        parent: idBySlug.get(post.slug),
        locale,
        title:
          locale === 'ru' && post.n % 20 === 7
            ? null
            : {
                uz: `Yangilik ${post.n}: hosil va lizing`,
                ru: `Новость ${post.n}: урожай и лизинг`,
                en: `News ${post.n}: harvest and leasing`,
              }[locale],
        excerpt: { uz: `Qisqacha mazmun ${post.n}`, ru: `Анонс ${post.n}`, en: `Summary ${post.n}` }[locale],
        body_html: bodyOf(post.n, locale),
      })),
    )
    await db.query(
      `insert into posts_locales (_parent_id, _locale, title, excerpt, body_html)
       select parent, locale::_locales, title, excerpt, body_html from json_to_recordset($1::json) as r(parent int, locale text, title text, excerpt text, body_html text)`,
      [JSON.stringify(localeRows)],
    )
    await db.query('commit')
    await db.query('analyze posts, posts_locales, posts_rels, news_categories, news_categories_locales, media')
    log(
      `seed: ${NEWS_CATEGORY_COUNT} news categories, ${POST_COUNT} posts and ${media.length} covers (SQL inserts) in ${((Date.now() - started) / 1000).toFixed(1)} s, then ANALYZE`,
    )
  } catch (error) {
    await db.query('rollback').catch(() => undefined)
    throw error
  } finally {
    await db.end()
  }
}

/** Slugs of public posts for the detail run, spread over the list (each load connection cycles through them). */
export async function publicPostSlugs(databaseUrl: string, count: number): Promise<string[]> {
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  try {
    const { rows } = await db.query(
      `select slug from posts where slug like 'bench-%' and status = '1' and published_at <= now() order by id limit $1`,
      [count],
    )
    return rows.map((row) => String(row.slug))
  } finally {
    await db.end()
  }
}
