import { describe, expect, it } from 'vitest'
import { publicCacheOf } from '../../src/cache/publicCache.js'
import { createProgramSector } from '../factories.js'
import { useStack } from '../support/stack.js'

// A quarter of a MiB holds a few hundred small answers: the flood below must evict.
const stack = useStack({ env: { PUBLIC_CACHE_MB: '0.25' }, tokens: false })

describe('the bound of the process’s answer cache', () => {
  it('holds no more than PUBLIC_CACHE_MB whatever the number of distinct query strings, and keeps a hot answer', async () => {
    for (let i = 0; i < 5; i++) await createProgramSector(stack.payload)
    const cache = publicCacheOf(stack.payload).answers
    const before = cache.stats()
    const heap = () => {
      // vitest.config.ts runs the test processes with --expose-gc: what is left after a collection is what is held.
      ;(globalThis as { gc?: () => void }).gc?.()
      return process.memoryUsage().heapUsed
    }
    const heapBefore = heap()
    const distinct = 5_000
    for (let start = 0; start < distinct; start += 50) {
      await Promise.all(
        Array.from({ length: 50 }, (_, i) => stack.api.get(`/api/v1/program-sectors?junk=${start + i}`)),
      )
      // The site's own page is asked all along, and stays kept (least recently used goes first).
      expect((await stack.api.get('/api/v1/program-sectors')).status).toBe(200)
      expect(cache.stats().bytes).toBeLessThanOrEqual(cache.maxBytes)
    }
    const after = cache.stats()
    expect(cache.maxBytes).toBe(0.25 * 1024 * 1024)
    expect(after.stores - before.stores).toBeGreaterThanOrEqual(distinct)
    expect(after.evictions).toBeGreaterThan(distinct / 2)
    expect(after.hits - before.hits).toBeGreaterThanOrEqual(distinct / 50 - 1)
    // What the process still holds after the flood: the bound and some noise, not 5,000 answers.
    expect(heap() - heapBefore).toBeLessThan(16 * 1024 * 1024)
  }, 120_000)
})
