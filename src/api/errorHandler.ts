import type { ErrorRequestHandler, Response } from 'express'
import { APIError, ValidationError as PayloadValidationError } from 'payload'
import { describeError, logger } from '../logger.js'
import { isDatabaseUnavailable } from '../db/faults.js'
import {
  BadRequest,
  Conflict,
  Forbidden,
  HttpError,
  NotFound,
  PayloadTooLarge,
  PreconditionFailed,
  ServiceUnavailable,
  ValidationError,
} from '../core/errors.js'

/** Payload and body-parser errors in the contract's terms; anything else is a 500 logged with the request id. */
export function toHttpError(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error
  if (isDatabaseUnavailable(error)) return new ServiceUnavailable()
  // Last nets under the fixes at the edge: a transaction that lost a race may simply be retried; a value the
  // database refuses as data (class 22: out of range, bad text) came from the request.
  const code = sqlState(error)
  if (code === '40P01' || code === '40001') return new ServiceUnavailable(1)
  if (code?.startsWith('22')) return new BadRequest()
  const e = error as { type?: string; status?: number; statusCode?: number; name?: string; message?: string }
  // A path with a malformed escape (`/programs/%zz`) names no record.
  if (error instanceof URIError) return new NotFound()
  // The client went away mid-body: nobody reads the answer, and it is not a fault of the service.
  if (e?.type === 'request.aborted') return new BadRequest('Request aborted.')
  if (e?.type === 'entity.parse.failed') return new BadRequest('Malformed JSON.')
  if (isUndecodableBody(error)) return new BadRequest('Malformed body encoding.')
  if (e?.type === 'entity.too.large' || e?.status === 413) return new PayloadTooLarge()
  if (e?.type === 'encoding.unsupported' || e?.type === 'charset.unsupported')
    return new BadRequest('Unsupported encoding.')
  if (error instanceof PayloadValidationError) {
    const errors: Record<string, string[]> = {}
    for (const item of (error.data?.errors ?? []) as { path: string; message: string }[]) {
      errors[item.path] = [/unique|already/i.test(item.message) ? 'validation.unique' : 'validation.invalid']
    }
    return new ValidationError(Object.keys(errors).length ? errors : { _: ['validation.invalid'] })
  }
  if (error instanceof APIError) {
    if (e.status === 404) return new NotFound()
    if (e.status === 403) return new Forbidden()
    if (e.status === 409) return new Conflict(e.message ?? 'Conflict.')
    if (e.status === 412) return new PreconditionFailed(null)
    if (e.status === 401) return new Forbidden()
  }
  if (e?.name === 'NotFound' || (!(error instanceof APIError) && (e?.status === 404 || e?.statusCode === 404)))
    return new NotFound()
  if (e?.name === 'Forbidden') return new Forbidden()
  return null
}

/** The SQLSTATE of a database error, found on it or on the error it wraps (drizzle wraps pg's). */
const sqlState = (error: unknown, depth = 0): string | undefined => {
  if (!error || typeof error !== 'object' || depth > 3) return undefined
  const { code, cause } = error as { code?: unknown; cause?: unknown }
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
  return sqlState(cause, depth + 1)
}

/** A body whose Content-Encoding does not match its bytes: zlib and brotli fail with their own codes. */
const isUndecodableBody = (error: unknown) => {
  const code = (error as { code?: unknown })?.code
  return (
    typeof code === 'string' && (/^Z_/.test(code) || /^ERR__ERROR_/.test(code) || code === 'ERR_BROTLI_INVALID_PARAM')
  )
}

export const sendError = (res: Response, error: HttpError) => {
  noStore(res)
  // After noStore: a 412 names the record's current version in its ETag.
  for (const [name, value] of Object.entries(error.headers)) res.setHeader(name, value)
  res.status(error.status).json(error.body())
}

export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const known = toHttpError(error)
  if (res.headersSent) return
  if (known) return sendError(res, known)
  logger.error({
    msg: 'unhandled error',
    requestId: res.getHeader('X-Request-Id'),
    method: req.method,
    path: req.path,
    error: describeError(error),
  })
  noStore(res)
  res.status(500).json({ message: 'Server Error.' })
}

/** An error answer is for this request only: no cache keeps it (a 404 may be a post about to be published). */
const noStore = (res: Response) => {
  res.setHeader('Cache-Control', 'no-store')
  res.removeHeader('ETag')
}
