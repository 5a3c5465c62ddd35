import { mkdirSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, type Browser, type BrowserContext, type Locator, type Page, type Request } from 'playwright-core'
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest'
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.js'
import { createStaffAccount } from './stack.js'

/** Cookies of a signed-in staff member, to open more pages as them without going through the form again. */
export type Session = Awaited<ReturnType<BrowserContext['storageState']>>

/**
 * Console errors that are framework behaviour rather than a fault of this project, allowed everywhere by their exact
 * text. Empty on purpose: the admin UI walked by this suite logs none. Errors a test provokes on purpose (a 401 from a
 * wrong password) are allowed by that test alone, with allowConsoleErrors.
 */
const KNOWN_QUIRKS: readonly string[] = []

/** What Chromium logs for any response with that status; expected only where a test provokes it. */
export const failedToLoad = (status: number, text: string) =>
  `Failed to load resource: the server responded with a status of ${status} (${text})`

/** Payload closes its navigation into a drawer below 1440 px; editors work on wide screens with it open. */
const VIEWPORT = { width: 1600, height: 1000 }

interface Watch {
  problems: string[]
  allowed: Set<string | RegExp>
}

const watches = new WeakMap<BrowserContext, Watch>()

/**
 * One Chromium per test file; each test's pages are checked after it and closed. A test fails on any request that
 * leaves the server (aborted and recorded), any console error, any uncaught page exception and any 5xx answer.
 */
