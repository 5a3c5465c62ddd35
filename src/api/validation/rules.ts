import type { Payload } from 'payload'
import { isAccountPassword } from '../../auth/password.js'
import type { PasswordGuesses } from '../../auth/passwordGuesses.js'
import { isCompromisedPassword } from '../../auth/passwordPolicy.js'
import { parseRecordId } from '../../core/ids.js'

/** What a rule can see: the value, the whole body, the object holding the value, the database, the record and the caller. */
export interface RuleContext {
  payload: Payload
  body: Record<string, unknown>
  recordId?: number | string
  /** The dotted path of the value being checked (`password`, `photos.2.caption.ru`). */
  path?: string
  /** The object that holds the value (the body at the top level, the list item inside a list of objects). */
  siblings?: Record<string, unknown>
  /** The account making the request, for rules about the caller's own credentials. */
  caller?: { collection: string; id: number | string; email?: unknown; name?: unknown } | null
  /** Counts each comparison with the caller's password as a login guess (src/auth/passwordGuesses.ts). */
  guesses?: PasswordGuesses
}

/**
 * Whose email and name a new password must not be, besides the `email` and `name` beside it in the body: the caller's
 * own (a password change of one's account), or the stored record's (an update of another account).
 */
export type PasswordOwner = 'caller' | { collection: string }

async function ownerIdentities(
  owner: PasswordOwner | undefined,
  { payload, caller, recordId }: RuleContext,
): Promise<unknown[]> {
  if (owner === 'caller') return [caller?.email, caller?.name]
  if (!owner || recordId === undefined) return []
  // A system read: the rule only compares, nothing of the record is answered.
  const stored = (await payload.findByID({
    collection: owner.collection as 'users',
    id: recordId,
    depth: 0,
    disableErrors: true,
    overrideAccess: true,
  })) as { email?: unknown; name?: unknown } | null
  return [stored?.email, stored?.name]
}

/** A rule is a contract key, a check and what it says to OpenAPI. Size rules measure by the field's type. */
export interface Rule {
  key: string
  name: string
  check: (value: unknown, ctx: RuleContext, type: ValueType) => boolean | Promise<boolean>
  schema?: (type: ValueType) => Record<string, unknown>
}

export type ValueType =
  'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object' | 'list' | 'date' | 'datetime' | 'any'

/**
 * YYYY-MM-DD naming a real day (2024-02-30 is not one). Year 0000 is a day to ISO 8601 but not to PostgreSQL, which
 * would refuse the whole statement: it is no date here, in a body or a filter alike.
 */
export const isCalendarDate = (text: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || text.startsWith('0000')) return false
  const date = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text)
}

/** ISO 8601: a calendar date, optionally with a time (`T` or a space), seconds, fraction and offset. */
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/
export const isDateTime = (text: string) => {
  const match = DATE_TIME.exec(text)
  if (!match || !isCalendarDate(match[1])) return false
  const [hours, minutes, seconds] = [match[2], match[3], match[4]].map((part) => Number(part ?? 0))
  return hours < 24 && minutes < 60 && seconds < 60
}

/**
 * A valid date-time (`isDateTime`) as an ISO instant: a date alone is that day's midnight, and a time without an
 * offset is UTC (the contract's timestamps are UTC), never the server's own zone.
 */
export const dateTimeToIso = (text: string): string => {
  const match = DATE_TIME.exec(text)!
  const [, day, hours = '00', minutes = '00', seconds = '00', offset] = match
  const fraction = /\.(\d{1,3})/.exec(text.slice(day.length))?.[1]?.padEnd(3, '0') ?? '000'
  const zone =
    !offset || offset === 'Z' ? 'Z' : offset.includes(':') ? offset : `${offset.slice(0, 3)}:${offset.slice(3)}`
  return new Date(`${day}T${hours}:${minutes}:${seconds}.${fraction}${zone}`).toISOString()
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** An integer the service can hold exactly: 1e308 is an integer to JavaScript, but no column or id is that large. */
const isInteger = (value: unknown): boolean =>
  (typeof value === 'number' && Number.isSafeInteger(value)) ||
  (typeof value === 'string' && /^-?\d{1,15}$/.test(value.trim()))

/** Laravel's size: characters for strings, value for numbers, item count for arrays. */
export const sizeOf = (value: unknown, type: ValueType): number | null => {
  if (Array.isArray(value)) return value.length
  if (
    (type === 'integer' || type === 'number') &&
    (typeof value === 'number' || (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))))
  ) {
    return Number(value)
  }
  if (typeof value === 'string') return [...value].length
  if (typeof value === 'number') return String(value).length
  return null
}

