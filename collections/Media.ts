import type { CollectionConfig } from 'payload'
import { mediaDir } from '../src/config/settings.js'
import { isContentEditor } from '../src/access/roles.js'
import { groups, labels } from '../src/fields/index.js'
import { withAuditTrail } from '../src/hooks/audit.js'
import { downloadUnderOriginalName } from '../src/media/fileRoute.js'
import { checkAndNormaliseUpload } from '../src/media/normalise.js'
import { readShownMedia, referenceJoinFields, withoutReferenceJoins } from '../src/media/references.js'
import { FILE_SECURITY_HEADERS, imageSizes, allowedMimeTypes } from '../src/media/types.js'

/**
 * The media library (contract 1.8): every uploaded image and document. The real type is sniffed from the bytes and
 * images are re-encoded without metadata before Payload stores them, whichever interface uploads them. A file is
 * readable, listed and served only while a record its caller may read shows it (src/media/references.ts).
 */
export const Media: CollectionConfig = withAuditTrail({
  slug: 'media',
  labels: {
    singular: labels('File', 'Файл', 'Fayl'),
    plural: labels('Media library', 'Медиатека', 'Media kutubxonasi'),
  },
  // Files are stored under generated names (src/media/names.ts): editors know them by the names they uploaded, and the
  // list shows them so (src/media/editorColumns.ts).
  admin: {
    useAsTitle: 'originalName',
    defaultColumns: ['originalName', 'mimeType', 'filesize', 'createdAt'],
    group: groups.media,
  },
  access: { read: readShownMedia, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
  // src/db/publicReader.ts populates media from records that are already public: those show their files by definition.
  custom: { publicThroughReferences: true },
  upload: {
    staticDir: mediaDir(),
    // Payload re-checks the bytes and sees doc/xls as OLE2 (application/x-cfb); the hook below has already accepted
    // OLE2 only under a .doc or .xls name and stored the real Office type.
    mimeTypes: [...allowedMimeTypes, 'application/x-cfb'],
    imageSizes,
    adminThumbnail: 'thumbnail',
    // Payload's file route (the admin UI's previews and downloads) answers like /media (src/api/mediaFiles.ts):
    // sandboxed, and files that are not images as attachments under their original names.
    handlers: [downloadUnderOriginalName('media')],
    modifyResponseHeaders: ({ headers }) => {
      for (const [name, value] of Object.entries(FILE_SECURITY_HEADERS)) headers.set(name, value)
      if (!headers.get('Content-Type')?.startsWith('image/') && !headers.has('Content-Disposition'))
        headers.set('Content-Disposition', 'attachment')
      return headers
    },
  },
  hooks: {
    beforeOperation: [
      ({ args, operation }) => (operation === 'read' ? withoutReferenceJoins(args) : args),
      checkAndNormaliseUpload,
    ],
  },
  fields: [
    // Payload's own upload field, labelled here: its list column read "MIME Type" in every language.
    { name: 'mimeType', type: 'text', label: labels('File type', 'Тип файла', 'Fayl turi') },
    // Payload's own upload field, given a readable cell (1.5 MB rather than 1572864).
    {
      name: 'filesize',
      type: 'number',
      label: labels('Size', 'Размер', 'Hajmi'),
      admin: { readOnly: true, components: { Cell: '/src/admin/FileSizeCell.tsx#FileSizeCell' } },
    },
    {
      name: 'originalName',
      type: 'text',
      maxLength: 255,
      admin: { readOnly: true },
      label: labels('File name', 'Имя файла', 'Fayl nomi'),
    },
    {
      name: 'alt',
      type: 'text',
      localized: true,
      maxLength: 255,
      label: labels('Alternative text', 'Альтернативный текст', 'Muqobil matn'),
    },
    ...referenceJoinFields(),
  ],
})
