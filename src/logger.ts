type Level = 'debug' | 'info' | 'warn' | 'error'
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 }
const threshold = () => order[(process.env.LOG_LEVEL as Level) ?? 'info'] ?? order.info

const SECRET_KEYS = /pass(word)?|token|secret|authorization|cookie|hash|salt/i

/** Drops values under secret-looking keys so no log line ever carries a credential. */
const redact = (value: unknown, depth = 0): unknown => {
  if (depth > 4 || value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1))
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, item]) => [
      key,
      SECRET_KEYS.test(key) ? '[redacted]' : redact(item, depth + 1),
    ]),
  )
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
