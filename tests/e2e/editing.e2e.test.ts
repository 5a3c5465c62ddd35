import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { hydrated, useBrowser } from './browser.js'
import { apiToken, getJson, restWrite, stack, unique, uploadImage } from './stack.js'

const { newPage, signIn, useEditor } = useBrowser()
const { editor, uzbekPage } = useEditor()

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
  await drawer
    .getByRole('button', { name: fileName })
    .or(drawer.getByRole('link', { name: fileName }))
    .first()
    .click()
}

const savedPost = (page: Page) =>
  page.waitForResponse(
    (response) => /\/api\/posts(\/\d+)?\?/.test(response.url()) && response.request().method() !== 'GET',
  )

describe('a picture placed in the text as the last change before saving', () => {
  it('is saved by the Save button on a new post, and is in the text after a reload and on the site', async () => {
    const picture = await uploadImage(await apiToken(editor()), `${unique('e2e-last')}.jpg`, '#4a7d2c')
    const slug = unique('e2e-last-picture')
    const page = await uzbekPage()
    await page.goto('/admin/collections/posts/create?locale=uz')
    await hydrated(page.getByLabel('Sarlavha'))
    await page.getByLabel('Sarlavha').fill(`Rasm oxirida ${slug}`)
    await page.getByLabel('Saytdagi manzil').fill(slug)
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
    // Clicked at once, where the editor sees the button: the drawer closes as the file is chosen, and its overlay fades
    // out over the form for a moment (a click then lands on the overlay, for an editor too), so the click comes in the
    // first frame the button is uncovered, however fast or slow the machine is.
    const at = { x: saveButton.x + saveButton.width / 2, y: saveButton.y + saveButton.height / 2 }
    await page.waitForFunction(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent?.trim() === 'Saqlash',
      at,
      { polling: 'raf' },
    )
    const saved = savedPost(page)
    await page.mouse.click(at.x, at.y)
    expect((await saved).status()).toBeLessThan(300)
    await page.waitForURL(/\/admin\/collections\/posts\/\d+/)

    await page.reload()
    await expect.poll(() => body(page).locator('img').count(), { timeout: 20_000 }).toBe(1)
    const { status, body: read } = await getJson(`/api/v1/posts/${slug}`)
    expect(status).toBe(200)
    expect(read.data.body).toContain(`<img src="${picture.url}"`)
  }, 120_000)

  it('is saved by Ctrl+S on a post that had no other change', async () => {
    const picture = await uploadImage(await apiToken(editor()), `${unique('e2e-hotkey')}.jpg`, '#2c4a7d')
    const slug = unique('e2e-hotkey-picture')
    const post = await restWrite('POST', 'posts', {
      title: `Tezkor tugma ${slug}`,
      slug,
      status: '1',
      publishedAt: '2026-01-01T10:00:00.000Z',
    })
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

describe('the slug of a new post', () => {
  it('follows the title, transliterated, until the editor writes one; the hint is in Uzbek', async () => {
    const page = await uzbekPage()
    await page.goto('/admin/collections/posts/create?locale=uz')
    const title = page.getByLabel('Sarlavha')
    const slug = page.locator('#field-slug')
    await hydrated(title)
    await title.pressSequentially('Yangi o‘g‘it krediti', { delay: 20 })
    await expect.poll(() => slug.inputValue()).toBe('yangi-ogit-krediti')
    await title.pressSequentially(' 2026')
    await expect.poll(() => slug.inputValue()).toBe('yangi-ogit-krediti-2026')
    expect(await page.locator('.field-type.text', { has: slug }).textContent()).toContain('Yozuvning saytdagi manzili')

    await slug.fill('ogit-krediti')
    await title.pressSequentially(' yil')
    await page.waitForTimeout(300)
    expect(await slug.inputValue()).toBe('ogit-krediti')
  })
})

describe('the two states of a post', () => {
  it("are told apart: the editor's visibility switch and the state on the site, in the form and the list", async () => {
    const page = await uzbekPage()
    await page.goto('/admin/collections/posts/create?locale=uz')
    await expect.poll(() => page.locator('label[for="field-status"]').textContent()).toContain("Ko'rinishi")
    expect(await page.getByTestId('post-state').textContent()).toContain('Saytdagi holati')
    await page.goto('/admin/collections/posts')
    expect(await page.getByTestId('post-state-filter').textContent()).toContain('Saytdagi holati')
    await page.locator('table thead th').first().waitFor()
    const headers = await page.locator('table thead th').allInnerTexts()
    expect(headers.filter((text) => /holati/i.test(text)).map((text) => text.trim())).toEqual(['Saytdagi holati'])
  })
})

describe('the translations panel', () => {
  it('counts a translation as soon as it is saved, without a reload', async () => {
    const slug = unique('e2e-panel')
    const post = await restWrite('POST', 'posts', { title: `Tarjima ${slug}`, slug })
    const page = await uzbekPage()
    await page.goto(`/admin/collections/posts/${post.id}?locale=ru`)
    const russian = page.getByTestId('locale-status').locator('[data-locale="ru"]')
    await expect.poll(() => russian.getAttribute('data-state')).toBe('empty')
    await hydrated(page.getByLabel('Sarlavha'))
    await page.getByLabel('Sarlavha').fill(`Перевод ${slug}`)
    const saved = savedPost(page)
    await page.getByRole('button', { name: 'Saqlash' }).click()
    expect((await saved).status()).toBeLessThan(300)
    await expect.poll(() => russian.getAttribute('data-state')).toBe('partial')
    expect(await russian.locator('.agrofund-locale-status__count').textContent()).toMatch(/^1\//)
  })
})

/** The boxes of the dashboard: no two overlap and none is wider than its content lets it be. */
const dashboardLayout = (page: Page) =>
  page.evaluate(() => {
    const boxes = [
      ...document.querySelectorAll(
        '.agrofund-dashboard :is(.agrofund-card, .agrofund-chart, .agrofund-dashboard__overdue)',
      ),
    ].map((box) => box.getBoundingClientRect())
    // A box inside another is not an overlap; two boxes side by side or in a row must not cross.
    const inside = (a: DOMRect, b: DOMRect) =>
      a.left >= b.left - 1 && a.right <= b.right + 1 && a.top >= b.top - 1 && a.bottom <= b.bottom + 1
    const overlaps = boxes.flatMap((a, i) =>
      boxes
        .slice(i + 1)
        .filter(
          (b) =>
            !inside(a, b) &&
            !inside(b, a) &&
            a.left < b.right - 1 &&
            b.left < a.right - 1 &&
            a.top < b.bottom - 1 &&
            b.top < a.bottom - 1,
        )
        .map(() => i),
    )
    const boxed =
      '.agrofund-chart, .agrofund-chart svg, .agrofund-dashboard__overdue, .agrofund-dashboard__overdue *, .agrofund-card table, .agrofund-card h2, .agrofund-card li'
    const overflowing = [...document.querySelectorAll(`.agrofund-dashboard :is(${boxed})`)]
      .filter((element) => {
        const box = element.getBoundingClientRect()
        const card = element.closest('.agrofund-card')!.getBoundingClientRect()
        return box.width > 0 && (box.right > card.right + 1 || box.left < card.left - 1)
      })
      .map((element) => element.getAttribute('class') ?? element.tagName)
    return {
      boxes: boxes.length,
      overlaps,
      overflowing,
      pageWider: document.documentElement.scrollWidth > window.innerWidth,
    }
  })

describe('the dashboard on a narrow screen', () => {
  // The appeals' charts and counts are shown to those who work appeals (an admin); the content counts to editors too.
  for (const [role, width] of [
    ['admin', 390],
    ['admin', 768],
    ['editor', 390],
  ] as const) {
    it(`keeps its boxes apart and their text inside them at ${width} px (${role})`, async () => {
      const page =
        role === 'admin'
          ? await newPage({ session: await signIn(stack().adminEmail, stack().adminPassword), locale: 'uz' })
          : await uzbekPage()
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/admin')
      await page.getByTestId('dashboard-counts').waitFor()
      if (role === 'admin') await page.getByTestId('chart-open-by-status').locator('svg').first().waitFor()
      const layout = await dashboardLayout(page)
      expect(layout.boxes).toBeGreaterThan(3)
      expect(layout).toMatchObject({ overlaps: [], overflowing: [], pageWider: false })
    })
  }
})

describe('the assistant settings', () => {
  it('have one Save and their threshold explained in Uzbek', async () => {
    const page = await newPage({ session: await signIn(stack().adminEmail, stack().adminPassword), locale: 'uz' })
    await page.goto('/admin/globals/assistant-settings')
    await page.locator('#field-handoffThreshold').waitFor()
    expect(await page.getByRole('button', { name: 'Saqlash' }).count()).toBe(1)
    expect(await page.locator('.field-type.number').textContent()).toContain('operatorga uzatiladi')
  })
})
