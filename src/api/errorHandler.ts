import type { ErrorRequestHandler, Response } from 'express'
import { APIError, ValidationError as PayloadValidationError } from 'payload'
import { logger } from '../logger.js'
import { BadRequest, Conflict, Forbidden, HttpError, NotFound, PayloadTooLarge, ValidationError } from './errors.js'

/** Payload and body-parser errors in the contract's terms; anything else is a 500 logged with the request id. */
export function toHttpError(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error
  const e = error as { type?: string; status?: number; statusCode?: number; name?: string; message?: string }
  if (e?.type === 'entity.parse.failed') return new BadRequest('Malformed JSON.')
  if (e?.type === 'entity.too.large' || e?.status === 413) return new PayloadTooLarge()
  if (e?.type === 'encoding.unsupported' || e?.type === 'charset.unsupported') return new BadRequest('Unsupported encoding.')
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
    if (e.status === 401) return new Forbidden()
  }
  if (e?.name === 'NotFound' || (!(error instanceof APIError) && (e?.status === 404 || e?.statusCode === 404))) return new NotFound()
  if (e?.name === 'Forbidden') return new Forbidden()
  return null
}

export const sendError = (res: Response, error: HttpError) => {
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
    error: error instanceof Error ? error.message : String(error),
    stack: error instanceof Error ? error.stack?.split('\n').slice(0, 8).join(' | ') : undefined,
  })
  res.status(500).json({ message: 'Server Error.' })
}
