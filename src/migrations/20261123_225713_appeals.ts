import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_appeals_type" AS ENUM('application', 'complaint', 'proposal');
  CREATE TYPE "public"."enum_appeals_region" AS ENUM('andijan', 'bukhara', 'fergana', 'jizzakh', 'kashkadarya', 'khorezm', 'namangan', 'navoi', 'samarkand', 'surkhandarya', 'syrdarya', 'tashkent_region', 'tashkent_city', 'karakalpakstan');
  CREATE TYPE "public"."enum_appeals_status" AS ENUM('new', 'in_progress', 'answered', 'rejected');
  CREATE TYPE "public"."enum_appeals_language" AS ENUM('uz', 'ru', 'en');
  CREATE TYPE "public"."enum_appeal_status_changes_from_status" AS ENUM('new', 'in_progress', 'answered', 'rejected');
  CREATE TYPE "public"."enum_appeal_status_changes_to_status" AS ENUM('new', 'in_progress', 'answered', 'rejected');
  CREATE TABLE "appeals" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tracking_code" varchar,
  	"type" "enum_appeals_type" NOT NULL,
  	"region" "enum_appeals_region" NOT NULL,
  	"full_name" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"email" varchar,
  	"subject" varchar NOT NULL,
  	"message" varchar NOT NULL,
  	"answer" varchar,
  	"status" "enum_appeals_status" DEFAULT 'new' NOT NULL,
  	"assignee_id" integer,
  	"due_at" timestamp(3) with time zone,
  	"extension_reason" varchar,
  	"extended_at" timestamp(3) with time zone,
  	"answered_at" timestamp(3) with time zone,
  	"internal_note" varchar,
  	"consent" boolean,
  	"language" "enum_appeals_language",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "appeals_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"appeal_attachments_id" integer
  );
  
  CREATE TABLE "appeal_status_changes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"appeal_id" integer NOT NULL,
  	"from_status" "enum_appeal_status_changes_from_status",
  	"to_status" "enum_appeal_status_changes_to_status" NOT NULL,
  	"user_id" integer,
  	"user_name" varchar,
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "appeal_attachments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"original_name" varchar,
  	"prefix" varchar DEFAULT 'appeals',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "appeals_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "appeal_status_changes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "appeal_attachments_id" integer;
  ALTER TABLE "appeals" ADD CONSTRAINT "appeals_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "appeals_rels" ADD CONSTRAINT "appeals_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."appeals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "appeals_rels" ADD CONSTRAINT "appeals_rels_appeal_attachments_fk" FOREIGN KEY ("appeal_attachments_id") REFERENCES "public"."appeal_attachments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "appeal_status_changes" ADD CONSTRAINT "appeal_status_changes_appeal_id_appeals_id_fk" FOREIGN KEY ("appeal_id") REFERENCES "public"."appeals"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "appeal_status_changes" ADD CONSTRAINT "appeal_status_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "appeals_tracking_code_idx" ON "appeals" USING btree ("tracking_code");
  CREATE INDEX "appeals_type_idx" ON "appeals" USING btree ("type");
  CREATE INDEX "appeals_region_idx" ON "appeals" USING btree ("region");
  CREATE INDEX "appeals_status_idx" ON "appeals" USING btree ("status");
  CREATE INDEX "appeals_assignee_idx" ON "appeals" USING btree ("assignee_id");
  CREATE INDEX "appeals_due_at_idx" ON "appeals" USING btree ("due_at");
  CREATE INDEX "appeals_answered_at_idx" ON "appeals" USING btree ("answered_at");
  CREATE INDEX "appeals_updated_at_idx" ON "appeals" USING btree ("updated_at");
  CREATE INDEX "appeals_created_at_idx" ON "appeals" USING btree ("created_at");
  CREATE INDEX "status_dueAt_idx" ON "appeals" USING btree ("status","due_at");
  CREATE INDEX "appeals_rels_order_idx" ON "appeals_rels" USING btree ("order");
  CREATE INDEX "appeals_rels_parent_idx" ON "appeals_rels" USING btree ("parent_id");
  CREATE INDEX "appeals_rels_path_idx" ON "appeals_rels" USING btree ("path");
  CREATE INDEX "appeals_rels_appeal_attachments_id_idx" ON "appeals_rels" USING btree ("appeal_attachments_id");
  CREATE INDEX "appeal_status_changes_appeal_idx" ON "appeal_status_changes" USING btree ("appeal_id");
  CREATE INDEX "appeal_status_changes_user_idx" ON "appeal_status_changes" USING btree ("user_id");
  CREATE INDEX "appeal_status_changes_updated_at_idx" ON "appeal_status_changes" USING btree ("updated_at");
  CREATE INDEX "appeal_status_changes_created_at_idx" ON "appeal_status_changes" USING btree ("created_at");
  CREATE INDEX "appeal_attachments_updated_at_idx" ON "appeal_attachments" USING btree ("updated_at");
  CREATE INDEX "appeal_attachments_created_at_idx" ON "appeal_attachments" USING btree ("created_at");
  CREATE UNIQUE INDEX "appeal_attachments_filename_idx" ON "appeal_attachments" USING btree ("filename");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_appeals_fk" FOREIGN KEY ("appeals_id") REFERENCES "public"."appeals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_appeal_status_changes_fk" FOREIGN KEY ("appeal_status_changes_id") REFERENCES "public"."appeal_status_changes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_appeal_attachments_fk" FOREIGN KEY ("appeal_attachments_id") REFERENCES "public"."appeal_attachments"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_appeals_id_idx" ON "payload_locked_documents_rels" USING btree ("appeals_id");
  CREATE INDEX "payload_locked_documents_rels_appeal_status_changes_id_idx" ON "payload_locked_documents_rels" USING btree ("appeal_status_changes_id");
  CREATE INDEX "payload_locked_documents_rels_appeal_attachments_id_idx" ON "payload_locked_documents_rels" USING btree ("appeal_attachments_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "appeals" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "appeals_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "appeal_status_changes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "appeal_attachments" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "appeals" CASCADE;
  DROP TABLE "appeals_rels" CASCADE;
  DROP TABLE "appeal_status_changes" CASCADE;
  DROP TABLE "appeal_attachments" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_appeals_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_appeal_status_changes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_appeal_attachments_fk";
  
  DROP INDEX "payload_locked_documents_rels_appeals_id_idx";
  DROP INDEX "payload_locked_documents_rels_appeal_status_changes_id_idx";
  DROP INDEX "payload_locked_documents_rels_appeal_attachments_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "appeals_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "appeal_status_changes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "appeal_attachments_id";
  DROP TYPE "public"."enum_appeals_type";
  DROP TYPE "public"."enum_appeals_region";
  DROP TYPE "public"."enum_appeals_status";
  DROP TYPE "public"."enum_appeals_language";
  DROP TYPE "public"."enum_appeal_status_changes_from_status";
  DROP TYPE "public"."enum_appeal_status_changes_to_status";`)
}
