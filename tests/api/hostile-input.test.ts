import { describe, expect, it } from 'vitest'
import { eachLimited } from '../support/limited.js'
import { concretePath, declaredRoutes, routeKey } from '../support/routes.js'
import { useStack } from '../support/stack.js'

const stack = useStack()
const routes = declaredRoutes()

const hostileParams = ['abc', '-1', '0', '99999999999999999999', "1'%20or%201=1--", '%00', '..%2F..%2Fetc%2Fpasswd']
const hostileQueries = [
  'filter[year]=abc&sort=,,&page=-1',
  `filter[search]=${encodeURIComponent(`%'";--`)}`,
  'page=99999999999999999999&per_page=1e3',
  'sort=-&filter[]=1&filter=1&lang[]=ru',
  'filter[status][]=1&filter[doc_type][x]=y&per_page[]=5',
  `filter[search]=${'x'.repeat(5000)}`,
  'filter[search]=%00&filter[doc_type]=%00&lang=%00',
]
const wrongValues: unknown[] = [
  {},
  [],
  123,
  true,
  -1,
  'x'.repeat(300),
  null,
  '<script>alert(1)</script>',
  { uz: { nested: true } },
  'nul\u0000byte',
  { uz: 'nul\u0000' },
]

/** Requests of one route in flight at once: the in-process server and the database both have work to overlap. */
const CONCURRENCY = 4

/**
 * Every route, fed what a careless or hostile client sends: never a 500. One test per route, so each is bounded by
 * what it sends (at most 56 requests), not by how long the whole sweep takes on a busy machine.
 */
describe('no input produces a 500: GET routes with hostile path parameters and query strings', () => {
  it.each(routes.filter((r) => r.method === 'GET').map((route) => [routeKey(route), route] as const))(
    '%s',
    async (_, route) => {
      const urls = (route.path.includes(':') ? hostileParams : ['']).flatMap((param) =>
        hostileQueries.map((query) => `${concretePath(route, param)}?${query}`),
      )
      await eachLimited(urls, CONCURRENCY, async (url) => {
        const response = await stack.api.get(url, { token: stack.tokens.super_admin })
        expect(response.status, url.slice(0, 160)).toBeLessThan(500)
      })
    },
  )
})

describe('no input produces a 500: writes with wrong JSON types in every field, malformed JSON and malformed multipart', () => {
  it.each(routes.filter((r) => r.method !== 'GET').map((route) => [routeKey(route), route] as const))(
    '%s',
    async (_, route) => {
      const url = concretePath(route, '1')
      await eachLimited(wrongValues, CONCURRENCY, async (value) => {
        const body = Object.fromEntries(Object.keys(route.body ?? { anything: null }).map((name) => [name, value]))
        const response = await stack.api.call(route.method, url, { token: stack.tokens.super_admin, body })
        expect(response.status, `${route.method} ${url} with ${JSON.stringify(value).slice(0, 40)}`).toBeLessThan(500)
      })
      expect((await stack.api.call(route.method, url, { token: stack.tokens.super_admin, raw: '{"a":' })).status).toBe(
        400,
      )
      const broken = await fetch(`${stack.url}${url}`, {
        method: route.method,
        headers: {
          authorization: `Bearer ${stack.tokens.super_admin}`,
          'content-type': 'multipart/form-data; boundary=xyz',
        },
        body: '--xyz\r\nContent-Disposition: form-data; name="title[uz]"\r\n\r\nunterminated',
      })
      expect(broken.status, `${route.method} ${url} malformed multipart`).toBeLessThan(500)
      // Logout revokes the token: the routes after it must still be called as super_admin.
      await stack.keepToken('super_admin')
    },
  )
})
