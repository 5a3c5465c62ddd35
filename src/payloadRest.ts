import { Readable } from 'node:stream'
import express, { type Request, type Response, type Router } from 'express'
import type { Payload } from 'payload'
import { createLocalReq, handleEndpoints } from 'payload'
import { headersOf, staffAccountOf } from './auth/callers.js'
import { sendError } from './api/errorHandler.js'
import { BadRequest, HttpError, NotFound, ServiceUnavailable, Unauthenticated } from './core/errors.js'
import type { RateLimits } from './api/rateLimits.js'
import { requestMeta } from './api/router.js'
import { databaseLooksDown } from './db/faults.js'
import { recordFailedLogin } from './hooks/audit.js'
import { checkedBody, emailOf, readBody } from './payloadRest/bodies.js'
import { collectionOf, idIsNumeric, isValidId } from './payloadRest/fields.js'
import { LOCKS, PREFERENCES, guardInternalWrite } from './payloadRest/internalRecords.js'
import { checkQuery } from './payloadRest/query.js'
import { hideUnreadableRelations } from './payloadRest/relations.js'
import { versionTag } from './concurrency/versionTag.js'

/** Staff auth routes anonymous callers may post to, as multipart forms too (the admin UI's way). */
const ANONYMOUS_POSTS = new Set([
  '/login',
  '/forgot-password',
  '/reset-password',
  '/first-register',
  '/logout',
  '/refresh-token',
])

interface RestRoute {
  kind: 'collection' | 'global' | 'other'
  slug: string
  /** Decoded path segments below the collection or global. */
  rest: string[]
  /** The endpoint reads or writes versions (`/versions`, `/versions/:id`). */
  versions: boolean
  /** The endpoint writes a record from the body: create, update, bulk update, a global's save. */
  writesRecord: boolean
}

/** Matches `/:id`, `/versions/:id`, `/access/:id?` against segments, as Payload's path-to-regexp would. */
function matchEndpoint(pattern: string, segments: string[]): Record<string, string> | null {
  const params: Record<string, string> = {}
  let index = 0
  for (const part of pattern.split('/').filter(Boolean)) {
    const segment = segments[index]
    if (part.startsWith(':')) {
      const optional = part.endsWith('?')
      if (segment === undefined) {
        if (optional) continue
        return null
      }
      params[part.slice(1).replace(/\?$/, '')] = segment
    } else if (segment !== part) return null
    index++
  }
  return index === segments.length ? params : null
}

/**
 * Which collection or global a request is for, and which of its endpoints answers it. An id in the path that no
 * record can have (`/api/programs/abc`, `/api/users/access`, an id past int4) is a 404 before Payload asks the
 * database about it.
 */
function classify(payload: Payload, url: URL, method: string): RestRoute {
  const below = url.pathname.slice(payload.config.routes.api.length)
  let segments: string[]
  try {
    segments = below
      .split('/')
      .slice(1)
      .map((segment) => decodeURIComponent(segment))
  } catch {
    throw new NotFound()
  }
  // No record's key holds a NUL byte (PostgreSQL text cannot).
  if (segments.some((segment) => segment.includes('\u0000'))) throw new NotFound()
  if (segments.length > 1 && segments[segments.length - 1] === '') segments.pop()
  const global = segments[0] === 'globals'
  const slug = (global ? segments[1] : segments[0]) ?? ''
  const rest = segments.slice(global ? 2 : 1)
  const config = global
    ? payload.globals.config.find((candidate) => candidate.slug === slug)
    : collectionOf(payload, slug)?.config
  if (!config) return { kind: 'other', slug, rest, versions: false, writesRecord: false }
  // Payload's bookkeeping collections without routes (payload-migrations) would answer 501.
  if (config.endpoints === false) throw new NotFound()
  const numeric = global ? payload.db.defaultIDType === 'number' : idIsNumeric(payload, slug)
  for (const endpoint of config.endpoints || []) {
    if (endpoint.method !== method.toLowerCase()) continue
    const params = matchEndpoint(endpoint.path, rest)
    if (!params) continue
    if (numeric && params.id !== undefined && !isValidId(params.id)) throw new NotFound()
    const versions = endpoint.path.startsWith('/versions')
    // Payload routes versions for every collection and global; without versions there is no table to ask.
    if (versions && !config.versions) throw new NotFound()
    const writesRecord = global
      ? endpoint.path === '/' && endpoint.method === 'post'
      : (endpoint.path === '/' && endpoint.method === 'post') ||
        ((endpoint.path === '/' || endpoint.path === '/:id') && endpoint.method === 'patch')
    return { kind: global ? 'global' : 'collection', slug, rest, versions, writesRecord }
  }
  return { kind: global ? 'global' : 'collection', slug, rest, versions: false, writesRecord: false }
}

