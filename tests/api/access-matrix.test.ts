import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { audienceFacts } from '../../src/api/auth.js'
import { declaredRoutes, routeKey } from '../support/routes.js'

/**
 * Role × endpoint → status is generated per resource (tests/support/standardCases.ts: 401 without a token, 403 for
 * every role outside the route's audience, past the guard for every role in it). This file makes sure that matrix
 * covers every route, and that the declarations it follows keep the policy.
 */
const routes = declaredRoutes()

describe('access matrix of the /api/v1 routes', () => {
  it('covers every route: each tag has its generated standard cases in a test file', () => {
    const testsDir = import.meta.dirname
    const covered = new Set<string>()
    for (const file of readdirSync(testsDir).filter((name) => name.endsWith('.test.ts'))) {
      const source = readFileSync(path.join(testsDir, file), 'utf8')
      for (const match of source.matchAll(/describeStandardCases\(\s*\w+,\s*\{\s*tag:\s*'([^']+)'/g))
        covered.add(match[1])
    }
    const uncovered = routes
      .filter((route) => !covered.has(route.tag))
      .map((route) => `${routeKey(route)} (tag ${route.tag})`)
    expect(uncovered).toEqual([])
  })

  /** The routes that are not content, with who may call them (contract sections 2 and 5). */
  const accountsAndGovernance: Record<string, { client: boolean; staff: string[] }> = {
    'GET /admin/audit-logs': { client: false, staff: ['super_admin', 'admin'] },
    'GET /admin/users': { client: false, staff: ['super_admin'] },
    'POST /admin/users': { client: false, staff: ['super_admin'] },
    'GET /admin/users/:user_id': { client: false, staff: ['super_admin'] },
    'PUT /admin/users/:user_id': { client: false, staff: ['super_admin'] },
    'DELETE /admin/users/:user_id': { client: false, staff: ['super_admin'] },
    'POST /client/logout': { client: true, staff: [] },
    'GET /client/me': { client: true, staff: [] },
    'PUT /client/me': { client: true, staff: [] },
    'POST /logout': { client: true, staff: ['super_admin', 'admin', 'editor', 'operator'] },
    'GET /user': { client: true, staff: ['super_admin', 'admin', 'editor', 'operator'] },
    'PUT /user': { client: true, staff: ['super_admin', 'admin', 'editor', 'operator'] },
    'DELETE /user': { client: true, staff: [] },
    'GET /user/:id': { client: true, staff: ['super_admin', 'admin', 'operator'] },
    'GET /admin/appeals': { client: false, staff: ['super_admin', 'admin', 'operator'] },
    'GET /admin/appeals/:appeal_id': { client: false, staff: ['super_admin', 'admin', 'operator'] },
    'PUT /admin/appeals/:appeal_id': { client: false, staff: ['super_admin', 'admin', 'operator'] },
    'GET /admin/dashboard': { client: false, staff: ['super_admin', 'admin', 'operator'] },
    'GET /admin/assistant/knowledge': { client: false, staff: ['super_admin', 'admin', 'operator'] },
    'PUT /admin/assistant/knowledge': { client: false, staff: ['super_admin', 'admin', 'operator'] },
    'GET /admin/assistant/sessions': { client: false, staff: ['super_admin', 'admin', 'operator'] },
    'GET /admin/assistant/sessions/:id': { client: false, staff: ['super_admin', 'admin', 'operator'] },
    'DELETE /admin/assistant/sessions/:id': { client: false, staff: ['super_admin', 'admin', 'operator'] },
    'POST /admin/assistant/sessions/:id/messages': { client: false, staff: ['super_admin', 'admin', 'operator'] },
    'POST /admin/assistant/sessions/:id/release': { client: false, staff: ['super_admin', 'admin', 'operator'] },
  }

  it('keeps content for super_admin, admin and editor: operators and clients reach no content route', () => {
    const staffRoutes = routes.filter((route) => !audienceFacts(route.audience).anonymous)
    expect(staffRoutes.length).toBeGreaterThan(40)
    const content = staffRoutes.filter(
      (route) => !route.path.startsWith('/admin/auth/') && !(routeKey(route) in accountsAndGovernance),
    )
    const audiences = Object.fromEntries(content.map((route) => [routeKey(route), audienceFacts(route.audience)]))
    for (const [key, facts] of Object.entries(audiences))
      expect({ key, ...facts }).toEqual({
        key,
        anonymous: false,
        client: false,
        staff: ['super_admin', 'admin', 'editor'],
      })
  })

  it('keeps accounts, the audit trail, appeals, the assistant and the dashboard to the contract: staff accounts for super_admin alone, the audit log for super_admin and admin, appeals, the assistant and the dashboard for super_admin, admin and operator, own accounts for their owners', () => {
    for (const [key, expected] of Object.entries(accountsAndGovernance)) {
      const route = routes.find((candidate) => routeKey(candidate) === key)
      expect(route, key).toBeDefined()
      expect({ key, ...audienceFacts(route!.audience) }).toEqual({ key, anonymous: false, ...expected })
    }
  })

  it('lets every staff role use its own session (logout, me)', () => {
    const own = routes.filter(
      (route) => route.path.startsWith('/admin/auth/') && !audienceFacts(route.audience).anonymous,
    )
    expect(own.map(routeKey).sort()).toEqual(['GET /admin/auth/me', 'POST /admin/auth/logout'])
    for (const route of own)
      expect(audienceFacts(route.audience).staff).toEqual(['super_admin', 'admin', 'editor', 'operator'])
  })
})
