import { useEffect, useRef } from 'react'

/** What a call to Payload's REST API came to: the body, or why not (the server's words, or null when unreachable). */
export type RestResult<T> = { ok: true; body: T } | { ok: false; status: number; message: string | null }

interface PayloadErrorBody {
  errors?: { message?: string; data?: { errors?: { message?: string }[] } }[]
}

/** The most precise message of a Payload error body: a field's own message, in the interface language, when there is one. */
const messageOf = (body: PayloadErrorBody | null, status: number): string => {
  const first = body?.errors?.[0]
  const field = first?.data?.errors?.[0]
  if (field?.message) return field.message
  return first?.message ?? `HTTP ${status}`
}

/**
 * One request to Payload's REST API in the staff member's session. Never throws: the console shows a refusal beside
 * the control that caused it rather than as an uncaught error.
 */
export async function rest<T>(
  url: string,
  init: { method?: 'GET' | 'POST' | 'PATCH'; body?: unknown; signal?: AbortSignal } = {},
): Promise<RestResult<T>> {
  try {
    const response = await fetch(url, {
      method: init.method ?? 'GET',
      credentials: 'include',
      headers:
        init.body === undefined
          ? { accept: 'application/json' }
          : { accept: 'application/json', 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
    })
    const body = (await response.json().catch(() => null)) as unknown
    if (response.ok) return { ok: true, body: body as T }
    return { ok: false, status: response.status, message: messageOf(body as PayloadErrorBody | null, response.status) }
  } catch {
    return { ok: false, status: 0, message: null }
  }
}

/**
 * Calls `tick` now and every `everyMs` while the component is mounted and the tab is visible (a hidden tab does not
 * poll; it catches up the moment it is shown again). A tick never overlaps the previous one.
 */
export function usePolling(tick: () => Promise<void>, everyMs: number) {
  const latest = useRef(tick)
  latest.current = tick
  useEffect(() => {
    let stopped = false
    let running = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const run = async () => {
      clearTimeout(timer)
      if (stopped || running) return
      if (document.visibilityState === 'visible') {
        running = true
        await latest.current().catch(() => undefined)
        running = false
      }
      if (!stopped) timer = setTimeout(run, everyMs)
    }
    const onVisible = () => {
      if (document.visibilityState === 'visible') void run()
    }
    void run()
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      stopped = true
      clearTimeout(timer)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [everyMs])
}
