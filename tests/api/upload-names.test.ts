import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createLegalDocument } from '../factories.js'
import { files, form } from '../support/files.js'
import { useStack } from '../support/stack.js'

/**
 * Stored names (issue 26, finding 6): every upload is stored under a name the service makes (random, collision-free,
 * the extension of its real type), whatever the client called it. Eight uploads of one name at once all land, a name
 * of 300 characters is taken, and the original name (trimmed, at most 255 characters, its extension kept) is what the
 * wire shows and what downloads are named.
 */

const stack = useStack({ media: true, env: { RATE_LIMIT_APPEALS_PER_HOUR: '0' } })

/** 128 random bits, then at most 64 Latin letters, digits and dashes of the client's name, then the real type's extension. */
const STORED_NAME = /^[0-9a-f]{32}(-[a-z0-9-]{1,64})?\.[a-z0-9]+$/
/** 300 characters (Uzbek Cyrillic and Latin, so the header needs its UTF-8 form), then `.pdf`. */
const LONG_BASE = 'Qaror-loyihasi — ариза '.repeat(14).slice(0, 300)
const longName = (extension: string) => `${LONG_BASE}.${extension}`
/** What the service keeps of it: the first 251 characters and the extension, 255 in all. */
const bounded = (extension: string) => `${LONG_BASE.slice(0, 255 - extension.length - 1)}.${extension}`

const nameOf = (url: string) => decodeURIComponent(new URL(url).pathname.split('/').pop()!)
const asEditor = () => ({ authorization: `Bearer ${stack.tokens.editor}` })

/** The file name a Content-Disposition header gives (RFC 6266: `filename*` wins over `filename`). */
function dispositionName(header: string | null): string | null {
  if (!header) return null
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header)
  if (extended) return decodeURIComponent(extended[1])
  const plain = /filename="((?:[^"\\]|\\.)*)"/i.exec(header)
  return plain ? plain[1].replace(/\\(.)/g, '$1') : null
}

/** The answers to eight simultaneous uploads, each body read: all eight were 201 (the others' bodies say why not). */
async function allCreated(responses: Response[]) {
  const bodies = await Promise.all(
    responses.map(async (response) => ({ status: response.status, body: (await response.json()) as any })),
  )
  expect(
    bodies.map((answer) => answer.status),
    JSON.stringify(bodies.filter((answer) => answer.status !== 201)),
  ).toEqual(Array(8).fill(201))
  return bodies
}

const managerPhoto = (name: string, data: Buffer) =>
  fetch(`${stack.url}/api/v1/admin/management`, {
    method: 'POST',
    headers: asEditor(),
    body: form({ 'full_name[uz]': 'Rahbar Rahbarov', 'position[uz]': 'Direktor' }, [
      { field: 'photo', name, data, type: 'image/jpeg' },
    ]),
  })
const legalFile = async (name: string, data: Buffer, document?: { id: number }) => {
  document ??= await createLegalDocument(stack.payload)
  const response = await fetch(`${stack.url}/api/v1/admin/legal-documents/${document.id}/files`, {
    method: 'POST',
    headers: asEditor(),
    body: form({}, [{ field: 'files[]', name, data }]),
  })
  return { document, response }
}

const appeal = (name: string, data: Buffer) =>
  fetch(`${stack.url}/api/v1/appeals`, {
    method: 'POST',
    body: form(
      {
        full_name: 'Dilnoza Karimova',
        phone: '+998901234567',
        region: 'fergana',
        type: 'complaint',
        subject: 'Ilova',
        message: 'Hujjat ilova qilindi.',
        consent: 'true',
      },
      [{ field: 'attachments[]', name, data }],
    ),
  })
const appealRecord = async (trackingCode: string) => {
  const { docs } = await stack.payload.find({
    collection: 'appeals',
    where: { trackingCode: { equals: trackingCode } },
    overrideAccess: true,
    depth: 0,
  })
  const shown = await stack.api.get(`/api/v1/admin/appeals/${docs[0].id}`, { token: stack.tokens.operator })
  return shown.body.data as { attachments: { id: number; file_name: string; url: string }[] }
}

