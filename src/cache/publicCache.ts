import type { Payload } from 'payload'
import { snake } from '../db/collectionSchema.js'
import { numberSetting } from '../config/settings.js'
import { poolOf, postgresOf } from '../db/pool.js'
import { replicasOf } from '../db/replicas.js'
import { SEARCH_SCHEDULE } from '../search/sources.js'
import { ChangeFeed } from './changeFeed.js'
import { noteModelChange } from '../assistant/learning.js'
import { ResponseCache } from './responseCache.js'
import { PublicationSchedule, type ScheduleSource } from './schedule.js'
import { ViewCounts } from './viewCounts.js'

/** How public answers are kept, from the environment (README, "Serving the website"). */
export const publicCacheSettings = () => ({
  /** Seconds a browser or CDN may keep a public answer (`Cache-Control: public, max-age`). */
  maxAgeSeconds: Math.floor(numberSetting('PUBLIC_CACHE_MAX_AGE', 60)),
  /** Seconds a CDN may go on serving it while it fetches a fresh one (`stale-while-revalidate`). */
  staleWhileRevalidateSeconds: Math.floor(numberSetting('PUBLIC_CACHE_STALE_WHILE_REVALIDATE', 30)),
  /** The in-process cache's bound, in MiB (0: no in-process cache; the HTTP headers stay). */
  maxBytes: Math.floor(numberSetting('PUBLIC_CACHE_MB', 64) * 1024 * 1024),
  /** How often counted views are written. */
  viewsFlushMs: Math.max(50, numberSetting('VIEWS_FLUSH_MS', 1_000)),
})

/** What one process keeps of public answers, per Payload instance. */
export interface PublicCache {
  answers: ResponseCache
  schedule: PublicationSchedule
  views: ViewCounts
  feed: ChangeFeed | undefined
  settings: ReturnType<typeof publicCacheSettings>
  /** Answers may be served and kept: the change feed is listening. */
  readonly live: boolean
}

const caches = new WeakMap<Payload, PublicCache>()

/**
 * Collections whose records become public at a stored moment (`custom.publicFrom`: a post's `publishedAt`). A read
 * rule that compares with the time must declare it, or its answers are kept for the max age past the moment.
 */
const scheduleSources = (payload: Payload): ScheduleSource[] => [
  ...payload.config.collections.flatMap((collection) => {
    const field = collection.custom?.publicFrom as string | undefined
    return field ? [{ tag: collection.slug, table: snake(collection.slug), column: snake(field) }] : []
  }),
  SEARCH_SCHEDULE,
]

/** The process's public cache of this Payload instance (created on first use, live once `startPublicCache` ran). */
export function publicCacheOf(payload: Payload): PublicCache {
  let cache = caches.get(payload)
  if (!cache) {
    const settings = publicCacheSettings()
    const pool = poolOf(payload)
    if (!pool) throw new Error('the public cache needs the Postgres adapter’s pool')
    const created: PublicCache = {
      answers: new ResponseCache(settings.maxBytes),
      schedule: new PublicationSchedule(pool, () => scheduleSources(payload)),
      views: new ViewCounts(pool, settings.viewsFlushMs),
      feed: undefined,
      settings,
      get live() {
        return settings.maxBytes > 0 && this.feed?.listening === true
      },
    }
    caches.set(payload, created)
    cache = created
  }
  return cache
}

/** Drops what was read from `tags` (a committed write to them), in this process. */
export function invalidatePublicAnswers(payload: Payload, tags: string[] | 'all'): void {
  // The assistant's model learns from some of the same tables (src/assistant/learning.ts): this process's own writes
  // (after their commit) and every other writer's (the change feed) make it stale alike.
  noteModelChange(payload, tags)
  const cache = caches.get(payload)
  if (!cache) return
  cache.schedule.forget(tags)
  cache.answers.invalidate(tags)
}

/**
 * Starts listening for changes made by any process on the database, and the view counter's flushes (Payload's
 * onInit). Until the feed listens, nothing is served from or kept in the cache.
 */
export async function startPublicCache(payload: Payload): Promise<void> {
  const cache = publicCacheOf(payload)
  if (cache.feed) return
  const connectionString = postgresOf(payload).poolOptions?.connectionString ?? process.env.DATABASE_URL
  if (!connectionString) return
  // Read replicas learn of each change too, and drop the answers they gave before holding it (src/db/replicas.ts).
  const replicas = replicasOf(poolOf(payload))
  if (replicas) replicas.onCaughtUp = (tags) => invalidatePublicAnswers(payload, tags)
  cache.feed = new ChangeFeed({
    connectionString,
    onChange: (tags) => {
      replicas?.noteChange()
      invalidatePublicAnswers(payload, tags)
    },
    onGap: () => {
      replicas?.noteChange()
      invalidatePublicAnswers(payload, 'all')
    },
  })
  cache.views.start()
  await cache.feed.start()
}

/** Stops listening and writes the views counted so far (before the pool closes). */
export async function stopPublicCache(payload: Payload): Promise<void> {
  const cache = caches.get(payload)
  if (!cache) return
  await cache.feed?.stop()
  await cache.views.stop()
}
