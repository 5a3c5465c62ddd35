/** Typed errors thrown by handlers; src/api/errorHandler.ts is the one place that turns them into contract bodies. */
export class HttpError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly headers: Record<string, string> = {},
  ) {
    super(message)
  }

  body(): Record<string, unknown> {
    return { message: this.message }
  }
}

export class BadRequest extends HttpError {
  constructor(message = 'Bad request.') {
    super(400, message)
  }
}

export class Unauthenticated extends HttpError {
  constructor() {
    super(401, 'Unauthenticated.')
  }
}

export class Forbidden extends HttpError {
  constructor() {
    super(403, 'This action is unauthorized.')
  }
}

/** A citizen with the right password whose email is not verified yet (contract 4.16). */
export class Unverified extends HttpError {
  constructor() {
    super(403, 'auth.unverified')
  }
}

export class NotFound extends HttpError {
  constructor() {
    super(404, 'Not found.')
  }
}

export class MethodNotAllowed extends HttpError {
  constructor(method: string, allowed: string[]) {
    super(405, `The ${method} method is not supported for this route. Supported methods: ${allowed.join(', ')}.`, {
      Allow: allowed.join(', '),
    })
  }
}

export class Conflict extends HttpError {
  constructor(message: string) {
    super(409, message)
  }
}

/**
 * A write sent with `If-Match` whose tag is no longer the record's: someone saved it since the caller read it. The
 * answer carries the record's current tag, so the client can read it again and decide.
 */
export class PreconditionFailed extends HttpError {
  constructor(currentTag: string | null) {
    super(412, 'Precondition Failed.', currentTag ? { ETag: currentTag } : {})
  }
}

export class PayloadTooLarge extends HttpError {
  constructor() {
    super(413, 'Payload too large.')
  }
}

export class TooManyAttempts extends HttpError {
  constructor(retryAfterSeconds: number) {
    super(429, 'Too Many Attempts.', { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) })
  }
}

/** The database is unreachable or the server is shutting down (contract 1.5): quick, with a hint when to retry. */
export class ServiceUnavailable extends HttpError {
  constructor(retryAfterSeconds = 5) {
    super(503, 'Service Unavailable.', { 'Retry-After': String(retryAfterSeconds) })
  }
}

export type ErrorBag = Record<string, string[]>

/** Adds a key to a field's list once. */
export const addError = (errors: ErrorBag, path: string, key: string) => {
  const keys = (errors[path] ??= [])
  if (!keys.includes(key)) keys.push(key)
}

/** 422 with Laravel's summary: the first key, then "(and N more error[s])". */
export class ValidationError extends HttpError {
  constructor(public readonly errors: ErrorBag) {
    super(422, summarise(errors))
  }

  static single(field: string, key: string): ValidationError {
    return new ValidationError({ [field]: [key] })
  }

  override body() {
    return { message: this.message, errors: this.errors }
  }
}

export const summarise = (errors: ErrorBag): string => {
  const keys = Object.values(errors).flat()
  const first = keys[0] ?? 'validation.invalid'
  const more = keys.length - 1
  if (more <= 0) return first
  return `${first} (and ${more} more ${more === 1 ? 'error' : 'errors'})`
}
