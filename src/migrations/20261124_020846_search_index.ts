import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'
import { rebuildSearchIndex } from '../search/indexer.js'

/**
 * The site search index (src/search/): one row per public record and locale with its title, the text snippets are
 * cut from, the time it becomes public, and a weighted tsvector of the normalised text (title A, body B); the words
 * of the index for correcting typos with pg_trgm. Outside Payload's collections: the hooks of the indexed
 * collections keep it in step, in the transaction of each write. Existing content is indexed here.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE TABLE IF NOT EXISTS "search_documents" (
      "kind" varchar(32) NOT NULL,
      "record_id" integer NOT NULL,
      "locale" varchar(8) NOT NULL,
      "slug" varchar(255),
      "title" text NOT NULL,
      "body" text NOT NULL,
      "visible_from" timestamp(3) with time zone,
      "document" tsvector NOT NULL,
      PRIMARY KEY ("kind", "record_id", "locale")
    );
    CREATE INDEX IF NOT EXISTS "search_documents_document_idx" ON "search_documents" USING gin ("document");
    CREATE TABLE IF NOT EXISTS "search_terms" ("term" text COLLATE "C" PRIMARY KEY);
    CREATE INDEX IF NOT EXISTS "search_terms_trigram_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);
  `)
  await rebuildSearchIndex(payload, req)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "search_documents"; DROP TABLE IF EXISTS "search_terms";`)
}
