import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser.js'
import { stack, unique } from './stack.js'

const { newPage, signIn } = useBrowser()

describe('the media library in the admin UI', () => {
  it('takes an uploaded image and shows its 400 px thumbnail, loaded, in the list', async () => {
    const name = `${unique('e2e-image')}.png`
    // Wider than the thumbnail size (400 px), so the thumbnail is a real conversion rather than the original.
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 40, g: 140, b: 60 } } })
      .png()
      .toBuffer()
    const page = await newPage({ session: await signIn(stack().adminEmail, stack().adminPassword) })

    await page.goto('/admin/collections/media/create')
    await page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'image/png', buffer: png })
    const answer = page.waitForResponse(
      (response) => /\/api\/media\?/.test(response.url()) && response.request().method() === 'POST',
    )
    await page.getByRole('button', { name: 'Save' }).click()
    expect((await answer).status()).toBe(201)
    await page.waitForURL(/\/admin\/collections\/media\/\d+/)

    await page.goto('/admin/collections/media')
    const row = page.locator('.collection-list tbody tr', { hasText: name })
    const thumbnail = row.locator('.thumbnail img')
    await thumbnail.waitFor()
    expect(await thumbnail.getAttribute('src')).toContain('-400x300.png')
    await expect
      .poll(() => thumbnail.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)), {
        timeout: 15_000,
      })
      .toBe(400)
  })
})