const METHOD_OVERRIDE = ['x-payload-http-method-override', 'x-http-method-override']

function toWebRequest(req: Request, method: string, url: URL, body?: Buffer): globalThis.Request {
  const headers = headersOf(req)
  for (const name of METHOD_OVERRIDE) headers.delete(name)
  // A body read here is passed on as the bytes it decoded to.
  if (body) for (const name of ['content-length', 'content-encoding', 'transfer-encoding']) headers.delete(name)
  const hasBody = method !== 'GET' && method !== 'HEAD'
  // @types/node's Buffer<ArrayBufferLike> is not a BodyInit to the DOM types, though Node's Request takes one.
  return new globalThis.Request(url, {
    method,
    headers,
    body: hasBody ? (body ?? Readable.toWeb(req)) : undefined,
    ...(hasBody && !body ? { duplex: 'half' } : {}),
  } as RequestInit)
}

const PRIVATE = 'private, no-store'

/**
 * An answer for someone who sent credentials (a token, the admin UI's cookie) may hold drafts, e-mails or a new token:
 * no cache, shared or the browser's own, may keep it. Payload sets no Cache-Control of its own on such answers.
 */
const sentCredentials = (payload: Payload, req: Request) =>
  Boolean(req.headers.authorization) || Boolean(req.headers.cookie?.includes(`${payload.config.cookiePrefix}-token=`))

async function sendWebResponse(res: Response, response: globalThis.Response, json?: unknown) {
  // Payload's 500s while the database is away are an outage, not a fault: 503 with a hint when to come back.
  if (response.status >= 500 && databaseLooksDown()) return sendError(res, new ServiceUnavailable())
  res.status(response.status)
  const keepPrivate = res.getHeader('cache-control') === PRIVATE
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie' || name === 'content-encoding' || name === 'content-length') return
    if (name === 'cache-control' && keepPrivate) return
    res.setHeader(name, value)
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length) {
    res.setHeader('set-cookie', cookies)
    res.setHeader('cache-control', PRIVATE)
  }
  if (json !== undefined) res.end(JSON.stringify(json))
  else res.end(Buffer.from(await response.arrayBuffer()))
}

const isJson = (response: globalThis.Response) => (response.headers.get('content-type') ?? '').includes('json')

/**
 * Payload's own REST API under /api, through its framework-agnostic handleEndpoints, with the rules /api/v1 keeps:
 * - a method override (`X-Payload-HTTP-Method-Override: GET`, how the admin UI's relation pickers query) becomes the
 *   GET it stands for, its form body the query, so it gets every check a GET gets;
 * - ids in the path and the query (`where`, `sort`, `page`, `limit`) are checked and capped (src/payloadRest/query.ts);
 * - anonymous callers share the public per-IP limit, send no multipart bodies and only small ones, and see no
 *   relation to a record they may not read (src/payloadRest/relations.ts);
 * - logins share the lockout and the failed-login audit of /api/v1; reset requests and refreshes are limited too;
 * - locks and preferences are only for what the caller may edit (src/payloadRest/internalRecords.ts).
 */
