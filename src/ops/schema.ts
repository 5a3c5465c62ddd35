import type pg from 'pg'

/**
 * The service's tables and sequences: everything in the schema the migrations create into (the connection's current
 * schema, `public` for Payload's adapter), except what an extension owns (pg_trgm, btree_gin rebuild theirs).
 */
const NOT_EXTENSION_OWNED = `not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')`

export async function currentSchema(client: pg.Client): Promise<string> {
  const { rows } = await client.query<{ schema: string | null }>('select current_schema() as schema')
  if (!rows[0]?.schema) throw new Error('the connection has no current schema (search_path)')
  return rows[0].schema
}

/** Each table with its stored columns in order; generated columns are left out (COPY FROM cannot write them). */
export async function listTables(client: pg.Client): Promise<{ name: string; columns: string[] }[]> {
  const { rows } = await client.query<{ name: string; columns: string[] }>(`
    select c.relname as name,
           array(select a.attname::text from pg_attribute a
                 where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
                 order by a.attnum) as columns
    from pg_class c
    where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p') and not c.relispartition and ${NOT_EXTENSION_OWNED}
    order by c.relname`)
  return rows
}

export async function listSequences(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(`
    select c.relname as name from pg_class c
    where c.relnamespace = current_schema()::regnamespace and c.relkind = 'S' and ${NOT_EXTENSION_OWNED}
    order by c.relname`)
  return rows.map((row) => row.name)
}
