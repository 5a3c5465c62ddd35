import { Readable } from 'node:stream'
import express, { type Request, type Response, type Router } from 'express'
import type { Payload } from 'payload'
import { handleEndpoints } from 'payload'
import { loginKey, type RateLimits } from './api/rateLimits.js'
import { sendError } from './api/errorHandler.js'
import { HttpError } from './api/errors.js'
import { createLocalReq } from 'payload'
import { generateExpiredPayloadCookie } from 'payload/shared'
import { requestMeta } from './api/router.js'
import { recordFailedLogin } from './hooks/audit.js'

const MAX_LIMIT = 100

/**
 * No `limit=0` or `pagination=false` dumps through Payload's own REST API. Payload parses bracket forms too
 * (`limit[]=0`, `limit[0]=...`), so those are dropped rather than interpreted.
 */
export function capListQuery(url: URL): void {
  for (const key of [...url.searchParams.keys()]) {
    if (/^(limit|pagination|depth)\[/.test(key)) url.searchParams.delete(key)
  }
  const limit = Number(url.searchParams.get('limit'))
  if (url.searchParams.has('limit') && (!Number.isInteger(limit) || limit <= 0 || limit > MAX_LIMIT)) url.searchParams.set('limit', String(MAX_LIMIT))
  if (url.searchParams.has('pagination')) url.searchParams.delete('pagination')
}

const toWebRequest = (req: Request, url: URL, body?: BodyInit | Buffer): globalThis.Request => {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item)
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
  return new globalThis.Request(url, {
    method: req.method,
    headers,
    body: hasBody ? (body ?? (Readable.toWeb(req) as unknown as BodyInit)) : undefined,
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit)
}

/** The email of a login attempt, sent as JSON (API clients) or as form data with a `_payload` JSON field (admin UI). */
async function loginEmail(request: globalThis.Request): Promise<string> {
  try {
    const type = request.headers.get('content-type') ?? ''
    let data: Record<string, unknown> = {}
    if (type.includes('json')) data = (await request.json()) as Record<string, unknown>
    else if (type.includes('form')) {
      const form = await request.formData()
      const embedded = form.get('_payload')
      data = typeof embedded === 'string' ? (JSON.parse(embedded) as Record<string, unknown>) : Object.fromEntries(form.entries())
    }
    return String(data?.email ?? '').trim().toLowerCase()
  } catch {
    return ''
  }
}

const sendWebResponse = async (res: Response, response: globalThis.Response) => {
  res.status(response.status)
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-encoding' && name !== 'content-length') res.setHeader(name, value)
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length) res.setHeader('set-cookie', cookies)
  res.end(Buffer.from(await response.arrayBuffer()))
}

/**
 * Payload's own REST API under /api, through its framework-agnostic handleEndpoints. Its login route gets the same
 * per account+IP lockout and failed-login audit as /api/v1.
 */
export function payloadRestRouter(payload: Payload, limits: RateLimits, origin: () => string): Router {
  const router = express.Router()
  const forward = async (req: Request, _res: Response, body?: BodyInit | Buffer) => {
    const url = new URL(req.originalUrl, origin())
    capListQuery(url)
    return handleEndpoints({ config: payload.config, request: toWebRequest(req, url, body) })
  }

  router.post('/users/login', express.raw({ type: () => true, limit: '1mb' }), async (req, res, next) => {
    try {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0)
      const email = await loginEmail(toWebRequest(req, new URL(req.originalUrl, origin()), raw))
      const key = loginKey(email, req.ip)
      await limits.login.check(key)
      const response = await forward(req, res, raw)
      if (response.ok) await limits.login.clear(key)
      else if (response.status < 500) {
        await limits.login.fail(key)
        await recordFailedLogin(await createLocalReq({ context: { requestMeta: requestMeta(req) } }, payload), email)
      }
      await sendWebResponse(res, response)
    } catch (error) {
      if (error instanceof HttpError) return sendError(res, error)
      next(error)
    }
  })

  // Logging out of a session that is already gone (the admin UI's logout page can post twice) is not an error.
  router.post('/users/logout', async (req, res, next) => {
    try {
      const response = await forward(req, res)
      if (response.status !== 400) return await sendWebResponse(res, response)
      const users = payload.collections.users.config
      res.setHeader('set-cookie', generateExpiredPayloadCookie({ collectionAuthConfig: users.auth, config: payload.config, cookiePrefix: payload.config.cookiePrefix }))
      res.status(200).json({ message: 'Logged out.' })
    } catch (error) {
      next(error)
    }
  })

  router.use(async (req, res, next) => {
    try {
      await sendWebResponse(res, await forward(req, res))
    } catch (error) {
      next(error)
    }
  })
  return router
}