export function payloadRestRouter(payload: Payload, limits: RateLimits, origin: () => string): Router {
  const router = express.Router()

  router.use(async (req, res, next) => {
    try {
      if (sentCredentials(payload, req)) res.setHeader('cache-control', PRIVATE)
      let method = req.method
      const url = new URL(req.originalUrl, origin())
      let body: Buffer | undefined
      const override = METHOD_OVERRIDE.some((name) => req.headers[name] === 'GET')
      if (method === 'POST' && override) {
        if (!req.is('application/x-www-form-urlencoded'))
          throw new BadRequest('A method override carries its query form-encoded.')
        const query = new URLSearchParams((await readBody(req, res)).toString('utf8'))
        for (const [key, value] of query) url.searchParams.append(key, value)
        method = 'GET'
      }

      let route: RestRoute | undefined
      let notFound: unknown
      try {
        route = classify(payload, url, method)
      } catch (error) {
        notFound = error
      }
      const caller = await staffAccountOf(payload, req)
      const authPost =
        route?.kind === 'collection' && route.slug === 'users' && method === 'POST' && route.rest.length === 1
          ? `/${route.rest[0]}`
          : ''

      if (authPost === '/refresh-token') await limits.refresh(req.ip)
      else if (!caller && authPost !== '/login' && authPost !== '/forgot-password') await limits.publicRequest(req.ip)
      // A path that names nothing still counts against the caller's limit, as on /api/v1.
      if (!route) throw notFound

      const hasBody = method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS'
      // Refused before a byte is read: uploads are for staff, and Payload would buffer the whole body first.
      if (!caller && hasBody && req.is('multipart/*') && !ANONYMOUS_POSTS.has(authPost)) throw new Unauthenticated()
      if (hasBody) body ??= await checkedBody(req, res, { staff: caller !== null, writesRecord: route.writesRecord })
      // Auth forms are read here whatever their type: the email decides the limits, and Payload reads them after.
      if (hasBody && ANONYMOUS_POSTS.has(authPost)) body ??= await readBody(req, res)

      // A login's answer carries the new token.
      if (authPost === '/login') {
        res.setHeader('cache-control', PRIVATE)
        return await login(req, res, url, body)
      }
      if (authPost === '/forgot-password')
        await limits.forgotPassword(await emailOf(toWebRequest(req, method, url, body)), req.ip)

      if (route.kind !== 'other')
        checkQuery(url, { payload, slug: route.slug, kind: route.kind, versions: route.versions, anonymous: !caller })
      // A restore with `draft=true` on a collection without drafts answered 200 with the version yet wrote it only as a
      // version, leaving the record as it was: there is no draft to restore into, so the restore is a plain one.
      if (route.versions && method === 'POST' && route.kind === 'collection') {
        const drafts = collectionOf(payload, route.slug)?.config.versions
        if (!(typeof drafts === 'object' && drafts.drafts)) url.searchParams.delete('draft')
      }

      if (
        caller &&
        route.kind === 'collection' &&
        (route.slug === LOCKS || route.slug === PREFERENCES) &&
        method !== 'GET'
      ) {
        body ??= await readBody(req, res)
        await guardInternalWrite(payload, caller, route.slug, method, route.rest, body, req.headers['content-type'])
      }

      const response = await handleEndpoints({ config: payload.config, request: toWebRequest(req, method, url, body) })
      // Payload answers a file missing from the disk with a 500 on purpose ("to cut down log noise"): no such file.
      if (
        method === 'GET' &&
        route.kind === 'collection' &&
        route.rest[0] === 'file' &&
        response.status === 500 &&
        !databaseLooksDown()
      )
        throw new NotFound()
      if (
        !caller &&
        method === 'GET' &&
        route.kind !== 'other' &&
        !route.versions &&
        response.status === 200 &&
        isJson(response)
      ) {
        const json = (await response.json()) as unknown
        const config =
          route.kind === 'global'
            ? payload.globals.config.find((global) => global.slug === route.slug)
            : collectionOf(payload, route.slug)?.config
        if (config) await hideUnreadableRelations(payload, config.flattenedFields, json)
        return await sendWebResponse(res, response, json)
      }
      // A record read by id names its version: a later PATCH or DELETE may send it back as If-Match (src/concurrency/).
      if (
        method === 'GET' &&
        route.kind === 'collection' &&
        route.rest.length === 1 &&
        !route.versions &&
        response.status === 200 &&
        isJson(response)
      ) {
        const json = (await response.json()) as { id?: number | string; updatedAt?: string }
        const tag = json.id === undefined ? null : versionTag(json.id, json.updatedAt)
        if (tag) res.setHeader('ETag', tag)
        return await sendWebResponse(res, response, json)
      }
      await sendWebResponse(res, response)
    } catch (error) {
      if (error instanceof HttpError) return sendError(res, error)
      next(error)
    }
  })

  /** A login through Payload's route: counted before it is tried, its failure audited like one on /api/v1. */
  async function login(req: Request, res: Response, url: URL, raw: Buffer | undefined) {
    const email = await emailOf(toWebRequest(req, 'POST', url, raw))
    const attempt = await limits.login.attempt(email, req.ip)
    const response = await handleEndpoints({ config: payload.config, request: toWebRequest(req, 'POST', url, raw) })
    if (response.ok) await attempt.succeeded()
    else if (response.status < 500)
      await recordFailedLogin(await createLocalReq({ context: { requestMeta: requestMeta(req) } }, payload), email)
    await sendWebResponse(res, response)
  }

  return router
}
