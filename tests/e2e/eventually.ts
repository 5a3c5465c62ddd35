import { expect } from 'vitest'

/**
 * Waits (expect.poll's way, no sleeps) until `check` passes on what `read` gives; when it never does, the failure is
 * `check`'s own on the last value read, which says what the page showed (expect.poll says only that it timed out).
 */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => void): Promise<void> {
  let last: { value: T } | undefined
  const passes = async () => {
    last = { value: await read() }
    try {
      check(last.value)
      return true
    } catch {
      return false
    }
  }
  try {
    await expect.poll(passes).toBe(true)
  } catch (timedOut) {
    if (!last) throw timedOut
    check(last.value)
    throw timedOut
  }
}
