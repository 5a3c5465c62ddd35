import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { hydrated, useBrowser, type Session } from './browser.js'
import { createStaffAccount, restWrite, stack, superAdminToken, unique } from './stack.js'

const { newPage, signIn } = useBrowser()

/** A new editor for each test: a language one test picks is no other test's starting point. */
async function newEditor(): Promise<Session> {
  const { email, password } = await createStaffAccount('editor')
  return signIn(email, password)
}

/** A news category named in Uzbek and in Russian. */
async function category() {
  const names = { uz: `Rukn ${unique('e2e')}`, ru: `Рубрика ${unique('e2e')}` }
  const { id } = await restWrite('POST', 'news-categories', { name: names.uz, slug: unique('e2e-category') })
  await restWrite('PATCH', `news-categories/${id}`, { name: names.ru }, 'ru')
  return { id: id as number, names }
}

/** The categories' list, long enough to hold every category this file makes on its first page. */
const CATEGORY_LIST = '/admin/collections/news-categories?limit=100'

/** An editor's page with the interface in Uzbek. */
const uzbekPage = (session: Session) => newPage({ locale: 'uz', session })

/** The content language the page's locale selector shows (Payload's own, in the header). */
const contentLanguage = (page: Page) =>
  page.locator('.app-header__localizer .localizer-button').getAttribute('data-locale')

/** Picks a content language with Payload's locale selector, as an editor does. */
async function pickContentLanguage(page: Page, locale: string) {
  await hydrated(page.locator('.app-header__localizer .localizer-button'))
  await page.locator('.app-header__localizer .localizer-button').click()
  await page
    .locator('.popup-button-list__button', { has: page.locator(`.localizer__locale-code[data-locale="${locale}"]`) })
    .click()
}

/** Opens a category's form and waits until it can be typed into. */
async function openCategory(page: Page, path: string) {
  await page.goto(path)
  await hydrated(page.locator('#field-name'))
}

/** Reads the category in every language as the super_admin, through Payload's REST API. */
async function storedNames(id: number): Promise<Record<string, string | undefined>> {
  const response = await fetch(`${stack().baseUrl}/api/news-categories/${id}?locale=all`, {
    headers: { authorization: `JWT ${await superAdminToken()}` },
  })
  return ((await response.json()) as { name: Record<string, string | undefined> }).name
}

describe('the content language of a record', () => {
  it('is Uzbek for the next record, the list and a new record after the editor read one in Russian', async () => {
    const [read, next] = [await category(), await category()]
    const page = await uzbekPage(await newEditor())
    await openCategory(page, `/admin/collections/news-categories/${read.id}`)
    await pickContentLanguage(page, 'ru')
    await page.waitForURL((url) => url.searchParams.get('locale') === 'ru')
    await expect.poll(() => page.locator('#field-name').inputValue()).toBe(read.names.ru)

    // The list, then a record opened from it: Uzbek again, though the last pick was Russian.
    await page.goto(CATEGORY_LIST)
    expect(await contentLanguage(page)).toBe('uz')
    await page.locator('table tbody a', { hasText: next.names.uz }).click()
    await page.waitForURL((url) => url.pathname === `/admin/collections/news-categories/${next.id}`)
    await expect.poll(() => page.locator('#field-name').inputValue()).toBe(next.names.uz)
    expect(await contentLanguage(page)).toBe('uz')

    // A new record starts in Uzbek and is saved with its Uzbek name (no refusal for an empty Uzbek name).
    await openCategory(page, '/admin/collections/news-categories/create')
    expect(await contentLanguage(page)).toBe('uz')
    const name = `Yangi rukn ${unique('e2e')}`
    await page.locator('#field-name').fill(name)
    await page.locator('#field-slug').fill(unique('e2e-new-category'))
    await page.locator('#action-save').click()
    await page.waitForURL(/\/admin\/collections\/news-categories\/\d+(\?|$)/)
    const id = Number(new URL(page.url()).pathname.split('/').pop())
    expect((await storedNames(id)).uz).toBe(name)
  })

  it('is Uzbek again on going back from the Russian page, and on the record opened next', async () => {
    const [read, next] = [await category(), await category()]
    const page = await uzbekPage(await newEditor())
    await page.goto(CATEGORY_LIST)
    await hydrated(page.locator('table tbody a', { hasText: read.names.uz }))
    await page.locator('table tbody a', { hasText: read.names.uz }).click()
    await page.waitForURL((url) => url.pathname === `/admin/collections/news-categories/${read.id}`)
    await hydrated(page.locator('#field-name'))
    await pickContentLanguage(page, 'ru')
    await page.waitForURL((url) => url.searchParams.get('locale') === 'ru')
    await expect.poll(() => page.locator('#field-name').inputValue()).toBe(read.names.ru)

    // Next.js shows the pages gone back to from its cache, without asking the server.
    await page.goBack()
    await page.waitForURL(
      (url) => url.pathname === `/admin/collections/news-categories/${read.id}` && !url.searchParams.has('locale'),
    )
    await expect.poll(() => contentLanguage(page)).toBe('uz')
    expect(await page.locator('#field-name').inputValue()).toBe(read.names.uz)
    // The list from the navigation, then the next record from it, both without ?locale=.
    await page.locator('#nav-news-categories').click()
    await page.waitForURL(
      (url) => url.pathname === '/admin/collections/news-categories' && !url.searchParams.has('locale'),
    )
    await expect.poll(() => contentLanguage(page)).toBe('uz')
    await page.getByRole('link', { name: next.names.uz, exact: true }).click()
    await page.waitForURL((url) => url.pathname === `/admin/collections/news-categories/${next.id}`)
    await expect.poll(() => page.locator('#field-name').inputValue()).toBe(next.names.uz)
    expect(await contentLanguage(page)).toBe('uz')
  })

  it("is one editor's own: another editor's pick changes neither what the first sees nor the next record", async () => {
    const record = await category()
    const mine = await uzbekPage(await newEditor())
    const theirs = await uzbekPage(await newEditor())
    await openCategory(theirs, `/admin/collections/news-categories/${record.id}?locale=en`)
    await openCategory(mine, `/admin/collections/news-categories/${record.id}`)
    expect(await contentLanguage(mine)).toBe('uz')
    await pickContentLanguage(mine, 'ru')
    await mine.waitForURL((url) => url.searchParams.get('locale') === 'ru')

    // The other editor still reads the record in the language of their own page, and their next record in Uzbek.
    await theirs.reload()
    await hydrated(theirs.locator('#field-name'))
    expect(await contentLanguage(theirs)).toBe('en')
    await openCategory(theirs, `/admin/collections/news-categories/${(await category()).id}`)
    expect(await contentLanguage(theirs)).toBe('uz')
    // And the first editor's page keeps the language picked for it.
    await mine.reload()
    await hydrated(mine.locator('#field-name'))
    expect(await contentLanguage(mine)).toBe('ru')
    expect(await mine.locator('#field-name').inputValue()).toBe(record.names.ru)
  })

  it('names related records in the language of the record being edited: Uzbek on a new post', async () => {
    const related = await category()
    const page = await uzbekPage(await newEditor())
    await openCategory(page, `/admin/collections/news-categories/${related.id}`)
    await pickContentLanguage(page, 'ru')
    await page.waitForURL((url) => url.searchParams.get('locale') === 'ru')

    await page.goto('/admin/collections/posts/create')
    await hydrated(page.locator('#field-newsCategory .rs__control'))
    expect(await contentLanguage(page)).toBe('uz')
    await page.locator('#field-newsCategory .rs__control').click()
    await page.locator('#field-newsCategory .rs__input').fill(related.names.uz.split(' ')[1])
    await expect.poll(() => page.getByRole('option', { name: related.names.uz, exact: true }).count()).toBe(1)
    expect(await page.getByRole('option', { name: related.names.ru, exact: true }).count()).toBe(0)
  })
})

