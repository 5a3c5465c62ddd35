import { chmodSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { create } from 'tar'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startEmbeddedPostgres } from '../../src/db/embedded.js'
import { readArchive } from '../../src/ops/archive.js'
import { parseManifest, type Manifest } from '../../src/ops/manifest.js'
import {
  clusterDirectory,
  serverEntry,
  startChildServer,
  stopChildServer,
  type ChildServer,
} from '../support/childServer.js'
import { adminQuery } from '../support/database.js'
import { files, form } from '../support/files.js'
import { client } from '../support/http.js'
import { run } from '../support/run.js'

const root = path.resolve(import.meta.dirname, '../..')
const ADMIN = { email: 'backup@example.com', password: 'backup-password-1' }
const SECRET = 'backup-test-secret'

/** A service's place on disk: its DATA_DIR (embedded cluster, appeal files) and its MEDIA_DIR. */
interface Place {
  dataDir: string
  mediaDir: string
}
const newPlace = (name: string): Place => {
  const dataDir = clusterDirectory(`agrofund-backup-${name}-`)
  return { dataDir, mediaDir: path.join(dataDir, 'media') }
}
const placeEnv = (place: Place) => ({
  DATABASE_URL: undefined,
  DATA_DIR: place.dataDir,
  MEDIA_DIR: place.mediaDir,
  EMBEDDED_PG_PORT: '0',
  PAYLOAD_SECRET: SECRET,
  S3_BUCKET: undefined,
})

/** `npm run backup` / `npm run restore` as the operator runs them, in a child process. */
async function runOp(script: 'backup' | 'restore', place: Place, ...args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env }
  for (const [name, value] of Object.entries(placeEnv(place))) {
    if (value === undefined) delete env[name]
    else env[name] = value
  }
  for (const name of ['NODE_OPTIONS', 'VITEST', 'VITEST_WORKER_ID', 'VITEST_POOL_ID']) delete env[name]
  const result = await run(
    process.execPath,
    ['--conditions=production', ...serverEntry(`src/ops/${script}.ts`), ...args],
    { cwd: root, env, timeout: 150_000 },
  )
  return { code: result.status, stdout: result.stdout, stderr: result.stderr }
}

/** Rows of every table of the service's schema, read from the place's own cluster (started and stopped here). */
/**
 * Tables the running server writes on its own (rate-limit counters flushed every second, the periodic jobs' runs):
 * the backups taken while it ran and after it stopped may differ there, and nowhere else.
 */
const SERVER_BOOKKEEPING = new Set(['rate_limits', 'job_runs'])
const withoutBookkeeping = <T>(entries: [string, T][]) => entries.filter(([table]) => !SERVER_BOOKKEEPING.has(table))

async function rowCounts(place: Place): Promise<Record<string, number>> {
  const database = await startEmbeddedPostgres(place.dataDir, () => undefined, 'agrofund', 0)
  try {
    const { rows } = await adminQuery(
      database.url,
      `select relname from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r' order by relname`,
    )
    const counts: Record<string, number> = {}
    for (const { relname } of rows as { relname: string }[]) {
      counts[relname] = Number((await adminQuery(database.url, `select count(*) from "${relname}"`)).rows[0].count)
    }
    return counts
  } finally {
    await database.stop()
  }
}

const modeOf = (file: string) => (statSync(file).mode & 0o777).toString(8)

/** Relative path → bytes of every file under `dir`. */
function filesUnder(dir: string): Record<string, Buffer> {
  if (!existsSync(dir)) return {}
  const found: Record<string, Buffer> = {}
  for (const name of readdirSync(dir, { recursive: true }) as string[]) {
    const full = path.join(dir, name)
    if (statSync(full).isFile()) found[name] = readFileSync(full)
  }
  return found
}

async function manifestOf(file: string): Promise<Manifest> {
  let manifest: Manifest | undefined
  await readArchive(file, async (entry) => {
    if (entry.path !== 'manifest.json') return void entry.resume()
    const chunks: Buffer[] = []
    for await (const chunk of entry) chunks.push(chunk as Buffer)
    manifest = parseManifest(Buffer.concat(chunks).toString('utf8'))
  })
  return manifest!
}

const source = newPlace('source')
const target = newPlace('target')
const whileRunning = path.join(source.dataDir, '..', `${path.basename(source.dataDir)}-running.tar.gz`)
const whileStopped = path.join(source.dataDir, '..', `${path.basename(source.dataDir)}-stopped.tar.gz`)
let server: ChildServer | undefined
let runningBackup: Awaited<ReturnType<typeof runOp>>

const stop = (child: ChildServer | undefined) => stopChildServer(child, 15_000)

