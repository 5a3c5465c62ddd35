import { sql } from '@payloadcms/db-postgres'
import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
  Payload,
  PayloadRequest,
} from 'payload'
import { locales, type Locale } from '../config/locales.js'
import { storedInAllLocales, type StoredInAllLocales } from '../db/storedLocales.js'
import { transactionDb } from '../db/transactionDb.js'
import { drizzleOf } from '../db/pool.js'
import { indexedSources, isIndexed, sourceOfCollection, type IndexedSource } from './sources.js'
import { normaliseText } from './text.js'

/** PostgreSQL's text search configuration per locale: Russian and English stem there; Uzbek is stemmed in text.ts. */
export const searchConfig: Record<Locale, string> = { uz: 'simple', ru: 'russian', en: 'english' }

/**
 * The spelling the index's rows are written in: change it whenever normaliseText (src/search/text.ts, uzbek.ts) or
 * what rowsOf writes changes, and every database rebuilds its index once at the next start (src/boot.ts).
 */
export const SEARCH_INDEX_VERSION =
  '2026-11-28: uz without apostrophes, k for q, x for h, verb endings stemmed, letters and digits apart; keywords weighted C'

/** Snippets are cut from this much of a record's text, so no read ever handles a whole long decree. */
export const STORED_TEXT_LIMIT = 20_000
/** The searched text of one record and locale (a 200,000-character body is indexed by its first part). */
const INDEXED_TEXT_LIMIT = 100_000
const TERMS_PER_RECORD = 3_000

interface IndexRow {
  kind: string
  id: number
  locale: Locale
  slug: string | null
  visibleFrom: string | null
  title: string
  body: string
  normalisedTitle: string
  normalisedBody: string
  /** A knowledge entry's keywords: searched with their own, lowest weight (C), never shown. */
  normalisedKeywords: string
}

const rowsOf = (source: IndexedSource, doc: StoredInAllLocales): IndexRow[] =>
  locales.map((locale) => {
    const title = source.title(doc, locale)
    const body = source.body(doc, locale)
    const keywords = source.keywords?.(doc) ?? ''
    return {
      kind: source.kind,
      id: doc.id,
      locale,
      slug: source.slug?.(doc) ?? null,
      visibleFrom: source.visibility?.from?.(doc) ?? null,
      title,
      body: body.slice(0, STORED_TEXT_LIMIT),
      normalisedTitle: normaliseText(title.slice(0, INDEXED_TEXT_LIMIT), locale),
      normalisedBody: normaliseText(body.slice(0, INDEXED_TEXT_LIMIT), locale),
      normalisedKeywords: normaliseText(keywords.slice(0, INDEXED_TEXT_LIMIT), locale),
    }
  })

/** The words of the index, for correcting a query's typos (src/search/expand.ts); sorted, so writers lock in one order. */
const termsOf = (rows: IndexRow[]) => {
  const perRecord = new Map<string, Set<string>>()
  for (const row of rows) {
    const key = `${row.kind}:${row.id}`
    const terms = perRecord.get(key) ?? new Set<string>()
    for (const term of `${row.normalisedTitle} ${row.normalisedKeywords} ${row.normalisedBody}`.split(' '))
      if (term.length >= 3 && terms.size < TERMS_PER_RECORD) terms.add(term)
    perRecord.set(key, terms)
  }
  return [...new Set([...perRecord.values()].flatMap((terms) => [...terms]))].sort()
}

/** The date a public search orders a record by among matches of equal standing; a record without one comes last. */
const datedOf = (source: IndexedSource, doc: StoredInAllLocales): string | null => {
  const date = source.dated ? source.dated(doc) : doc.createdAt
  return typeof date === 'string' && date !== '' ? date : null
}

type Db = Awaited<ReturnType<typeof transactionDb>>

const column = <T>(rows: IndexRow[], read: (row: IndexRow) => T) => sql.param(rows.map(read))

/** The searched vector of rows, as `search_documents` and `search_hidden` hold it. */
const documentsOf = (source: IndexedSource, rows: IndexRow[], dates: Map<number, string | null>) => sql`
    select ${source.kind}::text as kind, r.id as record_id, r.locale, r.visible_from, coalesce(r.dated, '-infinity') as dated,
           setweight(to_tsvector(r.config::regconfig, r.ntitle), 'A') || setweight(to_tsvector(r.config::regconfig, r.nbody), 'B')
             || setweight(to_tsvector(r.config::regconfig, r.nkeywords), 'C') as document,
           r.slug, r.title, r.body
    from unnest(${column(rows, (r) => r.id)}::int[], ${column(rows, (r) => r.locale)}::text[], ${column(rows, (r) => searchConfig[r.locale])}::text[],
                ${column(rows, (r) => r.visibleFrom)}::timestamptz[], ${column(rows, (r) => dates.get(r.id) ?? null)}::timestamptz[],
                ${column(rows, (r) => r.normalisedTitle)}::text[], ${column(rows, (r) => r.normalisedBody)}::text[],
                ${column(rows, (r) => r.normalisedKeywords)}::text[], ${column(rows, (r) => r.slug)}::text[],
                ${column(rows, (r) => r.title)}::text[], ${column(rows, (r) => r.body)}::text[])
         as r(id, locale, config, visible_from, dated, ntitle, nbody, nkeywords, slug, title, body)`

const ids = (docs: StoredInAllLocales[]) => sql.param(docs.map((doc) => doc.id))

/**
 * Writes the rows of many records of one source in a few statements (a rebuild's page of 500 as one record's write).
 * A public record's rows go to `search_documents` and `search_texts`; a record the public cannot see has its rows in
 * `search_hidden`, out of every search, so that the database's triggers can put them back when it is shown again by
 * any writer, plain SQL included (src/migrations/20261129_100000_search_in_step.ts). The words of public
 * records go to `search_terms` (the typo corrections).
 */
