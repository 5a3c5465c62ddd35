import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { stopChildServer, type ChildServer } from '../support/childServer.js'
import { startServerPair } from '../support/serverPair.js'
import { adminQuery, withDatabase } from '../support/database.js'
import type { Client } from '../support/http.js'
import { within } from '../support/within.js'

const ADMIN = { email: 'two-processes@example.com', password: 'two-processes-password-1' }

let database: string
let media: string
let servers: ChildServer[] = []
let one: Client
let two: Client
let token: string

/**
 * Two server processes on one database, as a deployment with replicas runs: what is written through one is served by
 * the other within a second (its cache hears the database's change notifications), and nothing is announced for a
 * scheduled post, which appears everywhere on time.
 */
beforeAll(async () => {
  const adminUrl = inject('adminDatabaseUrl')
  database = `agrofund_two_${randomBytes(5).toString('hex')}`
  await adminQuery(adminUrl, `create database ${database} template ${inject('templateDatabase')}`)
  media = mkdtempSync(path.join(os.tmpdir(), 'agrofund-two-media-'))
  const env = {
    DATABASE_URL: withDatabase(adminUrl, database),
    PAYLOAD_SECRET: 'two-processes-secret',
    MEDIA_DIR: media,
    RATE_LIMIT_PUBLIC_PER_MINUTE: '0',
    VIEWS_FLUSH_MS: '200',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  }
  ;({
    servers,
    clients: [one, two],
    token,
  } = await startServerPair([env, env], ADMIN))
}, 200_000)

afterAll(async () => {
  for (const server of servers) await stopChildServer(server)
  await adminQuery(inject('adminDatabaseUrl'), `drop database if exists ${database} with (force)`).catch(
    () => undefined,
  )
  rmSync(media, { recursive: true, force: true })
})

const tag = () => randomBytes(4).toString('hex')
const titlesOn = async (api: Client, path: string) =>
  ((await api.get(path)).body.data as { title: string }[]).map((item) => item.title)

/** Asks twice, so the second process holds the answer in its cache before the change. */
async function cachedOn(api: Client, path: string) {
  const first = await api.get(path)
  const again = await api.get(path)
  expect(again.text).toBe(first.text)
  return first
}

