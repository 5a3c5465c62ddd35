import { existsSync } from 'node:fs'
import path from 'node:path'
import { chromium, type Page } from 'playwright-core'
import type { Payload, Where } from 'payload'
import { startChildServer } from '../tests/support/childServer.js'
import { CHROMIUM, CHROMIUM_ARGS } from '../tests/e2e/chromium.js'
import { startFlags } from './memory.js'

/** What issue 37 asks of the admin UI on two cores, in seconds. */
export const ADMIN_TARGET = { medianLoad: 1.0, p90Load: 1.5, save: 0.6 }
const BENCH_EDITOR = { email: 'bench-editor@example.com', password: 'bench-editor-not-secret' }
/** Full loads per view: the first warms the server's and the browser's caches and is not counted. */
const LOADS = 8
const SAVES = 6
const root = path.resolve(import.meta.dirname, '..')

/** One full page load, split where the time goes. */
interface Load {
  /** From navigation to the view's content shown and hydrated (its Save button or its table answering). */
  total: number
  /** The server: request sent to the first byte of the HTML (render of the server components, their queries). */
  server: number
  /** From the first byte to DOMContentLoaded: the HTML and the scripts it blocks on. */
  document: number
  /** From DOMContentLoaded to the view ready: the bundle's execution, hydration, requests made after render. */
  client: number
  /** Until the page is quiet: the last request the load made (the list's own refresh, form state, locks) answered. */
  settled: number
  /** Script bytes the page fetched (0 for what the browser's cache served). */
  scriptBytes: number
}

export interface AdminView {
  name: string
  path: string
  loads: Load[]
}

export interface AdminFigures {
  views: {
    name: string
    medianS: number
    p90S: number
    settledMedianS: number
    settledP90S: number
    /** The warm-up load: the browser's cache held only what the views before it fetched. */
    firstS: number
    serverS: number
    documentS: number
    clientS: number
  }[]
  saves: { name: string; medianS: number; p90S: number }[]
  scriptKiB: number
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0
}
const seconds = (ms: number) => Math.round(ms) / 1000

async function ensureEditor(payload: Payload): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'users', where: { email: { equals: BENCH_EDITOR.email } } })
  if (totalDocs > 0) return
  await payload.create({
    collection: 'users',
    data: { ...BENCH_EDITOR, name: 'Bench editor', role: 'editor', status: '1' } as never,
  })
}

/** A full load of `url`, ready when `ready` shows and React has hydrated it. */
async function loadView(page: Page, url: string, ready: string): Promise<Load> {
  const started = Date.now()
  await page.goto(url, { waitUntil: 'domcontentloaded' })
  const element = page.locator(ready).first()
  await element.waitFor({ timeout: 60_000 }).catch(async (error: Error) => {
    // What the editor saw instead, to tell a slow page from a wrong one.
    const shot = path.join(root, 'bench', 'results', 'admin-failure.png')
    await page.screenshot({ path: shot, fullPage: true }).catch(() => undefined)
    const text = (
      await page
        .locator('body')
        .innerText()
        .catch(() => '')
    )
      .replace(/\s+/g, ' ')
      .slice(0, 300)
    throw new Error(`admin: ${url} showed no ${ready} within 60 s (now at ${page.url()}: «${text}»; ${shot})`, {
      cause: error,
    })
  })
  const handle = await element.elementHandle()
  await page.waitForFunction(
    (node) => node !== null && Object.keys(node).some((key) => key.startsWith('__reactProps$')),
    handle,
    { timeout: 60_000 },
  )
  const total = Date.now() - started
  // Quiet for 500 ms: what the page asked for after it showed has been answered.
  await page.waitForLoadState('networkidle', { timeout: 60_000 })
  const timing = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
      (entry) => entry.initiatorType === 'script',
    )
    return {
      server: navigation.responseStart - navigation.requestStart,
      dcl: navigation.domContentLoadedEventEnd,
      firstByte: navigation.responseStart,
      scriptBytes: scripts.reduce((sum, entry) => sum + entry.transferSize, 0),
      lastAnswer: Math.max(
        navigation.responseEnd,
        ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => entry.responseEnd),
      ),
    }
  })
  return {
    total,
    server: timing.server,
    document: Math.max(0, timing.dcl - timing.firstByte),
    client: Math.max(0, total - timing.dcl),
    settled: Math.max(total, timing.lastAnswer),
    scriptBytes: timing.scriptBytes,
  }
}

