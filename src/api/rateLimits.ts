import type { NextFunction, Request, Response } from 'express'
import type { Payload } from 'payload'
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'
import { poolOf } from '../db/pool.js'
import { TooManyAttempts } from '../core/errors.js'
import { startRateLimitSweep, storedKey } from '../jobs/rateLimitRows.js'
import { PublicLimit } from './publicLimit.js'
import type { LoginLockout } from '../auth/passwordGuesses.js'

/** Limits per IP and hour that routes declare by name (`throttle`), consumed before the request's body is read. */
export const perIpLimits = ['register', 'appealSubmission', 'appealLookup'] as const
export type PerIpLimit = (typeof perIpLimits)[number]

/**
 * Limits kept in PostgreSQL (table `rate_limits`, created by a migration) so they hold across server processes.
 * Every limit is consumed before the work it guards (one atomic upsert), so parallel requests cannot all read a count
 * below the limit and all go through. Numbers come from the environment; 0 switches a limit off.
 */
export interface RateLimits {
  /** Staff logins (src/auth/passwordGuesses.ts says what an attempt counts). */
  login: LoginLockout
  /** The same lockout for citizens' logins, counted apart (an email may name a staff and a citizen account). */
  clientLogin: LoginLockout
  /**
   * A route's hourly limit per IP (contract 1.9): citizens' registrations, appeal submissions, appeal status lookups
   * (so tracking codes cannot be guessed by brute force). Every request counts, whatever its answer.
   */
  perIp: (limit: PerIpLimit, ip: string | undefined) => Promise<void>
  /** Password reset requests, per IP and per address (unknown addresses count the same). */
  forgotPassword: (email: string, ip: string | undefined) => Promise<void>
  /** Token refreshes, per IP. */
  refresh: (ip: string | undefined) => Promise<void>
  /** Any public request, per IP. */
  publicRequest: (ip: string | undefined) => Promise<void>
  /** A visitor's messages to the assistant, per session (contract 1.9: 20 a minute). */
  assistantMessage: (session: string) => Promise<void>
  /** `publicRequest` as Express middleware, which also tells the client its allowance (`X-RateLimit-Limit`, `-Remaining`). */
  publicPerIp: (req: Request, res: Response, next: NextFunction) => void
}

/** What each limit allows, as configured. */
export interface RateLimitSettings {
  loginAttempts: number
  loginLockoutSeconds: number
  loginFailuresPerIp: number
  loginIpWindowSeconds: number
  forgotPasswordPerIpPerHour: number
  forgotPasswordPerEmailPerHour: number
  refreshPerMinute: number
  publicPerMinute: number
  /** How often each process shares its public counts (`RATE_LIMIT_SYNC_MS`). */
  publicSyncMs: number
  /** Addresses and subnets the public limit never applies to (`RATE_LIMIT_EXEMPT`). */
  publicExempt: string[]
  registerPerIpPerHour: number
  appealSubmissionsPerIpPerHour: number
  appealLookupsPerIpPerHour: number
  assistantMessagesPerMinute: number
}

const env = (name: string, fallback: number) => {
  const raw = process.env[name]
  const value = Number(raw)
  return raw !== undefined && raw !== '' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : fallback
}

export const rateLimitSettings = (): RateLimitSettings => ({
  loginAttempts: env('LOGIN_MAX_ATTEMPTS', 5),
  loginLockoutSeconds: env('LOGIN_LOCKOUT_SECONDS', 600),
  loginFailuresPerIp: env('LOGIN_MAX_FAILURES_PER_IP', 20),
  loginIpWindowSeconds: env('LOGIN_IP_WINDOW_SECONDS', 600),
  forgotPasswordPerIpPerHour: env('RATE_LIMIT_FORGOT_PASSWORD_PER_HOUR', 5),
  forgotPasswordPerEmailPerHour: env('RATE_LIMIT_FORGOT_PASSWORD_PER_EMAIL_PER_HOUR', 3),
  refreshPerMinute: env('RATE_LIMIT_REFRESH_PER_MINUTE', 10),
  publicPerMinute: env('RATE_LIMIT_PUBLIC_PER_MINUTE', 120),
  publicSyncMs: Math.max(50, env('RATE_LIMIT_SYNC_MS', 1_000)),
  publicExempt: (process.env.RATE_LIMIT_EXEMPT ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean),
  registerPerIpPerHour: env('RATE_LIMIT_REGISTER_PER_HOUR', 5),
  appealSubmissionsPerIpPerHour: env('RATE_LIMIT_APPEALS_PER_HOUR', 5),
  appealLookupsPerIpPerHour: env('RATE_LIMIT_APPEAL_LOOKUPS_PER_HOUR', 30),
  assistantMessagesPerMinute: env('RATE_LIMIT_ASSISTANT_MESSAGES_PER_MINUTE', 20),
})

const retryAfter = (res: unknown) => (res instanceof RateLimiterRes ? res.msBeforeNext / 1000 : 60)

