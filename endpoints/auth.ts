import { logoutOperation } from 'payload'
import { roles } from '../src/access/roles.js'
import { staffCaller } from '../src/api/auth.js'
import { ValidationError } from '../src/api/errors.js'
import type { RateLimits } from '../src/api/rateLimits.js'
import { noContent, ok, type RouteSpec } from '../src/api/route.js'
import { withAccountLocked } from '../src/auth/accountLock.js'
import { staffLogin } from '../src/auth/login.js'
import { field } from '../src/api/validation/fields.js'
import { rules } from '../src/api/validation/rules.js'
import { validateBody } from '../src/api/validation/validate.js'
import { recordFailedLogin } from '../src/hooks/audit.js'

const credentials = {
  email: field('string', [rules.email()], { required: true }),
  password: field('string', [], { required: true }),
}

/** An admin user on the wire (contract 4.17); the password never leaves. */
export const staffRecord = (user: Record<string, unknown>) => ({
  id: user.id,
  name: user.name ?? null,
  email: user.email,
  role: user.role,
  status: user.status === undefined || user.status === null ? null : Number(user.status),
  created_at: user.createdAt ?? null,
  updated_at: user.updatedAt ?? null,
})

/** Admin login, logout and me — contract rows 2–4. */
export const adminAuthRoutes = (limits: RateLimits): RouteSpec[] => [
  {
    method: 'POST',
    path: '/admin/auth/login',
    summary: 'Log in as staff: a bearer token for /api/v1/admin',
    tag: 'auth',
    audience: 'public',
    body: credentials,
    responses: [
      { status: 200, description: '{data: {token, token_type, expires_at, user}}' },
      { status: 422, description: 'auth.failed for any bad credential' },
      { status: 429, description: 'Too many failed attempts for this account from this IP, or from this IP overall' },
    ],
    handler: async (ctx) => {
      const body = await validateBody(ctx.payload, ctx.body, credentials, { mode: 'create' })
      const email = String(body.email).trim().toLowerCase()
      // Counted before it is tried: parallel guesses cannot all slip under the limit.
      const attempt = await limits.login.attempt(email, ctx.req.ip)
      const req = await ctx.payloadReq()
      try {
        const result = await staffLogin(req, { email, password: String(body.password) })
        await attempt.succeeded()
        // Payload blanks updatedAt on the object it returns while it adds the session; the stored record has it.
        const account = await ctx.payload.findByID({ collection: 'users', id: result.user!.id, depth: 0, overrideAccess: true })
        return ok({
          data: {
            token: result.token,
            token_type: 'Bearer',
            expires_at: new Date((result.exp ?? 0) * 1000).toISOString(),
            user: staffRecord(account as unknown as Record<string, unknown>),
          },
        })
      } catch (error) {
        const name = (error as Error)?.name
        if (name !== 'AuthenticationError' && name !== 'LockedAuth' && name !== 'UnverifiedEmail' && name !== 'ValidationError') throw error
        await recordFailedLogin(await ctx.payloadReq(), email)
        throw ValidationError.single('email', 'auth.failed')
      }
    },
  },
  {
    method: 'POST',
    path: '/admin/auth/logout',
    summary: 'Revoke the presented token at once',
    tag: 'auth',
    audience: roles,
    responses: [{ status: 204, description: 'Logged out' }],
    handler: async (ctx) => {
      const req = await ctx.payloadReq()
      // With the account's row locked, so a login or refresh running beside it cannot write the session back.
      await withAccountLocked(req, { id: staffCaller(ctx.caller).id }, () => logoutOperation({ collection: ctx.payload.collections.users, req }))
      return noContent()
    },
  },
  {
    method: 'GET',
    path: '/admin/auth/me',
    summary: 'The staff account of the token',
    tag: 'auth',
    audience: roles,
    responses: [{ status: 200, description: '{data: user}' }],
    handler: async (ctx) => ok({ data: staffRecord(staffCaller(ctx.caller) as unknown as Record<string, unknown>) }),
  },
]
