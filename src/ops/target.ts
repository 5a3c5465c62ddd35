import type pg from 'pg'
import { ident } from './database.js'
import { isEmptyDir, type LocalArea } from './files.js'
import { listTables } from './schema.js'

/** A restore that would overwrite data, refused before anything changed (exit code 2). */
export class RestoreRefused extends Error {}

/**
 * What a restore would overwrite: rows in any table but payload_migrations (a migrated but unused database counts as
 * empty), other sessions on the database (a server still running), files in the upload folders.
 */
export async function occupiedParts(client: pg.Client, areas: LocalArea[]): Promise<string[]> {
  const occupied: string[] = []
  const withRows: string[] = []
  for (const table of await listTables(client)) {
    if (table.name === 'payload_migrations') continue
    const { rows } = await client.query<{ any: boolean }>(`select exists (select 1 from ${ident(table.name)}) as any`)
    if (rows[0].any) withRows.push(table.name)
  }
  if (withRows.length)
    occupied.push(
      `the database has rows in ${withRows.length} tables (${withRows.slice(0, 5).join(', ')}${withRows.length > 5 ? ', …' : ''})`,
    )
  const { rows } = await client.query<{ sessions: number }>(
    `select count(*)::int as sessions from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
  )
  if (rows[0].sessions > 0)
    occupied.push(`${rows[0].sessions} other sessions are connected to the database (is the server running?)`)
  for (const area of areas) if (!(await isEmptyDir(area.dir))) occupied.push(`the folder ${area.dir} holds files`)
  return occupied
}

/**
 * Drops the schema with everything in it (tables, enums, functions, the extensions the migrations installed there)
 * and creates it again with its owner and public usage as they were, so the migrations build it from nothing.
 */
export async function recreateSchema(client: pg.Client, schema: string): Promise<void> {
  const { rows } = await client.query<{ owner: string; acl: string | null }>(
    `select nspowner::regrole::text as owner, array_to_string(nspacl, ',') as acl from pg_namespace where nspname = $1`,
    [schema],
  )
  await client.query(`drop schema if exists ${ident(schema)} cascade`)
  const before = rows[0]
  await client.query(`create schema ${ident(schema)}${before ? ` authorization ${before.owner}` : ''}`)
  // ACL items of PUBLIC read "=UC/owner": the privileges between "=" and "/".
  const publicGrant = (before?.acl ?? '').split(',').find((item) => item.startsWith('='))
  const privileges = publicGrant?.slice(1, publicGrant.indexOf('/')) ?? ''
  if (privileges.includes('U')) await client.query(`grant usage on schema ${ident(schema)} to public`)
  if (privileges.includes('C')) await client.query(`grant create on schema ${ident(schema)} to public`)
}
