import express, { type NextFunction, type Request, type Response, type Router } from 'express'
import type { Payload } from 'payload'
import { createLocalReq } from 'payload'
import { defaultLocale } from '../config/locales.js'
import { CLIENT_IP_HEADER, type RequestMeta } from '../hooks/audit.js'
import { sendStoredFile } from './mediaFiles.js'
import { recordingReads } from '../db/readTags.js'
import { authenticate, guard } from './auth.js'
import { MethodNotAllowed, NotFound } from '../core/errors.js'
import { isSharedRead, PRIVATE, publicFileCacheControl, sendPublicAnswer } from './httpCache.js'
import { requestLocale } from '../i18n/localization.js'
import { isMultipart, readMultipart, UnsupportedMediaType, type MultipartBody } from './multipart.js'
import type { RateLimits } from './rateLimits.js'
import type { Reply, RequestContext, RouteSpec } from './route.js'
import { publicCacheOf } from '../cache/publicCache.js'
import { snake } from '../db/collectionSchema.js'

const clientIp = (req: Request): string | null =>
  (req.headers[CLIENT_IP_HEADER] as string | undefined) ?? req.ip ?? null

export const requestMeta = (req: Request): RequestMeta => ({
  ip: clientIp(req),
  userAgent: req.headers['user-agent'] ?? null,
})

const plainObject = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}

/**
 * The body of a request that passed its route's guard. A multipart body is read only by a route that takes files
 * (with that route's limits); a route that takes a body but no files answers it 415 without reading it, and any other
 * route ignores it. Bodies never read are discarded by Node after the answer, never parsed, buffered or stored.
 */
async function bodyOf(
  req: Request,
  res: Response,
  route: RouteSpec,
): Promise<{ body: Record<string, unknown>; multipart?: MultipartBody }> {
  if (!isMultipart(req)) return { body: plainObject(req.body) }
  if (route.upload) {
    const multipart = await readMultipart(req, res, route.upload)
    return { body: multipart.fields, multipart }
  }
  if (route.method === 'POST' || route.method === 'PUT') throw new UnsupportedMediaType()
  return { body: {} }
}

/** Laravel's `_method=PUT` (or PATCH) on a multipart POST, read from the body once the PUT route's guard passed. */
const overridesToPut = (body: Record<string, unknown>) =>
  typeof body._method === 'string' && ['PUT', 'PATCH'].includes(body._method.toUpperCase())

/**
 * Turns route declarations into an Express router: guard, throttle, body, locale, handler, envelope; 405 for known
 * paths. `limits` serves the routes that declare a `throttle`.
 */
export function buildRouter(payload: Payload, routes: RouteSpec[], limits?: Pick<RateLimits, 'perIp'>): Router {
  const throttled = routes.find((route) => route.throttle)
  if (throttled && !limits)
    throw new Error(`${throttled.method} ${throttled.path} declares a throttle: pass the rate limits`)
  const router = express.Router({ strict: false })
  const methodsByPath = new Map<string, string[]>()
  for (const route of routes) methodsByPath.set(route.path, [...(methodsByPath.get(route.path) ?? []), route.method])

  /** One route's handler; as a method override it serves a multipart POST that names the route's method in `_method`. */
  const handlerOf =
    (route: RouteSpec, methodOverride = false) =>
    async (req: Request, res: Response, next: NextFunction) => {
      let multipart: MultipartBody | undefined
      let reply: Reply
      let locale = defaultLocale
      // A request that carries a token is answered for its caller alone, even where the token turns out invalid.
      const sharedAnswer = isSharedRead(route) && req.headers.authorization === undefined
      let readFrom = new Set<string>()
      try {
        // No record's key holds a NUL byte (PostgreSQL text cannot).
        if (Object.values(req.params).some((value) => String(value).includes('\u0000'))) throw new NotFound()
        const token = await authenticate(payload, req)
        const caller = guard(token, route.audience)
        if (route.throttle) await limits!.perIp(route.throttle, req.ip)
        const read = await bodyOf(req, res, route)
        multipart = read.multipart
        if (methodOverride && !overridesToPut(read.body))
          throw new MethodNotAllowed(req.method, methodsByPath.get(route.path) ?? [])
        delete read.body._method
        if (route.localized) locale = requestLocale(req)
        const ctx: RequestContext = {
          req,
          res,
          payload,
          caller,
          params: req.params as Record<string, string>,
          query: req.query as Record<string, unknown>,
          body: read.body,
          files: multipart?.files ?? [],
          locale,
          requestId: String(res.getHeader('X-Request-Id') ?? ''),
          payloadReq: (context = {}) =>
            createLocalReq(
              // The contract's free-text messages are English: hooks' messages follow `messageLanguage` (src/i18n/messages.ts).
              {
                user: token ?? undefined,
                context: { requestMeta: requestMeta(req), messageLanguage: 'en', ...context },
              },
              payload,
            ),
        }
        if (sharedAnswer) {
          const recorded = await recordingReads(() => route.handler(ctx))
          reply = recorded.result
          readFrom = recorded.tags
        } else reply = await route.handler(ctx)
      } catch (error) {
        await multipart?.cleanup()
        return next(error)
      }
      // The request's temporary files are gone before it is answered, whatever the answer.
      await multipart?.cleanup()
      try {
        if (route.localized) res.setHeader('Content-Language', locale)
        for (const [name, value] of Object.entries(reply.headers ?? {})) res.setHeader(name, value)
        if (sharedAnswer && reply.status === 200 && reply.body !== undefined && !reply.file && !reply.redirect) {
          return await sendPublicAnswer(req, res, payload, reply.body, readFrom, reply.counter)
        }
        // A view by a signed-in reader counts too; an anonymous one is counted with its (kept) answer.
        if (reply.counter)
          publicCacheOf(payload).views.add(
            snake(reply.counter.collection),
            snake(reply.counter.field),
            reply.counter.id,
          )
        res.setHeader('Cache-Control', sharedAnswer && reply.file ? publicFileCacheControl(payload) : PRIVATE)
        if (reply.redirect) res.redirect(reply.status, reply.redirect)
        else if (reply.file) await sendStoredFile(req, res, reply.file)
        else if (reply.body === undefined) res.status(reply.status).end()
        else res.status(reply.status).json(reply.body)
      } catch (error) {
        next(error)
      }
    }

  for (const route of routes) {
    const handle = handlerOf(route)
    const verb = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'
    router[verb](route.path, handle)
    // PATCH is an alias of PUT everywhere.
    if (route.method === 'PUT') router.patch(route.path, handle)
    // A PUT that takes files also takes them as a multipart POST with `_method=PUT`, where no POST route is declared.
    if (route.method === 'PUT' && route.upload && !methodsByPath.get(route.path)?.includes('POST')) {
      const override = handlerOf(route, true)
      router.post(route.path, (req, res, next) => (isMultipart(req) ? override(req, res, next) : next()))
    }
  }

  for (const [path, methods] of methodsByPath) {
    router.all(path, (req, _res, next) => next(new MethodNotAllowed(req.method, methods)))
  }
  router.use((_req, _res, next) => next(new NotFound()))
  return router
}
