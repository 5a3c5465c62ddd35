import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * `search_index_state`: which spelling of the search index (src/search/indexer.ts `SEARCH_INDEX_VERSION`) the stored
 * rows were written in, so the service rebuilds them once, after the migrations, when the code spells words otherwise
 * (src/boot.ts). No row yet means: rebuild. Also the assistant's handoff threshold moves to its new confidence scale
 * (src/search/retrieve.ts): 0.3, the old default, becomes 0.12; a value an operator chose is kept.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "search_index_state" (
      "id" smallint PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
      "version" text NOT NULL,
      "built_at" timestamp(3) with time zone NOT NULL DEFAULT now()
    );
    ALTER TABLE "assistant_settings" ALTER COLUMN "handoff_threshold" SET DEFAULT 0.12;
    UPDATE "assistant_settings" SET "handoff_threshold" = 0.12 WHERE "handoff_threshold" = 0.3;
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP TABLE IF EXISTS "search_index_state";
    ALTER TABLE "assistant_settings" ALTER COLUMN "handoff_threshold" SET DEFAULT 0.3;
  `)
}
