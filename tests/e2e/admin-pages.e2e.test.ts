import { beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { allowConsoleErrors, hydrated, useBrowser } from './browser.js'
import { createStaffAccount, getJson, stack, superAdminToken } from './stack.js'

const { newPage, signIn } = useBrowser()

/**
 * Every collection of payload.config.ts with its English plural label and whether it has a create page. Written out
 * rather than imported (the config drags Payload into the test process); the census below keeps it complete.
 */
const collections = [
  { slug: 'programs', label: 'Financing programs', creatable: true },
  { slug: 'program-sectors', label: 'Program sectors', creatable: true },
  { slug: 'posts', label: 'News', creatable: true },
  { slug: 'news-categories', label: 'News categories', creatable: true },
  { slug: 'legal-documents', label: 'Legal documents', creatable: true },
  { slug: 'document-types', label: 'Document types', creatable: true },
  { slug: 'faqs', label: 'Questions and answers', creatable: true },
  { slug: 'open-data', label: 'Open data', creatable: true },
  { slug: 'history', label: 'History', creatable: true },
  { slug: 'staff-units', label: 'Staff units', creatable: true },
  { slug: 'management', label: 'Management', creatable: true },
  { slug: 'media', label: 'Media library', creatable: true },
  { slug: 'photo-galleries', label: 'Photo galleries', creatable: true },
  { slug: 'video-galleries', label: 'Video galleries', creatable: true },
  // Submitted by citizens (POST /api/v1/appeals), with their history and files kept by the service: no create pages.
  { slug: 'appeals', label: 'Appeals', creatable: false },
  { slug: 'appeal-status-changes', label: 'Status history', creatable: false },
  { slug: 'appeal-attachments', label: 'Appeal files', creatable: false },
  // Opened by visitors (POST /api/v1/assistant/messages): no create page. Messages are written by staff in the
  // conversation (the console) and so have one.
  { slug: 'assistant-sessions', label: 'Assistant conversations', creatable: false },
  { slug: 'assistant-messages', label: 'Assistant messages', creatable: true },
  { slug: 'assistant-knowledge', label: 'Assistant knowledge', creatable: true },
  // Written by the service when the bot hands a question over or an operator answers one: no create page.
  { slug: 'assistant-review', label: 'Unanswered questions', creatable: false },
  { slug: 'assistant-off-topic', label: 'Off-topic examples', creatable: true },
  { slug: 'users', label: 'Staff accounts', creatable: true },
  // Opened by citizens themselves (POST /api/v1/client/register): no create page.
  { slug: 'clients', label: 'Citizen accounts', creatable: false },
  // Written only by the audit hooks: no create page.
  { slug: 'audit-logs', label: 'Audit trail', creatable: false },
]
const globals = [
  { slug: 'citizen-reception', label: 'Citizen reception', field: 'Phone' },
  { slug: 'assistant-settings', label: 'Assistant settings', field: 'Handoff threshold' },
]

let page: Page

beforeAll(async () => {
  // One tab for the whole walk, as an editor would (and its cache spares re-downloading the admin bundle per page).
  page = await newPage({ session: await signIn(stack().adminEmail, stack().adminPassword), forFile: true })
})

/** Payload renders server-side, then hydrates; late requests and errors surface before the network goes quiet. */
async function open(path: string) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(200)
  await page.waitForLoadState('networkidle')
  return page
}

describe('the admin UI pages, as the super_admin', () => {
  it('cover every collection and global the server has (census against GET /api/access)', async () => {
    const { status, body } = await getJson('/api/access', await superAdminToken())
    expect(status).toBe(200)
    const permitted = (permission: unknown) =>
      permission === true || (permission as { permission?: boolean })?.permission === true
    // payload-* are Payload's own bookkeeping collections, never shown to editors.
    const served = Object.entries(body.collections as Record<string, { create?: unknown }>)
      .filter(([slug]) => !slug.startsWith('payload-'))
      .map(([slug, access]) => ({ slug, creatable: permitted(access.create) }))
    expect(served).toEqual(collections.map(({ slug, creatable }) => ({ slug, creatable })))
    expect(Object.keys(body.globals)).toEqual(globals.map(({ slug }) => slug))
  })

  it.each(collections)(
    '$slug: the list shows its title and a table of rows or the no-results text',
    async ({ slug, label }) => {
      await open(`/admin/collections/${slug}`)
      expect(await page.locator('h1.list-header__title').textContent()).toBe(label)
      const table = page.locator('.collection-list .table table')
      const noResults = page.locator('.collection-list .no-results')
      await table.or(noResults).first().waitFor()
      if (await table.count()) expect(await table.locator('tbody tr').count()).toBeGreaterThan(0)
      else expect(await noResults.textContent()).toContain('No Results.')
    },
  )

  it.each(collections.filter(({ creatable }) => creatable))(
    '$slug: the create page shows a form with its fields and Save',
    async ({ slug, label }) => {
      await open(`/admin/collections/${slug}/create`)
      // The breadcrumbs are set by an effect of the hydrated document view: on a busy machine, after the network is
      // quiet (CI once read none here).
      await hydrated(page.getByRole('button', { name: 'Save' }))
      await expect.poll(() => page.locator('.step-nav').getByRole('link', { name: label, exact: true }).count()).toBe(1)
      expect(await page.locator('.doc-controls__value').textContent()).toMatch(/^Creating new \S/)
      const fields = page.locator('form .render-fields .field-type')
      expect(await fields.count()).toBeGreaterThan(0)
      expect(await fields.first().isVisible()).toBe(true)
      expect(await page.getByRole('button', { name: 'Save' }).isVisible()).toBe(true)
    },
  )

  it.each(globals)('global $slug: the edit page shows its fields and Save', async ({ slug, label, field }) => {
    await open(`/admin/globals/${slug}`)
    await hydrated(page.getByRole('button', { name: 'Save' }))
    await expect.poll(() => page.locator('.step-nav').textContent()).toContain(label)
    const fields = page.locator('form .render-fields .field-type')
    expect(await fields.count()).toBeGreaterThan(0)
    expect(await page.getByLabel(field).first().isVisible()).toBe(true)
    expect(await page.getByRole('button', { name: 'Save' }).isVisible()).toBe(true)
  })
})

