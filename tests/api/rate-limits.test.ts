import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHash } from 'node:crypto'
import { createApp } from '../../src/app.js'
import { poolOf } from '../../src/db/pool.js'
import { createStaff, tokenFor } from '../factories.js'
import { client, expectTooManyAttempts, type Client } from '../support/http.js'
import { useStack } from '../support/stack.js'

const stack = useStack({
  env: {
    RATE_LIMIT_PUBLIC_PER_MINUTE: '3',
    RATE_LIMIT_SYNC_MS: '100',
    RATE_LIMIT_EXEMPT: '10.99.0.0/16, 10.98.0.7',
    RATE_LIMIT_SWEEP_INTERVAL_MS: '1000',
  },
  tokens: false,
})
let second: Server
let secondApi: Client

beforeAll(async () => {
  // A second app on the same database stands in for a second server process: each counts in memory and shares its
  // counts through PostgreSQL every RATE_LIMIT_SYNC_MS.
  second = await new Promise((resolve) => {
    const listening = createApp(stack.payload).listen(0, '127.0.0.1', () => resolve(listening))
  })
  secondApi = client(`http://127.0.0.1:${(second.address() as AddressInfo).port}`)
})
afterAll(() => new Promise((resolve) => second?.close(resolve)))

const from = (ip: string, extra: Record<string, string> = {}) => ({ headers: { 'x-forwarded-for': ip, ...extra } })
/** Long enough for both processes' counts to reach the shared store and come back (RATE_LIMIT_SYNC_MS is 100 here). */
const shared = () => new Promise((resolve) => setTimeout(resolve, 400))

describe('public rate limit per IP', () => {
  it('answers 429 with Retry-After past the limit, with the allowance in X-RateLimit headers', async () => {
    const ip = '10.30.0.9'
    const answers = []
    for (let round = 0; round < 4; round++) answers.push(await stack.api.get('/api/v1/programs', from(ip)))
    expect(
      answers.map((answer) => [
        answer.status,
        answer.headers.get('x-ratelimit-limit'),
        answer.headers.get('x-ratelimit-remaining'),
      ]),
    ).toEqual([
      [200, '3', '2'],
      [200, '3', '1'],
      [200, '3', '0'],
      [429, '3', '0'],
    ])
    expectTooManyAttempts(answers[3], 60)
    // The second and third answers came from the cache: a kept answer costs an allowance like any other.
    expect(answers[3].headers.get('cache-control')).toBe('no-store')
  })

  it('holds across server processes: a process refuses once it has heard the others’ counts', async () => {
    const ip = '10.30.0.10'
    expect((await stack.api.get('/api/v1/programs', from(ip))).status).toBe(200)
    expect((await stack.api.get('/api/v1/programs', from(ip))).status).toBe(200)
    await shared()
    expect((await secondApi.get('/api/v1/program-sectors', from(ip))).status).toBe(200)
    await shared()
    expectTooManyAttempts(await secondApi.get('/api/v1/programs', from(ip)))
    // The first process admits at most what reaches it within one sync, then hears the total too.
    await stack.api.get('/api/v1/programs', from(ip))
    await shared()
    expectTooManyAttempts(await stack.api.get('/api/v1/programs', from(ip)))
  })

  it('never limits the exempt addresses and subnets (RATE_LIMIT_EXEMPT: the website’s own server)', async () => {
    for (const ip of ['10.99.3.4', '10.98.0.7']) {
      for (let round = 0; round < 6; round++) {
        const answer = await stack.api.get('/api/v1/programs', from(ip))
        expect(answer.status).toBe(200)
        expect(answer.headers.get('x-ratelimit-limit')).toBeNull()
      }
    }
    const neighbour = []
    for (let round = 0; round < 4; round++)
      neighbour.push((await stack.api.get('/api/v1/programs', from('10.98.0.8'))).status)
    expect(neighbour).toEqual([200, 200, 200, 429])
  })

  it('does not count against admin endpoints, nor a preflight', async () => {
    const ip = '10.30.0.11'
    for (let round = 0; round < 5; round++) {
      expect((await stack.api.get('/api/v1/admin/programs', from(ip))).status).toBe(401)
      expect(
        (
          await stack.api.call(
            'OPTIONS',
            '/api/v1/programs',
            from(ip, { origin: 'https://www.agrofund.example', 'access-control-request-method': 'GET' }),
          )
        ).status,
      ).toBe(204)
    }
    expect((await stack.api.get('/api/v1/programs', from(ip))).headers.get('x-ratelimit-remaining')).toBe('2')
  })
})

