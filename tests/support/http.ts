import { expect } from 'vitest'

export interface ApiResponse<T = any> {
  status: number
  body: T
  headers: Headers
  text: string
}

export interface CallOptions {
  token?: string
  body?: unknown
  /** Sent as-is (for malformed JSON and oversized bodies). */
  raw?: string
  headers?: Record<string, string>
}

/** HTTP against the running stack, the way a client of the contract calls it. */
export function client(baseUrl: string) {
  const call = async <T = any>(method: string, path: string, options: CallOptions = {}): Promise<ApiResponse<T>> => {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers }
    if (options.token) headers.authorization = `Bearer ${options.token}`
    let body: string | undefined
    if (options.raw !== undefined) {
      body = options.raw
      headers['content-type'] ??= 'application/json'
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body)
      headers['content-type'] = 'application/json'
    }
    const response = await fetch(baseUrl + path, { method, headers, body })
    const text = await response.text()
    let parsed: unknown = undefined
    try {
      parsed = text ? JSON.parse(text) : undefined
    } catch {
      parsed = undefined
    }
    return { status: response.status, body: parsed as T, headers: response.headers, text }
  }
  return {
    get: <T = any>(path: string, options?: CallOptions) => call<T>('GET', path, options),
    post: <T = any>(path: string, options?: CallOptions) => call<T>('POST', path, options),
    put: <T = any>(path: string, options?: CallOptions) => call<T>('PUT', path, options),
    patch: <T = any>(path: string, options?: CallOptions) => call<T>('PATCH', path, options),
    delete: <T = any>(path: string, options?: CallOptions) => call<T>('DELETE', path, options),
    call,
  }
}

export type Client = ReturnType<typeof client>

/** The contract's 429 (1.9): its message and a Retry-After of whole seconds, at most `maxSeconds`. */
export function expectTooManyAttempts(response: ApiResponse, maxSeconds = Number.MAX_SAFE_INTEGER) {
  expect([response.status, response.body]).toEqual([429, { message: 'Too Many Attempts.' }])
  const retryAfter = response.headers.get('retry-after')
  expect(retryAfter).toMatch(/^\d+$/)
  expect(Number(retryAfter)).toBeGreaterThan(0)
  expect(Number(retryAfter)).toBeLessThanOrEqual(maxSeconds)
}
