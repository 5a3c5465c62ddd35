import { describe, expect, it } from 'vitest'
import { ResponseCache, type CachedAnswer } from '../../src/cache/responseCache.js'

const answer = (tags: string[], bytes = 1_000, expiresAt = Date.now() + 60_000): CachedAnswer => ({
  body: Buffer.alloc(bytes, 'x'),
  etag: '"e"',
  headers: [['content-type', 'application/json; charset=utf-8']],
  varyLanguage: true,
  tags: new Set(tags),
  expiresAt,
  changesAt: Infinity,
  cacheControl: 'public, max-age=60',
})

describe('the in-process answer cache', () => {
  it('stays within its byte bound under 100,000 distinct query strings, evicting the least recently used', () => {
    const cache = new ResponseCache(2 * 1024 * 1024)
    const heapBefore = process.memoryUsage().heapUsed
    const hot = 'http://h/api/v1/programs?#uz'
    cache.store(hot, answer(['programs']), cache.begin())
    for (let i = 0; i < 100_000; i++) {
      cache.store(`http://h/api/v1/programs?junk=${i}#uz`, answer(['programs'], 1_500), cache.begin())
      // A key read often stays while the flood passes.
      if (i % 100 === 0) expect(cache.get(hot)).toBeDefined()
      expect(cache.stats().bytes).toBeLessThanOrEqual(2 * 1024 * 1024)
    }
    const stats = cache.stats()
    expect(stats.entries).toBeGreaterThan(500)
    expect(stats.entries).toBeLessThan(1_500)
    expect(stats.evictions).toBe(100_001 - stats.entries)
    expect(cache.get('http://h/api/v1/programs?junk=0#uz')).toBeUndefined()
    expect(cache.get('http://h/api/v1/programs?junk=99999#uz')).toBeDefined()
    // What the process holds for it is the bound and its bookkeeping, not the flood (generous: the heap is noisy).
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(64 * 1024 * 1024)
  })

  it('counts an answer’s gzipped bytes in its size and evicts for them too', () => {
    const cache = new ResponseCache(10_000)
    cache.store('a', answer(['programs'], 3_000), cache.begin())
    cache.store('b', answer(['programs'], 3_000), cache.begin())
    const before = cache.stats().bytes
    const kept = cache.get('b')!
    cache.addGzip('b', kept, { body: Buffer.alloc(500), etag: '"e.gz"' })
    expect(cache.stats().bytes).toBe(before + 500)
    expect(cache.get('b')?.gzip?.etag).toBe('"e.gz"')
    // Only once, and only to the answer that is kept (not one a write replaced meanwhile).
    cache.addGzip('b', kept, { body: Buffer.alloc(500), etag: '"e.gz"' })
    cache.addGzip('a', answer(['programs']), { body: Buffer.alloc(500), etag: '"x.gz"' })
    expect(cache.stats().bytes).toBe(before + 500)
    const last = cache.get('a')!
    cache.addGzip('a', last, { body: Buffer.alloc(3_000), etag: '"a.gz"' })
    // Over the bound: the least recently used (b) goes.
    expect(cache.get('b')).toBeUndefined()
    expect(cache.stats().bytes).toBeLessThanOrEqual(10_000)
  })

  it('refuses an answer larger than a sixteenth of its bound (at least 64 KiB)', () => {
    const cache = new ResponseCache(4 * 1024 * 1024)
    expect(cache.store('big', answer(['programs'], 300 * 1024), cache.begin())).toBe(false)
    expect(cache.store('small', answer(['programs'], 200 * 1024), cache.begin())).toBe(true)
  })

  it('drops the answers read from a written tag, and those of unknown origin, and no others', () => {
    const cache = new ResponseCache(1024 * 1024)
    cache.store('programs', answer(['programs', 'program-sectors']), cache.begin())
    cache.store('posts', answer(['posts']), cache.begin())
    cache.store('unknown', answer([]), cache.begin())
    cache.invalidate(['program-sectors'])
    expect(cache.get('programs')).toBeUndefined()
    expect(cache.get('unknown')).toBeUndefined()
    expect(cache.get('posts')).toBeDefined()
    cache.invalidate('all')
    expect(cache.get('posts')).toBeUndefined()
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 })
  })

  it('does not keep an answer whose read began before a write to what it read (the write would be lost)', () => {
    const cache = new ResponseCache(1024 * 1024)
    const since = cache.begin()
    cache.invalidate(['posts'])
    expect(cache.store('posts', answer(['posts']), since)).toBe(false)
    expect(cache.store('programs', answer(['programs']), since)).toBe(true)
    const later = cache.begin()
    cache.invalidate('all')
    expect(cache.store('programs', answer(['programs']), later)).toBe(false)
    expect(cache.store('programs', answer(['programs']), cache.begin())).toBe(true)
  })

  it('serves nothing past its expiry (the max age, or the next scheduled publication)', () => {
    const cache = new ResponseCache(1024 * 1024)
    const now = Date.now()
    cache.store('soon', answer(['posts'], 100, now + 1_000), cache.begin())
    expect(cache.get('soon', now + 999)).toBeDefined()
    expect(cache.get('soon', now + 1_000)).toBeUndefined()
    expect(cache.stats().entries).toBe(0)
  })
})
