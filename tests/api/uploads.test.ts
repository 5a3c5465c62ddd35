import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEntries, createLegalDocument, staffTokens } from '../factories.js'
import { files, form } from '../support/files.js'
import { client, type Client } from '../support/http.js'
import { startTestServer, type TestServer } from '../support/server.js'
import { officeFiles } from '../support/zip.js'

/** Contract 1.7 and 1.8 over HTTP: what each upload endpoint takes, what it refuses, and what is left behind. */

let server: TestServer
let api: Client
let tokens: Awaited<ReturnType<typeof staffTokens>>
const mediaDir = mkdtempSync(path.join(os.tmpdir(), 'agrofund-uploads-'))

beforeAll(async () => {
  server = await startTestServer({ MEDIA_DIR: mediaDir })
  api = client(server.url)
  tokens = await staffTokens(server.payload, api)
})
afterAll(async () => {
  await server?.close()
  rmSync(mediaDir, { recursive: true, force: true })
})

type Upload = NonNullable<Parameters<typeof form>[1]>[number]

const post = async (url: string, fields: Record<string, string>, uploads: Upload[]) => {
  const response = await fetch(`${server.url}${url}`, { method: 'POST', headers: { authorization: `Bearer ${tokens.editor}` }, body: form(fields, uploads) })
  const text = await response.text()
  let body: any
  try {
    body = JSON.parse(text)
  } catch {
    body = text
  }
  return { status: response.status, body }
}

const toLegalDocument = async (uploads: Upload[]) => post(`/api/v1/admin/legal-documents/${(await createLegalDocument(server.payload)).id}/files`, {}, uploads)
const asOpenData = (upload: Omit<Upload, 'field'>) => post('/api/v1/admin/open-data', { 'title[uz]': 'Ochiq maʼlumot', format: 'pdf' }, [{ field: 'file', ...upload }])
const asManagerPhoto = (upload: Omit<Upload, 'field'>) => post('/api/v1/admin/management', { 'full_name[uz]': 'Rahbar Rahbarov', 'position[uz]': 'Direktor' }, [{ field: 'photo', ...upload }])

const storedPath = (url: string) => path.join(mediaDir, decodeURIComponent(new URL(url).pathname.split('/').pop()!))

/** Runs a refused request and checks it left no file in MEDIA_DIR and no media row behind. */
async function leavesNothing<T>(request: () => Promise<T>): Promise<T> {
  const before = { files: readdirSync(mediaDir).sort(), rows: (await server.payload.count({ collection: 'media', overrideAccess: true })).totalDocs }
  const result = await request()
  expect(readdirSync(mediaDir).sort()).toEqual(before.files)
  expect((await server.payload.count({ collection: 'media', overrideAccess: true })).totalDocs).toBe(before.rows)
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
  { name: 'qaror.docx', data: officeFiles.docx, mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  { name: 'hisobot.xls', data: officeFiles.xls, mime: 'application/vnd.ms-excel' },
  { name: 'hisobot.xlsx', data: officeFiles.xlsx, mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
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
  it.each(images)('$name is refused as an open data file (documents only) with validation.mimes', async ({ name, format }) => {
    const refused = await leavesNothing(async () => asOpenData({ name, data: await withGps(format) }))
    expect(refused.status).toBe(422)
    expect(refused.body.errors).toEqual({ file: ['validation.mimes'] })
  })

  it.each(images)('$name is taken as a management photo, re-encoded without EXIF/GPS, with every conversion served', async ({ name, format, mime }) => {
    const original = await withGps(format)
    expect((await sharp(original).metadata()).exif?.includes(GPS_IFD_POINTER)).toBe(true)
    const response = await asManagerPhoto({ name, data: original, type: mime })
    expect(response.status, JSON.stringify(response.body)).toBe(201)
    const photo = response.body.data.photo
    expect(photo).toMatchObject({ id: response.body.data.photo_id, file_name: name, mime_type: mime })
    expect(Object.keys(photo.conversions).sort()).toEqual(['large', 'large_webp', 'medium', 'medium_webp', 'thumbnail', 'thumbnail_webp'])
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
  })
})

describe('refusals leave nothing behind (contract 1.7)', () => {
  it('refuses a disguised executable on each endpoint with the endpoint’s key', async () => {
    const exe = files.exe()
    const legal = await leavesNothing(() => toLegalDocument([{ field: 'files[]', name: 'qaror.pdf', data: exe, type: 'application/pdf' }]))
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
  })

  it('answers a body over the hard limit with 413', async () => {
    const tooBig = Buffer.alloc(53 * 1024 * 1024, 0x61)
    const legal = await leavesNothing(() => toLegalDocument([{ field: 'files[]', name: 'juda-katta.txt', data: tooBig }]))
    expect(legal.status).toBe(413)
    const photo = await leavesNothing(() => asManagerPhoto({ name: 'juda-katta.png', data: tooBig, type: 'image/png' }))
    expect(photo.status).toBe(413)
  })
})

describe('the audit trail of a write that uploads', () => {
  it('audits the record once, as what happened to it, and the new file as a media record of its own', async () => {
    const created = await api.post('/api/v1/admin/management', { token: tokens.editor, body: { full_name: { uz: 'Audit Auditov' }, position: { uz: 'Rais' } } })
    const id = created.body.data.id
    const photo = new FormData()
    photo.append('_method', 'PUT')
    photo.append('position[ru]', 'Председатель')
    photo.append('photo', new Blob([new Uint8Array(await files.jpeg())]), 'rais.jpg')
    const updated = await fetch(`${server.url}/api/v1/admin/management/${id}`, { method: 'POST', headers: { authorization: `Bearer ${tokens.editor}` }, body: photo })
    expect(updated.status).toBe(200)
    const mediaId = ((await updated.json()) as { data: { photo_id: number } }).data.photo_id
    const entries = await auditEntries(server.payload, 'management', id)
    expect(entries.map((e) => e.action)).toEqual(['created', 'updated'])
    expect(entries[1].changes).toEqual({ photo: { old: null, new: mediaId }, 'position.ru': { old: null, new: 'Председатель' } })
    expect((await auditEntries(server.payload, 'media', mediaId)).map((e) => e.action)).toEqual(['created'])
  })
})
