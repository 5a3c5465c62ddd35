import type { Payload } from 'payload'
import { defaultLocale, isLocale } from '../../config/locales.js'
import { addError, ValidationError, type ErrorBag } from '../errors.js'
import type { FieldRules, RuleSet, ValidateOptions } from './fields.js'
import type { RuleContext } from './rules.js'

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

const add = addError

/** Runs every rule of a value and lists each failing key, in the order of the rule list. */
async function checkValue(errors: ErrorBag, path: string, value: unknown, spec: FieldRules, ctx: RuleContext) {
  for (const rule of spec.rules) {
    if (!(await rule.check(value, ctx, spec.type))) add(errors, path, rule.key)
  }
}

async function checkLocalized(
  errors: ErrorBag,
  name: string,
  value: unknown,
  spec: FieldRules,
  ctx: RuleContext,
  options: ValidateOptions,
) {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
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
    if (spec.list) {
      await checkList(errors, path, text, spec, ctx)
      continue
    }
    if (typeof text !== 'string' && spec.type === 'string') {
      add(errors, path, 'validation.string')
      continue
    }
    await checkValue(errors, path, text, spec, ctx)
  }
  if (spec.requiredLocale) {
    const written = (value as Record<string, unknown>)[defaultLocale]
    const stored = options.existing?.[name]?.[defaultLocale]
    const endsUp = written !== undefined ? written : options.mode === 'update' ? stored : undefined
    if (isEmpty(endsUp) && !errors[`${name}.${defaultLocale}`]) add(errors, `${name}.${defaultLocale}`, 'validation.required')
  }
}

async function checkList(errors: ErrorBag, path: string, value: unknown, spec: FieldRules, ctx: RuleContext) {
  if (!Array.isArray(value)) {
    add(errors, path, 'validation.array')
    return
  }
  for (const [index, item] of value.entries()) await checkValue(errors, `${path}.${index}`, item, spec, ctx)
}

/**
 * Validates a body against a rule set the Laravel way: every field, every failing rule, dotted paths.
 * Returns only the fields of the rule set that are present (unknown fields are ignored); throws ValidationError.
 */
export async function validateBody(
  payload: Payload,
  body: Record<string, unknown>,
  ruleSet: RuleSet,
  options: ValidateOptions,
  recordId?: number | string,
): Promise<Record<string, unknown>> {
  const errors: ErrorBag = {}
  const ctx: RuleContext = { payload, body, recordId }
  const accepted: Record<string, unknown> = {}
  for (const [name, spec] of Object.entries(ruleSet)) {
    const present = Object.prototype.hasOwnProperty.call(body, name)
    const value = body[name]
    if (spec.localized) {
      if (!present || value === null) {
        if (value === null && !spec.nullable && !spec.requiredLocale) add(errors, name, 'validation.array')
        if (spec.requiredLocale && (options.mode === 'create' || value === null)) add(errors, `${name}.${defaultLocale}`, 'validation.required')
        if (present && value === null && spec.nullable) accepted[name] = null
        continue
      }
      await checkLocalized(errors, name, value, spec, ctx, options)
      accepted[name] = value
      continue
    }
    if (!present) {
      if (spec.required && options.mode === 'create') add(errors, name, 'validation.required')
      continue
    }
    if (isEmpty(value)) {
      if (spec.nullable && !spec.required) accepted[name] = null
      else if (spec.required) add(errors, name, 'validation.required')
      else await checkValue(errors, name, value, spec, ctx)
      continue
    }
    if (spec.list) await checkList(errors, name, value, spec, ctx)
    else await checkValue(errors, name, value, spec, ctx)
    accepted[name] = value
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors)
  return accepted
}
