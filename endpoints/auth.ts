import type { TypedUser } from 'payload'
import { roles } from '../src/access/roles.js'
import { asStaff, type Caller } from '../src/auth/callers.js'
import { endSession } from '../src/auth/clientAccounts.js'
import { ValidationError } from '../src/core/errors.js'
import type { RateLimits } from '../src/api/rateLimits.js'
import { noContent, ok, type RequestContext, type RouteSpec } from '../src/api/route.js'
import type { AccountCollection } from '../src/auth/accountLock.js'
import { accountLogin } from '../src/auth/login.js'
import { field } from '../src/api/validation/fields.js'
import { rules } from '../src/api/validation/rules.js'
import { validateBody } from '../src/api/validation/validate.js'
import { recordFailedLogin } from '../src/hooks/audit.js'

export const credentials = {
  email: field('string', [rules.email()], { required: true }),
  password: field('string', [], { required: true }),
}

/** An admin user on the wire (contract 4.17); the password never leaves. */
/** What a staff record shows of an account: a stored user, or the caller (which carries its stored fields). */
interface StaffAccount {
  id: number
  name?: string | null
  email: string
  role?: string | null
  status?: string | null
  createdAt?: string | null
  updatedAt?: string | null
}

export const staffRecord = (user: StaffAccount) => ({
  id: user.id,
  name: user.name ?? null,
  email: user.email,
  role: user.role,
  status: user.status === undefined || user.status === null ? null : Number(user.status),
  created_at: user.createdAt ?? null,
  updated_at: user.updatedAt ?? null,
})

/** Payload's answers to a bad credential: each is `auth.failed` on the wire, the same for every cause. */
const CREDENTIAL_ERRORS = new Set(['AuthenticationError', 'LockedAuth', 'ValidationError'])

export interface AccountLogin {
  collection: AccountCollection
  /** The lockout's count for this kind of account (contract 1.9). */
  attempt: (limits: RateLimits) => RateLimits['login']['attempt']
  /** The account on the wire, from what the login returned. */
  record: (ctx: RequestContext, user: TypedUser) => Promise<unknown>
  /** A failure to record (staff failures are audited). */
  failed?: (ctx: RequestContext, email: string) => Promise<void>
  /** The right password of an account that must verify its address first: answers (throws) instead of auth.failed. */
  unverified?: (ctx: RequestContext, email: string) => Promise<never>
}

/**
 * A login route's handler (contract section 2): the attempt counted before the password is tried, so parallel guesses
 * cannot all slip under the lockout; a bearer token with its expiry and the account; `auth.failed` for any bad
 * credential.
 */
export const loginHandler = (limits: RateLimits, login: AccountLogin) => async (ctx: RequestContext) => {
  const body = await validateBody(ctx.payload, ctx.body, credentials, { mode: 'create' })
  const email = String(body.email).trim().toLowerCase()
  const attempt = await login.attempt(limits)(email, ctx.req.ip)
  try {
    const result = await accountLogin(await ctx.payloadReq(), login.collection, {
      email,
      password: String(body.password),
    })
    await attempt.succeeded()
    return ok({
      data: {
        token: result.token,
        token_type: 'Bearer',
        expires_at: new Date((result.exp ?? 0) * 1000).toISOString(),
        // A successful login carries its account; Payload's result type leaves it optional.
        user: await login.record(ctx, result.user!),
      },
    })
  } catch (error) {
    const name = (error as Error)?.name
    if (name === 'UnverifiedEmail' && login.unverified) {
      // The password was right: not a guess.
      await attempt.succeeded()
      return login.unverified(ctx, email)
    }
    if (!CREDENTIAL_ERRORS.has(name) && name !== 'UnverifiedEmail') throw error
    await login.failed?.(ctx, email)
    throw ValidationError.single('email', 'auth.failed')
  }
}

/** Ends the session of the presented token, staff or citizen (rows 3, 22, 53): its next use is a 401. */
export const logout = async (ctx: RequestContext) => {
  await endSession(await ctx.payloadReq(), ctx.caller as Caller)
  return noContent()
}

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
    handler: loginHandler(limits, {
      collection: 'users',
      attempt: (all) => all.login.attempt,
      // Payload blanks updatedAt on the object it returns while it adds the session; the stored record has it.
      record: async (ctx, user) =>
        staffRecord(
          await ctx.payload.findByID({
            collection: 'users',
            id: user.id as number,
            depth: 0,
            overrideAccess: true,
          }),
        ),
      failed: async (ctx, email) => recordFailedLogin(await ctx.payloadReq(), email),
    }),
  },
  {
    method: 'POST',
    path: '/admin/auth/logout',
    summary: 'Revoke the presented token at once',
    tag: 'auth',
    audience: roles,
    responses: [{ status: 204, description: 'Logged out' }],
    handler: logout,
  },
  {
    method: 'GET',
    path: '/admin/auth/me',
    summary: 'The staff account of the token',
    tag: 'auth',
    audience: roles,
    responses: [{ status: 200, description: '{data: user}' }],
    handler: async (ctx) => ok({ data: staffRecord(asStaff(ctx.caller)) }),
  },
]
