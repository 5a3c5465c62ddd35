import { spawn, type ChildProcess } from 'node:child_process'
import { chmodSync, mkdtempSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { buildIsCurrent } from '../../src/build/freshness.mjs'

/**
 * A fresh directory for an embedded cluster of a test's own. As root the cluster runs as the user "postgres", which
 * must reach its directory inside this one.
 */
export function clusterDirectory(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix))
  chmodSync(dir, 0o711)
  return dir
}

const root = path.resolve(import.meta.dirname, '../..')

export interface ChildServer {
  url: string
  port: number
  child: ChildProcess
  /** Everything the process wrote so far (its JSON log lines). */
  output: () => string
  /** Resolves when the process ends. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>
  alive: () => boolean
  /** SIGKILL if still running: for the end of a test, whatever happened in it. */
  kill: () => void
}

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })

let compiledIsCurrent: boolean | undefined

/**
 * How node runs one of the server's entry points (`src/server.ts`, `src/ops/backup.ts`): the compiled module under
 * dist/ when the build is newer than every source (CI builds first; starting from it spares compiling the sources
 * through tsx at every start), else the source through tsx, so a test never runs code older than the tree.
 */
export function serverEntry(source: string): string[] {
  compiledIsCurrent ??= buildIsCurrent({ adminUi: false })
  return compiledIsCurrent ? [path.join('dist', source.replace(/\.ts$/, '.js'))] : ['--import', 'tsx', source]
}

/**
 * The real server (`src/server.ts`, as `npm start` runs it, without the admin UI) spawned in a child process with
 * `env` on top of this process's environment (`undefined` removes a variable); `output()` is all it wrote so far.
 */
export function spawnServer(
  env: Record<string, string | undefined>,
  /** What node runs after `--conditions=production`: the server (compiled when current), or another entry. */
  entry: string[] = serverEntry('src/server.ts'),
): { child: ChildProcess; output: () => string } {
  const merged: NodeJS.ProcessEnv = { ...process.env, ADMIN_UI: '0', ACCESS_LOG: '0', ...env }
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete merged[name]
  // The child is not a vitest worker: its own flags only.
  for (const name of ['NODE_OPTIONS', 'VITEST', 'VITEST_WORKER_ID', 'VITEST_POOL_ID']) delete merged[name]
  const child = spawn(process.execPath, ['--conditions=production', ...entry], {
    cwd: root,
    env: merged,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return { child, output: () => output }
}

/** `spawnServer` on a free port, once it is ready: /readyz answered 200. */
export async function startChildServer(
  env: Record<string, string | undefined>,
  readyWithinMs = 90_000,
  entry?: string[],
): Promise<ChildServer> {
  const port = await freePort()
  const { child, output } = spawnServer({ PORT: String(port), ...env }, entry)
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  )
  let running = true
  void exited.then(() => (running = false))
  const server: ChildServer = {
    url: `http://127.0.0.1:${port}`,
    port,
    child,
    output,
    exited,
    alive: () => running,
    kill: () => {
      if (running) child.kill('SIGKILL')
    },
  }
  const deadline = Date.now() + readyWithinMs
  while (Date.now() < deadline && running) {
    const status = await fetch(`${server.url}/readyz`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.status,
      () => 0,
    )
    if (status === 200) return server
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  server.kill()
  throw new Error(
    `the server did not become ready (${running ? 'timeout' : 'it exited'}); its output:\n${output().slice(-4000)}`,
  )
}

/**
 * Asks a server to stop (SIGTERM) and gives it `graceMs` to exit before it is killed; resolves once it has exited.
 * Nothing to do for one that never started or already ended.
 */
export async function stopChildServer(server: ChildServer | undefined, graceMs = 10_000) {
  if (!server) return undefined
  if (server.alive()) {
    server.child.kill('SIGTERM')
    await Promise.race([server.exited, new Promise((resolve) => setTimeout(resolve, graceMs))])
    server.kill()
  }
  return server.exited
}
