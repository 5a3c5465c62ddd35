import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { hydrated, useBrowser } from './browser.js'
import { apiToken, createStaffAccount, getJson, restWrite, stack, unique, uploadImage } from './stack.js'

const { newPage, signIn } = useBrowser()

/** Picks a file of the media library in the drawer an upload field or the text editor opened. */
async function pickFromLibrary(page: Page, fileName: string) {
  const drawer = page.locator('.drawer--is-open').last()
  await drawer.getByPlaceholder(/Search/).fill(fileName)
  await drawer
    .getByRole('button', { name: fileName })
    .or(drawer.getByRole('link', { name: fileName }))
    .first()
    .click()
  await drawer.waitFor({ state: 'detached' })
}

/** Saves the post and waits for the admin UI's request to answer. */
async function save(page: Page) {
  const answer = page.waitForResponse(
    (response) => /\/api\/posts(\/\d+)?\?/.test(response.url()) && response.request().method() !== 'GET',
  )
  await page.getByRole('button', { name: 'Save' }).click()
  expect((await answer).status()).toBeLessThan(300)
}

const dayTime = (date: Date) => {
  const two = (n: number) => String(n).padStart(2, '0')
  return `${two(date.getDate())}.${two(date.getMonth() + 1)}.${date.getFullYear()} ${two(date.getHours())}:${two(date.getMinutes())}`
}

/** Types a moment into the date-and-time picker of `publishedAt`. */
async function setPublishedAt(page: Page, date: Date) {
  const input = page.locator('#field-publishedAt input')
  await input.fill(dayTime(date))
  await input.press('Enter')
  await page.keyboard.press('Escape')
}

describe('a news post made in the admin UI', () => {
  it('is written by an editor, illustrated from the media library, scheduled, and on the site once its time has come', async () => {
    const editor = await createStaffAccount('editor')
    const token = await apiToken(editor)
    const [cover, picture] = [
      await uploadImage(token, `${unique('e2e-cover')}.jpg`, '#3a7d44'),
      await uploadImage(token, `${unique('e2e-field')}.jpg`, '#c9a227'),
    ]
    const category = await restWrite('POST', 'news-categories', {
      name: `Rukn ${unique('e2e')}`,
      slug: unique('e2e-category'),
    })
    const slug = unique('e2e-post')
    const page = await newPage({ session: await signIn(editor.email, editor.password) })

    await page.goto('/admin/collections/posts/create?locale=uz')
    await expect.poll(() => page.locator('label[for="field-title"]').textContent()).toContain("O'zbekcha")
    await hydrated(page.getByLabel('Title'))
    await page.getByLabel('Title').fill(`Hosil bayrami ${slug}`)
    await page.getByLabel('Slug').fill(slug)
    await page.getByLabel('Excerpt').fill('Paxta hosili yig‘ib olindi')

    // The text: a paragraph, then a picture from the media library through the editor's slash menu.
    const text = page.locator('.rich-text-lexical [data-lexical-editor="true"]')
    await text.click()
    await page.keyboard.type('Dalada hosil yig‘ilmoqda.')
    await page.keyboard.press('Enter')
    // As an editor types: the slash opens the menu, then the filter is typed into it. Typed at once, before the menu
    // had opened, the slash stayed in the text as a paragraph of its own.
    await page.keyboard.type('/')
    await page.getByRole('option', { name: 'Upload' }).waitFor()
    await page.keyboard.type('upload', { delay: 30 })
    await page.getByRole('option', { name: 'Upload' }).click()
    await pickFromLibrary(page, picture.file_name)
    await expect.poll(() => text.locator('img').count()).toBe(1)
    // And a sentence after it, in the paragraph the editor opened below the picture.
    await text.locator('p').last().click()
    await page.keyboard.type('Hosil mo‘l.')

    await page.locator('#field-cover').getByRole('button', { name: 'Choose from existing' }).click()
    await pickFromLibrary(page, cover.file_name)
    await page.locator('#field-newsCategory .rs__control').click()
    await page.getByRole('option', { name: category.name, exact: true }).click()

    // Scheduled for tomorrow: the state beside the form says so before saving.
    await setPublishedAt(page, new Date(Date.now() + 24 * 3_600_000))
    await expect
      .poll(() => page.getByTestId('post-state').locator('[data-state]').getAttribute('data-state'))
      .toBe('scheduled')
    await save(page)
    await page.waitForURL(/\/admin\/collections\/posts\/\d+/)
    const id = Number(new URL(page.url()).pathname.split('/').pop())
    expect((await getJson(`/api/v1/posts/${slug}`)).status).toBe(404)
    const saved = await fetch(`${stack().baseUrl}/api/v1/admin/posts/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(((await saved.json()) as { data: { body: { uz: string } } }).data.body.uz).toContain(
      `<img src="${picture.url}"`,
    )

    // The list shows it as scheduled, and the state filter finds it there.
    await page.goto('/admin/collections/posts')
    // A choice made before React hydrates the filter is lost (the list then never filters).
    await hydrated(page.getByTestId('post-state-filter').locator('select'))
    await page.getByTestId('post-state-filter').locator('select').selectOption('scheduled')
    await page.waitForURL((url) => url.search.includes('greater_than'))
    const row = page.locator('table tbody tr', { hasText: slug })
    await row.waitFor()
    expect(await row.locator('[data-state]').getAttribute('data-state')).toBe('scheduled')

    // Its time comes (moved to a minute ago): on the site, with the picture in the text and the cover.
    await page.goto(`/admin/collections/posts/${id}`)
    // The text editor shows the picture (its card loads lazily, seconds on a first visit) before anything is saved.
    await expect.poll(() => text.locator('img').count(), { timeout: 20_000 }).toBe(1)
    await setPublishedAt(page, new Date(Date.now() - 60_000))
    await expect
      .poll(() => page.getByTestId('post-state').locator('[data-state]').getAttribute('data-state'))
      .toBe('published')
    await save(page)
    const { status, body } = await getJson(`/api/v1/posts/${slug}`)
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ category: { id: category.id }, cover: { id: cover.id } })
    expect(body.data.body).toBe(
      `<p>Dalada hosil yig‘ilmoqda.</p><img src="${picture.url}" alt="" width="900" height="600" /><p>Hosil mo‘l.</p>`,
    )
    expect((await fetch(picture.url)).status).toBe(200)
  }, 120_000)
})
