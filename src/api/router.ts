import express, { type NextFunction, type Request, type Response, type Router } from 'express'
import type { Payload } from 'payload'
import { createLocalReq } from 'payload'
import { defaultLocale } from '../config/locales.js'
import { CLIENT_IP_HEADER, type RequestMeta } from '../hooks/audit.js'
import { authenticate, guard } from './auth.js'
import { MethodNotAllowed, NotFound } from './errors.js'
import { resolveLocale } from './localization.js'
import type { RequestContext, RouteSpec } from './route.js'

const clientIp = (req: Request): string | null => (req.headers[CLIENT_IP_HEADER] as string | undefined) ?? req.ip ?? null

export const requestMeta = (req: Request): RequestMeta => ({ ip: clientIp(req), userAgent: req.headers['user-agent'] ?? null })

/** Turns route declarations into an Express router: guard, locale, handler, envelope; 405 for known paths. */
export function buildRouter(payload: Payload, routes: RouteSpec[]): Router {
  const router = express.Router({ strict: false })
  const methodsByPath = new Map<string, string[]>()

  for (const route of routes) {
    const methods = methodsByPath.get(route.path) ?? []
    methods.push(route.method)
    methodsByPath.set(route.path, methods)
    const handle = async (req: Request, res: Response, next: NextFunction) => {
      try {
        // No record's key holds a NUL byte (PostgreSQL text cannot).
        if (Object.values(req.params).some((value) => String(value).includes('\u0000'))) throw new NotFound()
        const token = await authenticate(payload, req)
        const user = guard(token, route.audience)
        const locale = route.localized ? resolveLocale(req.query as Record<string, unknown>, req.headers) : defaultLocale
        const ctx: RequestContext = {
          req,
          res,
          payload,
          user,
          params: req.params as Record<string, string>,
          query: req.query as Record<string, unknown>,
          body: req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body : {},
          locale,
          requestId: String(res.getHeader('X-Request-Id') ?? ''),
          payloadReq: (context = {}) =>
            createLocalReq(
              { user: (token ?? undefined) as never, context: { requestMeta: requestMeta(req), ...context } },
              payload,
            ),
        }
        const reply = await route.handler(ctx)
        if (route.localized) res.setHeader('Content-Language', locale)
        for (const [name, value] of Object.entries(reply.headers ?? {})) res.setHeader(name, value)
        if (reply.redirect) res.redirect(reply.status, reply.redirect)
        else if (reply.file) {
          if (reply.file.type) res.type(reply.file.type)
          res.status(reply.status).download(reply.file.path, reply.file.name, { dotfiles: 'deny' }, (error) => error && next(error))
        } else if (reply.body === undefined) res.status(reply.status).end()
        else res.status(reply.status).json(reply.body)
      } catch (error) {
        next(error)
      }
    }
    const verb = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'
    router[verb](route.path, handle)
    // PATCH is an alias of PUT everywhere.
    if (route.method === 'PUT') router.patch(route.path, handle)
  }

  for (const [path, methods] of methodsByPath) {
    router.all(path, (req, _res, next) => next(new MethodNotAllowed(req.method, methods)))
  }
  router.use((_req, _res, next) => next(new NotFound()))
  return router
}
