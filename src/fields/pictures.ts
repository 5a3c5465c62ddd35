import type { PayloadRequest, UploadField } from 'payload'
import { validations } from 'payload'
import { messageFor } from '../i18n/messages.js'
import { boundsText } from '../media/bounds.js'
import { picturesOnly } from '../media/types.js'
import { uploadIdOf, uploadIdsIn } from '../richtext/uploads.js'

export { picturesOnly }

/** Whether every one of these media ids is a picture; read by id and type only, whoever may see the file. */
async function allPictures(req: PayloadRequest, ids: number[]): Promise<boolean> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return true
  const { docs } = await req.payload.find({
    collection: 'media',
    // Files of the media library that are pictures (contract 1.7: jpg, png, webp); the pickers list only these.
    where: { and: [{ id: { in: unique } }, picturesOnly] },
    depth: 0,
    limit: 0,
    pagination: false,
    select: {},
    req,
    // A question about the file's type, not about who may read it; no locale of its own (it would be set on the
    // shared request, which the write in progress reads).
    overrideAccess: true,
  })
  return docs.length === unique.length
}

/** What Payload passes a field's validate: the field's own config, the event, the request. */
type ValidateOptions = { event?: 'onChange' | 'submit'; req: PayloadRequest } & Record<string, unknown>

const pictureOnlyMessage = (req: PayloadRequest) => messageFor(req, 'pictureOnly', boundsText(true))

const idsOf = (value: unknown): number[] =>
  (Array.isArray(value) ? value : [value])
    .map((item) => uploadIdOf(item && typeof item === 'object' && 'value' in item ? item.value : item))
    .filter((id): id is number => id !== null)

/**
 * Payload's own checks of an upload field (required, row counts, id shapes), then: every file chosen is a picture.
 * Payload's filterOptions check is left out: it refused a PDF with "invalid selections: 69", naming an internal id;
 * this one names what the field takes.
 */
const validatePictures = async (value: unknown, options: ValidateOptions): Promise<string | true> => {
  const own = await validations.upload(value as never, { ...options, filterOptions: undefined } as never)
  if (own !== true) return own
  // As Payload's own relation check: on save, not at each keystroke's form state.
  if (options.event === 'onChange') return true
  return (await allPictures(options.req, idsOf(value))) ? true : pictureOnlyMessage(options.req)
}

/** A field that takes pictures from the media library only: its picker offers only pictures, its save accepts only them. */
export const pictureField = <T extends Omit<UploadField, 'type' | 'relationTo'>>(field: T): UploadField =>
  ({
    ...field,
    type: 'upload',
    relationTo: 'media',
    filterOptions: picturesOnly,
    validate: validatePictures as UploadField['validate'],
  }) as UploadField

/**
 * A rich text's check on top of its editor's own: a file newly placed in it (issue 37: "pictures in rich text") is a
 * picture, refused like a picture field's. Files placed before this rule (documents, rendered as download links) stay:
 * only what the write adds is judged, so such a text can still be saved.
 */
export const validateRichTextPictures = async (
  value: unknown,
  options: ValidateOptions & { previousValue?: unknown },
): Promise<string | true> => {
  const own = await validations.richText(value as never, options as never)
  if (own !== true || options.event === 'onChange') return own
  const before = new Set(uploadIdsIn(options.previousValue))
  const added = uploadIdsIn(value).filter((id) => !before.has(id))
  return (await allPictures(options.req, added)) ? true : pictureOnlyMessage(options.req)
}
