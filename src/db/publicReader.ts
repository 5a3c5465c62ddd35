import type { Payload, PayloadRequest, Where } from 'payload'
import { readsFrom } from './readTags.js'
import { poolOf } from './pool.js'
import { replicaReads, type Queryable } from './replicas.js'
import { storedCollection, type StoredCollection, type StoredField } from './collectionSchema.js'

/**
 * The public read path: what `payload.find` returns to an anonymous caller with `locale: 'all'`, in three or four
 * plain SQL queries and none of Payload's per-document hook traversal. Rows are limited by the collection's own
 * read access evaluated for an anonymous request (the same Where Payload would apply), so the visibility rule is
 * declared once, on the collection.
 */
export interface ReadArgs {
  collection: string
  where?: Where
  sort: string[]
  page?: number
  limit?: number
  /** Top-level Payload fields to load (id is always loaded). */
  fields: string[]
  /** Relation field → fields of the related record; the related collection's visibility applies to it. */
  populate?: Record<string, string[]>
  /** false: no total of matching rows (a detail read of one record); by default a limited read counts them. */
  count?: boolean
}

export type Row = Record<string, unknown> & { id: number }

/** The column of a row query that carries the row's localized values. */
const LOCALES = '__locales'

const OPERATORS: Record<string, string> = {
  equals: '=',
  not_equals: '<>',
  greater_than: '>',
  greater_than_equal: '>=',
  less_than: '<',
  less_than_equal: '<=',
}

class Sql {
  readonly params: unknown[] = []
  param(value: unknown) {
    this.params.push(value)
    return `$${this.params.length}`
  }
}

const cast = (field: StoredField, value: unknown) => {
  if (value === null || value === undefined) return null
  if (field.cast === 'number') return Number(value)
  if (field.cast === 'date') return value instanceof Date ? value.toISOString() : String(value)
  return value
}

/** Sets `a.b.c` as nested objects (group sub-fields), plain names as they are. */
const setPath = (doc: Record<string, unknown>, path: string, value: unknown) => {
  const keys = path.split('.')
  let target = doc
  for (const key of keys.slice(0, -1)) target = (target[key] ??= {}) as Record<string, unknown>
  target[keys[keys.length - 1]] = value
}

export class PublicReader {
  private readonly schemas = new Map<string, StoredCollection>()

  constructor(
    private readonly payload: Payload,
    private readonly db: Queryable,
  ) {}

  private schema(slug: string): StoredCollection {
    let schema = this.schemas.get(slug)
    if (!schema) {
      const collection = this.payload.collections[slug as keyof Payload['collections']]
      if (!collection) throw new Error(`unknown collection ${slug}`)
      schema = storedCollection(collection.config)
      this.schemas.set(slug, schema)
    }
    return schema
  }

  /**
   * The collection's read access for an anonymous caller: true (all rows), false (none) or a Where. Asked again at
   * every read, never cached: a rule may depend on the time (`publishedAt` not in the future), and the database then
   * compares against this request's moment.
   */
  private async visible(slug: string): Promise<Where | boolean> {
    const read = this.payload.collections[slug as keyof Payload['collections']].config.access.read
    // An anonymous request as far as access rules read one (user, payload, context), not a whole PayloadRequest.
    const req = { user: null, payload: this.payload, context: {} } as PayloadRequest
    return read({ req })
  }

