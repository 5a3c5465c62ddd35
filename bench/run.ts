import { fork } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { getPayload, type Payload } from 'payload'
import { prepareBenchDatabase, type BenchDatabase } from './database.js'
import type { LoadSettings, Measurement, Target } from './load.js'
import { startRawBaseline, type RawBaseline } from './rawBaseline.js'
import { BENCH_ADMIN, ensureBenchAdmin, PROGRAM_COUNT, seedPrograms } from './seed.js'
import { COMMON_DOC_TYPE, LEGAL_DOCUMENT_COUNT, seedCatalog, STAFF_UNIT_COUNT } from './seedCatalog.js'
import { POST_COUNT, publicPostSlugs, seedNews } from './seedNews.js'
import { buildSearchIndex, compareSearch, SEARCH_BASELINE, searchSummary, searchTargets } from './search.js'
import { measureProcesses, type ProcessFigures } from './processes.js'
import { measureMemory, MEMORY_TARGET_MIB, type MemoryFigures } from './memory.js'
import { ADMIN_TARGET, measureAdmin } from './admin.js'

/**
 * Each app row is compared with a baseline row of its group: the raw baseline (http + pg) of the same endpoint, or for
 * the search, Payload's REST `like` over the same words; these are their names.
 */
const BASELINES = {
  health: 'GET /healthz [H] (the same process: the floor of any answer)',
  programs: 'raw baseline [P]: programs list (http + pg)',
  legal: 'raw baseline [L]: legal-documents list (http + pg)',
  staff: 'raw baseline [S]: staff-units tree (http + pg)',
  posts: 'raw baseline [N]: posts list (http + pg)',
  post: 'raw baseline [D]: post detail, view counted (http + pg)',
  search: SEARCH_BASELINE,
}
type Baseline = keyof typeof BASELINES
const BASELINE_MARK: Record<Baseline, string> = {
  health: 'H',
  programs: 'P',
  legal: 'L',
  staff: 'S',
  posts: 'N',
  post: 'D',
  search: 'Q',
}
/** What the issue asks of a public read served from the process's cache, at the bench's connections. */
const CACHED_TARGET = { vsHealth: 0.6, vsRaw: 3, p99Ms: 20 }
/** Client addresses the rate-limited row spreads its requests over (120 a minute each would stop one address at once). */
const ADDRESSES = 10_000

/** Public posts the detail rows cycle through (each view is an UPDATE of its row: one hot row would measure its lock). */
const DETAIL_SLUGS = 200
const LEGAL_QUERY = `lang=ru&filter[doc_type]=${COMMON_DOC_TYPE}&filter[state]=in_force&sort=-adopted_on`
const RESULTS_DIR = fileURLToPath(new URL('./results/', import.meta.url))

const positive = (name: string, fallback: number) => {
  const value = Number(process.env[name])
  return Number.isFinite(value) && value > 0 ? value : fallback
}

const settings: LoadSettings = {
  connections: Math.round(positive('BENCH_CONNECTIONS', 20)),
  seconds: positive('BENCH_SECONDS', 10),
  warmupSeconds: 2,
}

/**
 * Groups measured apart from the load table: two server processes, the compiled server's resident memory, the admin
 * UI in Chromium (bench/admin.ts), and the assistant's evaluation (bench/evalAssistant.ts, on the demo content in a database of its own)
 * and its answer time at scale (bench/assistantScale.ts: 500 entries × 10 phrasings a language).
 */
const EXTRA_GROUPS = ['processes', 'memory', 'admin', 'assistant']

/** BENCH_ONLY=search,legal measures those groups alone (each with its baseline row), to iterate on one of them. */
const only = process.env.BENCH_ONLY?.split(',').map((group) => group.trim())

