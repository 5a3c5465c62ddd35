import http, { type RequestListener, type Server, type ServerResponse } from 'node:http'
import { ServiceUnavailable } from './api/errors.js'

const setting = (name: string, fallback: number) => {
  const value = Number(process.env[name])
  return process.env[name] && Number.isFinite(value) && value > 0 ? value : fallback
}

/**
 * Node's HTTP timeouts, in one place for the service and the tests. A request must send its headers within
 * HTTP_HEADERS_TIMEOUT_MS and all of its body within HTTP_REQUEST_TIMEOUT_MS (5 minutes: a 50 MB upload over a slow
 * line), else it is answered 408 and its connection closed, so slow senders cannot hold connections open.
 */
export function httpTimeouts() {
  const requestTimeout = setting('HTTP_REQUEST_TIMEOUT_MS', 300_000)
  const headersTimeout = Math.min(setting('HTTP_HEADERS_TIMEOUT_MS', 20_000), requestTimeout)
  return {
    requestTimeout,
    headersTimeout,
    // Node checks both timeouts only this often (30 s by default): a quarter of the shorter keeps them close to exact.
    connectionsCheckingInterval: Math.min(5_000, Math.max(100, Math.floor(headersTimeout / 4))),
    // Longer than the idle timeout of the proxies in front (60 s is common), so they never reuse a socket we just closed.
    keepAliveTimeout: 65_000,
  }
}

interface Tracked {
  inFlight: Set<ServerResponse>
  closing: boolean
}

const tracked = new WeakMap<Server, Tracked>()

/** The service's HTTP server: the timeouts above, and the bookkeeping a graceful close needs. */
export function createHttpServer(app: RequestListener): Server {
  const { requestTimeout, headersTimeout, connectionsCheckingInterval, keepAliveTimeout } = httpTimeouts()
  const state: Tracked = { inFlight: new Set(), closing: false }
  const server = http.createServer({ requestTimeout, headersTimeout, connectionsCheckingInterval }, (req, res) => {
    // A request that arrives on a kept-alive connection after shutdown began is refused, and its connection closed.
    if (state.closing) return refuse(res)
    state.inFlight.add(res)
    res.once('close', () => state.inFlight.delete(res))
    app(req, res)
  })
  server.keepAliveTimeout = keepAliveTimeout
  tracked.set(server, state)
  return server
}

function refuse(res: ServerResponse) {
  const error = new ServiceUnavailable()
  const body = JSON.stringify(error.body())
  res.writeHead(error.status, { ...error.headers, 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body), Connection: 'close' })
  res.end(body)
}

/**
 * Stops accepting connections, closes idle keep-alive ones at once, lets the requests in flight finish and answers them
 * with `Connection: close` (Node would keep those sockets open until their keep-alive timeout). Requests still running
 * after `graceMs` are cut. Resolves when no connection is left, with how many requests were cut.
 */
export function closeHttpServer(server: Server, graceMs: number): Promise<{ cut: number }> {
  const state = tracked.get(server)
  return new Promise((resolve) => {
    let cut = 0
    const timer = setTimeout(() => {
      cut = state?.inFlight.size ?? 0
      server.closeAllConnections()
      // Sockets taken over by an upgrade are not Node's to close; the shutdown goes on without them.
      setTimeout(() => resolve({ cut }), 1_000)
    }, graceMs)
    server.close(() => {
      clearTimeout(timer)
      resolve({ cut })
    })
    if (state) {
      state.closing = true
      for (const res of state.inFlight) closeAfterResponse(res)
    }
    server.closeIdleConnections()
  })
}

function closeAfterResponse(res: ServerResponse) {
  if (!res.headersSent) return res.setHeader('Connection', 'close')
  // Headers already promised keep-alive: end the socket once the response is out.
  const socket = res.socket
  res.once('finish', () => socket?.end())
}
