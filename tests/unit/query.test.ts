import { describe, expect, it } from 'vitest'
import { BadRequest, ValidationError, type ErrorBag } from '../../src/core/errors.js'
import {
  escapeLike,
  parseListQuery,
  parsePagination,
  parseSort,
  requestedFilters,
  type FilterContext,
  type ListQuerySpec,
} from '../../src/api/query.js'

const spec: ListQuerySpec = {
  filters: {
    status: { type: 'integer', multiple: true, where: (value) => ({ status: { equals: String(value) } }) },
    year: { type: 'integer', where: (value) => ({ year: { equals: value } }) },
    featured: { type: 'boolean', where: (value) => ({ featured: { equals: value } }) },
    adopted_from: { type: 'date', where: (value) => ({ adoptedOn: { greater_than_equal: value } }) },
    kind: {
      type: 'string',
      multiple: true,
      in: ['credit', 'leasing', 'subsidy'],
      where: (value) => ({ kind: { equals: value } }),
    },
    search: { type: 'string', where: (value, ctx) => ({ [`title.${ctx.locale}`]: { contains: value } }) },
  },
  sorts: { sort_order: 'sortOrder', id: 'id', created_at: 'createdAt' },
  defaultSort: 'sort_order',
}

const ctx: FilterContext = { locale: 'ru', audience: 'public' }

/** Runs the parser and returns what it threw, so a test can assert the exact status, message and errors. */
const thrown = (run: () => unknown): unknown => {
  try {
    run()
  } catch (error) {
    return error
  }
  throw new Error('expected the parser to throw')
}

const validationErrors = (query: Record<string, unknown>): ErrorBag => {
  const error = thrown(() => parseListQuery(query, spec, ctx))
  expect(error).toBeInstanceOf(ValidationError)
  expect((error as ValidationError).status).toBe(422)
  return (error as ValidationError).errors
}

const badRequest = (query: Record<string, unknown>, querySpec: ListQuerySpec = spec): string => {
  const error = thrown(() => parseListQuery(query, querySpec, ctx))
  expect(error).toBeInstanceOf(BadRequest)
  expect((error as BadRequest).status).toBe(400)
  expect((error as BadRequest).body()).toEqual({ message: (error as BadRequest).message })
  return (error as BadRequest).message
}

describe('parsePagination', () => {
  const parse = (query: Record<string, unknown>, maxPerPage?: number) => {
    const errors: ErrorBag = {}
    const result = parsePagination(query, errors, maxPerPage)
    return { ...result, errors }
  }

  it('defaults to page 1 and 15 per page', () => {
    expect(parse({})).toEqual({ page: 1, perPage: 15, errors: {} })
  })

  it('treats empty values as absent', () => {
    expect(parse({ page: '', per_page: '' })).toEqual({ page: 1, perPage: 15, errors: {} })
  })

  it('reads integer page and per_page', () => {
    expect(parse({ page: '3', per_page: '50' })).toEqual({ page: 3, perPage: 50, errors: {} })
  })

  it('accepts the bounds 1 and 100', () => {
    expect(parse({ page: '1', per_page: '100' })).toEqual({ page: 1, perPage: 100, errors: {} })
    expect(parse({ per_page: '1' }).errors).toEqual({})
  })

  it('uses the last value when a parameter is repeated', () => {
    expect(parse({ per_page: ['5', '20'] })).toEqual({ page: 1, perPage: 20, errors: {} })
  })

  it('rejects non-integers with validation.integer', () => {
    expect(parse({ page: 'abc', per_page: '1.5' }).errors).toEqual({
      page: ['validation.integer'],
      per_page: ['validation.integer'],
    })
    expect(parse({ per_page: '1e2' }).errors).toEqual({ per_page: ['validation.integer'] })
    expect(parse({ page: '2x' }).errors).toEqual({ page: ['validation.integer'] })
  })

  it('rejects per_page=0 and negative pages with validation.min', () => {
    expect(parse({ per_page: '0' }).errors).toEqual({ per_page: ['validation.min'] })
    expect(parse({ per_page: '-1' }).errors).toEqual({ per_page: ['validation.min'] })
    expect(parse({ page: '0' }).errors).toEqual({ page: ['validation.min'] })
    expect(parse({ page: '-1' }).errors).toEqual({ page: ['validation.min'] })
  })

  it('rejects per_page=101 with validation.max', () => {
    expect(parse({ per_page: '101' }).errors).toEqual({ per_page: ['validation.max'] })
  })

  it('honours a custom maxPerPage', () => {
    expect(parse({ per_page: '500' }, 500)).toEqual({ page: 1, perPage: 500, errors: {} })
    expect(parse({ per_page: '501' }, 500).errors).toEqual({ per_page: ['validation.max'] })
    expect(parse({ per_page: '26' }, 25).errors).toEqual({ per_page: ['validation.max'] })
  })
})

