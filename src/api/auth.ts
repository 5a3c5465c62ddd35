import type { Request } from 'express'
import type { Payload, TypedUser } from 'payload'
import { executeAuthStrategies } from 'payload'
import type { Role } from '../access/roles.js'
import { databaseLooksDown } from '../db/faults.js'
import { Forbidden, ServiceUnavailable, Unauthenticated } from './errors.js'

export interface StaffCaller {
  id: number
  name: string
  email: string
  role: Role
  status: string
  collection: 'users'
  _sid?: string
}

/** Who may call a route: anyone, or staff with one of the roles. */
export type Audience = 'public' | readonly Role[]

/**
 * The caller of /api/v1 from the bearer token only (never cookies, so the API is not open to CSRF). Payload's own
 * JWT strategy verifies the signature, the expiry and the session, so a logged-out token is refused at once.
 */
export async function authenticate(payload: Payload, req: Request): Promise<TypedUser | null> {
  const header = req.headers.authorization
  if (!header || !header.startsWith('Bearer ')) return null
  const headers = new Headers({ Authorization: header, DisableAutologin: 'true' })
  const { user } = await executeAuthStrategies({ headers, payload, canSetHeaders: false } as Parameters<typeof executeAuthStrategies>[0])
  // Payload's strategy answers "no user" when it cannot reach the database: that is an outage, not a bad token.
  if (!user && databaseLooksDown()) throw new ServiceUnavailable()
  return user ?? null
}

/** 401 without a valid token, 403 for the wrong kind of account or role. */
export function guard(user: TypedUser | null, audience: Audience): StaffCaller | null {
  if (audience === 'public') return (user as StaffCaller | null) ?? null
  if (!user) throw new Unauthenticated()
  const staff = user as unknown as StaffCaller
  if (staff.collection !== 'users') throw new Forbidden()
  if (staff.status === '0') throw new Unauthenticated()
  if (!audience.includes(staff.role)) throw new Forbidden()
  return staff
}
