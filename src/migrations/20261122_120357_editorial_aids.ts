import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "programs" ADD COLUMN "last_edited_by" varchar;
  ALTER TABLE "_programs_v" ADD COLUMN "version_last_edited_by" varchar;
  ALTER TABLE "program_sectors" ADD COLUMN "last_edited_by" varchar;
  ALTER TABLE "_program_sectors_v" ADD COLUMN "version_last_edited_by" varchar;
  ALTER TABLE "legal_documents" ADD COLUMN "last_edited_by" varchar;
  ALTER TABLE "_legal_documents_v" ADD COLUMN "version_last_edited_by" varchar;
  ALTER TABLE "document_types" ADD COLUMN "last_edited_by" varchar;
  ALTER TABLE "_document_types_v" ADD COLUMN "version_last_edited_by" varchar;
  ALTER TABLE "faqs" ADD COLUMN "last_edited_by" varchar;
  ALTER TABLE "_faqs_v" ADD COLUMN "version_last_edited_by" varchar;
  ALTER TABLE "open_data" ADD COLUMN "last_edited_by" varchar;
  ALTER TABLE "_open_data_v" ADD COLUMN "version_last_edited_by" varchar;
  ALTER TABLE "history" ADD COLUMN "last_edited_by" varchar;
  ALTER TABLE "_history_v" ADD COLUMN "version_last_edited_by" varchar;
  ALTER TABLE "staff_units" ADD COLUMN "last_edited_by" varchar;
  ALTER TABLE "_staff_units_v" ADD COLUMN "version_last_edited_by" varchar;
  ALTER TABLE "management" ADD COLUMN "last_edited_by" varchar;
  ALTER TABLE "_management_v" ADD COLUMN "version_last_edited_by" varchar;
  ALTER TABLE "photo_galleries" ADD COLUMN "last_edited_by" varchar;
  ALTER TABLE "_photo_galleries_v" ADD COLUMN "version_last_edited_by" varchar;
  ALTER TABLE "video_galleries" ADD COLUMN "last_edited_by" varchar;
  ALTER TABLE "_video_galleries_v" ADD COLUMN "version_last_edited_by" varchar;
  ALTER TABLE "citizen_reception" ADD COLUMN "last_edited_by" varchar;
  ALTER TABLE "_citizen_reception_v" ADD COLUMN "version_last_edited_by" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "programs" DROP COLUMN "last_edited_by";
  ALTER TABLE "_programs_v" DROP COLUMN "version_last_edited_by";
  ALTER TABLE "program_sectors" DROP COLUMN "last_edited_by";
  ALTER TABLE "_program_sectors_v" DROP COLUMN "version_last_edited_by";
  ALTER TABLE "legal_documents" DROP COLUMN "last_edited_by";
  ALTER TABLE "_legal_documents_v" DROP COLUMN "version_last_edited_by";
  ALTER TABLE "document_types" DROP COLUMN "last_edited_by";
  ALTER TABLE "_document_types_v" DROP COLUMN "version_last_edited_by";
  ALTER TABLE "faqs" DROP COLUMN "last_edited_by";
  ALTER TABLE "_faqs_v" DROP COLUMN "version_last_edited_by";
  ALTER TABLE "open_data" DROP COLUMN "last_edited_by";
  ALTER TABLE "_open_data_v" DROP COLUMN "version_last_edited_by";
  ALTER TABLE "history" DROP COLUMN "last_edited_by";
  ALTER TABLE "_history_v" DROP COLUMN "version_last_edited_by";
  ALTER TABLE "staff_units" DROP COLUMN "last_edited_by";
  ALTER TABLE "_staff_units_v" DROP COLUMN "version_last_edited_by";
  ALTER TABLE "management" DROP COLUMN "last_edited_by";
  ALTER TABLE "_management_v" DROP COLUMN "version_last_edited_by";
  ALTER TABLE "photo_galleries" DROP COLUMN "last_edited_by";
  ALTER TABLE "_photo_galleries_v" DROP COLUMN "version_last_edited_by";
  ALTER TABLE "video_galleries" DROP COLUMN "last_edited_by";
  ALTER TABLE "_video_galleries_v" DROP COLUMN "version_last_edited_by";
  ALTER TABLE "citizen_reception" DROP COLUMN "last_edited_by";
  ALTER TABLE "_citizen_reception_v" DROP COLUMN "version_last_edited_by";`)
}
