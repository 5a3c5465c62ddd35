import autocannon from 'autocannon'

export interface Target {
  name: string
  url: string
  headers?: Record<string, string>
  /** Paths (with query) that each connection cycles through, in place of the url's own: many records, not one. */
  paths?: string[]
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
async function measure(target: Target, settings: LoadSettings): Promise<Measurement> {
  const result = await autocannon({
    url: target.url,
    headers: target.headers,
    ...(target.paths ? { requests: target.paths.map((path) => ({ method: 'GET', path })) } : {}),
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
