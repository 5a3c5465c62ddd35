import type { NextFunction, Request, Response } from 'express'
import {
  APIError,
  Forbidden as PayloadForbidden,
  NotFound as PayloadNotFound,
  ValidationError as PayloadValidationError,
} from 'payload'
import { describe, expect, it, vi } from 'vitest'
import { errorHandler, toHttpError } from '../../src/api/errorHandler.js'
import {
  BadRequest,
  Conflict,
  Forbidden,
  HttpError,
  MethodNotAllowed,
  NotFound,
  PayloadTooLarge,
  TooManyAttempts,
  Unauthenticated,
  ValidationError,
  summarise,
} from '../../src/core/errors.js'

describe('summarise', () => {
  it('answers the only key of a single error', () => {
    expect(summarise({ slug: ['validation.regex'] })).toBe('validation.regex')
  })

  it('adds "(and 1 more error)" for a second error, in the same field or another', () => {
    expect(summarise({ slug: ['validation.max', 'validation.regex'] })).toBe('validation.max (and 1 more error)')
    expect(summarise({ 'title.uz': ['validation.required'], slug: ['validation.regex'] })).toBe(
      'validation.required (and 1 more error)',
    )
  })

  it('adds "(and N more errors)" for more', () => {
    const errors = {
      'title.uz': ['validation.required'],
      slug: ['validation.regex'],
      program_sector_id: ['validation.exists'],
    }
    expect(summarise(errors)).toBe('validation.required (and 2 more errors)')
  })

  it('falls back to validation.invalid for an empty bag', () => {
    expect(summarise({})).toBe('validation.invalid')
  })
})

describe('HttpError', () => {
  it('carries the contract status and message of each typed error', () => {
    const cases: [HttpError, number, string][] = [
      [new BadRequest(), 400, 'Bad request.'],
      [new Unauthenticated(), 401, 'Unauthenticated.'],
      [new Forbidden(), 403, 'This action is unauthorized.'],
      [new NotFound(), 404, 'Not found.'],
      [new Conflict('The sector has programs.'), 409, 'The sector has programs.'],
      [new PayloadTooLarge(), 413, 'Payload too large.'],
      [new TooManyAttempts(60), 429, 'Too Many Attempts.'],
    ]
    for (const [error, status, message] of cases) {
      expect(error).toBeInstanceOf(HttpError)
      expect([error.status, error.message]).toEqual([status, message])
      expect(error.body()).toEqual({ message })
    }
  })

  it('sends no extra headers by default', () => {
    expect(new NotFound().headers).toEqual({})
  })

  it('sends Retry-After in whole seconds, at least 1', () => {
    expect(new TooManyAttempts(60).headers).toEqual({ 'Retry-After': '60' })
    expect(new TooManyAttempts(30.2).headers).toEqual({ 'Retry-After': '31' })
    expect(new TooManyAttempts(0).headers).toEqual({ 'Retry-After': '1' })
  })
})

describe('MethodNotAllowed', () => {
  it('names the method and the supported ones, and sends Allow', () => {
    const error = new MethodNotAllowed('PATCH', ['GET', 'PUT'])
    expect(error.status).toBe(405)
    expect(error.message).toBe('The PATCH method is not supported for this route. Supported methods: GET, PUT.')
    expect(error.headers).toEqual({ Allow: 'GET, PUT' })
    expect(error.body()).toEqual({
      message: 'The PATCH method is not supported for this route. Supported methods: GET, PUT.',
    })
  })
})

describe('ValidationError', () => {
  it('answers 422 with the summary and the error bag', () => {
    const error = new ValidationError({
      'title.uz': ['validation.required'],
      slug: ['validation.regex', 'validation.unique'],
    })
    expect(error.status).toBe(422)
    expect(error.body()).toEqual({
      message: 'validation.required (and 2 more errors)',
      errors: { 'title.uz': ['validation.required'], slug: ['validation.regex', 'validation.unique'] },
    })
  })

  it('builds a single-field error', () => {
    expect(ValidationError.single('email', 'auth.failed').body()).toEqual({
      message: 'auth.failed',
      errors: { email: ['auth.failed'] },
    })
  })
})