describe('two server processes on one database', () => {
  it('serves a program created and renamed through the other within a second, each language apart', async () => {
    const mark = tag()
    const list = `/api/v1/programs?filter[search]=${mark}`
    expect(await titlesOn(two, list)).toEqual([])
    await cachedOn(two, `${list}&lang=ru`)
    const created = await one.post('/api/v1/admin/programs', {
      token,
      body: {
        title: { uz: `Dastur ${mark}`, ru: `Программа ${mark}`, en: `Program ${mark}` },
        slug: `two-${mark}`,
        sector: 'cotton',
        kind: 'credit',
      },
    })
    expect(created.status).toBe(201)
    const seen = await within(1_000, async () => (await titlesOn(two, list)).length === 1)
    expect(await titlesOn(two, list)).toEqual([`Dastur ${mark}`])
    expect(await titlesOn(two, `${list}&lang=ru`)).toEqual([`Программа ${mark}`])
    await cachedOn(two, `/api/v1/programs/two-${mark}?lang=en`)
    await cachedOn(two, `/api/v1/programs/two-${mark}?lang=uz`)

    const renamed = await one.put(`/api/v1/admin/programs/${created.body.data.id}`, {
      token,
      body: { title: { en: `Renamed ${mark}` } },
    })
    expect(renamed.status).toBe(200)
    const renamedSeen = await within(
      1_000,
      async () => (await two.get(`/api/v1/programs/two-${mark}?lang=en`)).body.data.title === `Renamed ${mark}`,
    )
    expect((await two.get(`/api/v1/programs/two-${mark}?lang=uz`)).body.data.title).toBe(`Dastur ${mark}`)
    process.stdout.write(
      `two processes: a created program served by the other after ${seen} ms, a rename after ${renamedSeen} ms\n`,
    )
  })

  it('stops serving a record hidden or deleted through the other within a second', async () => {
    const mark = tag()
    const created = await one.post('/api/v1/admin/programs', {
      token,
      body: { title: { uz: `Yashirin ${mark}` }, slug: `hide-${mark}`, sector: 'cotton', kind: 'credit' },
    })
    const detail = `/api/v1/programs/hide-${mark}`
    await within(1_000, async () => (await two.get(detail)).status === 200)
    await cachedOn(two, detail)
    expect(
      (await one.put(`/api/v1/admin/programs/${created.body.data.id}`, { token, body: { status: 0 } })).status,
    ).toBe(200)
    await within(1_000, async () => (await two.get(detail)).status === 404)
    expect(
      (await one.put(`/api/v1/admin/programs/${created.body.data.id}`, { token, body: { status: 1 } })).status,
    ).toBe(200)
    await within(1_000, async () => (await two.get(detail)).status === 200)
    await cachedOn(two, detail)
    expect((await one.delete(`/api/v1/admin/programs/${created.body.data.id}`, { token })).status).toBe(204)
    await within(1_000, async () => (await two.get(detail)).status === 404)
  })

  it('shows a scheduled post in both processes at its time, with nothing written then', async () => {
    const mark = tag()
    const at = Date.now() + 4_000
    const created = await one.post('/api/v1/admin/posts', {
      token,
      body: { title: { uz: `Reja ${mark}` }, slug: `scheduled-${mark}`, published_at: new Date(at).toISOString() },
    })
    expect(created.status).toBe(201)
    const list = `/api/v1/posts?filter[search]=${mark}`
    for (const api of [one, two]) {
      const answer = await cachedOn(api, list)
      expect(answer.body.data).toEqual([])
      expect(Number(/max-age=(\d+)/.exec(answer.headers.get('cache-control') ?? '')?.[1])).toBeLessThanOrEqual(4)
    }
    await Promise.all(
      [one, two].map((api) =>
        within(at - Date.now() + 1_000, async () => (await titlesOn(api, list)).length === 1).then(() => {
          expect(Date.now()).toBeGreaterThanOrEqual(at)
        }),
      ),
    )
  })

  it('counts every view exactly, in both processes and from their caches', async () => {
    const mark = tag()
    const created = await one.post('/api/v1/admin/posts', {
      token,
      body: {
        title: { uz: `Ko‘rish ${mark}` },
        slug: `views-${mark}`,
        published_at: new Date(Date.now() - 60_000).toISOString(),
      },
    })
    expect(created.status).toBe(201)
    await within(1_000, async () => (await two.get(`/api/v1/posts/views-${mark}`)).status === 200)
    for (let i = 0; i < 10; i++) expect((await one.get(`/api/v1/posts/views-${mark}`)).status).toBe(200)
    await Promise.all(Array.from({ length: 14 }, () => two.get(`/api/v1/posts/views-${mark}`)))
    // Ten on the first, fifteen on the second, written within a few seconds.
    await within(
      5_000,
      async () => (await one.get(`/api/v1/admin/posts/${created.body.data.id}`, { token })).body.data.views === 25,
    )
  })

  it("answers a question the assistant was taught through the other process, within 5 s of the phrasing's save", async () => {
    // Words no text of the fund holds: only the phrasing can answer them.
    const word = () => tag().replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)])
    const question = `${word()} ${word()} ${word()}`
    const jwt = { token, headers: { authorization: `JWT ${token}` } }
    const entry = await one.post('/api/assistant-knowledge?locale=uz', {
      ...jwt,
      body: { question: `Savol ${word()}`, answer: `Javob ${word()}.` },
    })
    expect(entry.status).toBe(201)
    const id = entry.body.doc.id as number
    const answeredFrom = async (api: Client) => {
      const reply = await api.post('/api/v1/assistant/messages', { body: { message: question, lang: 'uz' } })
      expect(reply.status).toBe(200)
      const bot = (reply.body.data.messages as { sender: string; sources: { type: string; id: number }[] }[]).at(-1)!
      return bot.sources.some((source) => source.type === 'knowledge' && source.id === id)
    }
    expect(await answeredFrom(two)).toBe(false)
    const taught = await one.patch(`/api/assistant-knowledge/${id}?locale=uz`, {
      ...jwt,
      body: { phrasings: [{ text: question }] },
    })
    expect(taught.status).toBe(200)
    await within(5_000, () => answeredFrom(two), 200)
  })
})
