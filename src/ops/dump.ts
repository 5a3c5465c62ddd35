import { createWriteStream } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import type pg from 'pg'
import { to as copyTo } from 'pg-copy-streams'
import { ident, progress } from './database.js'
import { PRIVATE_DIR, PRIVATE_FILE } from '../media/privateFiles.js'
import type { SequenceValue, TableDump } from './manifest.js'
import { tableEntry } from './manifest.js'
import { listSequences, listTables } from './schema.js'

export interface DatabaseDump {
  serverVersion: string
  migrations: string[]
  tables: TableDump[]
  sequences: SequenceValue[]
}

/**
 * Writes every table of the schema as COPY text (the format any PostgreSQL reads back, whatever its version) into
 * `<dir>/db/<table>.copy`, all from one snapshot: a REPEATABLE READ, READ ONLY transaction sees the database as it was
 * at its first query, so rows written meanwhile by a running server are either all in the backup or all out of it.
 * COPY output goes to files because a tar header carries each entry's size before its bytes, and a table's size is
 * known only once its COPY ends; the files are streamed, never held in memory.
 */
export async function dumpDatabase(client: pg.Client, dir: string): Promise<DatabaseDump> {
  await mkdir(path.join(dir, 'db'), { recursive: true, mode: PRIVATE_DIR })
  await client.query('begin isolation level repeatable read read only')
  try {
    // The snapshot is taken by the first query: the catalogue, the migrations and the rows all come from it.
    const tables = await listTables(client)
    const serverVersion = (await client.query<{ server_version: string }>('show server_version')).rows[0].server_version
    const migrations = tables.some((table) => table.name === 'payload_migrations')
      ? (await client.query<{ name: string }>('select name from payload_migrations order by id')).rows.map(
          (row) => row.name,
        )
      : []
    const dumped: TableDump[] = []
    for (const table of tables) {
      const columns = table.columns.map(ident).join(', ')
      // The SELECT form also reads a partitioned table (COPY <table> TO refuses one).
      const stream = client.query(copyTo(`COPY (SELECT ${columns} FROM ${ident(table.name)}) TO STDOUT`))
      await pipeline(stream, createWriteStream(path.join(dir, tableEntry(table.name)), { mode: PRIVATE_FILE }))
      dumped.push({ name: table.name, columns: table.columns, rows: stream.rowCount })
      progress(`backup: table ${table.name}: ${stream.rowCount} rows`)
    }
    // Sequences are not transactional: a value read now may be ahead of the snapshot's rows, never behind them.
    const sequences: SequenceValue[] = []
    for (const name of await listSequences(client)) {
      const { rows } = await client.query<{ last_value: string; is_called: boolean }>(
        `select last_value::text, is_called from ${ident(name)}`,
      )
      sequences.push({ name, lastValue: rows[0].last_value, isCalled: rows[0].is_called })
    }
    progress(`backup: ${sequences.length} sequences`)
    await client.query('commit')
    return { serverVersion, migrations, tables: dumped, sequences }
  } catch (error) {
    await client.query('rollback').catch(() => undefined)
    throw error
  }
}
