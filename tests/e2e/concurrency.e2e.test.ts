import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { allowConsoleErrors, failedToLoad, hydrated, useBrowser, type Session } from './browser.js'
import { createStaffAccount, getJson, restWrite, superAdminToken, unique } from './stack.js'

/**
 * Nothing an editor saves is silently lost (issue 37, point 1): a save based on an older state of the record is
 * stopped by a dialog in the interface language that says who saved what and when, keeps the editor's input, and
 * offers to load the saved version keeping the editor's changes, to compare, or to overwrite knowingly. Two editors
 * on one record: the refused save's toast is in the interface language, the lock dialog's date in its format, and a
 * closed tab releases its lock.
 */
const { newPage, signIn } = useBrowser()

let editor: { email: string; password: string }
let session: Session
let otherEditor: { email: string; password: string }
let otherSession: Session
beforeAll(async () => {
  editor = await createStaffAccount('editor')
  session = await signIn(editor.email, editor.password)
  otherEditor = await createStaffAccount('editor')
  otherSession = await signIn(otherEditor.email, otherEditor.password)
})

async function newPost() {
  const slug = unique('e2e-conflict')
  return restWrite('POST', 'posts', {
    title: `Yangilik ${slug}`,
    slug,
    excerpt: 'Eski qisqacha mazmun',
    isFeatured: false,
    publishedAt: new Date(Date.now() - 3_600_000).toISOString(),
  }) as Promise<{ id: number; title: string }>
}

async function openPost(as: Session, id: number): Promise<Page> {
  const page = await newPage({ session: as, locale: 'uz' })
  await page.goto(`/admin/collections/posts/${id}?locale=uz`)
  await hydrated(page.getByLabel('Sarlavha'))
  await hydrated(page.getByRole('button', { name: 'Saqlash', exact: true }))
  return page
}

const saved = (page: Page) =>
  page.waitForResponse(
    (response) => /\/api\/posts\/\d+\?/.test(response.url()) && response.request().method() === 'PATCH',
  )

async function save(page: Page) {
  const answer = saved(page)
  await page.getByRole('button', { name: 'Saqlash', exact: true }).click()
  return answer
}

const stored = async (id: number) =>
  (await getJson(`/api/posts/${id}?depth=0&locale=uz`, await superAdminToken())).body as {
    title: string
    excerpt: string
  }

const dialog = (page: Page) => page.getByRole('alertdialog')

describe('one editor, two tabs on one post', () => {
  it('stops the older tab’s save with a dialog that says who saved what and when, and keeps its input', async () => {
    const post = await newPost()
    const tabA = await openPost(session, post.id)
    const tabB = await openPost(session, post.id)

    await tabA.getByLabel('Qisqacha mazmun').fill('A yozgan qisqacha mazmun')
    expect((await save(tabA)).status()).toBe(200)

    // The dialog comes at B's first change (in place of Payload's notice, whose only choice was a reload that threw the
    // input away) or, at the latest, at B's save (Ctrl+S works with the dialog open too).
    await tabB.getByLabel('Sarlavha').fill('B yozgan sarlavha')
    await tabB.keyboard.press('Control+s')
    await expect.poll(() => dialog(tabB).isVisible()).toBe(true)
    await expect.poll(() => dialog(tabB).locator('h2').textContent()).toBe('Bu yozuvni boshqa foydalanuvchi saqladi')
    expect(await dialog(tabB).locator('[data-fact="who"]').textContent()).toContain(editor.email)
    expect(await dialog(tabB).locator('[data-fact="when"]').textContent()).toMatch(/^\d\d\.\d\d\.\d{4} \d\d:\d\d$/)
    expect(await dialog(tabB).locator('[data-fact="what"]').textContent()).toContain('Qisqacha mazmun')
    // Nothing was saved from tab B, and its input is still in the form.
    expect(await stored(post.id)).toMatchObject({ title: post.title, excerpt: 'A yozgan qisqacha mazmun' })
    await dialog(tabB).getByRole('button', { name: 'Solishtirish' }).click()
    const row = dialog(tabB).locator('table tr', { hasText: 'Qisqacha mazmun' })
    expect(await row.textContent()).toContain('A yozgan qisqacha mazmun')
    expect(await row.textContent()).toContain('Eski qisqacha mazmun')

    // Load the saved version, keep my change: both edits survive the next save.
    await dialog(tabB).getByRole('button', { name: "Ularning versiyasini yuklash, o'zgarishlarimni qoldirish" }).click()
    await expect.poll(() => tabB.getByLabel('Qisqacha mazmun').inputValue()).toBe('A yozgan qisqacha mazmun')
    expect(await tabB.getByLabel('Sarlavha').inputValue()).toBe('B yozgan sarlavha')
    expect((await save(tabB)).status()).toBe(200)
    expect(await stored(post.id)).toMatchObject({ title: 'B yozgan sarlavha', excerpt: 'A yozgan qisqacha mazmun' })
  }, 120_000)

  it('overwrites only when the editor says so, and “keep editing” keeps the input without saving', async () => {
    const post = await newPost()
    const tabA = await openPost(session, post.id)
    const tabB = await openPost(session, post.id)
    await tabA.getByLabel('Qisqacha mazmun').fill('A: yangi')
    expect((await save(tabA)).status()).toBe(200)

    await tabB.getByLabel('Qisqacha mazmun').fill('B: meniki')
    await tabB.keyboard.press('Control+s')
    await dialog(tabB).getByRole('button', { name: 'Tahrirlashni davom ettirish' }).click()
    expect(await dialog(tabB).count()).toBe(0)
    expect(await tabB.getByLabel('Qisqacha mazmun').inputValue()).toBe('B: meniki')
    expect((await stored(post.id)).excerpt).toBe('A: yangi')

    await tabB.getByRole('button', { name: 'Saqlash', exact: true }).click()
    const answer = saved(tabB)
    await dialog(tabB).getByRole('button', { name: 'Meniki bilan ustidan saqlash' }).click()
    expect((await answer).status()).toBe(200)
    expect((await stored(post.id)).excerpt).toBe('B: meniki')
  }, 120_000)
})

