import { startChildServer, type ChildServer } from '../tests/support/childServer.js'
import type { Measurement, Target } from './load.js'
import { BENCH_ADMIN } from './seed.js'

/** Rounds of the invalidation measurement: write through one process, time until the other serves it. */
const ROUNDS = 50

export interface ProcessFigures {
  invalidation: { rounds: number; p50Ms: number; p99Ms: number; maxMs: number }
  oneProcess: Measurement
  twoProcesses: { requestsPerSecond: number; p99Ms: number; perProcess: Measurement[] }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

/** An API answer's envelope; the bench names the type of the data it reads. */
async function json<Data = unknown>(url: string, init?: RequestInit): Promise<{ data: Data }> {
  const response = await fetch(url, init)
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`)
  return (await response.json()) as { data: Data }
}

/**
 * Two server processes on the bench's database, as `npm start` runs them (without the admin UI): how long a change
 * written through one takes to be served by the other (their caches hear PostgreSQL's notifications), and what one
 * process serves against two on the same machine.
 */
export async function measureProcesses(
  databaseUrl: string,
  runLoad: (target: Target, connections?: number) => Promise<Measurement>,
  log: (line: string) => void,
): Promise<ProcessFigures> {
  const env = {
    DATABASE_URL: databaseUrl,
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET,
    NODE_ENV: 'production',
    RATE_LIMIT_PUBLIC_PER_MINUTE: '0',
    ACCESS_LOG: '0',
    MAIL_SENDER: '0',
  }
  const servers: ChildServer[] = []
  try {
    log('  starting two server processes on the bench database ...')
    servers.push(await startChildServer(env, 180_000))
    servers.push(await startChildServer(env, 180_000))
    const [one, two] = servers.map((server) => server.url)
    const { data: login } = await json<{ token: string }>(`${one}/api/v1/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(BENCH_ADMIN),
    })
    const authorization = `Bearer ${login.token}`
    const { data: programs } = await json<Array<{ id: number; slug: string }>>(
      `${one}/api/v1/admin/programs?per_page=1`,
      { headers: { authorization } },
    )
    const program = programs[0]
    const detail = `${two}/api/v1/programs/${program.slug}?lang=en`

    log(`  invalidation: ${ROUNDS} renames through one process, each timed until the other serves it ...`)
    const latencies: number[] = []
    for (let round = 0; round < ROUNDS; round++) {
      const title = `Bench rename ${round} ${Date.now()}`
      // The other process holds the old answer in its cache.
      await json(detail)
      await json(detail)
      await json(`${one}/api/v1/admin/programs/${program.id}`, {
        method: 'PUT',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ title: { en: title } }),
      })
      const committed = performance.now()
      while ((await json<{ title: string }>(detail)).data.title !== title) {
        if (performance.now() - committed > 10_000)
          throw new Error('the other process did not serve the change within 10 s')
      }
      latencies.push(performance.now() - committed)
    }
    latencies.sort((a, b) => a - b)
    const round = (ms: number) => Math.round(ms * 10) / 10
    const invalidation = {
      rounds: ROUNDS,
      p50Ms: round(percentile(latencies, 50)),
      p99Ms: round(percentile(latencies, 99)),
      maxMs: round(latencies[latencies.length - 1]),
    }

    const list = '/api/v1/programs?lang=ru'
    log('  one process: the cached programs list ...')
    const oneProcess = await runLoad({ name: `GET ${list}, one process`, url: `${one}${list}` })
    log('  two processes: the same list, half of the connections on each, at the same time ...')
    const perProcess = await Promise.all(
      servers.map((server, index) =>
        runLoad({ name: `GET ${list}, process ${index + 1} of 2`, url: `${server.url}${list}` }, 0.5),
      ),
    )
    const twoProcesses = {
      requestsPerSecond: perProcess.reduce((sum, m) => sum + m.requestsPerSecond, 0),
      p99Ms: Math.max(...perProcess.map((m) => m.p99Ms)),
      perProcess,
    }
    return { invalidation, oneProcess, twoProcesses }
  } finally {
    for (const server of servers) {
      server.child.kill('SIGTERM')
      await Promise.race([server.exited, new Promise((resolve) => setTimeout(resolve, 15_000))])
      server.kill()
    }
  }
}
