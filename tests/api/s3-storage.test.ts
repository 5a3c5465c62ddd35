import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLegalDocument } from '../factories.js'
import { files, form } from '../support/files.js'
import { useStack } from '../support/stack.js'
import { IMAGE_CONVERSIONS } from '../support/contract.js'

let s3: S3rver
let proxy: http.Server
let bucket: S3Client
let endpoint: string
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }
const bucketDir = mkdtempSync(path.join(os.tmpdir(), 'agrofund-s3-'))
/** The ACL header of every request the service sent to the bucket (s3rver keeps no ACLs, so they are read in transit). */
const aclsSent: string[] = []

// Registered before the stack's hooks, so the bucket is up when the server starts and still up while it stops.
beforeAll(async () => {
  // An S3-compatible server on loopback, so the cloud-storage plugin's S3 adapter is exercised for real.
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: bucketDir,
    configureBuckets: [{ name: 'media', configs: [] }],
  })
  const { port } = await s3.run()
  // A pass-through proxy in front of it that notes the ACL each request asks for.
  proxy = http.createServer((req, res) => {
    aclsSent.push(String(req.headers['x-amz-acl'] ?? ''))
    const upstream = http.request(
      { host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    req.pipe(upstream)
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  endpoint = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
  bucket = new S3Client({
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials,
  })
})
afterAll(async () => {
  await new Promise((resolve) => proxy?.close(resolve))
  await s3?.close()
  rmSync(bucketDir, { recursive: true, force: true })
})

const stack = useStack({
  media: true,
  env: () => ({
    S3_BUCKET: 'media',
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
  }),
})

const upload = (id: number, name: string, data: Buffer) =>
  fetch(`${stack.url}/api/v1/admin/legal-documents/${id}/files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${stack.tokens.editor}` },
    body: form({}, [{ field: 'files[]', name, data }]),
  })

const nameOf = (url: string) => decodeURIComponent(new URL(url).pathname.split('/').pop()!)
const inBucket = (key: string) =>
  bucket.send(new HeadObjectCommand({ Bucket: 'media', Key: key })).then(
    () => true,
    () => false,
  )

describe('media in an S3-compatible bucket', () => {
  it('stores uploads as private objects, answers /media URLs on this service, and streams them from the bucket', async () => {
    const document = await createLegalDocument(stack.payload)
    aclsSent.length = 0
    const response = await upload(document.id, 'qaror.pdf', files.pdf())
    expect(response.status).toBe(201)
    const [file] = ((await response.json()) as { data: { files: { id: number; url: string }[] } }).data.files
    expect(aclsSent.length).toBeGreaterThan(0)
    expect(aclsSent.filter(Boolean)).toEqual([])
    expect(file.url.startsWith(`${stack.url}/media/`)).toBe(true)
    expect(await inBucket(nameOf(file.url))).toBe(true)
    const stored = await fetch(file.url)
    expect(stored.status).toBe(200)
    expect(stored.headers.get('content-type')).toBe('application/pdf')
    expect(stored.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
    expect(Buffer.from(await stored.arrayBuffer()).equals(files.pdf())).toBe(true)
    const part = await fetch(file.url, { headers: { range: 'bytes=0-4' } })
    expect(part.status).toBe(206)
    expect(await part.text()).toBe('%PDF-')
    expect(readdirSync(stack.mediaDir)).toEqual([])
    const download = await fetch(`${stack.url}/api/v1/legal-documents/${document.id}/files/${file.id}`, {
      redirect: 'manual',
    })
    expect(download.status).toBe(200)
    expect(download.headers.get('content-disposition')).toContain('attachment')
    expect(Buffer.from(await download.arrayBuffer()).equals(files.pdf())).toBe(true)
  })

  it('puts image sizes and WebP versions in the bucket too, each served through /media', async () => {
    const photo = new FormData()
    photo.append('full_name[uz]', 'Aliyev Vali')
    photo.append('position[uz]', 'Rais')
    photo.append('photo', new Blob([new Uint8Array(await files.jpeg(2000, 1200))]), 'rais.jpg')
    const response = await fetch(`${stack.url}/api/v1/admin/management`, {
      method: 'POST',
      headers: { authorization: `Bearer ${stack.tokens.editor}` },
      body: photo,
    })
    expect(response.status).toBe(201)
    const record = (
      (await response.json()) as { data: { photo: { url: string; conversions: Record<string, string> } } }
    ).data.photo
    expect(Object.keys(record.conversions).sort()).toEqual(IMAGE_CONVERSIONS)
    for (const [size, url] of [['original', record.url], ...Object.entries(record.conversions)]) {
      expect(url.startsWith(`${stack.url}/media/`)).toBe(true)
      expect(await inBucket(nameOf(url)), size).toBe(true)
      const served = await fetch(url)
      expect(served.status, size).toBe(200)
      expect(served.headers.get('content-type'), size).toBe(size.endsWith('_webp') ? 'image/webp' : 'image/jpeg')
    }
  })

  it('serves a hidden record’s file to staff only, on /media and on Payload’s file route', async () => {
    const hidden = await createLegalDocument(stack.payload, { status: '0' })
    const [file] = (
      (await (await upload(hidden.id, 'maxfiy.pdf', files.pdf())).json()) as { data: { files: { url: string }[] } }
    ).data.files
    expect(await inBucket(nameOf(file.url))).toBe(true)
    expect((await fetch(file.url)).status).toBe(404)
    expect([403, 404]).toContain(
      (await fetch(`${stack.url}/api/media/file/${encodeURIComponent(nameOf(file.url))}`)).status,
    )
    const asEditor = await fetch(file.url, { headers: { authorization: `Bearer ${stack.tokens.editor}` } })
    expect(asEditor.status).toBe(200)
    expect(Buffer.from(await asEditor.arrayBuffer()).equals(files.pdf())).toBe(true)
    const viaPayload = await fetch(`${stack.url}/api/media/file/${encodeURIComponent(nameOf(file.url))}`, {
      headers: { authorization: `JWT ${stack.tokens.editor}` },
    })
    expect(viaPayload.status).toBe(200)
    expect(viaPayload.headers.get('content-disposition')).toBe('attachment; filename=maxfiy.pdf')
  })

  it('removes the object from the bucket when its file is removed', async () => {
    const document = await createLegalDocument(stack.payload)
    const [file] = (
      (await (await upload(document.id, 'olib-tashlash.pdf', files.pdf())).json()) as {
        data: { files: { id: number; url: string }[] }
      }
    ).data.files
    expect((await fetch(file.url)).status).toBe(200)
    expect(
      (
        await stack.api.delete(`/api/v1/admin/legal-documents/${document.id}/files/${file.id}`, {
          token: stack.tokens.editor,
        })
      ).status,
    ).toBe(204)
    expect(await inBucket(nameOf(file.url))).toBe(false)
    expect((await fetch(file.url)).status).toBe(404)
  })
})
