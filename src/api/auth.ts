import type { Request } from 'express'
import type { Payload, TypedUser } from 'payload'
import { accountOf, callerOf, type Caller } from '../auth/callers.js'
import { roles as allRoles, type Role } from '../access/roles.js'
import { databaseLooksDown } from '../db/faults.js'
import { Forbidden, ServiceUnavailable, Unauthenticated } from '../core/errors.js'

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

/** The caller of /api/v1: its bearer token only (src/auth/callers.ts). */
export async function authenticate(payload: Payload, req: Request): Promise<TypedUser | null> {
  const user = await accountOf(payload, req, 'bearer')
  // Payload's strategy answers "no user" when it cannot reach the database: that is an outage, not a bad token. A
  // caller without a token asked nothing of the database yet: its request goes on and finds out for itself (the last
  // fault seen may be a single cut connection of a database that answers again).
  if (!user && req.headers.authorization?.startsWith('Bearer ') && databaseLooksDown()) throw new ServiceUnavailable()
  return user
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
