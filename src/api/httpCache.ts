import { createHash } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import type { Request, RequestHandler, Response } from 'express'
import type { Payload } from 'payload'
import { isLocale, type Locale } from '../config/locales.js'
import { snake } from '../db/collectionSchema.js'
import { publicCacheOf, type PublicCache } from '../cache/publicCache.js'
import type { CachedAnswer, GzippedAnswer } from '../cache/responseCache.js'
import { audienceFacts } from './auth.js'
import { requestLocale } from '../i18n/localization.js'
import type { RouteSpec, ViewCounter } from './route.js'

/** Answers for one caller only (a token was sent, a personal record, any write): no cache may keep them. */
export const PRIVATE = 'private, no-store'

/**
 * Routes whose answer is the same for every anonymous caller: HTTP caches and the process's cache may keep it. A
 * throttled route is not one of them (a kept answer would go around its limit), nor a personal one.
 */
export const isSharedRead = (route: Pick<RouteSpec, 'method' | 'audience' | 'personal' | 'throttle'>): boolean =>
  route.method === 'GET' && audienceFacts(route.audience).anonymous && !route.personal && !route.throttle

/** Where `answerFromCache` left what the route needs to keep its answer. */
interface Pending {
  key: string
  since: number
}

const PENDING = Symbol('public answer')
type WithPending = Response & { [PENDING]?: Pending }

/**
 * The cache key of an anonymous GET: the path, the query as decoded pairs in their order (the links repeat them), and
 * the language the answer is in. Not the Host it was asked on: links are built on PUBLIC_URL, and a key per Host would
 * let any client fill the cache with copies.
 */
export function answerKey(req: Request, locale: Locale): string {
  const query = req.originalUrl.indexOf('?')
  const pairs = query < 0 ? '' : new URLSearchParams(req.originalUrl.slice(query + 1)).toString()
  return `${req.baseUrl}${req.path}?${pairs}#${locale}`
}

/** A strong validator: the body's SHA-1, so equal bytes always get the same one, in every process. */
export const strongEtag = (body: Buffer): string => `"${createHash('sha1').update(body).digest('base64url')}"`

/**
 * `If-None-Match` names this validator (weak comparison, as RFC 9110 prescribes for it) or is `*`. A request's
 * `Cache-Control: no-cache` (fetch adds it to every conditional request) asks caches to revalidate, which this is.
 */
export function notModified(req: Request, etag: string): boolean {
  const header = req.headers['if-none-match']
  if (!header) return false
  if (header.trim() === '*') return true
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}

/**
 * `Cache-Control` of a public answer: `max-age` from PUBLIC_CACHE_MAX_AGE and `stale-while-revalidate`, both cut so
 * that no cache keeps the answer past the next scheduled publication that could change it. A counted answer (a post
 * a view is counted for) may be kept by the browser, but a shared cache must ask each time (`s-maxage=0`), so that
 * every visitor's view reaches a server, where a revalidation costs a 304.
 */
export function publicCacheControl(cache: PublicCache, changesAt: number, counted: boolean, now = Date.now()): string {
  const { maxAgeSeconds, staleWhileRevalidateSeconds } = cache.settings
  const untilChange = changesAt === Infinity ? Infinity : Math.max(0, Math.floor((changesAt - now) / 1000))
  const maxAge = Math.min(maxAgeSeconds, untilChange)
  if (counted) return `public, max-age=${maxAge}, s-maxage=0`
  const stale = Math.min(staleWhileRevalidateSeconds, untilChange - maxAge)
  return `public, max-age=${maxAge}${stale > 0 ? `, stale-while-revalidate=${stale}` : ''}`
}

/**
 * Kept bodies from this size on are gzipped too (a staff tree of 86 KB goes out as 9 KB); below it the gzip header
 * and the work cost more than they save.
 */
const GZIP_FROM_BYTES = 1024

/** Headers set for each request anew rather than kept with a cached answer. */
const PER_REQUEST =
  /^(x-request-id|x-ratelimit-.*|access-control-.*|vary|cache-control|etag|content-length|content-encoding|retry-after|date|connection|keep-alive)$/

