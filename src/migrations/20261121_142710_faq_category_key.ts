import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "faqs_locales" ADD COLUMN "category_key" varchar;
  ALTER TABLE "_faqs_v_locales" ADD COLUMN "version_category_key" varchar;
  CREATE INDEX "faqs_category_key_idx" ON "faqs_locales" USING btree ("category_key","_locale");
  CREATE INDEX "_faqs_v_version_version_category_key_idx" ON "_faqs_v_locales" USING btree ("version_category_key","_locale");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "faqs_category_key_idx";
  DROP INDEX "_faqs_v_version_version_category_key_idx";
  ALTER TABLE "faqs_locales" DROP COLUMN "category_key";
  ALTER TABLE "_faqs_v_locales" DROP COLUMN "version_category_key";`)
}
