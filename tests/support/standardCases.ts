import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'
import { roles, type Role } from '../../src/access/roles.js'
import { audienceFacts } from '../../src/api/auth.js'
import type { RouteSpec } from '../../src/api/route.js'
import { auditEntries, clientToken } from '../factories.js'
import { describeBodyCases } from './bodyCases.js'
import { concretePath, declaredRoutes, pathParams, routeKey } from './routes.js'
import type { Stack } from './stack.js'
import { PAGE_META_KEYS } from './contract.js'

export interface StandardCasesOptions {
  /** The resource: every declared route of this tag. */
  tag: string
  /** Narrows the routes further. */
  only?: (route: RouteSpec) => boolean
  /**
   * Stores one record of the resource (visible on its public routes): updates are checked against one, lists page
   * through two, `unique` rules collide with one.
   */
  factory?: (payload: Payload) => Promise<{ id: number | string }>
  /** The collection whose audit entries a delete writes; the tag by default. */
  collection?: string
  /** Path ids name citizens' accounts, which a citizen may address only as itself: its cases use its own id. */
  clientsAddressThemselves?: boolean
}

/** The account id a bearer token was issued to (the JWT's `id` claim). */
const accountIdOf = (token: string): number =>
  Number((JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { id?: unknown }).id)

const UNAUTHENTICATED = { message: 'Unauthenticated.' }
const UNAUTHORIZED = { message: 'This action is unauthorized.' }
const NOT_FOUND = { message: 'Not found.' }
const UNKNOWN_ID = 99999999
const NOT_AN_ID = ['abc', '1.5', '-1']
const NO_CLIENT = 'no client accounts yet (contract 4.16): tests/factories.ts has no clientToken'

/** Who the other generated cases call as: nobody on public routes, else the least privileged staff role let in. */
const callerRole = (route: RouteSpec): Role | undefined => {
  const facts = audienceFacts(route.audience)
  return facts.anonymous ? undefined : [...roles].reverse().find((role) => facts.staff.includes(role))
}

/**
 * The cases every route of a resource owes the contract, generated from its declarations (`endpoints/`): who may call
 * it (401/403 by audience), how its list pages, filters and sorts, how an unknown record answers, and a 422 for every
 * validation rule of its body. The resource's own test file keeps only what is particular to it.
 */
