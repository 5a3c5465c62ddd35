import { randomBytes } from 'node:crypto'
import { contentRoles } from '../src/access/roles.js'
import { allLocales, pickLocale } from '../src/i18n/localization.js'
import { show } from '../src/api/projection.js'
import { searchFilter, statusFilter, type ResourceDef } from '../src/api/resource.js'
import { field, listOf, objectOf } from '../src/api/validation/fields.js'
import { rules } from '../src/api/validation/rules.js'
import { mediaKind, wire, type WireField } from '../src/api/wire.js'
import { relationId } from '../src/fields/relations.js'
import { defaultLocale, locales, type Locale, type Localized } from '../src/config/locales.js'
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
const photos: WireField<'photo-galleries'> = {
  source: 'photos',
  // Each JSON photo: an existing image as `media_id`, an optional caption per locale (max 255).
  rules: listOf(
    objectOf({
      media_id: field('integer', [rules.exists('media'), mediaKind('image')], { required: true }),
      caption: field('string', [rules.max(255)], { localized: true, nullable: true }),
    }),
    [rules.max(MAX_PHOTOS)],
    { nullable: true },
  ),
  uploadMany: { kind: 'image', item: (mediaId) => ({ media_id: mediaId, caption: null }) },
  read: (doc) =>
    ((doc.photos as PhotoRow[] | undefined) ?? []).map((row) => ({
      media_id: relationId(row.image),
      image: mediaRecord(row.image),
      caption: allLocales(row.caption),
    })),
  write: () => undefined,
  writeLocales: async (value) => {
    const rows = ((value as PhotoInput[] | null) ?? []).map((row) => ({ ...row, id: randomBytes(12).toString('hex') }))
    const perLocale = new Map<Locale, unknown>()
    for (const locale of locales) {
      if (locale !== defaultLocale && !rows.some((row) => typeof row.caption?.[locale] === 'string')) continue
      perLocale.set(
        locale,
        rows.map((row) => ({
          id: row.id,
          image: Number(row.media_id),
          caption: (row.caption?.[locale] as string | undefined) || null,
        })),
      )
    }
    return perLocale
  },
}

const sorts = { event_date: 'eventDate', sort_order: 'sortOrder', id: 'id' }

/** Photo galleries — contract 4.10. */
export const photoGalleries: ResourceDef<'photo-galleries'> = {
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
    status: wire.status('status'),
    sort_order: wire.sortOrder('sortOrder'),
    cover: wire.derived((doc) => mediaRecord(doc.cover), { depth: 1 }),
  },
  adminList: {
    filters: { status: statusFilter(), search: searchFilter([{ name: 'title', localized: true }]) },
    sorts,
    defaultSort: '-event_date',
  },
  public: {
    path: '/photo-galleries',
    list: {
      paginated: true,
      filters: { search: searchFilter([{ name: 'title', localized: true }]) },
      sorts,
      defaultSort: '-event_date',
    },
    shows: {
      id: show.id(),
      title: show.localized('title'),
      description: show.localized('description'),
      event_date: show.date('eventDate'),
      cover: show.media('cover'),
      photos: show.computed(
        ['photos'],
        (doc, locale) =>
          ((doc.photos as PhotoRow[] | undefined) ?? [])
            .filter((row) => row.image && typeof row.image === 'object')
            .map((row) => ({ image: mediaRecord(row.image), caption: pickLocale(row.caption, locale) })),
        { 'photos.image': MEDIA_FIELDS },
      ),
      sort_order: show.value('sortOrder'),
    },
  },
}