describe('the admin UI under its Content-Security-Policy', () => {
  it('is served with a policy that allows this origin only, and the browser enforces it', async () => {
    const response = await page.goto('/admin')
    const policy = response?.headers()['content-security-policy'] ?? ''
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "frame-ancestors 'self'",
      "base-uri 'self'",
      "form-action 'self'",
    ])
      expect(policy).toContain(directive)
    expect(policy).not.toContain('unsafe-eval')
    await page.waitForLoadState('networkidle')
    allowConsoleErrors(page, [
      'CSP violation: script-src-elem https://attacker.invalid/steal.js',
      /'https:\/\/attacker\.invalid\/steal\.js' violates the following Content Security Policy directive/,
    ])
    // A script from elsewhere, as injected markup would add it, is refused before it is fetched.
    const blocked = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener('securitypolicyviolation', (event) => resolve(event.violatedDirective), {
            once: true,
          })
          const script = document.createElement('script')
          script.src = 'https://attacker.invalid/steal.js'
          document.body.append(script)
          setTimeout(() => resolve('not refused'), 2_000)
        }),
    )
    expect(blocked).toBe('script-src-elem')
  })
})

describe('the menu at 1366 px (issue 37, point 10)', () => {
  const isOpen = (page: Page) => page.locator('.nav').evaluate((element) => element.classList.contains('nav--nav-open'))
  /**
   * A full load of `path`, until Payload's own close of the menu has run: the server renders it open, and Payload
   * closes it below 1440 px once the browser has measured the width. What the menu is after that is what stays.
   */
  const load = async (page: Page, path: string) => {
    await page.goto(path)
    await page.waitForFunction(() => (window as unknown as { navStates?: boolean[] }).navStates?.includes(false))
    // NavMemory's restore is a task after Payload's close: two more, and the state is the one that stays.
    for (let task = 0; task < 2; task++) await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)))
  }

  it('stays as the editor left it across full page loads, and closes on a phone as a menu there should', async () => {
    const { email, password } = await createStaffAccount('editor')
    const page = await newPage({ session: await signIn(email, password), locale: 'uz' })
    // Every state the menu takes on each page, from the server's HTML on.
    await page.addInitScript(() => {
      const record = window as unknown as { navStates: boolean[] }
      record.navStates = []
      new MutationObserver(() => {
        const nav = document.querySelector('.nav')
        const open = nav?.classList.contains('nav--nav-open')
        if (nav && open !== record.navStates.at(-1)) record.navStates.push(Boolean(open))
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] })
    })
    await page.setViewportSize({ width: 1366, height: 768 })
    await load(page, '/admin/collections/posts')
    // Payload's own behaviour at this width, with no choice made yet: closed on load.
    expect(await isOpen(page)).toBe(false)
    await hydrated(page.locator('.nav-toggler').first())
    await page.locator('.nav-toggler').first().click()
    await expect.poll(() => isOpen(page)).toBe(true)

    await load(page, '/admin/collections/programs')
    await expect.poll(() => isOpen(page)).toBe(true)

    // Closed by the editor: closed on the next page too.
    await hydrated(page.locator('.nav-toggler').first())
    await page.locator('.nav-toggler').first().click()
    await expect.poll(() => isOpen(page)).toBe(false)
    await load(page, '/admin/collections/posts')
    expect(await isOpen(page)).toBe(false)

    // On a phone the menu is a modal over the page: it is not reopened there, whatever was chosen at 1366 px.
    await hydrated(page.locator('.nav-toggler').first())
    await page.locator('.nav-toggler').first().click()
    await expect.poll(() => isOpen(page)).toBe(true)
    await page.setViewportSize({ width: 390, height: 844 })
    await load(page, '/admin/collections/programs')
    expect(await isOpen(page)).toBe(false)
  })
})
