import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { auditEntries, createLegalDocument } from '../factories.js'
import { files, form, streamedUpload } from '../support/files.js'
import { useStack } from '../support/stack.js'
import { officeFiles } from '../support/zip.js'
import { IMAGE_CONVERSIONS } from '../support/contract.js'

/** Contract 1.7 and 1.8 over HTTP: what each upload endpoint takes, what it refuses, and what is left behind. */

/** Where multipart bodies are streamed while their request runs: empty whenever no request is running. */
const uploadTmp = mkdtempSync(path.join(os.tmpdir(), 'agrofund-upload-tmp-'))
const stack = useStack({ media: true, env: { UPLOAD_TMP_DIR: uploadTmp } })
afterAll(() => rmSync(uploadTmp, { recursive: true, force: true }))

type Upload = NonNullable<Parameters<typeof form>[1]>[number]

const post = async (url: string, fields: Record<string, string>, uploads: Upload[]) => {
  const response = await fetch(`${stack.url}${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${stack.tokens.editor}` },
    body: form(fields, uploads),
  })
  const text = await response.text()
  let body: any
  try {
    body = JSON.parse(text)
  } catch {
    body = text
  }
  return { status: response.status, body }
}

const toLegalDocument = async (uploads: Upload[]) =>
  post(`/api/v1/admin/legal-documents/${(await createLegalDocument(stack.payload)).id}/files`, {}, uploads)
const asOpenData = (upload: Omit<Upload, 'field'>) =>
  post('/api/v1/admin/open-data', { 'title[uz]': 'Ochiq maʼlumot', format: 'pdf' }, [{ field: 'file', ...upload }])
const asManagerPhoto = (upload: Omit<Upload, 'field'>) =>
  post('/api/v1/admin/management', { 'full_name[uz]': 'Rahbar Rahbarov', 'position[uz]': 'Direktor' }, [
    { field: 'photo', ...upload },
  ])

const storedPath = (url: string) =>
  path.join(stack.mediaDir, decodeURIComponent(new URL(url).pathname.split('/').pop()!))

/** The temporary files of multipart bodies: none once every request is answered. */
const tempFiles = () => readdirSync(uploadTmp, { recursive: true })

/** Runs a refused request and checks it left no file in MEDIA_DIR, no temporary file and no media row behind. */
async function leavesNothing<T>(request: () => Promise<T>): Promise<T> {
  const before = {
    files: readdirSync(stack.mediaDir).sort(),
    rows: (await stack.payload.count({ collection: 'media', overrideAccess: true })).totalDocs,
  }
  const result = await request()
  expect(readdirSync(stack.mediaDir).sort()).toEqual(before.files)
  expect(tempFiles()).toEqual([])
  expect((await stack.payload.count({ collection: 'media', overrideAccess: true })).totalDocs).toBe(before.rows)
  return result
}

/** Images with EXIF that includes a GPS position, large enough for every conversion (large is 1920 px). */
const withGps = (format: 'jpeg' | 'png' | 'webp') =>
  sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#3a7d44' } })
    .toFormat(format)
    .withExif({
      IFD0: { Copyright: 'secret-owner', Artist: 'Spy' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 18/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '69/1 16/1 0/1' },
    })
    .toBuffer()
const GPS_IFD_POINTER = Buffer.from([0x25, 0x88]) // EXIF tag 0x8825, little-endian

