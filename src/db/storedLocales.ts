import type { CollectionSlug, GlobalSlug, PayloadRequest } from 'payload'

/**
 * A record read in every locale at once: each localized field a `{uz, ru, en}` map, which the generated types (one
 * locale's values) do not describe. The search index and the audit trail read records so.
 */
export type StoredInAllLocales = Record<string, unknown> & { id: number }

/**
 * A record as stored, every localized field a {locale: value} map: no fallback from one locale to another and no
 * field hooks. Read in the request's transaction, so a hook sees the write it follows.
 */
export const storedInAllLocales = async (
  req: PayloadRequest,
  collection: string,
  id: number | string,
): Promise<StoredInAllLocales | null> =>
  (await req.payload.db.findOne({
    collection: collection as CollectionSlug,
    where: { id: { equals: id } },
    locale: 'all',
    req,
  })) as StoredInAllLocales | null

/** The same for a global (a single settings record). */
export const storedGlobalInAllLocales = async (req: PayloadRequest, slug: string): Promise<StoredInAllLocales | null> =>
  (await req.payload.db.findGlobal({ slug: slug as GlobalSlug, locale: 'all', req })) as StoredInAllLocales | null
