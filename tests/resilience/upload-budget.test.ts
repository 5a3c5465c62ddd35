import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import express from 'express'
import { sql } from '@payloadcms/db-postgres'
import { afterAll, describe, expect, it } from 'vitest'
import { readMultipart } from '../../src/api/multipart.js'
import { uploadBudgetState } from '../../src/appeals/uploadBudget.js'
import { createLegalDocument } from '../factories.js'
import { startChildServer, stopChildServer } from '../support/childServer.js'
import { form } from '../support/files.js'
import { captureLog } from '../support/logCapture.js'
import { RawConnection } from '../support/rawHttp.js'
import { useStack } from '../support/stack.js'

/**
 * The disk budget of anonymous uploads (issue 26, finding 7): 40 anonymous appeals from rotating addresses once wrote
 * 1.76 GB in 9.6 s. Now the files citizens attach to appeals are weighed against a global budget, counted in the
 * database (so every server process shares it): bytes per rolling hour and bytes held by appeals nobody reviewed yet.
 * Past it, attachments are refused with 503, Retry-After and a message saying so; operators get one warning per
 * window; appeals without files and staff uploads go on as before.
 */

const MB = 1024 * 1024
/** Every attachment here: 20 KiB of text. */
const SIZE = 20 * 1024
const PER_HOUR = 'ANONYMOUS_UPLOAD_MB_PER_HOUR'
const PENDING = 'ANONYMOUS_UPLOAD_MB_PENDING'
const SHARE = 'ANONYMOUS_UPLOAD_ADDRESS_SHARE'

const log = captureLog()
const uploadTmp = mkdtempSync(path.join(os.tmpdir(), 'agrofund-budget-tmp-'))
// Room for three attachments an hour at first; the pending budget is off until its own test.
const stack = useStack({
  media: true,
  env: {
    [PER_HOUR]: String((3 * SIZE) / MB),
    [PENDING]: '0',
    // Every appeal here comes from one address: the share per address is off until its own test.
    [SHARE]: '100',
    RATE_LIMIT_APPEALS_PER_HOUR: '0',
    UPLOAD_TMP_DIR: uploadTmp,
  },
})
afterAll(() => rmSync(uploadTmp, { recursive: true, force: true }))

const citizen = {
  full_name: 'Dilnoza Karimova',
  phone: '+998901234567',
  region: 'fergana',
  type: 'complaint',
  subject: 'Ilova',
  message: 'Hujjatlar ilova qilindi.',
  consent: 'true',
}
const attachment = (index: number) => ({
  field: 'attachments[]',
  name: `hujjat-${index}.txt`,
  data: Buffer.alloc(SIZE, 0x61 + (index % 26)),
})
const appealWith = (count: number, url = stack.url, headers: Record<string, string> = {}) =>
  fetch(`${url}/api/v1/appeals`, {
    method: 'POST',
    headers,
    body: form(
      citizen,
      Array.from({ length: count }, (_, index) => attachment(index)),
    ),
  })

const appealFiles = () => {
  const dir = path.join(stack.server.dataDir, 'appeal-files')
  return existsSync(dir) ? readdirSync(dir).sort() : []
}
const appealCount = async () => (await stack.payload.count({ collection: 'appeals', overrideAccess: true })).totalDocs
const budgetWarnings = () =>
  log
    .join('')
    .split('\n')
    .filter((line) => line.includes('anonymous upload budget spent'))

/** Bytes of appeal files stored in the last hour, and held by appeals still new, as the database has them. */
async function stored(): Promise<{ lastHour: number; pending: number }> {
  const { rows } = await stack.payload.db.drizzle.execute(sql`
    select
      (select coalesce(sum(filesize), 0) from appeal_attachments where created_at > now() - interval '1 hour') as last_hour,
      (select coalesce(sum(a.filesize), 0) from appeals p join appeals_rels r on r.parent_id = p.id and r.path = 'attachments'
         join appeal_attachments a on a.id = r.appeal_attachments_id where p.status = 'new') as pending`)
  return { lastHour: Number(rows[0].last_hour), pending: Number(rows[0].pending) }
}

/** Sets a budget (in this process, whose server reads its settings per request) to room for `files` more attachments. */
async function roomFor(setting: typeof PER_HOUR | typeof PENDING, files: number) {
  const usage = await stored()
  process.env[setting] = String(((setting === PER_HOUR ? usage.lastHour : usage.pending) + files * SIZE) / MB)
  process.env[setting === PER_HOUR ? PENDING : PER_HOUR] = '0'
}

