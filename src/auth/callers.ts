import type { Request } from 'express'
import { executeAuthStrategies, type Payload, type TypedUser } from 'payload'
import type { Role } from '../access/roles.js'
import { Forbidden } from '../core/errors.js'

/**
 * Who is calling: the one place a request's credentials become an account. /api/v1 reads the bearer token only (never
 * cookies, so the API is not open to CSRF); Payload's REST, the admin UI's Express rules and /media files also take the
 * admin UI's cookie. Payload's own strategies verify the signature, the expiry and the session in every case.
 */

export interface StaffCaller {
  kind: 'staff'
  id: number
  name: string
  email: string
  role: Role
  status: string
  collection: 'users'
  _sid?: string
}

/** A citizen's account (contract 4.16, collections/Clients.ts). */
export interface ClientCaller {
  kind: 'client'
  id: number
  name: string
  email: string
  phone?: string | null
  status?: string
  emailVerifiedAt?: string | null
  language?: string
  createdAt?: string
  updatedAt?: string
  collection: 'clients'
  _sid?: string
}

export type Caller = StaffCaller | ClientCaller

/** The auth collection of citizens' accounts. */
export const CLIENT_COLLECTION = 'clients'

/** How a request may prove who it is. */
export type Credentials = 'bearer' | 'bearer or cookie'

/** The account of the request's credentials as Payload sees it, or null without (valid) credentials. */
export async function accountOf(payload: Payload, req: Request, accepted: Credentials): Promise<TypedUser | null> {
  const { authorization, cookie } = req.headers
  const withCookie = accepted === 'bearer or cookie' && cookie?.includes(`${payload.config.cookiePrefix}-token=`)
  const withBearer = accepted === 'bearer' ? authorization?.startsWith('Bearer ') : authorization !== undefined
  if (!withBearer && !withCookie) return null
  const headers = new Headers({ DisableAutologin: 'true' })
  if (withBearer && authorization) headers.set('Authorization', authorization)
  if (withCookie && cookie) {
    headers.set('Cookie', cookie)
    // Payload's cookie strategy checks where the request comes from (its CSRF rule) by these two.
    for (const name of ['origin', 'sec-fetch-site']) {
      const value = req.headers[name]
      if (typeof value === 'string') headers.set(name, value)
    }
  }
  const { user } = await executeAuthStrategies({ headers, payload, canSetHeaders: false } as Parameters<
    typeof executeAuthStrategies
  >[0])
  return user ?? null
}

/** The typed caller of an authenticated account, or null for an account that may not act (a deactivated staff member). */
export function callerOf(user: TypedUser | null): Caller | null {
  if (!user) return null
  if (user.collection === 'users') {
    if (user.status === '0') return null
    return { ...user, kind: 'staff' }
  }
  if (user.collection === CLIENT_COLLECTION) {
    // A disabled citizen's tokens stop working at once, as a deactivated staff member's do.
    if (user.status === '0') return null
    return { ...user, kind: 'client' }
  }
  return null
}

/**
 * The active staff account of the request's token or cookie; null otherwise. The caller of Payload's REST
 * (src/payloadRest.ts) and of the Express rules in front of the admin UI.
 */
export async function staffAccountOf(payload: Payload, req: Request): Promise<TypedUser | null> {
  const account = await accountOf(payload, req, 'bearer or cookie')
  return callerOf(account)?.kind === 'staff' ? account : null
}

/** The request's headers as a web `Headers` (Payload's handlers take those). */
export function headersOf(req: Request): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item)
  }
  return headers
}

/** The client caller of a client-only route (the guard let no one else in). */
export function asClient(caller: Caller | null): ClientCaller {
  if (caller?.kind !== 'client') throw new Forbidden()
  return caller
}

/** The staff caller of a staff-only route (the guard let no one else in). */
export function asStaff(caller: Caller | null): StaffCaller {
  if (caller?.kind !== 'staff') throw new Forbidden()
  return caller
}
