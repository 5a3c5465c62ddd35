import { performance } from 'node:perf_hooks'

export interface Outcome {
  kind: string
  method: string
  path: string
  start: number
  end: number
  /** 0 when no answer came (refused, reset, or the client's timeout). */
  status: number
  retryAfter: string | null
  body: string
  /** What a write sent that identifies it afterwards (its slug). */
  key?: string
}

/** HTTP calls with their timing, kept in order, for tests that judge a whole run afterwards. */
export function loadRecorder(baseUrl: string, clientTimeoutMs = 5_000) {
  const outcomes: Outcome[] = []
  const call = async (
    kind: string,
    method: string,
    path: string,
    options: { token?: string; body?: unknown; key?: string } = {},
  ) => {
    const headers: Record<string, string> = { accept: 'application/json' }
    if (options.token) headers.authorization = `Bearer ${options.token}`
    if (options.body !== undefined) headers['content-type'] = 'application/json'
    const start = performance.now()
    let status = 0
    let retryAfter: string | null = null
    let body = ''
    try {
      const response = await fetch(baseUrl + path, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(clientTimeoutMs),
      })
      status = response.status
      retryAfter = response.headers.get('retry-after')
      body = await response.text()
    } catch (error) {
      body = String((error as Error)?.message ?? error)
    }
    const outcome: Outcome = {
      kind,
      method,
      path,
      start,
      end: performance.now(),
      status,
      retryAfter,
      body,
      key: options.key,
    }
    outcomes.push(outcome)
    return outcome
  }
  return { outcomes, call }
}

/** Runs `step` over and over until `running()` turns false; the loop of one simulated client. */
export async function repeat(running: () => boolean, step: () => Promise<unknown>, pauseMs = 0) {
  while (running()) {
    await step()
    if (pauseMs) await new Promise((resolve) => setTimeout(resolve, pauseMs))
  }
}

export const countBy = <T>(items: T[], key: (item: T) => string | number) =>
  items.reduce<Record<string, number>>((counts, item) => {
    const k = String(key(item))
    counts[k] = (counts[k] ?? 0) + 1
    return counts
  }, {})
