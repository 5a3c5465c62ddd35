import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { hydrated, useBrowser, type Session } from './browser.js'
import { createStaffAccount, restWrite, stack, superAdminToken, unique } from './stack.js'

const { newPage, signIn } = useBrowser()

let editor: Session
let admin: Session
beforeAll(async () => {
  const account = await createStaffAccount('editor')
  editor = await signIn(account.email, account.password)
  admin = await signIn(stack().adminEmail, stack().adminPassword)
})

/**
 * A branch of the structure, Boshqaruv › Moliya › Kassa, and a second top-level unit beside it; every name carries the
 * branch's tag, so a search for it lists these units only.
 */
async function structure() {
  const tag = unique('tuzilma')
  const top = await restWrite('POST', 'staff-units', { name: `Boshqaruv ${tag}` })
  const middle = await restWrite('POST', 'staff-units', { name: `Moliya ${tag}`, parent: top.id })
  const leaf = await restWrite('POST', 'staff-units', { name: `Kassa ${tag}`, parent: middle.id })
  const other = await restWrite('POST', 'staff-units', { name: `Yuridik ${tag}` })
  return { tag, top, middle, leaf, other }
}

/** The edit page of a record, in the Uzbek interface, once the form can be used. */
async function openRecord(session: Session, collection: string, id: number | string): Promise<Page> {
  const page = await newPage({ locale: 'uz', session })
  await page.goto(`/admin/collections/${collection}/${id}`)
  await hydrated(page.locator('form'))
  return page
}

/** Types into the parent picker, as an editor looks a unit up, and returns the names it offers once they are loaded. */
async function offeredParents(page: Page, search: string, expected: string): Promise<string[]> {
  const answered = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/staff-units') &&
      response.request().method() === 'POST' &&
      (response.request().postData() ?? '').includes(search),
  )
  await page.locator('#field-parent input').first().fill(search)
  expect((await answered).status()).toBe(200)
  await expect.poll(() => page.locator('.rs__option').allInnerTexts()).toContain(expected)
  return page.locator('.rs__option').allInnerTexts()
}

/** The stored unit, read back as the super_admin. */
async function storedUnit(id: number) {
  const response = await fetch(`${stack().baseUrl}/api/staff-units/${id}?depth=0&locale=uz`, {
    headers: { authorization: `JWT ${await superAdminToken()}` },
  })
  return (await response.json()) as { parent: number | null }
}

describe('the parent picker of a staff unit, as an editor', () => {
  it('moves a top-level unit below another, offering neither the unit nor its sub-units', async () => {
    const { tag, top, middle, leaf, other } = await structure()
    const page = await openRecord(editor, 'staff-units', top.id)
    const offered = await offeredParents(page, tag, other.name)
    expect(offered).toContain(other.name)
    expect(offered).not.toContain(top.name)
    expect(offered).not.toContain(middle.name)
    expect(offered).not.toContain(leaf.name)
    expect(await page.locator('#field-parent').innerText()).not.toContain('Xatolik')

    await page.getByRole('option', { name: other.name, exact: true }).click()
    const saved = page.waitForResponse(
      (response) => response.url().includes(`/api/staff-units/${top.id}?`) && response.request().method() === 'PATCH',
    )
    await page.getByRole('button', { name: 'Saqlash' }).click()
    expect((await saved).status()).toBe(200)
    expect((await storedUnit(top.id)).parent).toBe(other.id)
    // The unit's place in the structure follows the move at once, without a reload (issue 37, point 10).
    await expect.poll(() => page.getByTestId('staff-unit-path').innerText()).toContain(`${other.name} › ${top.name}`)
  })

  it('offers a sub-unit neither itself nor the units below it', async () => {
    const { tag, top, middle, leaf, other } = await structure()
    const page = await openRecord(editor, 'staff-units', middle.id)
    await expect.poll(() => page.locator('#field-parent').innerText()).toContain(top.name)
    const offered = await offeredParents(page, tag, other.name)
    expect(offered).not.toContain(middle.name)
    expect(offered).not.toContain(leaf.name)
  })
})

describe('what an editor sees of a record', () => {
  it('shows a unit’s place in the structure as a line of names, without ids or an editable list', async () => {
    const { top, middle, leaf } = await structure()
    const page = await openRecord(editor, 'staff-units', leaf.id)
    const path = page.getByTestId('staff-unit-path')
    await expect.poll(() => path.innerText()).toContain(`${top.name} › ${middle.name} › ${leaf.name}`)
    expect(await path.innerText()).toContain("Tuzilmadagi o'rni")
    expect(await path.innerText()).not.toMatch(/\/\d/)
    expect(await page.locator('#field-breadcrumbs').count()).toBe(0)
  })

  it('shows no API tab to an editor, on a record or a global, and shows it to an admin', async () => {
    const { top } = await structure()
    const apiTab = (page: Page) => page.locator('.doc-tabs a[href$="/api"]')
    const editorsUnit = await openRecord(editor, 'staff-units', top.id)
    await editorsUnit.locator('.doc-tabs').first().waitFor()
    expect(await apiTab(editorsUnit).count()).toBe(0)

    const editorsGlobal = await newPage({ locale: 'uz', session: editor })
    await editorsGlobal.goto('/admin/globals/citizen-reception')
    await editorsGlobal.locator('.doc-tabs').first().waitFor()
    expect(await apiTab(editorsGlobal).count()).toBe(0)

    const adminsUnit = await openRecord(admin, 'staff-units', top.id)
    await expect.poll(() => apiTab(adminsUnit).count()).toBe(1)

    // The API view's own address takes an editor to the record (and a global's to the global); an admin gets the view.
    await editorsUnit.goto(`/admin/collections/staff-units/${top.id}/api`)
    expect(new URL(editorsUnit.url()).pathname).toBe(`/admin/collections/staff-units/${top.id}`)
    await editorsGlobal.goto('/admin/globals/citizen-reception/api')
    expect(new URL(editorsGlobal.url()).pathname).toBe('/admin/globals/citizen-reception')
    await adminsUnit.goto(`/admin/collections/staff-units/${top.id}/api`)
    expect(new URL(adminsUnit.url()).pathname).toBe(`/admin/collections/staff-units/${top.id}/api`)
    await adminsUnit.locator('.query-inspector').first().waitFor()
  })

  it('lets an editor add a document type by its name alone, the code made from it and shown to admins only', async () => {
    const name = `Qaror ${unique('e2e')}`
    const page = await newPage({ locale: 'uz', session: editor })
    await page.goto('/admin/collections/document-types/create')
    await hydrated(page.locator('#field-name'))
    expect(await page.locator('#field-code').count()).toBe(0)
    await page.locator('#field-name').fill(name)
    const created = page.waitForResponse(
      (response) => /\/api\/document-types\?/.test(response.url()) && response.request().method() === 'POST',
    )
    await page.getByRole('button', { name: 'Saqlash' }).click()
    const answer = await created
    expect(answer.status()).toBe(201)
    const { doc } = (await answer.json()) as { doc: { id: number; code: string } }
    expect(doc.code).toBe(name.toLowerCase().replace(/ /g, '-'))

    const adminsType = await openRecord(admin, 'document-types', doc.id)
    await expect.poll(() => adminsType.locator('#field-code').inputValue()).toBe(doc.code)
  })
})
