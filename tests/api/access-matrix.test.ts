import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { allRoutes } from '../../endpoints/index.js'
import { roles, type Role } from '../../src/access/roles.js'
import { createRateLimits } from '../../src/api/rateLimits.js'
import type { RouteSpec } from '../../src/api/route.js'
import { staffTokens } from '../factories.js'
import { client, type Client } from '../support/http.js'
import { startTestServer, type TestServer } from '../support/server.js'

let server: TestServer
let api: Client
let tokens: Record<Role, string>
let routes: RouteSpec[]

beforeAll(async () => {
  server = await startTestServer()
  api = client(server.url)
  tokens = await staffTokens(server.payload, api)
  routes = allRoutes(createRateLimits(server.payload))
})
afterAll(() => server?.close())

const pathOf = (route: RouteSpec) => `/api/v1${route.path.replace(/:[A-Za-z_]+/g, '999999')}`

/**
 * Role × endpoint → allowed or not, for every staff route the server declares. "Allowed" means past the guard:
 * any answer but 401/403 (an unknown id is then a 404, an empty body a 422).
 */
describe('access matrix of the staff endpoints', () => {
  it('refuses every staff route without a token (401) and gives each role exactly its routes (403 otherwise)', async () => {
    // Logout revokes the token it is called with, so it goes last.
    const isLogout = (route: RouteSpec) => route.path === '/admin/auth/logout'
    const staffRoutes = routes.filter((route) => route.audience !== 'public').sort((a, b) => Number(isLogout(a)) - Number(isLogout(b)))
    expect(staffRoutes.length).toBeGreaterThan(40)
    const matrix: Record<string, Record<string, number>> = {}
    for (const route of staffRoutes) {
      const key = `${route.method} ${route.path}`
      matrix[key] = { anonymous: (await api.call(route.method, pathOf(route), { body: route.method === 'GET' ? undefined : {} })).status }
      for (const role of roles) {
        matrix[key][role] = (await api.call(route.method, pathOf(route), { token: tokens[role], body: route.method === 'GET' ? undefined : {} })).status
      }
    }
    for (const route of staffRoutes) {
      const row = matrix[`${route.method} ${route.path}`]
      expect(row.anonymous, `${route.method} ${route.path} anonymous`).toBe(401)
      for (const role of roles) {
        const allowed = (route.audience as readonly Role[]).includes(role)
        if (allowed) expect([401, 403], `${route.method} ${route.path} as ${role}`).not.toContain(row[role])
        else expect(row[role], `${route.method} ${route.path} as ${role}`).toBe(403)
      }
    }
    // Content routes are for super_admin, admin and editor; operators are refused everywhere content lives.
    const contentRoutes = staffRoutes.filter((route) => !route.path.startsWith('/admin/auth/'))
    for (const route of contentRoutes) expect(matrix[`${route.method} ${route.path}`].operator, route.path).toBe(403)
  })
})
