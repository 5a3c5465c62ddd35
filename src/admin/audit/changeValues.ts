import { getTranslation, type I18nClient } from '@payloadcms/translations'
import type { Field, FlattenedField, LabelFunction, StaticLabel } from 'payload'
import { lexicalToHtml } from '../../richtext/html.js'
import { htmlToReadableText } from '../../richtext/text.js'
import { formatDateTime } from '../format.js'
import { interfaceText } from '../../i18n/interfaceText.js'
import type { RecordRef } from './recordTitles.js'

/** How a value names a referenced record; `record` collects the refs on a first pass and reads the titles on the second. */
export interface ValueContext {
  i18n: I18nClient
  record: (ref: RecordRef) => string
}

export const EMPTY = '—'

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)

const label = (field: { label?: false | LabelFunction | StaticLabel; name?: string }, i18n: I18nClient) =>
  field.label && typeof field.label !== 'boolean' ? getTranslation(field.label, i18n) : (field.name ?? '')

/** The named field `name` among `fields`, looking through rows, collapsibles and unnamed tabs as Payload lays them out. */
export function findField(fields: Field[] | undefined, name: string): Field | undefined {
  for (const field of fields ?? []) {
    if ('name' in field && field.name === name) return field
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if ('name' in tab && tab.name === name) return { ...tab, type: 'group' } as Field
        const found = 'name' in tab && tab.name ? undefined : findField(tab.fields, name)
        if (found) return found
      }
    } else if (!('name' in field) && 'fields' in field) {
      const found = findField(field.fields, name)
      if (found) return found
    }
  }
  return undefined
}

/** The named fields of a group, an array row or a block, unnamed layout fields flattened away. */
const namedFields = (fields: Field[]): Field[] =>
  fields.flatMap((field) => {
    if ('name' in field && field.name) return [field]
    if (field.type === 'tabs')
      return field.tabs.flatMap((tab) =>
        'name' in tab && tab.name ? [{ ...tab, type: 'group' } as Field] : namedFields(tab.fields),
      )
    return 'fields' in field ? namedFields(field.fields) : []
  })

const idOf = (value: unknown): unknown =>
  value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value

/** One stored reference (an id, a populated record, or `{relationTo, value}` for a polymorphic field) as a ref. */
const refOf = (relationTo: string | string[], value: unknown): RecordRef | undefined => {
  if (value && typeof value === 'object' && 'relationTo' in value) {
    const { relationTo: collection, value: inner } = value as { relationTo: string; value: unknown }
    return { collection, id: idOf(inner) as number | string }
  }
  const id = idOf(value)
  return typeof relationTo === 'string' && (typeof id === 'number' || typeof id === 'string')
    ? { collection: relationTo, id }
    : undefined
}

/** Rich text as recorded: HTML (top-level fields) or Lexical's JSON (rich text inside an array or group). */
const richText = (value: unknown): string => {
  const html = typeof value === 'string' ? value : lexicalToHtml(value)
  return html ? htmlToReadableText(html) || EMPTY : EMPTY
}

const optionLabel = (field: Extract<Field, { type: 'select' | 'radio' }>, value: unknown, i18n: I18nClient) => {
  const option = field.options.find((entry) => (typeof entry === 'string' ? entry : entry.value) === value)
  return option && typeof option === 'object' ? getTranslation(option.label, i18n) : String(value)
}

const lines = (text: string, indent: string) =>
  text
    .split('\n')
    .map((line, index) => (index === 0 ? line : `${indent}${line}`))
    .join('\n')

/** The subfields of a group, an array row or a block as "Label: value" lines; empty ones left out. */
const fieldLines = (fields: Field[], row: Record<string, unknown>, context: ValueContext): string[] =>
  namedFields(fields)
    .filter(
      (field): field is Field & { name: string } =>
        'name' in field &&
        field.name !== 'id' &&
        !isEmpty(row[field.name]) &&
        field.type !== 'ui' &&
        field.type !== 'join',
    )
    .map((field) => `${label(field, context.i18n)}: ${lines(formatValue(field, row[field.name], context), '  ')}`)

/** A recorded value as a person reads it, by what the field is: names for references, labels for options, words for yes/no. */
export function formatValue(field: Field | FlattenedField | undefined, value: unknown, context: ValueContext): string {
  const { i18n } = context
  if (field?.type === 'checkbox')
    return value === null || value === undefined ? EMPTY : interfaceText(i18n, value ? 'changeYes' : 'changeNo')
  if (isEmpty(value)) return EMPTY
  switch (field?.type) {
    case 'relationship':
    case 'upload': {
      const items = Array.isArray(value) ? value : [value]
      return items
        .map((item) => {
          const ref = refOf(field.relationTo, item)
          return ref ? context.record(ref) : String(idOf(item))
        })
        .join('\n')
    }
    case 'richText':
      return richText(value)
    case 'select':
    case 'radio':
      return (Array.isArray(value) ? value : [value]).map((item) => optionLabel(field, item, i18n)).join(', ')
    case 'date':
      return formatDateTime(value as string)
    case 'point':
      return Array.isArray(value) ? `${String(value[1])}, ${String(value[0])}` : JSON.stringify(value)
    case 'array':
      if (!Array.isArray(value)) break
      return value
        .map(
          (row, index) =>
            `${index + 1}) ${lines(fieldLines(field.fields as Field[], row as Record<string, unknown>, context).join('\n'), '   ')}`,
        )
        .join('\n')
    case 'blocks':
      if (!Array.isArray(value)) break
      return value
        .map((row, index) => {
          const data = row as Record<string, unknown>
          const block = field.blocks.find((entry) => entry.slug === data.blockType)
          const name = block?.labels?.singular ? getTranslation(block.labels.singular, i18n) : String(data.blockType)
          const body = block ? fieldLines(block.fields, data, context) : []
          return `${index + 1}) ${name}${body.length ? `\n   ${lines(body.join('\n'), '   ')}` : ''}`
        })
        .join('\n')
    case 'group':
      if (typeof value !== 'object' || Array.isArray(value)) break
      return fieldLines(field.fields as Field[], value as Record<string, unknown>, context).join('\n') || EMPTY
    case 'json':
    case 'code':
      return typeof value === 'string' ? value : JSON.stringify(value, null, 1)
    default:
      break
  }
  if (typeof value === 'string') return /<[a-z][\s\S]*>/i.test(value) ? htmlToReadableText(value) || EMPTY : value
  if (typeof value === 'object') return JSON.stringify(value, null, 1)
  return String(value)
}

/** The field's label in the interface language; the recorded key when the field is no longer in the schema. */
export const fieldLabel = (field: Field | undefined, fallback: string, i18n: I18nClient) =>
  field && 'label' in field && field.label ? label(field, i18n) : fallback