export function useBrowser() {
  const { baseUrl } = inject('e2e')
  const serverHost = new URL(baseUrl).host
  let browser: Browser | undefined
  const perTest = new Set<BrowserContext>()
  const perFile = new Set<BrowserContext>()

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
  })

  afterEach(async ({ task }) => {
    // A test marked `.fails` is meant to fail; no screenshot for it.
    const failed = (task.result?.errors?.length ?? 0) > 0 && !task.fails
    const problems: string[] = []
    for (const context of [...perTest, ...perFile]) {
      if (failed) for (const page of context.pages()) await keepScreenshot(page, task.name)
      problems.push(...drain(context))
    }
    for (const context of perTest) await context.close()
    perTest.clear()
    if (problems.length > 0) throw new Error(`the browser saw:\n- ${problems.join('\n- ')}`)
  })

  afterAll(async () => {
    perFile.clear()
    await browser?.close()
  })

  /**
   * A page in a context of its own, closed after the test. `forFile` (opened in beforeAll) keeps it, and its HTTP
   * cache, for the whole file; it is still checked after every test. `otherOrigins`: pages of these origins (a site
   * served by the test) may be opened too. `timezoneId`: the browser's clock (an IANA zone; Chromium's own by default).
   */
  const newPage = async (
    options: {
      locale?: string
      session?: Session
      forFile?: boolean
      otherOrigins?: string[]
      timezoneId?: string
    } = {},
  ): Promise<Page> => {
    if (!browser) throw new Error('useBrowser(): the browser starts in beforeAll')
    const context = await browser.newContext({
      baseURL: baseUrl,
      // The interface language follows Accept-Language.
      locale: options.locale ?? 'en-US',
      viewport: VIEWPORT,
      storageState: options.session,
      timezoneId: options.timezoneId,
    })
    if (options.forFile) perFile.add(context)
    else perTest.add(context)
    context.setDefaultTimeout(20_000)
    context.setDefaultNavigationTimeout(30_000)
    const watch: Watch = { problems: [], allowed: new Set() }
    watches.set(context, watch)

    const allowedHosts = new Set([serverHost, ...(options.otherOrigins ?? []).map((origin) => new URL(origin).host)])
    const external = (href: string) => {
      const url = new URL(href)
      return (url.protocol === 'http:' || url.protocol === 'https:') && !allowedHosts.has(url.host)
    }
    // Every request is watched and none intercepted: interception (context.route) turns off the browser's HTTP cache,
    // and every page load then fetched and compiled the whole admin bundle again, and the server served it again. A
    // request for another host cannot leave all the same (Chromium resolves no other host name, chromium.ts), and is
    // a problem of the test, reported once it ended: one the page's Content-Security-Policy refused never left the
    // browser and is none (admin-pages.e2e.test.ts provokes one). No interception also means no answer to a CORS
    // preflight in the browser's place.
    const reportExternal = (request: Request) => {
      // Playwright names Chromium's net::ERR_BLOCKED_BY_CSP 'csp'.
      if (external(request.url()) && request.failure()?.errorText !== 'csp')
        watch.problems.push(
          `external request: ${request.method()} ${request.url()} (${request.failure()?.errorText ?? 'answered'})`,
        )
    }
    context.on('requestfinished', reportExternal)
    context.on('requestfailed', reportExternal)
    // Whatever the Content-Security-Policy refuses is a problem like any console error: the admin UI must work within it.
    await context.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
      ),
    )
    context.on('console', (message) => {
      if (message.type() !== 'error') return
      const text = message.text()
      if (
        KNOWN_QUIRKS.includes(text) ||
        [...watch.allowed].some((allowed) => (typeof allowed === 'string' ? allowed === text : allowed.test(text)))
      )
        return
      // A failed load names the page it happened on; the resource that failed is the message's location.
      const resource = message.location().url
      const page = message.page()?.url() ?? 'a worker'
      const failed = resource && resource !== page ? `${failedRequests.get(resource) ?? ''}${resource}, ` : ''
      watch.problems.push(`console error: ${text} (${failed}on ${page})`)
    })
    context.on('weberror', (error) => {
      watch.problems.push(`uncaught exception: ${error.error().message} (on ${error.page()?.url() ?? 'a worker'})`)
    })
    // The method and kind of the last requests that failed, to name them in a console error's line.
    const failedRequests = new Map<string, string>()
    context.on('response', (response) => {
      if (response.status() >= 400) {
        const request = response.request()
        const kind = request.headers()['next-action'] ? 'server action ' : request.headers()['rsc'] ? 'RSC ' : ''
        failedRequests.set(response.url(), `${kind}${request.method()} `)
        if (failedRequests.size > 100) failedRequests.delete(failedRequests.keys().next().value!)
      }
      if (response.status() >= 500)
        watch.problems.push(`HTTP ${response.status()} for ${response.request().method()} ${response.url()}`)
    })
    context.on('page', (page) => {
      page.on('websocket', (socket) => {
        if (new URL(socket.url()).host !== serverHost) watch.problems.push(`external WebSocket: ${socket.url()}`)
      })
    })
    return context.newPage()
  }

  /**
   * Signs in once and keeps the cookies, for tests that are not about signing in (auth.e2e.test.ts goes through the
   * form): the login form's own request, POST /api/users/login, from a context of the browser, so the session cookie
   * is the one the form would have got. Two full loads of the admin UI (the form, the dashboard) were about six
   * CPU-seconds of Chromium's per sign-in, for a form this suite already tests.
   */
  const signIn = async (email: string, password: string): Promise<Session> => {
    if (!browser) throw new Error('useBrowser(): the browser starts in beforeAll')
    const context = await browser.newContext({ baseURL: baseUrl })
    try {
      const response = await context.request.post('/api/users/login', { data: { email, password } })
      if (response.status() !== 200) throw new Error(`signing in as ${email}: HTTP ${response.status()}`)
      return await context.storageState()
    } finally {
      await context.close()
    }
  }

  /**
   * The editor of a test file: an editor account made and signed in once (beforeAll), its credentials (for API
   * tokens) and pages of it in the Uzbek interface.
   */
  const useEditor = () => {
    let account: { email: string; password: string } | undefined
    let session: Session | undefined
    beforeAll(async () => {
      account = await createStaffAccount('editor')
      session = await signIn(account.email, account.password)
    })
    const signedIn = <T>(value: T | undefined): T => {
      if (value === undefined) throw new Error('useEditor(): the editor signs in in beforeAll')
      return value
    }
    return {
      editor: () => signedIn(account),
      uzbekPage: () => newPage({ session: signedIn(session), locale: 'uz' }),
    }
  }

  return { newPage, signIn, useEditor }
}

/** Goes through /admin/login like a person and waits for the dashboard. */
export async function login(page: Page, email: string, password: string) {
  await page.goto('/admin/login')
  await hydrated(page.locator('form'))
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.waitForURL((url) => url.pathname === '/admin')
  await page.locator('.agrofund-dashboard').waitFor()
}

/**
 * Waits until React has hydrated the element. A server-rendered form takes typing before that, but its state never
 * hears of it: the submit then sends empty fields and the page stays (a reset that sometimes did not navigate).
 * Inside a Payload form it also waits for the form's own `data-form-ready="true"` (Payload's signal for its e2e
 * tests): hydrated but still initialising, a form replaces its state with the server's and drops what was typed.
 */
