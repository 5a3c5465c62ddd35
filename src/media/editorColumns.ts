import type { CollectionConfig, Field, Plugin } from 'payload'

/** Not a column, not a filter, not a group-by: what only storage and the code read. */
const technical = { disableListColumn: true, disableListFilter: true, disableGroupBy: true } as const

/**
 * Payload's upload fields (and the storage plugin's) that name storage internals: the stored name with its random
 * prefix, URLs, the storage key and prefix, the focal point. Payload offered them all in the columns picker and the
 * filters ("Prefix", "_object Key", "Thumbnail URL") in English whatever the language.
 */
const TECHNICAL_FIELDS: Record<string, 'text' | 'number'> = {
  filename: 'text',
  url: 'text',
  thumbnailURL: 'text',
  prefix: 'text',
  _objectKey: 'text',
}
/** The fields Payload gives each image size ("Sizes > Thumbnail > MIME Type"): all of them technical. */
const SIZE_FIELDS: Record<string, 'text' | 'number'> = {
  url: 'text',
  width: 'number',
  height: 'number',
  mimeType: 'text',
  filesize: 'number',
  filename: 'text',
}

type Named = Field & { name: string; admin?: Record<string, unknown>; fields?: Field[] }
const named = (field: Field): field is Named => 'name' in field

/**
 * The collection's own definition of each technical field with the admin flags added (Payload merges its base upload
 * fields under a field of the same name, src: payload/fields/mergeBaseFields), or a bare one carrying only them.
 */
function markTechnical(fields: Field[], wanted: Record<string, 'text' | 'number'>): Field[] {
  const marked = fields.map((field) =>
    named(field) && field.name in wanted ? ({ ...field, admin: { ...field.admin, ...technical } } as Field) : field,
  )
  const present = new Set(marked.filter(named).map((field) => field.name))
  const missing = Object.entries(wanted)
    .filter(([name]) => !present.has(name))
    .map(([name, type]) => ({ name, type, admin: technical }) as Field)
  return [...marked, ...missing]
}

function withSizesTechnical(config: CollectionConfig, fields: Field[]): Field[] {
  const sizes = typeof config.upload === 'object' ? (config.upload.imageSizes ?? []) : []
  if (sizes.length === 0) return fields
  const existing = fields.find((field): field is Named => named(field) && field.name === 'sizes')
  const sizeGroups = sizes.map((size) => {
    const own = existing?.fields?.find((field): field is Named => named(field) && field.name === size.name)
    return {
      ...own,
      name: size.name,
      type: 'group',
      admin: { ...own?.admin, ...technical },
      fields: markTechnical(own?.fields ?? [], SIZE_FIELDS),
    } as Field
  })
  const group = { ...existing, name: 'sizes', type: 'group', admin: { ...existing?.admin, ...technical }, fields: sizeGroups }
  return [...fields.filter((field) => field !== existing), group as Field]
}

/**
 * Every upload collection's list offers editors what they can read: its columns picker and filters leave out storage
 * internals, and a collection that keeps the uploaded name (`originalName`) shows its files by it, with their
 * thumbnails, and their types by name ("JPEG rasm", src/admin/media/). Runs after the storage plugin, whose fields
 * it marks too.
 */
export const editorColumns: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection) => {
    if (!collection.upload) return collection
    const fields = withSizesTechnical(collection, markTechnical(collection.fields, TECHNICAL_FIELDS)).map((field) => {
      if (!named(field)) return field
      if (field.name === 'originalName')
        return {
          ...field,
          admin: { ...field.admin, components: { Cell: '/src/admin/media/UploadedNameCell.tsx#UploadedNameCell' } },
        } as Field
      if (field.name === 'mimeType')
        return {
          ...field,
          admin: { ...field.admin, components: { Cell: '/src/admin/media/FileTypeCell.tsx#FileTypeCell' } },
        } as Field
      return field
    })
    return { ...collection, fields }
  }),
})
