import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../src/app.js'
import { client, type Client } from '../support/http.js'
import { startTestServer, type TestServer } from '../support/server.js'

let server: TestServer
let api: Client
let second: Server
let secondApi: Client

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_PUBLIC_PER_MINUTE: '3' })
  api = client(server.url)
  // A second app on the same database stands in for a second server process: the limit lives in PostgreSQL.
  second = await new Promise((resolve) => {
    const listening = createApp(server.payload).listen(0, '127.0.0.1', () => resolve(listening))
  })
  secondApi = client(`http://127.0.0.1:${(second.address() as AddressInfo).port}`)
})
afterAll(async () => {
  await new Promise((resolve) => second?.close(resolve))
  await server?.close()
})

describe('public rate limit per IP', () => {
  it('answers 429 with Retry-After past the limit, counted across server processes', async () => {
    expect((await api.get('/api/v1/programs')).status).toBe(200)
    expect((await secondApi.get('/api/v1/program-sectors')).status).toBe(200)
    expect((await api.get('/api/v1/programs')).status).toBe(200)
    const limited = await secondApi.get('/api/v1/programs')
    expect(limited.status).toBe(429)
    expect(limited.body).toEqual({ message: 'Too Many Attempts.' })
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('does not count against admin endpoints', async () => {
    expect((await api.get('/api/v1/admin/programs')).status).toBe(401)
  })
})
