import type { CollectionSlug, GlobalSlug, PayloadRequest } from 'payload'

type Stored = Record<string, unknown>

/**
 * A record as stored, every localized field a {locale: value} map: no fallback from one locale to another and no
 * field hooks. Read in the request's transaction, so a hook sees the write it follows.
 */
export const storedInAllLocales = async (
  req: PayloadRequest,
  collection: string,
  id: number | string,
): Promise<Stored | null> =>
  (await req.payload.db.findOne({
    collection: collection as CollectionSlug,
    where: { id: { equals: id } },
    locale: 'all',
    req,
  })) as Stored | null

/** The same for a global (a single settings record). */
export const storedGlobalInAllLocales = async (req: PayloadRequest, slug: string): Promise<Stored | null> =>
  (await req.payload.db.findGlobal({ slug: slug as GlobalSlug, locale: 'all', req })) as Stored | null
