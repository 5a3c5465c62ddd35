import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createClient, createStaff } from '../factories.js'
import { useStack } from '../support/stack.js'

/**
 * Property: on every path that can change a password (/api/v1's own-account and admin-user routes, the citizens'
 * account and reset routes, Payload's REST for staff), no request, however hostile, answers 5xx, and no request made
 * with the owner's own credentials (a stolen session) or with none changes a password without the current one. Only a
 * super admin changes another staff member's password without it.
 */
const stack = useStack({ env: { LOGIN_MAX_ATTEMPTS: '0' } })
const RUNS = Number(process.env.FUZZ_PASSWORD_RUNS ?? 80)
const STRONG = 'Yashil-dala-olmazor-1987!'

type Target = 'staff' | 'client'
type Credential = 'owner' | 'super_admin' | 'editor' | 'anonymous'
interface PasswordRoute {
  target: Target
  method: string
  path: (id: number) => string
  /** The credential's scheme on this path. */
  scheme: 'Bearer' | 'JWT'
  credentials: Credential[]
}

/** Every route that takes a new password, with the callers worth sending it. */
const ROUTES: PasswordRoute[] = [
  { target: 'staff', method: 'PUT', path: () => '/api/v1/user', scheme: 'Bearer', credentials: ['owner', 'anonymous'] },
  { target: 'client', method: 'PUT', path: () => '/api/v1/user', scheme: 'Bearer', credentials: ['owner'] },
  { target: 'client', method: 'PUT', path: () => '/api/v1/client/me', scheme: 'Bearer', credentials: ['owner'] },
  {
    target: 'staff',
    method: 'PUT',
    path: (id) => `/api/v1/admin/users/${id}`,
    scheme: 'Bearer',
    credentials: ['owner', 'super_admin', 'editor', 'anonymous'],
  },
  {
    target: 'staff',
    method: 'PATCH',
    path: (id) => `/api/users/${id}`,
    scheme: 'JWT',
    credentials: ['owner', 'super_admin', 'editor', 'anonymous'],
  },
  {
    target: 'client',
    method: 'PATCH',
    path: (id) => `/api/clients/${id}`,
    scheme: 'JWT',
    credentials: ['super_admin', 'editor', 'anonymous'],
  },
  {
    target: 'client',
    method: 'POST',
    path: () => '/api/v1/client/reset-password',
    scheme: 'Bearer',
    credentials: ['anonymous'],
  },
  {
    target: 'staff',
    method: 'POST',
    path: () => '/api/users/reset-password',
    scheme: 'JWT',
    credentials: ['anonymous'],
  },
]

const hostile = fc.oneof(
  fc.constantFrom('', ' ', 'x', 'пароль123', 'toshkent2024', 'Password2024', 'a'.repeat(5_000), '\u0000', '😀😀😀😀'),
  fc.string({ maxLength: 40 }),
  fc.constantFrom(null, 0, 12345678, true, [], {}, ['a'], { uz: 'x' }),
)

/** A value for the new password: mostly one the policy accepts, so requests get past it to the rule under test. */
const newPassword = fc.oneof({ weight: 3, arbitrary: fc.constant(STRONG) }, { weight: 1, arbitrary: hostile })
/** The current password: the right one, a wrong one, hostile, or absent. */
const current = fc.oneof(
  { weight: 2, arbitrary: fc.constant('RIGHT') },
  { weight: 2, arbitrary: fc.constant('wrong-horse-battery') },
  { weight: 1, arbitrary: hostile },
  { weight: 2, arbitrary: fc.constant(undefined) },
)

const request = fc.constantFrom(...ROUTES).chain((route) =>
  fc.record({
    route: fc.constant(route),
    // The owner's own session (the stolen-session case) is the one the rule is about: asked most.
    credential: fc.oneof(
      ...route.credentials.map((credential) => ({
        weight: credential === 'owner' ? 4 : 1,
        arbitrary: fc.constant(credential),
      })),
    ),
    password: newPassword,
    confirmation: fc.oneof({ weight: 4, arbitrary: fc.constant('SAME') }, { weight: 1, arbitrary: hostile }),
    current,
    currentKey: fc.constantFrom('current_password', 'currentPassword'),
    extra: fc.dictionary(fc.constantFrom('name', 'email', 'token', 'role', 'status', 'hash', 'salt'), hostile, {
      maxKeys: 2,
    }),
  }),
)

describe('fuzzing the password routes', () => {
  it('no answer is 5xx, and a password changes only with the current one (or by a super admin for another account)', async () => {
    await fc.assert(
      fc.asyncProperty(request, async ({ route, credential, password, confirmation, current, currentKey, extra }) => {
        const owner =
          route.target === 'staff'
            ? await createStaff(stack.payload, 'editor').then((s) => ({ id: Number(s.user.id), ...s }))
            : await createClient(stack.payload).then((c) => ({ id: Number(c.client.id), ...c }))
        const collection = route.target === 'staff' ? 'users' : 'clients'
        let token: string | undefined
        if (credential === 'owner') {
          const login = await stack.api.post(
            route.target === 'staff' ? '/api/v1/admin/auth/login' : '/api/v1/client/login',
            { body: { email: owner.email, password: owner.password } },
          )
          expect(login.status, login.text).toBe(200)
          token = login.body.data.token
        } else if (credential !== 'anonymous') token = stack.tokens[credential]
        const currentValue = current === 'RIGHT' ? owner.password : current
        const body: Record<string, unknown> = { ...extra, password }
        if (currentValue !== undefined) body[currentKey] = currentValue
        body.password_confirmation = confirmation === 'SAME' ? password : confirmation
        const response = await fetch(`${stack.url}${route.path(owner.id)}`, {
          method: route.method,
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `${route.scheme} ${token}` } : {}),
          },
          body: JSON.stringify(body),
        })
        const text = await response.text()
        const label = `${credential} ${route.method} ${route.path(owner.id)} ${JSON.stringify(body).slice(0, 200)} → ${response.status} ${text.slice(0, 300)}`
        expect(response.status, label).toBeLessThan(500)
        expect(response.headers.get('content-type') ?? '', label).toMatch(/^application\/json/)

        const oldStillWorks = await stack.payload
          .login({ collection, data: { email: owner.email, password: owner.password } })
          .then(
            () => true,
            () => false,
          )
        if (oldStillWorks) return
        // The password changed: only with the right current password, or by a super admin for someone else.
        const byAdmin = credential === 'super_admin'
        const withCurrent = currentValue === owner.password && credential === 'owner'
        expect(byAdmin || withCurrent, `changed without the current password: ${label}`).toBe(true)
        expect(response.status, label).toBeLessThan(300)
      }),
      { numRuns: RUNS, interruptAfterTimeLimit: 150_000 },
    )
  }, 200_000)
})
