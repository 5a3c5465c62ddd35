import type { NextFunction, Request, Response } from 'express'
import type { Payload } from 'payload'
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'
import { TooManyAttempts } from './errors.js'

/**
 * Limits kept in PostgreSQL (table `rate_limits`, created by a migration) so they hold across server processes.
 * Numbers come from the environment; 0 switches a limit off.
 */
export interface RateLimits {
  /** Failed logins per account + IP: `get` before trying, `fail` after a failure, `clear` after a success. */
  login: {
    check: (key: string) => Promise<void>
    fail: (key: string) => Promise<void>
    clear: (key: string) => Promise<void>
  }
  /** Any public endpoint, per IP. */
  publicPerIp: (req: Request, res: Response, next: NextFunction) => void
}

const env = (name: string, fallback: number) => {
  const value = Number(process.env[name])
  return Number.isFinite(value) && process.env[name] !== '' && process.env[name] !== undefined ? value : fallback
}

const retryAfter = (res: unknown) => (res instanceof RateLimiterRes ? res.msBeforeNext / 1000 : 60)

export function createRateLimits(payload: Payload): RateLimits {
  const pool = (payload.db as unknown as { pool: unknown }).pool
  const store = { storeClient: pool, storeType: 'pool', tableName: 'rate_limits', tableCreated: true }
  const loginAttempts = env('LOGIN_MAX_ATTEMPTS', 5)
  const loginWindow = env('LOGIN_LOCKOUT_SECONDS', 600)
  const login = new RateLimiterPostgres({ ...store, keyPrefix: 'login', points: loginAttempts, duration: loginWindow, blockDuration: loginWindow })
  const publicLimit = env('RATE_LIMIT_PUBLIC_PER_MINUTE', 120)
  const publicLimiter = publicLimit > 0 ? new RateLimiterPostgres({ ...store, keyPrefix: 'public', points: publicLimit, duration: 60 }) : null

  return {
    login: {
      check: async (key) => {
        if (loginAttempts <= 0) return
        const state = await login.get(key)
        if (state && state.consumedPoints >= loginAttempts) throw new TooManyAttempts(retryAfter(state))
      },
      fail: async (key) => {
        if (loginAttempts <= 0) return
        await login.consume(key).catch((rejection: unknown) => {
          if (!(rejection instanceof RateLimiterRes)) throw rejection
        })
      },
      clear: async (key) => {
        if (loginAttempts > 0) await login.delete(key)
      },
    },
    publicPerIp: (req, _res, next) => {
      if (!publicLimiter) return next()
      publicLimiter
        .consume(req.ip ?? 'unknown')
        .then(() => next())
        .catch((rejection: unknown) => next(rejection instanceof RateLimiterRes ? new TooManyAttempts(retryAfter(rejection)) : rejection))
    },
  }
}

export const loginKey = (email: unknown, ip: string | undefined) => `${String(email ?? '').trim().toLowerCase()}|${ip ?? 'unknown'}`
