import type { Payload } from 'payload'
import { defaultLocale, isLocale } from '../../config/locales.js'
import { addError, ValidationError, type ErrorBag } from '../../core/errors.js'
import type { FieldRules, RuleSet, ValidateOptions } from './fields.js'
import type { RuleContext } from './rules.js'

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const add = addError

/** How many items of a list are judged one by one: as many as its `max` allows (every one without a max). */
const itemsRead = (spec: FieldRules) =>
  Math.min(
    ...spec.rules.map((rule) => (rule.name.startsWith('max:') ? Number(rule.name.slice(4)) : Infinity)),
    Infinity,
  )

/**
 * Runs every rule of a value and lists each failing key, in the order of the rule list; then, when the value has the
 * declared shape, the elements of a list and the properties of an object under their dotted paths.
 */
async function checkValue(errors: ErrorBag, path: string, value: unknown, spec: FieldRules, ctx: RuleContext) {
  const here = { ...ctx, path }
  for (const rule of spec.rules) {
    if (!(await rule.check(value, here, spec.type))) add(errors, path, rule.key)
  }
  if (spec.items && Array.isArray(value)) {
    // Items past the list's `max` are not read: the list's own validation.max says they are too many, and 5,000 ids
    // past a `max:50` would otherwise each be looked up before that answer. The ones within it are judged as usual.
    for (const [index, item] of value.slice(0, itemsRead(spec)).entries())
      await checkValue(errors, `${path}.${index}`, item, spec.items, ctx)
  }
  if (spec.fields && isPlainObject(value))
    await checkFields(errors, path, value, spec.fields, { ...ctx, siblings: value }, { mode: 'create' })
}

async function checkLocalized(
  errors: ErrorBag,
  name: string,
  value: unknown,
  spec: FieldRules,
  ctx: RuleContext,
  options: ValidateOptions,
  existing: ValidateOptions['existing'],
) {
  if (!isPlainObject(value)) {
    add(errors, name, 'validation.array')
    return
  }
  for (const [locale, text] of Object.entries(value)) {
    const path = `${name}.${locale}`
    if (!isLocale(locale)) {
      add(errors, path, 'validation.in')
      continue
    }
    if (text === null) continue
    if (typeof text !== 'string' && spec.type === 'string') {
      add(errors, path, 'validation.string')
      continue
    }
    await checkValue(errors, path, text, spec, ctx)
  }
  if (spec.requiredLocale) {
    const written = value[defaultLocale]
    const stored = existing?.[name.split('.').pop() as string]?.[defaultLocale]
    const endsUp = written !== undefined ? written : options.mode === 'update' ? stored : undefined
    if (isEmpty(endsUp) && !errors[`${name}.${defaultLocale}`])
      add(errors, `${name}.${defaultLocale}`, 'validation.required')
  }
}

/** `required_if`: another field of the same object holds one of the values that make this one required. */
const requiredByOther = (spec: FieldRules, siblings: Record<string, unknown>) =>
  spec.requiredIf !== undefined && spec.requiredIf.values.map(String).includes(String(siblings[spec.requiredIf.field]))

/** Checks the fields of one object (the body, or a nested object) and returns the declared ones that are present. */
async function checkFields(
  errors: ErrorBag,
  prefix: string,
  object: Record<string, unknown>,
  ruleSet: RuleSet,
  ctx: RuleContext,
  options: ValidateOptions,
): Promise<Record<string, unknown>> {
  const accepted: Record<string, unknown> = {}
  const at = (name: string) => (prefix ? `${prefix}.${name}` : name)
  for (const [name, spec] of Object.entries(ruleSet)) {
    const path = at(name)
    const present = Object.prototype.hasOwnProperty.call(object, name)
    const value = object[name]
    if (spec.localized) {
      if (!present || value === null) {
        if (value === null && !spec.nullable && !spec.requiredLocale) add(errors, path, 'validation.array')
        if (spec.requiredLocale && (options.mode === 'create' || value === null))
          add(errors, `${path}.${defaultLocale}`, 'validation.required')
        if (present && value === null && spec.nullable) accepted[name] = null
        continue
      }
      await checkLocalized(errors, path, value, spec, ctx, options, prefix ? undefined : options.existing)
      accepted[name] = value
      continue
    }
    if (isEmpty(value)) {
      if (requiredByOther(spec, object)) add(errors, path, 'validation.required_if')
      else if (spec.checkedWith !== undefined && !isEmpty(object[spec.checkedWith]))
        await checkValue(errors, path, value ?? '', spec, ctx)
      else if (spec.implicit && (present || options.mode === 'create'))
        await checkValue(errors, path, value ?? '', spec, ctx)
      else if (!present) {
        if (spec.required && options.mode === 'create') add(errors, path, 'validation.required')
      } else if (spec.nullable && !spec.required) accepted[name] = null
      else if (spec.required) add(errors, path, 'validation.required')
      else await checkValue(errors, path, value, spec, ctx)
      continue
    }
    await checkValue(errors, path, value, spec, ctx)
    accepted[name] = value
  }
  return accepted
}

/**
 * Validates a body against a rule set the Laravel way: every field, every failing rule, dotted paths, as deep as the
 * rules are declared. Returns only the fields of the rule set that are present (unknown fields are ignored); throws
 * ValidationError.
 */
export async function validateBody(
  payload: Payload,
  body: Record<string, unknown>,
  ruleSet: RuleSet,
  options: ValidateOptions & { caller?: RuleContext['caller']; guesses?: RuleContext['guesses'] },
  recordId?: number | string,
): Promise<Record<string, unknown>> {
  const errors: ErrorBag = {}
  const ctx: RuleContext = { payload, body, recordId, siblings: body, caller: options.caller, guesses: options.guesses }
  const accepted = await checkFields(errors, '', body, ruleSet, ctx, options)
  if (Object.keys(errors).length > 0) throw new ValidationError(errors)
  return accepted
}