  /**
   * One condition on a row of `schema` (aliased `alias`): a column, a localized value in one locale (`title.ru`), or a
   * field of the related record (`newsCategory.slug`), through a subquery on its table.
   */
  private condition(
    schema: StoredCollection,
    path: string,
    operator: string,
    operand: unknown,
    sql: Sql,
    alias = 't',
  ): string {
    const [name, ...rest] = path.split('.')
    const field = schema.fields.get(name)
    if (!field || field.kind === 'array' || field.kind === 'relations')
      throw new Error(`public reader cannot filter on ${schema.slug}.${path}`)
    if (field.kind === 'relation' && rest.length > 0) {
      const related = this.schema(field.relationTo!)
      const inner = `${alias}r`
      return `${alias}."${field.column}" in (select ${inner}.id from "${related.table}" ${inner} where ${this.condition(related, rest.join('.'), operator, operand, sql, inner)})`
    }
    const compare = (column: string) => {
      if (operator in OPERATORS) return `${column} ${OPERATORS[operator]} ${sql.param(operand)}`
      if (operator === 'in') return `${column} = any(${sql.param(operand)})`
      if (operator === 'not_in') return `not (${column} = any(${sql.param(operand)}))`
      if (operator === 'contains' || operator === 'like') return `${column} ilike ${sql.param(`%${String(operand)}%`)}`
      if (operator === 'exists') return operand ? `${column} is not null` : `${column} is null`
      throw new Error(`public reader cannot apply ${operator}`)
    }
    if (field.kind === 'localized') {
      const locale = rest[0]
      if (!locale) throw new Error(`public reader needs a locale to filter on ${schema.slug}.${name}`)
      return `exists (select 1 from "${schema.localesTable}" l where l._parent_id = ${alias}.id and l._locale = ${sql.param(locale)} and ${compare(`l."${field.column}"`)})`
    }
    return compare(`${alias}."${field.column}"`)
  }

  private whereSql(schema: StoredCollection, where: Where | undefined, sql: Sql): string {
    if (!where) return 'true'
    const parts: string[] = []
    for (const [key, value] of Object.entries(where)) {
      if (key === 'and' || key === 'or') {
        const subs = (value as Where[]).map((sub) => this.whereSql(schema, sub, sql))
        if (subs.length > 0) parts.push(`(${subs.join(key === 'and' ? ' and ' : ' or ')})`)
        continue
      }
      for (const [operator, operand] of Object.entries(value as Record<string, unknown>)) {
        parts.push(this.condition(schema, key, operator, operand, sql))
      }
    }
    return parts.length > 0 ? parts.join(' and ') : 'true'
  }

  /**
   * A collection whose records are public exactly while a public record shows them (media,
   * `custom.publicThroughReferences`): populated from a record that is already public, every row is visible.
   */
  private publicThroughReferences(slug: string): boolean {
    return (
      this.payload.collections[slug as keyof Payload['collections']].config.custom?.publicThroughReferences === true
    )
  }

  private async filter(
    schema: StoredCollection,
    where: Where | undefined,
    sql: Sql,
    populated = false,
  ): Promise<string | null> {
    const visible = populated && this.publicThroughReferences(schema.slug) ? true : await this.visible(schema.slug)
    if (visible === false) return null
    const rule = visible === true ? 'true' : this.whereSql(schema, visible, sql)
    return `(${rule}) and (${this.whereSql(schema, where, sql)})`
  }

  private orderBy(schema: StoredCollection, sort: string[]): string {
    return sort
      .map((item) => {
        const field = schema.fields.get(item.replace(/^-/, ''))
        if (!field || field.kind !== 'scalar') throw new Error(`public reader cannot sort on ${item}`)
        // Empty values last either way: "newest first" must not open with undated rows.
        return `t."${field.column}" ${item.startsWith('-') ? 'desc' : 'asc'} nulls last`
      })
      .join(', ')
  }

  /** Rows visible to the public, with localized fields as {locale: value} maps, like `payload.find({locale: 'all'})`. */
  async find(args: ReadArgs): Promise<{ docs: Row[]; totalDocs: number }> {
    return this.read(args, false)
  }

