import { pickLocale } from '../src/i18n/localization.js'
import { readPublic, show, type Shape } from '../src/api/projection.js'
import { ok, type RequestContext, type RouteSpec } from '../src/api/route.js'
import { locales, type Localized } from '../src/config/locales.js'
import { withAbsoluteMediaUrls } from '../src/richtext/html.js'

interface StoredReception {
  address?: Localized | null
  phone?: string | null
  email?: string | null
  workingHours?: Localized | null
  helpline?: string | null
  map?: { lat?: number | null; lng?: number | null } | null
  notesHtml?: Localized | null
}

const numberOrNull = (value: unknown) => (typeof value === 'number' ? value : null)

/** The map pin, or null when neither coordinate is set. */
const mapOf = (map: StoredReception['map']) => {
  const lat = numberOrNull(map?.lat)
  const lng = numberOrNull(map?.lng)
  return lat === null && lng === null ? null : { lat, lng }
}

const scheduleItem: Shape = {
  id: show.id(),
  full_name: show.localized('fullName'),
  position: show.localized('position'),
  reception_days: show.localized('receptionDays'),
  photo: show.media('photo'),
}

/**
 * The reception schedule: active management members (the collection's own public visibility) with reception days
 * in some locale, so that the request locale's value or its fallback is never empty.
 */
async function scheduleOf(ctx: RequestContext) {
  const { data } = await readPublic(ctx, 'management', scheduleItem, {
    where: { or: locales.map((l) => ({ [`receptionDays.${l}`]: { not_equals: '' } })) },
    sort: ['sortOrder', 'id'],
  })
  return data.filter((member) => member.reception_days !== null)
}

/** Citizen reception — contract 4.12: one settings record (managed in the admin UI) plus the schedule. */
export const citizenReceptionRoutes: RouteSpec[] = [
  {
    method: 'GET',
    path: '/citizen-reception',
    summary: 'Citizen reception: contacts, hours, map and the reception schedule of the management',
    tag: 'citizen-reception',
    audience: 'public',
    localized: true,
    responses: [{ status: 200, description: 'The reception details in the request locale' }],
    handler: async (ctx) => {
      // Anonymous read: the global's read access is open, so the caller's view is the whole record. Read in every
      // locale: Payload's global type describes one locale's strings, the answer holds `{uz, ru, en}`.
      const reception = (await ctx.payload.findGlobal({
        slug: 'citizen-reception',
        locale: 'all',
        depth: 0,
        overrideAccess: false,
      })) as unknown as StoredReception
      const locale = ctx.locale
      return ok({
        data: {
          address: pickLocale(reception.address, locale),
          phone: reception.phone || null,
          email: reception.email || null,
          working_hours: pickLocale(reception.workingHours, locale),
          helpline: reception.helpline || null,
          map: mapOf(reception.map),
          notes: withAbsoluteMediaUrls(pickLocale(reception.notesHtml, locale)),
          schedule: await scheduleOf(ctx),
        },
      })
    },
  },
]
