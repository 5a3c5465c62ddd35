import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditEntries, createLegalDocument, createProgram, ensureDocumentType } from '../factories.js'
import { files, form } from '../support/files.js'
import { useStack } from '../support/stack.js'
import { describeStandardCases } from '../support/standardCases.js'
import { IMAGE_CONVERSIONS } from '../support/contract.js'

const stack = useStack({ media: true })
beforeAll(async () => {
  await ensureDocumentType(stack.payload, 'decree', { name: { uz: 'Farmon', ru: 'Указ', en: 'Decree' } })
  await ensureDocumentType(stack.payload, 'law', { name: { uz: 'Qonun', ru: 'Закон', en: 'Law' } })
})

describeStandardCases(stack, { tag: 'legal-documents', factory: createLegalDocument })

const valid = () => ({
  title: { uz: 'Lizing to‘g‘risida', ru: 'О лизинге' },
  number: `PQ-${Math.random().toString(36).slice(2, 8)}`,
  doc_type: 'decree',
  relevance: 'high',
  state: 'in_force',
  adopted_on: '2023-05-17',
  direction: { uz: 'Lizing', ru: 'Лизинг' },
})

const upload = (id: number, token: string, uploads: Parameters<typeof form>[1]) =>
  fetch(`${stack.url}/api/v1/admin/legal-documents/${id}/files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form({}, uploads),
  })

describe('POST /api/v1/admin/legal-documents', () => {
  it('creates a document, derives its year and audits it', async () => {
    const response = await stack.api.post('/api/v1/admin/legal-documents', {
      token: stack.tokens.editor,
      body: { ...valid(), body: { ru: '<p>Текст</p>' } },
    })
    expect(response.status).toBe(201)
    expect(response.body.data).toMatchObject({
      doc_type: 'decree',
      adopted_on: '2023-05-17',
      year: 2023,
      files: [],
      status: 1,
      direction: { uz: 'Lizing', ru: 'Лизинг', en: null },
    })
    expect(response.body.data.body.ru).toBe('<p>Текст</p>')
    expect((await auditEntries(stack.payload, 'legal-documents', response.body.data.id)).map((e) => e.action)).toEqual([
      'created',
    ])
  })
})

describe('document type in the admin UI and on the API', () => {
  it('keeps the chosen type and its code together, whichever side writes', async () => {
    const law = await ensureDocumentType(stack.payload, 'law')
    const decree = await ensureDocumentType(stack.payload, 'decree')
    const viaApi = await stack.api.post('/api/v1/admin/legal-documents', {
      token: stack.tokens.editor,
      body: { ...valid(), doc_type: 'law' },
    })
    const stored = await stack.payload.findByID({ collection: 'legal-documents', id: viaApi.body.data.id, depth: 0 })
    expect(stored.documentType).toBe(law.id)
    // The admin UI sends the relation, as its form does through Payload's REST API.
    const edited = await stack.api.patch(`/api/legal-documents/${stored.id}`, {
      body: { documentType: decree.id },
      headers: { authorization: `JWT ${stack.tokens.editor}` },
    })
    expect(edited.status).toBe(200)
    expect(
      (await stack.api.get(`/api/v1/admin/legal-documents/${stored.id}`, { token: stack.tokens.editor })).body.data
        .doc_type,
    ).toBe('decree')
  })
})

describe('GET /api/v1/admin/legal-documents', () => {
  it('filters by status, doc_type, relevance, state, year, direction and search, sorted by -adopted_on by default', async () => {
    const older = await createLegalDocument(stack.payload, {
      adoptedOn: '2019-01-10T00:00:00.000Z',
      docType: 'law',
      relevance: 'low',
      state: 'repealed',
      direction: { uz: 'Subsidiya', ru: 'Субсидии' },
      number: 'ZRU-100%',
    })
    const newer = await createLegalDocument(stack.payload, {
      adoptedOn: '2024-06-01T00:00:00.000Z',
      docType: 'law',
      relevance: 'low',
      state: 'repealed',
      status: '0',
    })
    const list = await stack.api.get(
      '/api/v1/admin/legal-documents?filter[doc_type]=law&filter[relevance]=low&filter[state]=repealed',
      { token: stack.tokens.editor },
    )
    expect(list.body.data.map((d: { id: number }) => d.id)).toEqual([newer.id, older.id])
    expect(
      (
        await stack.api.get('/api/v1/admin/legal-documents?filter[year]=2019&filter[doc_type]=law', {
          token: stack.tokens.editor,
        })
      ).body.data.map((d: { id: number }) => d.id),
    ).toEqual([older.id])
    expect(
      (
        await stack.api.get('/api/v1/admin/legal-documents?filter[direction]=SUBSIDII&lang=uz', {
          token: stack.tokens.editor,
        })
      ).body.data,
    ).toEqual([])
    expect(
      (
        await stack.api.get(
          `/api/v1/admin/legal-documents?filter[direction]=${encodeURIComponent('субсидии')}&lang=ru`,
          { token: stack.tokens.editor },
        )
      ).body.data.map((d: { id: number }) => d.id),
    ).toEqual([older.id])
    expect(
      (
        await stack.api.get('/api/v1/admin/legal-documents?filter[search]=ZRU-100%25', { token: stack.tokens.editor })
      ).body.data.map((d: { id: number }) => d.id),
    ).toEqual([older.id])
    expect(
      (
        await stack.api.get('/api/v1/admin/legal-documents?filter[status]=0&filter[doc_type]=law', {
          token: stack.tokens.editor,
        })
      ).body.data.map((d: { id: number }) => d.id),
    ).toEqual([newer.id])
    const sorted = await stack.api.get('/api/v1/admin/legal-documents?sort=number,-id&per_page=100', {
      token: stack.tokens.editor,
    })
    const numbers = sorted.body.data.map((d: { number: string }) => d.number)
    expect(numbers).toEqual([...numbers].sort())
  })
})

describe('PUT and DELETE /api/v1/admin/legal-documents/{legalDocument_id}', () => {
  it('updates the year with the adoption date', async () => {
    const document = await createLegalDocument(stack.payload)
    const response = await stack.api.put(`/api/v1/admin/legal-documents/${document.id}`, {
      token: stack.tokens.editor,
      body: { adopted_on: '2021-12-31' },
    })
    expect(response.body.data).toMatchObject({ adopted_on: '2021-12-31', year: 2021 })
  })

  it('deletes the document with its files and clears programs’ legal_document_id', async () => {
    const document = await createLegalDocument(stack.payload)
    const program = await createProgram(stack.payload, { legalDocument: document.id })
    const uploaded = await upload(document.id, stack.tokens.editor, [
      { field: 'files[]', name: 'qaror.pdf', data: files.pdf() },
    ])
    expect(uploaded.status).toBe(201)
    const stored = ((await uploaded.json()) as { data: { files: { id: number; url: string }[] } }).data.files[0]
    const storedName = decodeURIComponent(stored.url.split('/').pop()!)
    expect(existsSync(path.join(stack.mediaDir, storedName))).toBe(true)
    expect(
      (await stack.api.delete(`/api/v1/admin/legal-documents/${document.id}`, { token: stack.tokens.admin })).status,
    ).toBe(204)
    expect(existsSync(path.join(stack.mediaDir, storedName))).toBe(false)
    expect((await stack.payload.count({ collection: 'media', where: { id: { equals: stored.id } } })).totalDocs).toBe(0)
    expect(
      (await stack.api.get(`/api/v1/admin/programs/${program.id}`, { token: stack.tokens.editor })).body.data
        .legal_document_id,
    ).toBeNull()
    expect(
      (await stack.api.delete(`/api/v1/admin/legal-documents/${document.id}`, { token: stack.tokens.admin })).status,
    ).toBe(404)
  })
})

describe('POST /api/v1/admin/legal-documents/{legalDocument_id}/files', () => {
  it('attaches each allowed document type, keeps the original name, and audits each upload', async () => {
    const document = await createLegalDocument(stack.payload)
    const response = await upload(document.id, stack.tokens.editor, [
      { field: 'files[]', name: 'qaror 123.pdf', data: files.pdf(), type: 'application/pdf' },
      { field: 'files[]', name: 'notes.txt', data: files.txt() },
      { field: 'files[]', name: 'table.csv', data: files.csv() },
    ])
    expect(response.status).toBe(201)
    const body = (await response.json()) as { data: { files: Record<string, unknown>[] } }
    expect(body.data.files).toHaveLength(3)
    expect(body.data.files[0]).toMatchObject({
      file_name: 'qaror 123.pdf',
      mime_type: 'application/pdf',
      size: files.pdf().length,
      conversions: {},
    })
    expect(String(body.data.files[0].url).startsWith(`${stack.url}/media/`)).toBe(true)
    const entries = (await auditEntries(stack.payload, 'legal-documents', document.id)).map((e) => e.action)
    expect(entries).toEqual(['file_uploaded', 'file_uploaded', 'file_uploaded'])
  })

  it('refuses a disguised executable, an image and a missing file, storing nothing', async () => {
    const document = await createLegalDocument(stack.payload)
    const before = readdirSync(stack.mediaDir).length
    const disguised = await upload(document.id, stack.tokens.editor, [
      { field: 'files[]', name: 'report.pdf', data: files.exe(), type: 'application/pdf' },
    ])
    expect(disguised.status).toBe(422)
    expect(((await disguised.json()) as { errors: unknown }).errors).toEqual({ 'files.0': ['validation.mimes'] })
    const image = await upload(document.id, stack.tokens.editor, [
      { field: 'files[]', name: 'a.pdf', data: files.pdf() },
      { field: 'files[]', name: 'photo.png', data: await files.png() },
    ])
    expect(((await image.json()) as { errors: unknown }).errors).toEqual({ 'files.1': ['validation.mimes'] })
    const none = await upload(document.id, stack.tokens.editor, [])
    expect(((await none.json()) as { errors: unknown }).errors).toEqual({ files: ['validation.required'] })
    await expectNothingStored(document.id, before)
  })

  // Bounded by the 104 MB it sends: its own timeout, a third of which a busy machine's upload of them stays under.
  it('refuses a file over the size limit (422) and a body over the limit (413), storing nothing', async () => {
    const document = await createLegalDocument(stack.payload)
    const before = readdirSync(stack.mediaDir).length
    const big = await upload(document.id, stack.tokens.editor, [
      { field: 'files[]', name: 'big.txt', data: Buffer.alloc(51 * 1024 * 1024, 0x61) },
    ])
    expect(((await big.json()) as { errors: unknown }).errors).toEqual({ 'files.0': ['validation.max'] })
    const huge = await upload(document.id, stack.tokens.editor, [
      { field: 'files[]', name: 'huge.txt', data: Buffer.alloc(53 * 1024 * 1024, 0x61) },
    ])
    expect(huge.status).toBe(413)
    await expectNothingStored(document.id, before)
  }, 90_000)
})

/** No file reached the media folder, and the document lists none. */
async function expectNothingStored(documentId: number, filesBefore: number) {
  expect(readdirSync(stack.mediaDir).length).toBe(filesBefore)
  expect(
    (await stack.api.get(`/api/v1/admin/legal-documents/${documentId}`, { token: stack.tokens.editor })).body.data
      .files,
  ).toEqual([])
}

describe('DELETE /api/v1/admin/legal-documents/{legalDocument_id}/files/{media}', () => {
  it('removes an attached file from the document, the library and the disk, audited', async () => {
    const document = await createLegalDocument(stack.payload)
    const other = await createLegalDocument(stack.payload)
    const [first, second] = (
      (await (
        await upload(document.id, stack.tokens.editor, [
          { field: 'files[]', name: 'a.pdf', data: files.pdf() },
          { field: 'files[]', name: 'b.pdf', data: files.pdf() },
        ])
      ).json()) as { data: { files: { id: number; url: string }[] } }
    ).data.files
    expect(
      (
        await stack.api.delete(`/api/v1/admin/legal-documents/${other.id}/files/${first.id}`, {
          token: stack.tokens.editor,
        })
      ).status,
    ).toBe(404)
    expect(
      (
        await stack.api.delete(`/api/v1/admin/legal-documents/${document.id}/files/${first.id}`, {
          token: stack.tokens.editor,
        })
      ).status,
    ).toBe(204)
    const after = await stack.api.get(`/api/v1/admin/legal-documents/${document.id}`, { token: stack.tokens.editor })
    expect(after.body.data.files.map((f: { id: number }) => f.id)).toEqual([second.id])
    expect(existsSync(path.join(stack.mediaDir, decodeURIComponent(first.url.split('/').pop()!)))).toBe(false)
    expect((await auditEntries(stack.payload, 'legal-documents', document.id)).map((e) => e.action)).toEqual([
      'file_uploaded',
      'file_uploaded',
      'file_deleted',
    ])
    expect(
      (
        await stack.api.delete(`/api/v1/admin/legal-documents/${document.id}/files/${first.id}`, {
          token: stack.tokens.editor,
        })
      ).status,
    ).toBe(404)
    expect(
      (
        await stack.api.delete(`/api/v1/admin/legal-documents/${document.id}/files/${second.id}`, {
          token: stack.tokens.operator,
        })
      ).status,
    ).toBe(403)
  })
})

describe('public legal documents', () => {
  it('lists only active documents with doc_type {code, name}, files and filters in the request locale', async () => {
    const visible = await createLegalDocument(stack.payload, {
      docType: 'law',
      number: 'PUB-1',
      relevance: 'medium',
      direction: { uz: 'Kredit', ru: 'Кредит' },
    })
    const hidden = await createLegalDocument(stack.payload, {
      docType: 'law',
      number: 'PUB-2',
      relevance: 'medium',
      status: '0',
    })
    const response = await stack.api.get(
      '/api/v1/legal-documents?filter[relevance]=medium&filter[doc_type]=law&lang=ru',
    )
    expect(response.status).toBe(200)
    expect(response.body.data.map((d: { id: number }) => d.id)).toEqual([visible.id])
    expect(response.body.data[0]).toMatchObject({
      number: 'PUB-1',
      doc_type: { code: 'law', name: 'Закон' },
      direction: 'Кредит',
      year: 2024,
      adopted_on: '2024-03-01',
      files: [],
    })
    expect(response.body.data[0].body).toBeUndefined()
    expect(
      (
        await stack.api.get(
          `/api/v1/legal-documents?filter[direction]=${encodeURIComponent('кредит')}&lang=ru&filter[doc_type]=law`,
        )
      ).body.data.map((d: { id: number }) => d.id),
    ).toEqual([visible.id])
    expect((await stack.api.get('/api/v1/legal-documents?filter[status]=0')).status).toBe(400)
    expect((await stack.api.get(`/api/v1/legal-documents/${hidden.id}`)).status).toBe(404)
    const detail = await stack.api.get(`/api/v1/legal-documents/${visible.id}?lang=ru`)
    expect(detail.body.data).toHaveProperty('body')
  })

  it('downloads an attached file under its original name, and 404s for others', async () => {
    const document = await createLegalDocument(stack.payload)
    const hidden = await createLegalDocument(stack.payload, { status: '0' })
    const [file] = (
      (await (
        await upload(document.id, stack.tokens.editor, [{ field: 'files[]', name: 'Qaror №5.pdf', data: files.pdf() }])
      ).json()) as { data: { files: { id: number }[] } }
    ).data.files
    const [hiddenFile] = (
      (await (
        await upload(hidden.id, stack.tokens.editor, [{ field: 'files[]', name: 'secret.pdf', data: files.pdf() }])
      ).json()) as { data: { files: { id: number }[] } }
    ).data.files
    const download = await fetch(`${stack.url}/api/v1/legal-documents/${document.id}/files/${file.id}`)
    expect(download.status).toBe(200)
    expect(download.headers.get('content-disposition')).toContain('attachment')
    const encodedName = /filename\*=UTF-8''([^;]+)/.exec(download.headers.get('content-disposition')!)?.[1]
    expect(decodeURIComponent(encodedName!)).toBe('Qaror №5.pdf')
    expect(Buffer.from(await download.arrayBuffer()).equals(files.pdf())).toBe(true)
    expect((await fetch(`${stack.url}/api/v1/legal-documents/${document.id}/files/${hiddenFile.id}`)).status).toBe(404)
    expect((await fetch(`${stack.url}/api/v1/legal-documents/${hidden.id}/files/${hiddenFile.id}`)).status).toBe(404)
  })

  it('counts facets of public documents only', async () => {
    await ensureDocumentType(stack.payload, 'order', { name: { uz: 'Buyruq', ru: 'Приказ', en: 'Order' } })
    await createLegalDocument(stack.payload, {
      docType: 'order',
      adoptedOn: '2015-02-02T00:00:00.000Z',
      direction: { ru: 'Экспорт' },
    })
    await createLegalDocument(stack.payload, { docType: 'order', adoptedOn: '2015-03-03T00:00:00.000Z', status: '0' })
    const response = await stack.api.get('/api/v1/legal-documents/facets?lang=ru')
    expect(response.status).toBe(200)
    expect(Object.keys(response.body.data)).toEqual(['doc_type', 'relevance', 'state', 'year', 'direction'])
    expect(response.body.data.doc_type).toContainEqual({ value: 'order', label: 'Приказ', count: 1 })
    expect(response.body.data.year).toContainEqual({ value: 2015, count: 1 })
    expect(response.body.data.direction).toContainEqual({ value: 'Экспорт', count: 1 })
  })
})

describe('image uploads through the media pipeline', () => {
  it('re-encodes images without their metadata and makes the sizes and WebP versions', async () => {
    const { UploadBatch } = await import('../../src/media/upload.js')
    const { createLocalReq } = await import('payload')
    const req = await createLocalReq(
      {
        user: {
          ...(await stack.payload.find({ collection: 'users', where: { role: { equals: 'editor' } }, limit: 1 }))
            .docs[0],
          collection: 'users',
        } as never,
      },
      stack.payload,
    )
    const stored = await new UploadBatch(req).store({
      field: 'image',
      name: 'field.jpg',
      data: await files.jpeg(2400, 1600),
      size: 0,
    })
    const media = await stack.payload.findByID({ collection: 'media', id: stored.id })
    expect(media.mimeType).toBe('image/jpeg')
    expect(Object.keys(media.sizes ?? {}).sort()).toEqual(IMAGE_CONVERSIONS)
    expect(media.sizes?.thumbnail_webp?.mimeType).toBe('image/webp')
    expect(media.sizes?.thumbnail?.width).toBe(400)
    const original = await sharp(path.join(stack.mediaDir, media.filename!)).metadata()
    expect(original.exif).toBeUndefined()
  })
})
