import { beforeAll, describe, expect, it } from 'vitest'
import { useBrowser, type Session } from './browser.js'
import { apiToken, createStaffAccount, stack, superAdminToken, unique } from './stack.js'

const { newPage, signIn } = useBrowser()

let admin: Session
beforeAll(async () => {
  admin = await signIn(stack().adminEmail, stack().adminPassword)
})

/** A call of /api/v1 as a staff account, answering its JSON. */
async function v1(token: string, method: 'POST' | 'PUT', path: string, body: unknown): Promise<any> {
  const response = await fetch(`${stack().baseUrl}/api/v1${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  })
  if (response.status >= 300)
    throw new Error(`${method} /api/v1${path} failed: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { data: unknown }).data
}

/** A post whose Uzbek text an editor rewrote through the API, and the audit entry of that rewrite. */
async function rewrittenPost() {
  const token = await apiToken(await createStaffAccount('editor'))
  const slug = unique('e2e-audit')
  const post = await v1(token, 'POST', '/admin/posts', {
    title: { uz: `Matn ${slug}` },
    slug,
    body: { uz: '<p>Eski matn &amp; qoidalar</p>' },
  })
  await v1(token, 'PUT', `/admin/posts/${post.id}`, {
    body: { uz: '<p>Yangi <strong>matn</strong></p><ul><li>birinchi band</li></ul>' },
  })
  const query = `where[resource][equals]=posts&where[resourceId][equals]=${post.id}&where[action][equals]=updated&depth=0&limit=10`
  const response = await fetch(`${stack().baseUrl}/api/audit-logs?${query}`, {
    headers: { authorization: `JWT ${await superAdminToken()}` },
  })
  expect(response.status).toBe(200)
  const [entry] = ((await response.json()) as { docs: { id: number; changes: Record<string, unknown> }[] }).docs
  expect(Object.keys(entry.changes)).toEqual(['body.uz'])
  return { entryUrl: `/admin/collections/audit-logs/${entry.id}` }
}

describe('an audit entry of a rich-text change, opened by its address', () => {
  it('shows the change as readable text when the page is loaded directly, not an error page', async () => {
    const { entryUrl } = await rewrittenPost()
    const page = await newPage({ session: admin })
    const response = await page.goto(entryUrl)
    expect(response?.status()).toBe(200)
    const row = page.getByTestId('audit-changes').locator('tbody tr[data-key="body.uz"]')
    await row.waitFor()
    const [field, language, before, after] = await row.locator('td').allInnerTexts()
    expect([field, language]).toEqual(['Text', "O'zbekcha"])
    expect(before).toBe('Eski matn & qoidalar')
    expect(after.split('\n').map((line) => line.trim())).toEqual(['Yangi matn', '• birinchi band'])
    expect(await page.locator('body').innerText()).not.toMatch(/DOMParser|Application error|Something went wrong/)
  })

  it('answers the address with 200 and the change rendered on the server for a staff session', async () => {
    const { entryUrl } = await rewrittenPost()
    const cookie = (admin.cookies ?? []).map((c) => `${c.name}=${c.value}`).join('; ')
    // What a browser sends for an address typed in or a shared link followed: the staff cookie counts on it.
    const response = await fetch(`${stack().baseUrl}${entryUrl}`, {
      headers: { cookie, 'sec-fetch-site': 'none' },
      redirect: 'manual',
    })
    const html = await response.text()
    expect(response.status, html.slice(0, 500)).toBe(200)
    expect(html).toContain('data-testid="audit-changes"')
    expect(html).toContain('Eski matn &amp; qoidalar')
    expect(html).toContain('Yangi matn')
  })
})
