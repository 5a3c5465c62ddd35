import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { files, form } from '../support/files.js'
import { useBrowser } from './browser.js'
import { createStaffAccount, stack, unique } from './stack.js'

const { newPage, signIn } = useBrowser()

/** A citizen's appeal with one file, through the public API as the website sends it. */
async function appealWithFile(subject: string) {
  const response = await fetch(`${stack().baseUrl}/api/v1/appeals?lang=en`, {
    method: 'POST',
    headers: { accept: 'application/json' },
    body: form(
      {
        full_name: 'Malika Yusupova',
        phone: '+998901112233',
        region: 'samarkand',
        type: 'application',
        subject,
        message: `Please help: ${subject}.`,
        consent: '1',
      },
      [{ field: 'attachments[]', name: 'land-lease.pdf', data: files.pdf(), type: 'application/pdf' }],
    ),
  })
  expect(response.status).toBe(201)
}

describe('the dashboard’s box on the appeal-file budget', () => {
  it('shows operators what the hour and the unreviewed appeals hold, when space frees up and each sender’s share, in their language', async () => {
    await appealWithFile(unique('budget'))
    const operator = await createStaffAccount('operator')
    const session = await signIn(operator.email, operator.password)

    const page = await newPage({ session })
    await page.goto('/admin')
    const box = page.getByTestId('dashboard-upload-budget')
    await box.waitFor()
    expect(await box.getAttribute('data-refusing')).toBe('false')
    expect(await box.locator('h3').textContent()).toBe('Space for appeal files')
    expect(await box.locator('p').first().textContent()).toBe('Attachments are accepted.')
    // The defaults: 250 MB an hour, 4 GB held by unreviewed appeals, a fifth of the hour for one sender.
    expect(await box.locator('[data-budget="per-hour"]').textContent()).toMatch(
      /^Last hour: [\d.]+ (B|KB|MB) of 250 MB used, [\d.]+ MB left\. Space frees up from \d\d\.\d\d\.\d{4} \d\d:\d\d$/,
    )
    expect(await box.locator('[data-budget="pending"]').textContent()).toMatch(
      /^Held by appeals not yet reviewed: [\d.]+ (B|KB|MB) of 4\.0 GB \(this space frees up as appeals are taken into work\)$/,
    )
    expect(await box.locator('[data-budget="per-address"]').textContent()).toBe(
      'One sender may attach up to 50 MB an hour',
    )
    expect(await box.locator('.agrofund-dashboard__figure').textContent()).toMatch(/^\d+%$/)
    if (process.env.E2E_SCREENSHOTS)
      await box.screenshot({ path: path.join(process.env.E2E_SCREENSHOTS, 'dashboard-upload-budget.png') })

    const russian = await newPage({ session, locale: 'ru-RU' })
    await russian.goto('/admin')
    const box_ru = russian.getByTestId('dashboard-upload-budget')
    await box_ru.waitFor()
    expect(await box_ru.locator('h3').textContent()).toBe('Место для файлов обращений')
    expect(await box_ru.locator('p').first().textContent()).toBe('Вложения принимаются.')
    expect(await box_ru.locator('[data-budget="per-address"]').textContent()).toBe(
      'Один отправитель может прикрепить до 50 MB в час',
    )
  })
})