describe('requestedFilters', () => {
  it('reads literal filter[name] keys and nothing else', () => {
    const found = requestedFilters({
      'filter[status]': '1',
      'filter[search]': 'bug‘doy',
      sort: '-id',
      page: '2',
      filter: 'x',
    })
    expect([...found.entries()]).toEqual([
      ['status', '1'],
      ['search', 'bug‘doy'],
    ])
  })

  it('ignores nested brackets and non-string values', () => {
    const found = requestedFilters({ 'filter[a][b]': '1', 'filter[obj]': { x: '1' }, 'xfilter[c]': '1' })
    expect([...found.entries()]).toEqual([])
  })

  it('takes the last value of a repeated filter', () => {
    expect([...requestedFilters({ 'filter[kind]': ['credit', 'leasing'] }).entries()]).toEqual([['kind', 'leasing']])
  })

  it('keeps empty values, so an empty unknown filter is still refused', () => {
    expect([...requestedFilters({ 'filter[status]': '' }).entries()]).toEqual([['status', '']])
  })
})

describe('parseListQuery', () => {
  it('answers defaults with an empty where and the default sort plus id', () => {
    expect(parseListQuery({}, spec, ctx)).toEqual({ page: 1, perPage: 15, where: {}, sort: ['sortOrder', 'id'] })
  })

  it('refuses a filter that is not allowed with the contract message', () => {
    expect(badRequest({ 'filter[foo]': '1' })).toBe(
      'Requested filter(s) `foo` are not allowed. Allowed filter(s) are `status, year, featured, adopted_from, kind, search`.',
    )
  })

  it('names every refused filter in request order', () => {
    expect(badRequest({ 'filter[foo]': '1', 'filter[status]': '1', 'filter[bar]': '' })).toBe(
      'Requested filter(s) `foo, bar` are not allowed. Allowed filter(s) are `status, year, featured, adopted_from, kind, search`.',
    )
  })

  it('refuses a sort that is not allowed with the contract message', () => {
    expect(badRequest({ sort: 'title' })).toBe(
      'Requested sort(s) `title` is not allowed. Allowed sort(s) are `sort_order, id, created_at`.',
    )
    expect(badRequest({ sort: 'id,foo,bar' })).toBe(
      'Requested sort(s) `foo, bar` is not allowed. Allowed sort(s) are `sort_order, id, created_at`.',
    )
  })

  it('reports a badly typed integer filter under the dotted key', () => {
    expect(validationErrors({ 'filter[year]': '20x4' })).toEqual({ 'filter.year': ['validation.integer'] })
    expect(validationErrors({ 'filter[year]': '2020,2021' })).toEqual({ 'filter.year': ['validation.integer'] })
    expect(validationErrors({ 'filter[year]': '1234567890123456' })).toEqual({ 'filter.year': ['validation.integer'] })
  })

  it('lists validation.integer once when several parts of a multiple filter are bad', () => {
    expect(validationErrors({ 'filter[status]': '1,x,y' })).toEqual({ 'filter.status': ['validation.integer'] })
  })

  it('reports a bad boolean, date and in value under their dotted keys', () => {
    expect(validationErrors({ 'filter[featured]': 'yes' })).toEqual({ 'filter.featured': ['validation.boolean'] })
    expect(validationErrors({ 'filter[adopted_from]': '01.02.2024' })).toEqual({
      'filter.adopted_from': ['validation.date'],
    })
    expect(validationErrors({ 'filter[adopted_from]': '2024-13-01' })).toEqual({
      'filter.adopted_from': ['validation.date'],
    })
    expect(validationErrors({ 'filter[kind]': 'grant' })).toEqual({ 'filter.kind': ['validation.in'] })
    expect(validationErrors({ 'filter[kind]': 'credit,grant' })).toEqual({ 'filter.kind': ['validation.in'] })
  })

  it('rejects an impossible calendar date in a date filter (2024-02-30) with validation.date', () => {
    expect(validationErrors({ 'filter[adopted_from]': '2024-02-30' })).toEqual({
      'filter.adopted_from': ['validation.date'],
    })
  })

  it('rejects a string filter longer than 255 characters with validation.max', () => {
    expect(validationErrors({ 'filter[search]': 'a'.repeat(256) })).toEqual({ 'filter.search': ['validation.max'] })
  })

  it('reports pagination and filter errors together, summarised Laravel-style', () => {
    const error = thrown(() => parseListQuery({ per_page: '101', 'filter[year]': 'x' }, spec, ctx)) as ValidationError
    expect(error.errors).toEqual({ per_page: ['validation.max'], 'filter.year': ['validation.integer'] })
    expect(error.message).toBe('validation.max (and 1 more error)')
  })

  it('turns accepted values into typed Where clauses', () => {
    expect(parseListQuery({ 'filter[year]': '2024' }, spec, ctx).where).toEqual({ year: { equals: 2024 } })
    expect(parseListQuery({ 'filter[featured]': 'true' }, spec, ctx).where).toEqual({ featured: { equals: true } })
    expect(parseListQuery({ 'filter[featured]': '1' }, spec, ctx).where).toEqual({ featured: { equals: true } })
    expect(parseListQuery({ 'filter[featured]': 'false' }, spec, ctx).where).toEqual({ featured: { equals: false } })
    expect(parseListQuery({ 'filter[featured]': '0' }, spec, ctx).where).toEqual({ featured: { equals: false } })
    expect(parseListQuery({ 'filter[adopted_from]': '2024-02-29' }, spec, ctx).where).toEqual({
      adoptedOn: { greater_than_equal: '2024-02-29' },
    })
  })

  it('passes the request context to the filter', () => {
    expect(parseListQuery({ 'filter[search]': 'пшеница' }, spec, ctx).where).toEqual({
      'title.ru': { contains: 'пшеница' },
    })
  })

  it('turns a comma list of a multiple filter into or', () => {
    expect(parseListQuery({ 'filter[status]': '1,0' }, spec, ctx).where).toEqual({
      or: [{ status: { equals: '1' } }, { status: { equals: '0' } }],
    })
    expect(parseListQuery({ 'filter[kind]': ' credit , ,leasing,' }, spec, ctx).where).toEqual({
      or: [{ kind: { equals: 'credit' } }, { kind: { equals: 'leasing' } }],
    })
  })

  it('keeps commas inside a value of a filter that is not multiple', () => {
    expect(parseListQuery({ 'filter[search]': 'a,b' }, spec, ctx).where).toEqual({ 'title.ru': { contains: 'a,b' } })
  })

  it('ignores empty filter values', () => {
    expect(
      parseListQuery({ 'filter[status]': '', 'filter[search]': '   ', 'filter[kind]': ',' }, spec, ctx).where,
    ).toEqual({})
  })

  it('joins several filters and the base Where with and', () => {
    const base = { status: { equals: '1' } }
    expect(parseListQuery({}, spec, ctx, base).where).toEqual(base)
    expect(parseListQuery({ 'filter[kind]': 'credit' }, spec, ctx, base).where).toEqual({
      and: [base, { kind: { equals: 'credit' } }],
    })
    expect(parseListQuery({ 'filter[kind]': 'credit', 'filter[year]': '2024' }, spec, ctx).where).toEqual({
      and: [{ kind: { equals: 'credit' } }, { year: { equals: 2024 } }],
    })
  })

  it('carries page, per_page and sort alongside the filters', () => {
    expect(
      parseListQuery({ page: '2', per_page: '5', sort: '-created_at', 'filter[year]': '2024' }, spec, ctx),
    ).toEqual({
      page: 2,
      perPage: 5,
      where: { year: { equals: 2024 } },
      sort: ['-createdAt', 'id'],
    })
  })

  it('uses the spec maxPerPage', () => {
    expect(parseListQuery({ per_page: '150' }, { ...spec, maxPerPage: 200 }, ctx).perPage).toBe(150)
  })
})

