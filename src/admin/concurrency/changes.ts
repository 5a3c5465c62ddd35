import type { ClientField } from 'payload'

/** Fields that change with every save or are the machinery's own: never "changed by someone" to an editor. */
const BOOKKEEPING = new Set(['id', 'createdAt', 'updatedAt', 'lastEditedBy', 'translations', '_status', '_ifMatch'])

export interface NamedField {
  name: string
  label: unknown
}

/** The record's named fields, through the layout-only ones (rows, collapsibles, unnamed tabs), as the form holds them. */
export function namedFields(fields: readonly ClientField[]): NamedField[] {
  const named: NamedField[] = []
  for (const field of fields) {
    if (field.type === 'ui') continue
    if ('name' in field && field.name) {
      if (!BOOKKEEPING.has(field.name))
        named.push({ name: field.name, label: 'label' in field ? field.label : undefined })
      continue
    }
    if (field.type === 'tabs') {
      for (const tab of field.tabs)
        if ('name' in tab && tab.name) named.push({ name: tab.name, label: tab.label })
        else named.push(...namedFields(tab.fields))
    } else if ('fields' in field) named.push(...namedFields(field.fields))
  }
  return named
}

/**
 * What a rich-text node means, without what Lexical adds when it loads a text (`direction`, `version`, `textFormat`,
 * `textStyle`): a text the editor did not touch compares equal to the saved one.
 */
const MEANINGFUL_NODE_KEYS = ['type', 'text', 'format', 'tag', 'listType', 'value', 'url', 'fields', 'relationTo']

function canonicalNode(node: unknown): unknown {
  if (!node || typeof node !== 'object') return node
  const record = node as Record<string, unknown>
  const out: Record<string, unknown> = {}
  for (const key of MEANINGFUL_NODE_KEYS) if (record[key] !== undefined) out[key] = canonical(record[key])
  if (Array.isArray(record.children)) out.children = record.children.map(canonicalNode)
  return out
}

/** A value as compared: empty forms alike, a related record as its id, a text by its meaning, keys in one order. */
function canonical(value: unknown): unknown {
  if (value === null || value === undefined || value === '') return null
  if (typeof value === 'object' && !Array.isArray(value) && 'root' in value)
    return canonicalNode((value as { root: unknown }).root)
  if (Array.isArray(value)) return value.length === 0 ? null : value.map(canonical)
  if (value instanceof Date) return value.toISOString()
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>
    // A relation read at depth 0 is an id; one the form populated is an object with it.
    if ('id' in record && 'updatedAt' in record) return record.id
    const keys = Object.keys(record).sort()
    const out: Record<string, unknown> = {}
    for (const key of keys) if (key !== '$') out[key] = canonical(record[key])
    return out
  }
  return value
}

export const sameValue = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b))

/** The plain text of a rich-text value (Lexical's JSON), for a short comparison. */
function richTextOf(node: unknown): string {
  if (!node || typeof node !== 'object') return ''
  const { text, children } = node as { text?: unknown; children?: unknown }
  if (typeof text === 'string') return text
  return Array.isArray(children) ? children.map(richTextOf).join(' ') : ''
}

/** A value as a line of text for the comparison table; '' when empty. */
export function summary(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (Array.isArray(value)) return value.map(summary).filter(Boolean).join('; ')
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>
    if ('root' in record) return richTextOf(record.root).replace(/\s+/g, ' ').trim()
    if ('id' in record && typeof record.id !== 'object') return String(record.id)
    return Object.values(record).map(summary).filter(Boolean).join(', ')
  }
  return ''
}

export interface FieldChange {
  name: string
  label: unknown
  theirs: unknown
  mine: unknown
  /** The editor changed this field too: the merge keeps theirs out of it. */
  both: boolean
}

/**
 * What someone else changed between the version the editor started from (`base`) and the saved one (`theirs`), with
 * the editor's own value beside it (`mine`, from the form).
 */
export function changesSince(
  fields: NamedField[],
  base: Record<string, unknown>,
  theirs: Record<string, unknown>,
  mine: Record<string, unknown>,
): FieldChange[] {
  return fields
    .filter((field) => !sameValue(base[field.name], theirs[field.name]))
    .map((field) => ({
      name: field.name,
      label: field.label,
      theirs: theirs[field.name],
      mine: mine[field.name],
      both: !sameValue(base[field.name], mine[field.name]),
    }))
}

/**
 * The saved version with the editor's own changes on top: every field the editor changed keeps the editor's value,
 * every other field takes the saved one. Nothing the editor typed is lost.
 */
export function mergeMine(
  fields: NamedField[],
  base: Record<string, unknown>,
  theirs: Record<string, unknown>,
  mine: Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...theirs }
  for (const field of fields) if (!sameValue(base[field.name], mine[field.name])) merged[field.name] = mine[field.name]
  return merged
}
