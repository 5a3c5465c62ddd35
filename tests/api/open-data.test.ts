import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { auditEntries, createOpenDataset } from '../factories.js'
import { files, form } from '../support/files.js'
import { useStack } from '../support/stack.js'
import { describeStandardCases } from '../support/standardCases.js'

const stack = useStack({ media: true })

describeStandardCases(stack, { tag: 'open-data', factory: createOpenDataset })

const multipart = (
  method: string,
  url: string,
  token: string | undefined,
  fields: Record<string, string>,
  uploads: Parameters<typeof form>[1] = [],
) =>
  fetch(`${stack.url}${url}`, {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form(fields, uploads),
  })

const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as any })

describe('POST /api/v1/admin/open-data', () => {
  it('creates a data set with an uploaded file (multipart, bracket keys) and audits it once', async () => {
    const response = await json(
      await multipart(
        'POST',
        '/api/v1/admin/open-data',
        stack.tokens.editor,
        { 'title[uz]': 'Kreditlar', 'title[ru]': 'Кредиты', format: 'csv', data_updated_at: '2026-10-01' },
        [{ field: 'file', name: 'credits.csv', data: files.csv() }],
      ),
    )
    expect(response.status).toBe(201)
    expect(response.body.data).toMatchObject({
      title: { uz: 'Kreditlar', ru: 'Кредиты', en: null },
      format: 'csv',
      license: 'CC-BY-4.0',
      data_updated_at: '2026-10-01',
      external_url: null,
      status: 1,
    })
    expect(response.body.data.file).toMatchObject({ file_name: 'credits.csv', mime_type: 'text/csv', conversions: {} })
    expect(response.body.data.download_url).toBe(response.body.data.file.url)
    const actions = (await auditEntries(stack.payload, 'open-data', response.body.data.id)).map((e) => e.action)
    expect(actions).toEqual(['created'])
  })

  it('creates a data set that points to an external URL (JSON)', async () => {
    const response = await stack.api.post('/api/v1/admin/open-data', {
      token: stack.tokens.editor,
      body: { title: { uz: 'Tashqi' }, format: 'json', external_url: 'https://data.gov.uz/x.json', license: 'ODbL' },
    })
    expect(response.status).toBe(201)
    expect(response.body.data).toMatchObject({
      file_id: null,
      external_url: 'https://data.gov.uz/x.json',
      license: 'ODbL',
      download_url: 'https://data.gov.uz/x.json',
    })
  })

  it('wants exactly one of file and external_url (validation.required_if)', async () => {
    const neither = await stack.api.post('/api/v1/admin/open-data', {
      token: stack.tokens.editor,
      body: { title: { uz: 'x' }, format: 'csv' },
    })
    expect(neither.body.errors).toEqual({ file: ['validation.required_if'], external_url: ['validation.required_if'] })
    const both = await json(
      await multipart(
        'POST',
        '/api/v1/admin/open-data',
        stack.tokens.editor,
        { 'title[uz]': 'x', format: 'csv', external_url: 'https://example.com/a.csv' },
        [{ field: 'file', name: 'a.csv', data: files.csv() }],
      ),
    )
    expect(both.body.errors).toEqual({ external_url: ['validation.required_if'] })
  })

  it('refuses a disguised or oversized file and leaves no row and no file behind', async () => {
    const before = {
      files: readdirSync(stack.mediaDir).length,
      rows: (await stack.payload.count({ collection: 'media' })).totalDocs,
    }
    const disguised = await json(
      await multipart('POST', '/api/v1/admin/open-data', stack.tokens.editor, { 'title[uz]': 'x', format: 'pdf' }, [
        { field: 'file', name: 'data.pdf', data: files.exe() },
      ]),
    )
    expect(disguised.body.errors).toEqual({ file: ['validation.mimes'] })
    const image = await json(
      await multipart('POST', '/api/v1/admin/open-data', stack.tokens.editor, { 'title[uz]': 'x', format: 'pdf' }, [
        { field: 'file', name: 'chart.png', data: await files.png() },
      ]),
    )
    expect(image.body.errors).toEqual({ file: ['validation.mimes'] })
    // A valid file but an invalid record: the file must not stay on disk.
    const invalid = await json(
      await multipart('POST', '/api/v1/admin/open-data', stack.tokens.editor, { 'title[uz]': 'x', format: 'rar' }, [
        { field: 'file', name: 'ok.csv', data: files.csv() },
      ]),
    )
    expect(invalid.body.errors).toEqual({ format: ['validation.in'] })
    expect(readdirSync(stack.mediaDir).length).toBe(before.files)
    expect((await stack.payload.count({ collection: 'media' })).totalDocs).toBe(before.rows)
  })
})

describe('PUT /api/v1/admin/open-data/{openDataset_id} (and POST with _method=PUT)', () => {
  it('replaces the URL by a file through a multipart POST with _method=PUT', async () => {
    const created = await stack.api.post('/api/v1/admin/open-data', {
      token: stack.tokens.editor,
      body: { title: { uz: 'Almashtir' }, format: 'pdf', external_url: 'https://example.com/r.pdf' },
    })
    const response = await json(
      await multipart(
        'POST',
        `/api/v1/admin/open-data/${created.body.data.id}`,
        stack.tokens.editor,
        { _method: 'PUT', external_url: '', 'title[ru]': 'Замена' },
        [{ field: 'file', name: 'report.pdf', data: files.pdf() }],
      ),
    )
    expect(response.status).toBe(200)
    expect(response.body.data).toMatchObject({ external_url: null, title: { uz: 'Almashtir', ru: 'Замена', en: null } })
    expect(response.body.data.file.mime_type).toBe('application/pdf')
    expect(
      existsSync(path.join(stack.mediaDir, decodeURIComponent(response.body.data.file.url.split('/').pop()))),
    ).toBe(true)
  })
})

describe('GET /api/v1/open-data', () => {
  it('lists active data sets with download_url, size, format, license and data_updated_at, filtered by format', async () => {
    const withFile = await json(
      await multipart(
        'POST',
        '/api/v1/admin/open-data',
        stack.tokens.editor,
        { 'title[uz]': 'Fayl', 'title[en]': 'File', format: 'xml' },
        [{ field: 'file', name: 'list.txt', data: files.txt() }],
      ),
    )
    await stack.api.post('/api/v1/admin/open-data', {
      token: stack.tokens.editor,
      body: { title: { uz: 'Yashirin' }, format: 'xml', external_url: 'https://example.com/h.xml', status: 0 },
    })
    const response = await stack.api.get('/api/v1/open-data?filter[format]=xml&lang=en')
    expect(response.status).toBe(200)
    expect(response.body.meta.total).toBe(1)
    expect(response.body.data[0]).toEqual({
      id: withFile.body.data.id,
      title: 'File',
      description: null,
      format: 'xml',
      download_url: withFile.body.data.file.url,
      size: files.txt().length,
      license: 'CC-BY-4.0',
      data_updated_at: null,
      sort_order: 0,
    })
    expect((await stack.api.get('/api/v1/open-data?filter[status]=1')).status).toBe(400)
  })
})
