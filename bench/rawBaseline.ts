import http from 'node:http'
import type { AddressInfo } from 'node:net'
import pg from 'pg'
import { isLocale, type Locale } from '../src/config/locales.js'
import { paginate } from '../src/api/paginator.js'
import { legalDocumentsPage, staffUnitTree, type RawPage } from './rawCatalog.js'
import { postDetail, postsPage } from './rawNews.js'

const PER_PAGE = 15

/**
 * The public program list as the app answers it (ru falling back to uz, active sectors embedded, the total for the
 * paginator) in one prepared query that picks the page before joining the locales: the floor for this schema.
 */
const LIST_SQL = `
  select p.id, p.slug, p.sector, p.kind, p.sort_order::float8 as sort_order,
         coalesce(nullif(l.title, ''), d.title) as title,
         coalesce(nullif(l.summary, ''), d.summary) as summary,
         s.id as sector_id, s.slug as sector_slug, coalesce(nullif(sl.name, ''), sd.name) as sector_name,
         (select count(*) from programs where status = '1')::int as total
    from (select id, slug, sector, kind, sort_order, program_sector_id from programs
           where status = '1' order by sort_order, id limit $2 offset $3) p
    left join programs_locales l on l._parent_id = p.id and l._locale = $1
    left join programs_locales d on d._parent_id = p.id and d._locale = 'uz'
    left join program_sectors s on s.id = p.program_sector_id and s.status = '1'
    left join program_sectors_locales sl on sl._parent_id = s.id and sl._locale = $1
    left join program_sectors_locales sd on sd._parent_id = s.id and sd._locale = 'uz'
   order by p.sort_order, p.id`

interface Row {
  id: number
  slug: string
  sector: string
  kind: string
  sort_order: number
  title: string | null
  summary: string | null
  sector_id: number | null
  sector_slug: string | null
  sector_name: string | null
  total: number
}

/** GET /programs?lang&page: the public program list, sorted by sort_order then id. */
async function programsPage(pool: pg.Pool, locale: Locale, params: URLSearchParams): Promise<RawPage> {
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)
  const { rows } = await pool.query<Row>({
    name: 'public-programs',
    text: LIST_SQL,
    values: [locale, PER_PAGE, (page - 1) * PER_PAGE],
  })
  // Past the last page the list query has no row to carry the total.
  const total =
    rows[0]?.total ?? Number((await pool.query(`select count(*) from programs where status = '1'`)).rows[0].count)
  const data = rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    sector: row.sector,
    kind: row.kind,
    title: row.title,
    summary: row.summary,
    program_sector: row.sector_id === null ? null : { id: row.sector_id, slug: row.sector_slug, name: row.sector_name },
    sort_order: row.sort_order,
  }))
  return { data, page, perPage: PER_PAGE, total }
}

export interface RawBaseline {
  url: string
  close: () => Promise<void>
}

/**
 * A bare `http` server and one pg.Pool answering, as the app's public endpoints do: GET /programs?lang&page,
 * GET /legal-documents?lang&filter[doc_type]&filter[state]&page (sorted -adopted_on), GET /staff-units?lang,
 * GET /posts?lang&page (sorted -published_at) and GET /posts/<slug>?lang (counting the view).
 */
export async function startRawBaseline(databaseUrl: string, poolSize: number): Promise<RawBaseline> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize })
  pool.on('error', () => undefined)

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`)
    const route = url.pathname.slice(1)
    const postSlug = /^posts\/([^/]+)$/.exec(route)?.[1]
    const notFound = () => res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not found."}')
    if (req.method !== 'GET' || !(['programs', 'legal-documents', 'staff-units', 'posts'].includes(route) || postSlug))
      return notFound()
    try {
      const lang = url.searchParams.get('lang')
      const locale = isLocale(lang) ? lang : 'uz'
      const list = (page: RawPage) =>
        paginate(page.data, {
          path: `http://${req.headers.host}/${route}`,
          query: [...url.searchParams],
          page: page.page,
          perPage: page.perPage,
          total: page.total,
          count: page.data.length,
        })
      const detail = postSlug ? await postDetail(pool, locale, decodeURIComponent(postSlug)) : undefined
      if (detail === null) return notFound()
      const body =
        detail !== undefined
          ? { data: detail }
          : route === 'programs'
            ? list(await programsPage(pool, locale, url.searchParams))
            : route === 'legal-documents'
              ? list(await legalDocumentsPage(pool, locale, url.searchParams))
              : route === 'posts'
                ? list(await postsPage(pool, locale, url.searchParams))
                : { data: await staffUnitTree(pool, locale) }
      res
        .writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-language': locale })
        .end(JSON.stringify(body))
    } catch {
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"message":"Server Error."}')
    }
  })
  server.keepAliveTimeout = 65_000
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      await pool.end()
    },
  }
}