describe('toHttpError', () => {
  /** body-parser's errors are plain HttpErrors with a `type`. */
  const bodyParserError = (type: string, status: number) =>
    Object.assign(new Error(type), { type, status, statusCode: status, expose: true })

  it('passes typed errors through unchanged', () => {
    const error = new Conflict('Referenced.')
    expect(toHttpError(error)).toBe(error)
  })

  it('maps malformed JSON to 400', () => {
    const mapped = toHttpError(bodyParserError('entity.parse.failed', 400))
    expect(mapped).toBeInstanceOf(BadRequest)
    expect(mapped?.status).toBe(400)
    expect(mapped?.body()).toEqual({ message: 'Malformed JSON.' })
  })

  it('maps a body over the limit to 413', () => {
    const mapped = toHttpError(bodyParserError('entity.too.large', 413))
    expect(mapped?.status).toBe(413)
    expect(mapped?.body()).toEqual({ message: 'Payload too large.' })
  })

  it('maps an unsupported encoding or charset to 400', () => {
    expect(toHttpError(bodyParserError('encoding.unsupported', 415))?.status).toBe(400)
    expect(toHttpError(bodyParserError('charset.unsupported', 415))?.status).toBe(400)
  })

  it('maps Payload NotFound to 404 with the contract message', () => {
    const mapped = toHttpError(new PayloadNotFound())
    expect(mapped?.status).toBe(404)
    expect(mapped?.body()).toEqual({ message: 'Not found.' })
  })

  it("maps Payload Forbidden to 403 with the contract message, not Payload's", () => {
    const mapped = toHttpError(new PayloadForbidden())
    expect(mapped?.status).toBe(403)
    expect(mapped?.body()).toEqual({ message: 'This action is unauthorized.' })
  })

  it('maps a Payload APIError 409 to Conflict with its message', () => {
    const mapped = toHttpError(new APIError('The document is referenced by 3 programs.', 409))
    expect(mapped).toBeInstanceOf(Conflict)
    expect(mapped?.body()).toEqual({ message: 'The document is referenced by 3 programs.' })
  })

  it('maps Payload ValidationError to 422, unique messages to validation.unique', () => {
    const error = new PayloadValidationError({
      collection: 'programs',
      errors: [
        { path: 'slug', message: 'Value must be unique' },
        { path: 'title', message: 'This field is required.' },
      ],
    })
    const mapped = toHttpError(error)
    expect(mapped?.status).toBe(422)
    expect(mapped?.body()).toEqual({
      message: 'validation.unique (and 1 more error)',
      errors: { slug: ['validation.unique'], title: ['validation.invalid'] },
    })
  })

  it('maps a Payload ValidationError without field errors to a generic 422', () => {
    const mapped = toHttpError(new PayloadValidationError({ collection: 'programs', errors: [] }))
    expect(mapped?.body()).toEqual({ message: 'validation.invalid', errors: { _: ['validation.invalid'] } })
  })

  it('leaves anything else to the 500 path', () => {
    expect(toHttpError(new Error('boom'))).toBeNull()
    expect(toHttpError(new APIError('Something broke', 500))).toBeNull()
    expect(toHttpError('a string')).toBeNull()
    expect(toHttpError(null)).toBeNull()
    expect(toHttpError(undefined)).toBeNull()
  })
})

describe('errorHandler', () => {
  /** Just enough of Express's Response to see what the handler sends. */
  const fakeResponse = (headersSent = false) => {
    const sent = { status: 0, body: undefined as unknown, headers: {} as Record<string, string> }
    const res = {
      headersSent,
      setHeader: (name: string, value: string) => {
        sent.headers[name] = value
        return res
      },
      getHeader: (name: string) => sent.headers[name],
      removeHeader: (name: string) => {
        delete sent.headers[name]
      },
      status: (code: number) => {
        sent.status = code
        return res
      },
      json: (body: unknown) => {
        sent.body = body
        return res
      },
    }
    return { res: res as unknown as Response, sent }
  }
  const req = { method: 'GET', path: '/api/v1/programs' } as Request
  const next = (() => undefined) as NextFunction

  it('answers a typed error with its status, headers and body', () => {
    const { res, sent } = fakeResponse()
    errorHandler(new MethodNotAllowed('DELETE', ['GET']), req, res, next)
    expect(sent).toEqual({
      status: 405,
      body: { message: 'The DELETE method is not supported for this route. Supported methods: GET.' },
      // An error is this request's alone: no cache keeps it.
      headers: { Allow: 'GET', 'Cache-Control': 'no-store' },
    })
  })

  it('answers anything unexpected with 500 and no detail, logging it with the request id', () => {
    const lines: string[] = []
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      lines.push(String(chunk))
      return true
    })
    try {
      const { res, sent } = fakeResponse()
      res.setHeader('X-Request-Id', 'req-123')
      errorHandler(new Error('secret stack detail'), req, res, next)
      expect(sent.status).toBe(500)
      expect(sent.body).toEqual({ message: 'Server Error.' })
      expect(lines).toHaveLength(1)
      expect(JSON.parse(lines[0])).toMatchObject({
        level: 'error',
        msg: 'unhandled error',
        requestId: 'req-123',
        method: 'GET',
        path: '/api/v1/programs',
        error: { name: 'Error', message: 'secret stack detail' },
      })
    } finally {
      stderr.mockRestore()
    }
  })

  it('sends nothing once the headers have gone out', () => {
    const { res, sent } = fakeResponse(true)
    errorHandler(new NotFound(), req, res, next)
    expect(sent).toEqual({ status: 0, body: undefined, headers: {} })
  })
})
