import { existsSync } from 'node:fs'
import path from 'node:path'
import { chromium, type Page } from 'playwright-core'
import type { Payload } from 'payload'
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
  /** Script bytes the page fetched (0 for what the browser's cache served). */
  scriptBytes: number
}

export interface AdminView {
  name: string
  path: string
  loads: Load[]
}

export interface AdminFigures {
  views: { name: string; medianS: number; p90S: number; serverS: number; documentS: number; clientS: number }[]
  save: { name: string; medianS: number; p90S: number }
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
    }
  })
  return {
    total,
    server: timing.server,
    document: Math.max(0, timing.dcl - timing.firstByte),
    client: Math.max(0, total - timing.dcl),
    scriptBytes: timing.scriptBytes,
  }
}

async function firstId(payload: Payload, collection: 'programs' | 'posts' | 'legal-documents'): Promise<number> {
  const { docs } = await payload.find({ collection, limit: 1, depth: 0, sort: 'id', pagination: false })
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
  }
  const server = await startChildServer(
    {
      DATABASE_URL: databaseUrl,
      PAYLOAD_SECRET: process.env.PAYLOAD_SECRET,
      NODE_ENV: 'production',
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
    // A save as an editor makes it: one field changed, Save clicked, until the server's answer is shown.
    const saves: number[] = []
    await loadView(page, `/admin/collections/programs/${ids.programs}`, edit)
    for (let index = 0; index <= SAVES; index++) {
      await page.locator('#field-sortOrder').fill(String(100 + index))
      const started = Date.now()
      const answered = page.waitForResponse(
        (response) => /\/api\/programs\/\d+/.test(response.url()) && response.request().method() === 'PATCH',
      )
      await page.locator('#action-save').click()
      const response = await answered
      if (!response.ok()) throw new Error(`admin: the save failed (${response.status()})`)
      await page.locator('#action-save[disabled]').waitFor({ timeout: 30_000 })
      if (index > 0) saves.push(Date.now() - started)
    }
    // The first load of each view warmed the caches: the figures are of the loads after it.
    const counted = (view: AdminView) => view.loads.slice(1)
    const figures: AdminFigures = {
      views: views.map((view) => ({
        name: view.name,
        medianS: seconds(
          quantile(
            counted(view).map((load) => load.total),
            0.5,
          ),
        ),
        p90S: seconds(
          quantile(
            counted(view).map((load) => load.total),
            0.9,
          ),
        ),
        serverS: seconds(
          quantile(
            counted(view).map((load) => load.server),
            0.5,
          ),
        ),
        documentS: seconds(
          quantile(
            counted(view).map((load) => load.document),
            0.5,
          ),
        ),
        clientS: seconds(
          quantile(
            counted(view).map((load) => load.client),
            0.5,
          ),
        ),
      })),
      save: { name: 'program save', medianS: seconds(quantile(saves, 0.5)), p90S: seconds(quantile(saves, 0.9)) },
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
  log(
    '  view                    median    p90   | server (HTML first byte)  document  client (bundle, hydration, fetches)',
  )
  for (const view of figures.views)
    log(
      `  ${view.name.padEnd(22)} ${view.medianS.toFixed(2).padStart(6)} s ${view.p90S.toFixed(2).padStart(6)} s | ${view.serverS.toFixed(2).padStart(6)} s                ${view.documentS.toFixed(2).padStart(6)} s  ${view.clientS.toFixed(2).padStart(6)} s`,
    )
  log(
    `  ${figures.save.name.padEnd(22)} ${figures.save.medianS.toFixed(2).padStart(6)} s ${figures.save.p90S.toFixed(2).padStart(6)} s`,
  )
  log(
    `  scripts fetched by the first load of a view (the browser's cache serves them after): up to ${figures.scriptKiB} KiB`,
  )
}