const sizeRule = (key: string, name: string, ok: (size: number) => boolean, schema: Rule['schema']): Rule => ({
  key,
  name,
  check: (value, _ctx, type) => {
    const size = sizeOf(value, type)
    return size === null ? true : ok(size)
  },
  schema,
})

const EMAIL = /^[^\s@"<>()[\]\\,;:]+@[^\s@"<>()[\]\\,;:]+\.[^\s@"<>()[\]\\,;:]{2,}$/

export const rules = {
  // PostgreSQL text cannot hold NUL; such a value is not a usable string.
  string: (): Rule => ({
    key: 'validation.string',
    name: 'string',
    check: (v) => typeof v === 'string',
    schema: () => ({ type: 'string' }),
  }),
  integer: (): Rule => ({
    key: 'validation.integer',
    name: 'integer',
    check: isInteger,
    schema: () => ({ type: 'integer' }),
  }),
  numeric: (): Rule => ({
    key: 'validation.numeric',
    name: 'numeric',
    check: (v) =>
      (typeof v === 'number' && Number.isFinite(v)) ||
      (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))),
    schema: () => ({ type: 'number' }),
  }),
  boolean: (): Rule => ({
    key: 'validation.boolean',
    name: 'boolean',
    check: (v) =>
      typeof v === 'boolean' || v === 0 || v === 1 || v === '0' || v === '1' || v === 'true' || v === 'false',
    schema: () => ({ type: 'boolean' }),
  }),
  array: (): Rule => ({
    key: 'validation.array',
    name: 'array',
    check: (v) => typeof v === 'object' && v !== null,
    schema: () => ({ type: 'object' }),
  }),
  /** A JSON object (not a list): `validation.array` as Laravel names both. */
  object: (): Rule => ({
    key: 'validation.array',
    name: 'object',
    check: isPlainObject,
    schema: () => ({ type: 'object' }),
  }),
  /** A JSON list. */
  list: (): Rule => ({
    key: 'validation.array',
    name: 'list',
    check: (v) => Array.isArray(v),
    schema: () => ({ type: 'array' }),
  }),
  max: (limit: number) =>
    sizeRule(
      'validation.max',
      `max:${limit}`,
      (s) => s <= limit,
      (t) =>
        t === 'string'
          ? { maxLength: limit }
          : t === 'array' || t === 'list'
            ? { maxItems: limit }
            : { maximum: limit },
    ),
  min: (limit: number) =>
    sizeRule(
      'validation.min',
      `min:${limit}`,
      (s) => s >= limit,
      (t) =>
        t === 'string'
          ? { minLength: limit }
          : t === 'array' || t === 'list'
            ? { minItems: limit }
            : { minimum: limit },
    ),
  between: (low: number, high: number) =>
    sizeRule(
      'validation.between',
      `between:${low},${high}`,
      (s) => s >= low && s <= high,
      (t) => (t === 'string' ? { minLength: low, maxLength: high } : { minimum: low, maximum: high }),
    ),
  in: (values: readonly (string | number)[]): Rule => ({
    key: 'validation.in',
    name: `in:${values.join(',')}`,
    check: (v) => (typeof v === 'string' || typeof v === 'number') && values.map(String).includes(String(v)),
    schema: () => ({ enum: [...values] }),
  }),
  regex: (pattern: RegExp): Rule => ({
    key: 'validation.regex',
    name: `regex:${pattern.source}`,
    check: (v) => (typeof v === 'string' || typeof v === 'number') && pattern.test(String(v)),
    schema: () => ({ pattern: pattern.source }),
  }),
  email: (): Rule => ({
    key: 'validation.email',
    name: 'email',
    check: (v) => typeof v === 'string' && EMAIL.test(v),
    schema: () => ({ format: 'email' }),
  }),
  url: (): Rule => ({
    key: 'validation.url',
    name: 'url',
    check: (v) => {
      if (typeof v !== 'string') return false
      try {
        const url = new URL(v)
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0
      } catch {
        return false
      }
    },
    schema: () => ({ format: 'uri' }),
  }),
  date: (): Rule => ({
    key: 'validation.date',
    name: 'date',
    check: (v) => typeof v === 'string' && isCalendarDate(v),
    schema: () => ({ format: 'date' }),
  }),
  dateTime: (): Rule => ({
    key: 'validation.date',
    name: 'date_time',
    check: (v) => typeof v === 'string' && isDateTime(v),
    schema: () => ({ format: 'date-time' }),
  }),
  /** yes, on, 1 or true (terms of use, consent to processing personal data). */
  accepted: (): Rule => ({
    key: 'validation.accepted',
    name: 'accepted',
    check: (v) =>
      v === true || v === 1 || (typeof v === 'string' && ['yes', 'on', '1', 'true'].includes(v.toLowerCase())),
    schema: () => ({ enum: [true, 1, '1', 'yes', 'on', 'true'] }),
  }),
  /** `<field>_confirmation` beside the field holds the same value. */
  confirmed: (): Rule => ({
    key: 'validation.confirmed',
    name: 'confirmed',
    check: (v, { path, siblings, body }) => {
      const name = (path ?? '').split('.').pop() ?? ''
      return (siblings ?? body)[`${name}_confirmation`] === v
    },
  }),
  /**
   * The caller's own password (a password change, deleting one's account); false without a caller. A typed password
   * is compared through `guesses` when the route counts them.
   */
  currentPassword: (): Rule => ({
    key: 'validation.current_password',
    name: 'current_password',
    check: async (v, { payload, caller, guesses }) => {
      if (!caller) return false
      const compare = () => isAccountPassword(payload, caller, v)
      return typeof v === 'string' && v !== '' && guesses ? guesses(compare) : compare()
    },
  }),
  /**
   * Not a commonly used, breached or guessable password (src/auth/passwordPolicy.ts: the shipped list, repeats and
   * runs, the account's own email or name), checked offline and case-insensitively.
   */
  uncompromisedPassword: (owner?: PasswordOwner): Rule => ({
    key: 'validation.password.uncompromised',
    name: 'uncompromised',
    check: async (v, ctx) => {
      if (typeof v !== 'string') return true
      const beside = ctx.siblings ?? ctx.body
      return !isCompromisedPassword(v, [beside.email, beside.name, ...(await ownerIdentities(owner, ctx))])
    },
  }),
  /** The value must be the id (or `field`) of a stored record; a wrongly typed value matches nothing. */
  exists: (collection: string, field = 'id'): Rule => ({
    key: 'validation.exists',
    name: `exists:${collection},${field}`,
    check: async (v, { payload }) => {
      const id = field === 'id' ? parseRecordId(v) : null
      if (field === 'id' && id === null) return false
      if (v === null || v === undefined || typeof v === 'object') return false
      const { totalDocs } = await payload.count({
        collection: collection as 'users',
        where: { [field]: { equals: id ?? String(v) } },
      })
      return totalDocs > 0
    },
  }),
  /**
   * No other record of the collection holds this value; `stored` is how the collection stores it, when it changes it
   * (an account's email is kept lower-cased, so `Ann@x.uz` is taken when `ann@x.uz` is).
   */
  unique: (collection: string, field: string, stored: (text: string) => string = (text) => text): Rule => ({
    key: 'validation.unique',
    name: `unique:${collection},${field}`,
    check: async (v, { payload, recordId }) => {
      if (v === null || v === undefined || typeof v === 'object') return true
      const value = stored(String(v))
      const where =
        recordId === undefined
          ? { [field]: { equals: value } }
          : { and: [{ [field]: { equals: value } }, { id: { not_equals: recordId } }] }
      const { totalDocs } = await payload.count({ collection: collection as 'users', where })
      return totalDocs === 0
    },
  }),
  /** A custom check with a contract key, for rules that are only one resource's business. */
  custom: (key: string, name: string, check: Rule['check']): Rule => ({ key, name, check }),
}