describe('two editors on one post', () => {
  it('answers a save refused by the lock in the interface language, keeps the input, and dates the lock in its format', async () => {
    const post = await newPost()
    const first = await openPost(session, post.id)
    await first.getByLabel('Qisqacha mazmun').fill('Birinchi muharrir yozdi')
    // The lock is taken with the first change.
    await expect.poll(async () => (await lockCount(post.id)) > 0).toBe(true)

    const second = await newPage({ session: otherSession, locale: 'uz' })
    await second.goto(`/admin/collections/posts/${post.id}?locale=uz`)
    const locked = second.locator('.document-locked')
    await locked.waitFor()
    await expect.poll(() => locked.locator('p strong').last().textContent()).toMatch(/^\d\d\.\d\d\.\d{4} \d\d:\d\d$/)
    await locked.getByRole('button', { name: /zimmasiga olish/ }).click()
    // Taken over: the lock is the second editor's.
    await expect.poll(() => lockHolder(post.id)).toBe(otherEditor.email)

    // The first editor saves after the record was taken over: refused, in Uzbek, and the input stays.
    allowConsoleErrors(first, [failedToLoad(423, 'Locked')])
    await first.keyboard.press('Control+s')
    await expect
      .poll(() => first.locator('.toast-error, [data-type="error"]').first().textContent())
      .toContain('boshqa foydalanuvchi tahrirlamoqda')
    expect(await first.locator('body').textContent()).not.toContain('is currently locked')
    expect(await first.getByLabel('Qisqacha mazmun').inputValue()).toBe('Birinchi muharrir yozdi')
    expect((await stored(post.id)).excerpt).toBe('Eski qisqacha mazmun')
  }, 120_000)

  it('releases the lock as soon as the editor’s tab closes', async () => {
    const post = await newPost()
    const first = await openPost(session, post.id)
    await first.getByLabel('Qisqacha mazmun').fill('Yopiladigan tab')
    // The lock is taken with the first change.
    await expect.poll(async () => (await lockCount(post.id)) > 0).toBe(true)
    await first.close({ runBeforeUnload: true })
    await expect.poll(() => lockCount(post.id)).toBe(0)

    const second = await openPost(otherSession, post.id)
    expect(await second.locator('.document-locked').count()).toBe(0)
  })
})

async function lockHolder(id: number): Promise<string | undefined> {
  const { body } = await getJson(
    `/api/payload-locked-documents?where[document.relationTo][equals]=posts&where[document.value][equals]=${id}&depth=1`,
    await superAdminToken(),
  )
  return (body as { docs: { user?: { value?: { email?: string } } }[] }).docs[0]?.user?.value?.email
}

async function lockCount(id: number): Promise<number> {
  const { body } = await getJson(
    `/api/payload-locked-documents?where[document.relationTo][equals]=posts&where[document.value][equals]=${id}&depth=0`,
    await superAdminToken(),
  )
  return (body as { totalDocs: number }).totalDocs
}
