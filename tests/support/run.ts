import { spawn, type SpawnOptions } from 'node:child_process'

export interface Ran {
  /** The exit code; null when a signal ended it (the timeout's included). */
  status: number | null
  signal: NodeJS.Signals | null
  stdout: string
  stderr: string
}

/**
 * Runs a command to its end and answers what it printed, without stopping the test worker while it runs.
 *
 * Never `spawnSync`/`execFileSync` a command that can take long in a test: it blocks the worker's event loop for the
 * whole run, and Vitest's own calls from the worker to the main process (a test's progress) time out after 60 s
 * meanwhile. That surfaced as "Timeout calling onTaskUpdate", an unhandled error that failed a CI run whose 3,485
 * tests had all passed, on a machine slow enough for `npm run restore` to take over a minute.
 *
 * `timeout` ends the command with SIGTERM, as spawnSync's option did. `quiet` reads nothing of what it prints (a
 * command that leaves a daemon behind, pg_ctl's postmaster, would otherwise hold the pipes open past its own exit).
 */
export function run(
  file: string,
  args: readonly string[],
  { timeout, quiet, ...options }: Omit<SpawnOptions, 'stdio'> & { timeout?: number; quiet?: boolean } = {},
): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { ...options, stdio: quiet ? 'ignore' : ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
    const timer = timeout ? setTimeout(() => child.kill('SIGTERM'), timeout) : undefined
    child.once('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    child.once('close', (status, signal) => {
      clearTimeout(timer)
      resolve({ status, signal, stdout, stderr })
    })
  })
}
