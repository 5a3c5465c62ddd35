import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { formatDateTime, startOfFundDay } from '../../src/admin/format.js'
import { hydrated, useBrowser, type Session } from './browser.js'
import { apiToken, createStaffAccount, restWrite, stack, superAdminToken, unique, uploadImage } from './stack.js'

const { newPage, signIn } = useBrowser()

// Audit entries are read by administrators (auditReaderRoles): the tests read them as an admin, in the Uzbek UI.
let admin: Session
beforeAll(async () => {
  const account = await createStaffAccount('admin')
  admin = await signIn(account.email, account.password)
})

async function rest(method: 'GET' | 'DELETE', path: string): Promise<any> {
  const response = await fetch(`${stack().baseUrl}/api/${path}`, {
    method,
    headers: { authorization: `JWT ${await superAdminToken()}` },
  })
  if (response.status >= 300)
    throw new Error(`${method} /api/${path} failed: ${response.status} ${await response.text()}`)
  return response.json()
}

/** The address of the newest audit entry of one record (of one action, when given). */
async function entryUrl(resource: string, id: number, action?: string) {
  const only = action ? `&where[action][equals]=${action}` : ''
  const query = `where[resource][equals]=${resource}&where[resourceId][equals]=${id}${only}&sort=-createdAt&depth=0&limit=1`
  const { docs } = (await rest('GET', `audit-logs?${query}`)) as { docs: { id: number }[] }
  expect(docs).toHaveLength(1)
  return `/admin/collections/audit-logs/${docs[0].id}`
}

/** The changes table's row of one recorded key: [field, language, before, after]. */
async function changeRow(page: Page, key: string) {
  const row = page.getByTestId('audit-changes').locator(`tbody tr[data-key="${key}"]`)
  await row.waitFor()
  return row.locator('td').allInnerTexts()
}

const lines = (text: string) => text.split('\n').map((line) => line.trim())