const documents = [
  { name: 'qaror 1.pdf', data: files.pdf, mime: 'application/pdf' },
  { name: 'qaror.doc', data: officeFiles.doc, mime: 'application/msword' },
  {
    name: 'qaror.docx',
    data: officeFiles.docx,
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  { name: 'hisobot.xls', data: officeFiles.xls, mime: 'application/vnd.ms-excel' },
  {
    name: 'hisobot.xlsx',
    data: officeFiles.xlsx,
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  { name: 'qaror.odt', data: officeFiles.odt, mime: 'application/vnd.oasis.opendocument.text' },
  { name: 'hisobot.ods', data: officeFiles.ods, mime: 'application/vnd.oasis.opendocument.spreadsheet' },
  { name: 'xat.rtf', data: officeFiles.rtf, mime: 'application/rtf' },
  { name: 'Izoh — eslatma.txt', data: files.txt, mime: 'text/plain' },
  { name: 'jadval.csv', data: files.csv, mime: 'text/csv' },
  { name: 'arxiv.zip', data: officeFiles.zip, mime: 'application/zip' },
]

const images = [
  { name: 'rasm.jpg', format: 'jpeg', mime: 'image/jpeg' },
  { name: 'rasm.jpeg', format: 'jpeg', mime: 'image/jpeg' },
  { name: 'rasm.png', format: 'png', mime: 'image/png' },
  { name: 'rasm.webp', format: 'webp', mime: 'image/webp' },
] as const

describe('documents (contract 1.7): each allowed type attaches to a legal document', () => {
  it.each(documents)('$name is stored as $mime under its original name', async ({ name, data, mime }) => {
    const response = await toLegalDocument([{ field: 'files[]', name, data: data() }])
    expect(response.status, JSON.stringify(response.body)).toBe(201)
    expect(response.body.data.files).toHaveLength(1)
    const [file] = response.body.data.files
    expect(file).toMatchObject({ file_name: name, mime_type: mime, size: data().length, conversions: {} })
    const download = await fetch(file.url)
    expect(download.status).toBe(200)
    expect(Buffer.from(await download.arrayBuffer()).equals(data())).toBe(true)
  })
})

describe('images (contract 1.7, 1.8)', () => {
  it.each(images)(
    '$name is refused as an open data file (documents only) with validation.mimes',
    async ({ name, format }) => {
      const refused = await leavesNothing(async () => asOpenData({ name, data: await withGps(format) }))
      expect(refused.status).toBe(422)
      expect(refused.body.errors).toEqual({ file: ['validation.mimes'] })
    },
  )

  it.each(images)(
    '$name is taken as a management photo, re-encoded without EXIF/GPS, with every conversion served',
    async ({ name, format, mime }) => {
      const original = await withGps(format)
      expect((await sharp(original).metadata()).exif?.includes(GPS_IFD_POINTER)).toBe(true)
      const response = await asManagerPhoto({ name, data: original, type: mime })
      expect(response.status, JSON.stringify(response.body)).toBe(201)
      const photo = response.body.data.photo
      expect(photo).toMatchObject({ id: response.body.data.photo_id, file_name: name, mime_type: mime })
      expect(Object.keys(photo.conversions).sort()).toEqual(IMAGE_CONVERSIONS)
      for (const [size, url] of Object.entries(photo.conversions as Record<string, string>)) {
        const fetched = await fetch(url)
        expect(fetched.status, `${size} ${url}`).toBe(200)
        expect(fetched.headers.get('content-type'), size).toBe(size.endsWith('_webp') ? 'image/webp' : mime)
        const meta = await sharp(Buffer.from(await fetched.arrayBuffer())).metadata()
        expect(meta.width, size).toBe({ thumbnail: 400, medium: 1024, large: 1920 }[size.replace(/_webp$/, '')])
        expect(meta.format, size).toBe(size.endsWith('_webp') ? 'webp' : format)
      }
      // The stored original: same format, no metadata at all (EXIF, GPS included).
      const stored = await sharp(storedPath(photo.url)).metadata()
      expect(stored.format).toBe(format)
      expect(stored.exif).toBeUndefined()
      const served = await fetch(photo.url)
      expect(served.status).toBe(200)
      const bytes = Buffer.from(await served.arrayBuffer())
      expect(bytes.includes(Buffer.from('secret-owner'))).toBe(false)
      expect(bytes.includes(Buffer.from('Spy'))).toBe(false)
    },
  )
})

describe('refusals leave nothing behind (contract 1.7)', () => {
  it('refuses a disguised executable on each endpoint with the endpoint’s key', async () => {
    const exe = files.exe()
    const legal = await leavesNothing(() =>
      toLegalDocument([{ field: 'files[]', name: 'qaror.pdf', data: exe, type: 'application/pdf' }]),
    )
    expect(legal.status).toBe(422)
    expect(legal.body.errors).toEqual({ 'files.0': ['validation.mimes'] })
    const openData = await leavesNothing(() => asOpenData({ name: 'data.csv', data: exe, type: 'text/csv' }))
    expect(openData.status).toBe(422)
    expect(openData.body.errors).toEqual({ file: ['validation.mimes'] })
    const photo = await leavesNothing(() => asManagerPhoto({ name: 'portret.jpg', data: exe, type: 'image/jpeg' }))
    expect(photo.status).toBe(422)
    expect(photo.body.errors).toEqual({ photo: ['validation.image'] })
  })

  it('refuses a whole legal-document upload when one file of it is disguised, keeping none of the others', async () => {
    const response = await leavesNothing(() =>
      toLegalDocument([
        { field: 'files[]', name: 'a.docx', data: officeFiles.docx() },
        { field: 'files[]', name: 'b.pdf', data: files.exe() },
      ]),
    )
    expect(response.status).toBe(422)
    expect(response.body.errors).toEqual({ 'files.1': ['validation.mimes'] })
  })

  it('refuses an image over 10240 KiB with validation.max', async () => {
    const huge = await files.hugePng()
    expect(huge.length).toBeGreaterThan(10240 * 1024)
    const response = await leavesNothing(() => asManagerPhoto({ name: 'katta.png', data: huge, type: 'image/png' }))
    expect(response.status).toBe(422)
    expect(response.body.errors).toEqual({ photo: ['validation.max'] })
  })

  it('refuses a document over 51200 KiB (under the hard limit) with validation.max', async () => {
    const big = Buffer.alloc((51200 + 512) * 1024, 0x61)
    const legal = await leavesNothing(() => toLegalDocument([{ field: 'files[]', name: 'katta.txt', data: big }]))
    expect(legal.status).toBe(422)
    expect(legal.body.errors).toEqual({ 'files.0': ['validation.max'] })
    const openData = await leavesNothing(() => asOpenData({ name: 'katta.csv', data: big }))
    expect(openData.status).toBe(422)
    expect(openData.body.errors).toEqual({ file: ['validation.max'] })
    // 100 MB through two multipart parses: its time is the machine's, not a verdict (CI timed it out on a busy machine).
  }, 120_000)

  it('answers a body over the hard limit with 413', async () => {
    const tooBig = Buffer.alloc(53 * 1024 * 1024, 0x61)
    const legal = await leavesNothing(() =>
      toLegalDocument([{ field: 'files[]', name: 'juda-katta.txt', data: tooBig }]),
    )
    expect(legal.status).toBe(413)
    const photo = await leavesNothing(() => asManagerPhoto({ name: 'juda-katta.png', data: tooBig, type: 'image/png' }))
    expect(photo.status).toBe(413)
  }, 120_000)
})

describe('the audit trail of a write that uploads', () => {
  it('audits the record once, as what happened to it, and the new file as a media record of its own', async () => {
    const created = await stack.api.post('/api/v1/admin/management', {
      token: stack.tokens.editor,
      body: { full_name: { uz: 'Audit Auditov' }, position: { uz: 'Rais' } },
    })
    const id = created.body.data.id
    const photo = new FormData()
    photo.append('_method', 'PUT')
    photo.append('position[ru]', 'Председатель')
    photo.append('photo', new Blob([new Uint8Array(await files.jpeg())]), 'rais.jpg')
    const updated = await fetch(`${stack.url}/api/v1/admin/management/${id}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${stack.tokens.editor}` },
      body: photo,
    })
    expect(updated.status).toBe(200)
    const mediaId = ((await updated.json()) as { data: { photo_id: number } }).data.photo_id
    const entries = await auditEntries(stack.payload, 'management', id)
    expect(entries.map((e) => e.action)).toEqual(['created', 'updated'])
    expect(entries[1].changes).toEqual({
      photo: { old: null, new: mediaId },
      'position.ru': { old: null, new: 'Председатель' },
    })
    expect((await auditEntries(stack.payload, 'media', mediaId)).map((e) => e.action)).toEqual(['created'])
  })
})

