import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_document_types_status" AS ENUM('1', '0');
  CREATE TYPE "public"."enum__document_types_v_version_status" AS ENUM('1', '0');
  CREATE TYPE "public"."enum_faqs_status" AS ENUM('1', '0');
  CREATE TYPE "public"."enum__faqs_v_version_status" AS ENUM('1', '0');
  CREATE TYPE "public"."enum_open_data_format" AS ENUM('csv', 'json', 'xlsx', 'xml', 'pdf');
  CREATE TYPE "public"."enum_open_data_status" AS ENUM('1', '0');
  CREATE TYPE "public"."enum__open_data_v_version_format" AS ENUM('csv', 'json', 'xlsx', 'xml', 'pdf');
  CREATE TYPE "public"."enum__open_data_v_version_status" AS ENUM('1', '0');
  CREATE TYPE "public"."enum_history_status" AS ENUM('1', '0');
  CREATE TYPE "public"."enum__history_v_version_status" AS ENUM('1', '0');
  CREATE TYPE "public"."enum_staff_units_status" AS ENUM('1', '0');
  CREATE TYPE "public"."enum__staff_units_v_version_status" AS ENUM('1', '0');
  CREATE TYPE "public"."enum_management_status" AS ENUM('1', '0');
  CREATE TYPE "public"."enum__management_v_version_status" AS ENUM('1', '0');
  CREATE TYPE "public"."enum_photo_galleries_status" AS ENUM('1', '0');
  CREATE TYPE "public"."enum__photo_galleries_v_version_status" AS ENUM('1', '0');
  CREATE TYPE "public"."enum_video_galleries_status" AS ENUM('1', '0');
  CREATE TYPE "public"."enum__video_galleries_v_version_status" AS ENUM('1', '0');
  CREATE TABLE "legal_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_legal_documents_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "document_types" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"status" "enum_document_types_status" DEFAULT '1' NOT NULL,
  	"sort_order" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "document_types_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_document_types_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_code" varchar NOT NULL,
  	"version_status" "enum__document_types_v_version_status" DEFAULT '1' NOT NULL,
  	"version_sort_order" numeric DEFAULT 0 NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_document_types_v_locales" (
  	"version_name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "faqs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_faqs_status" DEFAULT '1' NOT NULL,
  	"sort_order" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "faqs_locales" (
  	"question" varchar,
  	"answer" jsonb,
  	"answer_html" varchar,
  	"category" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_faqs_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_status" "enum__faqs_v_version_status" DEFAULT '1' NOT NULL,
  	"version_sort_order" numeric DEFAULT 0 NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_faqs_v_locales" (
  	"version_question" varchar,
  	"version_answer" jsonb,
  	"version_answer_html" varchar,
  	"version_category" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "open_data" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"format" "enum_open_data_format" NOT NULL,
  	"file_id" integer,
  	"external_url" varchar,
  	"license" varchar DEFAULT 'CC-BY-4.0',
  	"data_updated_at" timestamp(3) with time zone,
  	"status" "enum_open_data_status" DEFAULT '1' NOT NULL,
  	"sort_order" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "open_data_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_open_data_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_format" "enum__open_data_v_version_format" NOT NULL,
  	"version_file_id" integer,
  	"version_external_url" varchar,
  	"version_license" varchar DEFAULT 'CC-BY-4.0',
  	"version_data_updated_at" timestamp(3) with time zone,
  	"version_status" "enum__open_data_v_version_status" DEFAULT '1' NOT NULL,
  	"version_sort_order" numeric DEFAULT 0 NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_open_data_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "history" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"year" numeric NOT NULL,
  	"image_id" integer,
  	"status" "enum_history_status" DEFAULT '1' NOT NULL,
  	"sort_order" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "history_locales" (
  	"title" varchar,
  	"description" jsonb,
  	"description_html" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_history_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_year" numeric NOT NULL,
  	"version_image_id" integer,
  	"version_status" "enum__history_v_version_status" DEFAULT '1' NOT NULL,
  	"version_sort_order" numeric DEFAULT 0 NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_history_v_locales" (
  	"version_title" varchar,
  	"version_description" jsonb,
  	"version_description_html" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "staff_units_breadcrumbs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"doc_id" integer,
  	"url" varchar,
  	"label" varchar
  );
  
  CREATE TABLE "staff_units" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"phone" varchar,
  	"email" varchar,
  	"status" "enum_staff_units_status" DEFAULT '1' NOT NULL,
  	"sort_order" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "staff_units_locales" (
  	"name" varchar,
  	"head_name" varchar,
  	"duties" jsonb,
  	"duties_html" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_staff_units_v_version_breadcrumbs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"doc_id" integer,
  	"url" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_staff_units_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_parent_id" integer,
  	"version_phone" varchar,
  	"version_email" varchar,
  	"version_status" "enum__staff_units_v_version_status" DEFAULT '1' NOT NULL,
  	"version_sort_order" numeric DEFAULT 0 NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_staff_units_v_locales" (
  	"version_name" varchar,
  	"version_head_name" varchar,
  	"version_duties" jsonb,
  	"version_duties_html" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "management" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"photo_id" integer,
  	"phone" varchar,
  	"email" varchar,
  	"status" "enum_management_status" DEFAULT '1' NOT NULL,
  	"sort_order" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "management_locales" (
  	"full_name" varchar,
  	"position" varchar,
  	"biography" jsonb,
  	"biography_html" varchar,
  	"reception_days" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_management_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_photo_id" integer,
  	"version_phone" varchar,
  	"version_email" varchar,
  	"version_status" "enum__management_v_version_status" DEFAULT '1' NOT NULL,
  	"version_sort_order" numeric DEFAULT 0 NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_management_v_locales" (
  	"version_full_name" varchar,
  	"version_position" varchar,
  	"version_biography" jsonb,
  	"version_biography_html" varchar,
  	"version_reception_days" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"original_name" varchar,
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
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_thumbnail_webp_url" varchar,
  	"sizes_thumbnail_webp_width" numeric,
  	"sizes_thumbnail_webp_height" numeric,
  	"sizes_thumbnail_webp_mime_type" varchar,
  	"sizes_thumbnail_webp_filesize" numeric,
  	"sizes_thumbnail_webp_filename" varchar,
  	"sizes_medium_url" varchar,
  	"sizes_medium_width" numeric,
  	"sizes_medium_height" numeric,
  	"sizes_medium_mime_type" varchar,
  	"sizes_medium_filesize" numeric,
  	"sizes_medium_filename" varchar,
  	"sizes_medium_webp_url" varchar,
  	"sizes_medium_webp_width" numeric,
  	"sizes_medium_webp_height" numeric,
  	"sizes_medium_webp_mime_type" varchar,
  	"sizes_medium_webp_filesize" numeric,
  	"sizes_medium_webp_filename" varchar,
  	"sizes_large_url" varchar,
  	"sizes_large_width" numeric,
  	"sizes_large_height" numeric,
  	"sizes_large_mime_type" varchar,
  	"sizes_large_filesize" numeric,
  	"sizes_large_filename" varchar,
  	"sizes_large_webp_url" varchar,
  	"sizes_large_webp_width" numeric,
  	"sizes_large_webp_height" numeric,
  	"sizes_large_webp_mime_type" varchar,
  	"sizes_large_webp_filesize" numeric,
  	"sizes_large_webp_filename" varchar
  );
  
  CREATE TABLE "media_locales" (
  	"alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "photo_galleries_photos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL
  );
  
  CREATE TABLE "photo_galleries_photos_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "photo_galleries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_date" timestamp(3) with time zone,
  	"cover_id" integer,
  	"status" "enum_photo_galleries_status" DEFAULT '1' NOT NULL,
  	"sort_order" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "photo_galleries_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_photo_galleries_v_version_photos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_photo_galleries_v_version_photos_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_photo_galleries_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_event_date" timestamp(3) with time zone,
  	"version_cover_id" integer,
  	"version_status" "enum__photo_galleries_v_version_status" DEFAULT '1' NOT NULL,
  	"version_sort_order" numeric DEFAULT 0 NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_photo_galleries_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "video_galleries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"video_url" varchar NOT NULL,
  	"thumbnail_id" integer,
  	"published_at" timestamp(3) with time zone,
  	"status" "enum_video_galleries_status" DEFAULT '1' NOT NULL,
  	"sort_order" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "video_galleries_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_video_galleries_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_video_url" varchar NOT NULL,
  	"version_thumbnail_id" integer,
  	"version_published_at" timestamp(3) with time zone,
  	"version_status" "enum__video_galleries_v_version_status" DEFAULT '1' NOT NULL,
  	"version_sort_order" numeric DEFAULT 0 NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_video_galleries_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "citizen_reception" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"phone" varchar,
  	"helpline" varchar,
  	"email" varchar,
  	"map_lat" numeric,
  	"map_lng" numeric,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "citizen_reception_locales" (
  	"address" varchar,
  	"working_hours" varchar,
  	"notes" jsonb,
  	"notes_html" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_citizen_reception_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_phone" varchar,
  	"version_helpline" varchar,
  	"version_email" varchar,
  	"version_map_lat" numeric,
  	"version_map_lng" numeric,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_citizen_reception_v_locales" (
  	"version_address" varchar,
  	"version_working_hours" varchar,
  	"version_notes" jsonb,
  	"version_notes_html" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "legal_documents" ADD COLUMN "year" numeric;
  ALTER TABLE "_legal_documents_v" ADD COLUMN "version_year" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "document_types_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "faqs_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "open_data_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "history_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "staff_units_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "management_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "media_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "photo_galleries_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "video_galleries_id" integer;
  ALTER TABLE "legal_documents_rels" ADD CONSTRAINT "legal_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."legal_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "legal_documents_rels" ADD CONSTRAINT "legal_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_legal_documents_v_rels" ADD CONSTRAINT "_legal_documents_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_legal_documents_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_legal_documents_v_rels" ADD CONSTRAINT "_legal_documents_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "document_types_locales" ADD CONSTRAINT "document_types_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."document_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_document_types_v" ADD CONSTRAINT "_document_types_v_parent_id_document_types_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."document_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_document_types_v_locales" ADD CONSTRAINT "_document_types_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_document_types_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_locales" ADD CONSTRAINT "faqs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v" ADD CONSTRAINT "_faqs_v_parent_id_faqs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."faqs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faqs_v_locales" ADD CONSTRAINT "_faqs_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faqs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "open_data" ADD CONSTRAINT "open_data_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "open_data_locales" ADD CONSTRAINT "open_data_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."open_data"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_open_data_v" ADD CONSTRAINT "_open_data_v_parent_id_open_data_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."open_data"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_open_data_v" ADD CONSTRAINT "_open_data_v_version_file_id_media_id_fk" FOREIGN KEY ("version_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_open_data_v_locales" ADD CONSTRAINT "_open_data_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_open_data_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "history" ADD CONSTRAINT "history_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "history_locales" ADD CONSTRAINT "history_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."history"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_history_v" ADD CONSTRAINT "_history_v_parent_id_history_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."history"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_history_v" ADD CONSTRAINT "_history_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_history_v_locales" ADD CONSTRAINT "_history_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_history_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "staff_units_breadcrumbs" ADD CONSTRAINT "staff_units_breadcrumbs_doc_id_staff_units_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."staff_units"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "staff_units_breadcrumbs" ADD CONSTRAINT "staff_units_breadcrumbs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."staff_units"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "staff_units" ADD CONSTRAINT "staff_units_parent_id_staff_units_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."staff_units"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "staff_units_locales" ADD CONSTRAINT "staff_units_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."staff_units"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_staff_units_v_version_breadcrumbs" ADD CONSTRAINT "_staff_units_v_version_breadcrumbs_doc_id_staff_units_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."staff_units"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_staff_units_v_version_breadcrumbs" ADD CONSTRAINT "_staff_units_v_version_breadcrumbs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_staff_units_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_staff_units_v" ADD CONSTRAINT "_staff_units_v_parent_id_staff_units_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."staff_units"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_staff_units_v" ADD CONSTRAINT "_staff_units_v_version_parent_id_staff_units_id_fk" FOREIGN KEY ("version_parent_id") REFERENCES "public"."staff_units"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_staff_units_v_locales" ADD CONSTRAINT "_staff_units_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_staff_units_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "management" ADD CONSTRAINT "management_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "management_locales" ADD CONSTRAINT "management_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."management"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_management_v" ADD CONSTRAINT "_management_v_parent_id_management_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."management"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_management_v" ADD CONSTRAINT "_management_v_version_photo_id_media_id_fk" FOREIGN KEY ("version_photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_management_v_locales" ADD CONSTRAINT "_management_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_management_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "photo_galleries_photos" ADD CONSTRAINT "photo_galleries_photos_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "photo_galleries_photos" ADD CONSTRAINT "photo_galleries_photos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."photo_galleries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "photo_galleries_photos_locales" ADD CONSTRAINT "photo_galleries_photos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."photo_galleries_photos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "photo_galleries" ADD CONSTRAINT "photo_galleries_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "photo_galleries_locales" ADD CONSTRAINT "photo_galleries_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."photo_galleries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_photo_galleries_v_version_photos" ADD CONSTRAINT "_photo_galleries_v_version_photos_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_photo_galleries_v_version_photos" ADD CONSTRAINT "_photo_galleries_v_version_photos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_photo_galleries_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_photo_galleries_v_version_photos_locales" ADD CONSTRAINT "_photo_galleries_v_version_photos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_photo_galleries_v_version_photos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_photo_galleries_v" ADD CONSTRAINT "_photo_galleries_v_parent_id_photo_galleries_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."photo_galleries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_photo_galleries_v" ADD CONSTRAINT "_photo_galleries_v_version_cover_id_media_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_photo_galleries_v_locales" ADD CONSTRAINT "_photo_galleries_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_photo_galleries_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "video_galleries" ADD CONSTRAINT "video_galleries_thumbnail_id_media_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "video_galleries_locales" ADD CONSTRAINT "video_galleries_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."video_galleries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_video_galleries_v" ADD CONSTRAINT "_video_galleries_v_parent_id_video_galleries_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."video_galleries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_video_galleries_v" ADD CONSTRAINT "_video_galleries_v_version_thumbnail_id_media_id_fk" FOREIGN KEY ("version_thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_video_galleries_v_locales" ADD CONSTRAINT "_video_galleries_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_video_galleries_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "citizen_reception_locales" ADD CONSTRAINT "citizen_reception_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."citizen_reception"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_citizen_reception_v_locales" ADD CONSTRAINT "_citizen_reception_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_citizen_reception_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "legal_documents_rels_order_idx" ON "legal_documents_rels" USING btree ("order");
  CREATE INDEX "legal_documents_rels_parent_idx" ON "legal_documents_rels" USING btree ("parent_id");
  CREATE INDEX "legal_documents_rels_path_idx" ON "legal_documents_rels" USING btree ("path");
  CREATE INDEX "legal_documents_rels_media_id_idx" ON "legal_documents_rels" USING btree ("media_id");
  CREATE INDEX "_legal_documents_v_rels_order_idx" ON "_legal_documents_v_rels" USING btree ("order");
  CREATE INDEX "_legal_documents_v_rels_parent_idx" ON "_legal_documents_v_rels" USING btree ("parent_id");
  CREATE INDEX "_legal_documents_v_rels_path_idx" ON "_legal_documents_v_rels" USING btree ("path");
  CREATE INDEX "_legal_documents_v_rels_media_id_idx" ON "_legal_documents_v_rels" USING btree ("media_id");
  CREATE UNIQUE INDEX "document_types_code_idx" ON "document_types" USING btree ("code");
  CREATE INDEX "document_types_status_idx" ON "document_types" USING btree ("status");
  CREATE INDEX "document_types_sort_order_idx" ON "document_types" USING btree ("sort_order");
  CREATE INDEX "document_types_updated_at_idx" ON "document_types" USING btree ("updated_at");
  CREATE INDEX "document_types_created_at_idx" ON "document_types" USING btree ("created_at");
  CREATE UNIQUE INDEX "document_types_locales_locale_parent_id_unique" ON "document_types_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "document_types_locales_parent_idx" ON "document_types_locales" USING btree ("_parent_id");
  CREATE INDEX "_document_types_v_parent_idx" ON "_document_types_v" USING btree ("parent_id");
  CREATE INDEX "_document_types_v_version_version_code_idx" ON "_document_types_v" USING btree ("version_code");
  CREATE INDEX "_document_types_v_version_version_status_idx" ON "_document_types_v" USING btree ("version_status");
  CREATE INDEX "_document_types_v_version_version_sort_order_idx" ON "_document_types_v" USING btree ("version_sort_order");
  CREATE INDEX "_document_types_v_version_version_updated_at_idx" ON "_document_types_v" USING btree ("version_updated_at");
  CREATE INDEX "_document_types_v_version_version_created_at_idx" ON "_document_types_v" USING btree ("version_created_at");
  CREATE INDEX "_document_types_v_created_at_idx" ON "_document_types_v" USING btree ("created_at");
  CREATE INDEX "_document_types_v_updated_at_idx" ON "_document_types_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_document_types_v_locales_locale_parent_id_unique" ON "_document_types_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_document_types_v_locales_parent_idx" ON "_document_types_v_locales" USING btree ("_parent_id");
  CREATE INDEX "faqs_status_idx" ON "faqs" USING btree ("status");
  CREATE INDEX "faqs_sort_order_idx" ON "faqs" USING btree ("sort_order");
  CREATE INDEX "faqs_updated_at_idx" ON "faqs" USING btree ("updated_at");
  CREATE INDEX "faqs_created_at_idx" ON "faqs" USING btree ("created_at");
  CREATE UNIQUE INDEX "faqs_locales_locale_parent_id_unique" ON "faqs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "faqs_locales_parent_idx" ON "faqs_locales" USING btree ("_parent_id");
  CREATE INDEX "_faqs_v_parent_idx" ON "_faqs_v" USING btree ("parent_id");
  CREATE INDEX "_faqs_v_version_version_status_idx" ON "_faqs_v" USING btree ("version_status");
  CREATE INDEX "_faqs_v_version_version_sort_order_idx" ON "_faqs_v" USING btree ("version_sort_order");
  CREATE INDEX "_faqs_v_version_version_updated_at_idx" ON "_faqs_v" USING btree ("version_updated_at");
  CREATE INDEX "_faqs_v_version_version_created_at_idx" ON "_faqs_v" USING btree ("version_created_at");
  CREATE INDEX "_faqs_v_created_at_idx" ON "_faqs_v" USING btree ("created_at");
  CREATE INDEX "_faqs_v_updated_at_idx" ON "_faqs_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_faqs_v_locales_locale_parent_id_unique" ON "_faqs_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_faqs_v_locales_parent_idx" ON "_faqs_v_locales" USING btree ("_parent_id");
  CREATE INDEX "open_data_format_idx" ON "open_data" USING btree ("format");
  CREATE INDEX "open_data_file_idx" ON "open_data" USING btree ("file_id");
  CREATE INDEX "open_data_status_idx" ON "open_data" USING btree ("status");
  CREATE INDEX "open_data_sort_order_idx" ON "open_data" USING btree ("sort_order");
  CREATE INDEX "open_data_updated_at_idx" ON "open_data" USING btree ("updated_at");
  CREATE INDEX "open_data_created_at_idx" ON "open_data" USING btree ("created_at");
  CREATE UNIQUE INDEX "open_data_locales_locale_parent_id_unique" ON "open_data_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "open_data_locales_parent_idx" ON "open_data_locales" USING btree ("_parent_id");
  CREATE INDEX "_open_data_v_parent_idx" ON "_open_data_v" USING btree ("parent_id");
  CREATE INDEX "_open_data_v_version_version_format_idx" ON "_open_data_v" USING btree ("version_format");
  CREATE INDEX "_open_data_v_version_version_file_idx" ON "_open_data_v" USING btree ("version_file_id");
  CREATE INDEX "_open_data_v_version_version_status_idx" ON "_open_data_v" USING btree ("version_status");
  CREATE INDEX "_open_data_v_version_version_sort_order_idx" ON "_open_data_v" USING btree ("version_sort_order");
  CREATE INDEX "_open_data_v_version_version_updated_at_idx" ON "_open_data_v" USING btree ("version_updated_at");
  CREATE INDEX "_open_data_v_version_version_created_at_idx" ON "_open_data_v" USING btree ("version_created_at");
  CREATE INDEX "_open_data_v_created_at_idx" ON "_open_data_v" USING btree ("created_at");
  CREATE INDEX "_open_data_v_updated_at_idx" ON "_open_data_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_open_data_v_locales_locale_parent_id_unique" ON "_open_data_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_open_data_v_locales_parent_idx" ON "_open_data_v_locales" USING btree ("_parent_id");
  CREATE INDEX "history_year_idx" ON "history" USING btree ("year");
  CREATE INDEX "history_image_idx" ON "history" USING btree ("image_id");
  CREATE INDEX "history_status_idx" ON "history" USING btree ("status");
  CREATE INDEX "history_sort_order_idx" ON "history" USING btree ("sort_order");
  CREATE INDEX "history_updated_at_idx" ON "history" USING btree ("updated_at");
  CREATE INDEX "history_created_at_idx" ON "history" USING btree ("created_at");
  CREATE UNIQUE INDEX "history_locales_locale_parent_id_unique" ON "history_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "history_locales_parent_idx" ON "history_locales" USING btree ("_parent_id");
  CREATE INDEX "_history_v_parent_idx" ON "_history_v" USING btree ("parent_id");
  CREATE INDEX "_history_v_version_version_year_idx" ON "_history_v" USING btree ("version_year");
  CREATE INDEX "_history_v_version_version_image_idx" ON "_history_v" USING btree ("version_image_id");
  CREATE INDEX "_history_v_version_version_status_idx" ON "_history_v" USING btree ("version_status");
  CREATE INDEX "_history_v_version_version_sort_order_idx" ON "_history_v" USING btree ("version_sort_order");
  CREATE INDEX "_history_v_version_version_updated_at_idx" ON "_history_v" USING btree ("version_updated_at");
  CREATE INDEX "_history_v_version_version_created_at_idx" ON "_history_v" USING btree ("version_created_at");
  CREATE INDEX "_history_v_created_at_idx" ON "_history_v" USING btree ("created_at");
  CREATE INDEX "_history_v_updated_at_idx" ON "_history_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_history_v_locales_locale_parent_id_unique" ON "_history_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_history_v_locales_parent_idx" ON "_history_v_locales" USING btree ("_parent_id");
  CREATE INDEX "staff_units_breadcrumbs_order_idx" ON "staff_units_breadcrumbs" USING btree ("_order");
  CREATE INDEX "staff_units_breadcrumbs_parent_id_idx" ON "staff_units_breadcrumbs" USING btree ("_parent_id");
  CREATE INDEX "staff_units_breadcrumbs_locale_idx" ON "staff_units_breadcrumbs" USING btree ("_locale");
  CREATE INDEX "staff_units_breadcrumbs_doc_idx" ON "staff_units_breadcrumbs" USING btree ("doc_id");
  CREATE INDEX "staff_units_parent_idx" ON "staff_units" USING btree ("parent_id");
  CREATE INDEX "staff_units_status_idx" ON "staff_units" USING btree ("status");
  CREATE INDEX "staff_units_sort_order_idx" ON "staff_units" USING btree ("sort_order");
  CREATE INDEX "staff_units_updated_at_idx" ON "staff_units" USING btree ("updated_at");
  CREATE INDEX "staff_units_created_at_idx" ON "staff_units" USING btree ("created_at");
  CREATE UNIQUE INDEX "staff_units_locales_locale_parent_id_unique" ON "staff_units_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "staff_units_locales_parent_idx" ON "staff_units_locales" USING btree ("_parent_id");
  CREATE INDEX "_staff_units_v_version_breadcrumbs_order_idx" ON "_staff_units_v_version_breadcrumbs" USING btree ("_order");
  CREATE INDEX "_staff_units_v_version_breadcrumbs_parent_id_idx" ON "_staff_units_v_version_breadcrumbs" USING btree ("_parent_id");
  CREATE INDEX "_staff_units_v_version_breadcrumbs_locale_idx" ON "_staff_units_v_version_breadcrumbs" USING btree ("_locale");
  CREATE INDEX "_staff_units_v_version_breadcrumbs_doc_idx" ON "_staff_units_v_version_breadcrumbs" USING btree ("doc_id");
  CREATE INDEX "_staff_units_v_parent_idx" ON "_staff_units_v" USING btree ("parent_id");
  CREATE INDEX "_staff_units_v_version_version_parent_idx" ON "_staff_units_v" USING btree ("version_parent_id");
  CREATE INDEX "_staff_units_v_version_version_status_idx" ON "_staff_units_v" USING btree ("version_status");
  CREATE INDEX "_staff_units_v_version_version_sort_order_idx" ON "_staff_units_v" USING btree ("version_sort_order");
  CREATE INDEX "_staff_units_v_version_version_updated_at_idx" ON "_staff_units_v" USING btree ("version_updated_at");
  CREATE INDEX "_staff_units_v_version_version_created_at_idx" ON "_staff_units_v" USING btree ("version_created_at");
  CREATE INDEX "_staff_units_v_created_at_idx" ON "_staff_units_v" USING btree ("created_at");
  CREATE INDEX "_staff_units_v_updated_at_idx" ON "_staff_units_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_staff_units_v_locales_locale_parent_id_unique" ON "_staff_units_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_staff_units_v_locales_parent_idx" ON "_staff_units_v_locales" USING btree ("_parent_id");
  CREATE INDEX "management_photo_idx" ON "management" USING btree ("photo_id");
  CREATE INDEX "management_status_idx" ON "management" USING btree ("status");
  CREATE INDEX "management_sort_order_idx" ON "management" USING btree ("sort_order");
  CREATE INDEX "management_updated_at_idx" ON "management" USING btree ("updated_at");
  CREATE INDEX "management_created_at_idx" ON "management" USING btree ("created_at");
  CREATE UNIQUE INDEX "management_locales_locale_parent_id_unique" ON "management_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "management_locales_parent_idx" ON "management_locales" USING btree ("_parent_id");
  CREATE INDEX "_management_v_parent_idx" ON "_management_v" USING btree ("parent_id");
  CREATE INDEX "_management_v_version_version_photo_idx" ON "_management_v" USING btree ("version_photo_id");
  CREATE INDEX "_management_v_version_version_status_idx" ON "_management_v" USING btree ("version_status");
  CREATE INDEX "_management_v_version_version_sort_order_idx" ON "_management_v" USING btree ("version_sort_order");
  CREATE INDEX "_management_v_version_version_updated_at_idx" ON "_management_v" USING btree ("version_updated_at");
  CREATE INDEX "_management_v_version_version_created_at_idx" ON "_management_v" USING btree ("version_created_at");
  CREATE INDEX "_management_v_created_at_idx" ON "_management_v" USING btree ("created_at");
  CREATE INDEX "_management_v_updated_at_idx" ON "_management_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_management_v_locales_locale_parent_id_unique" ON "_management_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_management_v_locales_parent_idx" ON "_management_v_locales" USING btree ("_parent_id");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_thumbnail_webp_sizes_thumbnail_webp_filename_idx" ON "media" USING btree ("sizes_thumbnail_webp_filename");
  CREATE INDEX "media_sizes_medium_sizes_medium_filename_idx" ON "media" USING btree ("sizes_medium_filename");
  CREATE INDEX "media_sizes_medium_webp_sizes_medium_webp_filename_idx" ON "media" USING btree ("sizes_medium_webp_filename");
  CREATE INDEX "media_sizes_large_sizes_large_filename_idx" ON "media" USING btree ("sizes_large_filename");
  CREATE INDEX "media_sizes_large_webp_sizes_large_webp_filename_idx" ON "media" USING btree ("sizes_large_webp_filename");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "media_locales_parent_idx" ON "media_locales" USING btree ("_parent_id");
  CREATE INDEX "photo_galleries_photos_order_idx" ON "photo_galleries_photos" USING btree ("_order");
  CREATE INDEX "photo_galleries_photos_parent_id_idx" ON "photo_galleries_photos" USING btree ("_parent_id");
  CREATE INDEX "photo_galleries_photos_image_idx" ON "photo_galleries_photos" USING btree ("image_id");
  CREATE UNIQUE INDEX "photo_galleries_photos_locales_locale_parent_id_unique" ON "photo_galleries_photos_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "photo_galleries_photos_locales_parent_idx" ON "photo_galleries_photos_locales" USING btree ("_parent_id");
  CREATE INDEX "photo_galleries_event_date_idx" ON "photo_galleries" USING btree ("event_date");
  CREATE INDEX "photo_galleries_cover_idx" ON "photo_galleries" USING btree ("cover_id");
  CREATE INDEX "photo_galleries_status_idx" ON "photo_galleries" USING btree ("status");
  CREATE INDEX "photo_galleries_sort_order_idx" ON "photo_galleries" USING btree ("sort_order");
  CREATE INDEX "photo_galleries_updated_at_idx" ON "photo_galleries" USING btree ("updated_at");
  CREATE INDEX "photo_galleries_created_at_idx" ON "photo_galleries" USING btree ("created_at");
  CREATE UNIQUE INDEX "photo_galleries_locales_locale_parent_id_unique" ON "photo_galleries_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "photo_galleries_locales_parent_idx" ON "photo_galleries_locales" USING btree ("_parent_id");
  CREATE INDEX "_photo_galleries_v_version_photos_order_idx" ON "_photo_galleries_v_version_photos" USING btree ("_order");
  CREATE INDEX "_photo_galleries_v_version_photos_parent_id_idx" ON "_photo_galleries_v_version_photos" USING btree ("_parent_id");
  CREATE INDEX "_photo_galleries_v_version_photos_image_idx" ON "_photo_galleries_v_version_photos" USING btree ("image_id");
  CREATE UNIQUE INDEX "_photo_galleries_v_version_photos_locales_locale_parent_id_u" ON "_photo_galleries_v_version_photos_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_photo_galleries_v_version_photos_locales_parent_idx" ON "_photo_galleries_v_version_photos_locales" USING btree ("_parent_id");
  CREATE INDEX "_photo_galleries_v_parent_idx" ON "_photo_galleries_v" USING btree ("parent_id");
  CREATE INDEX "_photo_galleries_v_version_version_event_date_idx" ON "_photo_galleries_v" USING btree ("version_event_date");
  CREATE INDEX "_photo_galleries_v_version_version_cover_idx" ON "_photo_galleries_v" USING btree ("version_cover_id");
  CREATE INDEX "_photo_galleries_v_version_version_status_idx" ON "_photo_galleries_v" USING btree ("version_status");
  CREATE INDEX "_photo_galleries_v_version_version_sort_order_idx" ON "_photo_galleries_v" USING btree ("version_sort_order");
  CREATE INDEX "_photo_galleries_v_version_version_updated_at_idx" ON "_photo_galleries_v" USING btree ("version_updated_at");
  CREATE INDEX "_photo_galleries_v_version_version_created_at_idx" ON "_photo_galleries_v" USING btree ("version_created_at");
  CREATE INDEX "_photo_galleries_v_created_at_idx" ON "_photo_galleries_v" USING btree ("created_at");
  CREATE INDEX "_photo_galleries_v_updated_at_idx" ON "_photo_galleries_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_photo_galleries_v_locales_locale_parent_id_unique" ON "_photo_galleries_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_photo_galleries_v_locales_parent_idx" ON "_photo_galleries_v_locales" USING btree ("_parent_id");
  CREATE INDEX "video_galleries_thumbnail_idx" ON "video_galleries" USING btree ("thumbnail_id");
  CREATE INDEX "video_galleries_published_at_idx" ON "video_galleries" USING btree ("published_at");
  CREATE INDEX "video_galleries_status_idx" ON "video_galleries" USING btree ("status");
  CREATE INDEX "video_galleries_sort_order_idx" ON "video_galleries" USING btree ("sort_order");
  CREATE INDEX "video_galleries_updated_at_idx" ON "video_galleries" USING btree ("updated_at");
  CREATE INDEX "video_galleries_created_at_idx" ON "video_galleries" USING btree ("created_at");
  CREATE UNIQUE INDEX "video_galleries_locales_locale_parent_id_unique" ON "video_galleries_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "video_galleries_locales_parent_idx" ON "video_galleries_locales" USING btree ("_parent_id");
  CREATE INDEX "_video_galleries_v_parent_idx" ON "_video_galleries_v" USING btree ("parent_id");
  CREATE INDEX "_video_galleries_v_version_version_thumbnail_idx" ON "_video_galleries_v" USING btree ("version_thumbnail_id");
  CREATE INDEX "_video_galleries_v_version_version_published_at_idx" ON "_video_galleries_v" USING btree ("version_published_at");
  CREATE INDEX "_video_galleries_v_version_version_status_idx" ON "_video_galleries_v" USING btree ("version_status");
  CREATE INDEX "_video_galleries_v_version_version_sort_order_idx" ON "_video_galleries_v" USING btree ("version_sort_order");
  CREATE INDEX "_video_galleries_v_version_version_updated_at_idx" ON "_video_galleries_v" USING btree ("version_updated_at");
  CREATE INDEX "_video_galleries_v_version_version_created_at_idx" ON "_video_galleries_v" USING btree ("version_created_at");
  CREATE INDEX "_video_galleries_v_created_at_idx" ON "_video_galleries_v" USING btree ("created_at");
  CREATE INDEX "_video_galleries_v_updated_at_idx" ON "_video_galleries_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_video_galleries_v_locales_locale_parent_id_unique" ON "_video_galleries_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_video_galleries_v_locales_parent_idx" ON "_video_galleries_v_locales" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "citizen_reception_locales_locale_parent_id_unique" ON "citizen_reception_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "citizen_reception_locales_parent_idx" ON "citizen_reception_locales" USING btree ("_parent_id");
  CREATE INDEX "_citizen_reception_v_created_at_idx" ON "_citizen_reception_v" USING btree ("created_at");
  CREATE INDEX "_citizen_reception_v_updated_at_idx" ON "_citizen_reception_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_citizen_reception_v_locales_locale_parent_id_unique" ON "_citizen_reception_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_citizen_reception_v_locales_parent_idx" ON "_citizen_reception_v_locales" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_document_types_fk" FOREIGN KEY ("document_types_id") REFERENCES "public"."document_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_open_data_fk" FOREIGN KEY ("open_data_id") REFERENCES "public"."open_data"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_history_fk" FOREIGN KEY ("history_id") REFERENCES "public"."history"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_staff_units_fk" FOREIGN KEY ("staff_units_id") REFERENCES "public"."staff_units"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_management_fk" FOREIGN KEY ("management_id") REFERENCES "public"."management"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_photo_galleries_fk" FOREIGN KEY ("photo_galleries_id") REFERENCES "public"."photo_galleries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_video_galleries_fk" FOREIGN KEY ("video_galleries_id") REFERENCES "public"."video_galleries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "legal_documents_year_idx" ON "legal_documents" USING btree ("year");
  CREATE INDEX "_legal_documents_v_version_version_year_idx" ON "_legal_documents_v" USING btree ("version_year");
  CREATE INDEX "payload_locked_documents_rels_document_types_id_idx" ON "payload_locked_documents_rels" USING btree ("document_types_id");
  CREATE INDEX "payload_locked_documents_rels_faqs_id_idx" ON "payload_locked_documents_rels" USING btree ("faqs_id");
  CREATE INDEX "payload_locked_documents_rels_open_data_id_idx" ON "payload_locked_documents_rels" USING btree ("open_data_id");
  CREATE INDEX "payload_locked_documents_rels_history_id_idx" ON "payload_locked_documents_rels" USING btree ("history_id");
  CREATE INDEX "payload_locked_documents_rels_staff_units_id_idx" ON "payload_locked_documents_rels" USING btree ("staff_units_id");
  CREATE INDEX "payload_locked_documents_rels_management_id_idx" ON "payload_locked_documents_rels" USING btree ("management_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_photo_galleries_id_idx" ON "payload_locked_documents_rels" USING btree ("photo_galleries_id");
  CREATE INDEX "payload_locked_documents_rels_video_galleries_id_idx" ON "payload_locked_documents_rels" USING btree ("video_galleries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "legal_documents_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_legal_documents_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "document_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "document_types_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_document_types_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_document_types_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faqs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faqs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_faqs_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_faqs_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "open_data" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "open_data_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_open_data_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_open_data_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "history_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_history_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_history_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "staff_units_breadcrumbs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "staff_units" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "staff_units_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_staff_units_v_version_breadcrumbs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_staff_units_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_staff_units_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "management" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "management_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_management_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_management_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "media" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "media_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "photo_galleries_photos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "photo_galleries_photos_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "photo_galleries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "photo_galleries_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_photo_galleries_v_version_photos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_photo_galleries_v_version_photos_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_photo_galleries_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_photo_galleries_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "video_galleries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "video_galleries_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_video_galleries_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_video_galleries_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "citizen_reception" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "citizen_reception_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_citizen_reception_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_citizen_reception_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "legal_documents_rels" CASCADE;
  DROP TABLE "_legal_documents_v_rels" CASCADE;
  DROP TABLE "document_types" CASCADE;
  DROP TABLE "document_types_locales" CASCADE;
  DROP TABLE "_document_types_v" CASCADE;
  DROP TABLE "_document_types_v_locales" CASCADE;
  DROP TABLE "faqs" CASCADE;
  DROP TABLE "faqs_locales" CASCADE;
  DROP TABLE "_faqs_v" CASCADE;
  DROP TABLE "_faqs_v_locales" CASCADE;
  DROP TABLE "open_data" CASCADE;
  DROP TABLE "open_data_locales" CASCADE;
  DROP TABLE "_open_data_v" CASCADE;
  DROP TABLE "_open_data_v_locales" CASCADE;
  DROP TABLE "history" CASCADE;
  DROP TABLE "history_locales" CASCADE;
  DROP TABLE "_history_v" CASCADE;
  DROP TABLE "_history_v_locales" CASCADE;
  DROP TABLE "staff_units_breadcrumbs" CASCADE;
  DROP TABLE "staff_units" CASCADE;
  DROP TABLE "staff_units_locales" CASCADE;
  DROP TABLE "_staff_units_v_version_breadcrumbs" CASCADE;
  DROP TABLE "_staff_units_v" CASCADE;
  DROP TABLE "_staff_units_v_locales" CASCADE;
  DROP TABLE "management" CASCADE;
  DROP TABLE "management_locales" CASCADE;
  DROP TABLE "_management_v" CASCADE;
  DROP TABLE "_management_v_locales" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "media_locales" CASCADE;
  DROP TABLE "photo_galleries_photos" CASCADE;
  DROP TABLE "photo_galleries_photos_locales" CASCADE;
  DROP TABLE "photo_galleries" CASCADE;
  DROP TABLE "photo_galleries_locales" CASCADE;
  DROP TABLE "_photo_galleries_v_version_photos" CASCADE;
  DROP TABLE "_photo_galleries_v_version_photos_locales" CASCADE;
  DROP TABLE "_photo_galleries_v" CASCADE;
  DROP TABLE "_photo_galleries_v_locales" CASCADE;
  DROP TABLE "video_galleries" CASCADE;
  DROP TABLE "video_galleries_locales" CASCADE;
  DROP TABLE "_video_galleries_v" CASCADE;
  DROP TABLE "_video_galleries_v_locales" CASCADE;
  DROP TABLE "citizen_reception" CASCADE;
  DROP TABLE "citizen_reception_locales" CASCADE;
  DROP TABLE "_citizen_reception_v" CASCADE;
  DROP TABLE "_citizen_reception_v_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_document_types_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_faqs_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_open_data_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_history_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_staff_units_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_management_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_media_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_photo_galleries_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_video_galleries_fk";
  
  DROP INDEX "legal_documents_year_idx";
  DROP INDEX "_legal_documents_v_version_version_year_idx";
  DROP INDEX "payload_locked_documents_rels_document_types_id_idx";
  DROP INDEX "payload_locked_documents_rels_faqs_id_idx";
  DROP INDEX "payload_locked_documents_rels_open_data_id_idx";
  DROP INDEX "payload_locked_documents_rels_history_id_idx";
  DROP INDEX "payload_locked_documents_rels_staff_units_id_idx";
  DROP INDEX "payload_locked_documents_rels_management_id_idx";
  DROP INDEX "payload_locked_documents_rels_media_id_idx";
  DROP INDEX "payload_locked_documents_rels_photo_galleries_id_idx";
  DROP INDEX "payload_locked_documents_rels_video_galleries_id_idx";
  ALTER TABLE "legal_documents" DROP COLUMN "year";
  ALTER TABLE "_legal_documents_v" DROP COLUMN "version_year";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "document_types_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "faqs_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "open_data_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "history_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "staff_units_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "management_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "media_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "photo_galleries_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "video_galleries_id";
  DROP TYPE "public"."enum_document_types_status";
  DROP TYPE "public"."enum__document_types_v_version_status";
  DROP TYPE "public"."enum_faqs_status";
  DROP TYPE "public"."enum__faqs_v_version_status";
  DROP TYPE "public"."enum_open_data_format";
  DROP TYPE "public"."enum_open_data_status";
  DROP TYPE "public"."enum__open_data_v_version_format";
  DROP TYPE "public"."enum__open_data_v_version_status";
  DROP TYPE "public"."enum_history_status";
  DROP TYPE "public"."enum__history_v_version_status";
  DROP TYPE "public"."enum_staff_units_status";
  DROP TYPE "public"."enum__staff_units_v_version_status";
  DROP TYPE "public"."enum_management_status";
  DROP TYPE "public"."enum__management_v_version_status";
  DROP TYPE "public"."enum_photo_galleries_status";
  DROP TYPE "public"."enum__photo_galleries_v_version_status";
  DROP TYPE "public"."enum_video_galleries_status";
  DROP TYPE "public"."enum__video_galleries_v_version_status";`)
}
