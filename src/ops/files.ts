import { existsSync } from 'node:fs'
import { opendir, readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { fileAreas, s3Settings } from '../media/storage.js'

export interface LocalArea {
  /** The archive folder of the area. */
  folder: string
  /** Its directory on this machine (MEDIA_DIR, APPEAL_FILES_DIR or DATA_DIR/appeal-files). */
  dir: string
  /** Files only the service's user may read (appeal files): written 0600 in 0700 folders. */
  private?: boolean
}

/** The upload areas kept on local disk, as src/media/storage.ts places them; none when S3 holds the files. */
export function uploadAreas(): { storage: 'archived' | 's3'; areas: LocalArea[] } {
  const areas = [
    { folder: 'media', dir: fileAreas.media.dir() },
    { folder: 'appeal-files', dir: fileAreas['appeal-attachments'].dir(), private: true },
  ]
  return { storage: s3Settings() ? 's3' : 'archived', areas }
}

/** Number and total size of the files under `dir` (none when it does not exist), walked without listing it whole. */
export async function measure(dir: string): Promise<{ files: number; bytes: number }> {
  const total = { files: 0, bytes: 0 }
  if (!existsSync(dir)) return total
  for await (const entry of await opendir(dir)) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      const inner = await measure(full)
      total.files += inner.files
      total.bytes += inner.bytes
    } else if (entry.isFile()) {
      total.files += 1
      total.bytes += (await stat(full)).size
    }
  }
  return total
}

export async function isEmptyDir(dir: string): Promise<boolean> {
  if (!existsSync(dir)) return true
  const directory = await opendir(dir)
  const first = await directory.read()
  await directory.close()
  return first === null
}

/** Removes what `dir` holds but keeps the directory itself (it may be a mount point or have its own owner). */
export async function clearDir(dir: string): Promise<void> {
  if (!existsSync(dir)) return
  for (const name of await readdir(dir)) await rm(path.join(dir, name), { recursive: true, force: true })
}

/**
 * Where an archive path inside an area lands: under `root`, never outside it (an archive is input, and a crafted
 * `media/../../etc/x` must not write anywhere else).
 */
export function pathInside(root: string, relative: string): string {
  const target = path.resolve(root, relative)
  if (path.isAbsolute(relative) || (target !== root && !target.startsWith(root + path.sep))) {
    throw new Error(`the archive holds a path outside its folder: ${relative}`)
  }
  return target
}
