import type { Payload } from 'payload'
import { parse } from 'qs-esm'
import { BadRequest } from '../core/errors.js'
import { isStorableText } from '../api/storableText.js'
import { fitsInt4 } from '../core/ids.js'
import { type PathKind, collectionOf, resolvePath, resolveVersionPath } from './fields.js'

/**
 * The query string of a Payload REST request, checked and rewritten before Payload parses it: lists are capped, and
 * `where`, `sort`, `page`, `depth` and `locale` either mean something Payload answers without a database error, or the
 * request is a 400. The `where` Payload receives is the one checked here, written out again in one canonical form,
 * so nothing is read one way here and another way there.
 */

const MAX_LIMIT = 100
const MAX_PAGE = 1_000_000
const MAX_CONDITIONS = 100
const MAX_NESTING = 5
const MAX_LIST = 1000
const MAX_TEXT = 1000
const MAX_BRACKETS = 10
/** The query keys Payload reads as one value each. */
const SCALAR_KEYS = ['limit', 'pagination', 'depth', 'page', 'sort', 'locale', 'fallback-locale', 'draft', 'trash']

/** What a query is checked against: a collection's records or versions, or a global's versions. */
export interface QueryTarget {
  payload: Payload
  slug: string
  kind: 'collection' | 'global'
  versions: boolean
  /** Anonymous callers may not follow relations in a where clause (the related record may be hidden). */
  anonymous: boolean
}

/**
 * No `limit=0` or `pagination=false` dumps through Payload's own REST API. Payload parses bracket forms too
 * (`limit[]=0`, `limit[0]=...`), so those are dropped rather than interpreted.
 */
