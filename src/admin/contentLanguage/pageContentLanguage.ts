import type { Request, RequestHandler } from 'express'
import type { Payload, TypedUser } from 'payload'
import { staffAccountOf } from '../../auth/callers.js'
import { defaultLocale, isLocale, type Locale } from '../../config/locales.js'
import { describeError, logger } from '../../logger.js'
import type { PayloadPreference } from '../../payload-types.js'

/** Payload's preference key for the content language (`@payloadcms/next` getRequestLocale, ui's LocaleProvider). */
const LOCALE_PREFERENCE = 'locale'

const isPrefetch = (req: Request) =>
  req.headers['next-router-prefetch'] !== undefined ||
  req.headers['next-router-segment-prefetch'] !== undefined ||
  /prefetch/i.test(String(req.headers['sec-purpose'] ?? req.headers.purpose ?? ''))

/**
 * The content language a request made by a page of the admin UI runs in, from that page's URL; undefined for the
 * requests this rule leaves alone (assets, prefetches, the API, and a page opened with `?locale=`, which Payload
 * stores itself).
 */
function languageOfPage(req: Request, adminRoute: string, apiRoute: string): Locale | undefined {
  const asked = req.query.locale
  if (req.path === `${apiRoute}/payload-preferences/${LOCALE_PREFERENCE}`) {
    // Payload's LocaleProvider asks this only for a page whose URL has no ?locale= (after a back navigation too,
    // which Next.js answers from its cache without a request of the page).
    return req.method === 'GET' ? defaultLocale : undefined
  }
  if (req.path !== adminRoute && !req.path.startsWith(`${adminRoute}/`)) return undefined
  // A server function (form state, a drawer, a list's table) is posted to the URL of the page that calls it.
  if (req.method === 'POST' && req.headers['next-action'] !== undefined) return isLocale(asked) ? asked : defaultLocale
  // A page opened: a document load or a client-side navigation.
  if (req.method === 'GET' && !isPrefetch(req) && (typeof asked !== 'string' || asked === '')) return defaultLocale
  return undefined
}

/** The account a preference belongs to, as the preference stores it (each branch pairs a narrowed collection with its id). */
const ownerOf = (user: TypedUser): PayloadPreference['user'] =>
  user.collection === 'users'
    ? { relationTo: user.collection, value: user.id }
    : { relationTo: user.collection, value: user.id }

/** Stores `locale` as the editor's content language, unless it is stored already (absent means the default). */
async function storeLocale(payload: Payload, user: TypedUser, locale: Locale) {
  const { docs } = await payload.find({
    collection: 'payload-preferences',
    where: {
      key: { equals: LOCALE_PREFERENCE },
      'user.relationTo': { equals: user.collection },
      'user.value': { equals: user.id },
    },
    limit: 1,
    pagination: false,
    depth: 0,
    user,
    overrideAccess: false,
  })
  const stored = docs[0]
  if (stored ? stored.value === locale : locale === defaultLocale) return
  const data: Pick<PayloadPreference, 'key' | 'value' | 'user'> = {
    key: LOCALE_PREFERENCE,
    value: locale,
    user: ownerOf(user),
  }
  if (stored)
    await payload.update({
      collection: 'payload-preferences',
      id: stored.id,
      data,
      depth: 0,
      user,
      overrideAccess: false,
    })
  else await payload.create({ collection: 'payload-preferences', data, depth: 0, user, overrideAccess: false })
}

/**
 * The content language of a page of the admin UI is its URL's: `?locale=` when the editor picked one for that page
 * (Payload's locale selector, the translations panel's links), else the default (uz).
 *
 * Payload keeps the last `?locale=` in the editor's `locale` preference and falls back to it wherever a URL has none:
 * the page's server render, the root layout (the client's first content language), the client's LocaleProvider and
 * every server function, which have no URL of their own. So one look at a record in Russian made every record, list
 * and new record after it Russian. Here, before Next.js or Payload reads it, the preference is set to the language of
 * the page each request comes from, so all those readers agree with the page, server-rendered or navigated to, and
 * a tab's form state follows its own page after another tab picked another language (only requests of the two tabs
 * arriving at the same instant can still cross). Preferences are per user: one editor's pick never reaches another.
 */
export function contentLanguageOfPage(payload: Payload): RequestHandler {
  const { admin: adminRoute, api: apiRoute } = payload.config.routes
  return (req, _res, next) => {
    const locale = languageOfPage(req, adminRoute, apiRoute)
    if (!locale) return next()
    staffAccountOf(payload, req)
      .then((user) => (user ? storeLocale(payload, user, locale) : undefined))
      // The request goes on (in the stored language) when this fails; Payload reports a database outage itself.
      .catch((error: unknown) =>
        logger.warn({ msg: 'content language of the page not stored', error: describeError(error) }),
      )
      .finally(() => next())
  }
}
