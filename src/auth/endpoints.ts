import type { Endpoint, PayloadHandler, PayloadRequest } from 'payload'
import {
  APIError,
  Forbidden,
  addDataAndFileToRequest,
  forgotPasswordOperation,
  headersWithCors,
  logoutOperation,
  refreshOperation,
  resetPasswordOperation,
} from 'payload'
import { generateExpiredPayloadCookie, generatePayloadCookie } from 'payload/shared'
import { describeError, logger } from '../logger.js'
import type { UserAuthOperations } from '../payload-types.js'
import { messageFor } from '../i18n/messages.js'
import { sessionIsLive, withAccountLocked } from './accountLock.js'
import { staffLogin } from './login.js'
import { accountOfResetToken, hashResetToken } from './resetTokens.js'

/**
 * Payload's own login, logout, refresh-token, forgot-password and reset-password routes of the staff collection
 * (`/api/users/...`), answered as Payload answers them but with the account's row locked around every session change
 * (src/auth/accountLock.ts). Declared on the collection, they come before Payload's built-in routes of the same path.
 * Rate limits are applied in front of them, in src/payloadRest.ts, where the client's address is known.
 */

const text = (value: unknown) => (typeof value === 'string' ? value : '')
const depthOf = (req: PayloadRequest) => {
  const depth = Number(req.searchParams.get('depth'))
  return req.searchParams.has('depth') && Number.isInteger(depth) && depth >= 0 ? depth : undefined
}
const users = (req: PayloadRequest) => req.payload.collections.users
const cookieFor = (req: PayloadRequest, token: string | undefined) =>
  generatePayloadCookie({
    collectionAuthConfig: users(req).config.auth,
    cookiePrefix: req.payload.config.cookiePrefix,
    token: token ?? '',
  })
const answer = (req: PayloadRequest, body: Record<string, unknown>, cookie?: string) =>
  Response.json(body, {
    headers: headersWithCors({ headers: new Headers(cookie ? { 'Set-Cookie': cookie } : {}), req }),
    status: 200,
  })
const withoutToken = <T extends { token?: string }>(req: PayloadRequest, result: T) => {
  if (users(req).config.auth.removeTokenFromResponses) delete result.token
  return result
}

const login: PayloadHandler = async (req) => {
  await addDataAndFileToRequest(req)
  const result = await staffLogin(req, {
    email: text(req.data?.email),
    password: text(req.data?.password),
    depth: depthOf(req),
  })
  return answer(
    req,
    { message: req.t('authentication:passed'), ...withoutToken(req, { ...result }) },
    cookieFor(req, result.token),
  )
}

/** Idempotent: logging out of a session that already ended (or with no session at all) only clears the cookie. */
const logout: PayloadHandler = async (req) => {
  const user = req.user
  if (user?.collection === 'users') {
    await withAccountLocked(req, { id: Number(user.id) }, () =>
      logoutOperation({ allSessions: req.searchParams.get('allSessions') === 'true', collection: users(req), req }),
    )
  }
  const expired = generateExpiredPayloadCookie({
    collectionAuthConfig: users(req).config.auth,
    config: req.payload.config,
    cookiePrefix: req.payload.config.cookiePrefix,
  })
  return answer(req, { message: req.t('authentication:logoutSuccessful') }, expired)
}

/** A refresh extends a session that is still there; one that ended while this request waited stays ended. */
const refresh: PayloadHandler = async (req) => {
  const user = req.user
  if (!user || user.collection !== 'users') throw new Forbidden(req.t)
  const result = await withAccountLocked(req, { id: Number(user.id) }, async () => {
    if (!(await sessionIsLive(req, Number(user.id), (user as { _sid?: string })._sid))) throw new Forbidden(req.t)
    return refreshOperation({ collection: users(req), req })
  })
  const body: Record<string, unknown> = { message: req.t('authentication:tokenRefreshSuccessful'), ...result }
  if (users(req).config.auth.removeTokenFromResponses) delete body.refreshedToken
  return answer(req, body, result.setCookie ? cookieFor(req, result.refreshedToken) : undefined)
}

/**
 * The same answer, at once, for every address: the request is recorded and the email sent after answering, so
 * neither the answer nor its timing tells whether the address has an account.
 */
const forgotPassword: PayloadHandler = async (req) => {
  await addDataAndFileToRequest(req)
  const email = text(req.data?.email).trim()
  if (!email) throw new APIError(messageFor(req, 'missingEmail'), 400)
  // The generated UserAuthOperations asks a password of forgotPassword too; the operation reads only the email.
  const data = { email } as UserAuthOperations['forgotPassword']
  void forgotPasswordOperation({ collection: users(req), data, req }).catch((error: unknown) =>
    logger.warn({ msg: 'password reset request failed', error: describeError(error) }),
  )
  return answer(req, { message: req.t('general:success') })
}

/** Reset tokens are stored hashed (src/auth/resetTokens.ts): the link carries the token, the database its digest. */
const resetPassword: PayloadHandler = async (req) => {
  await addDataAndFileToRequest(req)
  const token = hashResetToken(text(req.data?.token))
  const reset = () =>
    resetPasswordOperation({
      collection: users(req),
      data: { password: text(req.data?.password), token },
      depth: depthOf(req),
      req,
    })
  const account = await accountOfResetToken(req, token)
  const result = account === null ? await reset() : await withAccountLocked(req, { id: account }, reset)
  return answer(
    req,
    { message: req.t('authentication:passwordResetSuccessfully'), ...withoutToken(req, { ...result }) },
    cookieFor(req, result.token),
  )
}

export const staffAuthEndpoints: Endpoint[] = [
  { path: '/login', method: 'post', handler: login },
  { path: '/logout', method: 'post', handler: logout },
  { path: '/refresh-token', method: 'post', handler: refresh },
  { path: '/forgot-password', method: 'post', handler: forgotPassword },
  { path: '/reset-password', method: 'post', handler: resetPassword },
]
