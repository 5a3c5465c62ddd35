import type { Field, SanitizedCollectionConfig } from 'payload'

export type FieldKind = 'scalar' | 'localized' | 'relation' | 'relations' | 'array'

/** Where one top-level field of a collection lives in Payload's PostgreSQL schema. */
export interface StoredField {
  name: string
  kind: FieldKind
  /** Column on the main table (scalar, relation) or on `<table>_locales` (localized). */
  column: string
  /** How a stored value becomes what Payload's own reads return. */
  cast: 'text' | 'number' | 'date' | 'json'
  relationTo?: string
  /** Arrays: their table and the columns of their rows. */
  arrayTable?: string
  arrayColumns?: ArrayColumn[]
  localizedArray?: boolean
}

/** One field of an array's rows: on the row table, or (localized) on `<array table>_locales`. */
export interface ArrayColumn {
  name: string
  column: string
  localized: boolean
  relationTo?: string
}

export interface StoredCollection {
  slug: string
  table: string
  localesTable: string
  fields: Map<string, StoredField>
}

/** Payload's table and column naming (drizzle adapter): kebab and camel case become snake case. */
export const snake = (name: string) =>
  name
    .replace(/-/g, '_')
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()

const castOf = (field: Field): StoredField['cast'] => {
  if (field.type === 'number') return 'number'
  if (field.type === 'date') return 'date'
  if (field.type === 'json' || field.type === 'richText') return 'json'
  return 'text'
}

const topLevel = (fields: Field[]): Field[] =>
  fields.flatMap((field) => {
    if ('name' in field && field.name) return [field]
    if (field.type === 'row' || field.type === 'collapsible') return topLevel(field.fields)
    if (field.type === 'tabs')
      return field.tabs.flatMap((tab) => ('name' in tab && tab.name ? [] : topLevel(tab.fields)))
    return []
  })

const flattenGroup = (prefix: string, fields: Field[]): [string, string, Field][] =>
  topLevel(fields).flatMap((field): [string, string, Field][] => {
    if (!('name' in field)) return []
    if (field.type === 'group') return flattenGroup(`${prefix}.${field.name}`, field.fields)
    if (field.type === 'array' || field.type === 'blocks' || ('localized' in field && field.localized)) return []
    return [[`${prefix}.${field.name}`, snake(`${prefix}.${field.name}`.replace(/\./g, '_')), field]]
  })

/** Reads the stored layout of a collection from its sanitized config: the same source Payload builds its schema from. */
export function storedCollection(config: SanitizedCollectionConfig): StoredCollection {
  const table = snake(config.slug)
  const fields = new Map<string, StoredField>([
    ['id', { name: 'id', kind: 'scalar', column: 'id', cast: 'number' }],
    ['createdAt', { name: 'createdAt', kind: 'scalar', column: 'created_at', cast: 'date' }],
    ['updatedAt', { name: 'updatedAt', kind: 'scalar', column: 'updated_at', cast: 'date' }],
  ])
  for (const field of topLevel(config.fields)) {
    // Virtual fields have no column: Payload computes them after reading.
    if (!('name' in field) || field.type === 'ui' || field.type === 'join' || ('virtual' in field && field.virtual))
      continue
    const localized = 'localized' in field && Boolean(field.localized)
    if (field.type === 'relationship' || field.type === 'upload') {
      if (Array.isArray(field.relationTo) || localized) continue
      if (field.hasMany) {
        // Payload keeps hasMany relations in `<table>_rels` rows: parent_id, path (the field), order, `<target>_id`.
        fields.set(field.name, {
          name: field.name,
          kind: 'relations',
          column: `${snake(field.relationTo)}_id`,
          cast: 'number',
          relationTo: field.relationTo,
          arrayTable: `${table}_rels`,
        })
        continue
      }
      fields.set(field.name, {
        name: field.name,
        kind: 'relation',
        column: `${snake(field.name)}_id`,
        cast: 'number',
        relationTo: field.relationTo,
      })
    } else if (field.type === 'array') {
      const columns = topLevel(field.fields).flatMap((row): ArrayColumn[] => {
        if (!('name' in row) || row.type === 'array' || row.type === 'group' || row.type === 'blocks') return []
        const relation =
          (row.type === 'upload' || row.type === 'relationship') && !row.hasMany && typeof row.relationTo === 'string'
        return [
          {
            name: row.name,
            column: relation ? `${snake(row.name)}_id` : snake(row.name),
            localized: 'localized' in row && Boolean(row.localized),
            ...(relation ? { relationTo: row.relationTo as string } : {}),
          },
        ]
      })
      fields.set(field.name, {
        name: field.name,
        kind: 'array',
        column: field.name,
        cast: 'json',
        arrayTable: `${table}_${snake(field.name)}`,
        arrayColumns: columns,
        localizedArray: localized,
      })
    } else if (field.type === 'group' && !localized) {
      // Group sub-fields are columns `<group>_<sub>`; they are addressed as `group.sub` (e.g. `sizes.thumbnail.filename`).
      for (const [path, column, sub] of flattenGroup(field.name, field.fields)) {
        fields.set(path, { name: path, kind: 'scalar', column, cast: castOf(sub) })
      }
    } else if (field.type !== 'group' && field.type !== 'blocks') {
      fields.set(field.name, {
        name: field.name,
        kind: localized ? 'localized' : 'scalar',
        column: snake(field.name),
        cast: castOf(field),
      })
    }
  }
  return { slug: config.slug, table, localesTable: `${table}_locales`, fields }
}
