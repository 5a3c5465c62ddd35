import { randomUUID } from 'node:crypto'
import http, { STATUS_CODES, type RequestListener, type Server, type ServerResponse } from 'node:http'
import net from 'node:net'
import type { Duplex } from 'node:stream'
import { HttpError, MethodNotAllowed, ServiceUnavailable } from './core/errors.js'
import { logger } from './logger.js'

const setting = (name: string, fallback: number) => {
  const value = Number(process.env[name])
  return process.env[name] && Number.isFinite(value) && value > 0 ? value : fallback
}

/** The methods some route takes; any other is a 405 before a router parses it. */
export const SERVED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']

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
  server.on('clientError', answerClientError)
  // Node hands a CONNECT (a proxy's tunnel request) to this event and closes the socket when nobody listens: it is
  // answered like any other method no route takes.
  server.on('connect', (_req, socket: Duplex) => {
    socket.on('error', () => socket.destroy())
    endWithError(socket, new MethodNotAllowed('CONNECT', SERVED_METHODS), 'CONNECT')
  })
  tracked.set(server, state)
  return server
}

/** What Node's parser refuses before any handler runs, as the contract's JSON errors instead of Node's bare status lines. */
const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout.'],
  HPE_INVALID_METHOD: [405, 'Method Not Allowed.'],
}

function answerClientError(error: Error & { code?: string }, socket: Duplex) {
  if (error.code === 'ECONNRESET' || !socket.writable) return socket.destroy()
  const [status, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'Bad Request.']
  endWithError(socket, new HttpError(status, message), error.code)
}

/** The contract's JSON error written straight to a socket no handler will see, which is closed after it. */
function endWithError(socket: Duplex, error: HttpError, code: string | undefined) {
  const requestId = randomUUID()
  const { status } = error
  // Never the request itself (it may carry a token): the parser's code and where it stopped are enough to look into it.
  logger.info({ msg: 'request refused by the HTTP parser', requestId, status, code })
  const body = JSON.stringify(error.body())
  const headers = Object.entries(error.headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `${headers}X-Request-Id: ${requestId}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  )
}

function refuse(res: ServerResponse) {
  const error = new ServiceUnavailable()
  const body = JSON.stringify(error.body())
  res.writeHead(error.status, {
    ...error.headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    Connection: 'close',
  })
  res.end(body)
}

/**
 * Stops accepting connections, lets the requests in flight finish and answers them with `Connection: close` (Node
 * would keep those sockets open until their keep-alive timeout). A kept-alive client that sends its next request within
 * SHUTDOWN_DRAIN_MS (500 ms) gets the README's 503 with `Connection: close`, not a reset socket; idle sockets are closed
 * after that. Requests still running after `graceMs` are cut. Resolves when no connection is left, with how many
 * requests were cut.
 */
export function closeHttpServer(server: Server, graceMs: number): Promise<{ cut: number }> {
  const state = tracked.get(server)
  const drainMs = Math.min(graceMs, setting('SHUTDOWN_DRAIN_MS', 500))
  return new Promise((resolve) => {
    let cut = 0
    const timer = setTimeout(() => {
      cut = state?.inFlight.size ?? 0
      server.closeAllConnections()
      // Sockets taken over by an upgrade are not Node's to close; the shutdown goes on without them.
      setTimeout(() => resolve({ cut }), 1_000)
    }, graceMs)
    // net.Server's close stops listening only; http.Server's would also close every idle socket at this instant, and a
    // client writing its next request on one would find it reset instead of answered.
    net.Server.prototype.close.call(server, () => {
      clearTimeout(timer)
      clearTimeout(drain)
      resolve({ cut })
    })
    if (state) {
      state.closing = true
      for (const res of state.inFlight) closeAfterResponse(res)
    }
    const drain = setTimeout(() => server.closeIdleConnections(), drainMs)
  })
}

function closeAfterResponse(res: ServerResponse) {
  if (!res.headersSent) return res.setHeader('Connection', 'close')
  // Headers already promised keep-alive: end the socket once the response is out.
  const socket = res.socket
  res.once('finish', () => socket?.end())
}
