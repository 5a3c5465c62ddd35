import type { Request, Response } from 'express'
import type { Payload, PayloadRequest } from 'payload'
import type { Locale } from '../config/locales.js'
import type { StoredFile } from '../media/types.js'
import type { Audience } from './auth.js'
import type { Caller } from '../auth/callers.js'
import type { PerIpLimit } from './rateLimits.js'
import type { UploadedFile, UploadSpec } from './multipart.js'
import type { ListQuerySpec } from './query.js'
import type { RuleSet } from './validation/fields.js'

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface RequestContext {
  req: Request
  res: Response
  payload: Payload
  /** Who calls: staff or a client, as the route's audience let in; null for an anonymous caller of a public route. */
  caller: Caller | null
  params: Record<string, string>
  query: Record<string, unknown>
  body: Record<string, unknown>
  /** The files of a multipart body, on disk until the request ends (only on routes that declare `upload`). */
  files: UploadedFile[]
  locale: Locale
  requestId: string
  /** A Payload request carrying the caller, the client's IP and user agent, for Local API calls and the audit trail. */
  payloadReq: (context?: Record<string, unknown>) => Promise<PayloadRequest>
}

export interface Reply {
  status: number
  body?: unknown
  headers?: Record<string, string>
  /** A stored upload instead of JSON (from MEDIA_DIR or the bucket); an attachment when it has a download name. */
  file?: StoredFile
  /** A redirect to this URL. */
  redirect?: string
  /** A view this answer counts (a post's detail adds 1 to its `views`), also when it is served from a cache. */
  counter?: ViewCounter
}

/** What OpenAPI says about a route's answer. */
export interface ResponseDoc {
  status: number
  description: string
  schema?: Record<string, unknown>
}

/** One /api/v1 route: everything the router, the guard, the validator and OpenAPI need, declared once. */
export interface RouteSpec {
  method: Method
  /** Express path below /api/v1, e.g. `/admin/programs/:program_id`. */
  path: string
  summary: string
  tag: string
  audience: Audience
  /** Body rules (POST = create mode, PUT = update mode); also the OpenAPI request body. */
  body?: RuleSet
  /**
   * The files the route takes: only such a route reads a multipart body, after its guard let the caller in, with
   * these limits. A PUT that takes files also answers a multipart POST with `_method=PUT` (contract 1.8).
   */
  upload?: UploadSpec
  /** List query (page, per_page, filter[...], sort); also OpenAPI parameters. */
  list?: ListQuerySpec
  /** Extra query parameters for OpenAPI; a required one gives a valid example (the generated tests send it). */
  queryParams?: { name: string; description: string; required?: boolean; example?: string }[]
  /** Public routes resolve the request locale and answer with Content-Language. */
  localized?: boolean
  /**
   * A public GET whose answer is about one person (an appeal's status by its code and phone, a visitor's conversation):
   * `Cache-Control: private, no-store`, never kept by any cache. Other public GETs are shared (src/api/httpCache.ts).
   */
  personal?: boolean
  /** An hourly limit per IP, counted after the guard and before the body is read (a flood buffers nothing). */
  throttle?: PerIpLimit
  responses: ResponseDoc[]
  /** Answers one record with its version in `ETag` (src/api/crud.ts recordReply), for a later write's If-Match. */
  versioned?: boolean
  handler: (ctx: RequestContext) => Promise<Reply>
}

export const ok = (body: unknown): Reply => ({ status: 200, body })
export const created = (body: unknown): Reply => ({ status: 201, body })
export const noContent = (): Reply => ({ status: 204 })

/** A value loaded once per request and shared by every record's projection (e.g. names of a small vocabulary). */
export const perRequest = <T>(load: (ctx: RequestContext) => Promise<T>) => {
  const cache = new WeakMap<RequestContext, Promise<T>>()
  return (ctx: RequestContext): Promise<T> => {
    if (!cache.has(ctx)) cache.set(ctx, load(ctx))
    return cache.get(ctx)!
  }
}

/** A view each delivery of an answer counts (a post's `views`). */
export interface ViewCounter {
  collection: string
  field: string
  id: number
}
