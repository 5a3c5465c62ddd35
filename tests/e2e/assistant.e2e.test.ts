import path from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { hydrated, useBrowser } from './browser.js'
import { createStaffAccount, stack, superAdminToken, unique } from './stack.js'

const { newPage, signIn } = useBrowser()

interface VisitorView {
  status: string
  operator: { id: number; name: string | null } | null
  messages: { id: number; sender: string; text: string }[]
}

/** A visitor's message through the public chat API, as the website's widget sends it. */
async function visitorSays(message: string, token?: string) {
  const response = await fetch(`${stack().baseUrl}/api/v1/assistant/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ session_token: token, message, lang: 'uz' }),
  })
  return {
    status: response.status,
    body: (await response.json()) as { data: { session_token: string; status: string } },
  }
}

/** The conversation as its visitor polls it. */
async function visitorReads(token: string): Promise<VisitorView> {
  const response = await fetch(`${stack().baseUrl}/api/v1/assistant/sessions/${token}`)
  expect(response.status).toBe(200)
  return ((await response.json()) as { data: VisitorView }).data
}

/** A visitor who asks for a person in Uzbek and is handed over by the bot. */
async function waitingVisitor(words: string) {
  const message = `Operator bilan gaplashmoqchiman. ${words}`
  const { status, body } = await visitorSays(message)
  expect(status).toBe(200)
  expect(body.data.status).toBe('waiting')
  return { token: body.data.session_token, message }
}

/** The audit entries of a conversation with this action, as the super admin reads them through Payload's REST API. */
async function auditEntries(sessionId: number, action: string) {
  const query = `where[resource][equals]=assistant-sessions&where[resourceId][equals]=${sessionId}&where[action][equals]=${action}&depth=0&limit=10`
  const response = await fetch(`${stack().baseUrl}/api/audit-logs?${query}`, {
    headers: { authorization: `JWT ${await superAdminToken()}` },
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { docs: { userEmail: string | null }[] }).docs
}

const shownStatus = (page: Page) => page.getByTestId('assistant-status').getAttribute('data-status')
const screenshot = (page: Page, name: string) =>
  process.env.E2E_SCREENSHOTS
    ? page.screenshot({ path: path.join(process.env.E2E_SCREENSHOTS, name), fullPage: true })
    : undefined

describe("the operators' assistant console", () => {
  it('an operator sees the waiting visitors oldest first, answers one live, releases it to the bot and closes another', async () => {
    const tag = unique('visitor')
    const older = await waitingVisitor(`Ismim Aziza (${tag}-a).`)
    const newer = await waitingVisitor(`Ismim Bobur (${tag}-b).`)

    const operator = await createStaffAccount('operator')
    const page = await newPage({ session: await signIn(operator.email, operator.password) })
    await page.goto('/admin')

    // The conversations sit under Citizens in the operator's navigation.
    const nav = page.locator('nav.nav__wrap')
    await nav.getByRole('link', { name: 'Assistant conversations', exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/admin/collections/assistant-sessions')

    // The waiting queue, polled: both visitors, the one who has waited longer first.
    const queue = page.getByTestId('assistant-waiting-queue')
    const olderRow = queue.locator('tbody tr', { hasText: `${tag}-a` })
    const newerRow = queue.locator('tbody tr', { hasText: `${tag}-b` })
    await newerRow.waitFor()
    const rows = await queue.locator('tbody tr').allInnerTexts()
    const olderAt = rows.findIndex((row) => row.includes(`${tag}-a`))
    expect(olderAt).toBeGreaterThanOrEqual(0)
    expect(olderAt).toBeLessThan(rows.findIndex((row) => row.includes(`${tag}-b`)))
    expect(await olderRow.locator('td').nth(1).innerText()).toBe('UZ')
    expect(Number(await queue.getAttribute('data-count'))).toBeGreaterThanOrEqual(2)
    expect(await page.getByTestId('assistant-mine').getAttribute('data-count')).toBe('0')
    await screenshot(page, 'assistant-queue.png')

    // The conversation: the greeting, the visitor's request and the handover, waiting for an operator.
    await olderRow.getByRole('link').click()
    await page.waitForURL(/\/admin\/collections\/assistant-sessions\/\d+$/)
    const sessionId = Number(new URL(page.url()).pathname.split('/').pop())
    const chat = page.getByTestId('assistant-messages')
    await chat.locator('[data-sender="visitor"]', { hasText: older.message }).waitFor()
    expect(
      await chat.locator('[data-sender]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-sender'))),
    ).toEqual(['bot', 'visitor', 'bot'])
    expect(await shownStatus(page)).toBe('waiting')

    // The answer: sent from the console, it reaches the visitor and takes the conversation over.
    const answer = 'Assalomu alaykum, Aziza! Qanday yordam bera olaman?'
    const reply = page.getByTestId('assistant-reply')
    await hydrated(reply)
    await reply.fill(answer)
    const panel = page.getByTestId('assistant-conversation')
    const sent = page.waitForResponse(
      (response) => response.url().includes('/api/assistant-messages') && response.request().method() === 'POST',
    )
    await panel.getByRole('button', { name: 'Send', exact: true }).click()
    expect((await sent).status()).toBe(201)
    const seen = await visitorReads(older.token)
    expect(seen.status).toBe('operator')
    expect(seen.operator).toMatchObject({ name: 'E2E operator' })
    expect(seen.messages.at(-1)).toMatchObject({ sender: 'operator', text: answer })
    await expect.poll(() => shownStatus(page)).toBe('operator')
    await chat.locator('[data-sender="operator"]', { hasText: answer }).waitFor()
    expect(await reply.inputValue()).toBe('')
    expect(await page.getByTestId('assistant-operator').innerText()).toContain('E2E operator')
    // One status on the page, the console's, and no Save: the console writes each action itself.
    expect(await page.locator('#field-status, #field-operator').count()).toBe(0)
    expect(await page.getByRole('button', { name: 'Save', exact: true }).count()).toBe(0)
    expect(await panel.getByRole('button', { name: 'Take over', exact: true }).isDisabled()).toBe(true)
    expect(await auditEntries(sessionId, 'assistant_taken')).toEqual([
      expect.objectContaining({ userEmail: operator.email }),
    ])

    // The visitor writes again: the message appears by polling, without a reload.
    const followUp = `Lizing haqida bilmoqchiman (${tag}).`
    expect((await visitorSays(followUp, older.token)).status).toBe(200)
    await chat.locator('[data-sender="visitor"]', { hasText: followUp }).waitFor({ timeout: 15_000 })
    await screenshot(page, 'assistant-conversation.png')

    // Released: the bot answers the visitor again.
    await panel.getByRole('button', { name: 'Release to the bot', exact: true }).click()
    await expect.poll(() => shownStatus(page)).toBe('bot')
    expect((await visitorReads(older.token)).status).toBe('bot')
    expect(await page.getByTestId('assistant-operator').innerText()).toContain('nobody')
    expect(await auditEntries(sessionId, 'assistant_released')).toEqual([
      expect.objectContaining({ userEmail: operator.email }),
    ])
    expect(await panel.getByRole('button', { name: 'Release to the bot', exact: true }).isDisabled()).toBe(true)

    // The other visitor's conversation, closed after a confirmation: their next message is refused.
    await page.goto('/admin/collections/assistant-sessions')
    await page
      .getByTestId('assistant-waiting-queue')
      .locator('tbody tr', { hasText: `${tag}-b` })
      .getByRole('link')
      .click()
    await page.waitForURL(/\/admin\/collections\/assistant-sessions\/\d+$/)
    await page
      .getByTestId('assistant-messages')
      .locator('[data-sender="visitor"]', { hasText: newer.message })
      .waitFor()
    const close = page.getByTestId('assistant-conversation').getByRole('button', { name: 'Close', exact: true })
    await hydrated(close)
    await close.click()
    const confirm = page.locator('.confirmation-modal #confirm-action')
    await confirm.waitFor()
    await screenshot(page, 'assistant-close-confirm.png')
    await confirm.click()
    await expect.poll(() => shownStatus(page)).toBe('closed')
    expect((await visitorReads(newer.token)).status).toBe('closed')
    expect((await visitorSays('Hali shu yerdamisiz?', newer.token)).status).toBe(422)
    expect(await page.getByTestId('assistant-reply').isDisabled()).toBe(true)
    for (const name of ['Send', 'Take over', 'Release to the bot', 'Close']) {
      expect(
        await page.getByTestId('assistant-conversation').getByRole('button', { name, exact: true }).isDisabled(),
        name,
      ).toBe(true)
    }
    await screenshot(page, 'assistant-closed.png')
  })

  it('an editor has no assistant conversations in the navigation, and Payload refuses them the sessions', async () => {
    const editor = await createStaffAccount('editor')
    const page = await newPage({ session: await signIn(editor.email, editor.password) })
    await page.goto('/admin')
    const nav = page.locator('nav.nav__wrap')
    await nav.getByRole('link', { name: 'Financing programs', exact: true }).waitFor()
    expect(await nav.getByText('Assistant conversations', { exact: true }).count()).toBe(0)
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
    for (const url of ['/api/assistant-sessions', '/api/assistant-messages']) {
      expect((await fetch(`${stack().baseUrl}${url}`, { headers: { cookie } })).status, url).toBe(403)
    }
  })
})
