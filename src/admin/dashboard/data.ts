import type { CollectionSlug, PayloadRequest, SanitizedCollectionConfig, Where } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { defaultLocale, locales, type Locale } from '../../config/locales.js'
import { storedCollection } from '../../db/collectionSchema.js'
import { contentChangeActions } from '../../hooks/audit.js'
import { localizedFields } from '../../fields/localeStatus.js'
import type { AuditLog } from '../../payload-types.js'

export interface ContentCount {
  slug: string
  total: number
  shown: number | null
  hidden: number | null
}

export interface RecentRecord {
  collection: string
  id: number | string
  title: string
  updatedAt: string
}

export interface AuditLine {
  id: number | string
  action: string
  resource: string
  resourceId: number | null
  userName: string | null
  userEmail: string | null
  createdAt: string
}

export interface MissingTranslation {
  collection: string
  locale: Locale
  count: number
  examples: { id: number; title: string }[]
}

/** Whether records carry the shown/hidden switch (statusField: '1' / '0'); an appeal's status is a workflow, not that. */
const hasStatus = (config: SanitizedCollectionConfig) =>
  config.flattenedFields.some(
    (field) =>
      field.name === 'status' &&
      field.type === 'select' &&
      field.options.some((option) => (typeof option === 'string' ? option : option.value) === '1'),
  )

/** The collections this caller may read, in the order of the navigation. */
export const readableCollections = (req: PayloadRequest, visible: string[]) =>
  req.payload.config.collections.filter(
    (config) => visible.includes(config.slug) && config.slug !== 'audit-logs' && !config.slug.startsWith('payload-'),
  )

/** Shown / hidden / total per collection, counted with the caller's own read access. */
export async function contentCounts(
  req: PayloadRequest,
  collections: SanitizedCollectionConfig[],
): Promise<ContentCount[]> {
  const count = async (slug: CollectionSlug, where?: Where) =>
    (await req.payload.count({ collection: slug, where, req, user: req.user, overrideAccess: false })).totalDocs
  return Promise.all(
    collections.map(async (config) => {
      if (!hasStatus(config)) return { slug: config.slug, total: await count(config.slug), shown: null, hidden: null }
      const [shown, hidden] = await Promise.all([
        count(config.slug, { status: { equals: '1' } }),
        count(config.slug, { status: { equals: '0' } }),
      ])
      return { slug: config.slug, total: shown + hidden, shown, hidden }
    }),
  )
}

const titleOf = (config: SanitizedCollectionConfig, doc: { id: number | string }) => {
  // The title field is the collection's `useAsTitle`, named at run time.
  const value: unknown = Reflect.get(doc, config.admin?.useAsTitle ?? 'id')
  return typeof value === 'string' && value.trim() ? value : `#${String(doc.id)}`
}

/** The most recently changed records across the collections the caller can read (for those without the audit trail). */
export async function recentRecords(
  req: PayloadRequest,
  collections: SanitizedCollectionConfig[],
  limit = 10,
): Promise<RecentRecord[]> {
  const perCollection = await Promise.all(
    collections
      .filter((config) => config.versions)
      .map(async (config) => {
        const { docs } = await req.payload.find({
          collection: config.slug,
          sort: '-updatedAt',
          limit,
          depth: 0,
          req,
          user: req.user,
          overrideAccess: false,
        })
        return docs.map((doc) => ({
          collection: config.slug,
          id: doc.id,
          title: titleOf(config, doc),
          // Versioned collections keep timestamps; Payload's key-value store (no updatedAt) is not among them.
          updatedAt: String('updatedAt' in doc ? doc.updatedAt : undefined),
        }))
      }),
  )
  return perCollection
    .flat()
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    .slice(0, limit)
}

const toLine = (doc: AuditLog): AuditLine => ({
  id: doc.id,
  action: String(doc.action),
  resource: String(doc.resource),
  resourceId: doc.resourceId ?? null,
  userName: doc.userName ?? null,
  userEmail: doc.userEmail ?? null,
  createdAt: String(doc.createdAt),
})

/** Entries that change content; sign-ins and sign-outs stay in the audit trail but would crowd out the dashboard. */
const contentChanges: Where = { action: { in: [...contentChangeActions] } }

/** The last content changes of the audit trail, for those allowed to read it. */
export async function recentActivity(req: PayloadRequest, limit = 10): Promise<AuditLine[]> {
  const { docs } = await req.payload.find({
    collection: 'audit-logs',
    where: contentChanges,
    sort: '-createdAt',
    limit,
    depth: 0,
    req,
    user: req.user,
    overrideAccess: false,
  })
  return docs.map(toLine)
}

/** The caller's own last changes. */
export async function myActivity(req: PayloadRequest, limit = 10): Promise<AuditLine[]> {
  if (!req.user) return []
  const { docs } = await req.payload.find({
    collection: 'audit-logs',
    where: { and: [{ user: { equals: req.user.id } }, contentChanges] },
    sort: '-createdAt',
    limit,
    depth: 0,
    req,
    // A person may always see their own changes, even where the trail as a whole is hidden from their role.
    overrideAccess: true,
  })
  return docs.map(toLine)
}

/**
 * Per collection and locale other than the default: the records whose title (the field the admin UI names records by)
 * is empty in that locale, with a few examples named by their default-locale title.
 */
export async function missingTranslations(
  req: PayloadRequest,
  collections: SanitizedCollectionConfig[],
  examples = 5,
): Promise<MissingTranslation[]> {
  const result: MissingTranslation[] = []
  for (const config of collections) {
    const title = config.admin?.useAsTitle
    if (!title || !localizedFields(config.fields).some((field) => field.name === title)) continue
    const stored = storedCollection(config)
    const column = stored.fields.get(title)?.column
    if (!column) continue
    for (const locale of locales.filter((code) => code !== defaultLocale)) {
      const { rows } = await req.payload.db.drizzle.execute(sql`
        select d.id, (select l.${sql.identifier(column)} from ${sql.identifier(stored.localesTable)} l where l._parent_id = d.id and l._locale = ${defaultLocale}) as title,
               count(*) over () as total
        from ${sql.identifier(stored.table)} d
        where not exists (
          select 1 from ${sql.identifier(stored.localesTable)} l
          where l._parent_id = d.id and l._locale = ${locale} and coalesce(btrim(l.${sql.identifier(column)}), '') <> '')
        order by d.updated_at desc
        limit ${examples}`)
      const list = rows as { id: number; title: string | null; total: string | number }[]
      if (list.length === 0) continue
      result.push({
        collection: config.slug,
        locale,
        count: Number(list[0].total),
        examples: list.map((row) => ({ id: row.id, title: row.title ?? `#${row.id}` })),
      })
    }
  }
  return result
}
