import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLegalDocument } from '../factories.js'
import { files, form, streamedUpload } from '../support/files.js'
import { useStack } from '../support/stack.js'

/**
 * Large multipart bodies in parallel (issue 7): before, every body was buffered in memory before routing, so four
 * 10 × 50 MB posts to a read-only route took the server from 1.2 to 2.8 GB. Now a body is read only by a route that
 * takes files, after its guard, streamed to temporary files. The server runs in this process, so its memory is this
 * process's RSS; the bodies are generated as they are sent, so the client side adds next to nothing.
 */

const PARALLEL = 4
const BODY_BYTES = 50 * 1024 * 1024
/** "Within tens of megabytes of idle." */
const ALLOWED_GROWTH_MB = 64

const uploadTmp = mkdtempSync(path.join(os.tmpdir(), 'agrofund-flood-tmp-'))
const stack = useStack({ media: true, env: { UPLOAD_TMP_DIR: uploadTmp } })
afterAll(() => rmSync(uploadTmp, { recursive: true, force: true }))
let documentId: number
let idleMb: number

const rssMb = () => process.memoryUsage().rss / 1024 / 1024

/** The highest RSS seen while `work` runs, sampled every 10 ms. */
async function peakDuring(work: () => Promise<unknown>): Promise<number> {
  let peak = rssMb()
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 10)
  try {
    await work()
  } finally {
    clearInterval(sampler)
  }
  return Math.max(peak, rssMb())
}

/**
 * PARALLEL bodies of BODY_BYTES each to one route: the statuses ('reset' where the connection was cut) and the MB the
 * client got to send, once every body was sent or given up (an early answer does not end the measurement).
 */
async function flood(url: string, field: string, token?: string) {
  const uploads = Array.from({ length: PARALLEL }, () => streamedUpload(field, 'katta.bin', BODY_BYTES))
  const statuses = await Promise.all(
    uploads.map(async (upload) => {
      const headers = { ...upload.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) }
      try {
        const response = await fetch(`${stack.url}${url}`, {
          method: 'POST',
          body: upload.body,
          headers,
          duplex: 'half',
        } as RequestInit)
        await response.arrayBuffer()
        return response.status
      } catch {
        return 'reset'
      }
    }),
  )
  // The bodies go on after an early answer for as long as the client keeps sending; done when all are sent or stalled.
  const sentBytes = () => uploads.reduce((sum, upload) => sum + upload.sent(), 0)
  let allFinished = false
  void Promise.all(uploads.map((upload) => upload.finished)).then(() => (allFinished = true))
  for (let last = -1; !allFinished && sentBytes() !== last;) {
    last = sentBytes()
    await new Promise((resolve) => setTimeout(resolve, 1_000))
  }
  return { statuses, sentMb: sentBytes() / 1024 / 1024 }
}

beforeAll(async () => {
  documentId = (await createLegalDocument(stack.payload)).id
  // Warm every code path once (routing, auth, multipart, sniffing, sharp), so idle means idle and not unloaded.
  const warm = await fetch(`${stack.url}/api/v1/admin/management`, {
    method: 'POST',
    headers: { authorization: `Bearer ${stack.tokens.editor}` },
    body: form({ 'full_name[uz]': 'Isitish', 'position[uz]': 'x' }, [
      { field: 'photo', name: 'a.jpg', data: await files.jpeg() },
    ]),
  })
  expect(warm.status).toBe(201)
  await flood(`/api/v1/admin/legal-documents/${documentId}/files`, 'files[]', stack.tokens.editor)
  await new Promise((resolve) => setTimeout(resolve, 500))
  idleMb = await peakDuring(() => new Promise((resolve) => setTimeout(resolve, 500)))
  console.log(`server RSS idle: ${idleMb.toFixed(0)} MB`)
}, 180_000)

describe(`${PARALLEL} parallel bodies of ${BODY_BYTES / 1024 / 1024} MB`, () => {
  const cases = [
    {
      name: 'to a read-only route (POST /api/v1/programs)',
      url: () => '/api/v1/programs',
      field: 'file',
      token: () => undefined,
      status: 405,
    },
    {
      name: 'to an upload route, anonymous',
      url: () => `/api/v1/admin/legal-documents/${documentId}/files`,
      field: 'files[]',
      token: () => undefined,
      status: 401,
    },
    {
      name: 'to an upload route, as an editor (streamed to disk, refused as no allowed type)',
      url: () => `/api/v1/admin/legal-documents/${documentId}/files`,
      field: 'files[]',
      token: () => stack.tokens.editor,
      status: 422,
    },
    {
      name: 'to an image route, as an editor (over the image limit)',
      url: () => '/api/v1/admin/management',
      field: 'photo',
      token: () => stack.tokens.editor,
      status: 413,
    },
  ]

  it.each(cases)(
    '$name: the server stays within tens of MB of idle and keeps no file',
    async ({ url, field, token, status }) => {
      let result = { statuses: [] as (number | string)[], sentMb: 0 }
      const started = performance.now()
      const peak = await peakDuring(async () => (result = await flood(url(), field, token())))
      const seconds = (performance.now() - started) / 1000
      const { statuses } = result
      console.log(
        `${url()} → ${statuses.join(',')}: ${result.sentMb.toFixed(0)} MB sent in ${seconds.toFixed(1)} s; server RSS idle ${idleMb.toFixed(0)} MB, peak ${peak.toFixed(0)} MB (+${(peak - idleMb).toFixed(0)} MB)`,
      )
      expect(
        statuses.every((s) => s === status || s === 'reset'),
        statuses.join(','),
      ).toBe(true)
      expect(statuses).toContain(status)
      expect(peak - idleMb).toBeLessThan(ALLOWED_GROWTH_MB)
      expect(readdirSync(uploadTmp, { recursive: true })).toEqual([])
    },
    180_000,
  )
})