describe('staff uploads through /api/v1', () => {
  it('stores eight simultaneous photos of one file name, each under a name of its own', async () => {
    const jpeg = await files.jpeg()
    const responses = await Promise.all(Array.from({ length: 8 }, () => managerPhoto('portret.jpg', jpeg)))
    const bodies = await allCreated(responses)
    const photos = bodies.map((answer) => answer.body.data.photo)
    expect(photos.map((photo) => photo.file_name)).toEqual(Array(8).fill('portret.jpg'))
    const stored = photos.map((photo) => nameOf(photo.url))
    expect(new Set(stored).size).toBe(8)
    for (const name of stored) {
      expect(name).toMatch(STORED_NAME)
      expect(name.endsWith('-portret.jpg')).toBe(true)
      expect(existsSync(path.join(stack.mediaDir, name))).toBe(true)
    }
    // The image sizes follow the stored name, so they never collide either.
    for (const photo of photos)
      for (const url of Object.values(photo.conversions as Record<string, string>))
        expect(nameOf(url).startsWith(nameOf(photo.url).replace(/\.jpg$/, '-'))).toBe(true)
  })

  it('stores eight simultaneous documents of one file name on eight legal documents', async () => {
    const documents = []
    for (let index = 0; index < 8; index++) documents.push(await createLegalDocument(stack.payload))
    const results = await Promise.all(documents.map((document) => legalFile('qaror.pdf', files.pdf(), document)))
    const bodies = await allCreated(results.map(({ response }) => response))
    const stored = bodies.map((answer) => nameOf(answer.body.data.files[0].url))
    expect(new Set(stored).size).toBe(8)
    for (const answer of bodies) expect(answer.body.data.files[0].file_name).toBe('qaror.pdf')
  })

  it('takes a 300-character name: shows it cut to 255 characters with its extension, and downloads under it', async () => {
    const { document, response } = await legalFile(longName('pdf'), files.pdf())
    expect(response.status, await response.clone().text()).toBe(201)
    const [file] = ((await response.json()) as { data: { files: { id: number; file_name: string; url: string }[] } })
      .data.files
    expect(file.file_name).toBe(bounded('pdf'))
    expect(file.file_name).toHaveLength(255)
    expect(nameOf(file.url)).toMatch(STORED_NAME)
    expect(nameOf(file.url)).not.toBe(file.file_name)
    for (const url of [file.url, `${stack.url}/api/v1/legal-documents/${document.id}/files/${file.id}`]) {
      const download = await fetch(url)
      expect(download.status, url).toBe(200)
      expect(download.headers.get('content-disposition'), url).toMatch(/^attachment;/)
      expect(dispositionName(download.headers.get('content-disposition')), url).toBe(bounded('pdf'))
      expect(Buffer.from(await download.arrayBuffer()).equals(files.pdf())).toBe(true)
    }
  })

  it('takes a 300-character image name, and keeps a name without its path, spaces around it and direction overrides', async () => {
    const photo = await managerPhoto(longName('jpeg'), await files.jpeg())
    expect(photo.status, await photo.clone().text()).toBe(201)
    expect(((await photo.json()) as { data: { photo: { file_name: string } } }).data.photo.file_name).toBe(
      bounded('jpeg'),
    )
    const spaced = await legalFile('  C:\\Hujjatlar\\ qaror\u202e 2.pdf  ', files.pdf())
    expect(spaced.response.status).toBe(201)
    expect(
      ((await spaced.response.json()) as { data: { files: { file_name: string }[] } }).data.files[0].file_name,
    ).toBe('qaror 2.pdf')
  })
})

