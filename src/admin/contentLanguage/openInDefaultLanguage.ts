import type { Request, RequestHandler } from 'express'
import { executeAuthStrategies, type Payload, type TypedUser } from 'payload'
import { defaultLocale } from '../../config/locales.js'
import { describeError, logger } from '../../logger.js'

/** Payload's preference key for the content language (`@payloadcms/next` getRequestLocale, ui's LocaleProvider). */
const LOCALE_PREFERENCE = 'locale'

/**
 * Opening a page of the admin UI: a document load or a client-side navigation (an RSC GET), not a prefetch of a link
 * the editor may never follow, not a server function (POST) and not an asset.
 */
function opensPage(req: Request): boolean {
  if (req.method !== 'GET') return false
  if (req.headers['next-router-prefetch'] !== undefined || req.headers['next-router-segment-prefetch'] !== undefined) return false
  return !/prefetch/i.test(String(req.headers['sec-purpose'] ?? req.headers.purpose ?? ''))
}

const asksForLocale = (req: Request) => typeof req.query.locale === 'string' && req.query.locale !== ''

function headersOf(req: Request): Headers {
  const headers = new Headers({ DisableAutologin: 'true' })
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item)
  }
  return headers
}

/** Sets the editor's stored content language back to the default; absent, Payload uses the default already. */
async function forgetPickedLocale(payload: Payload, user: TypedUser) {
  const { docs } = await payload.find({
    collection: 'payload-preferences',
    where: { key: { equals: LOCALE_PREFERENCE }, 'user.relationTo': { equals: user.collection }, 'user.value': { equals: user.id } },
    limit: 1,
    pagination: false,
    depth: 0,
    user,
    overrideAccess: false,
  })
  const stored = docs[0]
  if (stored && stored.value !== defaultLocale) {
    await payload.update({ collection: 'payload-preferences', id: stored.id, data: { value: defaultLocale }, depth: 0, user, overrideAccess: false })
  }
}

/**
 * A page of the admin UI opened without `?locale=` shows its content in the default language (uz); `?locale=` picks
 * another for that page, as Payload's locale selector and the translations panel's links do.
 *
 * Payload keeps the last `?locale=` in the editor's `locale` preference and falls back to it wherever a URL has none:
 * the page's server render, the root layout (the client's initial content language), the client's LocaleProvider and
 * every server function (form state, drawers), which have no URL of their own. So one look at a record in Russian made
 * every record, list and new record after it Russian. Setting the preference back before Next.js renders a page
 * without `?locale=` keeps all of those readers in step for that page, server-rendered or navigated to, and leaves
 * the preference doing its one useful job: telling the page's server functions its language.
 * It is per editor (Payload's preferences belong to their user), so one editor's pick never reaches another.
 */
export function openAdminPagesInDefaultLanguage(payload: Payload): RequestHandler {
  const tokenCookie = `${payload.config.cookiePrefix}-token=`
  return (req, _res, next) => {
    if (!opensPage(req) || asksForLocale(req) || !req.headers.cookie?.includes(tokenCookie)) return next()
    executeAuthStrategies({ headers: headersOf(req), payload, canSetHeaders: false } as Parameters<typeof executeAuthStrategies>[0])
      .then(({ user }) => (user ? forgetPickedLocale(payload, user) : undefined))
      // The page still opens (in the stored language) when this fails; Payload reports a database outage itself.
      .catch((error: unknown) => logger.warn({ msg: 'content language not reset', error: describeError(error) }))
      .finally(() => next())
  }
}
