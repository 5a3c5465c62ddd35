import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { hydrated, useBrowser, type Session } from './browser.js'
import { createStaffAccount, stack, superAdminToken, unique } from './stack.js'

const { newPage, signIn } = useBrowser()

/** The fund's time zone, as the server under test reads it (REPORT_TIME_ZONE, Tashkent by default). */
const FUND_ZONE = process.env.REPORT_TIME_ZONE || 'Asia/Tashkent'
/** An editor's browser far from the fund: ten hours behind Tashkent in November, and not the server's zone either. */
const BROWSER_ZONE = 'America/New_York'

/** A moment as an editor of the fund reads it: dd.mm.yyyy hh:mm on the fund's clock, whatever zone formats it. */
function fundClock(value: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: FUND_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(value))
      .map((part) => [part.type, part.value]),
  )
  return `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}`
}

let editor: { email: string; password: string }
let session: Session
let token: string
beforeAll(async () => {
  editor = await createStaffAccount('editor')
  session = await signIn(editor.email, editor.password)
  const response = await fetch(`${stack().baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(editor),
  })
  token = ((await response.json()) as { token: string }).token
})

/** Payload's REST API as the editor (their changes are theirs on the dashboard) or, for the audit trail, the super_admin. */
async function rest(method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown, asAdmin = false): Promise<any> {
  const response = await fetch(`${stack().baseUrl}/api/${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      authorization: `JWT ${asAdmin ? await superAdminToken() : token}`,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (response.status >= 300) throw new Error(`${method} /api/${path}: ${response.status} ${await response.text()}`)
  return response.json()
}

/** An admin page in the Uzbek interface, in a browser whose clock is New York's. */
async function open(path: string): Promise<Page> {
  const page = await newPage({ locale: 'uz', session, timezoneId: BROWSER_ZONE })
  await page.goto(path)
  return page
}

describe("every date an editor reads is on the fund's clock, whatever the browser's and the server's zones", () => {
  it('the dashboard, the versions list, a version, a list column and the edit header show the fund time', async () => {
    const slug = unique('e2e-clock')
    // Published at 23:30 Tashkent time: 13:30 in New York, 18:30 UTC, another day's date nowhere but the hour.
    const publishedAt = '2026-03-05T18:30:00.000Z'
    const { doc: post } = await rest('POST', 'posts?locale=uz', { title: `Soat ${slug}`, slug, publishedAt })
    const { doc: updated } = await rest('PATCH', `posts/${post.id}?locale=uz`, { excerpt: `Ikkinchi versiya ${slug}` })
    const { docs: versions } = await rest(
      'GET',
      `posts/versions?where[parent][equals]=${post.id}&sort=-updatedAt&depth=0&limit=5`,
    )
    const { docs: trail } = await rest(
      'GET',
      `audit-logs?where[resource][equals]=posts&where[resourceId][equals]=${post.id}&sort=-createdAt&depth=0&limit=1`,
      undefined,
      true,
    )
    expect(versions.length).toBeGreaterThanOrEqual(2)
    expect(trail).toHaveLength(1)

    // The dashboard: the latest records (an editor does not read the trail) and the editor's own changes.
    const page = await open('/admin')
    const recent = page.getByTestId('dashboard-recent').locator('li', { hasText: slug })
    await recent.first().waitFor()
    expect(await recent.first().locator('.agrofund-dashboard__when').textContent()).toBe(fundClock(updated.updatedAt))
    const mine = page.getByTestId('dashboard-mine').locator('li', { hasText: slug })
    await mine.first().waitFor()
    expect(await mine.first().locator('.agrofund-dashboard__when').textContent()).toBe(fundClock(trail[0].createdAt))

    // The versions list, and the breadcrumb of one version.
    await page.goto(`/admin/collections/posts/${post.id}/versions`)
    const row = page.locator(`tr[data-version-id="${versions[1].id}"]`)
    await row.waitFor()
    expect(await row.locator('td').first().textContent()).toBe(fundClock(versions[1].updatedAt))
    await page.goto(`/admin/collections/posts/${post.id}/versions/${versions[1].id}`)
    await expect.poll(() => page.locator('.step-nav').textContent()).toContain(fundClock(versions[1].updatedAt))

    // Rendered in the browser: the list's date column and the edit view's header.
    await page.goto(`/admin/collections/posts?where[slug][equals]=${slug}`)
    const cell = page.locator('table tbody tr', { hasText: slug }).locator('.cell-publishedAt')
    await hydrated(cell)
    await expect.poll(() => cell.textContent()).toBe(fundClock(publishedAt))
    await page.goto(`/admin/collections/posts/${post.id}`)
    await hydrated(page.locator('form'))
    await expect
      .poll(() => page.locator('.doc-controls__list-item', { hasText: "Oxirgi o'zgartirish" }).textContent())
      .toContain(fundClock(updated.updatedAt))
  }, 90_000)

  it('the date-time picker shows and picks the fund time', async () => {
    const slug = unique('e2e-picker-clock')
    // 23:30 in Tashkent, 13:30 in New York.
    const { doc: post } = await rest('POST', 'posts?locale=uz', {
      title: `Tanlov ${slug}`,
      slug,
      publishedAt: '2026-03-05T18:30:00.000Z',
    })
    const page = await open(`/admin/collections/posts/${post.id}?locale=uz`)
    const input = page.locator('#field-publishedAt input').first()
    await hydrated(page.locator('form'))
    await expect.poll(() => input.inputValue()).toBe('05.03.2026 23:30')

    // 10:00 picked is 10:00 in Tashkent (05:00 UTC), not in New York.
    const picker = page.locator('.react-datepicker').first()
    await expect
      .poll(async () => {
        if (!(await picker.isVisible())) await input.click()
        return picker.isVisible()
      })
      .toBe(true)
    await picker.locator('.react-datepicker__time-list-item', { hasText: /^10:00$/ }).click()
    await expect.poll(() => input.inputValue()).toBe('05.03.2026 10:00')
    const saved = page.waitForResponse(
      (response) => response.url().includes(`/api/posts/${post.id}`) && response.request().method() === 'PATCH',
    )
    await page.getByRole('button', { name: 'Saqlash', exact: true }).click()
    expect((await saved).status()).toBe(200)
    const { publishedAt } = await rest('GET', `posts/${post.id}?depth=0`)
    expect(publishedAt).toBe('2026-03-05T05:00:00.000Z')
  })
})
