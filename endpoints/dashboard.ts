import { appealRoles, auditReaderRoles } from '../src/access/roles.js'
import { ok, type RouteSpec } from '../src/api/route.js'
import { appealsByMonth, dashboardCounts } from '../src/dashboard/figures.js'
import { auditRecord } from './auditLogs.js'

/**
 * The dashboard — contract 4.18, row 5: counts, appeals per month and the last 10 audit entries, for the roles that
 * read it (section 2: super_admin, admin, operator; editors work content in the admin UI). Operators see the counts
 * and their own recent activity only.
 */
export const dashboardRoutes: RouteSpec[] = [
  {
    method: 'GET',
    path: '/admin/dashboard',
    summary: 'Counts, appeals received and answered per month (12 months) and recent activity',
    tag: 'dashboard',
    audience: appealRoles,
    responses: [{ status: 200, description: '{data: {counts, appeals_by_month, recent_activity}}' }],
    handler: async (ctx) => {
      const ownOnly = ctx.caller?.kind !== 'staff' || !auditReaderRoles.includes(ctx.caller.role)
      const [counts, months, activity] = await Promise.all([
        dashboardCounts(ctx.payload),
        appealsByMonth(ctx.payload),
        ctx.payload.find({
          collection: 'audit-logs',
          where: ownOnly ? { user: { equals: ctx.caller!.id } } : undefined,
          sort: ['-createdAt', '-id'],
          limit: 10,
          pagination: false,
          depth: 0,
          // System read: the trail is the audit readers'; an operator gets the entries they wrote themselves.
          overrideAccess: true,
        }),
      ])
      return ok({
        data: {
          counts,
          appeals_by_month: months,
          recent_activity: activity.docs.map((doc) => auditRecord(doc)),
        },
      })
    },
  },
]
