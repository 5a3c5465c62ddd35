import { createReadStream } from 'node:fs'
import { symlink } from 'node:fs/promises'
import path from 'node:path'
import { Parser, create, type ReadEntry } from 'tar'
import { PRIVATE_FILE } from '../media/privateFiles.js'

/**
 * Writes `file` (.tar.gz) from a staging directory: its own entries (`manifest.json` first, then `db/`) and, under
 * the names of `folders`, the upload directories where they are. They are reached through symlinks in the staging
 * directory that tar follows (it archives from one working directory); the files are read from disk as they go.
 */
export async function writeArchive(
  file: string,
  staging: string,
  entries: string[],
  folders: { folder: string; dir: string }[],
): Promise<void> {
  for (const { folder, dir } of folders) await symlink(dir, path.join(staging, folder))
  // Created 0600: the archive holds password hashes and appeal files. tar opens the file with this mode, so it never
  // exists wider, whatever the umask (a stale file of the same name would keep its own mode: the caller removes it).
  await create({ file, mode: PRIVATE_FILE, cwd: staging, gzip: true, portable: true, follow: true, strict: true }, [
    ...entries,
    ...folders.map(({ folder }) => folder),
  ])
}

/**
 * Reads the entries of a .tar.gz one after the other, each handed to `handle` only once the previous one's handler
 * finished. Entries are streams: the parser does not read ahead while one is not consumed, so nothing of the archive
 * is held in memory, and a handler may do slow work (start a database, run migrations) before it reads its entry.
 * A handler's failure stops the reading and is the result.
 */
export function readArchive(file: string, handle: (entry: ReadEntry) => Promise<void>): Promise<void> {
  return new Promise((resolve, reject) => {
    const source = createReadStream(file)
    const parser = new Parser({ strict: true })
    let chain = Promise.resolve()
    let failed = false
    const fail = (error: unknown) => {
      if (failed) return
      failed = true
      source.destroy()
      reject(error instanceof Error ? error : new Error(String(error)))
    }
    parser.on('entry', (entry: ReadEntry) => {
      chain = chain.then(() => {
        // After a failure the rest of the archive is only drained (the source is being closed).
        if (!failed) return handle(entry)
        entry.resume()
      })
      chain.catch(fail)
    })
    parser.on('error', fail)
    parser.on('end', () => chain.then(() => !failed && resolve(), fail))
    source.on('error', fail)
    source.pipe(parser)
  })
}
