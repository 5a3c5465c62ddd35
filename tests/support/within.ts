/**
 * Polls `check` every `everyMs` until it holds and answers how many milliseconds that took; fails past `ms`. For what
 * another process or a background task makes true soon (a change heard, a scheduled moment passed).
 */
export async function within(ms: number, check: () => Promise<boolean>, everyMs = 10): Promise<number> {
  const started = Date.now()
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`)
    await new Promise((resolve) => setTimeout(resolve, everyMs))
  }
  return Date.now() - started
}
