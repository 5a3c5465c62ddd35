import type { CollectionConfig } from 'payload'
import { isAppealHandler, nobody } from '../src/access/roles.js'
import { isAppealSubmission } from '../src/appeals/access.js'
import { refuseAttachmentOverBudget } from '../src/appeals/uploadBudget.js'
import { labels } from '../src/fields/index.js'
import { downloadUnderOriginalName } from '../src/media/fileRoute.js'
import { checkAndNormaliseUpload } from '../src/media/normalise.js'
import { createUploadFilePrivately, keepUploadFolderPrivate } from '../src/media/privateFiles.js'
import { fileAreas } from '../src/media/storage.js'
import { allowedMimeTypes, FILE_SECURITY_HEADERS } from '../src/media/types.js'

/**
 * Files citizens attach to their appeals: private, stored apart from the media library (APPEAL_FILES_DIR, or
 * `appeals/` in the bucket) and served only by Payload's file route, which asks the read rule first: the appeal
 * handlers (super_admin, admin, operator) read them, nobody else, whatever the interface. Files are added only with a
 * submitted appeal (/api/v1/appeals, as the system) and leave with it.
 */
export const AppealAttachments: CollectionConfig = {
  slug: 'appeal-attachments',
  labels: {
    singular: labels('Appeal file', 'Файл обращения', 'Murojaat fayli'),
    plural: labels('Appeal files', 'Файлы обращений', 'Murojaat fayllari'),
  },
  // Reached from an appeal's page, never from the navigation.
  // The storage plugin's own columns (prefix) are left out: they name storage internals, unlabelled.
  admin: {
    group: false,
    useAsTitle: 'originalName',
    defaultColumns: ['originalName', 'mimeType', 'filesize', 'createdAt'],
  },
  access: { read: isAppealHandler, create: isAppealSubmission, update: nobody, delete: nobody },
  disableDuplicate: true,
  upload: {
    staticDir: fileAreas['appeal-attachments'].dir(),
    mimeTypes: [...allowedMimeTypes, 'application/x-cfb'],
    // Staff open what citizens sent: never as a page of this origin, never cached on the way, and saved under the
    // name the citizen gave (the stored one is generated).
    handlers: [downloadUnderOriginalName('appeal-attachments')],
    modifyResponseHeaders: ({ headers }) => {
      for (const [name, value] of Object.entries(FILE_SECURITY_HEADERS)) headers.set(name, value)
      headers.set('Cache-Control', 'private, no-store')
      if (!headers.get('Content-Type')?.startsWith('image/') && !headers.has('Content-Disposition'))
        headers.set('Content-Disposition', 'attachment')
      return headers
    },
  },
  // The file is checked, renamed, then weighed against the anonymous upload budget, before Payload writes it; it is
  // written 0600 into a 0700 folder (other local users never read what citizens sent).
  hooks: {
    beforeOperation: [checkAndNormaliseUpload, refuseAttachmentOverBudget, keepUploadFolderPrivate],
    beforeChange: [createUploadFilePrivately],
  },
  fields: [
    {
      name: 'originalName',
      type: 'text',
      maxLength: 255,
      admin: { readOnly: true },
      label: labels('File name', 'Имя файла', 'Fayl nomi'),
    },
    // Payload's own upload field, labelled here: it read "MIME Type" in every language.
    { name: 'mimeType', type: 'text', label: labels('File type', 'Тип файла', 'Fayl turi') },
  ],
}
