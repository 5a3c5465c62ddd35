import type { GlobalConfig, PayloadRequest } from 'payload'
import { storedGlobalInAllLocales } from '../db/storedLocales.js'

type GlobalHooks = NonNullable<GlobalConfig['hooks']>
type BeforeOperation = NonNullable<GlobalHooks['beforeOperation']>[number]

const key = (slug: string) => `globalBefore:${slug}`

/**
 * Keeps the global as it was before a write in every locale. Payload hands the afterChange hooks of a global its
 * previous state read in the request's locale with fallback (a missing Russian address reads as the Uzbek one), and
 * a restore replaces every locale; hooks that need the truth (audit, restore) read this instead.
 */
export const snapshotGlobalBeforeWrite: BeforeOperation = async ({ global, operation, req }) => {
  if (operation !== 'update' && operation !== 'restoreVersion') return
  req.context[key(global.slug)] = await storedGlobalInAllLocales(req, global.slug)
  // Payload merges a partial write into the global as read with fallback, which would store the Uzbek text of every
  // field the write leaves out as its Russian (or English) value. Without fallback, absent stays absent.
  if (operation === 'update') req.fallbackLocale = false
}

export const globalBeforeWrite = (req: PayloadRequest, slug: string) =>
  req.context[key(slug)] as Record<string, unknown> | null | undefined

/** Adds the snapshot once, first among the global's beforeOperation hooks. */
export const withGlobalSnapshot = (config: GlobalConfig): GlobalConfig => {
  const hooks = config.hooks?.beforeOperation ?? []
  if (hooks.includes(snapshotGlobalBeforeWrite)) return config
  return { ...config, hooks: { ...config.hooks, beforeOperation: [snapshotGlobalBeforeWrite, ...hooks] } }
}
