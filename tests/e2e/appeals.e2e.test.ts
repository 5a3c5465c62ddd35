import path from 'node:path'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { files, form } from '../support/files.js'
import { waitForDevMail } from '../support/smtp.js'
import { allowConsoleErrors, failedToLoad, hydrated, useBrowser } from './browser.js'
import { createStaffAccount, stack, unique } from './stack.js'

const { newPage, signIn } = useBrowser()

/** A citizen's appeal through the public API, as the website sends it (multipart when it carries files). */
async function submit(subject: string, email: string, withFile = false) {
  const fields = {
    full_name: 'Malika Yusupova',
    phone: '+998901112233',
    email,
    region: 'samarkand',
    type: 'application',
    subject,
    message: `Please help: ${subject}.`,
    consent: '1',
  }
  const response = await fetch(`${stack().baseUrl}/api/v1/appeals?lang=en`, {
    method: 'POST',
    headers: { accept: 'application/json' },
    body: form(
      fields,
      withFile ? [{ field: 'attachments[]', name: 'land-lease.pdf', data: files.pdf(), type: 'application/pdf' }] : [],
    ),
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { data: { tracking_code: string } }).data.tracking_code
}

/** Moves an appeal's registration 20 days back, so its 15-day term ran out 5 days ago (no interface may do this). */
async function backdate(code: string) {
  const client = new pg.Client({ connectionString: stack().databaseUrl })
  await client.connect()
  try {
    await client.query(
      `update appeals set created_at = now() - interval '20 days', due_at = now() - interval '5 days' where tracking_code = $1`,
      [code],
    )
  } finally {
    await client.end()
  }
}

describe("the operators' appeals queue", () => {
  it('an operator finds an overdue appeal in the queue, reads it with its file and history, and answers it: the citizen is mailed', async () => {
    const tag = unique('appeal')
    const email = `${tag}@example.com`
    const overdueCode = await submit(`Overdue ${tag}`, email, true)
    const freshCode = await submit(`Fresh ${tag}`, `${tag}-2@example.com`)
    await backdate(overdueCode)

    const operator = await createStaffAccount('operator')
    const page = await newPage({ session: await signIn(operator.email, operator.password) })

    // The dashboard: the appeals charts, drawn from the server's numbers, and the overdue count that links to the queue.
    await page.goto('/admin')
    const byMonth = page.getByTestId('chart-appeals-by-month')
    await byMonth.locator('svg.recharts-surface').first().waitFor()
    const received = (await byMonth.getAttribute('data-received'))!.split(',').map(Number)
    expect(received).toHaveLength(12)
    expect(received.at(-1)).toBeGreaterThanOrEqual(1)
    expect(await byMonth.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0)
    expect(await byMonth.locator('.recharts-legend-item-text').allTextContents()).toEqual(['Received', 'Answered'])
    const open = page.getByTestId('chart-open-by-status')
    expect(await open.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0)
    expect(Number(await page.getByTestId('dashboard-overdue').getAttribute('data-count'))).toBeGreaterThanOrEqual(1)
    // Operators work appeals, not content: no content in the navigation.
    const nav = page.locator('nav').first()
    expect(await nav.getByText('Appeals', { exact: true }).count()).toBe(1)
    expect(await nav.getByText('Financing programs').count()).toBe(0)
    expect(await nav.getByText('News', { exact: true }).count()).toBe(0)
    // Nor content counts on the dashboard: the appeals section is their overview.
    expect(await page.getByTestId('dashboard-counts').count()).toBe(0)
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({ path: path.join(process.env.E2E_SCREENSHOTS, 'dashboard-appeals.png'), fullPage: true })

    // The queue: the overdue filter keeps the late appeal, marked in red, and leaves the fresh one out.
    await page.goto('/admin/collections/appeals')
    const queue = page.getByTestId('appeal-queue-filters').locator('select[name="queue"]')
    await hydrated(queue)
    await queue.selectOption('overdue')
    await page.waitForURL((url) => url.search.includes('dueAt'))
    // The list follows the URL a moment later (a soft navigation, which no load state waits for): the fresh appeal
    // leaving it is the sign that the filtered list is shown.
    await page.locator('.collection-list .table tbody tr', { hasText: freshCode }).waitFor({ state: 'detached' })
    const row = page.locator('.collection-list .table tbody tr', { hasText: overdueCode })
    await row.waitFor()
    expect(await row.locator('[data-overdue]').getAttribute('data-overdue')).toBe('yes')
    expect(await row.locator('[data-status]').getAttribute('data-status')).toBe('new')
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({ path: path.join(process.env.E2E_SCREENSHOTS, 'appeals-queue.png'), fullPage: true })

    // The appeal: the citizen's words and file, the term, the history.
    await row.getByRole('link', { name: overdueCode }).click()
    await page.waitForURL(/\/admin\/collections\/appeals\/\d+$/)
    const id = Number(new URL(page.url()).pathname.split('/').pop())
    await page.locator('#field-message').waitFor()
    expect(await page.locator('#field-message').inputValue()).toBe(`Please help: Overdue ${tag}.`)
    expect(await page.locator('#field-message').isEditable()).toBe(false)
    // The files field loads its documents after the form.
    await page.getByText('land-lease.pdf').first().waitFor()
    expect(await page.getByTestId('appeal-term').getAttribute('data-overdue')).toBe('yes')
    const history = page.locator('#field-statusHistory')
    await history.locator('tbody tr').first().waitFor()
    expect(await history.locator('tbody tr').count()).toBe(1)

    // Answering needs an answer: without one the form says so and nothing changes.
    await page.locator('#field-status').click()
    await page.getByRole('option', { name: 'Answered', exact: true }).click()
    // Payload's REST refuses the save (400, the field's error), and Chromium logs that refusal.
    allowConsoleErrors(page, [failedToLoad(400, 'Bad Request')])
    const refused = page.waitForResponse(
      (response) => response.url().includes(`/api/appeals/${id}`) && response.request().method() === 'PATCH',
    )
    await page.getByRole('button', { name: 'Save' }).click()
    expect((await refused).status()).toBe(400)
    await page.getByText('Write the answer before the appeal is answered or rejected.').first().waitFor()
    expect((await getAppeal(id)).status).toBe('new')

    await page.locator('#field-answer').fill('The lease is approved; the contract is ready at the Samarkand office.')
    const saved = page.waitForResponse(
      (response) => response.url().includes(`/api/appeals/${id}`) && response.request().method() === 'PATCH',
    )
    await page.getByRole('button', { name: 'Save' }).click()
    expect((await saved).status()).toBe(200)
    await expect.poll(async () => (await getAppeal(id)).status).toBe('answered')
    const stored = await getAppeal(id)
    expect(stored.overdue).toBe(false)
    expect(stored.status_history.map((entry: { to: string }) => entry.to)).toEqual(['new', 'answered'])
    expect(stored.status_history[1].user).toMatchObject({ name: 'E2E operator' })
    // The history on the page shows the change after a reload.
    await page.reload()
    await expect.poll(() => page.locator('#field-statusHistory tbody tr').count(), { timeout: 15_000 }).toBe(2)
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({ path: path.join(process.env.E2E_SCREENSHOTS, 'appeal-answered.png'), fullPage: true })

    // The citizen hears of it by mail (the development outbox here), in the language they wrote in.
    const mail = await waitForDevMail(stack().mailDir, email, 'approved')
    expect(mail.text).toContain(overdueCode)
  })

  it('an editor has no Appeals in the navigation, and Payload refuses the list and the files', async () => {
    const editor = await createStaffAccount('editor')
    const page = await newPage({ session: await signIn(editor.email, editor.password) })
    await page.goto('/admin')
    await page.locator('nav').first().waitFor()
    expect(await page.locator('nav').getByText('Appeals', { exact: true }).count()).toBe(0)
    expect(await page.getByTestId('dashboard-appeals').count()).toBe(0)
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
    for (const url of ['/api/appeals', '/api/appeal-attachments', '/api/appeal-status-changes']) {
      expect((await fetch(`${stack().baseUrl}${url}`, { headers: { cookie } })).status, url).toBe(403)
    }
  })
})

let adminToken: string | undefined
/** The appeal as /api/v1 shows it to an admin. */
async function getAppeal(id: number) {
  if (!adminToken) {
    const admin = await createStaffAccount('admin')
    const login = await fetch(`${stack().baseUrl}/api/v1/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    })
    adminToken = ((await login.json()) as { data: { token: string } }).data.token
  }
  const response = await fetch(`${stack().baseUrl}/api/v1/admin/appeals/${id}`, {
    headers: { authorization: `Bearer ${adminToken}` },
  })
  return ((await response.json()) as { data: any }).data
}
