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
