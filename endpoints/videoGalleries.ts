import { contentRoles } from '../src/access/roles.js'
import { show } from '../src/api/projection.js'
import { searchFilter, statusFilter, type ResourceDef } from '../src/api/resource.js'
import { rules, type Rule } from '../src/api/validation/rules.js'
import { wire } from '../src/api/wire.js'
import { MEDIA_FIELDS, mediaRecord } from '../src/media/record.js'
import { parseVideoUrl } from '../src/media/video.js'

/** A URL, and one of YouTube or Vimeo: both failures are the one key `validation.url` (contract 4.10). */
const videoUrlRule: Rule = {
  ...rules.url(),
  name: 'url:youtube,vimeo',
  check: (value) => typeof value === 'string' && parseVideoUrl(value) !== null,
}

/** A video's fields the links are made from, in a stored record or a public row. */
type VideoSource = { id: number; thumbnail?: unknown; videoUrl?: unknown }

/** The uploaded thumbnail (its `thumbnail` conversion, else the file), else the one derived from a YouTube link. */
const thumbnailUrl = (doc: VideoSource): string | null => {
  const uploaded = mediaRecord(doc.thumbnail)
  if (uploaded) return (uploaded.conversions as Record<string, string>).thumbnail ?? (uploaded.url as string | null)
  return parseVideoUrl(String(doc.videoUrl ?? ''))?.thumbnailUrl ?? null
}

const embedUrl = (doc: VideoSource): string | null => parseVideoUrl(String(doc.videoUrl ?? ''))?.embedUrl ?? null

const sorts = { published_at: 'publishedAt', sort_order: 'sortOrder', id: 'id' }

/** Video galleries — contract 4.10 (rows 103–108). */
export const videoGalleries: ResourceDef<'video-galleries'> = {
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
    status: wire.status('status'),
    sort_order: wire.sortOrder('sortOrder'),
    thumbnail: wire.derived((doc) => mediaRecord(doc.thumbnail), { depth: 1 }),
    embed_url: wire.derived(embedUrl),
    thumbnail_url: wire.derived(thumbnailUrl, { depth: 1 }),
  },
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
    shows: {
      id: show.id(),
      title: show.localized('title'),
      description: show.localized('description'),
      video_url: show.value('videoUrl'),
      embed_url: show.computed(['videoUrl'], embedUrl),
      thumbnail_url: show.computed(['thumbnail', 'videoUrl'], thumbnailUrl, { thumbnail: MEDIA_FIELDS }),
      published_at: show.date('publishedAt'),
      sort_order: show.value('sortOrder'),
    },
  },
}
