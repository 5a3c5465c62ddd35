import { contentRoles } from '../src/access/roles.js'
import { adminRoutes, publicRoutes } from '../src/api/crud.js'
import { pickLocale } from '../src/api/localization.js'
import { searchFilter, statusFilter, type Doc, type ResourceDef } from '../src/api/resource.js'
import type { RouteSpec } from '../src/api/route.js'
import { rules, type Rule } from '../src/api/validation/rules.js'
import { wire } from '../src/api/wire.js'
import type { Locale, Localized } from '../src/config/locales.js'
import { MEDIA_FIELDS, mediaRecord } from '../src/media/record.js'
import { parseVideoUrl } from '../src/media/video.js'


/** A URL, and one of YouTube or Vimeo: both failures are the one key `validation.url` (contract 4.10). */
const videoUrlRule: Rule = {
  ...rules.url(),
  name: 'url:youtube,vimeo',
  check: (value) => typeof value === 'string' && parseVideoUrl(value) !== null,
}

/** The uploaded thumbnail (its `thumbnail` conversion, else the file), else the one derived from a YouTube link. */
const thumbnailUrl = (doc: Doc): string | null => {
  const uploaded = mediaRecord(doc.thumbnail)
  if (uploaded) return (uploaded.conversions as Record<string, string>).thumbnail ?? (uploaded.url as string | null)
  return parseVideoUrl(String(doc.videoUrl ?? ''))?.thumbnailUrl ?? null
}

const embedUrl = (doc: Doc): string | null => parseVideoUrl(String(doc.videoUrl ?? ''))?.embedUrl ?? null

const publicVideo = (doc: Doc, locale: Locale) => ({
  id: doc.id,
  title: pickLocale(doc.title as Localized, locale),
  description: pickLocale(doc.description as Localized, locale),
  video_url: doc.videoUrl,
  embed_url: embedUrl(doc),
  thumbnail_url: thumbnailUrl(doc),
  published_at: typeof doc.publishedAt === 'string' ? doc.publishedAt.slice(0, 10) : null,
  sort_order: doc.sortOrder,
})

const sorts = { published_at: 'publishedAt', sort_order: 'sortOrder', id: 'id' }

/** Video galleries — contract 4.10 (rows 103–108). */
export const videoGalleries: ResourceDef = {
  name: 'video-galleries',
  collection: 'video-galleries',
  adminPath: '/admin/video-galleries',
  idParam: 'videoGallery_id',
  roles: contentRoles,
  fields: {
    title: wire.localized('title', { required: true }),
    description: wire.localized('description', { max: 2000 }),
    video_url: wire.text('videoUrl', { required: true, max: 2048, extra: [videoUrlRule] }),
    thumbnail_id: wire.media('thumbnail', 'image'),
    published_at: wire.date('publishedAt', { nullable: true }),
    status: wire.status(),
    sort_order: wire.sortOrder(),
  },
  // Depth 1 loads the thumbnail's media record, for `thumbnail` and `thumbnail_url`.
  adminDepth: 1,
  adminExtras: (doc) => ({ thumbnail: mediaRecord(doc.thumbnail), embed_url: embedUrl(doc), thumbnail_url: thumbnailUrl(doc) }),
  adminList: {
    filters: { status: statusFilter(), search: searchFilter([{ name: 'title', localized: true }]) },
    sorts,
    defaultSort: '-published_at',
  },
  public: {
    path: '/video-galleries',
    list: {
      paginated: true,
      filters: { search: searchFilter([{ name: 'title', localized: true }]) },
      sorts,
      defaultSort: '-published_at',
    },
    fields: ['title', 'description', 'videoUrl', 'thumbnail', 'publishedAt', 'sortOrder'],
    populate: { thumbnail: MEDIA_FIELDS },
    project: publicVideo,
  },
}

export const videoGalleriesRoutes: RouteSpec[] = [...publicRoutes(videoGalleries), ...adminRoutes(videoGalleries)]
