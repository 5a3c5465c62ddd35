import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The site search index (src/search/). `search_documents` is what a search scans: per public record and locale the
 * time it becomes public and a weighted tsvector of the normalised text (title A, body B), under one GIN index on
 * (locale, document) (btree_gin), written straight into the index (no pending list for every search to scan).
 * `search_texts` holds the title and the text snippets are cut from, read only for the page's rows. `search_terms`
 * are the words of the index for correcting typos (pg_trgm). Outside Payload's collections: the hooks of the indexed
 * collections keep them in step, in the transaction of each write. Existing content is indexed by the start after the
 * last migration (src/boot.ts, ensureSearchIndexCurrent), so this migration calls no live code.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE EXTENSION IF NOT EXISTS btree_gin;
    CREATE TABLE IF NOT EXISTS "search_documents" (
      "kind" varchar(32) NOT NULL,
      "record_id" integer NOT NULL,
      "locale" varchar(8) NOT NULL,
      "visible_from" timestamp(3) with time zone,
      "document" tsvector NOT NULL,
      PRIMARY KEY ("kind", "record_id", "locale")
    );
    CREATE INDEX IF NOT EXISTS "search_documents_document_idx" ON "search_documents" USING gin ("locale", "document") WITH (fastupdate = off);
    CREATE TABLE IF NOT EXISTS "search_texts" (
      "kind" varchar(32) NOT NULL,
      "record_id" integer NOT NULL,
      "locale" varchar(8) NOT NULL,
      "slug" varchar(255),
      "title" text NOT NULL,
      "body" text NOT NULL,
      PRIMARY KEY ("kind", "record_id", "locale")
    );
    CREATE TABLE IF NOT EXISTS "search_terms" ("term" text COLLATE "C" PRIMARY KEY);
    CREATE INDEX IF NOT EXISTS "search_terms_trigram_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "search_documents"; DROP TABLE IF EXISTS "search_texts"; DROP TABLE IF EXISTS "search_terms";`)
}
