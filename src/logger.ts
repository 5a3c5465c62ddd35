type Level = 'debug' | 'info' | 'warn' | 'error'
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 }
const threshold = () => order[(process.env.LOG_LEVEL as Level) ?? 'info'] ?? order.info

/** Keys whose values never reach a log: credentials, and what a failed query carries (its parameters, a row's values). */
const SECRET_KEYS =
  /pass(word)?|token|secret|authori[sz]ation|cookie|hash|salt|^params$|^parameters$|^values$|^detail$|^sessions?$|^api_?key$/i

/**
 * Secrets that hide inside text: an error message can quote a failed query with its parameters (drizzle's
 * "Failed query: ... params: ..."), a key's value (PostgreSQL's "Key (email)=(...)"), a token or a cookie. They are cut
 * out of every string, whatever key it sits under, because whatever produced the error decides what its message holds.
 */
const SECRET_TEXT: [RegExp, string][] = [
  [/\bparams:[\s\S]*$/i, 'params: [redacted]'],
  [/\b(Key \([^)]*\))=\([\s\S]*?\)( already exists| is not present| is still referenced)?/g, '$1=([redacted])$2'],
  [/\beyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*/g, '[redacted]'],
  [/\b(Bearer|JWT)\s+\S+/gi, '$1 [redacted]'],
  [/\b([\w-]*(token|session|sid)[\w-]*=)[^;,\s]+/gi, '$1[redacted]'],
  // Keys that travel in paths: a visitor's assistant session (not the staff routes' numeric ids), an appeal's tracking
  // code, Payload's verification, reset and unlock links.
  [/(\/assistant\/sessions\/)(?!\d+(?:[/?#"\s]|$))[^/?#\s"]+/g, '$1[redacted]'],
  [/(\/api\/v1\/appeals\/)(?!\d+(?:[/?#"\s]|$))[^/?#\s"]+/g, '$1[redacted]'],
  [/\bA\d{2}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}\b/gi, '[redacted]'],
  [/(\/(?:verify|reset|reset-password|unlock)\/)[^/?#\s"]+/g, '$1[redacted]'],
  // Query parameters and form fields that identify a person or prove who they are.
  [/([?&;]|\b)((?:phone|e-?mail|pass(?:word|wd)?|code|key|signature|hash|secret)=)[^&;,\s"#]+/gi, '$1$2[redacted]'],
  [/\+?998\d{9}\b/g, '[redacted]'],
  [/\b[a-f0-9]{32,}\b/gi, '[redacted]'],
  [/[A-Za-z0-9+_=-]{48,}/g, '[redacted]'],
]

export const scrubText = (text: string): string =>
  SECRET_TEXT.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text)

/** Drops values under secret-looking keys and cuts secrets out of every string, so no log line carries a credential. */
export const redact = (value: unknown, depth = 0): unknown => {
  if (typeof value === 'string') return scrubText(value)
  if (depth > 6 || value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1))
  if (value instanceof Error) return redact(describeError(value), depth)
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, item]) => [
      key,
      SECRET_KEYS.test(key) ? '[redacted]' : redact(item, depth + 1),
    ]),
  )
}

/**
 * What an error may say in a log: its name, code and message, the first frames of its stack and its cause, never
 * the properties a library hangs on it (drizzle's `params`, pg's `detail`, a row in `data`).
 */
export function describeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: scrubText(String(error)) }
  const e = error as Error & { code?: unknown; cause?: unknown }
  return {
    name: e.name,
    ...(typeof e.code === 'string' || typeof e.code === 'number' ? { code: e.code } : {}),
    message: scrubText(e.message),
    stack: e.stack
      ?.split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .slice(0, 8)
      .map((line) => line.trim())
      .join(' | '),
    ...(e.cause && depth < 3 ? { cause: describeError(e.cause, depth + 1) } : {}),
  }
}

const write = (level: Level, entry: Record<string, unknown>) => {
  if (order[level] < threshold()) return
  const line = JSON.stringify({ time: new Date().toISOString(), level, ...(redact(entry) as object) })
  ;(level === 'error' || level === 'warn' ? process.stderr : process.stdout).write(line + '\n')
}

/** Structured JSON logs, one line per event. */
export const logger = {
  debug: (entry: Record<string, unknown>) => write('debug', entry),
  info: (entry: Record<string, unknown>) => write('info', entry),
  warn: (entry: Record<string, unknown>) => write('warn', entry),
  error: (entry: Record<string, unknown>) => write('error', entry),
}

const pinoLevels: Record<number, Level> = { 10: 'debug', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'error' }

/**
 * Where Payload's own logger (pino) writes: each of its lines passes through the same redaction and comes out in this
 * log's format. Payload logs the errors its REST handlers catch with everything pino's serializer finds on them.
 */
export const payloadLogDestination = {
  write(line: string) {
    let parsed: Record<string, unknown>
    try {
      parsed = JSON.parse(line) as Record<string, unknown>
    } catch {
      return logger.warn({ msg: scrubText(String(line).slice(0, 2000)), source: 'payload' })
    }
    const { level, time: _time, pid: _pid, hostname: _hostname, name: _name, err, msg, ...rest } = parsed
    const error = err && typeof err === 'object' ? pinoError(err as Record<string, unknown>) : undefined
    write(pinoLevels[Number(level)] ?? 'info', { msg, source: 'payload', ...(error ? { error } : {}), ...rest })
  },
}

/** pino's serialised error, cut down to what describeError keeps. */
const pinoError = (err: Record<string, unknown>): Record<string, unknown> => {
  const rebuilt = Object.assign(new Error(String(err.message ?? '')), {
    name: String(err.type ?? err.name ?? 'Error'),
    code: err.code,
  })
  rebuilt.stack = typeof err.stack === 'string' ? err.stack : undefined
  if (err.cause && typeof err.cause === 'object')
    rebuilt.cause = Object.assign(new Error(String((err.cause as { message?: unknown }).message ?? '')), {
      code: (err.cause as { code?: unknown }).code,
    })
  return describeError(rebuilt)
}

const consoleLevels = { error: 'error', warn: 'warn', log: 'info', info: 'info', debug: 'debug' } as const

/**
 * Libraries in the process (Next.js rendering the admin UI, pg, sharp) report through the console; their text goes
 * through the same redaction, so an error printed by someone else cannot carry a secret to the log either.
 */
export function routeConsoleThroughLogger(): void {
  for (const [method, level] of Object.entries(consoleLevels) as [keyof typeof consoleLevels, Level][]) {
    console[method] = (...args: unknown[]) => {
      const parts = args.map((arg) =>
        arg instanceof Error ? describeError(arg) : typeof arg === 'string' ? arg : safeJson(arg),
      )
      const text = parts.filter((part) => typeof part === 'string').join(' ')
      const errors = parts.filter((part): part is Record<string, unknown> => typeof part === 'object')
      write(level, {
        msg: text || undefined,
        source: 'console',
        ...(errors.length ? { error: errors.length === 1 ? errors[0] : errors } : {}),
      })
    }
  }
}

const safeJson = (value: unknown): string => {
  try {
    return JSON.stringify(redact(value))?.slice(0, 4000) ?? String(value)
  } catch {
    return String(value)
  }
}
