import type { Request } from 'express'
import type { Payload, TypedUser } from 'payload'
import { executeAuthStrategies } from 'payload'
import { roles as allRoles, type Role } from '../access/roles.js'
import { databaseLooksDown } from '../db/faults.js'
import { Forbidden, ServiceUnavailable, Unauthenticated } from './errors.js'

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

/**
 * Who may call a route (contract section 3):
 * - `'public'`: anyone; a valid token is honoured (its caller is known), a missing one is fine;
 * - a list of roles: staff with one of them;
 * - `'client'`: a citizen's token (C);
 * - `{ client: true, staff: roles }`: either kind (✱), staff limited to the roles.
 */
export type Audience =
  'public' | readonly Role[] | 'client' | { readonly client: true; readonly staff: readonly Role[] }

/** ✱ of the contract: a client, or staff of any role unless narrowed. */
export const eitherKind = (staff: readonly Role[] = allRoles): Audience => ({ client: true, staff })

/** An audience as plain facts, for the guard, OpenAPI and the generated tests. */
export interface AudienceFacts {
  anonymous: boolean
  client: boolean
  staff: readonly Role[]
}

export function audienceFacts(audience: Audience): AudienceFacts {
  if (audience === 'public') return { anonymous: true, client: true, staff: allRoles }
  if (audience === 'client') return { anonymous: false, client: true, staff: [] }
  if (Array.isArray(audience)) return { anonymous: false, client: false, staff: audience as readonly Role[] }
  const either = audience as { client: true; staff: readonly Role[] }
  return { anonymous: false, client: true, staff: either.staff }
}

/** How OpenAPI and the docs name an audience. */
export function describeAudience(audience: Audience): string {
  const facts = audienceFacts(audience)
  if (facts.anonymous) return 'Anyone'
  const parts = [
    ...(facts.client ? ['client'] : []),
    ...(facts.staff.length > 0 ? [`staff roles: ${facts.staff.join(', ')}`] : []),
  ]
  return parts.join(' or ')
}

/**
 * The caller of /api/v1 from the bearer token only (never cookies, so the API is not open to CSRF). Payload's own
 * JWT strategy verifies the signature, the expiry and the session, so a logged-out token is refused at once.
 */
export async function authenticate(payload: Payload, req: Request): Promise<TypedUser | null> {
  const header = req.headers.authorization
  if (!header || !header.startsWith('Bearer ')) return null
  const headers = new Headers({ Authorization: header, DisableAutologin: 'true' })
  const { user } = await executeAuthStrategies({ headers, payload, canSetHeaders: false } as Parameters<
    typeof executeAuthStrategies
  >[0])
  // Payload's strategy answers "no user" when it cannot reach the database: that is an outage, not a bad token.
  if (!user && databaseLooksDown()) throw new ServiceUnavailable()
  return user ?? null
}

/** The typed caller of an authenticated account, or null for an account that may not act (a deactivated staff member). */
export function callerOf(user: TypedUser | null): Caller | null {
  if (!user) return null
  const account = user as unknown as Record<string, unknown>
  if (account.collection === 'users') {
    if (account.status === '0') return null
    return { ...(account as unknown as StaffCaller), kind: 'staff' }
  }
  if (account.collection === CLIENT_COLLECTION) {
    // A disabled citizen's tokens stop working at once, as a deactivated staff member's do.
    if (account.status === '0') return null
    return { ...(account as unknown as ClientCaller), kind: 'client' }
  }
  return null
}

/** 401 without a valid token (or with a revoked or deactivated account), 403 for the wrong kind of account or role. */
export function guard(user: TypedUser | null, audience: Audience): Caller | null {
  const caller = callerOf(user)
  const facts = audienceFacts(audience)
  if (facts.anonymous) return caller
  if (!caller) throw new Unauthenticated()
  if (caller.kind === 'client' ? !facts.client : !facts.staff.includes(caller.role)) throw new Forbidden()
  return caller
}

/** The client caller of a client-only route (the guard let no one else in). */
export function clientCaller(caller: Caller | null): ClientCaller {
  if (caller?.kind !== 'client') throw new Forbidden()
  return caller
}

/** The staff caller of a staff-only route (the guard let no one else in). */
export function staffCaller(caller: Caller | null): StaffCaller {
  if (caller?.kind !== 'staff') throw new Forbidden()
  return caller
}
