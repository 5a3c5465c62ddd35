import cors from 'cors'
import type { RequestHandler } from 'express'

/** `CORS_ORIGINS`: a comma list of origins, or `*` (the default, as the old system answered). */
export const corsOrigins = (): '*' | string[] => {
  const raw = (process.env.CORS_ORIGINS ?? '*').trim()
  if (raw === '' || raw === '*') return '*'
  return raw
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean)
}

/** What a browser on another origin may send: the headers /api/v1 reads. */
const REQUEST_HEADERS = [
  'Authorization',
  'Content-Type',
  'Accept',
  'Accept-Language',
  'X-Request-Id',
  'Idempotency-Key',
]
/** What a script on another origin may read of an answer besides the CORS-safelisted ones. */
const EXPOSED_HEADERS = [
  'X-Request-Id',
  'Content-Language',
  'ETag',
  'Retry-After',
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'Idempotent-Replayed',
]
/** Browsers keep a preflight's answer this long (Chromium caps it at 2 hours). */
const PREFLIGHT_MAX_AGE_SECONDS = 7200

/**
 * CORS for the surfaces the public website and the apps call from their own origins: /api/v1 (`methods`: all it
 * serves) and /media (GET and HEAD). Tokens travel as bearer headers, so there is no credentials mode: a cookie is
 * never sent along, and Payload's cookie-authenticated API and the admin UI stay same-origin (payload.config.ts `cors`
 * and `csrf`). A listed origin is echoed (with `Vary: Origin`); any other gets no `Access-Control-Allow-Origin`.
 * A preflight answers 204 before any other middleware: it is not counted by the rate limit and needs no route.
 */
export function crossOrigin(methods: string[]): RequestHandler {
  const origins = corsOrigins()
  return cors({
    origin: origins === '*' ? '*' : origins,
    methods,
    allowedHeaders: REQUEST_HEADERS,
    exposedHeaders: EXPOSED_HEADERS,
    credentials: false,
    maxAge: PREFLIGHT_MAX_AGE_SECONDS,
    optionsSuccessStatus: 204,
  })
}
