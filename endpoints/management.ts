import { contentRoles } from '../src/access/roles.js'
import { adminRoutes, publicRoutes } from '../src/api/crud.js'
import { pickLocale } from '../src/api/localization.js'
import { searchFilter, statusFilter, type Doc, type ResourceDef } from '../src/api/resource.js'
import type { RouteSpec } from '../src/api/route.js'
import { wire } from '../src/api/wire.js'
import type { Locale, Localized } from '../src/config/locales.js'
import { MEDIA_FIELDS, mediaRecord } from '../src/media/record.js'


const publicManager = (doc: Doc, locale: Locale) => ({
  id: doc.id,
  full_name: pickLocale(doc.fullName as Localized, locale),
  position: pickLocale(doc.position as Localized, locale),
  biography: pickLocale(doc.biographyHtml as Localized, locale),
  photo: mediaRecord(doc.photo),
  phone: doc.phone ?? null,
  email: doc.email ?? null,
  reception_days: pickLocale(doc.receptionDays as Localized, locale),
  sort_order: doc.sortOrder,
})

/** The fund's management — contract 4.7 (rows 82–87). */
export const management: ResourceDef = {
  name: 'management',
  collection: 'management',
  adminPath: '/admin/management',
  idParam: 'manager_id',
  roles: contentRoles,
  fields: {
    full_name: wire.localized('fullName', { required: true }),
    position: wire.localized('position', { required: true }),
    biography: wire.localizedHtml('biography'),
    photo_id: wire.media('photo', 'image'),
    phone: wire.text('phone', { max: 32, nullable: true }),
    email: wire.email('email', { nullable: true }),
    reception_days: wire.localized('receptionDays'),
    status: wire.status(),
    sort_order: wire.sortOrder(),
  },
  // Depth 1 loads the photo's media record for `photo` beside `photo_id`.
  adminDepth: 1,
  adminExtras: (doc) => ({ photo: mediaRecord(doc.photo) }),
  adminList: {
    filters: {
      status: statusFilter(),
      search: searchFilter([{ name: 'fullName', localized: true }, { name: 'position', localized: true }]),
    },
    sorts: { sort_order: 'sortOrder', id: 'id' },
    defaultSort: 'sort_order',
  },
  public: {
    path: '/management',
    list: { paginated: false, sort: 'sortOrder' },
    fields: ['fullName', 'position', 'biographyHtml', 'photo', 'phone', 'email', 'receptionDays', 'sortOrder'],
    populate: { photo: MEDIA_FIELDS },
    project: publicManager,
  },
}

export const managementRoutes: RouteSpec[] = [...publicRoutes(management), ...adminRoutes(management)]
