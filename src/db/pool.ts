import type { Payload } from 'payload'

interface PoolLike {
  end: () => Promise<void>
  ended?: boolean
}

/** The adapter's pg pool; Payload's destroy() leaves it open, so shutdown ends it explicitly. */
export const poolOf = (payload: Payload) => (payload.db as unknown as { pool?: PoolLike }).pool

/** Ends the pool, but never waits more than a few seconds for a client someone forgot to release. */
export async function closeDatabase(payload: Payload, waitMs = 1000): Promise<void> {
  const pool = poolOf(payload)
  await payload.destroy()
  if (!pool || pool.ended) return
  let timer: NodeJS.Timeout | undefined
  await Promise.race([pool.end(), new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)))])
  clearTimeout(timer)
}
