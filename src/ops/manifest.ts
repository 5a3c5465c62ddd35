/**
 * What a backup archive says about itself (`manifest.json`, its first entry): enough for a restore to decide, before it
 * touches anything, whether it can rebuild this database, and to check afterwards that every row arrived.
 */
export const BACKUP_FORMAT = 'agrofund-backup'
export const BACKUP_FORMAT_VERSION = 1

export const MANIFEST_ENTRY = 'manifest.json'
/** Folder of the archive holding one `<table>.copy` file (COPY text format) per table. */
export const TABLES_FOLDER = 'db'

export interface TableDump {
  name: string
  /** The columns in the order of the COPY data (generated columns are left out: PostgreSQL computes them again). */
  columns: string[]
  rows: number
}

export interface SequenceValue {
  name: string
  lastValue: string
  isCalled: boolean
}

/** Where one upload area's files were when the backup ran: archived from disk, or in the S3 bucket (not archived). */
export interface FileAreaDump {
  /** The archive folder, also the area's name (`media`, `appeal-files`). */
  folder: string
  storage: 'archived' | 's3'
  files: number
  bytes: number
}

export interface Manifest {
  format: typeof BACKUP_FORMAT
  version: number
  createdAt: string
  /** `embedded` when the service ran its own PostgreSQL (no DATABASE_URL), `external` otherwise. */
  source: 'embedded' | 'external'
  serverVersion: string
  /** Names of the applied migrations (payload_migrations), oldest first. */
  migrations: string[]
  tables: TableDump[]
  sequences: SequenceValue[]
  files: FileAreaDump[]
}

/** Reads a manifest, refusing another format or a newer version of this one (a newer tool wrote it). */
export function parseManifest(text: string): Manifest {
  let manifest: Partial<Manifest>
  try {
    manifest = JSON.parse(text) as Partial<Manifest>
  } catch {
    throw new Error("the archive's manifest.json is not JSON: not a backup of this service")
  }
  if (manifest.format !== BACKUP_FORMAT)
    throw new Error('the archive is not a backup of this service (unknown manifest format)')
  if (manifest.version !== BACKUP_FORMAT_VERSION) {
    throw new Error(
      `the archive has backup format version ${String(manifest.version)}; this code reads version ${BACKUP_FORMAT_VERSION}`,
    )
  }
  if (
    !Array.isArray(manifest.migrations) ||
    !Array.isArray(manifest.tables) ||
    !Array.isArray(manifest.sequences) ||
    !Array.isArray(manifest.files)
  ) {
    throw new Error("the archive's manifest is incomplete")
  }
  return manifest as Manifest
}

/** A table's archive entry. */
export const tableEntry = (table: string) => `${TABLES_FOLDER}/${table}.copy`