const log = (line: string) => console.log(line)
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`

/** The app reads these when payload.config.ts and src/app.ts are imported, so they are set first. */
function configureEnvironment(databaseUrl: string) {
  process.env.DATABASE_URL = databaseUrl
  process.env.PAYLOAD_SECRET ??= randomBytes(32).toString('hex')
  process.env.ACCESS_LOG = '0'
  // 120 requests a minute per IP would turn the run into a 429 benchmark after the first second.
  process.env.RATE_LIMIT_PUBLIC_PER_MINUTE = '0'
  // Outside production Payload regenerates src/payload-types.ts and dials Next's HMR socket on start.
  ;(process.env as Record<string, string>).NODE_ENV ??= 'production'
}

/** One autocannon run in a child process, so the load generator never shares the server's event loop. */
function runLoad(target: Target, share = 1): Promise<Measurement> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(new URL('./load.ts', import.meta.url)))
    child.once('message', (reply: { ok: true; measurement: Measurement } | { ok: false; error: string }) =>
      reply.ok ? resolve(reply.measurement) : reject(new Error(`load generator: ${reply.error}`)),
    )
    child.once('error', reject)
    child.once('exit', (code) => code !== 0 && reject(new Error(`load generator exited with ${code}`)))
    child.send({
      target,
      settings: { ...settings, connections: Math.max(1, Math.round(settings.connections * share)) },
    })
  })
}

/**
 * Payload's destroy() leaves its pool open, and the adapter never releases the client it connected with, so
 * pool.end() closes the idle connections at once but then waits forever; the database drop ends the last one.
 */
async function closePayload(payload: Payload) {
  const pool = (payload.db as unknown as { pool?: { end: () => Promise<void> } }).pool
  await payload.destroy()
  await Promise.race([pool?.end(), new Promise((resolve) => setTimeout(resolve, 1_000).unref())])
}

/**
 * The load generator stops with requests still in flight (a slow row leaves up to one per connection); they run on
 * after it, and closing Payload's pool under them would only log failed queries. Waits until the pool is idle.
 */
async function waitForIdlePool(payload: Payload, timeoutMs = 10_000) {
  const pool = (payload.db as unknown as { pool?: { totalCount: number; idleCount: number; waitingCount: number } })
    .pool
  const deadline = Date.now() + timeoutMs
  while (pool && (pool.waitingCount > 0 || pool.idleCount < pool.totalCount) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 100))
}

async function login(appUrl: string): Promise<string> {
  const response = await fetch(`${appUrl}/api/v1/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  })
  if (response.status !== 200) throw new Error(`admin login failed: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { data: { token: string } }).data.token
}

async function activeSlug(payload: Payload): Promise<string> {
  const { docs } = await payload.find({
    collection: 'programs',
    sort: 'sortOrder',
    limit: 1,
    page: 100,
    depth: 0,
    overrideAccess: false,
  })
  if (!docs[0]) throw new Error('no active program to ask for')
  return docs[0].slug as string
}

type ListBody = { data: { id: number }[]; meta: { total: number } }
const read = async <T>(url: string) => (await (await fetch(url)).json()) as T

/** The baseline is only a fair floor if it answers the same records as the app does. */
async function compareLists(appUrl: string, rawUrl: string) {
  const [app, raw] = await Promise.all([
    read<ListBody>(`${appUrl}/api/v1/programs?lang=ru`),
    read<ListBody>(`${rawUrl}/programs?lang=ru`),
  ])
  const same = JSON.stringify(app.data) === JSON.stringify(raw.data) && app.meta.total === raw.meta.total
  log(
    same
      ? `raw baseline answers the same ${raw.data.length} records and total (${raw.meta.total}) as /api/v1/programs?lang=ru`
      : `WARNING: raw baseline differs from /api/v1/programs?lang=ru (app ${JSON.stringify(app.data[0])}, raw ${JSON.stringify(raw.data[0])})`,
  )
}

async function compareLegalDocuments(appUrl: string, rawUrl: string) {
  const [app, raw] = await Promise.all([
    read<ListBody>(`${appUrl}/api/v1/legal-documents?${LEGAL_QUERY}`),
    read<ListBody>(`${rawUrl}/legal-documents?${LEGAL_QUERY}`),
  ])
  if (!(app.meta?.total > 0))
    throw new Error(`/api/v1/legal-documents?${LEGAL_QUERY} found nothing: ${JSON.stringify(app).slice(0, 300)}`)
  const ids = (body: ListBody) => body.data.map((doc) => doc.id).join(',')
  const sameIds = ids(app) === ids(raw) && app.meta.total === raw.meta.total
  const sameJson = JSON.stringify(app.data) === JSON.stringify(raw.data)
  log(
    sameIds
      ? `raw baseline answers the same ${raw.data.length} ids and total (${raw.meta.total}) as /api/v1/legal-documents?${LEGAL_QUERY}${sameJson ? ', field for field' : ' (WARNING: the fields differ)'}`
      : `WARNING: raw baseline differs from /api/v1/legal-documents (app ids ${ids(app)} of ${app.meta.total}, raw ids ${ids(raw)} of ${raw.meta.total})`,
  )
}

type Tree = { children: Tree }[]
const countNodes = (tree: Tree): number => tree.reduce((sum, node) => sum + 1 + countNodes(node.children), 0)

async function compareStaffTrees(appUrl: string, rawUrl: string) {
  const [app, raw] = await Promise.all([
    read<{ data: Tree }>(`${appUrl}/api/v1/staff-units?lang=ru`),
    read<{ data: Tree }>(`${rawUrl}/staff-units?lang=ru`),
  ])
  const [appNodes, rawNodes] = [countNodes(app.data), countNodes(raw.data)]
  const sameJson = JSON.stringify(app.data) === JSON.stringify(raw.data)
  log(
    appNodes === rawNodes && appNodes > 0
      ? `raw baseline answers the same tree size (${rawNodes} units under ${raw.data.length} roots) as /api/v1/staff-units?lang=ru${sameJson ? ', field for field' : ' (WARNING: the fields differ)'}`
      : `WARNING: raw baseline tree differs from /api/v1/staff-units?lang=ru (app ${appNodes} units, raw ${rawNodes})`,
  )
}

/** The posts list field for field, and one detail as both answer it (the view counts aside: each read adds one). */
async function comparePosts(appUrl: string, rawUrl: string, slug: string) {
  const [app, raw] = await Promise.all([
    read<ListBody>(`${appUrl}/api/v1/posts?lang=ru`),
    read<ListBody>(`${rawUrl}/posts?lang=ru`),
  ])
  const sameList = JSON.stringify(app.data) === JSON.stringify(raw.data) && app.meta.total === raw.meta.total
  log(
    sameList
      ? `raw baseline answers the same ${raw.data.length} posts and total (${raw.meta.total}) as /api/v1/posts?lang=ru, field for field`
      : `WARNING: raw baseline differs from /api/v1/posts?lang=ru (app ${JSON.stringify(app.data[0])}, raw ${JSON.stringify(raw.data[0])})`,
  )
  const withoutViews = (body: { data: Record<string, unknown> }) => JSON.stringify({ ...body.data, views: null })
  const [appPost, rawPost] = [
    await read<{ data: Record<string, unknown> }>(`${appUrl}/api/v1/posts/${slug}?lang=ru`),
    await read<{ data: Record<string, unknown> }>(`${rawUrl}/posts/${slug}?lang=ru`),
  ]
  // The views aside: the raw baseline counts its view in its read, the app in memory, written every VIEWS_FLUSH_MS.
  log(
    withoutViews(appPost) === withoutViews(rawPost)
      ? `raw baseline answers /api/v1/posts/${slug}?lang=ru field for field (views aside: the app writes its counts every second)`
      : `WARNING: raw baseline differs from /api/v1/posts/${slug} (app ${withoutViews(appPost).slice(0, 200)}, raw ${withoutViews(rawPost).slice(0, 200)})`,
  )
}

type Row = Measurement & { ratio: number; baseline: Baseline; vsHealth: number; cached?: boolean }

function printTable(rows: Row[]) {
  const header = ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'vs baseline', 'vs /healthz']
  const cells = rows.map((row) => [
    row.name,
    row.requestsPerSecond.toFixed(1),
    String(row.p50Ms),
    String(row.p99Ms),
    String(row.non2xx),
    String(row.errors),
    `${row.ratio.toFixed(2)}x [${BASELINE_MARK[row.baseline]}]`,
    `${row.vsHealth.toFixed(2)}x`,
  ])
  const widths = header.map((title, i) => Math.max(title.length, ...cells.map((cell) => cell[i].length)))
  const line = (cell: string[]) =>
    cell.map((text, i) => (i === 0 ? text.padEnd(widths[i]) : text.padStart(widths[i]))).join('  ')
  log(line(header))
  log(widths.map((width) => '-'.repeat(width)).join('  '))
  for (const cell of cells) log(line(cell))
}

/** The cached public rows against the issue's targets: at least 0.6x /healthz, 3x their raw SQL, p99 under 20 ms. */
function cachedSummary(rows: Row[]) {
  const checked = rows
    .filter((row) => row.cached)
    .map((row) => ({
      name: row.name,
      vsHealth: Number(row.vsHealth.toFixed(2)),
      vsRaw: Number(row.ratio.toFixed(2)),
      p99Ms: row.p99Ms,
      met:
        row.vsHealth >= CACHED_TARGET.vsHealth && row.ratio >= CACHED_TARGET.vsRaw && row.p99Ms < CACHED_TARGET.p99Ms,
    }))
  log(
    `cached public reads against the targets (>= ${CACHED_TARGET.vsHealth}x /healthz, >= ${CACHED_TARGET.vsRaw}x raw SQL, p99 < ${CACHED_TARGET.p99Ms} ms):`,
  )
  for (const row of checked)
    log(
      `  ${row.met ? 'met    ' : 'NOT met'}  ${row.vsHealth.toFixed(2)}x /healthz  ${row.vsRaw.toFixed(2)}x raw  p99 ${row.p99Ms} ms  ${row.name}`,
    )
  return { target: CACHED_TARGET, rows: checked }
}

function printProcesses(figures: ProcessFigures) {
  const { invalidation, oneProcess, twoProcesses } = figures
  log('')
  log(`two server processes on the bench database (npm start without the admin UI, each its own cache):`)
  log(
    `  invalidation: a rename written through one, served by the other after p50 ${invalidation.p50Ms} ms, p99 ${invalidation.p99Ms} ms, max ${invalidation.maxMs} ms (${invalidation.rounds} rounds; target p99 < 1000 ms)`,
  )
  log(
    `  cached programs list, ${settings.connections} connections: one process ${oneProcess.requestsPerSecond.toFixed(1)} req/s (p99 ${oneProcess.p99Ms} ms); two processes ${twoProcesses.requestsPerSecond.toFixed(1)} req/s together (p99 ${twoProcesses.p99Ms} ms), ${(twoProcesses.requestsPerSecond / oneProcess.requestsPerSecond).toFixed(2)}x`,
  )
  log(`  (on ${os.cpus().length} cores shared with the load generators and the database)`)
}

function printMemory(figures: MemoryFigures) {
  log('')
  log(
    `resident memory of the compiled server (node ${figures.nodeFlags.join(' ')} dist/src/server.js, PostgreSQL apart), after the admin dashboard (when on) and 1,000 public reads:`,
  )
  log(`  admin UI on:  ${figures.withAdmin} MiB (target <= ${MEMORY_TARGET_MIB.withAdmin} MiB)`)
  log(`  ADMIN_UI=0:   ${figures.withoutAdmin} MiB (target <= ${MEMORY_TARGET_MIB.withoutAdmin} MiB)`)
  log(
    `the container image (agrofund:latest, as npm run docker:smoke last built it): ${figures.imageMb === null ? 'not built on this machine' : `${figures.imageMb} MB (target <= 600 MB)`}`,
  )
}

/**
 * The assistant's evaluation in a child process (it boots Payload on a database of its own): its report is printed
 * here, its figures come back from bench/results/assistant-eval.json. Runs after the load, so it measures nothing twice.
 */
async function evaluateAssistant(): Promise<unknown> {
  log('')
  log('the digital assistant on the evaluation set (bench/evalAssistant.ts; the held-out half was never tuned on):')
  const child = fork(fileURLToPath(new URL('./evalAssistant.ts', import.meta.url)), {
    silent: true,
    env: { ...process.env, BENCH_DATABASE_URL: '', EVAL_DATABASE_URL: process.env.EVAL_DATABASE_URL ?? '' },
  })
  const lines = createInterface({ input: child.stdout! })
  // Payload's own log lines are JSON; the report is plain text.
  lines.on('line', (line) => (line.startsWith('{') ? undefined : log(`  ${line}`)))
  child.stderr?.resume()
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  if (code !== 0) throw new Error(`the assistant's evaluation exited with ${code}`)
  const { outcomes: _outcomes, ...figures } = JSON.parse(
    readFileSync(`${RESULTS_DIR}assistant-eval.json`, 'utf8'),
  ) as Record<string, unknown>
  // The assistant at scale (bench/assistantScale.ts): 500 entries × 10 phrasings a language, answer time and retraining.
  const scale = fork(fileURLToPath(new URL('./assistantScale.ts', import.meta.url)), {
    silent: true,
    env: { ...process.env, BENCH_DATABASE_URL: '' },
  })
  createInterface({ input: scale.stdout! }).on('line', (line) => (line.startsWith('{') ? undefined : log(`  ${line}`)))
  scale.stderr?.resume()
  const scaleCode = await new Promise<number | null>((resolve) => scale.once('exit', resolve))
  if (scaleCode !== 0) throw new Error(`the assistant's scale bench exited with ${scaleCode}`)
  return { ...figures, scale: JSON.parse(readFileSync(`${RESULTS_DIR}assistant-scale.json`, 'utf8')) as unknown }
}

