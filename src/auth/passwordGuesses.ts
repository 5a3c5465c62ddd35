/** One login attempt, counted before it was tried; a success takes the count back. */
export interface LoginAttempt {
  succeeded: () => Promise<void>
}

/** The lockout of logins (src/api/rateLimits.ts keeps it in PostgreSQL). */
export interface LoginLockout {
  /**
   * Counts an attempt for the account + IP and for the IP across accounts, or throws 429 (nothing tried, nothing
   * audited). Failures keep their count; call `succeeded()` after a successful login.
   */
  attempt: (email: string, ip: string | undefined) => Promise<LoginAttempt>
}

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
  (lockout: LoginLockout, account: { email: string }, ip: string | undefined): PasswordGuesses =>
  async (check) => {
    const attempt = await lockout.attempt(account.email, ip)
    const right = await check()
    if (right) await attempt.succeeded()
    return right
  }

/** The login lockouts of each running Payload, kept by src/api/rateLimits.ts, for checks made inside Payload's hooks. */
const lockouts = new WeakMap<object, Partial<Record<'login' | 'clientLogin', LoginLockout>>>()

export const rememberLoginLockouts = (payload: object, kinds: Partial<Record<'login' | 'clientLogin', LoginLockout>>) =>
  lockouts.set(payload, kinds)

/** The lockout a guess at an account's password counts on, when the server keeps one (not in a script's Payload). */
export const loginLockoutOf = (payload: object, kind: 'login' | 'clientLogin'): LoginLockout | undefined =>
  lockouts.get(payload)?.[kind]
