import { CLIENT_PHONE } from '../collections/Clients.js'
import type { Client } from '../src/payload-types.js'
import { asClient } from '../src/auth/callers.js'
import { Unverified, ValidationError } from '../src/core/errors.js'
import { mutate } from '../src/api/mutation.js'
import type { RateLimits } from '../src/api/rateLimits.js'
import { created, ok, type RequestContext, type RouteSpec } from '../src/api/route.js'
import { inTransaction } from '../src/api/transaction.js'
import { field, type RuleSet } from '../src/api/validation/fields.js'
import { rules, type PasswordOwner } from '../src/api/validation/rules.js'
import { validateBody } from '../src/api/validation/validate.js'
import { withAccountLocked } from '../src/auth/accountLock.js'
import { accountOfToken, consumeAccountToken, hasRecentToken } from '../src/auth/accountTokens.js'
import {
  clientRecord,
  sendPasswordResetMail,
  sendVerificationMail,
  type ClientDoc,
} from '../src/auth/clientAccounts.js'
import { CURRENT_PASSWORD_CHECKED } from '../src/auth/currentPassword.js'
import { countedAsLoginGuesses } from '../src/auth/passwordGuesses.js'
import { isCompromisedPassword, PASSWORD_MIN_LENGTH } from '../src/auth/passwordPolicy.js'
import { credentials, loginHandler, logout } from './auth.js'

/** Citizens' accounts, contract 4.16 and rows 50–57 (and the client login of row 21). */

const email = () => field('string', [rules.email(), rules.max(255)], { required: true })
/**
 * A new password and its confirmation (`validation.confirmed` is reported on `password`); never a common or guessable
 * one, nor the account's email or name (`owner`: whose, besides an `email` and `name` in the body).
 */
export const newPassword = (required: boolean, owner?: PasswordOwner): RuleSet => ({
  password: field(
    'string',
    [rules.min(PASSWORD_MIN_LENGTH), rules.max(255), rules.confirmed(), rules.uncompromisedPassword(owner)],
    { required },
  ),
  password_confirmation: field('string', [rules.max(255)]),
})
const name = (required: boolean) => field('string', [rules.max(255)], { required })
const phone = () => field('string', [rules.max(32), rules.regex(CLIENT_PHONE)], { nullable: true })

const registration: RuleSet = {
  name: name(true),
  email: field('string', [rules.email(), rules.max(255), rules.unique('clients', 'email')], { required: true }),
  phone: phone(),
  ...newPassword(true),
}
/** What the `registration` rules accept (a type alias, so the validated record converts to it). */
type Registration = {
  name: string
  email: string
  phone?: string | null
  password: string
}

/** Own profile changes (PUT /client/me, PUT /user): a new password needs the current one. */
export const ownAccountChanges: RuleSet = {
  name: name(false),
  phone: phone(),
  ...newPassword(false, 'caller'),
  current_password: field('string', [rules.currentPassword()], { checkedWith: 'password' }),
}

/** What the `ownAccountChanges` rules accept (each field may be left out). */
export interface OwnAccountChanges {
  name?: string
  phone?: string | null
  password?: string
}

/** Emails are compared as they are stored: trimmed and lower-cased (Payload stores auth emails lower-cased). */
export const normalisedEmail = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value)
const withNormalisedEmail = (body: Record<string, unknown>) =>
  'email' in body ? { ...body, email: normalisedEmail(body.email) } : body

