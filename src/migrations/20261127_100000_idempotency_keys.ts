import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * `idempotency_keys` (src/api/idempotency.ts): the record a create made under a client's `Idempotency-Key`, written in
 * the create's own transaction, so a retry after a lost answer gets that record instead of a second one. Outside
 * Payload's collections; no cached answer reads it.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "idempotency_keys" (
      "scope" varchar(300) NOT NULL,
      "key" varchar(255) NOT NULL,
      "fingerprint" char(64) NOT NULL,
      "collection" varchar(64) NOT NULL,
      "record_id" integer NOT NULL,
      "created_at" timestamp(3) with time zone NOT NULL DEFAULT now(),
      PRIMARY KEY ("scope", "key")
    );
    CREATE INDEX IF NOT EXISTS "idempotency_keys_created_at_idx" ON "idempotency_keys" ("created_at");
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "idempotency_keys";`)
}
