import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Uploads are stored under generated names and known by `original_name` (src/media/names.ts), which the media library
 * now uses as its title. Records from before the field was always set get their stored name as the original one.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    UPDATE "media" SET "original_name" = left("filename", 255) WHERE "original_name" IS NULL AND "filename" IS NOT NULL;
    UPDATE "appeal_attachments" SET "original_name" = left("filename", 255) WHERE "original_name" IS NULL AND "filename" IS NOT NULL;
  `)
}

/** Nothing to undo: the names filled in are what those records showed before. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
