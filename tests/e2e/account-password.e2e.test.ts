import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { allowConsoleErrors, failedToLoad, hydrated, useBrowser } from './browser.js'
import { createStaffAccount, getJson, stack, superAdminToken, unique } from './stack.js'

/**
 * Issue 38: a new password of one's own needs the current one in the admin UI too (the account page): typed beside
 * Payload's new password fields, refused with a message by its field when missing or wrong, saved when right.
 */
const { newPage, signIn } = useBrowser()

const newestToast = (page: Page) => page.locator('.payload-toast-item[data-front="true"]')
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Typing is sent to the server as a form state (debounced) and Payload validates the form from its answer: a Save
 * clicked before the answer to the last keystrokes arrives is refused ("Please correct invalid fields."), as it would be
 * for an editor that fast. `typing` runs with a wait for the form state that holds every value given.
 */
async function typed(page: Page, values: Record<string, string>, typing: () => Promise<void>) {
  const settled = page.waitForResponse((response) => {
    const body = response.request().postData() ?? ''
    return (
      response.request().method() === 'POST' &&
      body.includes('"form-state"') &&
      Object.entries(values).every(([field, value]) =>
        new RegExp(`"${escaped(field)}":\\{[^]*?"value":"${escaped(value)}"`).test(body),
      )
    )
  })
  await typing()
  await settled
}
const staffLogin = (email: string, password: string) =>
  fetch(`${stack().baseUrl}/api/v1/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  }).then((response) => response.status)

describe('the account page', () => {
  it('asks the current password for a new one: refused without it or with a wrong one (said by the field), saved with it', async () => {
    const editor = await createStaffAccount('editor')
    const page = await newPage({ session: await signIn(editor.email, editor.password) })
    // The refusals are Payload's 400 answers to the save.
    allowConsoleErrors(page, [failedToLoad(400, 'Bad Request')])
    await page.goto('/admin/account')
    await hydrated(page.locator('form'))
    const current = page.getByLabel('Current password')
    expect(await current.count()).toBe(0)

    await page.getByRole('button', { name: 'Change Password' }).click()
    const fresh = `Qovun-${unique('acct')}-Yil`
    await typed(page, { password: fresh, 'confirm-password': fresh }, async () => {
      await page.getByLabel('New Password').fill(fresh)
      await page.getByLabel('Confirm Password').fill(fresh)
    })
    await current.waitFor()
    const field = page.locator('.agrofund-current-password')
    expect(await field.textContent()).toContain('To set a new password for your own account, type the one you use now.')

    await page.getByRole('button', { name: 'Save' }).click()
    await expect
      .poll(() => field.locator('.field-error').textContent())
      .toBe('Type your current password to set a new one.')
    await expect.poll(() => newestToast(page).textContent()).toContain('Current password')

    await typed(page, { currentPassword: 'not-my-password-1' }, () => current.fill('not-my-password-1'))
    await page.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => field.locator('.field-error').textContent()).toBe('The current password is not right.')
    expect(await staffLogin(editor.email, fresh)).toBe(422)

    await typed(page, { currentPassword: editor.password }, () => current.fill(editor.password))
    await page.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => newestToast(page).textContent()).toMatch(/successfully/i)
    expect(await staffLogin(editor.email, fresh)).toBe(200)
    expect(await staffLogin(editor.email, editor.password)).toBe(422)
  })

  it('shows a super admin no current password field on another account, whose password they reset', async () => {
    const editor = await createStaffAccount('editor')
    const found = await getJson(`/api/users?where[email][equals]=${editor.email}&depth=0`, await superAdminToken())
    const page = await newPage({ session: await signIn(stack().adminEmail, stack().adminPassword) })
    await page.goto(`/admin/collections/users/${found.body.docs[0].id}`)
    await hydrated(page.locator('form'))
    await page.getByRole('button', { name: 'Change Password' }).click()
    const fresh = `Qovun-${unique('reset')}-Yil`
    await typed(page, { password: fresh, 'confirm-password': fresh }, async () => {
      await page.getByLabel('New Password').fill(fresh)
      await page.getByLabel('Confirm Password').fill(fresh)
    })
    expect(await page.getByLabel('Current password').count()).toBe(0)
    await page.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => newestToast(page).textContent()).toMatch(/successfully/i)
    expect(await staffLogin(editor.email, fresh)).toBe(200)
  })
})