  /** `populated`: the rows are the relations of records already public (see publicThroughReferences). */
  private async read(args: ReadArgs, populated: boolean): Promise<{ docs: Row[]; totalDocs: number }> {
    readsFrom(args.collection)
    const schema = this.schema(args.collection)
    const sql = new Sql()
    const filter = await this.filter(schema, args.where, sql, populated)
    if (filter === null) return { docs: [], totalDocs: 0 }
    const wanted = args.fields.map((name) => {
      const field = schema.fields.get(name)
      if (!field) throw new Error(`unknown field ${args.collection}.${name}`)
      return field
    })
    const columns = [
      ...new Set(['id', ...wanted.filter((f) => f.kind === 'scalar' || f.kind === 'relation').map((f) => f.column)]),
    ]
    const localized = wanted.filter((f) => f.kind === 'localized')
    const paged = args.limit !== undefined
    // A page's few rows, and the related records of a page, bring their locales along (one query fewer); a whole list
    // (a tree of hundreds) loads them in one batch after, cheaper than a subquery per row.
    const few = paged || populated
    const embedded = few ? localized : []
    const selected = `select ${[...columns.map((c) => `t."${c}"`), ...this.localeValues(schema, embedded, 't')].join(', ')} from "${schema.table}" t where ${filter} order by ${this.orderBy(schema, args.sort)}${
      paged ? ` limit ${Number(args.limit)} offset ${(Math.max(1, args.page ?? 1) - 1) * Number(args.limit)}` : ''
    }`
    const [rows, total] = await Promise.all([
      this.db.query(selected, sql.params),
      paged && args.count !== false
        ? this.db.query(`select count(*)::int as total from "${schema.table}" t where ${filter}`, sql.params)
        : null,
    ])
    const docs: Row[] = rows.rows.map((row) => {
      const doc: Row = { id: Number(row.id) }
      for (const field of wanted)
        if (field.kind === 'scalar' || field.kind === 'relation')
          setPath(doc, field.name, cast(field, row[field.column]))
      for (const field of embedded) doc[field.name] = {}
      for (const values of (row[LOCALES] as Record<string, unknown>[] | null) ?? []) {
        for (const field of embedded)
          (doc[field.name] as Record<string, unknown>)[String(values._locale)] = cast(field, values[field.name])
      }
      return doc
    })
    await Promise.all([
      few ? null : this.attachLocales(schema, localized, docs),
      this.attachArrays(wanted, docs),
      this.attachRelationLists(wanted, docs),
    ])
    await this.attachRelations(schema, args.populate, docs)
    return { docs, totalDocs: total ? Number(total.rows[0].total) : docs.length }
  }

  /**
   * A row's localized values as one column of the row query (`[{_locale, title, ...}]`, from `<table>_locales` by
   * the row of `alias`): the locales come with their rows instead of in a query of their own.
   */
  private localeValues(schema: StoredCollection, localized: StoredField[], alias: string): string[] {
    if (localized.length === 0) return []
    const pairs = localized.map((f) => `'${f.name}', l."${f.column}"`).join(', ')
    return [
      `(select json_agg(json_build_object('_locale', l._locale, ${pairs})) from "${schema.localesTable}" l where l._parent_id = ${alias}.id) as "${LOCALES}"`,
    ]
  }

  /** How many rows the public sees. */
  async count(collection: string, where?: Where): Promise<number> {
    readsFrom(collection)
    const schema = this.schema(collection)
    const sql = new Sql()
    const filter = await this.filter(schema, where, sql)
    if (filter === null) return 0
    const { rows } = await this.db.query(
      `select count(*)::int as total from "${schema.table}" t where ${filter}`,
      sql.params,
    )
    return Number(rows[0].total)
  }

