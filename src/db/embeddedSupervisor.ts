import type { ChildProcess } from 'node:child_process'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { embeddedRestartMaxMs, embeddedRestartMinMs } from '../config/settings.js'
import { describeError, logger } from '../logger.js'

/** The wait before restart number `attempt` (0 first): the minimum, doubled per failed attempt, capped at the maximum. */
export function restartDelay(attempt: number, minMs: number, maxMs: number): number {
  return Math.min(Math.max(minMs, maxMs), minMs * 2 ** Math.min(attempt, 30))
}

/** A cluster that stayed up this long counts as recovered: its next death starts the back-off from the minimum again. */
const STABLE_MS = 60_000

/** Data directories of the clusters this process runs that died and are not back yet. */
const down = new Set<string>()

/** Whether an embedded cluster of this process is down: /readyz answers 503 at once rather than probing a dead port. */
export const embeddedDatabaseDown = (): boolean => down.size > 0

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Whether `pid` runs; a zombie (exited, not yet reaped by whoever inherited it) does not. */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
  } catch (error) {
    // EPERM: alive, but another user's (the cluster runs as "postgres" when started as root).
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false
  }
  const stat = procStat(pid)
  return stat === undefined || stat[0] !== 'Z'
}

/** The fields of /proc/<pid>/stat after the command name (state, parent, ...); undefined off Linux. */
function procStat(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  } catch {
    return undefined
  }
}

export interface Postmaster {
  pid: number
  port: number
}

/** The postmaster of a cluster directory that runs now (its `postmaster.pid` names a live process), if any. */
export function runningPostmaster(clusterDir: string): Postmaster | undefined {
  const pidFile = path.join(clusterDir, 'postmaster.pid')
  if (!existsSync(pidFile)) return undefined
  // Lines: pid, data directory, start time, port, socket directory, listen address, shared memory key, status.
  const lines = readFileSync(pidFile, 'utf8').split('\n')
  const pid = Number(lines[0])
  const port = Number(lines[3])
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port) || port <= 0) return undefined
  return isRunning(pid) ? { pid, port } : undefined
}

/**
 * Who started the cluster of a DATA_DIR is kept beside it, so that a later process can tell a cluster whose server
 * still runs it (shared: `npm run seed` next to `npm start`) from one left behind (its server was killed, or someone
 * restarted the cluster by hand).
 */
const ownerFile = (dataDir: string) => path.join(dataDir, 'postgres.owner')

export const recordOwner = (dataDir: string) => writeFileSync(ownerFile(dataDir), String(process.pid))

export function forgetOwner(dataDir: string): void {
  if (ownerOf(dataDir) === process.pid) rmSync(ownerFile(dataDir), { force: true })
}

const ownerOf = (dataDir: string): number | undefined => {
  try {
    return Number(readFileSync(ownerFile(dataDir), 'utf8').trim()) || undefined
  } catch {
    return undefined
  }
}

/**
 * The process of this service that started `postmaster` and runs it still. It is the postmaster's parent: when the
 * server is killed its postmaster goes to init (or a subreaper), and a postmaster started by pg_ctl never had one of
 * ours, so a recorded pid that was reused since is not taken for an owner either.
 */
export function liveOwner(dataDir: string, postmaster: Postmaster): number | undefined {
  const owner = ownerOf(dataDir)
  if (owner === undefined || !isRunning(owner)) return undefined
  const parent = procStat(postmaster.pid)?.[1]
  return parent === undefined || Number(parent) === owner ? owner : undefined
}

/**
 * Stops a postmaster this process did not start (left by an earlier run, or started by hand): a fast shutdown
 * (SIGINT, what pg_ctl stop -m fast does), an immediate one (SIGQUIT) if that hangs.
 */
export async function stopForeignPostmaster(postmaster: Postmaster): Promise<void> {
  for (const [signal, waitMs] of [
    ['SIGINT', 15_000],
    ['SIGQUIT', 5_000],
  ] as const) {
    try {
      process.kill(postmaster.pid, signal)
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      if (code === 'ESRCH') return
      throw new Error(
        `cannot stop the PostgreSQL left running on this DATA_DIR (postmaster ${postmaster.pid}, port ${postmaster.port}): ${code}; it runs as another user, stop it as that user`,
      )
    }
    const deadline = Date.now() + waitMs
    while (Date.now() < deadline) {
      if (!isRunning(postmaster.pid)) return
      await sleep(100)
    }
  }
  throw new Error(
    `the PostgreSQL left running on this DATA_DIR (postmaster ${postmaster.pid}, port ${postmaster.port}) did not stop within 20 s`,
  )
}