describe('citizens’ attachments through POST /api/v1/appeals', () => {
  it('stores eight simultaneous appeals attaching one file name, each under a name of its own', async () => {
    const responses = await Promise.all(Array.from({ length: 8 }, () => appeal('ariza.pdf', files.pdf())))
    const bodies = await allCreated(responses)
    const records = await Promise.all(bodies.map((answer) => appealRecord(answer.body.data.tracking_code)))
    const stored = records.map((record) => nameOf(record.attachments[0].url))
    expect(new Set(stored).size).toBe(8)
    for (const [index, record] of records.entries()) {
      expect(record.attachments[0].file_name).toBe('ariza.pdf')
      expect(stored[index]).toMatch(STORED_NAME)
    }
    expect(readdirSync(path.join(stack.server.dataDir, 'appeal-files'))).toEqual(expect.arrayContaining(stored))
  })

  it('takes a 300-character name and gives it, bounded, to the staff who download the file', async () => {
    const response = await appeal(longName('pdf'), files.pdf())
    expect(response.status, await response.clone().text()).toBe(201)
    const record = await appealRecord(
      ((await response.json()) as { data: { tracking_code: string } }).data.tracking_code,
    )
    const [file] = record.attachments
    expect(file.file_name).toBe(bounded('pdf'))
    expect(nameOf(file.url)).toMatch(STORED_NAME)
    const download = await fetch(file.url, { headers: { authorization: `JWT ${stack.tokens.operator}` } })
    expect(download.status).toBe(200)
    expect(download.headers.get('content-disposition')).toMatch(/^attachment;/)
    expect(dispositionName(download.headers.get('content-disposition'))).toBe(bounded('pdf'))
    expect(download.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
    expect(download.headers.get('cache-control')).toContain('no-store')
    expect(Buffer.from(await download.arrayBuffer()).equals(files.pdf())).toBe(true)
    const part = await fetch(file.url, {
      headers: { authorization: `JWT ${stack.tokens.operator}`, range: 'bytes=0-4' },
    })
    expect(part.status).toBe(206)
    expect(await part.text()).toBe('%PDF-')
  })
})

describe('uploads through Payload’s REST API (the admin UI)', () => {
  const restUpload = (name: string, data: Buffer, type: string) => {
    const body = new FormData()
    body.append('file', new Blob([new Uint8Array(data)], { type }), name)
    body.append('_payload', JSON.stringify({}))
    return fetch(`${stack.url}/api/media`, {
      method: 'POST',
      headers: { authorization: `JWT ${stack.tokens.editor}` },
      body,
    })
  }

  it('stores eight simultaneous uploads of one name under generated names and keeps the original name', async () => {
    const jpeg = await files.jpeg()
    const responses = await Promise.all(Array.from({ length: 8 }, () => restUpload('banner.jpg', jpeg, 'image/jpeg')))
    const bodies = await allCreated(responses)
    const docs = bodies.map((answer) => answer.body.doc as { filename: string; originalName: string })
    expect(new Set(docs.map((doc) => doc.filename)).size).toBe(8)
    for (const doc of docs) {
      expect(doc.filename).toMatch(STORED_NAME)
      expect(doc.originalName).toBe('banner.jpg')
    }
  })

  it('takes a 300-character name and downloads the file under its original name on Payload’s file route', async () => {
    const response = await restUpload(longName('pdf'), files.pdf(), 'application/pdf')
    expect(response.status, await response.clone().text()).toBe(201)
    const { doc } = (await response.json()) as { doc: { filename: string; originalName: string } }
    // Payload's multipart parser cuts a name to its first 255 characters before any hook sees it; the download name
    // gets the extension of the file's real type back.
    expect(doc.originalName).toBe(longName('pdf').slice(0, 255))
    expect(doc.filename).toMatch(STORED_NAME)
    const download = await fetch(`${stack.url}/api/media/file/${encodeURIComponent(doc.filename)}`, {
      headers: { authorization: `JWT ${stack.tokens.editor}` },
    })
    expect(download.status).toBe(200)
    expect(dispositionName(download.headers.get('content-disposition'))).toBe(bounded('pdf'))
    expect(download.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
  })
})
