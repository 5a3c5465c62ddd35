import type {
  CollectionBeforeValidateHook,
  CollectionConfig,
  Field,
  GlobalBeforeValidateHook,
  GlobalConfig,
  PayloadRequest,
  SanitizedCollectionConfig,
  SelectField,
} from 'payload'
import { parseRecordId } from '../core/ids.js'
import { fieldErrors } from '../i18n/messages.js'
import { isDate } from './timestamps.js'

/**
 * Payload's REST takes a record's data as JSON of any shape, and Payload's own field checks look only at the values its
 * admin UI sends: a select took `12345678`, `true` or `{}`, a number `true`, a date `false`, an email `12345678`, a
 * relation `-1`, `1.5`, `[]` or the id of no record, and each failed in the database or in a hook (a 500, found by
 * fuzzing Payload's REST as a super admin). Here, before any other check or hook of a write, each value sent is checked
 * for the JSON type its field holds, and each related id for a record that exists; a wrong one is a 400 naming its
 * field, whatever path the write came by (Payload's REST, the admin UI, /api/v1, the local API).
 */

interface Problem {
  path: string
  message: string
}
type Check = (value: unknown, field: Field, req: PayloadRequest) => string | null
/** Related ids a write names, by collection, with the path to name if one names no record. */
type Related = Map<string, Map<number, string>>

const isString = (value: unknown) => typeof value === 'string'
const isFiniteNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value)
const each = (value: unknown, many: boolean | undefined, test: (one: unknown) => boolean) =>
  many && Array.isArray(value) ? value.every(test) : !Array.isArray(value) && test(value)

const optionCodes = (options: SelectField['options']) =>
  options.map((option) => (typeof option === 'string' ? option : option.value))

const checks: Partial<Record<Field['type'], Check>> = {
  // A code, or a number naming one (`0` for '0'); Payload's check passes anything but strings and arrays.
  select: (value, field, req) => {
    const codes = optionCodes((field as SelectField).options)
    const known = (one: unknown) => (isString(one) || isFiniteNumber(one)) && codes.includes(String(one))
    return each(value, (field as SelectField).hasMany, known) || value === ''
      ? null
      : req.t('validation:invalidSelection')
  },
  // A number, or text Payload reads as one (its own check refuses text that is not); never true, false, {} or [].
  number: (value, field, req) =>
    each(value, 'hasMany' in field && field.hasMany, (one) => isFiniteNumber(one) || isString(one))
      ? null
      : req.t('validation:invalidInput'),
  // A moment a timestamp column holds (Payload checks its own date fields but not `createdAt` of a global).
  date: (value, _field, req) => (isDate(value) ? null : req.t('validation:invalidInput')),
  email: (value, _field, req) => (isString(value) ? null : req.t('validation:emailAddress')),
}

function relationProblem(value: unknown, field: Field, path: string, related: Related, req: PayloadRequest) {
  if (field.type !== 'relationship' && field.type !== 'upload') return null
  const polymorphic = Array.isArray(field.relationTo)
  const targets = polymorphic ? (field.relationTo as string[]) : [field.relationTo as string]
  const items = field.hasMany ? value : [value]
  if (!Array.isArray(items)) return req.t('validation:invalidInput')
  for (const item of items) {
    // Payload's own step before this one made `{ id }` an id and text a number (NaN when it is none).
    const target = polymorphic ? (item as { relationTo?: unknown } | null)?.relationTo : targets[0]
    const raw = polymorphic ? (item as { value?: unknown } | null)?.value : item
    if (item === null && !field.hasMany) continue
    const id = parseRecordId(raw)
    if (typeof target !== 'string' || !targets.includes(target) || id === null) return req.t('validation:invalidInput')
    const ids = related.get(target) ?? new Map<number, string>()
    related.set(target, ids)
    ids.set(id, path)
  }
  return null
}