/**
 * A service on its embedded database with records, a media file and an appeal attachment written through the API;
 * backed up while it runs, then stopped.
 */
beforeAll(async () => {
  server = await startChildServer(
    {
      ...placeEnv(source),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT_APPEALS_PER_HOUR: '0',
      MAIL_SENDER: '0',
    },
    120_000,
  )
  const api = client(server.url)
  const token = (await api.post('/api/v1/admin/auth/login', { body: ADMIN })).body.data.token as string
  const program = await api.post('/api/v1/admin/programs', {
    token,
    body: { title: { uz: 'Dastur', ru: 'Программа' }, slug: 'backup-program', sector: 'cotton', kind: 'credit' },
  })
  expect(program.status).toBe(201)
  const manager = await fetch(`${server.url}/api/v1/admin/management`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form({ 'full_name[uz]': 'Rahbar Rahbarov', 'position[uz]': 'Direktor' }, [
      { field: 'photo', name: 'rahbar.jpg', data: await files.jpeg(), type: 'image/jpeg' },
    ]),
  })
  expect(manager.status).toBe(201)
  const appeal = await fetch(`${server.url}/api/v1/appeals`, {
    method: 'POST',
    headers: { accept: 'application/json' },
    body: form(
      {
        full_name: 'Dilnoza Karimova',
        phone: '+998901234567',
        region: 'fergana',
        type: 'complaint',
        subject: 'Lease',
        message: 'No answer since March.',
        consent: 'true',
      },
      [{ field: 'attachments[]', name: 'contract.pdf', data: files.pdf() }],
    ),
  })
  expect(appeal.status).toBe(201)
  runningBackup = await runOp('backup', source, whileRunning)
  expect((await fetch(`${server.url}/readyz`)).status).toBe(200)
  await stop(server)
}, 240_000)

afterAll(async () => {
  await stop(server)
  for (const dir of [source.dataDir, target.dataDir]) rmSync(dir, { recursive: true, force: true })
  for (const file of [whileRunning, whileStopped]) rmSync(file, { force: true })
})

describe('npm run backup', () => {
  it('backs up while the server runs, on its embedded database, printing a line per table and no password', async () => {
    expect(runningBackup.code, runningBackup.stderr).toBe(0)
    expect(runningBackup.stderr).toMatch(/embedded PostgreSQL of DATA_DIR is running .*: using it/)
    expect(runningBackup.stderr).toMatch(/^backup: table programs: 1 rows$/m)
    expect(runningBackup.stderr).not.toContain(
      readFileSync(path.join(source.dataDir, 'postgres.password'), 'utf8').trim(),
    )
    // The archive holds password hashes and appeal files: its owner's alone, and nothing left beside it.
    expect(modeOf(whileRunning)).toBe('600')
    expect(readdirSync(path.dirname(whileRunning)).filter((name) => name.startsWith('.backup-'))).toEqual([])
    const manifest = await manifestOf(whileRunning)
    expect(manifest).toMatchObject({ format: 'agrofund-backup', version: 1, source: 'embedded' })
    expect(manifest.migrations.length).toBeGreaterThan(0)
    expect(manifest.files.map((area) => [area.folder, area.storage, area.files > 0])).toEqual([
      ['media', 'archived', true],
      ['appeal-files', 'archived', true],
    ])
  })

  it('backs up with the server stopped, starting the embedded cluster for the run and stopping it after', async () => {
    const result = await runOp('backup', source, whileStopped)
    expect(result.code, result.stderr).toBe(0)
    expect(result.stderr).toMatch(/embedded PostgreSQL of DATA_DIR started for this run/)
    expect(existsSync(path.join(source.dataDir, 'postgres', 'postmaster.pid'))).toBe(false)
    const [running, stopped] = [await manifestOf(whileRunning), await manifestOf(whileStopped)]
    const tables = (manifest: Manifest) =>
      withoutBookkeeping(manifest.tables.map((table) => [table.name, table] as [string, unknown]))
    expect(tables(stopped)).toEqual(tables(running))
    expect(stopped.tables.map((table) => table.name)).toEqual(running.tables.map((table) => table.name))
    expect(stopped.migrations).toEqual(running.migrations)
  }, 120_000)
})

