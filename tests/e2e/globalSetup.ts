import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { buildIsCurrent } from '../../src/build/freshness.mjs'
import { adminQuery, resolveTestServer, withDatabase } from '../support/database.js'
import { CHROMIUM } from './chromium.js'

const root = path.resolve(import.meta.dirname, '../..')

export interface E2eContext {
  baseUrl: string
  adminEmail: string
  adminPassword: string
  databaseUrl: string
  serverLog: string
  /** The server's development mail outbox (no SMTP_URL): one .eml file per mail sent. */
  mailDir: string
}

/**
 * The browser suite's stack, started once for the run exactly as production runs it: a fresh database, then
 * `node --conditions=production dist/src/server.js` (Express, Payload, the built Next.js admin UI) as a child process
 * on a free port. Tests reach it only over HTTP, through Chromium or fetch.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `The browser tests drive Debian's Chromium at ${CHROMIUM}, which is missing. .ci/run installs it; on this machine: sudo apt-get install chromium`,
    )
  }
  ensureFreshBuild()

  const { adminUrl, embedded } = await resolveTestServer()
  const database = `agrofund_e2e_${randomBytes(5).toString('hex')}`
  await adminQuery(adminUrl, `create database ${database}`)
  const databaseUrl = withDatabase(adminUrl, database)
  const temp = mkdtempSync(path.join(os.tmpdir(), 'agrofund-e2e-'))
  const serverLog = path.join(temp, 'server.log')
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const adminEmail = 'e2e-admin@example.com'
  const adminPassword = `e2e-${randomBytes(6).toString('hex')}`

  const child = startServer(
    {
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      PAYLOAD_SECRET: 'e2e-secret',
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: adminPassword,
      DATA_DIR: path.join(temp, 'data'),
      MEDIA_DIR: path.join(temp, 'media'),
      LOGIN_MAX_ATTEMPTS: '5',
      LOGIN_LOCKOUT_SECONDS: '600',
      RATE_LIMIT_PUBLIC_PER_MINUTE: '0',
      // The browser tests submit appeals from one address, more than an hour's allowance (the limit has its API tests).
      RATE_LIMIT_APPEALS_PER_HOUR: '0',
      ACCESS_LOG: '0',
      MAIL_POLL_MS: '200',
    },
    serverLog,
  )
  // A run that dies without its teardown must not leave the server behind.
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)

  const teardown = async () => {
    process.removeListener('exit', killOnExit)
    await stopServer(child)
    await adminQuery(adminUrl, `drop database if exists ${database} with (force)`).catch(() => undefined)
    await embedded?.stop()
    if (process.env.E2E_KEEP === '1') process.stdout.write(`e2e: kept ${temp} (server.log, media)\n`)
    else rmSync(temp, { recursive: true, force: true })
  }

  try {
    await waitUntilReady(baseUrl, child, serverLog)
  } catch (error) {
    await teardown()
    throw error
  }

  project.provide('e2e', {
    baseUrl,
    adminEmail,
    adminPassword,
    databaseUrl,
    serverLog,
    mailDir: path.join(temp, 'data', 'mail'),
  })
  return teardown
}

/**
 * Builds the admin UI and the server (npm run build) when either is missing or a source is newer than the build (the
 * same test as npm start's); a failed build fails the run with its output.
 */
function ensureFreshBuild() {
  if (buildIsCurrent()) return
  process.stdout.write('e2e: the build is missing or older than the sources: running npm run build\n')
  const started = Date.now()
  // The build script sets its own conditions; next build must not inherit the test run's NODE_OPTIONS.
  const { NODE_OPTIONS: _conditions, ...env } = process.env
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...env, NEXT_TELEMETRY_DISABLED: '1' },
    maxBuffer: 64 * 1024 * 1024,
  })
  if (build.error) throw new Error(`npm run build could not start: ${build.error.message}`)
  if (build.status !== 0) {
    throw new Error(
      `npm run build failed (exit ${build.status ?? build.signal}):\n${tail(`${build.stdout}\n${build.stderr}`, 80)}`,
    )
  }
  process.stdout.write(`e2e: built in ${Math.round((Date.now() - started) / 1000)}s\n`)
}

/** The server as production starts it (README, Production): no npm in between, NODE_ENV unset, local media. */
function startServer(settings: Record<string, string>, logFile: string): ChildProcess {
  const env: Record<string, string | undefined> = {}
  for (const [name, value] of Object.entries(process.env)) {
    // The test runner's own variables, and outside configuration the server would otherwise pick up.
    if (
      name === 'NODE_ENV' ||
      name === 'NODE_OPTIONS' ||
      name.startsWith('VITEST') ||
      name.startsWith('S3_') ||
      /^(TEST_|ADMIN_|DATABASE_|MAIL_|SMTP_URL$|SITE_URL$|LOG_LEVEL$|TRUST_PROXY$)/.test(name)
    )
      continue
    env[name] = value
  }
  Object.assign(env, settings, { NEXT_TELEMETRY_DISABLED: '1' })
  const log = createWriteStream(logFile)
  // The compiled server, which ensureFreshBuild has just made current with the admin UI (npm run build).
  const child = spawn(process.execPath, ['--conditions=production', 'dist/src/server.js'], {
    cwd: root,
    // Next.js types NODE_ENV as always set; this server runs without it.
    env: env as unknown as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.pipe(log)
  child.stderr?.pipe(log)
  return child
}

async function waitUntilReady(baseUrl: string, child: ChildProcess, logFile: string) {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `the server exited (${child.exitCode ?? child.signalCode}) before it was ready; the end of its log:\n${tail(readLog(logFile), 60)}`,
      )
    }
    const status = await fetch(`${baseUrl}/readyz`).then(
      (response) => response.status,
      () => 0,
    )
    if (status === 200) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(
    `the server at ${baseUrl} was not ready (GET /readyz = 200) within 120 s; the end of its log:\n${tail(readLog(logFile), 60)}`,
  )
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  // The server forces its own exit after 20 s; this is the last resort.
  const timer = setTimeout(() => child.kill('SIGKILL'), 25_000)
  await exited
  clearTimeout(timer)
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

const readLog = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : '(no log written)')
const tail = (text: string, lines: number) => text.trimEnd().split('\n').slice(-lines).join('\n')

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: E2eContext
  }
}