  /**
   * Counts of the visible rows per value of each field (`field` or a localized `field.<locale>`), for filter UIs.
   * Empty values are left out; values come sorted.
   */
  async facets(collection: string, paths: string[]): Promise<Record<string, { value: unknown; count: number }[]>> {
    readsFrom(collection)
    const schema = this.schema(collection)
    const result: Record<string, { value: unknown; count: number }[]> = {}
    for (const path of paths) {
      const sql = new Sql()
      const filter = await this.filter(schema, undefined, sql)
      if (filter === null) {
        result[path] = []
        continue
      }
      const [name, locale] = path.split('.')
      const field = schema.fields.get(name)
      if (!field || (field.kind !== 'scalar' && field.kind !== 'localized' && field.kind !== 'relation'))
        throw new Error(`no facets on ${collection}.${path}`)
      const text =
        field.kind === 'localized'
          ? `select l."${field.column}" as value, count(*)::int as count from "${schema.table}" t join "${schema.localesTable}" l on l._parent_id = t.id and l._locale = ${sql.param(locale)} where ${filter} and l."${field.column}" is not null and l."${field.column}" <> '' group by 1 order by 1`
          : `select t."${field.column}" as value, count(*)::int as count from "${schema.table}" t where ${filter} and t."${field.column}" is not null group by 1 order by 1`
      const { rows } = await this.db.query(text, sql.params)
      result[path] = rows.map((row) => ({ value: cast(field, row.value), count: Number(row.count) }))
    }
    return result
  }

  /** The localized values of many rows, in one query. */
  private async attachLocales(schema: StoredCollection, localized: StoredField[], docs: Row[]) {
    if (localized.length === 0 || docs.length === 0) return
    const { rows } = await this.db.query(
      `select _parent_id, _locale, ${localized.map((f) => `"${f.column}"`).join(', ')} from "${schema.localesTable}" where _parent_id = any($1)`,
      [docs.map((doc) => doc.id)],
    )
    const byId = new Map(docs.map((doc) => [doc.id, doc]))
    for (const doc of docs) for (const field of localized) doc[field.name] = {}
    for (const row of rows) {
      const doc = byId.get(Number(row._parent_id))
      if (!doc) continue
      for (const field of localized)
        (doc[field.name] as Record<string, unknown>)[String(row._locale)] = cast(field, row[field.column])
    }
  }

  private async attachArrays(wanted: StoredField[], docs: Row[]) {
    const ids = docs.map((doc) => doc.id)
    for (const field of wanted.filter((f) => f.kind === 'array')) {
      const plain = (field.arrayColumns ?? []).filter((c) => !c.localized)
      const localized = (field.arrayColumns ?? []).filter((c) => c.localized)
      const { rows } = await this.db.query(
        `select _parent_id, ${field.localizedArray ? '_locale' : 'null as _locale'}, id${plain.map((c) => `, "${c.column}"`).join('')} from "${field.arrayTable}" where _parent_id = any($1) order by _parent_id, _order`,
        [ids],
      )
      const items = new Map<string, Record<string, unknown>>()
      const byId = new Map(docs.map((doc) => [doc.id, doc]))
      for (const doc of docs) doc[field.name] = field.localizedArray ? {} : []
      for (const row of rows) {
        const doc = byId.get(Number(row._parent_id))
        if (!doc) continue
        const item: Record<string, unknown> = { id: row.id }
        for (const c of plain)
          item[c.name] = c.relationTo && row[c.column] !== null ? Number(row[c.column]) : row[c.column]
        for (const c of localized) item[c.name] = {}
        items.set(String(row.id), item)
        if (!field.localizedArray) (doc[field.name] as unknown[]).push(item)
        else ((doc[field.name] as Record<string, unknown[]>)[String(row._locale)] ??= []).push(item)
      }
      if (localized.length === 0 || items.size === 0) continue
      // Localized fields of array rows live in `<array table>_locales`, keyed by the row id.
      const texts = await this.db.query(
        `select _parent_id, _locale${localized.map((c) => `, "${c.column}"`).join('')} from "${field.arrayTable}_locales" where _parent_id = any($1)`,
        [[...items.keys()]],
      )
      for (const row of texts.rows) {
        const item = items.get(String(row._parent_id))
        if (item)
          for (const c of localized) (item[c.name] as Record<string, unknown>)[String(row._locale)] = row[c.column]
      }
    }
  }