/** A rejection of the limiter is a 429; anything else (the database away) is the caller's error to report. */
const tooMany = (rejection: unknown): never => {
  if (rejection instanceof RateLimiterRes) throw new TooManyAttempts(retryAfter(rejection))
  throw rejection
}

export function createRateLimits(payload: Payload): RateLimits {
  const pool = poolOf(payload)
  // Expired rows are swept by one job across processes (src/jobs/rateLimitRows.ts), not by every limiter of every one.
  const store = {
    storeClient: pool,
    storeType: 'pool',
    tableName: 'rate_limits',
    tableCreated: true,
    clearExpiredByTimeout: false,
  }
  const settings = rateLimitSettings()
  if (pool) startRateLimitSweep(pool)
  const limiter = (keyPrefix: string, points: number, duration: number, blockDuration = 0) =>
    points > 0 ? hashingKeys(new RateLimiterPostgres({ ...store, keyPrefix, points, duration, blockDuration })) : null

  const loginPerIp = limiter(
    'login-ip',
    settings.loginFailuresPerIp,
    settings.loginIpWindowSeconds,
    settings.loginIpWindowSeconds,
  )
  const forgotPerIp = limiter('forgot-ip', settings.forgotPasswordPerIpPerHour, 3600)
  const forgotPerEmail = limiter('forgot-email', settings.forgotPasswordPerEmailPerHour, 3600)
  const refresh = limiter('refresh', settings.refreshPerMinute, 60)
  const publicLimit = new PublicLimit(poolOf(payload), {
    points: settings.publicPerMinute,
    windowMs: 60_000,
    syncMs: settings.publicSyncMs,
    exempt: settings.publicExempt,
  })
  const assistantLimiter = limiter('assistant-session', settings.assistantMessagesPerMinute, 60)
  const hourly: Record<PerIpLimit, ReturnType<typeof limiter>> = {
    register: limiter('register-ip', settings.registerPerIpPerHour, 3600),
    appealSubmission: limiter('appeal-ip', settings.appealSubmissionsPerIpPerHour, 3600),
    appealLookup: limiter('appeal-lookup-ip', settings.appealLookupsPerIpPerHour, 3600),
  }

  const publicRequest = async (ip: string | undefined) => {
    const allowance = publicLimit.take(ip)
    if (allowance?.retryAfterSeconds) throw new TooManyAttempts(allowance.retryAfterSeconds)
  }

  /** Failed logins per account + IP (prefix per kind of account) and per IP across accounts of both kinds. */
  const lockout = (prefix: string): RateLimits['login'] => {
    const login = limiter(prefix, settings.loginAttempts, settings.loginLockoutSeconds, settings.loginLockoutSeconds)
    return {
      attempt: async (email, ip) => {
        const account = loginKey(email, ip)
        await loginPerIp?.consume(ipKey(ip)).catch(tooMany)
        try {
          await login?.consume(account)
        } catch (rejection) {
          // A locked account is not another guess from this address.
          await loginPerIp?.reward(ipKey(ip), 1)
          tooMany(rejection)
        }
        return {
          succeeded: async () => {
            await Promise.all([login?.delete(account), loginPerIp?.reward(ipKey(ip), 1)])
          },
        }
      },
    }
  }

  return {
    login: lockout('login'),
    clientLogin: lockout('client-login'),
    perIp: async (name, ip) => {
      await hourly[name]?.consume(ipKey(ip)).catch(tooMany)
    },
    forgotPassword: async (email, ip) => {
      await forgotPerIp?.consume(ipKey(ip)).catch(tooMany)
      await forgotPerEmail?.consume(normalisedEmail(email)).catch(tooMany)
    },
    refresh: async (ip) => {
      await refresh?.consume(ipKey(ip)).catch(tooMany)
    },
    publicRequest,
    assistantMessage: async (session) => {
      await assistantLimiter?.consume(session).catch(tooMany)
    },
    publicPerIp: (req, res, next) => {
      const allowance = publicLimit.take(req.ip)
      if (!allowance) return next()
      res.setHeader('X-RateLimit-Limit', String(allowance.limit))
      res.setHeader('X-RateLimit-Remaining', String(allowance.remaining))
      next(allowance.retryAfterSeconds ? new TooManyAttempts(allowance.retryAfterSeconds) : undefined)
    },
  }
}

/** A limiter that stores its keys hashed (storedKey): callers name the key, the table never holds it in clear. */
function hashingKeys(limiter: RateLimiterPostgres) {
  return {
    consume: (key: string) => limiter.consume(storedKey(key)),
    reward: (key: string, points: number) => limiter.reward(storedKey(key), points),
    delete: (key: string) => limiter.delete(storedKey(key)),
  }
}

const ipKey = (ip: string | undefined) => ip || 'unknown'
const normalisedEmail = (email: unknown) =>
  String(email ?? '')
    .trim()
    .toLowerCase()
    .slice(0, 200)

export const loginKey = (email: unknown, ip: string | undefined) => `${normalisedEmail(email)}|${ipKey(ip)}`