describe('bounded multipart bodies (contract 1.5, 1.7, 1.8)', () => {
  it('streams the files of an accepted upload to temporary files and removes them before answering', async () => {
    const created = await asManagerPhoto({ name: 'rais.jpg', data: await files.jpeg() })
    expect(created.status).toBe(201)
    expect(tempFiles()).toEqual([])
  })

  it('limits the size per kind: 12 MiB is a 413 for an image field and a stored file for a document field', async () => {
    const twelve = Buffer.alloc(12 * 1024 * 1024, 0x61)
    const photo = await leavesNothing(() => asManagerPhoto({ name: 'katta.jpg', data: twelve, type: 'image/jpeg' }))
    expect(photo.status).toBe(413)
    expect(photo.body).toEqual({ message: 'Payload too large.' })
    const document = await asOpenData({ name: 'katta.csv', data: twelve })
    expect(document.status, JSON.stringify(document.body)).toBe(201)
    expect(document.body.data.file.size).toBe(twelve.length)
    expect(tempFiles()).toEqual([])
  })

  it('limits the count per field: a second photo, or a 21st legal-document file, is a 413', async () => {
    const jpeg = await files.jpeg()
    const twoPhotos = await leavesNothing(() =>
      post('/api/v1/admin/management', { 'full_name[uz]': 'Ikki Surat', 'position[uz]': 'Direktor' }, [
        { field: 'photo', name: 'a.jpg', data: jpeg },
        { field: 'photo', name: 'b.jpg', data: jpeg },
      ]),
    )
    expect(twoPhotos.status).toBe(413)
    const many = Array.from({ length: 21 }, (_, index) => ({
      field: 'files[]',
      name: `${index}.txt`,
      data: files.txt(),
    }))
    expect((await leavesNothing(() => toLegalDocument(many))).status).toBe(413)
    expect((await toLegalDocument(many.slice(0, 20))).status).toBe(201)
  })

  it('skips files of fields the route does not take, unread', async () => {
    const rows = (await stack.payload.count({ collection: 'media', overrideAccess: true })).totalDocs
    const response = await post(
      '/api/v1/admin/management',
      { 'full_name[uz]': 'Ortiqcha Fayl', 'position[uz]': 'Direktor' },
      [{ field: 'resume', name: 'cv.pdf', data: files.pdf() }],
    )
    expect(response.status).toBe(201)
    expect(response.body.data.photo_id).toBeNull()
    expect((await stack.payload.count({ collection: 'media', overrideAccess: true })).totalDocs).toBe(rows)
  })

  it('answers a multipart write to a route that takes no files with 415, after its guard, without reading it', async () => {
    const body = () =>
      form({ 'title[uz]': 'Dastur', slug: 'dastur-multipart' }, [{ field: 'file', name: 'a.pdf', data: files.pdf() }])
    const anonymous = await fetch(`${stack.url}/api/v1/admin/programs`, { method: 'POST', body: body() })
    expect(anonymous.status).toBe(401)
    const editor = await fetch(`${stack.url}/api/v1/admin/programs`, {
      method: 'POST',
      headers: { authorization: `Bearer ${stack.tokens.editor}` },
      body: body(),
    })
    expect(editor.status).toBe(415)
    expect(await editor.json()).toEqual({ message: 'Unsupported Media Type.' })
    expect(tempFiles()).toEqual([])
  })

  it('answers text no column can hold (a NUL byte, in a value or a key) with 400, as for JSON, storing nothing', async () => {
    const before = (await stack.payload.count({ collection: 'management', overrideAccess: true })).totalDocs
    for (const fields of [
      { 'full_name[uz]': 'Rahbar\u0000', 'position[uz]': 'Direktor' },
      { 'full_name[u\u0000z]': 'Rahbar', 'position[uz]': 'Direktor' },
    ] as Record<string, string>[]) {
      const response = await post('/api/v1/admin/management', fields, [
        { field: 'photo', name: 'a.png', data: await files.png() },
      ])
      expect(response).toEqual({ status: 400, body: { message: 'Malformed multipart body.' } })
    }
    expect((await stack.payload.count({ collection: 'management', overrideAccess: true })).totalDocs).toBe(before)
    expect(tempFiles()).toEqual([])
  })
  it('answers an anonymous multipart upload with 401 and a read-only route with 405, without storing a byte', async () => {
    const document = await createLegalDocument(stack.payload)
    const huge = streamedUpload('files[]', 'a.pdf', 30 * 1024 * 1024)
    const anonymous = await fetch(`${stack.url}/api/v1/admin/legal-documents/${document.id}/files`, {
      method: 'POST',
      body: huge.body,
      headers: huge.headers,
      duplex: 'half',
    } as RequestInit)
    expect(anonymous.status).toBe(401)
    const readOnly = streamedUpload('file', 'a.pdf', 30 * 1024 * 1024)
    const programs = await fetch(`${stack.url}/api/v1/programs`, {
      method: 'POST',
      body: readOnly.body,
      headers: readOnly.headers,
      duplex: 'half',
    } as RequestInit)
    expect(programs.status).toBe(405)
    expect(tempFiles()).toEqual([])
  })

  it('keeps _method=PUT on a multipart POST, and answers a POST without it on an item path with 405', async () => {
    const created = await stack.api.post('/api/v1/admin/management', {
      token: stack.tokens.editor,
      body: { full_name: { uz: 'Usul Usulov' }, position: { uz: 'Rais' } },
    })
    const url = `/api/v1/admin/management/${created.body.data.id}`
    const put = await post(url, { _method: 'put', 'position[uz]': 'Rais o‘rinbosari' }, [
      { field: 'photo', name: 'rais.png', data: await files.png() },
    ])
    expect(put.status, JSON.stringify(put.body)).toBe(200)
    expect(put.body.data.position.uz).toBe('Rais o‘rinbosari')
    expect(put.body.data.photo_id).toEqual(expect.any(Number))
    const plain = await leavesNothing(() =>
      post(url, { 'position[uz]': 'x' }, [{ field: 'photo', name: 'rais.png', data: files.pdf() }]),
    )
    expect(plain.status).toBe(405)
    const asOperator = await fetch(`${stack.url}${url}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${stack.tokens.operator}` },
      body: form({ _method: 'PUT' }),
    })
    expect(asOperator.status).toBe(403)
  })

  it('removes the temporary file of an upload its client aborts', async () => {
    const document = await createLegalDocument(stack.payload)
    const aborted = new AbortController()
    const upload = streamedUpload('files[]', 'uzun.pdf', 45 * 1024 * 1024)
    const sent = fetch(`${stack.url}/api/v1/admin/legal-documents/${document.id}/files`, {
      method: 'POST',
      body: upload.body,
      headers: { ...upload.headers, authorization: `Bearer ${stack.tokens.editor}` },
      duplex: 'half',
      signal: aborted.signal,
    } as RequestInit).catch(() => 'aborted')
    await expect.poll(() => tempFiles().length, { timeout: 10_000, interval: 20 }).toBeGreaterThan(0)
    aborted.abort()
    expect(await sent).toBe('aborted')
    await expect.poll(() => tempFiles(), { timeout: 10_000, interval: 50 }).toEqual([])
    expect(
      (await stack.api.get(`/api/v1/admin/legal-documents/${document.id}`, { token: stack.tokens.editor })).body.data
        .files,
    ).toEqual([])
  })
})