  /** hasMany relations as id lists, in their stored order. */
  private async attachRelationLists(wanted: StoredField[], docs: Row[]) {
    for (const field of wanted.filter((f) => f.kind === 'relations')) {
      const { rows } = await this.db.query(
        `select parent_id, "${field.column}" as target from "${field.arrayTable}" where parent_id = any($1) and path = $2 and "${field.column}" is not null order by parent_id, "order"`,
        [docs.map((doc) => doc.id), field.name],
      )
      const byId = new Map(docs.map((doc) => [doc.id, doc]))
      for (const doc of docs) doc[field.name] = []
      for (const row of rows)
        (byId.get(Number(row.parent_id))?.[field.name] as number[] | undefined)?.push(Number(row.target))
    }
  }

  /** `array.field` populate: relations inside array rows (e.g. a gallery's photos' images). */
  private async attachRowRelations(schema: StoredCollection, path: string, fields: string[], docs: Row[]) {
    const [arrayName, columnName] = path.split('.')
    const column = schema.fields.get(arrayName)?.arrayColumns?.find((c) => c.name === columnName)
    if (!column?.relationTo) throw new Error(`${schema.slug}.${path} is not a relation in an array`)
    const rows = docs.flatMap((doc) =>
      Array.isArray(doc[arrayName]) ? (doc[arrayName] as Record<string, unknown>[]) : [],
    )
    const ids = [...new Set(rows.map((row) => row[columnName]).filter((id): id is number => typeof id === 'number'))]
    if (ids.length === 0) return
    const related = await this.read(
      { collection: column.relationTo, where: { id: { in: ids } }, sort: ['id'], fields },
      true,
    )
    const byId = new Map(related.docs.map((doc) => [doc.id, doc]))
    for (const row of rows)
      if (typeof row[columnName] === 'number') row[columnName] = byId.get(row[columnName] as number) ?? row[columnName]
  }

  /** Replaces relation ids by the related records the public may see (each relation at once); others stay ids, as with Payload's populate. */
  private async attachRelations(schema: StoredCollection, populate: ReadArgs['populate'], docs: Row[]) {
    await Promise.all(
      Object.entries(populate ?? {}).map(([name, fields]) => this.attachRelation(schema, name, fields, docs)),
    )
  }

  private async attachRelation(schema: StoredCollection, name: string, fields: string[], docs: Row[]) {
    if (name.includes('.')) return this.attachRowRelations(schema, name, fields, docs)
    const field = schema.fields.get(name)
    if (!field?.relationTo) throw new Error(`${schema.slug}.${name} is not a relation`)
    const idsOf = (value: unknown): number[] =>
      (Array.isArray(value) ? value : [value]).filter((id): id is number => typeof id === 'number')
    const ids = [...new Set(docs.flatMap((doc) => idsOf(doc[name])))]
    if (ids.length === 0) return
    const related = await this.read(
      { collection: field.relationTo, where: { id: { in: ids } }, sort: ['id'], fields },
      true,
    )
    const byId = new Map(related.docs.map((doc) => [doc.id, doc]))
    const resolve = (id: unknown) => (typeof id === 'number' ? (byId.get(id) ?? id) : id)
    for (const doc of docs)
      doc[name] = Array.isArray(doc[name]) ? (doc[name] as unknown[]).map(resolve) : resolve(doc[name])
  }
}

const readers = new WeakMap<Payload, PublicReader>()

/**
 * One reader per Payload instance, on its own pool, or the pool's read replicas when there are any (src/db/replicas.ts),
 * looked up at each query: they start with Payload's onInit, which a reader made earlier must not miss.
 */
export function publicReader(payload: Payload): PublicReader {
  let reader = readers.get(payload)
  if (!reader) {
    const pool: Queryable | undefined = poolOf(payload)
    reader = new PublicReader(payload, {
      query: (text, values) => {
        if (!pool) throw new Error('public read before the database pool was connected')
        return replicaReads(pool).query(text, values)
      },
    })
    readers.set(payload, reader)
  }
  return reader
}
