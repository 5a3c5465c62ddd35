import autocannon, { type Request as LoadRequest } from 'autocannon'

export interface Target {
  name: string
  url: string
  headers?: Record<string, string>
  /** Paths (with query) that each connection cycles through, in place of the url's own: many records, not one. */
  paths?: string[]
  /**
   * `addresses`: each request comes from one of this many client addresses (X-Forwarded-For, believed from loopback),
   * as visitors spread over a country do; `uniqueQuery`: each request carries a query string never asked before, so
   * no cache holds its answer.
   */
  vary?: { addresses?: number; uniqueQuery?: boolean }
}

export interface LoadSettings {
  connections: number
  seconds: number
  warmupSeconds: number
}

export interface Measurement {
  name: string
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  non2xx: number
  /** Socket errors and timeouts: requests that got no status at all. */
  errors: number
  requests: number
}

/**
 * The load generator, run as a child process (see run.ts): in the server's own process autocannon would share its
 * event loop and take turns with the requests it measures.
 */
/** The n-th of the client addresses: 10.x.y.z. */
const address = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`

function requestsOf(target: Target) {
  const url = new URL(target.url)
  const paths = target.paths ?? (target.vary ? [url.pathname + url.search] : undefined)
  if (!paths) return {}
  const vary = target.vary
  let sent = 0
  const setupRequest = (request: LoadRequest): LoadRequest => {
    const n = sent++
    const headers = {
      ...request.headers,
      ...(vary?.addresses ? { 'x-forwarded-for': address(n % vary.addresses) } : {}),
    }
    const path = vary?.uniqueQuery
      ? `${request.path}${request.path.includes('?') ? '&' : '?'}u=${process.pid}-${n}`
      : request.path
    return { ...request, path, headers }
  }
  return { requests: paths.map((path) => ({ method: 'GET', path, ...(vary ? { setupRequest } : {}) })) }
}

async function measure(target: Target, settings: LoadSettings): Promise<Measurement> {
  const result = await autocannon({
    url: target.url,
    // What browsers send: answers kept gzipped go out gzipped (the raw baselines ignore it and send their bytes).
    headers: { 'accept-encoding': 'gzip, deflate, br', ...target.headers },
    ...requestsOf(target),
    connections: settings.connections,
    duration: settings.seconds,
    warmup: { connections: settings.connections, duration: settings.warmupSeconds },
  })
  return {
    name: target.name,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    requests: result.requests.total,
  }
}

process.once('message', async (message: { target: Target; settings: LoadSettings }) => {
  try {
    process.send?.({ ok: true, measurement: await measure(message.target, message.settings) }, () => process.exit(0))
  } catch (error) {
    process.send?.({ ok: false, error: String(error) }, () => process.exit(1))
  }
})