function checkFields(
  fields: Field[],
  data: Record<string, unknown>,
  prefix: string,
  problems: Problem[],
  related: Related,
  req: PayloadRequest,
) {
  for (const field of fields) {
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if ('name' in tab && tab.name)
          checkNested(tab.fields, data[tab.name], `${prefix}${tab.name}.`, problems, related, req)
        else checkFields(tab.fields, data, prefix, problems, related, req)
      }
      continue
    }
    if (!('name' in field) || !field.name) {
      if ('fields' in field) checkFields(field.fields, data, prefix, problems, related, req)
      continue
    }
    if (!Object.hasOwn(data, field.name)) continue
    const path = `${prefix}${field.name}`
    // With `locale=all` a localized field's value is an object of values by language.
    const values =
      'localized' in field &&
      field.localized &&
      req.locale === 'all' &&
      typeof data[field.name] === 'object' &&
      data[field.name] !== null
        ? Object.values(data[field.name] as Record<string, unknown>)
        : [data[field.name]]
    for (const value of values) {
      if (value === null || value === undefined) continue
      const problem = checks[field.type]?.(value, field, req) ?? relationProblem(value, field, path, related, req)
      if (problem) problems.push({ path, message: problem })
      else if (field.type === 'group') checkNested(field.fields, value, `${path}.`, problems, related, req)
      else if (field.type === 'array' && Array.isArray(value))
        value.forEach((row, index) => checkNested(field.fields, row, `${path}.${index}.`, problems, related, req))
      else if (field.type === 'blocks' && Array.isArray(value))
        value.forEach((row, index) => {
          const block = field.blocks.find((one) => one.slug === (row as { blockType?: unknown } | null)?.blockType)
          if (block) checkNested(block.fields, row, `${path}.${index}.`, problems, related, req)
        })
    }
  }
}

const checkNested = (
  fields: Field[],
  value: unknown,
  prefix: string,
  problems: Problem[],
  related: Related,
  req: PayloadRequest,
) => {
  if (typeof value === 'object' && value !== null && !Array.isArray(value))
    checkFields(fields, value as Record<string, unknown>, prefix, problems, related, req)
}

/** Related ids that name no record (of any status: existence, not visibility, is what the database enforces). */
async function missingRelated(related: Related, req: PayloadRequest): Promise<Problem[]> {
  const problems: Problem[] = []
  for (const [collection, ids] of related) {
    const { docs } = await req.payload.find({
      collection: collection as never,
      where: { id: { in: [...ids.keys()] } },
      depth: 0,
      limit: 0,
      pagination: false,
      overrideAccess: true,
      req,
    })
    const found = new Set(docs.map((doc: { id: unknown }) => Number(doc.id)))
    for (const [id, path] of ids) if (!found.has(id)) problems.push({ path, message: req.t('validation:invalidInput') })
  }
  return problems
}

async function check(
  fields: Field[],
  owner: { flattenedFields: SanitizedCollectionConfig['flattenedFields']; slug: string },
  data: Record<string, unknown> | undefined,
  req: PayloadRequest,
) {
  if (!data) return data
  const problems: Problem[] = []
  const related: Related = new Map()
  checkFields(fields, data, '', problems, related, req)
  if (problems.length === 0) problems.push(...(await missingRelated(related, req)))
  if (problems.length > 0) throw fieldErrors(req, owner as Parameters<typeof fieldErrors>[1], problems)
  return data
}

export function withCheckedValueTypes(collection: CollectionConfig): CollectionConfig {
  const hook: CollectionBeforeValidateHook = ({ data, collection: sanitized, req }) =>
    check(sanitized.fields, sanitized, data, req)
  return {
    ...collection,
    hooks: { ...collection.hooks, beforeValidate: [hook, ...(collection.hooks?.beforeValidate ?? [])] },
  }
}

export function withGlobalCheckedValueTypes(global: GlobalConfig): GlobalConfig {
  const hook: GlobalBeforeValidateHook = ({ data, global: sanitized, req }) =>
    check(sanitized.fields, sanitized, data, req)
  return { ...global, hooks: { ...global.hooks, beforeValidate: [hook, ...(global.hooks?.beforeValidate ?? [])] } }
}
