import { execFile, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { promisify } from 'node:util'
import { chromium } from 'playwright-core'
import { CHROMIUM, CHROMIUM_ARGS } from '../tests/e2e/chromium.js'
import { freePort } from '../tests/support/childServer.js'

/**
 * `npm run docker:smoke`: the image as an operator meets it. Builds it (and its base images when missing), runs it with
 * the embedded database on a volume, waits for /readyz, signs in through /api/v1, opens /admin/login in Chromium, stops
 * it with `docker stop` (exit 0 within 10 s, node as PID 1), starts it again and finds the data; then the compose stack
 * (two app processes behind one address, PostgreSQL) answers and shares its data. Exits non-zero on any failure.
 * SMOKE_COMPOSE=0 skips the compose part.
 */
const root = path.resolve(import.meta.dirname, '..')
const IMAGE = 'agrofund:latest'
const run = promisify(execFile)
const started = Date.now()
const ADMIN = { email: 'smoke-admin@example.com', password: `smoke-${randomBytes(6).toString('hex')}` }

const step = (text: string) => console.log(`[${Math.round((Date.now() - started) / 1000)} s] ${text}`)
const docker = async (...args: string[]) =>
  (await run('docker', args, { cwd: root, maxBuffer: 64 * 1024 * 1024 })).stdout.trim()
/** A container's last lines, both streams: a server that dies at start says why on stderr. */
const containerLog = async (name: string, lines: number) => {
  const { stdout, stderr } = await run('docker', ['logs', '--tail', String(lines), name], {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
  })
  return `${stdout}${stderr}`.trim()
}

/** Runs a command with its output shown (the build's), failing on a non-zero exit. */
function stream(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env })
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    )
  })
}

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`smoke: ${message}`)
}

/** Waits for /readyz; `running` says whether what should answer is still up (a crashed container fails at once). */
async function waitReady(
  url: string,
  withinMs: number,
  running: () => Promise<boolean> = async () => true,
): Promise<number> {
  const since = Date.now()
  while (Date.now() - since < withinMs) {
    if (!(await running())) throw new Error(`smoke: the server behind ${url} stopped before it was ready`)
    const status = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.status,
      () => 0,
    )
    if (status === 200) return Date.now() - since
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`smoke: ${url}/readyz not 200 within ${withinMs / 1000} s`)
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/v1/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  check(response.status === 200, `sign-in through /api/v1/admin/auth/login answered ${response.status}`)
  return ((await response.json()) as { data: { token: string } }).data.token
}

async function createSector(url: string, token: string, slug: string): Promise<void> {
  const response = await fetch(`${url}/api/v1/admin/program-sectors`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: { uz: 'Sinov sohasi', ru: 'Тестовая отрасль', en: 'Smoke sector' }, slug }),
  })
  check(response.status === 201, `creating a program sector answered ${response.status}: ${await response.text()}`)
}

async function hasSector(url: string, token: string, slug: string): Promise<boolean> {
  const response = await fetch(`${url}/api/v1/admin/program-sectors?per_page=100`, {
    headers: { authorization: `Bearer ${token}` },
  })
  const { data } = (await response.json()) as { data: { slug: string }[] }
  return data.some((sector) => sector.slug === slug)
}

async function openAdminLogin(url: string): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
  try {
    const page = await browser.newPage()
    await page.goto(`${url}/admin/login`)
    await page.locator('input[type="email"], input[name="email"]').first().waitFor({ timeout: 30_000 })
    await page.locator('input[type="password"]').first().waitFor()
    step(`Chromium shows the admin sign-in form at ${url}/admin/login ("${await page.title()}")`)
  } finally {
    await browser.close()
  }
}

async function image(): Promise<number> {
  step('base images (docker/base-image.sh: debootstrap + Node 20, built when missing)')
  await stream('bash', ['docker/base-image.sh'])
  step(`docker build -t ${IMAGE} .`)
  const buildStarted = Date.now()
  await stream('docker', ['build', '-t', IMAGE, '.'], { ...process.env, DOCKER_BUILDKIT: '0' })
  const bytes = Number(await docker('image', 'inspect', '-f', '{{.Size}}', IMAGE))
  step(
    `built in ${Math.round((Date.now() - buildStarted) / 1000)} s; image size ${Math.round(bytes / 1_000_000)} MB (target: at most 600 MB)`,
  )
  const space = await docker(
    'run',
    '--rm',
    '--user',
    'root',
    '--entrypoint',
    'du',
    IMAGE,
    '-sh',
    '/usr/local/bin/node',
    '/usr',
    '/var',
    '/app/node_modules',
    '/app/.next',
    '/app/dist',
  )
  for (const line of space.split('\n')) step(`  ${line.replace('\t', '  ')}`)
  const forbidden = await docker(
    'run',
    '--rm',
    '--entrypoint',
    'node',
    IMAGE,
    '-e',
    "const fs=require('fs');console.log(['src','tests','node_modules/tsx','node_modules/vitest','node_modules/typescript','node_modules/.bin/npm'].filter((p)=>fs.existsSync(p)).join(' '))",
  )
  check(forbidden === '', `the runtime image holds ${forbidden}`)
  return bytes
}

