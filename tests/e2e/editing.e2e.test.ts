import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { useBrowser, type Session } from './browser.js'
import { apiToken, createStaffAccount, getJson, restWrite, unique, uploadImage } from './stack.js'

const { newPage, signIn } = useBrowser()

let editor: { email: string; password: string }
let session: Session
beforeAll(async () => {
  editor = await createStaffAccount('editor')
  session = await signIn(editor.email, editor.password)
})

/** An editor's page in the Uzbek interface. */
const uzbekPage = () => newPage({ session, locale: 'uz' })

/**
 * A page that is never idle, as on a slow laptop or beside a long text: one task after another, so work Payload leaves
 * for the browser's idle time waits for its deadline (half a second) while clicks and keys are still answered.
 */
async function keepBusy(page: Page) {
  await page.evaluate(() => {
    const spin = () => {
      const end = performance.now() + 30
      while (performance.now() < end);
      setTimeout(spin, 0)
    }
    spin()
  })
}

const body = (page: Page) => page.locator('.rich-text-lexical [data-lexical-editor="true"]')

/** Through the slash menu: "Media fayl", then the file clicked in the drawer, and nothing waited for after it. */
async function insertPicture(page: Page, fileName: string) {
  await page.keyboard.type('/')
  await page.getByRole('option', { name: 'Media fayl' }).waitFor()
  await page.keyboard.type('media', { delay: 30 })
  await page.getByRole('option', { name: 'Media fayl' }).click()
  const drawer = page.locator('.drawer--is-open').last()
  await drawer.getByPlaceholder(/qidirish/).fill(fileName)
  await drawer.getByRole('button', { name: fileName }).or(drawer.getByRole('link', { name: fileName })).first().click()
}

const savedPost = (page: Page) =>
  page.waitForResponse((response) => /\/api\/posts(\/\d+)?\?/.test(response.url()) && response.request().method() !== 'GET')

describe('a picture placed in the text as the last change before saving', () => {
  it('is saved by the Save button on a new post, and is in the text after a reload and on the site', async () => {
    const picture = await uploadImage(await apiToken(editor), `${unique('e2e-last')}.jpg`, '#4a7d2c')
    const slug = unique('e2e-last-picture')
    const page = await uzbekPage()
    await page.goto('/admin/collections/posts/create?locale=uz')
    await page.getByLabel('Sarlavha').fill(`Rasm oxirida ${slug}`)
    await page.getByLabel('Slug').fill(slug)
    await page.locator('#field-status').waitFor()
    await page.locator('#field-publishedAt input').fill('01.01.2026 10:00')
    await page.locator('#field-publishedAt input').press('Enter')
    await page.keyboard.press('Escape')
    await body(page).click()
    await page.keyboard.type('Dala ishlari.')
    await page.keyboard.press('Enter')
    const saveButton = await page.getByRole('button', { name: 'Saqlash' }).boundingBox()
    if (!saveButton) throw new Error('no Save button')
    await keepBusy(page)
    await insertPicture(page, picture.file_name)
    // Clicked at once, where the editor sees the button (the drawer closes as the file is chosen).
    const saved = savedPost(page)
    await page.mouse.click(saveButton.x + saveButton.width / 2, saveButton.y + saveButton.height / 2)
    expect((await saved).status()).toBeLessThan(300)
    await page.waitForURL(/\/admin\/collections\/posts\/\d+/)

    await page.reload()
    await expect.poll(() => body(page).locator('img').count(), { timeout: 20_000 }).toBe(1)
    const { status, body: read } = await getJson(`/api/v1/posts/${slug}`)
    expect(status).toBe(200)
    expect(read.data.body).toContain(`<img src="${picture.url}"`)
  }, 120_000)

  it('is saved by Ctrl+S on a post that had no other change', async () => {
    const picture = await uploadImage(await apiToken(editor), `${unique('e2e-hotkey')}.jpg`, '#2c4a7d')
    const slug = unique('e2e-hotkey-picture')
    const post = await restWrite('POST', 'posts', { title: `Tezkor tugma ${slug}`, slug, status: '1', publishedAt: '2026-01-01T10:00:00.000Z' })
    const page = await uzbekPage()
    await page.goto(`/admin/collections/posts/${post.id}?locale=uz`)
    await body(page).click()
    await keepBusy(page)
    await insertPicture(page, picture.file_name)
    const saved = savedPost(page)
    await page.keyboard.press('Control+s')
    expect((await saved).status()).toBeLessThan(300)

    await page.reload()
    await expect.poll(() => body(page).locator('img').count(), { timeout: 20_000 }).toBe(1)
    expect((await getJson(`/api/v1/posts/${slug}`)).body.data.body).toContain(`<img src="${picture.url}"`)
  }, 120_000)
})
