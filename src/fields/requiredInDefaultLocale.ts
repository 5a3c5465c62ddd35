import type { CollectionSlug, PayloadRequest, Validate } from 'payload'
import { defaultLocale, localeLabels } from '../config/locales.js'
import { messageFor } from '../i18n/messages.js'

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== ''

/** The stored default-locale value of a top-level field, read in the caller's transaction. */
async function storedDefaultValue(
  req: PayloadRequest,
  collection: string,
  id: number | string,
  name: string,
): Promise<unknown> {
  const doc = await req.payload.db.findOne({
    collection: collection as CollectionSlug,
    where: { id: { equals: id } },
    locale: defaultLocale,
    req,
    select: { [name]: true },
  })
  const value = (doc as Record<string, unknown> | null)?.[name]
  // The adapter answers localized fields as a map of the locale asked for.
  return value && typeof value === 'object' ? (value as Record<string, unknown>)[defaultLocale] : value
}

/**
 * A localized required field must end up with a non-empty value in the default locale (uz), whichever locale is being
 * edited: other locales fall back to it, and the API refuses a record without it. Written in another locale, the
 * stored uz value is what counts; a new record must be started in uz.
 */
export const requiredInDefaultLocale: Validate = async (value, { req, id, collectionSlug, path }) => {
  // A write of every locale at once (locale 'all') carries the map of values.
  if (value && typeof value === 'object')
    return filled((value as Record<string, unknown>)[defaultLocale]) ? true : messageFor(req, 'required')
  const locale = req.locale && req.locale !== 'all' ? req.locale : defaultLocale
  if (locale === defaultLocale) return filled(value) ? true : messageFor(req, 'required')
  // Globals and nested fields are always written with their default locale present in the form.
  if (!collectionSlug || path.length !== 1) return true
  if (id !== undefined && filled(await storedDefaultValue(req, collectionSlug, id, String(path[0])))) return true
  return messageFor(req, 'requiredInDefaultLocale', { locale: localeLabels[defaultLocale] })
}
