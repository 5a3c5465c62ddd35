import type { RateLimits } from '../api/rateLimits.js'

/** Runs one check of a typed password against the account's and tells whether it was right. */
export type PasswordGuesses = (check: () => Promise<boolean>) => Promise<boolean>

/**
 * A password typed to prove who one is — `current_password` of a password change, `password` of DELETE /user — is a
 * guess like a login's: a stolen token must not be a way to try passwords without limit. Each check counts on the same
 * lockout as the account's logins (contract 1.9: per account and address, and per address), before the password is
 * hashed, so parallel guesses cannot all slip under it; a locked account and address get the login's 429. A right
 * password takes the count back, as a successful login does. Given to the validator (`guesses`), which calls it only
 * when it compares a password.
 */
export const countedAsLoginGuesses =
  (lockout: RateLimits['login'], account: { email: string }, ip: string | undefined): PasswordGuesses =>
  async (check) => {
    const attempt = await lockout.attempt(account.email, ip)
    const right = await check()
    if (right) await attempt.succeeded()
    return right
  }
