import { describe, expect, it } from 'vitest'
import { concretePath, declaredRoutes } from '../support/routes.js'
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

/** Every route, fed what a careless or hostile client sends: never a 500. */
describe('no input produces a 500', () => {
  it('GET routes with hostile path parameters and query strings', async () => {
    for (const route of routes.filter((r) => r.method === 'GET')) {
      for (const param of route.path.includes(':') ? hostileParams : ['']) {
        for (const query of hostileQueries) {
          const response = await stack.api.get(`${concretePath(route, param)}?${query}`, {
            token: stack.tokens.super_admin,
          })
          expect(response.status, `${route.method} ${concretePath(route, param)}?${query.slice(0, 80)}`).toBeLessThan(
            500,
          )
        }
      }
    }
  })

  it('writes with wrong JSON types in every field, malformed JSON and malformed multipart', async () => {
    for (const route of routes.filter((r) => r.method !== 'GET')) {
      const url = concretePath(route, '1')
      for (const value of wrongValues) {
        const body = Object.fromEntries(Object.keys(route.body ?? { anything: null }).map((name) => [name, value]))
        const response = await stack.api.call(route.method, url, { token: stack.tokens.super_admin, body })
        expect(response.status, `${route.method} ${url} with ${JSON.stringify(value).slice(0, 40)}`).toBeLessThan(500)
      }
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
    }
  })
})
