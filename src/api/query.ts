import type { Where } from 'payload'
import { addError, BadRequest, ValidationError, type ErrorBag } from '../core/errors.js'
import { isCalendarDate } from './validation/rules.js'
import { fitsInt4 } from '../core/ids.js'
import { isStorableText } from './storableText.js'

export type RawQuery = Record<string, unknown>

/** A declared filter: how `filter[name]=value` is typed and which Payload Where it becomes. */
export interface FilterSpec {
  type: 'integer' | 'string' | 'boolean' | 'date'
  /** Builds the Where for an accepted value (a list when the value held commas and `multiple` is set). */
  where: (value: string | number | boolean, ctx: FilterContext) => Where
  /** `filter[x]=a,b` matches any of them (spatie's exact filters split on commas). */
  multiple?: boolean
  in?: readonly string[]
  description?: string
}

export interface FilterContext {
  locale: string
  /** Admin lists search every locale, public lists the request locale. */
  audience: 'admin' | 'public'
}

export interface ListQuerySpec {
  filters: Record<string, FilterSpec>
  sorts: Record<string, string>
  defaultSort: string
  maxPerPage?: number
}

export interface ListQuery {
  page: number
  perPage: number
  where: Where
  sort: string[]
}

const single = (value: unknown): string | undefined => {
  if (Array.isArray(value)) return single(value[value.length - 1])
  return typeof value === 'string' ? value : undefined
}

/** Laravel-style page/per_page checks with the contract's keys. */
export function parsePagination(
  query: RawQuery,
  errors: ErrorBag,
  maxPerPage = 100,
): { page: number; perPage: number } {
  const read = (name: string, fallback: number, min: number, max?: number) => {
    const raw = single(query[name])
    if (raw === undefined || raw === '') return fallback
    if (!/^-?\d+$/.test(raw.trim())) {
      errors[name] = ['validation.integer']
      return fallback
    }
    const value = Number(raw)
    if (value < min) errors[name] = ['validation.min']
    else if (max !== undefined && value > max) errors[name] = ['validation.max']
    return value
  }
  const page = read('page', 1, 1, Number.MAX_SAFE_INTEGER)
  const perPage = read('per_page', 15, 1, maxPerPage)
  return { page, perPage }
}

/** The keys of `filter[...]` in the query; Express's simple parser leaves them as literal bracket keys. */
export const requestedFilters = (query: RawQuery): Map<string, string> => {
  const found = new Map<string, string>()
  for (const [key, value] of Object.entries(query)) {
    const match = /^filter\[([^\]]*)\]$/.exec(key)
    if (!match) continue
    const text = single(value)
    if (text !== undefined) found.set(match[1], text)
  }
  return found
}

const TRUE = new Set(['1', 'true']),
  FALSE = new Set(['0', 'false'])

function parseFilters(query: RawQuery, spec: ListQuerySpec, ctx: FilterContext, errors: ErrorBag): Where[] {
  const requested = requestedFilters(query)
  // Own keys only: `filter[__proto__]` or `filter[constructor]` names no filter.
  const unknown = [...requested.keys()].filter((name) => !Object.hasOwn(spec.filters, name))
  if (unknown.length > 0) {
    throw new BadRequest(
      `Requested filter(s) \`${unknown.join(', ')}\` are not allowed. Allowed filter(s) are \`${Object.keys(spec.filters).join(', ')}\`.`,
    )
  }
  const clauses: Where[] = []
  for (const [name, raw] of requested) {
    const filter = spec.filters[name]
    const text = raw.trim()
    if (text === '') continue
    const parts = filter.multiple
      ? text
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
      : [text]
    const path = `filter.${name}`
    const values: (string | number | boolean)[] = []
    for (const part of parts) {
      if (filter.type === 'integer') {
        // Integer filters compare with `integer` columns: a value past their range is not an integer they can hold.
        if (!/^-?\d{1,15}$/.test(part) || !fitsInt4(Number(part))) addError(errors, path, 'validation.integer')
        else if (filter.in && !filter.in.includes(String(Number(part)))) addError(errors, path, 'validation.in')
        else values.push(Number(part))
      } else if (filter.type === 'boolean') {
        if (TRUE.has(part)) values.push(true)
        else if (FALSE.has(part)) values.push(false)
        else errors[path] = ['validation.boolean']
      } else if (filter.type === 'date') {
        if (!isCalendarDate(part)) errors[path] = ['validation.date']
        else values.push(part)
      } else {
        if (!isStorableText(part)) errors[path] = ['validation.string']
        else if (part.length > 255) errors[path] = ['validation.max']
        else if (filter.in && !filter.in.includes(part)) errors[path] = ['validation.in']
        else values.push(part)
      }
    }
    if (errors[path] || values.length === 0) continue
    const wheres = values.map((value) => filter.where(value, ctx))
    clauses.push(wheres.length === 1 ? wheres[0] : { or: wheres })
  }
  return clauses
}

/** `sort=a,-b` against the allowlist; ties always broken by id so pages never overlap. */
export function parseSort(query: RawQuery, spec: ListQuerySpec): string[] {
  const raw = single(query.sort)
  const requested = (raw ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  const items = requested.length > 0 ? requested : spec.defaultSort.split(',')
  // One leading '-' means descending; the rest is the name (`--id` names `-id`, which is no sort). spatie names refused
  // sorts without their leading '-'.
  const nameOf = (item: string) => (item.startsWith('-') ? item.slice(1) : item)
  const unknown = items.map(nameOf).filter((name) => !Object.hasOwn(spec.sorts, name))
  if (unknown.length > 0) {
    throw new BadRequest(
      `Requested sort(s) \`${unknown.join(', ')}\` is not allowed. Allowed sort(s) are \`${Object.keys(spec.sorts).join(', ')}\`.`,
    )
  }
  const sort = items.map((item) => (item.startsWith('-') ? '-' : '') + spec.sorts[nameOf(item)])
  if (!sort.some((item) => item.replace(/^-/, '') === 'id')) sort.push('id')
  return sort
}

/** Parses page, per_page, filters and sort of a list request; 400 for disallowed names, 422 for bad values. */
export function parseListQuery(query: RawQuery, spec: ListQuerySpec, ctx: FilterContext, base?: Where): ListQuery {
  const errors: ErrorBag = {}
  const { page, perPage } = parsePagination(query, errors, spec.maxPerPage)
  const clauses = parseFilters(query, spec, ctx, errors)
  const sort = parseSort(query, spec)
  if (Object.keys(errors).length > 0) throw new ValidationError(errors)
  const all = base ? [base, ...clauses] : clauses
  return { page, perPage, sort, where: all.length === 0 ? {} : all.length === 1 ? all[0] : { and: all } }
}

/** `%` and `_` typed by the user match themselves. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)