async function singleContainer(): Promise<void> {
  const name = `agrofund-smoke-${process.pid}`
  const volumes = [`${name}-data`, `${name}-media`]
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  try {
    step(`docker run ${name} (embedded PostgreSQL on the volume ${volumes[0]})`)
    await docker(
      'run',
      '-d',
      '--name',
      name,
      '-p',
      `127.0.0.1:${port}:3000`,
      '-v',
      `${volumes[0]}:/app/.data`,
      '-v',
      `${volumes[1]}:/app/media`,
      '-e',
      `PAYLOAD_SECRET=${randomBytes(32).toString('hex')}`,
      '-e',
      `ADMIN_EMAIL=${ADMIN.email}`,
      '-e',
      `ADMIN_PASSWORD=${ADMIN.password}`,
      '-e',
      `PUBLIC_URL=${url}`,
      IMAGE,
    )
    const running = async () => (await docker('inspect', '-f', '{{.State.Running}}', name)) === 'true'
    step(`ready after ${((await waitReady(url, 180_000, running)) / 1000).toFixed(1)} s`)
    const pid1 = await docker(
      'exec',
      name,
      'node',
      '-e',
      "console.log(require('fs').readFileSync('/proc/1/cmdline','utf8').split('\\0').join(' ').trim())",
    )
    check(pid1.startsWith('node '), `PID 1 is "${pid1}", not node`)
    step(`PID 1: ${pid1}`)
    const token = await signIn(url)
    const slug = `smoke-${Date.now()}`
    await createSector(url, token, slug)
    step('signed in through /api/v1/admin/auth/login and created a program sector')
    await openAdminLogin(url)

    const stopping = Date.now()
    await docker('stop', '-t', '10', name)
    const stopMs = Date.now() - stopping
    const exitCode = await docker('inspect', '-f', '{{.State.ExitCode}}', name)
    step(`docker stop took ${(stopMs / 1000).toFixed(1)} s, exit code ${exitCode}`)
    check(
      exitCode === '0' && stopMs < 10_000,
      `docker stop: exit code ${exitCode} after ${stopMs} ms (expected 0 within 10 s)`,
    )

    await docker('start', name)
    step(`started again: ready after ${((await waitReady(url, 120_000, running)) / 1000).toFixed(1)} s`)
    check(await hasSector(url, await signIn(url), slug), 'the program sector made before the restart is gone')
    step('the data survived the restart (the sector is there, the admin signs in)')
  } catch (error) {
    console.error((await containerLog(name, 60).catch(() => '')) || '(no container log)')
    throw error
  } finally {
    await docker('rm', '-f', name).catch(() => undefined)
    await docker('volume', 'rm', ...volumes).catch(() => undefined)
  }
}

async function composeStack(): Promise<void> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const project = `agrofundsmoke${process.pid}`
  const env = {
    ...process.env,
    COMPOSE_PROJECT_NAME: project,
    HTTP_PORT: String(port),
    PUBLIC_URL: url,
    PAYLOAD_SECRET: randomBytes(32).toString('hex'),
    POSTGRES_PASSWORD: randomBytes(12).toString('hex'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  }
  const compose = (...args: string[]) => stream('docker-compose', args, env)
  try {
    step(`docker-compose up -d (project ${project}): PostgreSQL, the app twice, nginx on ${url}`)
    await compose('up', '-d', '--no-build')
    step(`ready behind the proxy after ${((await waitReady(url, 240_000)) / 1000).toFixed(1)} s`)
    const token = await signIn(url)
    const slug = `smoke-compose-${Date.now()}`
    await createSector(url, token, slug)
    // Each app answers with its own process's request ids; both must see what was written through either.
    const seenBy = new Set<string>()
    for (let index = 0; index < 20; index++) {
      const response = await fetch(`${url}/api/v1/admin/program-sectors?per_page=100`, {
        headers: { authorization: `Bearer ${token}` },
      })
      check(response.status === 200, `a read behind the proxy answered ${response.status}`)
      const { data } = (await response.json()) as { data: { slug: string }[] }
      check(
        data.some((sector) => sector.slug === slug),
        'an app process does not see the sector written through the other',
      )
      seenBy.add(response.headers.get('x-served-by') ?? '')
    }
    step(
      `20 reads through the proxy, served by ${seenBy.size} app containers (${[...seenBy].join(', ')}), all with the new sector`,
    )
    check(seenBy.size === 2, `the proxy reached ${seenBy.size} app containers, not 2`)
    await openAdminLogin(url)
  } catch (error) {
    await compose('logs', '--tail', '40').catch(() => undefined)
    throw error
  } finally {
    await compose('down', '-v', '--timeout', '15').catch(() => undefined)
  }
}

async function main() {
  await docker('info', '--format', '{{.ServerVersion}}').catch(() => {
    throw new Error('smoke: no Docker engine answers (start one: dockerd --storage-driver=vfs &)')
  })
  const bytes = await image()
  await singleContainer()
  if (process.env.SMOKE_COMPOSE !== '0') await composeStack()
  // Checked last, so an oversized image still gets its run checked.
  check(bytes <= 600_000_000, `the image is ${Math.round(bytes / 1_000_000)} MB, over 600 MB`)
  step('docker smoke: all passed')
}

main().catch((error: Error) => {
  console.error(error.message)
  process.exit(1)
})