describe('decompression bombs', () => {
  it('refuses a 16000 × 16000 PNG of a few dozen KiB from its header, at once, with validation.image', async () => {
    const bomb = files.bombPng()
    expect(bomb.length).toBeLessThan(64 * 1024)
    const started = performance.now()
    const response = await leavesNothing(() => asManagerPhoto({ name: 'bomba.png', data: bomb, type: 'image/png' }))
    const elapsed = performance.now() - started
    console.log(`bomb PNG (${bomb.length} bytes, 16000 × 16000) refused on /api/v1 in ${elapsed.toFixed(0)} ms`)
    expect(response.status).toBe(422)
    expect(response.body.errors).toEqual({ photo: ['validation.image'] })
    expect(elapsed).toBeLessThan(2_000)
  })

  it('refuses it through Payload’s REST API (the admin UI) with 400, before any image size is made', async () => {
    const upload = new FormData()
    upload.append('file', new Blob([new Uint8Array(files.bombPng())], { type: 'image/png' }), 'bomba.png')
    upload.append('_payload', JSON.stringify({}))
    const started = performance.now()
    const response = await leavesNothing(() =>
      fetch(`${stack.url}/api/media`, {
        method: 'POST',
        headers: { authorization: `JWT ${stack.tokens.editor}` },
        body: upload,
      }),
    )
    const elapsed = performance.now() - started
    console.log(`bomb PNG refused on Payload's REST in ${elapsed.toFixed(0)} ms`)
    expect(response.status).toBe(400)
    expect(elapsed).toBeLessThan(2_000)
  })
})