export async function hydrated(element: Locator) {
  await element.first().waitFor()
  // Playwright's own wait, not expect.poll: sign-ins also run in beforeAll, outside any test.
  const handle = await element.first().elementHandle()
  await element
    .page()
    .waitForFunction(
      (node) =>
        node !== null &&
        Object.keys(node).some((key) => key.startsWith('__reactProps$')) &&
        (node as Element).closest('form[data-form-ready]')?.getAttribute('data-form-ready') !== 'false',
      handle,
      {
        timeout: 20_000,
      },
    )
  await handle?.dispose()
}

/**
 * Waits until a Payload list has written its query into the address (`limit=`, `sort=`: ListQueryProvider's effect
 * after mount). A filter or search applied before that is overwritten by it: the list then shows everything, and the
 * address loses the filter (CI once saw an audit filter dropped so). An editor's very first pick can meet the same
 * race in Payload 3.90; a test waits for the list as an editor would see it settled.
 */
export async function listQuerySynced(page: Page) {
  await page.waitForURL((url) => url.searchParams.has('limit'))
}

/**
 * Opens `path` in an admin page that is already loaded the way a click on one of its links does: through Next's
 * router (`window.next.router`), which fetches the new page's server components and renders them into the running
 * app. A full load runs the whole admin bundle again and costs the browser about four times as much; the page shown
 * is the same. Resolves once the router has committed the page (the address is `path`'s), its answer was a 200, and
 * no request of the page has been in flight for a moment (lists and forms fetch some of their parts after render).
 */
export async function navigate(page: Page, path: string) {
  const target = new URL(path, page.url())
  // Already there: the router would answer from its cache, with no request to wait for.
  if (target.href === page.url()) return
  const requests = trackRequests(page)
  try {
    const answered = page.waitForResponse(
      (response) => new URL(response.url()).pathname === target.pathname && response.request().headers().rsc === '1',
    )
    await page.evaluate((href) => {
      const router = (window as unknown as { next?: { router?: { push: (href: string) => void } } }).next?.router
      if (!router) throw new Error('no Next.js router on this page (not an admin page, or not hydrated yet)')
      router.push(href)
    }, path)
    expect((await answered).status(), path).toBe(200)
    // Next writes the address once the new page is committed.
    await page.waitForFunction((pathname) => location.pathname === pathname, target.pathname)
    await requests.quiet()
  } finally {
    requests.stop()
  }
}

/**
 * Counts the page's requests in flight from now on; `quiet()` resolves once none has been for `quietMs` (Playwright's
 * networkidle, which only follows full loads, for any moment). Exported for a test that must let the form-state
 * requests of what it typed finish before it saves (Payload merges a late answer over the save's errors).
 */
export function trackRequests(page: Page, quietMs = 250) {
  let inFlight = 0
  let quietSince = Date.now()
  const started = () => inFlight++
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1)
    if (inFlight === 0) quietSince = Date.now()
  }
  page.on('request', started)
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
  return {
    quiet: async () => {
      while (inFlight > 0 || Date.now() - quietSince < quietMs) await page.waitForTimeout(50)
    },
    stop: () => {
      page.off('request', started)
      page.off('requestfinished', ended)
      page.off('requestfailed', ended)
    },
  }
}

/**
 * Console errors this test provokes on purpose (exact text, or a pattern where the browser words it at length), e.g.
 * the one Chromium logs for an expected 401.
 */
export function allowConsoleErrors(page: Page, messages: (string | RegExp)[]) {
  const watch = watches.get(page.context())
  if (!watch) throw new Error('allowConsoleErrors: not a page from useBrowser().newPage')
  for (const message of messages) watch.allowed.add(message)
}

/** Fails now, mid-test, when the page has seen anything it must not (afterEach checks the rest). */
export function expectClean(page: Page) {
  const problems = drain(page.context())
  if (problems.length > 0) throw new Error(`the browser saw:\n- ${problems.join('\n- ')}`)
}

function drain(context: BrowserContext): string[] {
  const watch = watches.get(context)
  return watch ? watch.problems.splice(0) : []
}

async function keepScreenshot(page: Page, testName: string) {
  const dir = path.join(os.tmpdir(), 'agrofund-e2e-screenshots')
  mkdirSync(dir, { recursive: true })
  const file = path.join(dir, `${testName.replace(/[^\w-]+/g, '_').slice(0, 80)}.png`)
  await page.screenshot({ path: file, fullPage: true }).then(
    () => process.stdout.write(`e2e: screenshot of ${page.url()} at ${file}\n`),
    () => undefined,
  )
}