async function firstId(
  payload: Payload,
  collection: 'programs' | 'posts' | 'legal-documents' | 'staff-units',
  where: Where = {},
): Promise<number> {
  const { docs } = await payload.find({ collection, where, limit: 1, depth: 0, sort: 'id', pagination: false })
  if (!docs[0]) throw new Error(`admin: the bench has no ${collection}`)
  return Number(docs[0].id)
}

/**
 * Issue 37's `admin` group: the compiled server (npm run build) on the bench's data, Chromium signed in as an editor,
 * full loads of the list and edit views of programs, posts and legal documents, and a save; median and p90 per view,
 * each load split into server, document and client time.
 */
export async function measureAdmin(
  payload: Payload,
  databaseUrl: string,
  log: (line: string) => void,
): Promise<AdminFigures> {
  if (!existsSync(path.join(root, 'dist', 'src', 'server.js')) || !existsSync(path.join(root, '.next', 'BUILD_ID')))
    throw new Error('admin: run `npm run build` first (the bench measures the compiled server and the built admin UI)')
  if (!existsSync(CHROMIUM)) throw new Error(`admin: Chromium is missing at ${CHROMIUM} (apt-get install chromium)`)
  await ensureEditor(payload)
  const ids = {
    programs: await firstId(payload, 'programs'),
    posts: await firstId(payload, 'posts'),
    legal: await firstId(payload, 'legal-documents'),
    // A top-level unit: renaming it rewrites the path of every unit below it.
    unit: await firstId(payload, 'staff-units', { parent: { exists: false } }),
  }
  const server = await startChildServer(
    {
      DATABASE_URL: databaseUrl,
      PAYLOAD_SECRET: process.env.PAYLOAD_SECRET,
      NODE_ENV: 'production',
      // The child servers of the tests and benches leave the admin UI off unless asked (tests/support/childServer.ts).
      ADMIN_UI: '1',
      RATE_LIMIT_PUBLIC_PER_MINUTE: '0',
      MAIL_SENDER: '0',
    },
    180_000,
    [...startFlags(), 'dist/src/server.js'],
  )
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
  try {
    const context = await browser.newContext({
      baseURL: server.url,
      locale: 'uz',
      viewport: { width: 1366, height: 768 },
    })
    const login = await context.request.post('/api/users/login', { data: BENCH_EDITOR })
    if (!login.ok()) throw new Error(`admin: the bench editor could not sign in (${login.status()})`)
    const page = await context.newPage()
    const list = 'table tbody tr'
    const edit = '#action-save'
    const views: AdminView[] = [
      { name: 'programs list', path: '/admin/collections/programs', loads: [] },
      { name: 'program edit', path: `/admin/collections/programs/${ids.programs}`, loads: [] },
      { name: 'posts list', path: '/admin/collections/posts', loads: [] },
      { name: 'post edit', path: `/admin/collections/posts/${ids.posts}`, loads: [] },
      { name: 'legal documents list', path: '/admin/collections/legal-documents', loads: [] },
      { name: 'legal document edit', path: `/admin/collections/legal-documents/${ids.legal}`, loads: [] },
    ]
    for (const view of views) {
      const ready = view.name.endsWith('list') ? list : edit
      for (let index = 0; index < LOADS; index++) {
        view.loads.push(await loadView(page, view.path, ready))
      }
    }
    // A save as an editor makes it: one field changed, Save clicked (the concurrency check, then the PATCH), until
    // the server's answer is shown. A program's order, and the name of a staff unit with units below it.
    const save = async (
      name: string,
      path: string,
      collection: string,
      field: string,
      value: (i: number) => string,
    ) => {
      const times: number[] = []
      await loadView(page, path, edit)
      for (let index = 0; index <= SAVES; index++) {
        await page.locator(field).fill(value(index))
        const started = Date.now()
        const answered = page.waitForResponse(
          (response) =>
            new RegExp(`/api/${collection}/\\d+`).test(response.url()) && response.request().method() === 'PATCH',
        )
        await page.locator('#action-save').click()
        const response = await answered
        if (!response.ok()) throw new Error(`admin: the ${name} failed (${response.status()})`)
        await page.locator('#action-save[disabled]').waitFor({ timeout: 30_000 })
        if (index > 0) times.push(Date.now() - started)
      }
      return { name, medianS: seconds(quantile(times, 0.5)), p90S: seconds(quantile(times, 0.9)) }
    }
    const saves = [
      await save('program save', `/admin/collections/programs/${ids.programs}`, 'programs', '#field-sortOrder', (i) =>
        String(100 + i),
      ),
      await save(
        'staff unit rename',
        `/admin/collections/staff-units/${ids.unit}`,
        'staff-units',
        '#field-name',
        (i) => `Bench bo'lim ${i}`,
      ),
    ]
    // The first load of each view warmed the caches: the figures are of the loads after it.
    const counted = (view: AdminView, of: (load: Load) => number) => view.loads.slice(1).map(of)
    const figures: AdminFigures = {
      views: views.map((view) => ({
        name: view.name,
        medianS: seconds(
          quantile(
            counted(view, (load) => load.total),
            0.5,
          ),
        ),
        p90S: seconds(
          quantile(
            counted(view, (load) => load.total),
            0.9,
          ),
        ),
        settledMedianS: seconds(
          quantile(
            counted(view, (load) => load.settled),
            0.5,
          ),
        ),
        settledP90S: seconds(
          quantile(
            counted(view, (load) => load.settled),
            0.9,
          ),
        ),
        firstS: seconds(view.loads[0]?.total ?? 0),
        serverS: seconds(
          quantile(
            counted(view, (load) => load.server),
            0.5,
          ),
        ),
        documentS: seconds(
          quantile(
            counted(view, (load) => load.document),
            0.5,
          ),
        ),
        clientS: seconds(
          quantile(
            counted(view, (load) => load.client),
            0.5,
          ),
        ),
      })),
      saves,
      scriptKiB: Math.round(Math.max(...views.flatMap((view) => view.loads.map((load) => load.scriptBytes))) / 1024),
    }
    printAdmin(figures, log)
    return figures
  } finally {
    await browser.close()
    server.child.kill('SIGTERM')
    await server.exited
  }
}