describe('uploads from a URL', () => {
  it('refuses a media record Payload would fetch from a URL itself, unchecked', async () => {
    const response = await leavesNothing(() =>
      fetch(`${stack.url}/api/media`, {
        method: 'POST',
        headers: { authorization: `JWT ${stack.tokens.editor}`, 'content-type': 'application/json' },
        body: JSON.stringify({ filename: 'bomba.png', url: `${stack.url}/media/bomba.png` }),
      }),
    )
    expect(response.status).toBe(400)
    // In the interface language: Uzbek when the request names none.
    expect(JSON.stringify(await response.json())).toContain("Faylning o'zini yuklang.")
  })
})

describe('stored names and served headers', () => {
  /** A real PDF that is also an HTML page with a script. */
  const polyglot = () =>
    Buffer.from(
      files
        .pdf()
        .toString('latin1')
        .replace('%PDF-1.4\n', '%PDF-1.4\n%<html><body><script>alert(document.domain)</script></body></html>\n'),
      'latin1',
    )

  it('stores a PDF named .html under the .pdf extension and serves it as a sandboxed attachment', async () => {
    const response = await toLegalDocument([
      { field: 'files[]', name: 'sahifa.html', data: polyglot(), type: 'text/html' },
    ])
    expect(response.status, JSON.stringify(response.body)).toBe(201)
    const [file] = response.body.data.files
    expect(file).toMatchObject({ file_name: 'sahifa.html', mime_type: 'application/pdf' })
    expect(file.url).toMatch(/\.pdf$/)
    expect(existsSync(storedPath(file.url))).toBe(true)
    const served = await fetch(file.url)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('application/pdf')
    expect(served.headers.get('content-disposition')).toMatch(/^attachment; filename="?sahifa\.pdf"?$/)
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('serves images inline, with the same sandbox', async () => {
    const response = await asManagerPhoto({ name: 'portret.jpeg', data: await files.jpeg(), type: 'image/jpeg' })
    const served = await fetch(response.body.data.photo.url)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/jpeg')
    expect(served.headers.get('content-disposition')).toBeNull()
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
  })
})
