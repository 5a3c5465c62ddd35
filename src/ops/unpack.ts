import { createWriteStream } from 'node:fs'
import { mkdir, utimes } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import type { ReadEntry } from 'tar'
import { progress } from './database.js'
import { pathInside, type LocalArea } from './files.js'
import { PRIVATE_DIR, PRIVATE_FILE } from '../media/privateFiles.js'
import type { Manifest } from './manifest.js'

/**
 * Writes the upload files of an archive into their folders, streamed. Only plain files and directories: an archive
 * is input, and a symlink or device entry has no business among uploads. The modification time is kept, so the
 * validators /media derives from it stay what clients have cached.
 */
export class FileWriter {
  private readonly written = new Map<string, { files: number; bytes: number }>()

  constructor(private readonly areas: LocalArea[]) {}

  async write(folder: string, relative: string, entry: ReadEntry): Promise<void> {
    const area = this.areas.find((candidate) => candidate.folder === folder)
    if (!area) throw new Error(`the archive holds ${entry.path}, outside the folders its manifest lists`)
    const target = pathInside(area.dir, relative)
    // Appeal files come back 0600 in 0700 folders, whatever the archive's headers say (older backups say 0644).
    const dirMode = area.private ? { mode: PRIVATE_DIR } : {}
    if (entry.type === 'Directory') {
      await mkdir(target, { recursive: true, ...dirMode })
      entry.resume()
      return
    }
    if (entry.type !== 'File' && entry.type !== 'OldFile' && entry.type !== 'ContiguousFile') {
      throw new Error(`the archive holds ${entry.path} of type ${entry.type}; only files and folders are restored`)
    }
    await mkdir(path.dirname(target), { recursive: true, ...dirMode })
    // `wx`: the folder was emptied first, so an existing file means the archive names it twice.
    await pipeline(entry, createWriteStream(target, { flags: 'wx', ...(area.private ? { mode: PRIVATE_FILE } : {}) }))
    if (entry.mtime) await utimes(target, entry.mtime, entry.mtime)
    const count = this.written.get(folder) ?? { files: 0, bytes: 0 }
    count.files += 1
    count.bytes += entry.size ?? 0
    this.written.set(folder, count)
  }

  /** A line per folder; a count unlike the manifest's is reported (files may change while a running server is backed up). */
  report(manifest: Manifest): void {
    for (const area of this.areas) {
      const count = this.written.get(area.folder) ?? { files: 0, bytes: 0 }
      const listed = manifest.files.find((file) => file.folder === area.folder)
      const differs = listed && (listed.files !== count.files || listed.bytes !== count.bytes)
      progress(
        `restore: files ${area.folder}: ${count.files} files, ${count.bytes} bytes into ${area.dir}${differs ? ` (the manifest counted ${listed.files} files, ${listed.bytes} bytes when the backup ran)` : ''}`,
      )
    }
  }
}