const findClient = async (ctx: RequestContext, address: string): Promise<Client | null> => {
  const { docs } = await ctx.payload.find({
    collection: 'clients',
    where: { email: { equals: address } },
    limit: 1,
    depth: 0,
    // System look-up for an anonymous caller who named an address; nothing of it is answered.
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** Ten minutes between verification mails that an unverified login asks for. */
const REMINDER_INTERVAL_MS = 10 * 60 * 1000

/**
 * Row 52 (and 21): a citizen's login. A wrong password or unknown email is `auth.failed`, counted towards the lockout;
 * the right password of an unverified account is `403 auth.unverified`, and mails a fresh link when the last one is
 * older than ten minutes (the first one may have expired or been lost).
 */
export const clientLogin = (limits: RateLimits) =>
  loginHandler(limits, {
    collection: 'clients',
    attempt: (all) => all.clientLogin.attempt,
    // The login of this collection returns a `clients` account; AccountLogin (endpoints/auth.ts) types it loosely.
    record: async (_ctx, user) => clientRecord(user as Pick<Client, keyof ClientDoc>),
    unverified: async (ctx, email) => {
      const req = await ctx.payloadReq()
      await inTransaction(req, async () => {
        const client = await findClient(ctx, email)
        if (client && !(await hasRecentToken(req, client.id, 'verify_email', REMINDER_INTERVAL_MS)))
          await sendVerificationMail(req, client)
      })
      throw new Unverified()
    },
  })

const tokenRules: RuleSet = { token: field('string', [rules.max(255)], { required: true }) }
const passwordReset: RuleSet = { ...tokenRules, ...newPassword(true) }
/** What the `passwordReset` rules accept (a type alias, so the validated record converts to it). */
type PasswordReset = {
  token: string
  password: string
}

export const clientRoutes = (limits: RateLimits): RouteSpec[] => [
  {
    method: 'POST',
    path: '/client/register',
    summary: 'Open a citizen account; a verification link is mailed',
    tag: 'client',
    audience: 'public',
    localized: true,
    throttle: 'register',
    body: registration,
    responses: [
      { status: 201, description: '{data: client} — not verified yet; the mail is in the outbox' },
      {
        status: 422,
        description:
          'validation.required, validation.email, validation.unique, validation.regex, validation.min, validation.confirmed, validation.password.uncompromised',
      },
      { status: 429, description: 'More than 5 registrations per hour from this IP' },
    ],
    handler: async (ctx) => {
      // The `registration` rules accepted exactly this shape.
      const body = (await validateBody(ctx.payload, withNormalisedEmail(ctx.body), registration, {
        mode: 'create',
      })) as Registration
      const client = await mutate(ctx, { collection: 'clients', secret: ['password'] }, async ({ req }) => {
        const account = await req.payload.create({
          collection: 'clients',
          data: {
            name: body.name,
            email: body.email,
            phone: body.phone ?? null,
            password: body.password,
            status: '1',
            language: ctx.locale,
          },
          depth: 0,
          req,
          // The account is opened by its owner; staff never create citizens' accounts (the collection refuses them).
          overrideAccess: true,
        })
        await sendVerificationMail(req, account)
        return account
      })
      return created({ data: clientRecord(client) })
    },
  },
  {
    method: 'POST',
    path: '/client/verify-email',
    summary: 'Confirm the email address with the mailed token (single use, 24 hours)',
    tag: 'client',
    audience: 'public',
    body: { email: email(), ...tokenRules },
    responses: [
      { status: 200, description: '{data: client} with email_verified_at' },
      { status: 422, description: "validation.exists on token: unknown, used or expired, or not this address's" },
    ],
    handler: async (ctx) => {
      const body = await validateBody(
        ctx.payload,
        withNormalisedEmail(ctx.body),
        { email: email(), ...tokenRules },
        { mode: 'create' },
      )
      const client = await mutate(ctx, { collection: 'clients' }, async ({ req }) => {
        const id = await consumeAccountToken(req, 'verify_email', String(body.token), String(body.email))
        if (id === null) throw ValidationError.single('token', 'validation.exists')
        // The token proved the address: a system write of a field nobody may edit.
        return req.payload.update({
          collection: 'clients',
          id,
          data: { emailVerifiedAt: new Date().toISOString() },
          depth: 0,
          req,
          overrideAccess: true,
        })
      })
      return ok({ data: clientRecord(client) })
    },
  },
  {
    method: 'POST',
    path: '/client/login',
    summary: 'Log in as a citizen: a bearer token for 30 days',
    tag: 'client',
    audience: 'public',
    body: credentials,
    responses: [
      { status: 200, description: '{data: {token, token_type, expires_at, user}}' },
      { status: 403, description: 'auth.unverified: the right password, the email not verified yet' },
      { status: 422, description: 'auth.failed for any bad credential' },
      { status: 429, description: 'Too many failed attempts for this account from this IP' },
    ],
    handler: clientLogin(limits),
  },
  {
    method: 'POST',
    path: '/client/logout',
    summary: 'Revoke the presented token at once',
    tag: 'client',
    audience: 'client',
    responses: [{ status: 204, description: 'Logged out' }],
    handler: logout,
  },
  {
    method: 'GET',
    path: '/client/me',
    summary: 'The citizen account of the token',
    tag: 'client',
    audience: 'client',
    responses: [{ status: 200, description: '{data: client}' }],
    handler: async (ctx) => ok({ data: clientRecord(asClient(ctx.caller)) }),
  },
  {
    method: 'PUT',
    path: '/client/me',
    summary:
      "Update the citizen's name, phone or password (a new password needs current_password and ends the other sessions)",
    tag: 'client',
    audience: 'client',
    body: ownAccountChanges,
    responses: [
      { status: 200, description: '{data: client}' },
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
    handler: async (ctx) => ok({ data: await updateOwnClient(ctx, limits) }),
  },
  {
    method: 'POST',
    path: '/client/forgot-password',
    summary: 'Mail a password reset link (the same answer whether or not the address has an account)',
    tag: 'client',
    audience: 'public',
    body: { email: email() },
    responses: [
      { status: 200, description: '{message: "passwords.sent"} for any address' },
      { status: 422, description: 'validation.required, validation.email' },
      { status: 429, description: 'More than 5 requests per hour from this IP (or 3 for one address)' },
    ],
    handler: async (ctx) => {
      const body = await validateBody(
        ctx.payload,
        withNormalisedEmail(ctx.body),
        { email: email() },
        { mode: 'create' },
      )
      await limits.forgotPassword(String(body.email), ctx.req.ip)
      const req = await ctx.payloadReq()
      // The same work and answer for every address but two inserts; a disabled account gets no mail.
      await inTransaction(req, async () => {
        const client = await findClient(ctx, String(body.email))
        if (client && client.status !== '0') await sendPasswordResetMail(req, client)
      })
      return ok({ message: 'passwords.sent' })
    },
  },
  {
    method: 'POST',
    path: '/client/reset-password',
    summary: 'Set a new password with the mailed token (single use, 1 hour); every session of the account ends',
    tag: 'client',
    audience: 'public',
    body: passwordReset,
    responses: [
      { status: 200, description: '{message: "passwords.reset"}' },
      {
        status: 422,
        description:
          'validation.exists on token (unknown, used or expired), validation.min, validation.confirmed, validation.password.uncompromised',
      },
    ],
    handler: async (ctx) => {
      // The `passwordReset` rules accepted exactly this shape.
      const body = (await validateBody(ctx.payload, ctx.body, passwordReset, { mode: 'create' })) as PasswordReset
      const token = String(body.token)
      const req = await ctx.payloadReq()
      const owner = await accountOfToken(req, 'reset_password', token)
      if (owner === null) throw ValidationError.single('token', 'validation.exists')
      await withAccountLocked(req, { id: owner, collection: 'clients' }, async () => {
        const account = await req.payload.findByID({
          collection: 'clients',
          id: owner,
          depth: 0,
          req,
          overrideAccess: true,
        })
        // Whose password it is was known only from the token; the token stays usable for a better one.
        if (isCompromisedPassword(String(body.password), [account.email, account.name]))
          throw ValidationError.single('password', 'validation.password.uncompromised')
        // Used up in the statement that checks it: of two requests with one token, one gets here.
        if ((await consumeAccountToken(req, 'reset_password', token)) !== owner)
          throw ValidationError.single('token', 'validation.exists')
        // Payload ends every session of an account whose password is set by someone else than its own session.
        await req.payload.update({
          collection: 'clients',
          id: owner,
          // The link went to the address, so following it proves the address as verification would.
          data: {
            password: body.password,
            ...(account.emailVerifiedAt ? {} : { emailVerifiedAt: new Date().toISOString() }),
          },
          depth: 0,
          req,
          // The token is the authority here: the caller is anonymous.
          overrideAccess: true,
        })
      })
      return ok({ message: 'passwords.reset' })
    },
  },
]

/**
 * PUT /client/me and a client's PUT /user: name, phone, password; answers the account as it now is. A wrong
 * current_password counts as a failed citizen login (src/auth/passwordGuesses.ts).
 */
export async function updateOwnClient(ctx: RequestContext, limits: RateLimits) {
  const caller = asClient(ctx.caller)
  const guesses = countedAsLoginGuesses(limits.clientLogin, caller, ctx.req.ip)
  // The `ownAccountChanges` rules accepted exactly this shape.
  const body = (await validateBody(ctx.payload, ctx.body, ownAccountChanges, {
    mode: 'update',
    caller,
    guesses,
  })) as OwnAccountChanges
  const data: OwnAccountChanges = {}
  if (body.name !== undefined) data.name = body.name
  if (body.phone !== undefined) data.phone = body.phone
  if (body.password !== undefined) data.password = body.password
  // The mutation locks the account's row for its transaction (a login beside it waits); the route acts for the account
  // its token names (Payload's API for this collection is staff-only). Payload keeps the caller's own session and ends
  // the others when the password changes.
  const updated = await mutate(
    ctx,
    {
      collection: 'clients',
      id: caller.id,
      secret: ['password', 'current_password'],
      // current_password was checked above, and counted as a login guess.
      context: { [CURRENT_PASSWORD_CHECKED]: true },
    },
    async ({ req }) =>
      req.payload.update({
        collection: 'clients',
        id: caller.id,
        data,
        depth: 0,
        req,
        overrideAccess: true,
      }),
  )
  return clientRecord(updated)
}
