import { describe, expect, it } from 'vitest'
import { hydrated, useBrowser } from './browser.js'
import { apiToken, restWrite, unique, uploadImage } from './stack.js'

const { useEditor } = useBrowser()
const { editor, uzbekPage } = useEditor()

/** A gallery with one photo per caption, each a picture uploaded for it. */
async function galleryWith(captions: string[]) {
  const token = await apiToken(editor())
  const pictures = await Promise.all(
    captions.map((_, index) => uploadImage(token, `${unique('e2e-galereya')}-${index}.jpg`, `#${index + 3}a7d2c`)),
  )
  const gallery = await restWrite('POST', 'photo-galleries', {
    title: `Galereya ${unique('t')}`,
    status: '1',
    sortOrder: 0,
    photos: pictures.map((picture, index) => ({ image: picture.id, caption: captions[index] })),
  })
  return { gallery, pictures }
}

describe('a photo gallery in the admin UI', () => {
  it('shows each collapsed photo row with its thumbnail and caption', async () => {
    const { gallery } = await galleryWith(['Marosim boshlanishi', 'Traktorlar qatori'])
    const page = await uzbekPage()
    await page.goto(`/admin/collections/photo-galleries/${gallery.id}`)
    await page.getByRole('button', { name: "Barchasini yig'ish" }).click()
    for (const [index, caption] of ['Marosim boshlanishi', 'Traktorlar qatori'].entries()) {
      const header = page.locator(`#photos-row-${index} .array-field__row-header`)
      await expect.poll(() => header.innerText()).toContain(caption)
      const thumbnail = header.locator('img')
      await thumbnail.waitFor()
      expect(await thumbnail.getAttribute('src')).toMatch(/-\d+x\d+\.jpg/)
    }
  })

  it('takes many pictures at once from the media library, one row each', async () => {
    const tag = unique('e2e-ko-p')
    const token = await apiToken(editor())
    const pictures = await Promise.all(
      [1, 2, 3].map((index) => uploadImage(token, `${tag}-${index}.jpg`, `#${index}c7d2c`)),
    )
    const page = await uzbekPage()
    await page.goto('/admin/collections/photo-galleries/create')
    // A click before React hydrated the button is lost (CI, 2026-11-28: no drawer within 20 s on a loaded machine).
    const choose = page.getByRole('button', { name: 'Bir nechta rasm tanlash' })
    await hydrated(choose)
    await choose.click()
    const drawer = page.locator('.drawer--is-open').last()
    // The drawer's list is a server function's answer: on a loaded machine it comes later than an action's 20 s.
    const search = drawer.getByPlaceholder(/qidirish/)
    await search.waitFor({ timeout: 60_000 })
    await search.fill(tag)
    // The unfiltered list shows the new pictures too, and the search's answer renders the list again, without the
    // ticks made before it (the first run of this test ticked rows that were then replaced): tick once it shows.
    await expect
      .poll(async () => {
        const rows = await drawer.locator('tbody tr').allInnerTexts()
        return rows.length === 3 && rows.every((row) => row.includes(tag))
      })
      .toBe(true)
    for (const picture of pictures) {
      const row = drawer.locator('tbody tr', { hasText: picture.file_name })
      await row.locator('input[type="checkbox"]').check()
    }
    await drawer.getByRole('button', { name: /^Tanlash 3$/ }).click()
    for (const [index, picture] of pictures.entries()) {
      await expect
        .poll(() => page.locator(`#field-photos__${index}__image`).innerText(), { timeout: 15_000 })
        .toContain(picture.file_name)
    }
    await expect.poll(() => page.locator('[id^="photos-row-"]').count()).toBe(3)
  }, 120_000)

  it('shows a photo row added while the caption just typed is still being sent', async () => {
    const { gallery } = await galleryWith(['Birinchi surat'])
    const page = await uzbekPage()
    await page.goto(`/admin/collections/photo-galleries/${gallery.id}`)
    await page.locator('form[data-form-ready="true"]').waitFor()

    // "Surat qo'shish" is clicked the moment the form's answer to the caption arrives, before Payload merges it: on a
    // busy server the answer to what was typed comes back just after the click, as it did for the editor. Done in the
    // page, so the order is the same however fast the machine is.
    await page.evaluate(() => {
      const original = window.fetch
      let clicked = false
      const text = (body: unknown) =>
        typeof body === 'string'
          ? body
          : body instanceof FormData
            ? [...body.values()].filter((value) => typeof value === 'string').join(' ')
            : ''
      window.fetch = async function (input: RequestInfo | URL, init?: RequestInit) {
        const response = await original.call(this, input, init)
        if (!clicked && init?.method === 'POST' && text(init.body).includes('form-state')) {
          clicked = true
          const add = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === "Surat qo'shish")
          add?.click()
        }
        return response
      }
    })
    await page.locator('#field-photos__0__caption').fill('Birinchi surat, marosim')
    await page.locator('#photos-row-1').waitFor()

    await page.locator('#field-photos__1__image').waitFor({ timeout: 15_000 })
    expect(await page.locator('[id^="photos-row-"]').count()).toBe(2)
  })
})
