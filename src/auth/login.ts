import crypto from 'node:crypto'
import type { PayloadRequest } from 'payload'
import { AuthenticationError, loginOperation } from 'payload'
import { limiter, withAccountLocked, type AccountCollection } from './accountLock.js'

/**
 * Payload 3.90's password hash (pbkdf2-sha256-v1: 600,000 iterations, 32-byte key). Spent on accounts that do not
 * exist so an unknown email answers in the time a known one takes; tests/resilience/login-abuse.test.ts measures both.
 */
const ITERATIONS = 600_000
const KEY_LENGTH = 32
const NOBODYS_SALT = crypto.randomBytes(32).toString('hex')

const checkNobodysPassword = (password: string) =>
  new Promise<void>((resolve) =>
    crypto.pbkdf2(password, NOBODYS_SALT, ITERATIONS, KEY_LENGTH, 'sha256', () => resolve()),
  )

/**
 * Password checks at once in this process. Each holds a database connection and the account's lock while it hashes
 * (~0.15 s of a libuv thread here), so a burst of logins queues here instead of emptying the connection pool.
 */
const passwordChecks = limiter(Math.max(1, Number(process.env.LOGIN_CONCURRENCY) || 2))

export interface LoginInput {
  email: string
  password: string
  depth?: number
}

/**
 * A login through Payload's own operation (hooks, session, token), with the account's row locked so the session it
 * adds cannot be lost to a parallel login, logout or refresh. Unknown emails spend the same hashing time.
 * Throws Payload's errors (AuthenticationError for any bad credential); the caller answers them in its own terms.
 */
export async function accountLogin(req: PayloadRequest, collection: AccountCollection, input: LoginInput) {
  const email = input.email.trim().toLowerCase()
  return withAccountLocked(
    req,
    { email, collection },
    async (id) => {
      try {
        return await loginOperation({
          collection: req.payload.collections[collection],
          data: { email, password: input.password },
          depth: input.depth,
          req,
        })
      } catch (error) {
        if (id === null && error instanceof AuthenticationError) await checkNobodysPassword(input.password)
        throw error
      }
    },
    passwordChecks,
  )
}

/** A staff login (`users`): the admin UI, Payload's REST and /api/v1/admin/auth/login. */
export const staffLogin = (req: PayloadRequest, input: LoginInput) => accountLogin(req, 'users', input)
