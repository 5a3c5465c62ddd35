import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type pg from 'pg'
import type { Migration, Payload } from 'payload'
import type { ReadEntry } from 'tar'
import { readArchive } from './archive.js'
import { connect, openDatabase, progress, type OpsDatabase } from './database.js'
import { clearDir, uploadAreas } from './files.js'
import { ensurePrivateDir } from '../media/privateFiles.js'
import { TableLoader } from './load.js'
import { MANIFEST_ENTRY, TABLES_FOLDER, parseManifest, type Manifest } from './manifest.js'
import { migrations } from '../migrations/index.js'
import { currentSchema } from './schema.js'
import { RestoreRefused, occupiedParts, recreateSchema } from './target.js'
import { FileWriter } from './unpack.js'

export { RestoreRefused }

/**
 * `npm run restore -- FILE [--force]`: rebuilds the database and the upload folders from a backup (backup.ts), into an
 * empty target, or over an occupied one with `force`. The schema is built by the project's own migrations up to the
 * backup's, the rows are loaded, then the migrations newer than the backup run, as on a server upgrade.
 * The server must be stopped; the embedded cluster of DATA_DIR is started for the duration.
 */
export async function restore(file: string, options: { force?: boolean } = {}): Promise<Manifest> {
  const database = await openDatabase()
  const run = new RestoreRun(database, options.force === true)
  try {
    if (database.shared)
      throw new RestoreRefused("a server is running on this DATA_DIR's embedded PostgreSQL: stop it before restoring")
    run.client = await connect(database.url)
    await readArchive(path.resolve(file), (entry) => run.entry(entry))
    return await run.finish()
  } catch (error) {
    await run.abort()
    const message = database.redact((error as Error).message)
    throw error instanceof RestoreRefused ? new RestoreRefused(message) : new Error(message)
  } finally {
    await run.close()
    await database.stop()
  }
}

/** One restore as the archive's entries arrive: the manifest first (checks, schema), then tables, then files. */
class RestoreRun {
  client: pg.Client | undefined
  private manifest: Manifest | undefined
  private payload: Payload | undefined
  private loader: TableLoader | undefined
  private files: FileWriter | undefined

  constructor(
    private readonly database: OpsDatabase,
    private readonly force: boolean,
  ) {}

  async entry(entry: ReadEntry): Promise<void> {
    if (!this.manifest) {
      if (entry.path !== MANIFEST_ENTRY)
        throw new Error(`${entry.path} comes first in the archive: not a backup of this service`)
      this.manifest = parseManifest(await readSmall(entry))
      return this.prepare(this.manifest)
    }
    const [folder, ...rest] = entry.path.replace(/\/+$/, '').split('/')
    if (folder === TABLES_FOLDER && rest.length === 0) {
      entry.resume()
      return
    }
    if (folder === TABLES_FOLDER) return this.loader!.load(rest.join('/').replace(/\.copy$/, ''), entry)
    return this.files!.write(folder, rest.join('/'), entry)
  }

  /** Everything that can refuse happens before the first change; then the schema is rebuilt up to the backup's. */
  private async prepare(manifest: Manifest) {
    const known = new Set(migrations.map((migration) => migration.name))
    const unknown = manifest.migrations.filter((name) => !known.has(name))
    if (unknown.length)
      throw new RestoreRefused(
        `the backup has migrations this code does not know (${unknown.join(', ')}): restore it with the version of the service that made it`,
      )
    progress(
      `restore: backup of ${manifest.createdAt} (${manifest.source} PostgreSQL ${manifest.serverVersion}), ${manifest.tables.length} tables, ${manifest.migrations.length} migrations`,
    )
    const { storage, areas } = uploadAreas()
    const archived = manifest.files.filter((area) => area.storage === 'archived').map((area) => area.folder)
    const targets = areas.filter((area) => archived.includes(area.folder))
    if (targets.length && storage === 's3')
      throw new RestoreRefused(
        'the backup holds files from local folders but S3 is configured here: restore without the S3_* settings',
      )
    const occupied = await occupiedParts(this.client!, targets)
    if (occupied.length && !this.force)
      throw new RestoreRefused(
        `the target is not empty: ${occupied.join('; ')}. Restore into an empty database and empty folders, or pass --force to replace them`,
      )
    if (occupied.length) progress(`restore: --force: replacing ${occupied.join('; ')}`)

    for (const area of targets) {
      await clearDir(area.dir)
      if (area.private) await ensurePrivateDir(area.dir)
    }
    this.files = new FileWriter(targets)
    const schema = await currentSchema(this.client!)
    progress(`restore: recreating schema ${schema}`)
    await recreateSchema(this.client!, schema)
    this.payload = await startPayload(this.database.url)
    const upTo = migrations.filter((migration) => manifest.migrations.includes(migration.name))
    progress(`restore: running the ${upTo.length} migrations the backup had applied`)
    // Payload types a migration's functions as taking `unknown`; the generated ones take the adapter's args.
    await this.payload.db.migrate({ migrations: upTo as Migration[] })
    this.loader = new TableLoader(this.client!, manifest)
    await this.loader.begin()
  }

  async finish(): Promise<Manifest> {
    if (!this.manifest || !this.loader) throw new Error('the archive is empty: not a backup of this service')
    await this.loader.finish()
    this.loader = undefined
    this.files!.report(this.manifest)
    const newer =
      migrations.length - migrations.filter((migration) => this.manifest!.migrations.includes(migration.name)).length
    progress(`restore: running ${newer} migrations newer than the backup`)
    const { applyMigrations } = await import('../boot.js')
    await applyMigrations(this.payload!)
    progress('restore: done')
    return this.manifest
  }

  async abort() {
    await this.loader?.abort()
  }

  async close() {
    await this.client?.end().catch(() => undefined)
    if (this.payload) {
      const { closeDatabase } = await import('../boot.js')
      await closeDatabase(this.payload)
    }
  }
}

/**
 * Payload on the target, to run the migrations (they take Payload's arguments and some use its Local API). No mail
 * is sent from here (the restored outbox is the server's to send), and no retention job trims restored rows.
 */
async function startPayload(url: string): Promise<Payload> {
  process.env.DATABASE_URL = url
  // Read by the background jobs Payload's onInit starts (src/mail/sender.ts, src/assistant/retention.ts).
  process.env.MAIL_SENDER = '0'
  process.env.ASSISTANT_RETENTION_DAYS = '0'
  const { prepareEnvironment } = await import('../environment.js')
  // With DATABASE_URL set it starts no database: it completes the Payload secret (DATA_DIR's in development).
  await prepareEnvironment()
  const { getPayload } = await import('payload')
  const { default: config } = await import('../../payload.config.js')
  return getPayload({ config })
}

/** The manifest's text (a small file; a huge one is not a manifest of this service). */
async function readSmall(entry: ReadEntry): Promise<string> {
  if ((entry.size ?? 0) > 16 * 1024 * 1024)
    throw new Error("the archive's manifest is too large: not a backup of this service")
  const chunks: Buffer[] = []
  for await (const chunk of entry) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

async function main() {
  const args = process.argv.slice(2)
  const force = args.includes('--force')
  const files = args.filter((arg) => arg !== '--force')
  if (files.length !== 1 || files[0].startsWith('--'))
    throw new Error('usage: npm run restore -- FILE.tar.gz [--force]')
  await restore(files[0], { force })
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().then(
    () => process.exit(0),
    (error: Error) => {
      progress(`restore ${error instanceof RestoreRefused ? 'refused' : 'failed'}: ${error.message}`)
      process.exit(error instanceof RestoreRefused ? 2 : 1)
    },
  )
}
