import { randomUUID } from 'node:crypto'
import express, { type Express, type RequestHandler } from 'express'
import helmet from 'helmet'
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { allRoutes } from '../endpoints/index.js'
import { publicUrl } from './config/settings.js'
import { errorHandler } from './api/errorHandler.js'
import { MethodNotAllowed } from './core/errors.js'
import { openApiRouter } from './api/openapi.js'
import { createRateLimits } from './api/rateLimits.js'
import { buildRouter } from './api/router.js'
import { crossOrigin } from './api/cors.js'
import { answerFromCache } from './api/httpCache.js'
import { mediaFiles } from './api/mediaFiles.js'
import { CLIENT_IP_HEADER } from './hooks/audit.js'
import { interfaceLanguage } from './admin/interfaceLanguage.js'
import { adminContentSecurityPolicy } from './admin/contentSecurityPolicy.js'
import { contentLanguageOfPage } from './admin/contentLanguage/pageContentLanguage.js'
import { apiViewForAdmins } from './admin/technicalView.js'
import { withinMs } from './db/faults.js'
import { embeddedDatabaseDown } from './db/embeddedSupervisor.js'
import { storableTextOnly } from './api/storableText.js'
import { logger } from './logger.js'
import { migrations } from './migrations/index.js'
import { payloadRestRouter } from './payloadRest.js'
import { SERVED_METHODS } from './httpServer.js'
import { rememberLoginLockouts } from './auth/passwordGuesses.js'

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/

export interface AppOptions {
  /** The Next.js request handler of the admin UI; absent in API-only tests. */
  admin?: RequestHandler
  /** Flipped on shutdown so /readyz turns 503 while in-flight requests finish. */
  isShuttingDown?: () => boolean
}

/** The one Express app: /api/v1, Payload's REST API, the admin UI, health. */
export function createApp(payload: Payload, options: AppOptions = {}): Express {
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', process.env.TRUST_PROXY ?? 'loopback')
  app.set('query parser', 'simple')

  app.use((req, res, next) => {
    const incoming = req.headers['x-request-id']
    const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID()
    res.setHeader('X-Request-Id', id)
    // The client's address as this server sees it, for the audit trail; never trusted from outside.
    req.headers[CLIENT_IP_HEADER] = req.ip ?? ''
    const started = process.hrtime.bigint()
    // The whole path as the client sent it (a mounted router sees only its part), never the query; the logger cuts
    // the secrets some paths carry (a visitor's session token, a tracking code).
    const path = req.originalUrl.split('?')[0]
    res.on('finish', () => {
      if (process.env.ACCESS_LOG === '0') return
      logger.info({
        msg: 'request',
        requestId: id,
        method: req.method,
        path,
        status: res.statusCode,
        ms: Number(process.hrtime.bigint() - started) / 1e6,
      })
    })
    next()
  })

  // TRACE, WebDAV's and other methods no route takes are refused before any router parses them (Payload's REST could
  // not even build a request from a TRACE: a 500).
  app.use((req, _res, next) =>
    SERVED_METHODS.includes(req.method) ? next() : next(new MethodNotAllowed(req.method, SERVED_METHODS)),
  )

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' })
  })
  app.get('/readyz', async (_req, res) => {
    try {
      if (options.isShuttingDown?.()) throw new Error('shutting down')
      // The embedded cluster died and is not back yet: red at once, even while its old backends linger a moment.
      if (embeddedDatabaseDown()) return res.status(503).json({ status: 'database restarting' })
      // Red within two seconds whatever the database does: a probe that hangs is as bad as one that lies.
      const result = await withinMs(
        2_000,
        payload.db.drizzle.execute(sql`select name from payload_migrations where batch > 0`),
      )
      const applied = new Set((result.rows as { name: string }[]).map((row) => row.name))
      const pending = migrations.filter((migration) => !applied.has(migration.name))
      if (pending.length > 0)
        return res.status(503).json({ status: 'migrations pending', pending: pending.map((m) => m.name) })
      res.json({ status: 'ready' })
    } catch {
      res.status(503).json({ status: 'unavailable' })
    }
  })

  const limits = createRateLimits(payload)
  rememberLoginLockouts(payload, limits)
  const routes = allRoutes(limits)
  const api = express.Router()
  // The website and the apps call from their own origins; a preflight is answered here, before anything is counted.
  api.use(crossOrigin(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']))
  api.use((req, res, next) => (isPublicPath(req.path) ? limits.publicPerIp(req, res, next) : next()))
  // A kept public answer goes out before the body parsers, the router and the database (src/api/httpCache.ts).
  const cached = answerFromCache(payload)
  api.use((req, res, next) => (isPublicPath(req.path) ? cached(req, res, next) : next()))
  // Read from other origins by design: no Cross-Origin-Resource-Policy of same-origin.
  api.use(helmet({ contentSecurityPolicy: false, crossOriginResourcePolicy: { policy: 'cross-origin' } }))
  api.use(express.json({ limit: '1mb', type: ['application/json', 'application/*+json'], reviver: storableTextOnly }))
  api.use(openApiRouter(() => routes, publicUrl))
  api.use(buildRouter(payload, routes, limits))
  app.use('/api/v1', api)

  // Before Payload's REST API and the admin UI read the editor's content language: a page's URL decides it.
  app.use(contentLanguageOfPage(payload))
  app.use(apiViewForAdmins(payload))
  app.use(
    '/api',
    helmet({ contentSecurityPolicy: false }),
    interfaceLanguage,
    payloadRestRouter(payload, limits, publicUrl),
  )
  // Uploaded files and their image sizes, each only while its caller may read its record; never executed, never listed.
  app.use('/media', crossOrigin(['GET', 'HEAD']), mediaFiles(payload))

  if (options.admin) {
    const admin = options.admin
    app.get('/', (_req, res) => res.redirect(302, '/admin'))
    app.use(
      helmet({
        contentSecurityPolicy: { useDefaults: false, directives: adminContentSecurityPolicy() },
        crossOriginEmbedderPolicy: false,
      }),
    )
    app.use((req, res, next) =>
      /^\/(admin|_next|__nextjs)/.test(req.path) || /^\/favicon\.(ico|svg)$/.test(req.path)
        ? interfaceLanguage(req, res, () => admin(req, res, next))
        : next(),
    )
  }
  app.use((_req, res) => {
    res.status(404).json({ message: 'Not found.' })
  })
  app.use(errorHandler)
  return app
}

const isPublicPath = (path: string) =>
  !path.startsWith('/admin/') && path !== '/openapi.json' && !path.startsWith('/docs')
