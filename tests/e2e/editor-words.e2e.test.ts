import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { files, form } from '../support/files.js'
import { hydrated, useBrowser, type Session } from './browser.js'
import { eventually } from './eventually.js'
import { technicalTokens } from './interfaceWords.js'
import { createStaffAccount, restWrite, stack, superAdminToken, unique } from './stack.js'

const { newPage, signIn } = useBrowser()

/**
 * Issue 37, point 9: words an editor should not meet, in Uzbek and Russian. A legal document's two "states" have two
 * names; the media library's columns picker offers no storage internals; the slug is named in the interface language;
 * a legal document's type code and the API's parameter stay with admins; files are shown by the names they were
 * uploaded under, and their types by human names.
 */

let session: Session
let ids: { legal: number; post: number; media: number }
let tag: string

const TEXTS = {
  uz: {
    legalState: 'Huquqiy holati',
    visibility: "Saytda ko'rinishi",
    columns: 'Ustunlar',
    filters: 'Filtrlar',
    addFilter: "Filtr qo'shish",
    jpeg: 'JPEG rasm',
    slug: /manzil/i,
  },
  ru: {
    legalState: 'Правовой статус',
    visibility: 'Видимость на сайте',
    columns: 'Колонки',
    filters: 'Фильтры',
    addFilter: 'Добавить фильтр',
    jpeg: 'Изображение JPEG',
    slug: /адрес/i,
  },
} as const

/** What an editor must not read on these screens, whatever the language. */
const FORBIDDEN = [
  /\bSlug\b/,
  /\bPrefix\b/,
  /_object ?Key/i,
  /Thumbnail/,
  /MIME/,
  /\bSizes\b/,
  /doc_type/,
  /resolution/,
]

beforeAll(async () => {
  const editor = await createStaffAccount('editor')
  session = await signIn(editor.email, editor.password)
  tag = Math.random().toString(16).slice(2, 8)
  const type = await restWrite('POST', 'document-types', { code: 'resolution', name: `Qaror ${tag}` })
  const legal = await restWrite('POST', 'legal-documents', {
    title: `Qaror matni ${tag}`,
    number: `PQ-${tag}`,
    documentType: type.id,
    relevance: 'high',
    state: 'in_force',
    adoptedOn: '2024-03-01T00:00:00.000Z',
  }).catch(async () => {
    // The code may exist from another file's run on this database: any type will do, the code is what must not show.
    const other = await restWrite('POST', 'document-types', { code: `resolution-${tag}`, name: `Qaror ${tag}` })
    return restWrite('POST', 'legal-documents', {
      title: `Qaror matni ${tag}`,
      number: `PQ-${tag}`,
      documentType: other.id,
      relevance: 'high',
      state: 'in_force',
      adoptedOn: '2024-03-01T00:00:00.000Z',
    })
  })
  const upload = form({ _payload: JSON.stringify({ alt: `Dala ${tag}` }) }, [
    { field: 'file', name: `muqova-dala-${tag}.jpg`, data: await files.jpeg(), type: 'image/jpeg' },
  ])
  const uploaded = await fetch(`${stack().baseUrl}/api/media`, {
    method: 'POST',
    headers: { authorization: `JWT ${await superAdminToken()}` },
    body: upload,
  })
  expect(uploaded.status).toBe(201)
  const media = ((await uploaded.json()) as { doc: { id: number; filename: string } }).doc
  // The stored name has its random prefix: what the screens below must not show.
  expect(media.filename).toMatch(/^[0-9a-f]{32}-/)
  const slug = unique('e2e-words')
  const post = await restWrite('POST', 'posts', {
    title: `Muqovali yangilik ${tag}`,
    slug,
    status: '1',
    publishedAt: new Date().toISOString(),
    cover: media.id,
  })
  ids = { legal: legal.id, post: post.id, media: media.id }
})

async function pageIn(locale: 'uz' | 'ru') {
  return newPage({ session, locale })
}

/** The page's visible text and the texts it gives as placeholders. */
const shown = (page: Page) =>
  page.evaluate(() =>
    [
      document.body.innerText,
      ...[...document.querySelectorAll('[placeholder]')].map((element) => element.getAttribute('placeholder')),
    ].join('\n'),
  )

function forbiddenIn(text: string) {
  return [...FORBIDDEN.filter((pattern) => pattern.test(text)).map(String), ...technicalTokens(text)]
}

/** The pills of a list's columns picker, opened as an editor opens it. */
async function columnPills(page: Page, language: 'uz' | 'ru') {
  const toggle = page.getByRole('button', { name: TEXTS[language].columns })
  await hydrated(toggle)
  await toggle.click()
  const pills = page.locator('.pill-selector .pill, .column-selector .pill')
  await pills.first().waitFor()
  return (await pills.allInnerTexts()).map((pill) => pill.trim())
}

