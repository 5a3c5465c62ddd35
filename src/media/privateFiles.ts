import { chmod, lstat, mkdir, open, readdir } from 'node:fs/promises'
import path from 'node:path'
import type { CollectionBeforeChangeHook, CollectionBeforeOperationHook, CollectionConfig } from 'payload'

/** Modes of what only the service's user may read (appeal files, backups and their staging), whatever the umask. */
export const PRIVATE_FILE = 0o600
export const PRIVATE_DIR = 0o700

/**
 * `dir` (and any missing parent) made to exist as 0700: a file inside is then out of other users' reach whatever its
 * own mode. An existing directory is narrowed too (an older version created it 0755).
 */
export async function ensurePrivateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR })
  await chmod(dir, PRIVATE_DIR)
}

/** Where a collection's files are written on this machine; null when a storage adapter (S3) holds them. */
function localDir(upload: CollectionConfig['upload']): string | null {
  if (typeof upload !== 'object' || upload.disableLocalStorage || !upload.staticDir) return null
  return path.resolve(upload.staticDir)
}

/**
 * A private upload collection's files stay the service user's alone. Payload writes them itself (fs.writeFile, no
 * mode), so the mode is set before it writes: the folder is made 0700 before the operation (Payload only creates it
 * when missing), and each new file is created empty 0600 once Payload has named it. Payload's write then fills that
 * file: writeFile into an existing file keeps its mode; copyFile (from a multipart body's temporary file) gives it the
 * temporary file's mode, so that one is made 0600 first (it lies in the request's own 0700 folder). No moment exists
 * where the bytes are readable by others.
 */
export const keepUploadFolderPrivate: CollectionBeforeOperationHook = async ({ args, collection, operation }) => {
  const dir = localDir(collection.upload)
  if (operation === 'create' && dir) await ensurePrivateDir(dir)
  return args
}

export const createUploadFilePrivately: CollectionBeforeChangeHook = async ({ collection, data, operation, req }) => {
  const dir = localDir(collection.upload)
  if (operation !== 'create' || !dir || !req.file || typeof data.filename !== 'string') return data
  // `wx`: the name is new (Payload picked it among the stored ones); an existing file is never opened for this upload.
  await (await open(path.join(dir, path.basename(data.filename)), 'wx', PRIVATE_FILE)).close()
  if (req.file.tempFilePath) await chmod(req.file.tempFilePath, PRIVATE_FILE)
  return data
}

/**
 * Files stored by an older version (0644 in a 0755 folder) made private once at start-up: every folder under `dir`
 * 0700, every file 0600. Symbolic links are left alone (chmod would follow them out of the folder). A missing folder
 * (nothing stored yet, or S3 holds the files) is nothing to do. Returns how many modes it changed.
 */
export async function narrowStoredFiles(dir: string): Promise<number> {
  let changed = 0
  const narrow = async (target: string, mode: number) => {
    const stats = await lstat(target)
    if ((stats.mode & 0o777) !== mode) {
      await chmod(target, mode)
      changed++
    }
  }
  const walk = async (folder: string): Promise<void> => {
    await narrow(folder, PRIVATE_DIR)
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const target = path.join(folder, entry.name)
      if (entry.isDirectory()) await walk(target)
      else if (entry.isFile()) await narrow(target, PRIVATE_FILE)
    }
  }
  try {
    await walk(dir)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  return changed
}
