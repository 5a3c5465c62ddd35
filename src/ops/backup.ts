import { existsSync } from 'node:fs'
import { mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { writeArchive } from './archive.js'
import { connect, openDatabase, progress } from './database.js'
import { dumpDatabase } from './dump.js'
import { measure, uploadAreas } from './files.js'
import { PRIVATE_FILE } from '../media/privateFiles.js'
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  MANIFEST_ENTRY,
  TABLES_FOLDER,
  type FileAreaDump,
  type Manifest,
} from './manifest.js'

/**
 * `npm run backup -- FILE`: one .tar.gz with the database (a logical dump read in one snapshot, see dump.ts) and the
 * upload folders kept on local disk. Works with the server stopped (the embedded cluster runs for the duration) and
 * while it runs (its cluster, or DATABASE_URL, is used as it is).
 */
export async function backup(file: string): Promise<Manifest> {
  const target = path.resolve(file)
  const database = await openDatabase()
  let staging: string | undefined
  try {
    // Staged beside the archive, not in /tmp: the operator chose a place with room for it, /tmp is often a small tmpfs.
    // mkdtemp creates it 0700, and what goes in is 0600: the rows are readable by the service's user alone.
    staging = await mkdtemp(path.join(path.dirname(target), '.backup-'))
    const client = await connect(database.url)
    let dump
    try {
      dump = await dumpDatabase(client, staging)
    } finally {
      await client.end().catch(() => undefined)
    }
    // The database is read first: a file uploaded meanwhile is archived without a record (harmless), never the reverse.
    const { storage, areas } = uploadAreas()
    const local = storage === 'archived' ? areas.filter((area) => existsSync(area.dir)) : []
    const files: FileAreaDump[] = []
    for (const area of areas) {
      const size = local.includes(area) ? await measure(area.dir) : { files: 0, bytes: 0 }
      files.push({ folder: area.folder, storage, ...size })
      progress(
        storage === 's3'
          ? `backup: files ${area.folder}: in the S3 bucket, not archived`
          : `backup: files ${area.folder}: ${size.files} files, ${size.bytes} bytes`,
      )
    }
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      source: database.source,
      ...dump,
      files,
    }
    await writeFile(path.join(staging, MANIFEST_ENTRY), JSON.stringify(manifest, null, 2), { mode: PRIVATE_FILE })
    progress(`backup: writing ${target}`)
    // Written under another name and renamed when complete: a failed run never leaves a truncated archive at FILE.
    const partial = `${target}.partial`
    await rm(partial, { force: true })
    await writeArchive(partial, staging, [MANIFEST_ENTRY, TABLES_FOLDER], local)
    await rename(partial, target)
    progress(`backup: done, ${(await stat(target)).size} bytes`)
    return manifest
  } catch (error) {
    await rm(`${target}.partial`, { force: true })
    throw new Error(database.redact((error as Error).message))
  } finally {
    if (staging) await rm(staging, { recursive: true, force: true })
    await database.stop()
  }
}

async function main() {
  const [file, ...rest] = process.argv.slice(2)
  if (!file || rest.length > 0) throw new Error('usage: npm run backup -- FILE.tar.gz')
  await backup(file)
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().then(
    () => process.exit(0),
    (error: Error) => {
      progress(`backup failed: ${error.message}`)
      process.exit(1)
    },
  )
}