async function expectBudgetRefusal(response: Response, maxRetryAfter: number) {
  expect(response.status).toBe(503)
  const body = (await response.json()) as Record<string, unknown>
  expect(Object.keys(body)).toEqual(['message'])
  expect(body.message).toMatch(
    /^Attachments cannot be accepted at the moment: .* Try again later, or send the appeal without attachments\.$/,
  )
  const retryAfter = Number(response.headers.get('retry-after'))
  expect(retryAfter).toBeGreaterThanOrEqual(1)
  expect(retryAfter).toBeLessThanOrEqual(maxRetryAfter)
}

describe('the hourly budget of anonymous uploads', () => {
  it('takes appeals with attachments until the budget is spent, then refuses them with 503, keeping nothing', async () => {
    for (let index = 0; index < 3; index++) expect((await appealWith(1)).status, `appeal ${index + 1}`).toBe(201)
    const files = appealFiles()
    const appeals = await appealCount()
    await expectBudgetRefusal(await appealWith(1), 3600)
    await expectBudgetRefusal(await appealWith(3), 3600)
    expect(appealFiles()).toEqual(files)
    expect(await appealCount()).toBe(appeals)
    expect(readdirSync(uploadTmp)).toEqual([])
  })

  it('logs one warning for operators, however many are refused within the hour', async () => {
    await expectBudgetRefusal(await appealWith(1), 3600)
    const warnings = budgetWarnings()
    expect(warnings).toHaveLength(1)
    expect(JSON.parse(warnings[0])).toMatchObject({
      level: 'warn',
      budget: 'per_hour',
      setting: PER_HOUR,
      limitMb: (3 * SIZE) / MB,
    })
  })

  it('still takes appeals without attachments, as JSON and as a form', async () => {
    const json = await stack.api.post('/api/v1/appeals', { body: { ...citizen, consent: true } })
    expect(json.status).toBe(201)
    expect((await appealWith(0)).status).toBe(201)
  })

  it('leaves staff uploads alone', async () => {
    const document = await createLegalDocument(stack.payload)
    const upload = await fetch(`${stack.url}/api/v1/admin/legal-documents/${document.id}/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${stack.tokens.editor}` },
      body: form({}, [{ field: 'files[]', name: 'katta-hisobot.txt', data: Buffer.alloc(10 * SIZE, 0x62) }]),
    })
    expect(upload.status).toBe(201)
  })

  it('is one budget for every server process: another process on the database refuses too', async () => {
    const other = await startChildServer({
      DATABASE_URL: stack.server.databaseUrl,
      DATA_DIR: stack.server.dataDir,
      MEDIA_DIR: stack.mediaDir,
      UPLOAD_TMP_DIR: uploadTmp,
      [PER_HOUR]: String((3 * SIZE) / MB),
      [PENDING]: '0',
      [SHARE]: '100',
      RATE_LIMIT_APPEALS_PER_HOUR: '0',
      RATE_LIMIT_PUBLIC_PER_MINUTE: '0',
    })
    try {
      await expectBudgetRefusal(await appealWith(1, other.url), 3600)
      expect((await appealWith(0, other.url)).status).toBe(201)
    } finally {
      await stopChildServer(other)
    }
  }, 120_000)

  it('counts appeals that arrive together one after the other: of eight at once, only those that fit are stored', async () => {
    await roomFor(PER_HOUR, 3)
    const files = appealFiles().length
    const responses = await Promise.all(Array.from({ length: 8 }, () => appealWith(1)))
    const statuses = responses.map((response) => response.status).sort()
    expect(statuses).toEqual([201, 201, 201, 503, 503, 503, 503, 503])
    expect(appealFiles().length).toBe(files + 3)
    const usage = await stored()
    expect(usage.lastHour).toBeLessThanOrEqual(Number(process.env[PER_HOUR]) * MB)
  })

  it('removes the files already written when a later file of the same appeal does not fit', async () => {
    await roomFor(PER_HOUR, 2)
    const files = appealFiles()
    const appeals = await appealCount()
    await expectBudgetRefusal(await appealWith(3), 3600)
    expect(appealFiles()).toEqual(files)
    expect(await appealCount()).toBe(appeals)
    expect((await appealWith(2)).status).toBe(201)
  })

  it('refuses a body that declares more than is left before reading it (the multipart reader of the appeal files)', async () => {
    // A refusal just now: this process knows the budget is spent.
    await roomFor(PER_HOUR, 0)
    await expectBudgetRefusal(await appealWith(1), 3600)
    const app = express()
    app.post('/files', async (req, res) => {
      try {
        const body = await readMultipart(req, res, {
          fields: { attachments: { kind: 'any', maxCount: 3, area: 'appeal-attachments' } },
        })
        await body.cleanup()
        res.status(201).json({ files: body.files.length })
      } catch (error) {
        const known = error as { status?: number; headers?: Record<string, string>; message?: string }
        res
          .status(known.status ?? 500)
          .set(known.headers ?? {})
          .json({ message: known.message })
      }
    })
    const server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    try {
      const port = (server.address() as AddressInfo).port
      // Ten megabytes declared, a few bytes sent: the answer comes without the rest of the body.
      const connection = await RawConnection.open(port)
      connection.write(
        `POST /files HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${10 * MB}\r\n\r\n` +
          `--x\r\nContent-Disposition: form-data; name="attachments[]"; filename="a.txt"\r\n\r\naaaa`,
      )
      const answer = await connection.response(5_000)
      connection.socket.destroy()
      expect(answer.status).toBe(503)
      expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1)
      expect(readdirSync(uploadTmp)).toEqual([])
      // A body of text fields alone still passes.
      const small = await fetch(`http://127.0.0.1:${port}/files`, { method: 'POST', body: form(citizen) })
      expect(small.status).toBe(201)
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })
})