describe('parseSort', () => {
  it('maps wire keys to Payload fields, - for descending, and appends the id tie-breaker', () => {
    expect(parseSort({ sort: '-created_at,sort_order' }, spec)).toEqual(['-createdAt', 'sortOrder', 'id'])
  })

  it('does not add id when id is already sorted on, in either direction', () => {
    expect(parseSort({ sort: 'id' }, spec)).toEqual(['id'])
    expect(parseSort({ sort: 'sort_order,-id' }, spec)).toEqual(['sortOrder', '-id'])
  })

  it('falls back to the default sort when the list is empty', () => {
    expect(parseSort({}, spec)).toEqual(['sortOrder', 'id'])
    expect(parseSort({ sort: '' }, spec)).toEqual(['sortOrder', 'id'])
    expect(parseSort({ sort: ',,' }, spec)).toEqual(['sortOrder', 'id'])
  })

  it('reads a descending, multi-key default sort', () => {
    expect(parseSort({}, { ...spec, defaultSort: '-created_at,sort_order' })).toEqual(['-createdAt', 'sortOrder', 'id'])
  })

  it('refuses unknown keys with 400', () => {
    expect(() => parseSort({ sort: 'title' }, spec)).toThrow(BadRequest)
    expect(() => parseSort({ sort: 'sortOrder' }, spec)).toThrow('Requested sort(s) `sortOrder` is not allowed.')
  })

  it('names a refused descending sort without its "-", as spatie does (ltrim)', () => {
    expect(badRequest({ sort: '-title' })).toBe(
      'Requested sort(s) `title` is not allowed. Allowed sort(s) are `sort_order, id, created_at`.',
    )
  })
})

describe('escapeLike', () => {
  it('escapes % and _ so they match themselves', () => {
    expect(escapeLike('100%')).toBe('100\\%')
    expect(escapeLike('a_b')).toBe('a\\_b')
  })

  it('escapes the escape character itself', () => {
    expect(escapeLike('a\\b')).toBe('a\\\\b')
    expect(escapeLike('\\%_')).toBe('\\\\\\%\\_')
  })

  it('leaves ordinary text alone', () => {
    expect(escapeLike('Bug‘doy lizingi')).toBe('Bug‘doy lizingi')
  })
})
