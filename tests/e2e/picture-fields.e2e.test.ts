import { writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { files } from '../support/files.js'
import { allowConsoleErrors, failedToLoad, hydrated, useBrowser } from './browser.js'
import { apiToken, restWrite, stack, superAdminToken, unique, uploadImage } from './stack.js'

const { useEditor } = useBrowser()
const { editor, uzbekPage } = useEditor()

/** A small, real PDF in the media library, as a legal document's file would be. */
async function uploadPdf(name: string): Promise<number> {
  const body = new FormData()
  body.append('file', new Blob([new Uint8Array(files.pdf())], { type: 'application/pdf' }), name)
  body.append('_payload', JSON.stringify({}))
  const response = await fetch(`${stack().baseUrl}/api/media`, {
    method: 'POST',
    headers: { authorization: `JWT ${await superAdminToken()}` },
    body,
  })
  if (response.status !== 201) throw new Error(`PDF upload failed: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { doc: { id: number } }).doc.id
}

describe('the media library keeps to the contract’s bounds (1.7)', () => {
  it('refuses a JPEG over 10 MiB uploaded in the admin UI, naming the limit', async () => {
    // Noise does not compress: at full quality this is far over 10 MiB, yet re-encoding would shrink it below.
    const jpeg = await sharp({
      create: {
        width: 2500,
        height: 1800,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 90 },
      },
    })
      .jpeg({ quality: 100, chromaSubsampling: '4:4:4' })
      .toBuffer()
    expect(jpeg.length).toBeGreaterThan(10 * 1024 * 1024)
    // From a file, as an editor picks one: a buffer this size crosses to the browser slowly.
    const file = path.join(tmpdir(), `${unique('e2e-katta')}.jpg`)
    await writeFile(file, jpeg)
    const page = await uzbekPage()
    allowConsoleErrors(page, [failedToLoad(400, 'Bad Request')])
    await page.goto('/admin/collections/media/create')
    await hydrated(page.locator('form'))
    await page.locator('input[type="file"]').first().setInputFiles(file)
    const answer = page.waitForResponse(
      (response) => /\/api\/media\?/.test(response.url()) && response.request().method() === 'POST',
    )
    await page.getByRole('button', { name: 'Saqlash' }).click()
    expect((await answer).status()).toBe(400)
    await expect.poll(() => page.locator('.payload-toast-container').innerText()).toMatch(/10 MB/)
    expect(page.url()).toMatch(/\/media\/create/)
  })
})

describe('picture fields offer and accept pictures only', () => {
  it('the cover pickers of a post and a photo gallery do not offer a PDF', async () => {
    const tag = unique('e2e-pick')
    const pdfName = `${tag}-qaror.pdf`
    await uploadPdf(pdfName)
    const picture = await uploadImage(await apiToken(editor()), `${tag}-surat.jpg`, '#3a7d2c')
    const page = await uzbekPage()
    for (const [path, field] of [
      ['/admin/collections/posts/create', '#field-cover'],
      ['/admin/collections/photo-galleries/create', '#field-cover'],
    ] as const) {
      await page.goto(path)
      await hydrated(page.locator(field).getByRole('button', { name: 'Mavjudlaridan tanlash' }))
      await page.locator(field).getByRole('button', { name: 'Mavjudlaridan tanlash' }).click()
      const drawer = page.locator('.drawer--is-open').last()
      await drawer.getByPlaceholder(/qidirish/).fill(tag)
      // The picture shows up (the search ran), the PDF never does.
      await drawer.getByText(picture.file_name).first().waitFor()
      await expect.poll(() => drawer.getByText(pdfName).count()).toBe(0)
      await page.keyboard.press('Escape')
    }
  })

  it('the picture picker of a text (Lexical’s upload drawer) does not offer a PDF', async () => {
    const tag = unique('e2e-matn')
    const pdfName = `${tag}-qaror.pdf`
    await uploadPdf(pdfName)
    const picture = await uploadImage(await apiToken(editor()), `${tag}-surat.jpg`, '#2c7d3a')
    const page = await uzbekPage()
    await page.goto('/admin/collections/posts/create')
    const text = page.locator('.rich-text-lexical [contenteditable="true"]').first()
    await hydrated(text)
    await text.click()
    await page.keyboard.type('/')
    await page.locator('.slash-menu-popup__item-upload').click()
    const drawer = page.locator('.drawer--is-open').last()
    await drawer.getByPlaceholder(/qidirish/).fill(tag)
    await drawer.getByText(picture.file_name).first().waitFor()
    await expect.poll(() => drawer.getByText(pdfName).count()).toBe(0)
  })

  it('a PDF forced as a post cover is refused with the allowed types, not its id', async () => {
    const pdf = await uploadPdf(`${unique('e2e-forced')}.pdf`)
    const post = await restWrite('POST', 'posts', {
      title: `Majburiy muqova ${unique('t')}`,
      slug: unique('e2e-forced-cover'),
      status: '1',
    })
    const page = await uzbekPage()
    allowConsoleErrors(page, [failedToLoad(400, 'Bad Request')])
    await page.goto(`/admin/collections/posts/${post.id}`)
    // What a hand-made request of the signed-in editor sends; the admin UI's own picker no longer offers the file.
    const answer = await page.evaluate(
      async ({ id, cover }) => {
        const response = await fetch(`/api/posts/${id}?locale=uz`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json', 'accept-language': 'uz' },
          body: JSON.stringify({ cover }),
        })
        return { status: response.status, text: await response.text() }
      },
      { id: post.id, cover: pdf },
    )
    expect(answer.status).toBe(400)
    expect(answer.text).toMatch(/JPG, PNG, WEBP/)
    expect(answer.text).not.toContain(`: ${pdf},`)
  })
})
