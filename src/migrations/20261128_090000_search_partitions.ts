import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** The locales and kinds of record as this migration found them; a later one gets the DEFAULT partitions below. */
const LOCALES = ['uz', 'ru', 'en']
const KINDS = ['programs', 'posts', 'legal_documents', 'faqs', 'staff_units', 'management', 'knowledge']

/**
 * `search_documents` split by locale, then by kind (list partitions): a search reads only its locale's rows, one kind
 * at a time, packed together. A common word's matches sit on a fraction of the heap pages they were spread over
 * (legal documents no longer share pages with posts' long texts), each partition's GIN index on `document` alone no
 * longer walks the locale's whole posting list, and the matches are counted per kind without a sort. `dated` (a
 * post's publication, a legal document's adoption, else its creation) orders matches of equal standing, newest first;
 * the btree on (dated desc, record_id) lets a search read a common word's first page in that order and stop
 * (src/search/publicSearchSql.ts). The index is derived data: the table is made anew, empty, and its version row is
 * removed, so the service rebuilds it from the records once the migrations are done (src/boot.ts).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  const tables = LOCALES.flatMap((locale) => [
    { name: `search_documents_${locale}`, of: `search_documents`, values: `FOR VALUES IN ('${locale}') PARTITION BY LIST ("kind")` },
    ...KINDS.map((kind) => ({ name: `search_documents_${locale}_${kind}`, of: `search_documents_${locale}`, values: `FOR VALUES IN ('${kind}')` })),
    { name: `search_documents_${locale}_other`, of: `search_documents_${locale}`, values: 'DEFAULT' },
  ])
  tables.push({ name: 'search_documents_other', of: 'search_documents', values: 'DEFAULT' })
  // A statement trigger on the parent fires for writes through it; each partition announces writes aimed at it alone
  // (src/migrations/20261125_090000_change_notifications.ts: every writer alike).
  const partitions = tables.flatMap(({ name, of, values }) => [
    `CREATE TABLE "${name}" PARTITION OF "${of}" ${values};`,
    `CREATE TRIGGER "agrofund_change_notice" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${name}" FOR EACH STATEMENT EXECUTE FUNCTION agrofund_notify_change('search');`,
  ])
  await db.execute(sql`
    DROP TABLE "search_documents";
    CREATE TABLE "search_documents" (
      "kind" varchar(32) NOT NULL,
      "record_id" integer NOT NULL,
      "locale" varchar(8) NOT NULL,
      "visible_from" timestamp(3) with time zone,
      "dated" timestamp(3) with time zone NOT NULL,
      "document" tsvector NOT NULL,
      PRIMARY KEY ("kind", "record_id", "locale")
    ) PARTITION BY LIST ("locale");
  `)
  await db.execute(sql.raw(partitions.join('\n')))
  await db.execute(sql`
    CREATE INDEX "search_documents_document_idx" ON "search_documents" USING gin ("document") WITH (fastupdate = off);
    CREATE INDEX "search_documents_dated_idx" ON "search_documents" ("dated" DESC, "record_id");
    CREATE OR REPLACE TRIGGER "agrofund_change_notice" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_documents"
      FOR EACH STATEMENT EXECUTE FUNCTION agrofund_notify_change('search');
  `)
  // The rows are written again at the next start, under the migrations' lock, by the code of that start.
  await db.execute(sql`DELETE FROM "search_index_state";`)
}

/** Back to one table; it is left empty (the code of that version rebuilds it with rebuildSearchIndex). */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP TABLE "search_documents";
    CREATE TABLE "search_documents" (
      "kind" varchar(32) NOT NULL,
      "record_id" integer NOT NULL,
      "locale" varchar(8) NOT NULL,
      "visible_from" timestamp(3) with time zone,
      "document" tsvector NOT NULL,
      PRIMARY KEY ("kind", "record_id", "locale")
    );
    CREATE INDEX "search_documents_document_idx" ON "search_documents" USING gin ("locale", "document") WITH (fastupdate = off);
    CREATE OR REPLACE TRIGGER "agrofund_change_notice" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_documents"
      FOR EACH STATEMENT EXECUTE FUNCTION agrofund_notify_change('search');
  `)
}
