import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../src/app.js'
import { createStaff, tokenFor } from '../factories.js'
import { client, expectTooManyAttempts, type Client } from '../support/http.js'
import { useStack } from '../support/stack.js'

const stack = useStack({ env: { RATE_LIMIT_PUBLIC_PER_MINUTE: '3' }, tokens: false })
let second: Server
let secondApi: Client

beforeAll(async () => {
  // A second app on the same database stands in for a second server process: the limit lives in PostgreSQL.
  second = await new Promise((resolve) => {
    const listening = createApp(stack.payload).listen(0, '127.0.0.1', () => resolve(listening))
  })
  secondApi = client(`http://127.0.0.1:${(second.address() as AddressInfo).port}`)
})
afterAll(() => new Promise((resolve) => second?.close(resolve)))

describe('public rate limit per IP', () => {
  it('answers 429 with Retry-After past the limit, counted across server processes', async () => {
    expect((await stack.api.get('/api/v1/programs')).status).toBe(200)
    expect((await secondApi.get('/api/v1/program-sectors')).status).toBe(200)
    expect((await stack.api.get('/api/v1/programs')).status).toBe(200)
    const limited = await secondApi.get('/api/v1/programs')
    expectTooManyAttempts(limited)
  })

  it('does not count against admin endpoints', async () => {
    expect((await stack.api.get('/api/v1/admin/programs')).status).toBe(401)
  })
})

describe("public rate limit on Payload's REST", () => {
  const from = (ip: string, extra: Record<string, string> = {}) => ({ headers: { 'x-forwarded-for': ip, ...extra } })

  it('counts anonymous reads (a 404 too) together with /api/v1, across server processes', async () => {
    const ip = '10.30.0.1'
    expect((await stack.api.get('/api/programs', from(ip))).status).toBe(200)
    expect((await secondApi.get('/api/v1/programs', from(ip))).status).toBe(200)
    expect((await stack.api.get('/api/programs/not-an-id', from(ip))).status).toBe(404)
    const limited = await secondApi.get('/api/programs', from(ip))
    expectTooManyAttempts(limited)
    expect((await stack.api.get('/api/v1/programs', from(ip))).status).toBe(429)
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
    for (let round = 0; round < 6; round++) expect((await stack.api.get('/api/programs', from(ip, { authorization: `JWT ${token}` }))).status).toBe(200)
  })
})