async function main() {
  if (only?.some((group) => !(group in BASELINES) && !EXTRA_GROUPS.includes(group)))
    throw new Error(
      `BENCH_ONLY=${only.join(',')}: the groups are ${[...Object.keys(BASELINES), ...EXTRA_GROUPS].join(', ')}`,
    )
  if (only?.length === 1 && only[0] === 'assistant') {
    await evaluateAssistant()
    return
  }
  const cores = os.cpus().length
  log(`agrofund bench — ${cores} CPU cores (${os.cpus()[0]?.model ?? 'unknown'}), node ${process.version}`)
  log(`the load generator (autocannon, a child process) shares these ${cores} cores with the server under test`)
  const loadBefore = os.loadavg()[0]
  log(
    `1-minute load average before the run: ${loadBefore.toFixed(2)} (anything else busy on the machine lowers every figure)`,
  )

  const database: BenchDatabase = await prepareBenchDatabase()
  configureEnvironment(database.url)
  log(`database: ${database.description}`)
  log(
    `NODE_ENV=${process.env.NODE_ENV}; public rate limit off (RATE_LIMIT_PUBLIC_PER_MINUTE=0): 120/min per IP would stop the run in its first second`,
  )

  const { default: config } = await import('../payload.config.js')
  const { applyMigrations } = await import('../src/boot.js')
  const { createApp } = await import('../src/app.js')

  let payload: Payload | undefined
  let appServer: Server | undefined
  let limitedServer: Server | undefined
  let raw: RawBaseline | undefined
  try {
    payload = await getPayload({ config })
    await applyMigrations(payload)
    await seedPrograms(payload, log)
    await seedCatalog(payload, database.url, log)
    await seedNews(database.url, log)
    await ensureBenchAdmin(payload)
    const searchIndex = await buildSearchIndex(payload, log)

    const app = createApp(payload)
    appServer = await new Promise<Server>((resolve) => {
      const server = app.listen(0, '127.0.0.1', () => resolve(server))
    })
    const appUrl = `http://127.0.0.1:${(appServer.address() as AddressInfo).port}`
    // The same app with the public rate limit on (120 a minute per address), for the row that measures what it costs.
    process.env.RATE_LIMIT_PUBLIC_PER_MINUTE = '120'
    const limited = createApp(payload)
    process.env.RATE_LIMIT_PUBLIC_PER_MINUTE = '0'
    limitedServer = await new Promise<Server>((resolve) => {
      const server = limited.listen(0, '127.0.0.1', () => resolve(server))
    })
    const limitedUrl = `http://127.0.0.1:${(limitedServer.address() as AddressInfo).port}`
    // The same number of usable connections as the app (src/db/pool.ts hands back the client the adapter connected with).
    const poolSize = Number(process.env.DATABASE_POOL_MAX ?? 10)
    raw = await startRawBaseline(database.url, poolSize)
    const token = await login(appUrl)
    const slug = await activeSlug(payload)
    await compareLists(appUrl, raw.url)
    await compareLegalDocuments(appUrl, raw.url)
    await compareStaffTrees(appUrl, raw.url)
    const postSlugs = await publicPostSlugs(database.url, DETAIL_SLUGS)
    await comparePosts(appUrl, raw.url, postSlugs[0])
    await compareSearch(appUrl, log)

    const cold = { uniqueQuery: true }
    const targets: (Target & { baseline: Baseline; cached?: boolean })[] = [
      { baseline: 'health', name: BASELINES.health, url: `${appUrl}/healthz` },
      {
        baseline: 'programs',
        cached: true,
        name: 'GET /api/v1/programs?lang=ru (cached)',
        url: `${appUrl}/api/v1/programs?lang=ru`,
      },
      {
        baseline: 'programs',
        name: 'GET /api/v1/programs?lang=ru (uncached: a new query string each time)',
        url: `${appUrl}/api/v1/programs?lang=ru`,
        vary: cold,
      },
      {
        baseline: 'programs',
        name: `GET /api/v1/programs?lang=ru (cached, rate limit on, ${ADDRESSES.toLocaleString('en')} addresses)`,
        url: `${limitedUrl}/api/v1/programs?lang=ru`,
        vary: { addresses: ADDRESSES },
      },
      {
        baseline: 'programs',
        cached: true,
        name: `GET /api/v1/programs/${slug} (cached)`,
        url: `${appUrl}/api/v1/programs/${slug}?lang=ru`,
      },
      {
        baseline: 'programs',
        name: 'GET /api/v1/admin/programs (token)',
        url: `${appUrl}/api/v1/admin/programs`,
        headers: { authorization: `Bearer ${token}` },
      },
      {
        baseline: 'programs',
        name: 'GET /api/programs (Payload REST)',
        url: `${appUrl}/api/programs?locale=ru&where[status][equals]=1&limit=15&sort=sortOrder&depth=1`,
      },
      { baseline: 'programs', name: BASELINES.programs, url: `${raw.url}/programs?lang=ru` },
      {
        baseline: 'legal',
        cached: true,
        name: `GET /api/v1/legal-documents?${LEGAL_QUERY} (cached)`,
        url: `${appUrl}/api/v1/legal-documents?${LEGAL_QUERY}`,
      },
      {
        baseline: 'legal',
        name: `GET /api/v1/legal-documents?${LEGAL_QUERY} (uncached)`,
        url: `${appUrl}/api/v1/legal-documents?${LEGAL_QUERY}`,
        vary: cold,
      },
      { baseline: 'legal', name: BASELINES.legal, url: `${raw.url}/legal-documents?${LEGAL_QUERY}` },
      {
        baseline: 'staff',
        cached: true,
        name: 'GET /api/v1/staff-units?lang=ru (cached)',
        url: `${appUrl}/api/v1/staff-units?lang=ru`,
      },
      { baseline: 'staff', name: BASELINES.staff, url: `${raw.url}/staff-units?lang=ru` },
      {
        baseline: 'posts',
        cached: true,
        name: 'GET /api/v1/posts?lang=ru (cached)',
        url: `${appUrl}/api/v1/posts?lang=ru`,
      },
      {
        baseline: 'posts',
        name: 'GET /api/v1/posts?lang=ru (uncached)',
        url: `${appUrl}/api/v1/posts?lang=ru`,
        vary: cold,
      },
      { baseline: 'posts', name: BASELINES.posts, url: `${raw.url}/posts?lang=ru` },
      {
        baseline: 'post',
        cached: true,
        name: `GET /api/v1/posts/{slug}?lang=ru (${DETAIL_SLUGS} posts, cached, views counted)`,
        url: appUrl,
        paths: postSlugs.map((slug) => `/api/v1/posts/${slug}?lang=ru`),
      },
      {
        baseline: 'post',
        name: BASELINES.post,
        url: raw.url,
        paths: postSlugs.map((slug) => `/posts/${slug}?lang=ru`),
      },
      // Searches are measured uncached: the same five queries again and again would measure only the cache.
      ...searchTargets(appUrl).map((target) => ({ baseline: 'search' as const, ...target, vary: cold })),
    ]
    const measured = only
      ? targets.filter((target) => target.baseline === 'health' || only.includes(target.baseline))
      : targets
    log(
      `load: ${settings.connections} connections, ${settings.warmupSeconds} s warm-up then ${settings.seconds} s per endpoint, one after another; ${poolSize} usable pg connections each for app and baseline`,
    )
    const measurements: (Measurement & { baseline: Baseline; cached?: boolean })[] = []
    for (const { baseline, cached, ...target } of measured) {
      log(`  running ${target.name} ...`)
      // A cached row measures answers the cache holds: each of its paths is asked once first (a row of 200 posts would
      // otherwise spend its warm-up building them; the uncached rows measure that).
      if (cached)
        for (const path of target.paths ?? [])
          await fetch(new URL(path, target.url), { headers: { 'accept-encoding': 'gzip' } }).then((response) =>
            response.arrayBuffer(),
          )
      measurements.push({ ...(await runLoad(target)), baseline, cached })
    }
    await waitForIdlePool(payload)
    const processes: ProcessFigures | undefined =
      only && !only.includes('processes') ? undefined : await measureProcesses(database.url, runLoad, log)
    if (!only || only.includes('memory'))
      log('memory: the compiled server in a process of its own, warmed up as in production ...')
    const serverMemory: MemoryFigures | undefined =
      only && !only.includes('memory') ? undefined : await measureMemory(database.url, log)

    const admin = only && !only.includes('admin') ? undefined : await measureAdmin(payload, database.url, log)
    const memory = process.memoryUsage()
    const maxRss = process.resourceUsage().maxRSS * 1024
    const floor = (baseline: Baseline) =>
      measurements.find((m) => m.name === BASELINES[baseline])?.requestsPerSecond ?? 0
    const health = floor('health')
    const rows: Row[] = measurements.map((m) => ({
      ...m,
      ratio: floor(m.baseline) > 0 ? m.requestsPerSecond / floor(m.baseline) : 0,
      vsHealth: health > 0 ? m.requestsPerSecond / health : 0,
      baselineName: BASELINES[m.baseline],
    }))

    log('')
    printTable(rows)
    log(
      'vs baseline = req/s divided by that of the baseline row with the same letter: the raw baselines [P] programs list, [L] legal-documents list,',
    )
    log(
      '[S] staff-units tree, [N] posts list, [D] post detail; [Q] Payload REST like over the search words; vs /healthz = req/s divided by',
    )
    log("that of GET /healthz in the same process, the cheapest answer the app's Express stack gives")
    log('')
    const cached = cachedSummary(rows)
    if (processes) printProcesses(processes)
    if (serverMemory) printMemory(serverMemory)
    log('')
    const searchRows = measurements.filter((m) => m.baseline === 'search')
    const search = searchRows.length > 0 ? searchSummary(searchRows, log) : undefined
    const assistant = only && !only.includes('assistant') ? undefined : await evaluateAssistant()
    log('')
    log(
      `server process RSS: ${mib(memory.rss)} now, ${mib(maxRss)} peak incl. seeding (Payload, the Express app and the raw baseline run in this one process, so this is their sum; the load generator is not included)`,
    )

    if (only) {
      log(
        `BENCH_ONLY=${only.join(',')}: a partial run, ${RESULTS_DIR}latest.json is left as the last full run wrote it`,
      )
      return
    }
    mkdirSync(RESULTS_DIR, { recursive: true })
    const file = `${RESULTS_DIR}latest.json`
    writeFileSync(
      file,
      JSON.stringify(
        {
          at: new Date().toISOString(),
          machine: {
            cores,
            cpu: os.cpus()[0]?.model,
            node: process.version,
            loadGeneratorSharesCores: true,
            loadAverageBefore: loadBefore,
          },
          nodeEnv: process.env.NODE_ENV,
          database: database.description,
          programs: PROGRAM_COUNT,
          legalDocuments: LEGAL_DOCUMENT_COUNT,
          staffUnits: STAFF_UNIT_COUNT,
          posts: POST_COUNT,
          catalogSeededWith:
            'document types through the Local API; legal documents, staff units, news categories, posts and their covers as SQL inserts',
          settings: { ...settings, poolSize },
          results: rows,
          cached,
          processes,
          memory: serverMemory && { ...serverMemory, targetMiB: MEMORY_TARGET_MIB },
          admin: admin && { ...admin, target: ADMIN_TARGET },
          searchIndex,
          search,
          assistant,
          serverProcess: {
            rssBytes: memory.rss,
            maxRssBytes: maxRss,
            heapUsedBytes: memory.heapUsed,
            inProcess: ['payload', 'express app', 'raw baseline'],
          },
        },
        null,
        2,
      ) + '\n',
    )
    log(`figures written to ${file}`)
  } finally {
    for (const server of [appServer, limitedServer]) {
      if (!server) continue
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
    await raw?.close()
    if (payload) await closePayload(payload)
    await database.dispose()
  }
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    console.error(`bench crashed: ${error.stack ?? error.message}`)
    process.exit(1)
  },
)