function printAdmin(figures: AdminFigures, log: (line: string) => void) {
  log(
    `admin UI (Chromium, editor, 1366×768, ${LOADS - 1} full loads per view after one warm-up; target median ≤ ${ADMIN_TARGET.medianLoad} s, p90 ≤ ${ADMIN_TARGET.p90Load} s, save ≤ ${ADMIN_TARGET.save} s)`,
  )
  log('  shown: the view hydrated (its table rows or Save answering); quiet: the last request of the load answered')
  log(
    '  view                  shown median   p90 | quiet median   p90 | first load | server (HTML first byte)  document  client (bundle, hydration, fetches)',
  )
  const s = (value: number) => `${value.toFixed(2).padStart(5)} s`
  for (const view of figures.views)
    log(
      `  ${view.name.padEnd(22)} ${s(view.medianS)} ${s(view.p90S)} |    ${s(view.settledMedianS)} ${s(view.settledP90S)} |    ${s(view.firstS)} | ${s(view.serverS)}                  ${s(view.documentS)}  ${s(view.clientS)}`,
    )
  for (const save of figures.saves) log(`  ${save.name.padEnd(22)} ${s(save.medianS)} ${s(save.p90S)}`)
  log(
    `  scripts fetched by the first load of a view (the browser's cache serves them after): up to ${figures.scriptKiB} KiB`,
  )
}
