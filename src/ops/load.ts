import { pipeline } from 'node:stream/promises'
import type pg from 'pg'
import { from as copyFrom } from 'pg-copy-streams'
import type { ReadEntry } from 'tar'
import { ident, progress } from './database.js'
import type { Manifest, TableDump } from './manifest.js'
import { listSequences, listTables } from './schema.js'

/**
 * Loads a backup's tables into a schema the migrations just built, in one transaction: either every row is there or
 * none. `session_replication_role = replica` keeps triggers and foreign keys from firing while tables arrive in the
 * archive's (alphabetical) order: the rows were consistent when they were read, in one snapshot.
 */
export class TableLoader {
  private readonly expected: Map<string, TableDump>
  private readonly loaded = new Set<string>()

  constructor(
    private readonly client: pg.Client,
    private readonly manifest: Manifest,
  ) {
    this.expected = new Map(manifest.tables.map((table) => [table.name, table]))
  }

  /** Checks the rebuilt schema has each table with the backup's columns, opens the transaction, empties the tables. */
  async begin(): Promise<void> {
    const present = new Map((await listTables(this.client)).map((table) => [table.name, table.columns]))
    for (const table of this.manifest.tables) {
      const columns = present.get(table.name)
      if (!columns) throw new Error(`the migrations did not create table ${table.name} of the backup`)
      const missing = table.columns.filter((column) => !columns.includes(column))
      if (missing.length)
        throw new Error(`table ${table.name} has no column ${missing.join(', ')} after the migrations`)
    }
    await this.client.query('begin')
    try {
      await this.client.query('set local session_replication_role = replica')
    } catch (error) {
      throw new Error(
        `restoring needs a role that may set session_replication_role (a superuser): ${(error as Error).message}`,
      )
    }
    // The migrations write rows of their own (payload_migrations); the backup's replace them.
    if (this.manifest.tables.length)
      await this.client.query(`truncate ${this.manifest.tables.map((table) => ident(table.name)).join(', ')}`)
  }

  /** Streams one table's COPY data from its archive entry. */
  async load(name: string, entry: ReadEntry): Promise<void> {
    const table = this.expected.get(name)
    if (!table) throw new Error(`the archive holds data of table ${name}, which its manifest does not list`)
    const stream = this.client.query(
      copyFrom(`COPY ${ident(name)} (${table.columns.map(ident).join(', ')}) FROM STDIN`),
    )
    await pipeline(entry, stream)
    if (stream.rowCount !== table.rows)
      throw new Error(`table ${name}: ${stream.rowCount} rows loaded, the manifest says ${table.rows}`)
    this.loaded.add(name)
    progress(`restore: table ${name}: ${stream.rowCount} rows`)
  }

  /** Checks nothing is missing, sets the sequences where the backup had them, and commits. */
  async finish(): Promise<void> {
    const missing = this.manifest.tables.filter((table) => !this.loaded.has(table.name))
    if (missing.length)
      throw new Error(`the archive lacks the data of ${missing.map((table) => table.name).join(', ')}`)
    const sequences = new Set(await listSequences(this.client))
    for (const sequence of this.manifest.sequences) {
      if (!sequences.has(sequence.name))
        throw new Error(`the migrations did not create sequence ${sequence.name} of the backup`)
      await this.client.query('select setval($1::regclass, $2::bigint, $3)', [
        ident(sequence.name),
        sequence.lastValue,
        sequence.isCalled,
      ])
    }
    progress(`restore: ${this.manifest.sequences.length} sequences set`)
    await this.client.query('commit')
  }

  async abort(): Promise<void> {
    await this.client.query('rollback').catch(() => undefined)
  }
}
