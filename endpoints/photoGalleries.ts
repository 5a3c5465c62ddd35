import { randomBytes } from 'node:crypto'
import { contentRoles } from '../src/access/roles.js'
import { adminRoutes, publicRoutes } from '../src/api/crud.js'
import { addError, type ErrorBag } from '../src/api/errors.js'
import { allLocales, pickLocale } from '../src/api/localization.js'
import { searchFilter, statusFilter, type Doc, type ResourceDef } from '../src/api/resource.js'
import type { RouteSpec } from '../src/api/route.js'
import { field } from '../src/api/validation/fields.js'
import { rules } from '../src/api/validation/rules.js'
import { relationId, wire, type WireField } from '../src/api/wire.js'
import { defaultLocale, isLocale, locales, type Locale, type Localized } from '../src/config/locales.js'
import { MEDIA_FIELDS, mediaRecord } from '../src/media/record.js'

interface PhotoInput {
  media_id: unknown
  caption?: Record<string, unknown> | null
}
interface PhotoRow {
  id: string
  image: unknown
  caption?: Localized | null
}

const MAX_PHOTOS = 200

/**
 * `photos`: `[{media_id, caption: {uz, ru, en}}]` as JSON, or the files of `photos[]` in multipart. Every write
 * replaces the list; its rows get ids here so each locale's captions land on the same rows.
 */
const photos: WireField = {
  source: 'photos',
  rules: field('any', [rules.custom('validation.array', 'list', (value) => Array.isArray(value)), rules.max(MAX_PHOTOS)], { nullable: true }),
  uploadMany: { kind: 'image', item: (mediaId) => ({ media_id: mediaId, caption: null }) },
  read: (doc) =>
    ((doc.photos as PhotoRow[] | undefined) ?? []).map((row) => ({ media_id: relationId(row.image), image: mediaRecord(row.image), caption: allLocales(row.caption) })),
  write: () => undefined,
  writeLocales: async (value) => {
    const rows = ((value as PhotoInput[] | null) ?? []).map((row) => ({ ...row, id: randomBytes(12).toString('hex') }))
    const perLocale = new Map<Locale, unknown>()
    for (const locale of locales) {
      if (locale !== defaultLocale && !rows.some((row) => typeof row.caption?.[locale] === 'string')) continue
      perLocale.set(locale, rows.map((row) => ({ id: row.id, image: Number(row.media_id), caption: (row.caption?.[locale] as string | undefined) || null })))
    }
    return perLocale
  },
}

/** Each JSON photo: an existing image as `media_id`, an optional caption per locale (max 255). */
const checkPhotos = async (merged: Record<string, unknown>, uploads: Set<string>, ctx: Parameters<NonNullable<ResourceDef['crossCheck']>>[2]): Promise<ErrorBag> => {
  const errors: ErrorBag = {}
  // Only a list the request sends is checked (a stored one already was); an uploaded list is checked as files.
  if (uploads.has('photos') || !Array.isArray(ctx.body.photos)) return errors
  const mediaId = field('integer', [rules.exists('media')])
  for (const [index, item] of (ctx.body.photos as unknown[]).entries()) {
    const path = `photos.${index}`
    if (!item || typeof item !== 'object' || Array.isArray(item)) {
      addError(errors, path, 'validation.array')
      continue
    }
    const photo = item as PhotoInput
    if (photo.media_id === undefined || photo.media_id === null || photo.media_id === '') addError(errors, `${path}.media_id`, 'validation.required')
    else for (const rule of mediaId.rules) if (!(await rule.check(photo.media_id, { payload: ctx.payload, body: merged }, 'integer'))) addError(errors, `${path}.media_id`, rule.key)
    if (!errors[`${path}.media_id`]) {
      const media = await ctx.payload.findByID({ collection: 'media', id: Number(photo.media_id), depth: 0, disableErrors: true, overrideAccess: true })
      if (media && !String(media.mimeType).startsWith('image/')) addError(errors, `${path}.media_id`, 'validation.image')
    }
    if (photo.caption === undefined || photo.caption === null) continue
    if (typeof photo.caption !== 'object' || Array.isArray(photo.caption)) {
      addError(errors, `${path}.caption`, 'validation.array')
      continue
    }
    for (const [locale, text] of Object.entries(photo.caption)) {
      if (!isLocale(locale)) addError(errors, `${path}.caption.${locale}`, 'validation.in')
      else if (text !== null && typeof text !== 'string') addError(errors, `${path}.caption.${locale}`, 'validation.string')
      else if (typeof text === 'string' && [...text].length > 255) addError(errors, `${path}.caption.${locale}`, 'validation.max')
    }
  }
  return errors
}

const publicGallery = (doc: Doc, locale: Locale) => ({
  id: doc.id,
  title: pickLocale(doc.title as Localized, locale),
  description: pickLocale(doc.description as Localized, locale),
  event_date: typeof doc.eventDate === 'string' ? doc.eventDate.slice(0, 10) : null,
  cover: mediaRecord(doc.cover),
  photos: ((doc.photos as PhotoRow[] | undefined) ?? [])
    .filter((row) => row.image && typeof row.image === 'object')
    .map((row) => ({ image: mediaRecord(row.image), caption: pickLocale(row.caption, locale) })),
  sort_order: doc.sortOrder,
})

const sorts = { event_date: 'eventDate', sort_order: 'sortOrder', id: 'id' }

/** Photo galleries — contract 4.10. */
export const photoGalleries: ResourceDef = {
  name: 'photo-galleries',
  collection: 'photo-galleries',
  adminPath: '/admin/photo-galleries',
  idParam: 'photoGallery_id',
  roles: contentRoles,
  fields: {
    title: wire.localized('title', { required: true }),
    description: wire.localized('description', { max: 2000 }),
    event_date: wire.date('eventDate', { nullable: true }),
    cover_id: wire.media('cover', 'image'),
    photos,
    status: wire.status(),
    sort_order: wire.sortOrder(),
  },
  crossCheck: checkPhotos,
  adminDepth: 1,
  adminExtras: (doc) => ({ cover: mediaRecord(doc.cover) }),
  adminList: {
    filters: { status: statusFilter(), search: searchFilter([{ name: 'title', localized: true }]) },
    sorts,
    defaultSort: '-event_date',
  },
  public: {
    path: '/photo-galleries',
    list: { paginated: true, filters: { search: searchFilter([{ name: 'title', localized: true }]) }, sorts, defaultSort: '-event_date' },
    fields: ['title', 'description', 'eventDate', 'cover', 'photos', 'sortOrder'],
    populate: { cover: MEDIA_FIELDS, 'photos.image': MEDIA_FIELDS },
    project: publicGallery,
  },
}

export const photoGalleriesRoutes: RouteSpec[] = [...publicRoutes(photoGalleries), ...adminRoutes(photoGalleries)]
