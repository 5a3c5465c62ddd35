import { logger } from '../logger.js'

/**
 * Errors that mean "the database cannot be reached right now" rather than "this request is wrong": the connection was
 * refused, cut (server shutdown, 57P01), or no client could be had in time. They answer 503 with Retry-After.
 */
const UNAVAILABLE_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
])
const UNAVAILABLE_TEXT =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed|Cannot use a pool after calling end|terminating connection due to administrator command|the database system is (starting up|shutting down|in recovery mode|not yet accepting connections)|Connection refused|connect ECONNREFUSED|read ECONNRESET|^timeout expired$/i

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false
  const e = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown }
  if (typeof e.code === 'string' && UNAVAILABLE_CODES.has(e.code)) return true
  if (typeof e.message === 'string' && UNAVAILABLE_TEXT.test(e.message)) return true
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true
  return isDatabaseUnavailable(e.cause, depth + 1)
}

/** When the current outage was first seen; undefined while the database answers. */
let downSince: number | undefined

/**
 * Whether the database looked unreachable at the last contact: set when a connection fails or is cut, cleared by the
 * next connection that opens or query that succeeds. One variable read, so any request path may ask.
 */
export const databaseLooksDown = (): boolean => downSince !== undefined

/** A connection failed or was cut (src/db/pool.ts reports every one); other errors leave the state alone. */
export function noteDatabaseFault(error: unknown): void {
  if (downSince !== undefined || !isDatabaseUnavailable(error)) return
  downSince = Date.now()
  const { code, message } = error as { code?: unknown; message?: unknown }
  logger.warn({
    msg: 'database unreachable',
    code: typeof code === 'string' ? code : undefined,
    error: String(message ?? '').slice(0, 200),
  })
}

/** A connection opened or a query succeeded: the database answers again. */
export function noteDatabaseAnswered(): void {
  if (downSince === undefined) return
  logger.info({ msg: 'database reachable again', afterMs: Date.now() - downSince })
  downSince = undefined
}

/** The work's result, or a rejection after `ms`: for probes that must answer quickly whatever the database does. */
export function withinMs<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from the database within ${ms} ms`)), ms)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}
