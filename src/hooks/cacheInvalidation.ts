import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeOperationHook,
  CollectionConfig,
  GlobalAfterChangeHook,
  GlobalConfig,
} from 'payload'
import { readsFrom } from '../db/readTags.js'
import { invalidatePublicAnswers } from '../cache/publicCache.js'
import { afterCommit } from '../db/pool.js'
import { SEARCH_TAG, sourceOfCollection } from '../search/sources.js'

const READ_OPERATIONS = new Set(['read', 'count'])

/** A public answer being built that reads this collection through Payload is dropped when the collection changes. */
const noteCollectionRead: CollectionBeforeOperationHook = ({ args, collection, operation }) => {
  if (READ_OPERATIONS.has(operation)) readsFrom(collection.slug)
  return args
}

/** A write to a collection changes its answers, and the search's when the collection is indexed (same transaction). */
const writtenTags = (slug: string) => (sourceOfCollection(slug) ? [slug, SEARCH_TAG] : [slug])

/**
 * This process drops its answers read from the collection once the write has committed: the writer's next read is
 * fresh at once. Other processes hear of it from the database's change trigger (src/cache/changeFeed.ts).
 */
const dropAnswersAfterChange: CollectionAfterChangeHook = async ({ collection, doc, req }) => {
  await afterCommit(req, () => invalidatePublicAnswers(req.payload, writtenTags(collection.slug)))
  return doc
}

const dropAnswersAfterDelete: CollectionAfterDeleteHook = async ({ collection, doc, req }) => {
  await afterCommit(req, () => invalidatePublicAnswers(req.payload, writtenTags(collection.slug)))
  return doc
}

export const withCacheInvalidation = (config: CollectionConfig): CollectionConfig => ({
  ...config,
  hooks: {
    ...config.hooks,
    beforeOperation: [...(config.hooks?.beforeOperation ?? []), noteCollectionRead],
    afterChange: [...(config.hooks?.afterChange ?? []), dropAnswersAfterChange],
    afterDelete: [...(config.hooks?.afterDelete ?? []), dropAnswersAfterDelete],
  },
})

const dropGlobalAnswers: GlobalAfterChangeHook = async ({ global, doc, req }) => {
  await afterCommit(req, () => invalidatePublicAnswers(req.payload, [global.slug]))
  return doc
}

export const withGlobalCacheInvalidation = (config: GlobalConfig): GlobalConfig => ({
  ...config,
  hooks: {
    ...config.hooks,
    beforeRead: [
      ...(config.hooks?.beforeRead ?? []),
      ({ doc }) => {
        readsFrom(config.slug)
        return doc
      },
    ],
    afterChange: [...(config.hooks?.afterChange ?? []), dropGlobalAnswers],
  },
})
