import { isLocale, locales } from '../../config/locales.js'
import { rules, type Rule, type ValueType } from './rules.js'

/**
 * How one wire field is checked: its type, its rules in contract order, and whether it may be absent or null.
 * `localized` fields take `{uz, ru, en}` objects whose values get `rules` per locale under `field.locale`.
 * `list` fields take arrays whose items get `rules` under `field.N`.
 */
export interface FieldRules {
  type: ValueType
  rules: Rule[]
  required?: boolean
  nullable?: boolean
  localized?: boolean
  /** Localized and required: the default locale must end up non-empty (after merging with the stored record). */
  requiredLocale?: boolean
  list?: boolean
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
  object: rules.array,
  date: rules.date,
  any: undefined,
}

/** Builds FieldRules with the type rule first, as Laravel rule lists are written (`string|max:255`). */
export const field = (type: ValueType, extra: Rule[] = [], options: Omit<FieldRules, 'type' | 'rules'> = {}): FieldRules => {
  const first = typeRule[type]
  return { type, rules: first && type !== 'date' ? [first(), ...extra] : [...(type === 'date' ? [rules.date()] : []), ...extra], ...options }
}