describe('switching the content language', () => {
  it('asks first when the form has unsaved changes: staying keeps them, switching discards them', async () => {
    const record = await category()
    const page = await uzbekPage(await newEditor())
    await openCategory(page, `/admin/collections/news-categories/${record.id}`)

    // Nothing typed: the switch is immediate.
    await pickContentLanguage(page, 'ru')
    await page.waitForURL((url) => url.searchParams.get('locale') === 'ru')
    await expect.poll(() => page.locator('#field-name').inputValue()).toBe(record.names.ru)

    const typed = `${record.names.ru} (черновик)`
    await page.locator('#field-name').fill(typed)
    await pickContentLanguage(page, 'uz')
    const dialog = page.locator('.confirmation-modal')
    await dialog.waitFor()
    expect(await dialog.innerText()).toContain('Kontent tili almashtirilsinmi?')
    await dialog.getByRole('button', { name: 'Qolish' }).click()
    await dialog.waitFor({ state: 'detached' })
    expect(new URL(page.url()).searchParams.get('locale')).toBe('ru')
    expect(await page.locator('#field-name').inputValue()).toBe(typed)

    await pickContentLanguage(page, 'uz')
    await dialog.getByRole('button', { name: "O'tish va o'zgarishlarni bekor qilish" }).click()
    await page.waitForURL((url) => url.searchParams.get('locale') === 'uz')
    await expect.poll(() => page.locator('#field-name').inputValue()).toBe(record.names.uz)
    expect((await storedNames(record.id)).ru).toBe(record.names.ru)
  })
})

describe('a record opened in a language it has no title in yet (issue 37, point 10)', () => {
  it('is headed by its Uzbek title marked as not translated, not by its number', async () => {
    const slug = unique('e2e-untranslated')
    const post = await restWrite('POST', 'posts', { title: `Dala kuni ${slug}`, slug, isFeatured: false })
    const page = await uzbekPage(await newEditor())
    await page.goto(`/admin/collections/posts/${post.id}?locale=ru`)
    const heading = page.locator('.doc-header__title, h1').first()
    await heading.waitFor()
    await expect.poll(() => heading.innerText()).toBe(`Dala kuni ${slug} — hali tarjima qilinmagan (o'zbekcha nomi)`)
  })

  it('marks a text required in Uzbek with * in the Uzbek form, as Payload marks its required fields', async () => {
    const page = await uzbekPage(await newEditor())
    await page.goto('/admin/collections/posts/create?locale=uz')
    const title = page
      .locator('.field-type.text', { has: page.locator('#field-title') })
      .locator('label')
      .first()
    await title.waitFor()
    await expect.poll(() => title.locator('.required').count()).toBe(1)
    // Excerpt is optional: no mark.
    const excerpt = page.locator('.field-type.textarea', { has: page.locator('#field-excerpt') }).locator('label')
    expect(await excerpt.first().locator('.required').count()).toBe(0)
  })
})