describe('an audit entry read in the Uzbek interface', () => {
  it('names related records, says yes/no, dates as dd.mm.yyyy and marks a record deleted since', async () => {
    const slug = unique('e2e-audit-values')
    const oldCategory = await restWrite('POST', 'news-categories', { name: `Eski rukn ${slug}`, slug: `${slug}-old` })
    const newCategory = await restWrite('POST', 'news-categories', { name: `Yangi rukn ${slug}`, slug: `${slug}-new` })
    const cover = await uploadImage(await apiToken(await createStaffAccount('editor')), `dala-${slug}.jpg`, '#3a7d44')
    const first = '2026-03-05T09:15:00.000Z'
    const second = '2026-04-20T16:45:00.000Z'
    const post = await restWrite('POST', 'posts', {
      title: `Yangilik ${slug}`,
      slug,
      newsCategory: oldCategory.id,
      isFeatured: false,
      publishedAt: first,
    })
    await restWrite('PATCH', `posts/${post.id}`, {
      newsCategory: newCategory.id,
      isFeatured: true,
      publishedAt: second,
      cover: cover.id,
    })
    await rest('DELETE', `news-categories/${oldCategory.id}`)

    const page = await newPage({ session: admin, locale: 'uz' })
    const response = await page.goto(await entryUrl('posts', post.id, 'updated'))
    expect(response?.status()).toBe(200)
    expect(await page.getByTestId('audit-record').innerText()).toBe(`Yangilik ${slug}`)
    expect(await changeRow(page, 'news_category')).toEqual([
      'Rukn',
      '—',
      `Yangiliklar rukni #${oldCategory.id} (o'chirilgan)`,
      `Yangi rukn ${slug}`,
    ])
    expect(await changeRow(page, 'is_featured')).toEqual(['Asosiy yangilik', '—', "Yo'q", 'Ha'])
    expect(await changeRow(page, 'published_at')).toEqual([
      'Nashr vaqti',
      '—',
      formatDateTime(first),
      formatDateTime(second),
    ])
    expect(formatDateTime(second)).toMatch(/^20\.04\.2026 \d\d:45$/)
    expect(await changeRow(page, 'cover')).toEqual(['Muqova rasmi', '—', '—', `dala-${slug}.jpg`])
  })

  it('reads options by their Uzbek labels and an array as one labelled line per row', async () => {
    const slug = unique('e2e-audit-rows')
    const before = await restWrite('POST', 'program-sectors', { name: `Paxtachilik ${slug}`, slug: `${slug}-a` })
    const after = await restWrite('POST', 'program-sectors', { name: `Bog'dorchilik ${slug}`, slug: `${slug}-b` })
    const program = await restWrite('POST', 'programs', {
      title: `Dastur ${slug}`,
      slug,
      kind: 'credit',
      sector: 'potato',
      programSector: before.id,
      requiredDocuments: [{ document: 'Ariza' }],
    })
    await restWrite('PATCH', `programs/${program.id}`, {
      kind: 'leasing',
      programSector: after.id,
      requiredDocuments: [{ document: 'Ariza' }, { document: 'Pasport nusxasi' }],
    })

    const page = await newPage({ session: admin, locale: 'uz' })
    await page.goto(await entryUrl('programs', program.id, 'updated'))
    expect(await changeRow(page, 'kind')).toEqual(['Turi', '—', 'Kredit', 'Lizing'])
    expect(await changeRow(page, 'program_sector')).toEqual([
      'Dastur sohasi',
      '—',
      `Paxtachilik ${slug}`,
      `Bog'dorchilik ${slug}`,
    ])
    const [field, language, old, now] = await changeRow(page, 'required_documents.uz')
    expect([field, language]).toEqual(['Kerakli hujjatlar', "O'zbekcha"])
    expect(lines(old)).toEqual(['1) Hujjat: Ariza'])
    expect(lines(now)).toEqual(['1) Hujjat: Ariza', '2) Hujjat: Pasport nusxasi'])
    expect(await page.getByTestId('audit-changes').innerText()).not.toMatch(/[{}[\]"]/)
  })

  it("names an appeal's assignee by the staff member's name, not the e-mail, in the entry and on the appeal", async () => {
    const operator = await createStaffAccount('operator')
    const name = `Dilnoza Karimova ${unique('op')}`
    const {
      docs: [account],
    } = (await rest('GET', `users?where[email][equals]=${encodeURIComponent(operator.email)}&depth=0`)) as {
      docs: { id: number }[]
    }
    await restWrite('PATCH', `users/${account.id}`, { name })
    const submitted = await fetch(`${stack().baseUrl}/api/v1/appeals?lang=uz`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        full_name: 'Malika Yusupova',
        phone: '+998901112233',
        email: 'malika@example.com',
        region: 'samarkand',
        type: 'application',
        subject: 'Yer ijarasi',
        message: 'Yordam bering.',
        consent: true,
      }),
    })
    expect(submitted.status, await submitted.clone().text()).toBe(201)
    const code = ((await submitted.json()) as { data: { tracking_code: string } }).data.tracking_code
    const {
      docs: [appeal],
    } = (await rest('GET', `appeals?where[trackingCode][equals]=${code}&depth=0`)) as { docs: { id: number }[] }
    await restWrite('PATCH', `appeals/${appeal.id}`, { assignee: account.id })

    const page = await newPage({ session: admin, locale: 'uz' })
    await page.goto(await entryUrl('appeals', appeal.id))
    expect(await changeRow(page, 'assignee')).toEqual(['Ijrochi', '—', '—', name])

    await page.goto(`/admin/collections/appeals/${appeal.id}`)
    const assignee = page.locator('#field-assignee')
    await hydrated(assignee)
    await expect.poll(() => assignee.innerText()).toContain(name)
    expect(await assignee.innerText()).not.toContain(operator.email)
  })
})

