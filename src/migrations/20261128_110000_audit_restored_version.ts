import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audit_logs" ADD COLUMN "restored_version_at" timestamp(3) with time zone;
  ALTER TABLE "audit_logs" ADD COLUMN "restored_version" numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audit_logs" DROP COLUMN "restored_version_at";
  ALTER TABLE "audit_logs" DROP COLUMN "restored_version";`)
}
