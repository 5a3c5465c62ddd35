import { contentRoles } from '../src/access/roles.js'
import { adminRoutes, publicRoutes } from '../src/api/crud.js'
import { pickLocale } from '../src/api/localization.js'
import { searchFilter, statusFilter, type Doc, type ResourceDef } from '../src/api/resource.js'
import type { RouteSpec } from '../src/api/route.js'
import { rules } from '../src/api/validation/rules.js'
import { wire } from '../src/api/wire.js'
import type { Locale, Localized } from '../src/config/locales.js'
import { MEDIA_FIELDS, mediaRecord } from '../src/media/record.js'


const publicMilestone = (doc: Doc, locale: Locale) => ({
  id: doc.id,
  year: doc.year,
  title: pickLocale(doc.title as Localized, locale),
  description: pickLocale(doc.descriptionHtml as Localized, locale),
  image: mediaRecord(doc.image),
  sort_order: doc.sortOrder,
})

/** History milestones — contract 4.8 (rows 44–49). */
export const history: ResourceDef = {
  name: 'history',
  collection: 'history',
  adminPath: '/admin/history',
  idParam: 'historyMilestone_id',
  roles: contentRoles,
  fields: {
    year: wire.integer('year', [rules.between(1900, 2100)], { required: true }),
    title: wire.localized('title', { required: true }),
    description: wire.localizedHtml('description'),
    image_id: wire.media('image', 'image'),
    status: wire.status(),
    sort_order: wire.sortOrder(),
  },
  // Depth 1 loads the image's media record for `image` beside `image_id`.
  adminDepth: 1,
  adminExtras: (doc) => ({ image: mediaRecord(doc.image) }),
  adminList: {
    filters: { status: statusFilter(), search: searchFilter([{ name: 'title', localized: true }]) },
    sorts: { year: 'year', sort_order: 'sortOrder', id: 'id' },
    defaultSort: 'year',
  },
  public: {
    path: '/history',
    list: { paginated: false, sort: ['year', 'sortOrder'] },
    fields: ['year', 'title', 'descriptionHtml', 'image', 'sortOrder'],
    populate: { image: MEDIA_FIELDS },
    project: (doc, locale) => publicMilestone(doc, locale),
  },
}

export const historyRoutes: RouteSpec[] = [...publicRoutes(history), ...adminRoutes(history)]
