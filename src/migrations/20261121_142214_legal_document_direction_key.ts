import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "legal_documents_locales" ADD COLUMN "direction_key" varchar;
  ALTER TABLE "_legal_documents_v_locales" ADD COLUMN "version_direction_key" varchar;
  CREATE INDEX "legal_documents_direction_key_idx" ON "legal_documents_locales" USING btree ("direction_key","_locale");
  CREATE INDEX "_legal_documents_v_version_version_direction_key_idx" ON "_legal_documents_v_locales" USING btree ("version_direction_key","_locale");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "legal_documents_direction_key_idx";
  DROP INDEX "_legal_documents_v_version_version_direction_key_idx";
  ALTER TABLE "legal_documents_locales" DROP COLUMN "direction_key";
  ALTER TABLE "_legal_documents_v_locales" DROP COLUMN "version_direction_key";`)
}