export function capListQuery(url: URL): void {
  for (const key of [...url.searchParams.keys()]) {
    if (/^(limit|pagination|depth|page|sort|locale|fallback-locale|draft|trash)\[/.test(key))
      url.searchParams.delete(key)
  }
  // A repeated key (`limit=1&limit=`) reaches Payload as a list it cannot read: the first value is the one meant.
  for (const key of SCALAR_KEYS) {
    const values = url.searchParams.getAll(key)
    if (values.length > 1) url.searchParams.set(key, values[0])
  }
  const limit = Number(url.searchParams.get('limit'))
  if (url.searchParams.has('limit') && (!Number.isInteger(limit) || limit <= 0 || limit > MAX_LIMIT))
    url.searchParams.set('limit', String(MAX_LIMIT))
  if (url.searchParams.has('pagination')) url.searchParams.delete('pagination')
}

type Node = string | Node[] | { [key: string]: Node }

const bad = (detail: string) => new BadRequest(`Invalid query: ${detail}.`)

/**
 * `where[a][b][0]=x` pairs as a tree, read by the same parser Payload uses (qs-esm) with its defaults: keys that name
 * `Object.prototype`'s own properties (`__proto__`, `constructor`, `hasOwnProperty`, ...) are dropped, never followed.
 */
function parseWhere(params: URLSearchParams): Node | undefined {
  const pairs = [...params].filter(([key]) => key === 'where' || key.startsWith('where['))
  if (pairs.length === 0) return undefined
  if (pairs.some(([key]) => key === 'where')) throw bad('where must be an object')
  const { where } = parse(new URLSearchParams(pairs).toString(), {
    depth: MAX_BRACKETS,
    arrayLimit: MAX_LIST,
    parameterLimit: MAX_LIST,
    allowPrototypes: false,
  })
  if (where === undefined) return undefined
  if (typeof where !== 'object' || Array.isArray(where)) throw bad('where must be an object')
  return plain(where)
}

/** A copy of a parsed tree without prototypes, so no key of it, whatever its name, can reach `Object.prototype`. */
function plain(value: unknown): Node {
  if (typeof value === 'string') return value
  if (Array.isArray(value)) return value.map(plain)
  if (value === null || typeof value !== 'object') throw bad('malformed where')
  const copy: Record<string, Node> = Object.create(null) as Record<string, Node>
  for (const [key, item] of Object.entries(value)) copy[key] = plain(item)
  return copy
}

/** Writes a tree back as bracket pairs: `where[and][0][status][equals]=1`. */
function writeBrackets(prefix: string, node: Node, out: [string, string][]): void {
  if (typeof node === 'string') out.push([prefix, node])
  else if (Array.isArray(node)) node.forEach((item, index) => writeBrackets(`${prefix}[${index}]`, item, out))
  else for (const [key, item] of Object.entries(node)) writeBrackets(`${prefix}[${key}]`, item, out)
}

const SCALAR_OPERATORS = new Set([
  'equals',
  'not_equals',
  'like',
  'not_like',
  'contains',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
])
// No `all`: the PostgreSQL adapter has no operator for it (every such query failed in the database, a 500).
const LIST_OPERATORS = new Set(['in', 'not_in'])
const ORDER_OPERATORS = new Set(['greater_than', 'greater_than_equal', 'less_than', 'less_than_equal'])
const TEXT_OPERATORS = new Set(['like', 'not_like', 'contains'])

const isText = (value: string) => value.length <= MAX_TEXT && isStorableText(value)

/** One value for a field of this kind, in the form Payload and PostgreSQL both accept, or a 400. */
function checkValue(kind: PathKind, operator: string, value: string, path: string): string {
  if (value === 'null' && (operator === 'equals' || operator === 'not_equals')) return value
  if (!isText(value)) throw bad(`${path} value too long or not text`)
  switch (kind.kind) {
    case 'id':
    case 'relation': {
      if (TEXT_OPERATORS.has(operator)) throw bad(`${path} cannot be searched as text`)
      const number = Number(value)
      if (!/^-?\d{1,10}$/.test(value) || !fitsInt4(number)) throw bad(`${path} must be an id`)
      return String(number)
    }
    case 'text':
      return value
    case 'select':
      if (ORDER_OPERATORS.has(operator)) throw bad(`${path} takes one of its values`)
      if (!kind.options.includes(value)) throw bad(`${path} has no value ${JSON.stringify(value.slice(0, 40))}`)
      return value
    case 'number': {
      if (TEXT_OPERATORS.has(operator)) throw bad(`${path} cannot be searched as text`)
      const number = Number(value)
      if (value.trim() === '' || !Number.isFinite(number) || Math.abs(number) > 1e15)
        throw bad(`${path} must be a number`)
      return String(number)
    }
    case 'date': {
      if (TEXT_OPERATORS.has(operator)) throw bad(`${path} cannot be searched as text`)
      const time = Date.parse(value)
      const year = new Date(time).getUTCFullYear()
      if (!Number.isFinite(time) || year < 1 || year > 9999) throw bad(`${path} must be a date`)
      return new Date(time).toISOString()
    }
    case 'boolean':
      if (TEXT_OPERATORS.has(operator) || ORDER_OPERATORS.has(operator)) throw bad(`${path} is true or false`)
      if (value !== 'true' && value !== 'false') throw bad(`${path} is true or false`)
      return value
    default:
      throw bad(`${path} can only be asked whether it exists`)
  }
}

interface WhereContext {
  target: QueryTarget
  conditions: number
}

function resolve(target: QueryTarget, path: string): PathKind | null {
  const { payload } = target
  const options = { payload, hops: target.anonymous ? 0 : 2 }
  const segments = path.split('.')
  if (segments.some((segment) => segment === '')) return null
  const config =
    target.kind === 'collection'
      ? collectionOf(payload, target.slug)?.config
      : payload.globals.config.find((global) => global.slug === target.slug)
  if (!config) return null
  if (target.versions) return resolveVersionPath(config.flattenedFields, target.slug, segments, options)
  return resolvePath(config.flattenedFields, segments, options)
}

function checkWhere(node: Node, context: WhereContext, nesting: number): Node {
  if (typeof node !== 'object' || Array.isArray(node)) throw bad('where must be an object')
  if (nesting > MAX_NESTING) throw bad('where nests too deep')
  const out = Object.create(null) as Record<string, Node>
  let never = false
  for (const [key, value] of Object.entries(node)) {
    const lower = key.toLowerCase()
    if (lower === 'and' || lower === 'or') {
      const list = Array.isArray(value) ? value : null
      if (!list) throw bad(`${key} must be a list`)
      out[lower] = list.map((item) => checkWhere(item, context, nesting + 1))
      continue
    }
    if (++context.conditions > MAX_CONDITIONS) throw bad('too many conditions')
    const kind = resolve(context.target, key)
    if (!kind) throw bad(`${key.slice(0, 80)} cannot be queried`)
    if (typeof value !== 'object' || Array.isArray(value)) throw bad(`${key} needs an operator`)
    const conditions = Object.create(null) as Record<string, Node>
    for (const [operator, operand] of Object.entries(value)) {
      if (operator === 'exists') {
        if (operand !== 'true' && operand !== 'false') throw bad(`${key} exists is true or false`)
        conditions.exists = operand
      } else if (kind.kind === 'select' && TEXT_OPERATORS.has(operator)) {
        if (typeof operand !== 'string' || !isText(operand)) throw bad(`${key} ${operator} takes one value`)
        // PostgreSQL cannot search an enum as text: the search becomes the values whose code or label holds the text.
        const needle = operand.trim().toLocaleLowerCase()
        const matching = kind.options.filter((value) =>
          kind.texts[value].some((text) => text.toLocaleLowerCase().includes(needle)),
        )
        if (operator === 'not_like') {
          if (matching.length > 0)
            conditions.not_in = [...((conditions.not_in as string[] | undefined) ?? []), ...matching]
        } else if (matching.length > 0) conditions.in = matching
        else never = true
      } else if (SCALAR_OPERATORS.has(operator)) {
        if (typeof operand !== 'string') throw bad(`${key} ${operator} takes one value`)
        conditions[operator] = checkValue(kind, operator, operand, key)
      } else if (LIST_OPERATORS.has(operator)) {
        const items = typeof operand === 'string' ? operand.split(',') : operand
        if (!Array.isArray(items) || items.length > MAX_LIST || items.some((item) => typeof item !== 'string'))
          throw bad(`${key} ${operator} takes a list of values`)
        conditions[operator] = (items as string[]).map((item) => checkValue(kind, 'equals', item, key))
      } else {
        throw bad(`unknown operator ${operator.slice(0, 40)}`)
      }
    }
    if (Object.keys(value).length === 0) throw bad(`${key} needs an operator`)
    if (Object.keys(conditions).length > 0) out[key] = conditions
  }
  if (never) {
    // A search no value matches: a condition no record meets (ids start at 1).
    out.and = [...((out.and as Node[] | undefined) ?? []), { id: { equals: '0' } }]
  }
  return out
}

/** The sort keys Payload can order by without an error: fields of scalar kinds, at most five. */
function checkSort(target: QueryTarget, sort: string): void {
  const keys = sort.split(',')
  if (keys.length > 5) throw bad('too many sort keys')
  for (const key of keys) {
    const path = key.startsWith('-') ? key.slice(1) : key
    const kind = resolve({ ...target, anonymous: true }, path)
    if (!kind || kind.kind === 'opaque' || kind.kind === 'polymorphic') throw bad(`cannot sort by ${path.slice(0, 80)}`)
  }
}

/**
 * Checks and rewrites the query of a request for a collection or global. Throws BadRequest for what Payload would
 * turn into a database error; silently drops what it would ignore anyway but might misread (bad depth or locale).
 */
export function checkQuery(url: URL, target: QueryTarget): void {
  const params = url.searchParams
  capListQuery(url)

  if (params.has('page')) {
    const page = Number(params.get('page'))
    if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE) throw bad('page must be a positive integer')
  }
  if (params.has('depth')) {
    const depth = Number(params.get('depth'))
    if (!/^\d{1,2}$/.test(params.get('depth') ?? '') || depth > 10) params.delete('depth')
  }
  const locales = target.payload.config.localization ? target.payload.config.localization.localeCodes : []
  const locale = params.get('locale')
  if (locale !== null && !locales.includes(locale) && locale !== 'all') params.delete('locale')
  const fallback = params.get('fallback-locale')
  if (fallback !== null && !locales.includes(fallback) && !['none', 'false', 'null'].includes(fallback))
    params.delete('fallback-locale')
  if (target.anonymous) {
    // No drafts or trash here, and anonymous callers see published records only.
    params.delete('draft')
    params.delete('trash')
  }
  const sort = params.get('sort')
  if (sort !== null && sort !== '') checkSort(target, sort)

  const where = parseWhere(params)
  for (const key of [...params.keys()]) if (key === 'where' || key.startsWith('where[')) params.delete(key)
  if (where === undefined) return
  const checked = checkWhere(where, { target, conditions: 0 }, 0)
  const pairs: [string, string][] = []
  writeBrackets('where', checked, pairs)
  for (const [key, value] of pairs) params.append(key, value)
}
