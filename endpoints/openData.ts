import { DEFAULT_LICENSE, openDataFormats } from '../collections/OpenData.js'
import { contentRoles } from '../src/access/roles.js'
import { show } from '../src/api/projection.js'
import type { ErrorBag } from '../src/core/errors.js'
import { exact, searchFilter, statusFilter, type ResourceDef } from '../src/api/resource.js'
import { wire } from '../src/api/wire.js'
import { MEDIA_FIELDS, mediaRecord } from '../src/media/record.js'

const present = (value: unknown) => value !== undefined && value !== null && value !== ''

/** A data set is a file or an external URL: exactly one of the two (validation.required_if). */
const fileOrUrl = (merged: Record<string, unknown>, uploads: Set<string>): ErrorBag => {
  const hasFile = uploads.has('file_id') || present(merged.file_id)
  const hasUrl = present(merged.external_url)
  if (hasFile && hasUrl) return { external_url: ['validation.required_if'] }
  if (!hasFile && !hasUrl) return { file: ['validation.required_if'], external_url: ['validation.required_if'] }
  return {}
}

/** Where the public downloads a data set: its file, else its external URL (from a stored record or a public row). */
const download = (doc: { id: number; file?: unknown; externalUrl?: unknown }) => {
  const file = mediaRecord(doc.file)
  return {
    download_url: (file?.url as string | undefined) ?? (doc.externalUrl as string | null) ?? null,
    size: (file?.size as number | undefined) ?? null,
  }
}

const filters = {
  format: exact('format', 'string', { in: openDataFormats }),
  search: searchFilter([
    { name: 'title', localized: true },
    { name: 'description', localized: true },
  ]),
}
const sorts = { sort_order: 'sortOrder', data_updated_at: 'dataUpdatedAt', id: 'id' }

/** Open data sets — contract 4.9. */
export const openData: ResourceDef<'open-data'> = {
  name: 'open-data',
  collection: 'open-data',
  adminPath: '/admin/open-data',
  idParam: 'openDataset_id',
  roles: contentRoles,
  fields: {
    title: wire.localized('title', { required: true }),
    description: wire.localized('description', { max: 2000 }),
    format: wire.choice('format', openDataFormats, { required: true }),
    file_id: wire.media('file', 'document'),
    external_url: wire.url('externalUrl', { nullable: true }),
    license: wire.text('license', { nullable: true }),
    data_updated_at: wire.date('dataUpdatedAt', { nullable: true }),
    status: wire.status('status'),
    sort_order: wire.sortOrder('sortOrder'),
    file: wire.derived((doc) => mediaRecord(doc.file), { depth: 1 }),
    download_url: wire.derived((doc) => download(doc).download_url, { depth: 1 }),
  },
  crossCheck: fileOrUrl,
  adminList: { filters: { status: statusFilter(), ...filters }, sorts, defaultSort: 'sort_order' },
  public: {
    path: '/open-data',
    list: { paginated: true, filters, sorts, defaultSort: 'sort_order' },
    shows: {
      id: show.id(),
      title: show.localized('title'),
      description: show.localized('description'),
      format: show.value('format'),
      download_url: show.computed(['file', 'externalUrl'], (doc) => download(doc).download_url, { file: MEDIA_FIELDS }),
      size: show.computed(['file'], (doc) => download(doc).size, { file: MEDIA_FIELDS }),
      license: show.nullable('license', DEFAULT_LICENSE),
      data_updated_at: show.date('dataUpdatedAt'),
      sort_order: show.value('sortOrder'),
    },
  },
}
