import { ValidationError, type ErrorBag } from '../src/core/errors.js'
import { pagePath, queryPairs } from '../src/api/crud.js'
import { paginate } from '../src/api/paginator.js'
import { parsePagination } from '../src/api/query.js'
import { ok, type RouteSpec } from '../src/api/route.js'
import { field } from '../src/api/validation/fields.js'
import { rules } from '../src/api/validation/rules.js'
import { validateBody } from '../src/api/validation/validate.js'
import { poolOf } from '../src/db/pool.js'
import { searchIndex } from '../src/search/publicSearch.js'
import { publicKinds, type SearchKind } from '../src/search/sources.js'

/** `type=programs,posts`: a comma list of the public kinds. */
const kindList = rules.custom('validation.in', `in:${publicKinds.join(',')}`, (value) =>
  String(value)
    .split(',')
    .every((kind) => (publicKinds as readonly string[]).includes(kind.trim())),
)

const searchQuery = {
  // Laravel trims input strings before its rules run; so does this route.
  q: field('string', [rules.min(2), rules.max(100)], {
    required: true,
    description: 'The words to find, 2..100 characters',
  }),
  type: field('string', [kindList], { description: `A comma list of: ${publicKinds.join(', ')}` }),
}

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value)

/**
 * Site search — contract 4.15, row 81: one index over the public programs, posts, legal documents, FAQs, staff units
 * and management (src/search/), in the request locale, Uzbek in either script, words as prefixes, small typos
 * corrected, title matches first.
 */
export const searchRoutes: RouteSpec[] = [
  {
    method: 'GET',
    path: '/search',
    summary: 'Search the public content in the request locale (Uzbek in Latin or Cyrillic script)',
    tag: 'search',
    audience: 'public',
    localized: true,
    queryParams: [
      { name: 'q', required: true, example: 'kredit', description: 'The words to find, 2..100 characters' },
      { name: 'type', description: `A comma list of: ${publicKinds.join(', ')}` },
      { name: 'page', description: 'Page number, from 1' },
      { name: 'per_page', description: 'Items per page, 1..100 (15)' },
    ],
    responses: [
      {
        status: 200,
        description: 'A page of {type, id, slug, title, snippet, score}, best first; snippet is plain text with <mark>',
      },
      {
        status: 422,
        description:
          'validation.required / validation.string / validation.min / validation.max on q; validation.in on type',
      },
    ],
    handler: async (ctx) => {
      const errors: ErrorBag = {}
      const { page, perPage } = parsePagination(ctx.query, errors)
      const input = Object.fromEntries(
        Object.entries({ q: trimmed(ctx.query.q), type: ctx.query.type }).filter(([, value]) => value !== undefined),
      )
      let values: Record<string, unknown> = {}
      try {
        values = await validateBody(ctx.payload, input, searchQuery, { mode: 'create' })
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error
        Object.assign(errors, error.errors)
      }
      if (Object.keys(errors).length > 0) throw new ValidationError(errors)
      const kinds =
        typeof values.type === 'string' && values.type.trim() !== ''
          ? [...new Set(values.type.split(',').map((kind) => kind.trim()))]
          : publicKinds
      const { hits, total } = await searchIndex(poolOf(ctx.payload)!, {
        q: String(values.q),
        locale: ctx.locale,
        kinds: kinds as SearchKind[],
        page,
        perPage,
      })
      return ok(
        paginate(hits, { path: pagePath(ctx), query: queryPairs(ctx), page, perPage, total, count: hits.length }),
      )
    },
  },
]