/**
 * Sends an answer (kept or just built): 304 when the client holds these bytes already, else the bytes. A kept answer
 * (`key`) of GZIP_FROM_BYTES or more goes out gzipped to a caller that accepts gzip (Express's negotiation: no
 * Accept-Encoding, or gzip;q=0, means the bytes as they are), compressed at its first such delivery and kept so.
 */
function deliver(req: Request, res: Response, cache: PublicCache, answer: CachedAnswer, key?: string) {
  const compressible = answer.body.length >= GZIP_FROM_BYTES
  let representation: GzippedAnswer | undefined
  if (compressible && key !== undefined && req.acceptsEncodings('gzip', 'identity') === 'gzip') {
    representation = answer.gzip
    if (!representation) {
      representation = { body: gzipSync(answer.body), etag: `${answer.etag.slice(0, -1)}.gz"` }
      cache.answers.addGzip(key, answer, representation)
    }
  }
  const etag = representation?.etag ?? answer.etag
  res.setHeader('ETag', etag)
  res.setHeader(
    'Cache-Control',
    answer.changesAt === Infinity
      ? answer.cacheControl
      : publicCacheControl(cache, answer.changesAt, answer.counter !== undefined),
  )
  if (answer.varyLanguage) res.vary('Accept-Language')
  if (compressible) res.vary('Accept-Encoding')
  if (answer.counter) cache.views.add(answer.counter.table, answer.counter.column, answer.counter.id)
  if (notModified(req, etag)) {
    res.statusCode = 304
    res.end()
    return
  }
  for (const [name, value] of answer.headers) res.setHeader(name, value)
  res.statusCode = 200
  const body = representation?.body ?? answer.body
  if (representation) res.setHeader('Content-Encoding', 'gzip')
  res.setHeader('Content-Length', body.length)
  res.end(body)
}

/**
 * Answers an anonymous GET from the process's cache when it holds a fresh answer, before any other work (no body
 * parsing, no routing, no database); else notes the key and the cache generation the read starts at, for the route.
 * A request with an `Authorization` header is never served from or kept in the cache.
 */
export function answerFromCache(payload: Payload): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.authorization !== undefined) return next()
    const cache = publicCacheOf(payload)
    const key = answerKey(req, requestLocale(req))
    const answer = cache.live ? cache.answers.get(key) : undefined
    if (answer) return deliver(req, res, cache, answer, key)
    ;(res as WithPending)[PENDING] = { key, since: cache.answers.begin() }
    next()
  }
}

/**
 * Sends a public route's fresh answer to an anonymous caller with its validator and caching headers, and keeps it
 * for the next callers unless something it was read from changed while it was being read.
 */
export async function sendPublicAnswer(
  req: Request,
  res: Response,
  payload: Payload,
  body: unknown,
  tags: Set<string>,
  counter?: ViewCounter,
): Promise<void> {
  const cache = publicCacheOf(payload)
  const pending = (res as WithPending)[PENDING]
  const bytes = Buffer.from(JSON.stringify(body))
  res.setHeader('Content-Type', 'application/json; charset=utf-8')
  const now = Date.now()
  const changesAt = await cache.schedule.changesAt(tags, now)
  const headers = Object.entries(res.getHeaders()).flatMap(([name, value]): [string, string][] =>
    PER_REQUEST.test(name) || value === undefined
      ? []
      : [[name, Array.isArray(value) ? value.join(', ') : String(value)]],
  )
  const answer: CachedAnswer = {
    body: bytes,
    etag: strongEtag(bytes),
    headers,
    varyLanguage: !isLocale(req.query.lang),
    tags,
    changesAt,
    expiresAt: Math.min(changesAt, now + cache.settings.maxAgeSeconds * 1000),
    cacheControl: publicCacheControl(cache, Infinity, counter !== undefined),
    counter: counter && { table: snake(counter.collection), column: snake(counter.field), id: counter.id },
  }
  if (pending && cache.live) cache.answers.store(pending.key, answer, pending.since)
  deliver(req, res, cache, answer)
}

/** `Cache-Control` of a stored file an anonymous caller may fetch (a public record shows it). */
export const publicFileCacheControl = (payload: Payload): string =>
  publicCacheControl(publicCacheOf(payload), Infinity, false)
