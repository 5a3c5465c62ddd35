/**
 * Runs `task` on every item with at most `concurrency` at once, in order of the items, and waits for all of them; the
 * first failure is thrown once every started task has settled. For sweeps that send many requests: bounded by what they
 * send, not by how long one after another would take.
 */
export async function eachLimited<T>(items: readonly T[], concurrency: number, task: (item: T) => Promise<void>) {
  let next = 0
  const failures: unknown[] = []
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]
      await task(item).catch((error: unknown) => void failures.push(error))
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker))
  if (failures.length > 0) throw failures[0]
}
