import { DEFAULT_LICENSE, openDataFormats } from '../collections/OpenData.js'
import { contentRoles } from '../src/access/roles.js'
import { adminRoutes, publicRoutes } from '../src/api/crud.js'
import type { ErrorBag } from '../src/api/errors.js'
import { pickLocale } from '../src/api/localization.js'
import { exact, searchFilter, statusFilter, type Doc, type ResourceDef } from '../src/api/resource.js'
import type { RouteSpec } from '../src/api/route.js'
import { wire } from '../src/api/wire.js'
import type { Locale, Localized } from '../src/config/locales.js'
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

/** Where the public downloads a data set: its file, else its external URL. */
const download = (doc: Doc) => {
  const file = mediaRecord(doc.file)
  return { download_url: (file?.url as string | undefined) ?? (doc.externalUrl as string | null) ?? null, size: (file?.size as number | undefined) ?? null }
}

const publicDataset = (doc: Doc, locale: Locale) => ({
  id: doc.id,
  title: pickLocale(doc.title as Localized, locale),
  description: pickLocale(doc.description as Localized, locale),
  format: doc.format,
  ...download(doc),
  license: doc.license ?? DEFAULT_LICENSE,
  data_updated_at: typeof doc.dataUpdatedAt === 'string' ? doc.dataUpdatedAt.slice(0, 10) : null,
  sort_order: doc.sortOrder,
})

const filters = { format: exact('format', 'string', { in: openDataFormats }), search: searchFilter([{ name: 'title', localized: true }, { name: 'description', localized: true }]) }
const sorts = { sort_order: 'sortOrder', data_updated_at: 'dataUpdatedAt', id: 'id' }

/** Open data sets — contract 4.9. */
export const openData: ResourceDef = {
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
    status: wire.status(),
    sort_order: wire.sortOrder(),
  },
  crossCheck: fileOrUrl,
  adminDepth: 1,
  adminExtras: (doc) => ({ file: mediaRecord(doc.file), download_url: download(doc).download_url }),
  adminList: { filters: { status: statusFilter(), ...filters }, sorts, defaultSort: 'sort_order' },
  public: {
    path: '/open-data',
    list: { paginated: true, filters, sorts, defaultSort: 'sort_order' },
    fields: ['title', 'description', 'format', 'file', 'externalUrl', 'license', 'dataUpdatedAt', 'sortOrder'],
    populate: { file: MEDIA_FIELDS },
    project: publicDataset,
  },
}

export const openDataRoutes: RouteSpec[] = [...publicRoutes(openData), ...adminRoutes(openData)]