describe('npm run restore', () => {
  it('restores into a new DATA_DIR and new folders: the same rows in every table and the same file bytes', async () => {
    const result = await runOp('restore', target, whileStopped)
    expect(result.code, result.stderr).toBe(0)
    expect(result.stderr).toMatch(/^restore: table appeals: 1 rows$/m)
    expect(result.stderr).not.toContain(readFileSync(path.join(target.dataDir, 'postgres.password'), 'utf8').trim())
    const [before, after] = [await rowCounts(source), await rowCounts(target)]
    expect(after).toEqual(before)
    for (const table of ['users', 'programs', 'management', 'media', 'appeals', 'appeal_attachments'])
      expect(after[table], table).toBeGreaterThan(0)
    const media = filesUnder(source.mediaDir)
    expect(Object.keys(media).length).toBeGreaterThan(0)
    expect(filesUnder(target.mediaDir)).toEqual(media)
    const attachments = filesUnder(path.join(source.dataDir, 'appeal-files'))
    expect(Object.keys(attachments).length).toBe(1)
    expect(filesUnder(path.join(target.dataDir, 'appeal-files'))).toEqual(attachments)
    // Appeal files come back private, whatever mode the archive's headers carry.
    expect(modeOf(path.join(target.dataDir, 'appeal-files'))).toBe('700')
    for (const name of Object.keys(attachments))
      expect(modeOf(path.join(target.dataDir, 'appeal-files', name)), name).toBe('600')
    // A restore starts an embedded PostgreSQL, migrates and loads every table: a busy machine took 62 s.
  }, 240_000)

  it('refuses a target that holds data without --force, changing nothing, and replaces it with --force', async () => {
    const before = await rowCounts(target)
    const refused = await runOp('restore', target, whileRunning)
    expect(refused.code).toBe(2)
    expect(refused.stderr).toMatch(
      /restore refused: the target is not empty: the database has rows in .*the folder .* holds files.*--force/,
    )
    expect(await rowCounts(target)).toEqual(before)
    const forced = await runOp('restore', target, whileRunning, '--force')
    expect(forced.code, forced.stderr).toBe(0)
    expect(forced.stderr).toMatch(/--force: replacing/)
    // Replaced by the backup taken while the server ran: the same records as the one restored before.
    expect(withoutBookkeeping(Object.entries(await rowCounts(target)))).toEqual(
      withoutBookkeeping(Object.entries(before)),
    )
    expect(filesUnder(target.mediaDir)).toEqual(filesUnder(source.mediaDir))
  }, 240_000)

  it('refuses a backup made by a version of the code with migrations this one does not know, before touching the target', async () => {
    const manifest = await manifestOf(whileStopped)
    const staging = mkdtempSync(path.join(os.tmpdir(), 'agrofund-backup-future-'))
    const place = newPlace('future')
    try {
      writeFileSync(
        path.join(staging, 'manifest.json'),
        JSON.stringify({ ...manifest, migrations: [...manifest.migrations, '29990101_000000_from_the_future'] }),
      )
      await create({ file: path.join(staging, 'future.tar.gz'), cwd: staging, gzip: true }, ['manifest.json'])
      const result = await runOp('restore', place, path.join(staging, 'future.tar.gz'))
      expect(result.code).toBe(2)
      expect(result.stderr).toMatch(
        /restore refused: the backup has migrations this code does not know \(29990101_000000_from_the_future\)/,
      )
      expect(result.stderr).not.toMatch(/recreating schema/)
    } finally {
      rmSync(staging, { recursive: true, force: true })
      rmSync(place.dataDir, { recursive: true, force: true })
    }
  }, 120_000)

  it('leaves a service that starts on the restored data: the admin logs in, new records get fresh ids, files are served', async () => {
    // As an older version left them: appeal files 0644 in a 0755 folder. The start makes them private.
    const appealFiles = path.join(target.dataDir, 'appeal-files')
    const stored = Object.keys(filesUnder(appealFiles))
    chmodSync(appealFiles, 0o755)
    for (const name of stored) chmodSync(path.join(appealFiles, name), 0o644)
    server = await startChildServer(placeEnv(target), 120_000)
    expect(modeOf(appealFiles)).toBe('700')
    for (const name of stored) expect(modeOf(path.join(appealFiles, name)), name).toBe('600')
    const api = client(server.url)
    const login = await api.post('/api/v1/admin/auth/login', { body: ADMIN })
    expect(login.status).toBe(200)
    const token = login.body.data.token as string
    expect((await api.get('/api/v1/programs/backup-program')).status).toBe(200)
    const created = await api.post('/api/v1/admin/programs', {
      token,
      body: { title: { uz: 'Yangi' }, slug: 'after-restore', sector: 'cotton', kind: 'credit' },
    })
    expect(created.status).toBe(201)
    const managers = (await api.get('/api/v1/admin/management', { token })).body.data as {
      photo?: { url?: string } | null
    }[]
    const photo = managers.find((manager) => manager.photo?.url)?.photo?.url
    expect(photo).toBeTruthy()
    expect((await fetch(new URL(new URL(photo!).pathname, server.url))).status).toBe(200)
    await stop(server)
  }, 180_000)
})