async function writeRecords(db: Db, source: IndexedSource, docs: StoredInAllLocales[]): Promise<void> {
  const hidden = docs.filter((doc) => !isIndexed(source, doc))
  const shown = docs.filter((doc) => isIndexed(source, doc))
  const rows = shown.flatMap((doc) => rowsOf(source, doc))
  const dates = new Map(docs.map((doc) => [doc.id, datedOf(source, doc)]))
  if (hidden.length > 0) {
    const hiddenRows = hidden.flatMap((doc) => rowsOf(source, doc))
    await db.execute(
      sql`delete from search_documents where kind = ${source.kind} and record_id = any(${ids(hidden)}::int[])`,
    )
    await db.execute(
      sql`delete from search_texts where kind = ${source.kind} and record_id = any(${ids(hidden)}::int[])`,
    )
    await db.execute(sql`
      insert into search_hidden (kind, record_id, locale, visible_from, dated, document, slug, title, body)
      ${documentsOf(source, hiddenRows, dates)}
      on conflict (kind, record_id, locale) do update set visible_from = excluded.visible_from, dated = excluded.dated,
        document = excluded.document, slug = excluded.slug, title = excluded.title, body = excluded.body`)
  }
  if (shown.length > 0) {
    await db.execute(
      sql`delete from search_hidden where kind = ${source.kind} and record_id = any(${ids(shown)}::int[])`,
    )
    await db.execute(sql`
      with d as materialized (${documentsOf(source, rows, dates)}),
      documents as (
        insert into search_documents (kind, record_id, locale, visible_from, dated, document)
        select d.kind, d.record_id, d.locale, d.visible_from, d.dated, d.document from d
        on conflict (kind, record_id, locale) do update
          set visible_from = excluded.visible_from, dated = excluded.dated, document = excluded.document)
      insert into search_texts (kind, record_id, locale, slug, title, body)
      select d.kind, d.record_id, d.locale, d.slug, d.title, d.body from d
      on conflict (kind, record_id, locale) do update set slug = excluded.slug, title = excluded.title, body = excluded.body`)
  }
  const terms = termsOf(rows)
  if (terms.length > 0)
    await db.execute(
      sql`insert into search_terms (term) select unnest(${sql.param(terms)}::text[]) on conflict do nothing`,
    )
}

/** Removes a record's rows (it was deleted). */
async function removeRecord(db: Db, kind: string, id: number): Promise<void> {
  await db.execute(sql`delete from search_documents where kind = ${kind} and record_id = ${id}`)
  await db.execute(sql`delete from search_texts where kind = ${kind} and record_id = ${id}`)
  await db.execute(sql`delete from search_hidden where kind = ${kind} and record_id = ${id}`)
}

/** Brings one record's rows in step with what is stored, inside the request's transaction. */
export async function indexRecord(req: PayloadRequest, source: IndexedSource, id: number): Promise<void> {
  const db = await transactionDb(req)
  const doc = await storedInAllLocales(req, source.collection, id)
  if (!doc) await removeRecord(db, source.kind, id)
  else await writeRecords(db, source, [doc])
}

const reindexChanged: CollectionAfterChangeHook = async ({ collection, doc, req }) => {
  const source = sourceOfCollection(collection.slug)
  if (source) await indexRecord(req, source, Number(doc.id))
  return doc
}

const unindexDeleted: CollectionAfterDeleteHook = async ({ collection, doc, req }) => {
  const source = sourceOfCollection(collection.slug)
  if (!source) return doc
  await removeRecord(await transactionDb(req), source.kind, Number(doc.id))
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
 * the benchmark's), in pages of 500 by id, each page written in four statements. Returns the number of records indexed.
 */
export async function rebuildSearchIndex(payload: Payload, req?: PayloadRequest): Promise<number> {
  const db = req ? await transactionDb(req) : drizzleOf(payload)
  let indexed = 0
  for (const source of indexedSources) {
    await db.execute(sql`delete from search_documents where kind = ${source.kind}`)
    await db.execute(sql`delete from search_texts where kind = ${source.kind}`)
    await db.execute(sql`delete from search_hidden where kind = ${source.kind}`)
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
      await writeRecords(db, source, docs as StoredInAllLocales[])
      indexed += docs.length
      after = Number(docs[docs.length - 1].id)
    }
  }
  return indexed
}

/**
 * Rebuilds the index when its rows were written in another spelling than SEARCH_INDEX_VERSION (or by a build before
 * the version was kept), in one transaction, so searches read the old rows until the new ones are in. Called after
 * the migrations, under their lock (src/boot.ts): one process rebuilds, the others find it current.
 */
export async function ensureSearchIndexCurrent(payload: Payload, log: (message: string) => void): Promise<void> {
  const db = drizzleOf(payload)
  const { rows } = await db.execute(sql`select version from search_index_state where id = 1`)
  if ((rows[0] as { version?: string } | undefined)?.version === SEARCH_INDEX_VERSION) return
  const started = Date.now()
  const req = await createLocalReq({ context: { skipAudit: true } }, payload)
  const owns = await initTransaction(req)
  try {
    const indexed = await rebuildSearchIndex(payload, req)
    await (
      await transactionDb(req)
    ).execute(
      sql`insert into search_index_state (id, version, built_at) values (1, ${SEARCH_INDEX_VERSION}, now())
          on conflict (id) do update set version = excluded.version, built_at = excluded.built_at`,
    )
    if (owns) await commitTransaction(req)
    log(`search index rebuilt in the current spelling: ${indexed} records in ${Date.now() - started} ms`)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