export function describeStandardCases(stack: Stack, options: StandardCasesOptions) {
  const routes = declaredRoutes().filter((route) => route.tag === options.tag && (options.only?.(route) ?? true))
  describe(`standard cases of ${options.tag}`, () => {
    it('has routes declared under this tag', () => expect(routes.length).toBeGreaterThan(0))

    let records: Promise<{ id: number | string }[]> | undefined
    /** Two stored records, made once: [0] is the one updates and item routes address. */
    const stored = () => {
      if (!options.factory)
        throw new Error(`describeStandardCases({ tag: '${options.tag}' }) needs a factory for this case`)
      records ??= (async () => [await options.factory!(stack.payload), await options.factory!(stack.payload)])()
      return records
    }
    const auditCount = async () =>
      (await stack.payload.count({ collection: 'audit-logs', overrideAccess: true })).totalDocs
    /** A citizen's token for the routes only citizens call, made once for the file's cases. */
    let citizen: Promise<string> | undefined
    const tokenFor = async (route: RouteSpec): Promise<string | undefined> => {
      const role = callerRole(route)
      if (role) return stack.tokens[role]
      const facts = audienceFacts(route.audience)
      if (facts.anonymous || !facts.client || !clientToken) return undefined
      citizen ??= clientToken(stack.payload, stack.api)
      return citizen
    }
    /** The route's path with its first parameter naming the stored record and any other an unknown one. */
    const recordPath = async (route: RouteSpec) => {
      const target = pathParams(route).length > 0 ? (await stored())[0].id : UNKNOWN_ID
      return concretePath(route, (_, index) => (index === 0 ? target : UNKNOWN_ID))
    }
    const bodyOf = (route: RouteSpec) => (route.method === 'GET' || route.method === 'DELETE' ? undefined : {})

    for (const route of routes) {
      const facts = audienceFacts(route.audience)
      describe(`${route.method} /api/v1${route.path}`, () => {
        if (facts.anonymous) {
          it('lets anyone in, even with a token that is not one', async () => {
            for (const token of [undefined, 'not-a-token']) {
              const response = await stack.api.call(route.method, concretePath(route, UNKNOWN_ID), {
                token,
                body: bodyOf(route),
              })
              expect([401, 403], `${routeKey(route)} with token ${token}`).not.toContain(response.status)
            }
          })
        } else {
          /** A refused call reaches no handler: nothing is written (every write leaves an audit entry). */
          const expectRefused = async (token: string | undefined, status: number, body: unknown) => {
            const path =
              pathParams(route).length > 0 && options.factory
                ? await recordPath(route)
                : concretePath(route, UNKNOWN_ID)
            const before = await auditCount()
            const response = await stack.api.call(route.method, path, { token, body: bodyOf(route) })
            expect([response.status, response.body], `${route.method} ${path}`).toEqual([status, body])
            expect(await auditCount()).toBe(before)
          }
          it('answers 401 Unauthenticated. without a token or with an invalid one', async () => {
            await expectRefused(undefined, 401, UNAUTHENTICATED)
            await expectRefused('not-a-token', 401, UNAUTHENTICATED)
          })
          for (const role of roles.filter((role) => !facts.staff.includes(role))) {
            it(`refuses ${role} with 403`, () => expectRefused(stack.tokens[role], 403, UNAUTHORIZED))
          }
          for (const role of facts.staff) {
            it(`lets ${role} past the guard`, async () => {
              const response = await stack.api.call(route.method, concretePath(route, UNKNOWN_ID), {
                token: stack.tokens[role],
                body: bodyOf(route),
              })
              expect([401, 403], `${routeKey(route)} as ${role}: ${response.text.slice(0, 200)}`).not.toContain(
                response.status,
              )
              // A logout revokes the token it is called with; later cases need one that works.
              if (route.method !== 'GET') await stack.keepToken(role)
            })
          }
          // A client's token is let in or refused like a role's. A route that admits clients before tests can make one fails
          // here, so no client route goes untested.
          if (facts.client && !clientToken) {
            it('lets a client past the guard', () => {
              throw new Error(
                `${routeKey(route)} admits clients, but ${NO_CLIENT}: give tests/factories.ts a clientToken`,
              )
            })
          } else if (facts.client) {
            it('lets a client past the guard', async () => {
              const token = await clientToken!(stack.payload, stack.api)
              const id = options.clientsAddressThemselves ? accountIdOf(token) : UNKNOWN_ID
              const response = await stack.api.call(route.method, concretePath(route, id), {
                token,
                body: bodyOf(route),
              })
              expect([401, 403], `${routeKey(route)} as a client: ${response.text.slice(0, 200)}`).not.toContain(
                response.status,
              )
            })
          } else if (clientToken) {
            it('refuses a client with 403', async () =>
              expectRefused(await clientToken!(stack.payload, stack.api), 403, UNAUTHORIZED))
          }
        }

        // Clients-only routes need a client token for everything below; the failing case above already says so.
        if (facts.staff.length === 0 && !facts.anonymous && !clientToken) return

        if (route.list) describeListCases(stack, route, tokenFor, options.factory ? stored : undefined)

        // One record addressed by one id: how a delete ends it, and that PATCH is PUT (contract 1.3).
        const ownRecord =
          pathParams(route).length === 1 && route.path.endsWith(`:${pathParams(route)[0]}`) && options.factory
        if (ownRecord && route.method === 'DELETE') {
          const show = routes.some((other) => other.method === 'GET' && other.path === route.path)
          it(`deletes a stored record: 204 without a body, one audit entry${show ? ', then 404 to show it' : ''}, 404 to delete it again`, async () => {
            const record = await options.factory!(stack.payload)
            const path = concretePath(route, record.id)
            const deleted = await stack.api.delete(path, { token: await tokenFor(route) })
            expect([deleted.status, deleted.text]).toEqual([204, ''])
            if (show) expect((await stack.api.get(path, { token: await tokenFor(route) })).status).toBe(404)
            expect(
              (await auditEntries(stack.payload, options.collection ?? options.tag, Number(record.id))).map(
                (entry) => entry.action,
              ),
            ).toEqual(['deleted'])
            expect((await stack.api.delete(path, { token: await tokenFor(route) })).body).toEqual(NOT_FOUND)
          })
        }
        if (ownRecord && route.method === 'PUT') {
          it('accepts PATCH as an alias', async () => {
            const [record] = await stored()
            const response = await stack.api.patch(concretePath(route, record.id), {
              token: await tokenFor(route),
              body: {},
            })
            expect([response.status, response.body?.data?.id]).toEqual([200, record.id])
          })
        }

        if (pathParams(route).length > 0) {
          // The route's required query parameters with their declared examples: the path alone decides the 404.
          const required = new URLSearchParams(
            (route.queryParams ?? []).filter((p) => p.required).map((p) => [p.name, p.example ?? '']),
          )
          const withQuery = (path: string) => (required.size > 0 ? `${path}?${required}` : path)
          it('answers 404 Not found. for an unknown id', async () => {
            const response = await stack.api.call(route.method, withQuery(concretePath(route, UNKNOWN_ID)), {
              token: await tokenFor(route),
              body: bodyOf(route),
            })
            expect([response.status, response.body]).toEqual([404, NOT_FOUND])
          })
          it(`answers 404 for a path parameter that names nothing (${NOT_AN_ID.join(', ')})`, async () => {
            for (const value of NOT_AN_ID) {
              const response = await stack.api.call(route.method, withQuery(concretePath(route, value)), {
                token: await tokenFor(route),
                body: bodyOf(route),
              })
              expect(response.status, `${route.method} ${concretePath(route, value)}`).toBe(404)
            }
          })
        }

        if (route.body) {
          const mode = route.method === 'POST' ? 'create' : 'update'
          describeBodyCases(route.body, {
            route,
            mode,
            send: async (body) => {
              const path =
                mode === 'update' || pathParams(route).length > 0
                  ? await recordPath(route)
                  : concretePath(route, UNKNOWN_ID)
              const before = await auditCount()
              const response = await stack.api.call(route.method, path, { token: await tokenFor(route), body })
              return {
                status: response.status,
                errors: response.body?.errors ?? {},
                wrote: (await auditCount()) !== before,
              }
            },
            breach: async () => ({
              mode,
              recordId: mode === 'update' ? Number((await stored())[0].id) : undefined,
              payload: stack.payload,
              storedOther: async (collection) => {
                const except = mode === 'update' ? (await stored())[0].id : undefined
                const find = () =>
                  stack.payload.find({
                    collection: collection as 'programs',
                    where: except === undefined ? {} : { id: { not_equals: except } },
                    limit: 1,
                    depth: 0,
                    overrideAccess: true,
                  })
                const found = (await find()).docs[0] ?? (await stored(), (await find()).docs[0])
                if (!found) throw new Error(`no stored record of ${collection} to collide with`)
                return found as unknown as Record<string, unknown>
              },
            }),
          })
        }
      })
    }
  })
}