/** Stops a postmaster this process started and waits for its exit; an immediate shutdown if the fast one hangs. */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGINT')
  // A fast shutdown that hangs (a stuck backend) becomes an immediate one rather than a hung stop.
  const immediate = setTimeout(() => child.kill('SIGQUIT'), 10_000)
  await exited
  clearTimeout(immediate)
}

const exitCause = (code: number | null, signal: NodeJS.Signals | null) =>
  signal ? `killed by ${signal}` : `exited with code ${code}`

export interface SupervisedCluster {
  /** No more restarts; stops the postmaster (or the attempt under way) and waits for it. */
  stop: () => Promise<void>
}

/**
 * Keeps the postmaster this process started running: when it dies (killed, crashed, stopped by someone else) it is
 * started again on the same port, so the pool's URL stays right and the pool reconnects on its own, after a wait
 * that grows while attempts fail. Meanwhile /readyz is red (embeddedDatabaseDown). A postmaster someone else started on
 * the directory in between (pg_ctl restart) is stopped first, so that the cluster stays this process's child, whose
 * death it hears at once and which it stops when it stops.
 */
export function superviseCluster(
  clusterDir: string,
  postmaster: () => ChildProcess | undefined,
  start: () => Promise<void>,
): SupervisedCluster {
  let stopping = false
  let attempt = 0
  let upSince = Date.now()
  let timer: NodeJS.Timeout | undefined
  let attemptUnderWay: Promise<void> | undefined

  const watch = (child: ChildProcess | undefined) => {
    child?.once('exit', (code, signal) => {
      if (stopping || child !== postmaster()) return
      const cause = exitCause(code, signal)
      down.add(clusterDir)
      if (Date.now() - upSince >= STABLE_MS) attempt = 0
      logger.warn({ msg: 'embedded PostgreSQL stopped unexpectedly', cause, postmaster: child.pid, clusterDir })
      schedule(cause, Date.now())
    })
  }

  const schedule = (cause: string, downSince: number) => {
    const delayMs = restartDelay(attempt, embeddedRestartMinMs(), embeddedRestartMaxMs())
    timer = setTimeout(() => (attemptUnderWay = restart(cause, downSince, delayMs)), delayMs)
    // The HTTP server keeps a server alive; a one-off command that is done must not wait for a restart.
    timer.unref()
  }

  const restart = async (cause: string, downSince: number, waitedMs: number) => {
    attempt += 1
    logger.warn({ msg: 'restarting embedded PostgreSQL', cause, attempt, afterMs: waitedMs })
    try {
      const foreign = runningPostmaster(clusterDir)
      if (foreign) {
        logger.warn({
          msg: "embedded PostgreSQL was started by someone else: stopping it to run the server's own",
          postmaster: foreign.pid,
          port: foreign.port,
        })
        await stopForeignPostmaster(foreign)
      }
      if (stopping) return
      await start()
      watch(postmaster())
      upSince = Date.now()
      down.delete(clusterDir)
      logger.info({
        msg: 'embedded PostgreSQL restarted',
        cause,
        attempts: attempt,
        downMs: upSince - downSince,
        postmaster: postmaster()?.pid,
      })
    } catch (error) {
      if (stopping) return
      logger.warn({ msg: 'embedded PostgreSQL restart failed', cause, attempt, error: describeError(error).message })
      schedule(cause, downSince)
    }
  }

  watch(postmaster())
  return {
    stop: async () => {
      stopping = true
      clearTimeout(timer)
      down.delete(clusterDir)
      // A postmaster still starting is stopped like a running one; the attempt then ends, and nothing it began runs on.
      const child = postmaster()
      if (child) await stopChild(child)
      await attemptUnderWay
      const started = postmaster()
      if (started) await stopChild(started)
    },
  }
}