describe('the audit trail filters', () => {
  it("take and show days as dd.mm.yyyy in the Uzbek interface, the fund's days from any browser, and keep them on reload", async () => {
    // A browser in New York: the day is the fund's all the same, as the times the list shows are.
    const page = await newPage({ session: admin, locale: 'uz', timezoneId: 'America/New_York' })
    await page.goto('/admin/collections/audit-logs')
    const from = page.getByTestId('audit-filter-from').locator('input')
    await hydrated(from)
    expect(await from.getAttribute('placeholder')).toBe('kk.oo.yyyy')
    await from.fill('05.03.2026')
    await from.press('Enter')
    const bound = startOfFundDay('2026-03-05').toISOString()
    expect(bound).toBe(process.env.REPORT_TIME_ZONE ? bound : '2026-03-04T19:00:00.000Z')
    await page.waitForURL((url) => decodeURIComponent(url.search).includes(`[createdAt][greater_than_equal]=${bound}`))
    await page.reload()
    const reloaded = page.getByTestId('audit-filter-from').locator('input')
    await hydrated(reloaded)
    await expect.poll(() => reloaded.inputValue()).toBe('05.03.2026')
  })
})

describe('the audit trail is quick to scan (issue 37, point 8)', () => {
  const listOf = (resource: string, id: number) =>
    `/admin/collections/audit-logs?where[resource][equals]=${resource}&where[resourceId][equals]=${id}&sort=-createdAt`

  it('names each entry’s record by its title in the list, not by a number alone', async () => {
    const slug = unique('e2e-audit-title')
    const program = await restWrite('POST', 'programs', {
      title: `Fermerlarga kredit ${slug}`,
      slug,
      sector: 'cotton',
      kind: 'credit',
      status: '1',
    })
    await restWrite('PATCH', `programs/${program.id}`, { sortOrder: 3 })
    const page = await newPage({ session: admin, locale: 'uz' })
    await page.goto(listOf('programs', program.id))
    const cells = page.getByTestId('audit-record')
    await cells.first().waitFor()
    for (const text of await cells.allInnerTexts()) expect(text).toContain(`Fermerlarga kredit ${slug}`)
  })

  it('marks the words a long text’s change removed and added', async () => {
    const slug = unique('e2e-audit-words')
    const before =
      "Boshlang'ich to'lov 15 foiz, muddati uch yil, foiz stavkasi yillik 14 foiz, garov sifatida texnika qabul qilinadi."
    const after =
      "Boshlang'ich to'lov 10 foiz, muddati uch yil, foiz stavkasi yillik 14 foiz, garov sifatida texnika qabul qilinadi."
    const post = await restWrite('POST', 'posts', {
      title: `Yangilik ${slug}`,
      slug,
      excerpt: before,
      isFeatured: false,
    })
    await restWrite('PATCH', `posts/${post.id}`, { excerpt: after })
    const page = await newPage({ session: admin, locale: 'uz' })
    await page.goto(await entryUrl('posts', post.id, 'updated'))
    const row = page.getByTestId('audit-changes').locator('tbody tr[data-key="excerpt.uz"]')
    await row.waitFor()
    expect(await row.locator('del').allInnerTexts()).toEqual(['15'])
    expect(await row.locator('ins').allInnerTexts()).toEqual(['10'])
  })

  it('says a version restore was a restore, and of which version', async () => {
    const slug = unique('e2e-audit-restore')
    const program = await restWrite('POST', 'programs', {
      title: `Birinchi nom ${slug}`,
      slug,
      sector: 'cotton',
      kind: 'credit',
      status: '1',
    })
    await restWrite('PATCH', `programs/${program.id}`, { title: `Ikkinchi nom ${slug}` })
    const { docs } = (await rest(
      'GET',
      `programs/versions?where[parent][equals]=${program.id}&sort=createdAt&depth=0&limit=1`,
    )) as { docs: { id: number; updatedAt: string }[] }
    const response = await fetch(`${stack().baseUrl}/api/programs/versions/${docs[0].id}`, {
      method: 'POST',
      headers: { authorization: `JWT ${await superAdminToken()}` },
    })
    expect(response.status).toBe(200)

    const page = await newPage({ session: admin, locale: 'uz' })
    await page.goto(listOf('programs', program.id))
    const restore = page.getByTestId('audit-restore')
    await restore.waitFor()
    expect(await restore.innerText()).toBe(`${formatDateTime(docs[0].updatedAt)} dagi versiya tiklandi`)
  })
})
