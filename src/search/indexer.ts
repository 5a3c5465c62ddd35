import { sql } from '@payloadcms/db-postgres'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig, Payload, PayloadRequest } from 'payload'
import { locales, type Locale } from '../config/locales.js'
import { storedInAllLocales } from '../db/storedLocales.js'
import { transactionDb } from '../db/transactionDb.js'
import { indexedSources, sourceOfCollection, type IndexedSource } from './sources.js'
import { normaliseText } from './text.js'

/** PostgreSQL's text search configuration per locale: Russian and English stem there; Uzbek is stemmed in text.ts. */
export const searchConfig: Record<Locale, string> = { uz: 'simple', ru: 'russian', en: 'english' }

/** Snippets are cut from this much of a record's text, so no read ever handles a whole long decree. */
export const STORED_TEXT_LIMIT = 20_000
/** The searched text of one record and locale (a 200,000-character body is indexed by its first part). */
const INDEXED_TEXT_LIMIT = 100_000
const TERMS_PER_RECORD = 3_000

type Stored = Record<string, unknown> & { id: number }

interface IndexRow {
  locale: Locale
  title: string
  body: string
  normalisedTitle: string
  normalisedBody: string
}

const rowsOf = (source: IndexedSource, doc: Stored): IndexRow[] =>
  locales.map((locale) => {
    const title = source.title(doc, locale)
    const body = source.body(doc, locale)
    const keywords = source.keywords?.(doc) ?? ''
    return {
      locale,
      title,
      body: body.slice(0, STORED_TEXT_LIMIT),
      normalisedTitle: normaliseText(`${title} ${keywords}`.slice(0, INDEXED_TEXT_LIMIT), locale),
      normalisedBody: normaliseText(body.slice(0, INDEXED_TEXT_LIMIT), locale),
    }
  })

/** The words of the index, for correcting a query's typos (src/search/query.ts); sorted, so writers lock in one order. */
const termsOf = (rows: IndexRow[]) =>
  [...new Set(rows.flatMap((row) => `${row.normalisedTitle} ${row.normalisedBody}`.split(' ')).filter((term) => term.length >= 3))]
    .slice(0, TERMS_PER_RECORD)
    .sort()

type Db = Awaited<ReturnType<typeof transactionDb>>

async function writeRows(db: Db, source: IndexedSource, doc: Stored): Promise<void> {
  if (!source.visible(doc)) {
    await db.execute(sql`delete from search_documents where kind = ${source.kind} and record_id = ${doc.id}`)
    return
  }
  const rows = rowsOf(source, doc)
  const slug = source.slug?.(doc) ?? null
  const visibleFrom = source.visibleFrom?.(doc) ?? null
  await db.execute(sql`
    insert into search_documents (kind, record_id, locale, slug, title, body, visible_from, document)
    select ${source.kind}, ${doc.id}, r.locale, ${slug}, r.title, r.body, ${visibleFrom}::timestamptz,
           setweight(to_tsvector(r.config::regconfig, r.ntitle), 'A') || setweight(to_tsvector(r.config::regconfig, r.nbody), 'B')
    from unnest(${sql.param(rows.map((r) => r.locale))}::text[], ${sql.param(rows.map((r) => searchConfig[r.locale]))}::text[], ${sql.param(rows.map((r) => r.title))}::text[],
                ${sql.param(rows.map((r) => r.body))}::text[], ${sql.param(rows.map((r) => r.normalisedTitle))}::text[], ${sql.param(rows.map((r) => r.normalisedBody))}::text[])
         as r(locale, config, title, body, ntitle, nbody)
    on conflict (kind, record_id, locale) do update
      set slug = excluded.slug, title = excluded.title, body = excluded.body, visible_from = excluded.visible_from, document = excluded.document`)
  const terms = termsOf(rows)
  if (terms.length > 0) await db.execute(sql`insert into search_terms (term) select unnest(${sql.param(terms)}::text[]) on conflict do nothing`)
}

/** Brings one record's rows in step with what is stored, inside the request's transaction. */
export async function indexRecord(req: PayloadRequest, source: IndexedSource, id: number): Promise<void> {
  const db = await transactionDb(req)
  const doc = (await storedInAllLocales(req, source.collection, id)) as Stored | null
  if (!doc) {
    await db.execute(sql`delete from search_documents where kind = ${source.kind} and record_id = ${id}`)
    return
  }
  await writeRows(db, source, doc)
}

const reindexChanged: CollectionAfterChangeHook = async ({ collection, doc, req }) => {
  const source = sourceOfCollection(collection.slug)
  if (source) await indexRecord(req, source, Number(doc.id))
  return doc
}

const unindexDeleted: CollectionAfterDeleteHook = async ({ collection, doc, req }) => {
  const source = sourceOfCollection(collection.slug)
  if (!source) return doc
  const db = await transactionDb(req)
  await db.execute(sql`delete from search_documents where kind = ${source.kind} and record_id = ${Number(doc.id)}`)
  return doc
}

/**
 * Keeps the search index in step with a collection: every write and delete, from any interface, updates the
 * record's rows in the same transaction, so a rolled-back change leaves the index as it was.
 */
export const withSearchIndex = (config: CollectionConfig): CollectionConfig =>
  !sourceOfCollection(config.slug)
    ? config
    : {
        ...config,
        hooks: {
          ...config.hooks,
          afterChange: [...(config.hooks?.afterChange ?? []), reindexChanged],
          afterDelete: [...(config.hooks?.afterDelete ?? []), unindexDeleted],
        },
      }

/**
 * Rebuilds the whole index from the stored records (after a migration, or a bulk load that went around Payload, as
 * the benchmark's), in pages by id. Returns the number of records indexed.
 */
export async function rebuildSearchIndex(payload: Payload, req?: PayloadRequest): Promise<number> {
  const db = req ? await transactionDb(req) : (payload.db as unknown as { drizzle: Db }).drizzle
  let indexed = 0
  for (const source of indexedSources) {
    await db.execute(sql`delete from search_documents where kind = ${source.kind}`)
    let after = 0
    for (;;) {
      const { docs } = await payload.db.find({
        collection: source.collection,
        where: { id: { greater_than: after } },
        sort: 'id',
        limit: 500,
        pagination: false,
        locale: 'all',
        req,
      })
      if (docs.length === 0) break
      for (const doc of docs as Stored[]) await writeRows(db, source, doc)
      indexed += docs.length
      after = Number(docs[docs.length - 1].id)
    }
  }
  return indexed
}
