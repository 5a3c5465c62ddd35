import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { hydrated, useBrowser } from './browser.js'
import { getJson, stack, unique } from './stack.js'

const { newPage, signIn } = useBrowser()

/** Picks an option of a Payload select field (react-select) by its visible label. */
async function choose(page: Page, field: string, option: string) {
  await page.locator(`#field-${field} .rs__control`).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

/** Switches the content locale with the "Locale" selector at the top right and waits for the form in that locale. */
async function switchLocale(page: Page, code: string, label: string) {
  await page.getByLabel('Locale').click()
  await page.getByRole('button', { name: `${label} (${code})` }).click()
  await page.waitForURL((url) => url.searchParams.get('locale') === code)
  await expect.poll(() => page.locator('label[for="field-title"]').textContent()).toContain(label)
  await page.waitForLoadState('networkidle')
}

/** Saves the document and waits for the server's answer to the admin UI's request. */
async function save(page: Page) {
  const answer = page.waitForResponse(
    (response) => /\/api\/programs(\/\d+)?\?/.test(response.url()) && response.request().method() !== 'GET',
  )
  await page.getByRole('button', { name: 'Save' }).click()
  expect((await answer).status()).toBeLessThan(300)
}

describe('a financing program made in the admin UI', () => {
  it('is saved with its title in uz, ru and en, each served by the public API in its language', async () => {
    const slug = unique('e2e-program')
    const titles = { uz: `Sinov dasturi ${slug}`, ru: `Тестовая программа ${slug}`, en: `Test program ${slug}` }
    const page = await newPage({ session: await signIn(stack().adminEmail, stack().adminPassword) })

    // The content locale is a per-user preference; start from the default one whatever an earlier test left.
    await page.goto('/admin/collections/programs/create?locale=uz')
    await expect.poll(() => page.locator('label[for="field-title"]').textContent()).toContain("O'zbekcha")
    await hydrated(page.getByLabel('Title'))
    await page.getByLabel('Title').fill(titles.uz)
    await page.getByLabel('Slug').fill(slug)
    await choose(page, 'kind', 'Leasing')
    await choose(page, 'sector', 'Potato')
    await save(page)
    await page.waitForURL(/\/admin\/collections\/programs\/\d+/)

    for (const [code, label] of [
      ['ru', 'Русский'],
      ['en', 'English'],
    ] as const) {
      await switchLocale(page, code, label)
      await page.getByLabel('Title').fill(titles[code])
      expect(await page.getByLabel('Title').inputValue()).toBe(titles[code])
      await save(page)
    }

    for (const lang of ['uz', 'ru', 'en'] as const) {
      const { status, body } = await getJson(`/api/v1/programs/${slug}?lang=${lang}`)
      expect(status).toBe(200)
      expect(body.data).toMatchObject({ slug, kind: 'leasing', sector: 'potato', title: titles[lang] })
    }
  })
})