describe('the budget of files held by appeals nobody reviewed yet', () => {
  it('refuses attachments while new appeals hold the budget, and takes them again once one is reviewed', async () => {
    await roomFor(PENDING, 2)
    const first = await appealWith(1)
    expect(first.status).toBe(201)
    expect((await appealWith(1)).status).toBe(201)
    await expectBudgetRefusal(await appealWith(1), 3600)
    expect(budgetWarnings().filter((line) => line.includes('"budget":"pending"'))).toHaveLength(1)

    // An operator takes the first one up: its files no longer wait for review.
    const code = ((await first.json()) as { data: { tracking_code: string } }).data.tracking_code
    const { docs } = await stack.payload.find({
      collection: 'appeals',
      where: { trackingCode: { equals: code } },
      overrideAccess: true,
      depth: 0,
    })
    const review = await stack.api.put(`/api/v1/admin/appeals/${docs[0].id}`, {
      token: stack.tokens.operator,
      body: { status: 'in_progress' },
    })
    expect(review.status).toBe(200)
    expect((await appealWith(1)).status).toBe(201)
  })
})

describe('the share of one address', () => {
  const from = (ip: string) => ({ 'x-forwarded-for': ip })

  it('refuses one sender past its share with 429 and Retry-After, while others still attach and the budget shows it', async () => {
    const { lastHour } = await stored()
    process.env[PENDING] = '0'
    process.env[PER_HOUR] = String((lastHour + 20 * SIZE) / MB)
    process.env[SHARE] = '20'
    // What one address may store in its hour: a fifth of the hour's budget, in whole attachments here.
    const perAddress = Math.floor((Number(process.env[PER_HOUR]) * MB * 0.2) / SIZE)
    expect(perAddress).toBeGreaterThan(0)
    expect(perAddress).toBeLessThan(20)
    for (let index = 0; index < perAddress; index++)
      expect((await appealWith(1, stack.url, from('10.40.0.1'))).status, `appeal ${index + 1}`).toBe(201)
    const files = appealFiles()
    const appeals = await appealCount()
    const refused = await appealWith(1, stack.url, from('10.40.0.1'))
    expect(refused.status).toBe(429)
    expect(await refused.json()).toEqual({ message: 'Too Many Attempts.' })
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(3600)
    expect(appealFiles()).toEqual(files)
    expect(await appealCount()).toBe(appeals)
    // The same sender without files, and another sender with them, go on.
    expect((await appealWith(0, stack.url, from('10.40.0.1'))).status).toBe(201)
    expect((await appealWith(1, stack.url, from('10.40.0.2'))).status).toBe(201)
    // The refused file was not counted: the budget holds what was stored, and is not refusing.
    const state = await uploadBudgetState(stack.payload)
    expect(state).toMatchObject({
      perHour: { limitBytes: Number(process.env[PER_HOUR]) * MB, usedBytes: lastHour + (perAddress + 1) * SIZE },
      pending: null,
      perAddressBytes: Math.floor(Number(process.env[PER_HOUR]) * MB * 0.2),
      refusing: false,
    })
    expect(state.perHour!.refillsAt!.getTime()).toBeGreaterThan(Date.now())
    expect(state.perHour!.refillsAt!.getTime()).toBeLessThanOrEqual(Date.now() + 3600_000)
    // Spent to the last byte, the budget says attachments are refused.
    process.env[PER_HOUR] = String(state.perHour!.usedBytes / MB)
    expect((await uploadBudgetState(stack.payload)).refusing).toBe(true)
  })
})
