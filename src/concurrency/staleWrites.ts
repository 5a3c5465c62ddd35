import { APIError, type CollectionBeforeOperationHook, type CollectionConfig, type PayloadRequest } from 'payload'
import { lockRecordVersion } from '../db/rowLock.js'
import { IF_MATCH_FIELD } from './formKey.js'
import { latestChangeEndpoints } from './latestChange.js'
import { messageFor } from '../i18n/messages.js'
import { ifMatchHolds, versionTag } from './versionTag.js'

/** Set on a request once its version was checked: the write's own later steps and nested writes are not checked again. */
const CHECKED = 'versionChecked'

/**
 * The record's current tag, read under its row lock (held to the end of the write's transaction), or null when it is
 * gone. What every path compares a client's `If-Match` with.
 */
export async function lockedVersionTag(req: PayloadRequest, collection: string, id: number): Promise<string | null> {
  const updatedAt = await lockRecordVersion(req, collection as never, id)
  return updatedAt ? versionTag(id, updatedAt) : null
}

/** Marks a request as checked (/api/v1 checks in its mutation, src/api/mutation.ts, before any Payload operation). */
export const markVersionChecked = (req: PayloadRequest) => {
  req.context[CHECKED] = true
}

/** The 412 of Payload's REST API and the admin UI: a message in the editor's language, the current tag as data. */
export class StaleWrite extends APIError {
  constructor(req: PayloadRequest, currentTag: string | null) {
    super(messageFor(req, 'staleWrite'), 412, { etag: currentTag }, true)
  }
}

/**
 * Optimistic concurrency for Payload's REST API and the admin UI: an update or delete by id that names the version it
 * was based on (`If-Match`, or the admin UI's form key) is refused with a 412 when the record was saved since. The
 * check runs once per request, before anything is written, against the row locked for the rest of the transaction.
 * Without a version, nothing changes for existing clients.
 */
const refuseStaleWrite: CollectionBeforeOperationHook = async ({ args, operation, req, collection }) => {
  const data = (args as { data?: unknown }).data
  const fromForm =
    data && typeof data === 'object' && IF_MATCH_FIELD in data
      ? (data as Record<string, unknown>)[IF_MATCH_FIELD]
      : undefined
  if (fromForm !== undefined) delete (data as Record<string, unknown>)[IF_MATCH_FIELD]
  if (operation !== 'create' && operation !== 'update' && operation !== 'delete') return args
  if (req.context[CHECKED]) return args
  // The request's first write decides (reads before it, such as the caller's own account, do not count): writes its
  // hooks make on other records are not the client's to check.
  markVersionChecked(req)
  const id = (args as { id?: unknown }).id
  if (operation === 'create' || id === undefined || id === null) return args
  const expected = typeof fromForm === 'string' && fromForm ? fromForm : req.headers?.get('if-match')
  if (!expected) return args
  const current = await lockedVersionTag(req, collection.slug, Number(id))
  // A record that is gone is Payload's own 404, after this hook.
  if (current !== null && !ifMatchHolds(expected, current)) throw new StaleWrite(req, current)
  return args
}

/**
 * The guard on a collection, with the endpoint the admin UI's save asks what changed (latestChange.ts) and that save
 * (src/admin/concurrency/GuardedSaveButton.tsx), unless the collection has a save of its own.
 */
export const withStaleWriteGuard = (config: CollectionConfig): CollectionConfig => ({
  ...config,
  admin: {
    ...config.admin,
    components: {
      ...config.admin?.components,
      edit: {
        SaveButton: '/src/admin/concurrency/GuardedSaveButton.tsx#GuardedSaveButton',
        ...config.admin?.components?.edit,
      },
    },
  },
  endpoints: config.endpoints === false ? false : [...(config.endpoints ?? []), ...latestChangeEndpoints()],
  hooks: { ...config.hooks, beforeOperation: [refuseStaleWrite, ...(config.hooks?.beforeOperation ?? [])] },
})
