import { eitherKind } from '../src/api/auth.js'
import { asClient, asStaff, type Caller } from '../src/auth/callers.js'
import { Forbidden, NotFound } from '../src/core/errors.js'
import { parseRecordId } from '../src/core/ids.js'
import { mutate } from '../src/api/mutation.js'
import type { RateLimits } from '../src/api/rateLimits.js'
import { noContent, ok, type RequestContext, type RouteSpec } from '../src/api/route.js'
import { field, type RuleSet } from '../src/api/validation/fields.js'
import { rules } from '../src/api/validation/rules.js'
import { validateBody } from '../src/api/validation/validate.js'
import { clientRecord } from '../src/auth/clientAccounts.js'
import { CURRENT_PASSWORD_CHECKED } from '../src/auth/currentPassword.js'
import { countedAsLoginGuesses } from '../src/auth/passwordGuesses.js'
import { credentials, logout, staffRecord } from './auth.js'
import { clientLogin, ownAccountChanges, updateOwnClient, type OwnAccountChanges } from './clients.js'

/** The generic account routes of either kind of token, contract rows 21–26. */

/** The caller as `/user` shows it: the account's own record and its kind. */
const asUser = (caller: Caller) =>
  caller.kind === 'client' ? { ...clientRecord(caller), type: 'client' } : staffUser(caller)

/** A staff account (the caller, or the account as just updated) as `/user` shows it. */
const staffUser = (account: Parameters<typeof staffRecord>[0]) => ({ ...staffRecord(account), type: 'admin' })

/** A staff member's own name and password; a wrong current_password counts as a failed staff login. */
async function updateOwnStaff(ctx: RequestContext, limits: RateLimits) {
  const caller = asStaff(ctx.caller)
  const guesses = countedAsLoginGuesses(limits.login, caller, ctx.req.ip)
  // The `ownAccountChanges` rules accepted exactly this shape.
  const body = (await validateBody(ctx.payload, ctx.body, ownAccountChanges, {
    mode: 'update',
    caller,
    guesses,
  })) as OwnAccountChanges
  // The body is checked as a citizen's is; a staff account has no phone to store.
  const data: Omit<OwnAccountChanges, 'phone'> = {}
  if (body.name !== undefined) data.name = body.name
  if (body.password !== undefined) data.password = body.password
  // The account's row is locked by the mutation (and Payload's update hook) for its transaction, so a login or logout
  // beside it cannot lose a session; Payload keeps the caller's own session and ends the others on a new password.
  return mutate(
    ctx,
    {
      collection: 'users',
      id: caller.id,
      secret: ['password', 'current_password'],
      // current_password was checked above, and counted as a login guess.
      context: { [CURRENT_PASSWORD_CHECKED]: true },
    },
    async ({ req }) =>
      req.payload.update({
        collection: 'users',
        id: caller.id,
        data,
        depth: 0,
        req,
        overrideAccess: false,
      }),
  )
}

const deletion: RuleSet = { password: field('string', [rules.currentPassword()], { required: true }) }

/** Staff who may look a citizen up by id (contract row 26). */
const clientReaders = ['super_admin', 'admin', 'operator'] as const

export const currentUserRoutes = (limits: RateLimits): RouteSpec[] => [
  {
    method: 'POST',
    path: '/login',
    summary: 'Log in as a citizen (the same as /client/login)',
    tag: 'user',
    audience: 'public',
    body: credentials,
    responses: [
      { status: 200, description: '{data: {token, token_type, expires_at, user}}' },
      { status: 403, description: 'auth.unverified' },
      { status: 422, description: 'auth.failed' },
      { status: 429, description: 'Too many failed attempts' },
    ],
    handler: clientLogin(limits),
  },
  {
    method: 'POST',
    path: '/logout',
    summary: 'Revoke the presented token, of a citizen or of staff',
    tag: 'user',
    audience: eitherKind(),
    responses: [{ status: 204, description: 'Logged out' }],
    handler: logout,
  },
  {
    method: 'GET',
    path: '/user',
    summary: "The caller's account, with type client or admin",
    tag: 'user',
    audience: eitherKind(),
    responses: [{ status: 200, description: '{data: {..., type}}' }],
    handler: async (ctx) => ok({ data: asUser(ctx.caller!) }),
  },
  {
    method: 'PUT',
    path: '/user',
    summary: 'Update own name, phone (citizens) and password (needs current_password; ends the other sessions)',
    tag: 'user',
    audience: eitherKind(),
    body: ownAccountChanges,
    responses: [
      { status: 200, description: '{data: {..., type}}' },
      {
        status: 422,
        description:
          'validation.current_password, validation.confirmed, validation.min, validation.password.uncompromised, validation.regex',
      },
      {
        status: 429,
        description: 'Too many wrong current_password guesses or failed logins for this account from this IP',
      },
    ],
    handler: async (ctx) => {
      const caller = ctx.caller!
      if (caller.kind === 'client') return ok({ data: { ...(await updateOwnClient(ctx, limits)), type: 'client' } })
      const account = await updateOwnStaff(ctx, limits)
      return ok({ data: staffUser(account) })
    },
  },
  {
    method: 'DELETE',
    path: '/user',
    summary: "Delete the caller's citizen account and all its tokens (needs the password)",
    tag: 'user',
    audience: 'client',
    body: deletion,
    responses: [
      { status: 204, description: 'Deleted' },
      { status: 422, description: 'validation.required, validation.current_password on password' },
      { status: 429, description: 'Too many wrong password guesses or failed logins for this account from this IP' },
    ],
    handler: async (ctx) => {
      const caller = asClient(ctx.caller)
      // A wrong password counts as a failed citizen login.
      await validateBody(ctx.payload, ctx.body, deletion, {
        mode: 'create',
        caller,
        guesses: countedAsLoginGuesses(limits.clientLogin, caller, ctx.req.ip),
      })
      await mutate(ctx, { collection: 'clients', id: caller.id }, async ({ req }) =>
        // The owner deletes their own account (Payload's API for this collection is staff-only); its sessions and
        // one-time tokens go with the row, locked by the mutation.
        req.payload.delete({ collection: 'clients', id: caller.id, depth: 0, req, overrideAccess: true }),
      )
      return noContent()
    },
  },
  {
    method: 'GET',
    path: '/user/:id',
    summary: 'A citizen account: the citizen itself, or staff with super_admin, admin or operator',
    tag: 'user',
    audience: eitherKind(clientReaders),
    responses: [
      { status: 200, description: '{data: client}' },
      { status: 403, description: 'A citizen asking for another account; editors' },
      { status: 404, description: 'No such account (staff callers)' },
    ],
    handler: async (ctx) => {
      const caller = ctx.caller!
      const id = parseRecordId(ctx.params.id)
      if (caller.kind === 'client') {
        if (id !== caller.id) throw new Forbidden()
        return ok({ data: clientRecord(caller) })
      }
      if (id === null) throw new NotFound()
      const client = await ctx.payload.findByID({
        collection: 'clients',
        id,
        depth: 0,
        disableErrors: true,
        req: await ctx.payloadReq(),
        overrideAccess: false,
      })
      if (!client) throw new NotFound()
      return ok({ data: clientRecord(client) })
    },
  },
]
