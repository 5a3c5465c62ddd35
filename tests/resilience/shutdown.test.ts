import { existsSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  clusterDirectory,
  freePort,
  startChildServer,
  stopChildServer,
  type ChildServer,
} from '../support/childServer.js'
import { acceptsConnections, RawConnection } from '../support/rawHttp.js'

const ADMIN = { email: 'shutdown-admin@example.com', password: 'shutdown-test-password-1' }
/** Short, so that the slow-body case is quick; the in-flight request below finishes well within it. */
const REQUEST_TIMEOUT_MS = 3_000
/**
 * Far longer than anything here takes, on any machine: an exit before it shows the server did not wait for the grace
 * period, only for its work.
 */
const GRACE_MS = 120_000
/** A kept-alive request sent 150 ms after the signal is answered 503 within this; a busy machine's delays fit in it. */
const DRAIN_MS = 2_000

let dataDir: string
let databasePort: number
let server: ChildServer

beforeAll(async () => {
  dataDir = clusterDirectory('agrofund-shutdown-')
  databasePort = await freePort()
  // No DATABASE_URL: the server starts (and must stop) its embedded PostgreSQL, as a fresh clone does.
  server = await startChildServer({
    DATABASE_URL: undefined,
    PAYLOAD_SECRET: undefined,
    DATA_DIR: dataDir,
    MEDIA_DIR: path.join(dataDir, 'media'),
    EMBEDDED_PG_PORT: String(databasePort),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    SHUTDOWN_GRACE_MS: String(GRACE_MS),
    SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
  })
}, 120_000)

afterAll(async () => {
  await stopChildServer(server)
  // Whatever happened, no cluster is left running on the temp directory.
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid')
  if (existsSync(pidFile)) {
    try {
      process.kill(Number(readFileSync(pidFile, 'utf8').split('\n')[0]), 'SIGQUIT')
    } catch {
      // already gone
    }
  }
  rmSync(dataDir, { recursive: true, force: true })
})

/** Polls until the port refuses connections; the test's own timeout bounds it. */
async function refusesConnections(port: number) {
  while (await acceptsConnections(port)) await new Promise((resolve) => setTimeout(resolve, 10))
}

const loginBody = JSON.stringify(ADMIN)
const loginHead = `POST /api/v1/admin/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(loginBody)}\r\n\r\n`

describe('slow clients', () => {
  it('cuts off a request whose body never completes, and one whose headers never do, with 408', async () => {
    const slowBody = await RawConnection.open(server.port)
    slowBody.write(loginHead + loginBody.slice(0, 10))
    const slowHeaders = await RawConnection.open(server.port)
    slowHeaders.write('GET /api/v1/faqs HTTP/1.1\r\nHost: localhost\r\n')

    // The server cuts them off by its timeout (a little after it: Node checks every quarter of it); waiting four times
    // as long leaves room for a busy machine, and only a server that never cuts them off fails.
    for (const connection of [slowBody, slowHeaders]) {
      const response = await connection.response(REQUEST_TIMEOUT_MS * 4)
      expect(response.status).toBe(408)
      await connection.closed
    }
    // Others are served as before.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
  })
})

describe('SIGTERM', () => {
  it('answers a kept-alive request sent just after the signal with 503, closes idle keep-alive sockets and refuses new ones while a request is still in flight, finishes that request with Connection: close, stops the database and exits 0', async () => {
    const idle = await RawConnection.open(server.port)
    idle.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n')
    const first = await idle.response()
    expect(first.status).toBe(200)
    expect(first.headers.connection).toBe('keep-alive')

    // A client that keeps its socket and sends its next request just after the signal (as a busy proxy does).
    const reused = await RawConnection.open(server.port)
    reused.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n')
    expect((await reused.response()).status).toBe(200)

    const inFlight = await RawConnection.open(server.port)
    inFlight.write(loginHead + loginBody.slice(0, 10))
    // A request whose headers are still on their way counts as new: it is refused once they arrive.
    const late = await RawConnection.open(server.port)
    late.write('GET /api/v1/faqs HTTP/1.1\r\nHost: localhost\r\n')
    // Let the server take the request in before the signal.
    await new Promise((resolve) => setTimeout(resolve, 200))

    const logBefore = server.output().length
    const signalled = Date.now()
    server.child.kill('SIGTERM')
    await new Promise((resolve) => setTimeout(resolve, 150))
    reused.write('GET /api/v1/faqs HTTP/1.1\r\nHost: localhost\r\n\r\n')
    const drained = await reused.response()
    expect(drained.status, 'a kept-alive request just after the signal is answered, not reset').toBe(503)
    expect(drained.headers.connection).toBe('close')
    // Both happen while a request is still in flight (its body is sent below): the server waits for that request only.
    const idleClosedAt = await idle.closed
    // Node closes idle sockets a moment before the listening one: a connection may slip into that gap, never after.
    await refusesConnections(server.port)

    late.write('\r\n')
    const refused = await late.response()
    expect(refused.status).toBe(503)
    expect(JSON.parse(refused.body)).toEqual({ message: 'Service Unavailable.' })
    expect(refused.headers['retry-after']).toBeTruthy()
    expect(refused.headers.connection).toBe('close')

    inFlight.write(loginBody.slice(10))
    const answer = await inFlight.response()
    expect(answer.status, answer.body).toBe(200)
    expect(JSON.parse(answer.body).data.token).toEqual(expect.any(String))
    expect(answer.headers.connection).toBe('close')
    await inFlight.closed

    const { code, signal, at } = await server.exited
    const exitMs = at - signalled
    console.log(
      `shutdown: exit code ${code}, ${exitMs} ms from SIGTERM to exit, idle socket closed after ${idleClosedAt - signalled} ms`,
    )
    expect(signal).toBeNull()
    expect(code).toBe(0)
    expect(exitMs, 'it exits once its work is done, not when the grace period ends').toBeLessThan(GRACE_MS)
    const log = server.output().slice(logBefore)
    expect(log).toMatch(/"msg":"stopped"/)
    expect(log, 'nothing went wrong on the way down').not.toMatch(/"level":"(error|warn)"/)
    // The embedded PostgreSQL went down with it, cleanly (a clean shutdown removes its pid file).
    expect(await acceptsConnections(databasePort)).toBe(false)
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false)
  })
})
