import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { useBrowser, type Session } from './browser.js'
import { createStaffAccount, stack, unique } from './stack.js'

const { newPage, signIn } = useBrowser()

let session: Session
let token: string
beforeAll(async () => {
  const editor = await createStaffAccount('editor')
  session = await signIn(editor.email, editor.password)
  const response = await fetch(`${stack().baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(editor),
  })
  token = ((await response.json()) as { token: string }).token
})

/** A record made through Payload's REST API as the editor (one sign-in for the many rows these tests need). */
async function create(collection: string, body: Record<string, unknown>): Promise<{ id: number }> {
  const response = await fetch(`${stack().baseUrl}/api/${collection}?locale=uz`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify(body),
  })
  if (response.status !== 201) throw new Error(`POST /api/${collection}: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { doc: { id: number } }).doc
}

/** Makes `count` records, a few at a time (the server's two cores, not one request after another). */
async function createMany(count: number, make: (index: number) => Promise<unknown>) {
  for (let start = 0; start < count; start += 6)
    await Promise.all(Array.from({ length: Math.min(6, count - start) }, (_, offset) => make(start + offset)))
}

/**
 * Every row of the list on the page, as [the row's title, what its relationship column shows], once the page has
 * settled; rows below the fold too (an editor scrolls to them, the test reads them where they are).
 */
async function rows(page: Page, titleColumn: string, relationColumn: string): Promise<[string, string][]> {
  return page
    .locator('table tbody tr')
    .evaluateAll(
      (trs, [title, relation]) =>
        trs.map((tr) => [
          tr.querySelector(`.cell-${title}`)?.textContent?.trim() ?? '',
          tr.querySelector(`.cell-${relation}`)?.textContent?.trim() ?? '',
        ]),
      [titleColumn, relationColumn],
    ) as Promise<[string, string][]>
}

/**
 * Opens the list at `perPage` rows and waits until every row shows the title of its related record: the rows whose
 * cell says anything else ("<Rukn yo'q>", "Yuklanmoqda...") are the failure's message.
 */
async function expectEveryRowNamed(
  page: Page,
  url: string,
  perPage: number,
  expectedRows: number,
  columns: { title: string; relation: string },
  expected: Map<string, string>,
) {
  await page.goto(`${url}&limit=${perPage}`)
  await page
    .locator('table tbody tr')
    .nth(expectedRows - 1)
    .waitFor()
  const wrong = async () => {
    const shown = await rows(page, columns.title, columns.relation)
    return {
      rows: shown.length,
      wrong: shown.filter(([title, relation]) => relation !== expected.get(title)).map((row) => row.join(' → ')),
    }
  }
  await expect.poll(wrong, { timeout: 20_000 }).toEqual({ rows: expectedRows, wrong: [] })
}

describe('relationship columns of the admin lists name every related record', () => {
  it("news at 10, 50 and 100 per page: each post's category, none left loading or said to be missing", async () => {
    const tag = unique('e2e-rukn')
    const names = ['Tadbirlar', "E'lonlar", 'Jamg‘arma yangiliklari', 'Hududlar'].map((name) => `${name} ${tag}`)
    const categories = await Promise.all(
      names.map((name, index) => create('news-categories', { name, slug: `${tag}-${index}` })),
    )
    const expected = new Map<string, string>()
    // 60 posts: a first page of 50 reaches far below the fold, and 100 per page shows them all.
    await createMany(60, async (index) => {
      const title = `Yangilik ${String(index).padStart(2, '0')} ${tag}`
      await create('posts', {
        title,
        slug: `${tag}-${index}`,
        newsCategory: categories[index % categories.length].id,
        publishedAt: new Date(Date.UTC(2026, 0, 1) + index * 3_600_000).toISOString(),
      })
      expected.set(title, names[index % names.length])
    })

    const page = await newPage({ locale: 'uz', session })
    const url = `/admin/collections/posts?where[slug][like]=${tag}`
    const columns = { title: 'title', relation: 'newsCategory' }
    await expectEveryRowNamed(page, url, 10, 10, columns, expected)
    await expectEveryRowNamed(page, url, 50, 50, columns, expected)
    await expectEveryRowNamed(page, url, 100, 60, columns, expected)
  }, 180_000)

  it("staff units at 50 per page: each unit's parent", async () => {
    const tag = unique('e2e-bolim')
    const parentNames = ['Moliya', 'Kredit', 'Lizing'].map((name) => `${name} ${tag}`)
    const parents = await Promise.all(parentNames.map((name) => create('staff-units', { name })))
    // Units without a parent say so: that is the truth for them.
    const expected = new Map<string, string>(parentNames.map((name) => [name, "<Yuqori bo'linma yo'q>"]))
    await createMany(45, async (index) => {
      const name = `Bo'lim ${String(index).padStart(2, '0')} ${tag}`
      await create('staff-units', { name, parent: parents[index % parents.length].id })
      expected.set(name, parentNames[index % parents.length])
    })

    const page = await newPage({ locale: 'uz', session })
    await expectEveryRowNamed(
      page,
      `/admin/collections/staff-units?where[name][like]=${tag}&sort=name`,
      50,
      48,
      { title: 'name', relation: 'parent' },
      expected,
    )
  }, 180_000)
})