/** Paging, filters and sorts of a list route, from its `ListQuerySpec`. */
function describeListCases(
  stack: Stack,
  route: RouteSpec,
  tokenFor: (route: RouteSpec) => Promise<string | undefined>,
  stored?: () => Promise<unknown[]>,
) {
  const spec = route.list!
  const get = async (query: string) => stack.api.get(`/api/v1${route.path}?${query}`, { token: await tokenFor(route) })
  const allowedFilters = Object.keys(spec.filters).join(', ')
  const allowedSorts = Object.keys(spec.sorts).join(', ')

  it('refuses an unknown filter with 400 and the allowed filters', async () => {
    const response = await get('filter[zz_unknown]=1')
    expect([response.status, response.body]).toEqual([
      400,
      { message: `Requested filter(s) \`zz_unknown\` are not allowed. Allowed filter(s) are \`${allowedFilters}\`.` },
    ])
  })

  it('refuses an unknown sort, ascending or descending, with 400 and the allowed sorts', async () => {
    for (const sort of ['zz_unknown', '-zz_unknown']) {
      const response = await get(`sort=${sort}`)
      expect([response.status, response.body]).toEqual([
        400,
        { message: `Requested sort(s) \`zz_unknown\` is not allowed. Allowed sort(s) are \`${allowedSorts}\`.` },
      ])
    }
  })

  it('answers the paginator envelope, 15 records a page by default', async () => {
    const all = await get('')
    expect(all.status).toBe(200)
    expect(Object.keys(all.body)).toEqual(['data', 'links', 'meta'])
    expect(Object.keys(all.body.meta)).toEqual(PAGE_META_KEYS)
    expect(all.body.meta).toMatchObject({ current_page: 1, per_page: 15, path: `${stack.url}/api/v1${route.path}` })
  })

  it.skipIf(!stored)(
    `pages through records one at a time${stored ? '' : ' (skipped: no factory was given to make them)'}`,
    async () => {
      await stored!()
      const page = (n: number) => get(`per_page=1&page=${n}`)
      const [first, second] = [await page(1), await page(2)]
      expect(first.body.data).toHaveLength(1)
      expect(first.body.meta).toMatchObject({
        current_page: 1,
        per_page: 1,
        from: 1,
        to: 1,
        last_page: first.body.meta.total,
      })
      expect(first.body.meta.total).toBeGreaterThanOrEqual(2)
      expect(first.body.links).toMatchObject({
        first: `${stack.url}/api/v1${route.path}?per_page=1&page=1`,
        prev: null,
        next: `${stack.url}/api/v1${route.path}?per_page=1&page=2`,
      })
      expect(first.body.meta.links[0]).toEqual({ url: null, label: '&laquo; Previous', active: false })
      expect(second.body.meta).toMatchObject({ current_page: 2, from: 2, to: 2 })
      expect(second.body.data).not.toEqual(first.body.data)
    },
  )

  it('answers bad page and per_page values with 422', async () => {
    const max = spec.maxPerPage ?? 100
    expect((await get(`per_page=${max + 1}&page=abc`)).body.errors).toEqual({
      page: ['validation.integer'],
      per_page: ['validation.max'],
    })
    expect((await get('per_page=0&page=0')).body.errors).toEqual({
      page: ['validation.min'],
      per_page: ['validation.min'],
    })
  })

  for (const [name, filter] of Object.entries(spec.filters)) {
    const [value, key] =
      filter.type === 'integer'
        ? ['abc', 'validation.integer']
        : filter.type === 'boolean'
          ? ['maybe', 'validation.boolean']
          : filter.type === 'date'
            ? ['2024-02-30', 'validation.date']
            : filter.in
              ? ['zz-not-listed', 'validation.in']
              : ['x'.repeat(256), 'validation.max']
    it(`rejects filter[${name}]=${value.slice(0, 12)} with ${key}`, async () => {
      const response = await get(`filter[${name}]=${value}`)
      expect([response.status, response.body.errors]).toEqual([422, { [`filter.${name}`]: [key] }])
    })
  }
}
