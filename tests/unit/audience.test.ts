import type { TypedUser } from 'payload'
import { describe, expect, it } from 'vitest'
import { audienceFacts, describeAudience, eitherKind, guard, type Audience } from '../../src/api/auth.js'

const staff = (role: string, status = '1') =>
  ({ id: 1, collection: 'users', role, status, email: 's@example.com' }) as unknown as TypedUser
const client = { id: 2, collection: 'clients', email: 'c@example.com' } as unknown as TypedUser
const stranger = { id: 3, collection: 'media' } as unknown as TypedUser

const outcome = (user: TypedUser | null, audience: Audience) => {
  try {
    const caller = guard(user, audience)
    return caller ? caller.kind : 'anonymous'
  } catch (error) {
    return (error as { status?: number }).status
  }
}

describe('the guard by audience (contract section 3)', () => {
  it('lets anyone call a public route and still knows a valid caller', () => {
    expect(outcome(null, 'public')).toBe('anonymous')
    expect(outcome(client, 'public')).toBe('client')
    expect(outcome(staff('operator'), 'public')).toBe('staff')
  })

  it('admits staff of the listed roles only; clients get 403, deactivated staff and strangers 401', () => {
    expect(outcome(null, ['editor'])).toBe(401)
    expect(outcome(staff('editor'), ['editor'])).toBe('staff')
    expect(outcome(staff('operator'), ['editor'])).toBe(403)
    expect(outcome(client, ['editor'])).toBe(403)
    expect(outcome(staff('editor', '0'), ['editor'])).toBe(401)
    expect(outcome(stranger, ['editor'])).toBe(401)
  })

  it('admits clients only on C routes; staff get 403', () => {
    expect(outcome(null, 'client')).toBe(401)
    expect(outcome(client, 'client')).toBe('client')
    expect(outcome(staff('super_admin'), 'client')).toBe(403)
  })

  it('admits either kind on ✱ routes, staff narrowed to the roles given', () => {
    expect(outcome(client, eitherKind())).toBe('client')
    expect(outcome(staff('operator'), eitherKind())).toBe('staff')
    expect(outcome(staff('editor'), eitherKind(['super_admin', 'admin', 'operator']))).toBe(403)
    expect(outcome(null, eitherKind())).toBe(401)
  })

  it('describes audiences as facts and words for OpenAPI and the generated tests', () => {
    expect(audienceFacts(['admin'])).toEqual({ anonymous: false, client: false, staff: ['admin'] })
    expect(audienceFacts('client')).toEqual({ anonymous: false, client: true, staff: [] })
    expect(describeAudience(eitherKind(['admin']))).toBe('client or staff roles: admin')
    expect(describeAudience('client')).toBe('client')
  })
})
