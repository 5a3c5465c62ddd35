import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { startChildServer } from '../tests/support/childServer.js'
import { BENCH_ADMIN } from './seed.js'

/** The bounds on the server's resident memory after warm-up, in MiB. */
export const MEMORY_TARGET_MIB = { withAdmin: 300, withoutAdmin: 180 }
const PUBLIC_READS = 1_000
const root = path.resolve(import.meta.dirname, '..')

export interface MemoryFigures {
  withAdmin: number
  withoutAdmin: number
  nodeFlags: string[]
  /** The last image `npm run docker:smoke` built (agrofund:latest), in MB; null where Docker or the image is absent. */
  imageMb: number | null
}

/** The size of the last image the smoke built, as `docker image ls` counts it. */
function imageMb(): number | null {
  try {
    const bytes = Number(
      execFileSync('docker', ['image', 'inspect', '-f', '{{.Size}}', 'agrofund:latest'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim(),
    )
    return Number.isFinite(bytes) ? Math.round(bytes / 1_000_000) : null
  } catch {
    return null
  }
}

/** The node flags `npm start` gives the server (package.json), so the bench measures what production runs. */
export function startFlags(): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>
  }
  return scripts.start.split(/\s+/).filter((word) => word.startsWith('--') && word !== '--conditions=production')
}

/** Resident memory of a process and all its descendants, in MiB (Linux /proc). */
function residentMib(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  const children = readdirChildren(pid)
  return kib / 1024 + children.reduce((sum, child) => sum + residentMib(child), 0)
}

function readdirChildren(pid: number): number[] {
  const file = `/proc/${pid}/task/${pid}/children`
  return existsSync(file) ? readFileSync(file, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number) : []
}

/** The public reads of the warm-up: the lists and details a visitor's pages ask for, in the three languages. */
const publicPaths = (slugs: string[]) => {
  const lists = ['programs', 'posts', 'legal-documents', 'staff-units', 'faqs', 'management', 'photo-galleries']
  const paths: string[] = []
  for (let index = 0; paths.length < PUBLIC_READS; index++) {
    const lang = ['uz', 'ru', 'en'][index % 3]
    paths.push(`/api/v1/${lists[index % lists.length]}?lang=${lang}&page=${(index % 4) + 1}`)
    if (slugs.length > 0) paths.push(`/api/v1/programs/${slugs[index % slugs.length]}?lang=${lang}`)
  }
  return paths.slice(0, PUBLIC_READS)
}

/**
 * The compiled server (`npm run build`'s dist/, with `npm start`'s node flags) on the bench database, warmed up as
 * the issue says: the admin dashboard opened once by a signed-in editor (when the admin UI is on), then 1,000 public
 * reads, ten at a time. Its resident memory is read after, PostgreSQL apart.
 */
export async function measureMemory(databaseUrl: string, log: (line: string) => void): Promise<MemoryFigures> {
  if (!existsSync(path.join(root, 'dist', 'src', 'server.js')) || !existsSync(path.join(root, '.next', 'BUILD_ID'))) {
    throw new Error('memory: run `npm run build` first (the bench measures the compiled server and the built admin UI)')
  }
  const nodeFlags = startFlags()
  const figures: Record<'withAdmin' | 'withoutAdmin', number> = { withAdmin: 0, withoutAdmin: 0 }
  for (const admin of [false, true]) {
    const env = {
      DATABASE_URL: databaseUrl,
      PAYLOAD_SECRET: process.env.PAYLOAD_SECRET,
      NODE_ENV: 'production',
      ADMIN_UI: admin ? '1' : '0',
      RATE_LIMIT_PUBLIC_PER_MINUTE: '0',
      MAIL_SENDER: '0',
    }
    const server = await startChildServer(env, 180_000, [...nodeFlags, 'dist/src/server.js'])
    try {
      if (admin) {
        const login = await fetch(`${server.url}/api/users/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(BENCH_ADMIN),
        })
        const { token } = (await login.json()) as { token?: string }
        if (!token) throw new Error(`memory: the bench admin could not sign in (${login.status})`)
        const dashboard = await fetch(`${server.url}/admin`, { headers: { cookie: `payload-token=${token}` } })
        const html = await dashboard.text()
        if (dashboard.status !== 200 || !html.includes('dashboard'))
          throw new Error(`memory: the admin dashboard did not render (${dashboard.status})`)
      }
      const programs = (await (await fetch(`${server.url}/api/v1/programs?lang=en`)).json()) as {
        data: { slug: string }[]
      }
      const paths = publicPaths(programs.data.map((program) => program.slug))
      for (let start = 0; start < paths.length; start += 10) {
        await Promise.all(
          paths
            .slice(start, start + 10)
            .map((item) => fetch(`${server.url}${item}`).then((response) => response.arrayBuffer())),
        )
      }
      await new Promise((resolve) => setTimeout(resolve, 1_000))
      const mib = residentMib(server.child.pid!)
      figures[admin ? 'withAdmin' : 'withoutAdmin'] = Math.round(mib)
      log(
        `  the compiled server, admin UI ${admin ? 'on (dashboard opened)' : 'off (ADMIN_UI=0)'}, after ${PUBLIC_READS} public reads: ${Math.round(mib)} MiB resident`,
      )
    } finally {
      server.child.kill('SIGTERM')
      await server.exited
    }
  }
  return { ...figures, nodeFlags, imageMb: imageMb() }
}
