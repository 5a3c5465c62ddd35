import { chmodSync, existsSync, mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { startChildServer, stopChildServer } from '../support/childServer.js'
import { run } from '../support/run.js'

const root = path.resolve(import.meta.dirname, '../..')
const isRoot = process.getuid?.() === 0

/** Starts the real boot sequence in a child process with no DATABASE_URL, optionally as another user. */
async function bootFrom(dataDir: string, asUser?: string, extra: Record<string, string> = {}) {
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    ADMIN_EMAIL: 'first@example.com',
    ADMIN_PASSWORD: 'first-password',
    ACCESS_LOG: '0',
    EMBEDDED_PG_PORT: '0',
    ...extra,
  } as NodeJS.ProcessEnv
  delete env.DATABASE_URL
  delete env.PAYLOAD_SECRET
  const command = [process.execPath, '--conditions=production', '--import', 'tsx', 'tests/support/embeddedBoot.ts']
  const [file, ...args] = asUser
    ? ['setpriv', '--reuid', asUser, '--regid', asUser, '--clear-groups', ...command]
    : command
  const result = await run(file!, args, { cwd: root, env: { ...env, HOME: dataDir }, timeout: 120_000 })
  const line = result.stdout.split('\n').find((l) => l.startsWith('RESULT '))
  if (!line) throw new Error(`boot failed (${result.status}): ${result.stderr.slice(-2000)}`)
  return JSON.parse(line.slice(7)) as { admins: number; migrations: number; url: string }
}

describe('embedded PostgreSQL start (no DATABASE_URL)', () => {
  it(`initialises an empty DATA_DIR, migrates, creates the first admin, and reuses it on the next start (${isRoot ? 'as root' : 'as this user'})`, async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'agrofund-boot-'))
    const first = await bootFrom(dataDir)
    expect(first).toMatchObject({ admins: 1, migrations: expect.any(Number) })
    expect(first.migrations).toBeGreaterThan(0)
    expect(existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true)
    expect(existsSync(path.join(dataDir, 'payload-secret'))).toBe(true)
    const second = await bootFrom(dataDir)
    expect(second).toEqual(first)
  }, 180_000)

  it.runIf(isRoot)(
    'also starts as a normal user',
    async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'agrofund-boot-user-'))
      chmodSync(dataDir, 0o777)
      const result = await bootFrom(dataDir, '65534')
      expect(result.admins).toBe(1)
    },
    120_000,
  )

  it('lets a second process on the same DATA_DIR (npm run seed next to npm start) use the running database, whose server serves what it wrote', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'agrofund-beside-'))
    chmodSync(dataDir, 0o711)
    const server = await startChildServer(
      { DATABASE_URL: undefined, PAYLOAD_SECRET: undefined, DATA_DIR: dataDir, EMBEDDED_PG_PORT: '0' },
      120_000,
    )
    try {
      const sectors = async () =>
        ((await (await fetch(`${server.url}/api/v1/program-sectors`)).json()) as { data: { slug: string }[] }).data.map(
          (sector) => sector.slug,
        )
      expect(await sectors()).toEqual([])
      // Kept in the server's cache now; the second process's write must drop it.
      expect(await sectors()).toEqual([])
      const beside = await bootFrom(dataDir, undefined, { EMBEDDED_BOOT_SECTOR: 'written-beside' })
      expect(beside.admins).toBe(1)
      expect(await sectors()).toEqual(['written-beside'])
      // The second process left the database to its owner: the server still reads and is ready.
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200)
      expect(server.output()).not.toMatch(/database unreachable/)
    } finally {
      await stopChildServer(server, 15_000)
    }
  }, 180_000)
})
