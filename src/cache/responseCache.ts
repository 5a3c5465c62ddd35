/** A public answer as it went out: status 200, its headers and its bytes, ready to be sent again as they are. */
export interface CachedAnswer {
  body: Buffer
  /** Its strong validator: a digest of the body. */
  etag: string
  /**
   * The same bytes gzipped, with a validator of their own (a representation of its own), for callers that accept
   * gzip: made when a kept answer is first delivered to one (`addGzip`), so an answer asked once costs no compression.
   */
  gzip?: GzippedAnswer
  /** Response headers worth repeating (Content-Type, Content-Language, helmet's); per-request ones are set anew. */
  headers: [string, string][]
  /** The language came from Accept-Language (no `?lang=`): the answer varies with it. */
  varyLanguage: boolean
  /** What the answer was read from: a write to any of these drops it. `*`: unknown, any write drops it. */
  tags: Set<string>
  /** Milliseconds since the epoch after which it is stale: the max age, or the next publication that could change it. */
  expiresAt: number
  /** The next scheduled publication that could change it (HTTP caches may not keep it past then), or Infinity. */
  changesAt: number
  /** `Cache-Control` while no publication bounds it (changesAt is Infinity): worked out once, sent with every delivery. */
  cacheControl: string
  /** The column each delivery adds a view to (a post's `views`), by table and row id. */
  counter?: { table: string; column: string; id: number }
}

export interface GzippedAnswer {
  body: Buffer
  etag: string
}

/** The tag of answers whose sources are unknown: any write drops them. */
export const UNKNOWN_SOURCES = '*'
/** Where `invalidatedAt` keeps the generation of the last flush of everything. */
const EVERYTHING = '\u0000everything'

/** Bytes an entry costs beyond its body and key: headers, the tag sets, the map slots. */
const OVERHEAD = 512

const sizeOf = (key: string, answer: CachedAnswer) =>
  answer.body.length +
  (answer.gzip?.body.length ?? 0) +
  key.length * 2 +
  OVERHEAD +
  answer.headers.reduce((sum, [name, value]) => sum + (name.length + value.length) * 2, 0)

export interface CacheStats {
  entries: number
  bytes: number
  maxBytes: number
  hits: number
  misses: number
  stores: number
  evictions: number
  invalidations: number
}

/**
 * The in-process cache of anonymous public answers: least recently used first out, bounded in bytes (a flood of
 * distinct query strings evicts, it never grows the heap past `maxBytes`), each entry tagged with what it was read from.
 *
 * Writes race with reads: a read that began before a write committed may finish after its invalidation and would put
 * the old state back. `begin()` hands out the generation a read starts at; `store()` refuses an answer one of whose
 * tags was invalidated since.
 */
export class ResponseCache {
  private readonly entries = new Map<string, { answer: CachedAnswer; size: number }>()
  private readonly keysByTag = new Map<string, Set<string>>()
  /** The generation at which each tag was last invalidated (EVERYTHING: the last flush). */
  private readonly invalidatedAt = new Map<string, number>()
  private generation = 0
  private bytes = 0
  private readonly counts = { hits: 0, misses: 0, stores: 0, evictions: 0, invalidations: 0 }

  constructor(
    readonly maxBytes: number,
    /** An answer larger than this is not kept (one huge list would push out hundreds of pages). */
    readonly maxEntryBytes = Math.max(64 * 1024, Math.floor(maxBytes / 16)),
  ) {}

  /** The fresh answer under `key`, now the most recently used; undefined when there is none or it is stale. */
  get(key: string, now = Date.now()): CachedAnswer | undefined {
    const entry = this.entries.get(key)
    if (!entry) {
      this.counts.misses++
      return undefined
    }
    if (entry.answer.expiresAt <= now) {
      this.remove(key)
      this.counts.misses++
      return undefined
    }
    this.entries.delete(key)
    this.entries.set(key, entry)
    this.counts.hits++
    return entry.answer
  }

  /** The generation a read starts at, for `store`. */
  begin(): number {
    return this.generation
  }

  /** Keeps an answer read since generation `since`, unless something it was read from changed meanwhile. */
  store(key: string, answer: CachedAnswer, since: number): boolean {
    if (this.maxBytes <= 0) return false
    const tags = answer.tags.size > 0 ? answer.tags : new Set([UNKNOWN_SOURCES])
    if ((this.invalidatedAt.get(EVERYTHING) ?? 0) > since) return false
    for (const tag of tags) if ((this.invalidatedAt.get(tag) ?? 0) > since) return false
    const size = sizeOf(key, answer)
    if (size > this.maxEntryBytes) return false
    this.remove(key)
    const stored = { ...answer, tags }
    this.entries.set(key, { answer: stored, size })
    this.bytes += size
    for (const tag of tags) {
      let keys = this.keysByTag.get(tag)
      if (!keys) this.keysByTag.set(tag, (keys = new Set()))
      keys.add(key)
    }
    this.trim()
    this.counts.stores++
    return true
  }

  /** Adds the gzipped bytes of the answer kept under `key`, counted in its size. */
  addGzip(key: string, answer: CachedAnswer, gzip: GzippedAnswer): void {
    const entry = this.entries.get(key)
    if (!entry || entry.answer !== answer || answer.gzip) return
    answer.gzip = gzip
    entry.size += gzip.body.length
    this.bytes += gzip.body.length
    this.trim()
  }

  /** Drops every answer read from one of `tags` (and those of unknown origin); `'all'` drops everything. */
  invalidate(tags: Iterable<string> | 'all'): void {
    const generation = ++this.generation
    this.counts.invalidations++
    if (tags === 'all') {
      this.invalidatedAt.set(EVERYTHING, generation)
      this.entries.clear()
      this.keysByTag.clear()
      this.bytes = 0
      return
    }
    for (const tag of [...tags, UNKNOWN_SOURCES]) {
      this.invalidatedAt.set(tag, generation)
      for (const key of this.keysByTag.get(tag) ?? []) this.remove(key)
    }
  }

  stats(): CacheStats {
    return { entries: this.entries.size, bytes: this.bytes, maxBytes: this.maxBytes, ...this.counts }
  }

  /** Least recently used out until the bound holds. */
  private trim() {
    while (this.bytes > this.maxBytes) {
      const oldest = this.entries.keys().next().value as string
      this.remove(oldest)
      this.counts.evictions++
    }
  }

  private remove(key: string) {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.bytes -= entry.size
    for (const tag of entry.answer.tags) {
      const keys = this.keysByTag.get(tag)
      keys?.delete(key)
      if (keys?.size === 0) this.keysByTag.delete(tag)
    }
  }
}
