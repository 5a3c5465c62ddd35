import { mkdtempSync, readdirSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLegalDocument, staffTokens } from '../factories.js'
import { files, form } from '../support/files.js'
import { client, type Client } from '../support/http.js'
import { startTestServer, type TestServer } from '../support/server.js'

let s3: S3rver
let bucketUrl: string
let server: TestServer
let api: Client
let tokens: Awaited<ReturnType<typeof staffTokens>>
const mediaDir = mkdtempSync(path.join(os.tmpdir(), 'agrofund-s3-local-'))

beforeAll(async () => {
  // An S3-compatible server on loopback, so the cloud-storage plugin's S3 adapter is exercised for real.
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: mkdtempSync(path.join(os.tmpdir(), 'agrofund-s3-')), configureBuckets: [{ name: 'media', configs: [] }] })
  const { port } = await s3.run()
  bucketUrl = `http://127.0.0.1:${port}/media`
  server = await startTestServer({
    MEDIA_DIR: mediaDir,
    S3_BUCKET: 'media',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  })
  api = client(server.url)
  tokens = await staffTokens(server.payload, api)
})
afterAll(async () => {
  await server?.close()
  await s3?.close()
})

const upload = (id: number, name: string, data: Buffer) =>
  fetch(`${server.url}/api/v1/admin/legal-documents/${id}/files`, { method: 'POST', headers: { authorization: `Bearer ${tokens.editor}` }, body: form({}, [{ field: 'files[]', name, data }]) })

describe('media in an S3-compatible bucket', () => {
  it('stores uploads in the bucket, answers bucket URLs, and keeps MEDIA_DIR empty', async () => {
    const document = await createLegalDocument(server.payload)
    const response = await upload(document.id, 'qaror.pdf', files.pdf())
    expect(response.status).toBe(201)
    const [file] = ((await response.json()) as { data: { files: { id: number; url: string }[] } }).data.files
    expect(file.url.startsWith(`${bucketUrl}/`)).toBe(true)
    const stored = await fetch(file.url)
    expect(stored.status).toBe(200)
    expect(Buffer.from(await stored.arrayBuffer()).equals(files.pdf())).toBe(true)
    expect(readdirSync(mediaDir)).toEqual([])
    const download = await fetch(`${server.url}/api/v1/legal-documents/${document.id}/files/${file.id}`, { redirect: 'manual' })
    expect(download.status).toBe(302)
    expect(download.headers.get('location')).toBe(file.url)
  })

  it('puts image sizes and WebP versions in the bucket too', async () => {
    const photo = new FormData()
    photo.append('full_name[uz]', 'Aliyev Vali')
    photo.append('position[uz]', 'Rais')
    photo.append('photo', new Blob([new Uint8Array(await files.jpeg(2000, 1200))]), 'rais.jpg')
    const response = await fetch(`${server.url}/api/v1/admin/management`, { method: 'POST', headers: { authorization: `Bearer ${tokens.editor}` }, body: photo })
    expect(response.status).toBe(201)
    const record = ((await response.json()) as { data: { photo: { url: string; conversions: Record<string, string> } } }).data.photo
    expect(Object.keys(record.conversions).sort()).toEqual(['large', 'large_webp', 'medium', 'medium_webp', 'thumbnail', 'thumbnail_webp'])
    for (const url of [record.url, ...Object.values(record.conversions)]) {
      expect(url.startsWith(`${bucketUrl}/`)).toBe(true)
      expect((await fetch(url)).status).toBe(200)
    }
  })

  it('removes the object from the bucket when its file is removed', async () => {
    const document = await createLegalDocument(server.payload)
    const [file] = ((await (await upload(document.id, 'olib-tashlash.pdf', files.pdf())).json()) as { data: { files: { id: number; url: string }[] } }).data.files
    expect((await fetch(file.url)).status).toBe(200)
    expect((await api.delete(`/api/v1/admin/legal-documents/${document.id}/files/${file.id}`, { token: tokens.editor })).status).toBe(204)
    expect((await fetch(file.url)).status).toBe(404)
  })
})
