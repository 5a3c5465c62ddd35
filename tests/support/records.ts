import type { CollectionSlug, Payload } from 'payload'

/**
 * Changes a stored record as a seed or a script would (the Local API, no access checks), writing no audit entry: for
 * the state a case starts from, not for what it checks. `locale` names the one locale of `data`'s localized fields.
 */
export const quietUpdate = (
  payload: Payload,
  collection: CollectionSlug,
  id: number | string,
  data: Record<string, unknown>,
  locale?: 'uz' | 'ru' | 'en',
) =>
  payload.update({
    collection,
    id,
    ...(locale ? { locale } : {}),
    data: data as never,
    overrideAccess: true,
    context: { skipAudit: true },
  })
