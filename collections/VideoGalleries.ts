import type { CollectionConfig, PayloadRequest } from 'payload'
import { contentAccess } from '../src/access/roles.js'
import { active } from '../src/access/visibility.js'
import {
  dayField,
  groups,
  labels,
  localizedText,
  pictureFromLibrary,
  sortOrderField,
  statusField,
} from '../src/fields/index.js'
import { withAuditTrail } from '../src/hooks/audit.js'
import { messageFor } from '../src/i18n/messages.js'
import { parseVideoUrl } from '../src/media/video.js'

/** Video galleries (contract 4.10): YouTube or Vimeo links. */
export const VideoGalleries: CollectionConfig = withAuditTrail({
  slug: 'video-galleries',
  labels: {
    singular: labels('Video', 'Видео', 'Video'),
    plural: labels('Video galleries', 'Видеогалерея', 'Videogalereya'),
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'videoUrl', 'publishedAt', 'status'],
    group: groups.media,
    listSearchableFields: ['title'],
  },
  access: contentAccess(active),
  versions: { maxPerDoc: 50 },
  defaultSort: '-publishedAt',
  fields: [
    localizedText('title', labels('Title', 'Название', 'Nomi'), { required: true }),
    localizedText('description', labels('Description', 'Описание', 'Tavsif'), { textarea: true }),
    {
      name: 'videoUrl',
      type: 'text',
      required: true,
      maxLength: 2048,
      label: labels('YouTube or Vimeo URL', 'Ссылка YouTube или Vimeo', 'YouTube yoki Vimeo havolasi'),
      validate: (value: string | null | undefined, { req }: { req: PayloadRequest }) =>
        value && parseVideoUrl(value) ? true : messageFor(req, 'youtubeOrVimeo'),
    },
    pictureFromLibrary('thumbnail', labels('Thumbnail', 'Превью', 'Muqova')),
    dayField('publishedAt', labels('Published on', 'Дата публикации', 'Nashr sanasi'), { index: true }),
    statusField(),
    sortOrderField(),
  ],
})
