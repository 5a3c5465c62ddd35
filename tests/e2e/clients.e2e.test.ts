import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { tokenIn, waitForDevMail } from '../support/smtp.js'
import { hydrated, useBrowser } from './browser.js'
import { createStaffAccount, stack, unique } from './stack.js'

const { newPage, signIn } = useBrowser()

const post = async (route: string, body: unknown, token?: string) => {
  const response = await fetch(`${stack().baseUrl}/api/v1${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json().catch(() => undefined)) as any }
}

/** The verification token mailed to `email`, read from the server's development outbox (.eml files). */
const mailedToken = async (email: string) => tokenIn(await waitForDevMail(stack().mailDir, email))

describe('citizen accounts in the admin UI', () => {
  it('an admin finds a citizen by search, sees the verification, never a password, and disabling the account ends its sessions', async () => {
    const email = `${unique('citizen')}@example.com`
    const password = 'green-fields-2026'
    expect(
      (
        await post('/client/register?lang=ru', {
          name: 'Malika Yusupova',
          email,
          password,
          password_confirmation: password,
          phone: '+998901234567',
        })
      ).status,
    ).toBe(201)
    expect((await post('/client/verify-email', { email, token: await mailedToken(email) })).status).toBe(200)
    const token = (await post('/client/login', { email, password })).body.data.token as string

    const admin = await createStaffAccount('admin')
    const page = await newPage({ session: await signIn(admin.email, admin.password) })
    await page.goto('/admin/collections/clients')
    await hydrated(page.getByPlaceholder(/Search/))
    await page.getByPlaceholder(/Search/).fill('Malika')
    // The list re-renders once the search reaches the URL; a click before that lands on a row being replaced.
    await page.waitForURL(/search=Malika/)
    await page.waitForLoadState('networkidle')
    const row = page.locator('.collection-list .table tbody tr', { hasText: email })
    await row.waitFor()
    expect(await row.textContent()).toContain('+998901234567')
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({ path: path.join(process.env.E2E_SCREENSHOTS, 'clients-list.png'), fullPage: true })
    await row.getByRole('link', { name: 'Malika Yusupova' }).click()
    await page.waitForURL(/\/admin\/collections\/clients\/\d+$/)

    // What an admin sees of the account: the verification date, the status and the language; nothing to do with a password.
    await page.locator('#field-emailVerifiedAt').waitFor()
    expect(await page.locator('#field-emailVerifiedAt input').inputValue()).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/)
    expect(await page.getByRole('button', { name: /change password/i }).count()).toBe(0)
    expect(await page.locator('input[type="password"]').count()).toBe(0)
    expect(
      await page
        .locator('#field-email')
        .isDisabled()
        .catch(() => true),
    ).toBe(true)

    await page.locator('#field-status').click()
    await page.getByRole('option', { name: /Disabled/ }).click()
    const saved = page.waitForResponse(
      (response) => /\/api\/clients\/\d+/.test(response.url()) && response.request().method() === 'PATCH',
    )
    await page.getByRole('button', { name: 'Save' }).click()
    expect((await saved).status()).toBe(200)

    const me = await fetch(`${stack().baseUrl}/api/v1/client/me`, { headers: { authorization: `Bearer ${token}` } })
    expect(me.status).toBe(401)
    expect((await post('/client/login', { email, password })).body).toEqual({
      message: 'auth.failed',
      errors: { email: ['auth.failed'] },
    })
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({ path: path.join(process.env.E2E_SCREENSHOTS, 'client-edit.png'), fullPage: true })
  })

  it('an editor has no Citizen accounts in the navigation and cannot open one', async () => {
    const editor = await createStaffAccount('editor')
    const page = await newPage({ session: await signIn(editor.email, editor.password) })
    await page.goto('/admin')
    await page.locator('nav').first().waitFor()
    expect(await page.locator('nav').getByText('Citizen accounts').count()).toBe(0)
    const list = await fetch(`${stack().baseUrl}/api/clients`, {
      headers: { cookie: (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ') },
    })
    expect(list.status).toBe(403)
  })
})
