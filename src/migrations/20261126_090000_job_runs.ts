import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * `job_runs` (src/jobs/periodic.ts): per periodic job, when it last ran and how often, so that N server processes run
 * it once per period between them instead of N times. Outside Payload's collections; no cached answer reads it.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "job_runs" (
      "name" varchar(64) PRIMARY KEY,
      "last_run_at" timestamp(3) with time zone NOT NULL,
      "runs" integer NOT NULL DEFAULT 0
    );
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "job_runs";`)
}
