import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { hydrated, useBrowser, type Session } from './browser.js'
import { eventually } from './eventually.js'
import { createStaffAccount, restWrite, unique } from './stack.js'

const { newPage, signIn } = useBrowser()

/**
 * Issue 37, point 7: the date-time picker of a post's "Nashr vaqti" on a 1366×768 laptop with the menu open. The whole
 * picker is on the screen, its time column is headed in the interface language, and a click on a day keeps the time
 * already chosen (or, with none, takes the current time of day rounded down to the picker's 15 minutes, not 00:00).
 */

let session: Session
beforeAll(async () => {
  const editor = await createStaffAccount('editor')
  session = await signIn(editor.email, editor.password)
})

async function laptopPage(locale: 'uz' | 'ru' | 'en') {
  // The walk's browser was on the fund's clock; the picker in a browser elsewhere is time-zone.e2e.test.ts's.
  const page = await newPage({ session, locale, timezoneId: process.env.REPORT_TIME_ZONE || 'Asia/Tashkent' })
  await page.setViewportSize({ width: 1366, height: 768 })
  return page
}

/**
 * Opens the picker of "Nashr vaqti" as an editor does: the field scrolled into view, then its input clicked. A custom
 * field is mounted again when the form's state first comes back from the server (twice on a new post), so the click is
 * repeated until the picker is open, each time on the input then on the page.
 */
async function openPicker(page: Page) {
  const input = page.locator('#field-publishedAt input').first()
  const picker = page.locator('.react-datepicker').first()
  await hydrated(page.locator('form'))
  await eventually(
    async () => {
      if (!(await picker.isVisible())) {
        await input.scrollIntoViewIfNeeded()
        await input.click()
      }
      return picker.isVisible()
    },
    (open) => expect(open, 'the picker opens').toBe(true),
  )
  await picker.locator('.react-datepicker__time-list-item').first().waitFor()
  return { input, picker }
}

/** The navigation menu open beside the form, as the editor works with it at 1366 px. */
async function openMenu(page: Page) {
  const template = page.locator('.template-default')
  await template.waitFor()
  if (await template.evaluate((element) => element.classList.contains('template-default--nav-open'))) return
  const toggler = page.locator('.template-default__nav-toggler').first()
  await hydrated(toggler)
  await toggler.click()
  await page.locator('.template-default--nav-open').waitFor()
}

const pad = (value: number) => String(value).padStart(2, '0')

describe('the date-time picker of "Nashr vaqti" at 1366×768', () => {
  it('is entirely on the screen, its time column included, on a new and on an existing post', async () => {
    const slug = unique('e2e-picker')
    const post = await restWrite('POST', 'posts', {
      title: `Jadval ${slug}`,
      slug,
      status: '1',
      publishedAt: new Date().toISOString(),
    })
    for (const path of ['/admin/collections/posts/create?locale=uz', `/admin/collections/posts/${post.id}?locale=uz`]) {
      const page = await laptopPage('uz')
      await page.goto(path)
      await openMenu(page)
      const { picker } = await openPicker(page)
      const time = picker.locator('.react-datepicker__time-container')
      const viewport = { width: 1366, height: 768 }
      for (const [name, part] of [
        ['picker', picker],
        ['time column', time],
      ] as const) {
        // Settled: floating-ui places the popper after it is rendered. A failure names where it stayed.
        await eventually(
          async () => ({ name, path, box: await part.boundingBox() }),
          ({ box }) => {
            expect(box).not.toBeNull()
            expect(box!.x).toBeGreaterThanOrEqual(0)
            expect(box!.y).toBeGreaterThanOrEqual(0)
            expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width)
            expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height)
          },
        )
      }
      await page.close()
    }
  })

  it.each([
    ['uz', 'Vaqt'],
    ['ru', 'Время'],
    ['en', 'Time'],
  ] as const)('heads the time column in the interface language (%s)', async (locale, caption) => {
    const page = await laptopPage(locale)
    await page.goto('/admin/collections/posts/create?locale=uz')
    const { picker } = await openPicker(page)
    const header = picker.locator('.react-datepicker-time__header')
    await eventually(
      () => header.innerText(),
      (text) => expect(text).toBe(caption),
    )
    expect(await picker.locator('.react-datepicker__time-list').getAttribute('aria-label')).toBe(caption)
  })

  it('a day clicked on a post with a time keeps that time', async () => {
    const slug = unique('e2e-keep-time')
    const page = await laptopPage('uz')
    // 14:30 in the browser's time zone, on the 10th of this month.
    const chosen = await page.evaluate(() => {
      const date = new Date()
      date.setDate(10)
      date.setHours(14, 30, 0, 0)
      return date.toISOString()
    })
    const post = await restWrite('POST', 'posts', { title: `Vaqt ${slug}`, slug, status: '1', publishedAt: chosen })
    await page.goto(`/admin/collections/posts/${post.id}?locale=uz`)
    const { input, picker } = await openPicker(page)
    await picker.locator('.react-datepicker__day--020:not(.react-datepicker__day--outside-month)').click()
    await expect.poll(() => input.inputValue()).toMatch(/^20\.\d\d\.\d{4} 14:30$/)
  })

  it('a day clicked on a post without a time takes the current time of day, rounded down to 15 minutes', async () => {
    const page = await laptopPage('uz')
    await page.goto('/admin/collections/posts/create?locale=uz')
    const { input, picker } = await openPicker(page)
    const now = () =>
      page.evaluate(() => {
        const date = new Date()
        return [date.getHours(), Math.floor(date.getMinutes() / 15) * 15]
      })
    const before = await now()
    await picker.locator('.react-datepicker__day--020:not(.react-datepicker__day--outside-month)').click()
    await expect.poll(() => input.inputValue()).toMatch(/^20\.\d\d\.\d{4} \d\d:\d\d$/)
    const after = await now()
    const shown = (await input.inputValue()).slice(-5)
    expect([before, after].map(([hours, minutes]) => `${pad(hours)}:${pad(minutes)}`)).toContain(shown)
  })
})