/** The fields a list's filter offers, as the first condition's field menu lists them (the columns picker open). */
async function filterFields(page: Page, language: 'uz' | 'ru') {
  const fields = page.locator('.where-builder .condition__field')
  const addFilter = page.getByRole('button', { name: TEXTS[language].addFilter })
  // Called with the columns picker open: the filters take its place.
  await page.getByRole('button', { name: TEXTS[language].filters }).click()
  // A list opened with a filter in its address shows that filter's condition; otherwise one is added.
  await fields.first().or(addFilter).first().waitFor()
  if ((await fields.count()) === 0) await addFilter.click()
  const condition = page.locator('.where-builder .condition__field').first()
  await condition.locator('.rs__control').click()
  const options = page.locator('.rs__menu .rs__option')
  await options.first().waitFor()
  return (await options.allInnerTexts()).map((option) => option.trim())
}

describe.each(['uz', 'ru'] as const)('words an editor meets (%s)', (language) => {
  it("a legal document's legal status and its visibility on the site have two names: form, columns, filters", async () => {
    const texts = TEXTS[language]
    const page = await pageIn(language)
    await page.goto(`/admin/collections/legal-documents/${ids.legal}`)
    await hydrated(page.locator('#field-state'))
    const label = (name: string) => page.locator(`label[for="field-${name}"]`).first().innerText()
    expect((await label('state')).replace('*', '').trim()).toBe(texts.legalState)
    expect((await label('status')).replace('*', '').trim()).toBe(texts.visibility)
    // A document type's code and the API's parameter are for admins.
    const form = await shown(page)
    expect(forbiddenIn(form)).toEqual([])
    expect(form).not.toMatch(/Hujjat turi kodi|Код типа документа/)

    await page.goto(`/admin/collections/legal-documents?where[id][in][0]=${ids.legal}`)
    const pills = await columnPills(page, language)
    expect(pills).toEqual(expect.arrayContaining([texts.legalState, texts.visibility]))
    expect(pills.filter((pill) => pill === 'Holati' || pill === 'Состояние')).toEqual([])
    const headings = (await page.locator('table thead th').allInnerTexts()).map((heading) => heading.trim())
    expect(headings).toEqual(expect.arrayContaining([texts.legalState, texts.visibility]))
    const fields = await filterFields(page, language)
    expect(fields).toEqual(expect.arrayContaining([texts.legalState, texts.visibility]))
    expect(forbiddenIn([...pills, ...fields].join('\n'))).toEqual([])
  })

  it('the media library: its columns picker offers no storage internals; names and types read as uploaded', async () => {
    const texts = TEXTS[language]
    const page = await pageIn(language)
    await page.goto(`/admin/collections/media?where[id][in][0]=${ids.media}`)
    const pills = await columnPills(page, language)
    expect(forbiddenIn(pills.join('\n')), pills.join(' | ')).toEqual([])
    const row = page.locator('table tbody tr').first()
    await row.waitFor()
    const cells = await row.innerText()
    expect(cells).toContain(`muqova-dala-${tag}.jpg`)
    expect(cells).toContain(texts.jpeg)
    expect(forbiddenIn(cells)).toEqual([])
    const filters = await filterFields(page, language)
    expect(forbiddenIn(filters.join('\n')), filters.join(' | ')).toEqual([])
  })

  it("a post's cover and the file's own page show the uploaded name and a human type; the slug is named in words", async () => {
    const texts = TEXTS[language]
    const page = await pageIn(language)
    await page.goto(`/admin/collections/posts/${ids.post}`)
    const card = page.locator('.upload-relationship-details').first()
    await hydrated(card)
    await eventually(
      () => card.innerText(),
      (text) => expect(text).toContain(`muqova-dala-${tag}.jpg`),
    )
    await eventually(
      () => card.innerText(),
      (text) => expect(text).toContain(texts.jpeg),
    )
    // The whole page, once the names rewritten in the page have come back (their look-up is a request: a name that
    // appeared after the card's, in another place, was caught in between once).
    await eventually(
      () => shown(page),
      (text) => expect(forbiddenIn(text), 'the post’s page').toEqual([]),
    )
    expect(await page.locator('label[for="field-slug"]').first().innerText()).toMatch(texts.slug)

    await page.goto('/admin/collections/posts')
    const search = page.locator('.search-filter input').first()
    await hydrated(search)
    expect(forbiddenIn((await search.getAttribute('placeholder')) ?? ''), 'the search placeholder').toEqual([])

    await page.goto(`/admin/collections/media/${ids.media}`)
    const details = page.locator('.file-details').first()
    await hydrated(details)
    await eventually(
      () => details.innerText(),
      (text) => expect(text).toContain(`muqova-dala-${tag}.jpg`),
    )
    await eventually(
      () => details.innerText(),
      (text) => expect(text).toContain(texts.jpeg),
    )
    await eventually(
      () => details.innerText(),
      (text) => expect(forbiddenIn(text), 'the file’s page').toEqual([]),
    )
  })
})
