import { isLocale, locales } from '../../config/locales.js'
import { rules, type Rule, type ValueType } from './rules.js'

/**
 * How one wire field is checked: its type, its rules in contract order, and whether it may be absent or null.
 * - `localized` fields take `{uz, ru, en}` objects whose values get the rest of the spec per locale under `field.locale`;
 * - `items`: a list; `rules` apply to the list itself (its size), `items` to each element under `field.N`;
 * - `fields`: an object; each property is checked under `field.property` (nested as deep as declared).
 */
export interface FieldRules {
  type: ValueType
  rules: Rule[]
  required?: boolean
  nullable?: boolean
  /** Required (`validation.required_if`) while another field of the same object holds one of these values. */
  requiredIf?: { field: string; values: readonly (string | number | boolean)[] }
  /**
   * Checked whenever this other field of the same object is given, absent or not (an absent value is checked as ''):
   * `current_password` with a new `password`, whose absence is the same `validation.current_password` as a wrong one.
   */
  checkedWith?: string
  /** Checked when absent or empty too, on create (Laravel's implicit rules: a missing `consent` is not `accepted`). */
  implicit?: boolean
  localized?: boolean
  /** Localized and required: the default locale must end up non-empty (after merging with the stored record). */
  requiredLocale?: boolean
  items?: FieldRules
  fields?: RuleSet
  description?: string
}

export type RuleSet = Record<string, FieldRules>

export interface ValidateOptions {
  /** create: required fields must be present; update: only present fields are checked. */
  mode: 'create' | 'update'
  /** The stored localized values, for the "ends up non-empty" rule on update. */
  existing?: Record<string, Record<string, unknown> | null | undefined>
}

export { isLocale, locales }

const typeRule: Record<ValueType, (() => Rule) | undefined> = {
  string: rules.string,
  integer: rules.integer,
  number: rules.numeric,
  boolean: rules.boolean,
  array: rules.array,
  object: rules.object,
  list: rules.list,
  date: rules.date,
  datetime: rules.dateTime,
  any: undefined,
}

/** Builds FieldRules with the type rule first, as Laravel rule lists are written (`string|max:255`). */
export const field = (
  type: ValueType,
  extra: Rule[] = [],
  options: Omit<FieldRules, 'type' | 'rules'> = {},
): FieldRules => {
  const first = typeRule[type]
  return { type, rules: first ? [first(), ...extra] : extra, ...options }
}

/** A list whose elements follow `items`; `extra` rules (e.g. `max:200`) count the list's elements. */
export const listOf = (
  items: FieldRules,
  extra: Rule[] = [],
  options: Omit<FieldRules, 'type' | 'rules' | 'items'> = {},
): FieldRules => field('list', extra, { ...options, items })

/** An object whose properties follow `fields`. */
export const objectOf = (fields: RuleSet, options: Omit<FieldRules, 'type' | 'rules' | 'fields'> = {}): FieldRules =>
  field('object', [], { ...options, fields })