describe("public rate limit on Payload's REST", () => {
  it('counts anonymous reads (a 404 too) together with /api/v1, across server processes', async () => {
    const ip = '10.30.0.1'
    expect((await stack.api.get('/api/programs', from(ip))).status).toBe(200)
    expect((await stack.api.get('/api/v1/programs', from(ip))).status).toBe(200)
    expect((await stack.api.get('/api/programs/not-an-id', from(ip))).status).toBe(404)
    expectTooManyAttempts(await stack.api.get('/api/programs', from(ip)))
    expect((await stack.api.get('/api/v1/programs', from(ip))).status).toBe(429)
    await shared()
    expect((await secondApi.get('/api/programs', from(ip))).status).toBe(200)
    await shared()
    expectTooManyAttempts(await secondApi.get('/api/programs', from(ip)))
  })

  it('counts a junk or forged token as anonymous', async () => {
    const ip = '10.30.0.2'
    const forged = 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MSwiY29sbGVjdGlvbiI6InVzZXJzIn0.c2lnbmF0dXJl'
    expect((await stack.api.get('/api/programs', from(ip, { authorization: 'JWT garbage' }))).status).toBe(200)
    expect((await stack.api.get('/api/programs', from(ip, { authorization: `Bearer ${forged}` }))).status).toBe(200)
    expect((await stack.api.get('/api/programs', from(ip, { cookie: `payload-token=${forged}` }))).status).toBe(200)
    expect((await stack.api.get('/api/programs', from(ip, { authorization: 'JWT garbage' }))).status).toBe(429)
  })

  it('does not count staff', async () => {
    const ip = '10.30.0.3'
    const token = await tokenFor(stack.api, await createStaff(stack.payload, 'editor'))
    for (let round = 0; round < 6; round++)
      expect((await stack.api.get('/api/programs', from(ip, { authorization: `JWT ${token}` }))).status).toBe(200)
  })
})

describe('the rate_limits table', () => {
  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
  const rows = async (text: string, values: unknown[] = []) =>
    (await poolOf(stack.payload)!.query(text, values)).rows as Record<string, unknown>[]

  it('keeps keys hashed: an address, an email or a token never lies there in clear', async () => {
    const ip = '10.30.0.77'
    await stack.api.get('/api/v1/programs', from(ip))
    await stack.api.post('/api/v1/admin/auth/login', {
      body: { email: 'nobody-here@example.com', password: 'wrong-password-1' },
      ...from(ip),
    })
    await expect
      .poll(() => rows('select key from rate_limits where key = $1', [`public:${sha256(ip)}`]))
      .toHaveLength(1)
    expect(
      await rows('select key from rate_limits where key like $1 or key like $2', ['%10.30.0.77%', '%nobody-here%']),
    ).toEqual([])
  })

  it('loses its expired rows to a sweep, once between the processes, and keeps the live ones', async () => {
    const now = Date.now()
    await rows('insert into rate_limits (key, points, expire) values ($1, 1, $2), ($3, 1, $4)', [
      'sweep:expired',
      now - 1_000,
      'sweep:live',
      now + 3_600_000,
    ])
    await expect
      .poll(
        async () =>
          (await rows(`select key from rate_limits where key like 'sweep:%' order by key`)).map((row) => row.key),
        {
          timeout: 15_000,
        },
      )
      .toEqual(['sweep:live'])
    const runs = await rows(`select runs from job_runs where name = 'rate-limit-sweep'`)
    expect(runs).toHaveLength(1)
  })
})
