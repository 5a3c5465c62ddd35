import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * What a public answer was read from, recorded while it is built: the collections, globals and the search index its
 * reads touched. The public reader, Payload's read operations (src/hooks/cacheInvalidation.ts) and the search record
 * themselves here, so a cached answer knows which writes must drop it without any route listing them.
 */
const recording = new AsyncLocalStorage<Set<string>>()

/** Runs `build` and returns what it returned with the tags of everything it read. */
export async function recordingReads<T>(build: () => Promise<T>): Promise<{ result: T; tags: Set<string> }> {
  const tags = new Set<string>()
  const result = await recording.run(tags, build)
  return { result, tags }
}

/** Notes that the answer being built reads these tags (outside a recording: nothing). */
export function readsFrom(...tags: string[]): void {
  const current = recording.getStore()
  if (current) for (const tag of tags) current.add(tag)
}
