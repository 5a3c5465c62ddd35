import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** The shared store of rate limits and login lockouts (src/api/rateLimits.ts), outside Payload's collections. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE UNLOGGED TABLE IF NOT EXISTS "rate_limits" (
      "key" varchar(255) PRIMARY KEY,
      "points" integer NOT NULL DEFAULT 0,
      "expire" bigint
    );
    CREATE INDEX IF NOT EXISTS "rate_limits_expire_idx" ON "rate_limits" ("expire");
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "rate_limits";`)
}
