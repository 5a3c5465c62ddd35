import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_posts_status" AS ENUM('1', '0');
  CREATE TYPE "public"."enum__posts_v_version_status" AS ENUM('1', '0');
  CREATE TYPE "public"."enum_news_categories_status" AS ENUM('1', '0');
  CREATE TYPE "public"."enum__news_categories_v_version_status" AS ENUM('1', '0');
  CREATE TABLE "programs_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_programs_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "posts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"cover_id" integer,
  	"slug" varchar NOT NULL,
  	"news_category_id" integer,
  	"published_at" timestamp(3) with time zone,
  	"status" "enum_posts_status" DEFAULT '1' NOT NULL,
  	"is_featured" boolean DEFAULT false,
  	"views" numeric DEFAULT 0,
  	"last_edited_by" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "posts_locales" (
  	"title" varchar,
  	"excerpt" varchar,
  	"body" jsonb,
  	"body_html" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "posts_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_posts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_cover_id" integer,
  	"version_slug" varchar NOT NULL,
  	"version_news_category_id" integer,
  	"version_published_at" timestamp(3) with time zone,
  	"version_status" "enum__posts_v_version_status" DEFAULT '1' NOT NULL,
  	"version_is_featured" boolean DEFAULT false,
  	"version_views" numeric DEFAULT 0,
  	"version_last_edited_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_posts_v_locales" (
  	"version_title" varchar,
  	"version_excerpt" varchar,
  	"version_body" jsonb,
  	"version_body_html" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_posts_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "news_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"status" "enum_news_categories_status" DEFAULT '1' NOT NULL,
  	"sort_order" numeric DEFAULT 0 NOT NULL,
  	"last_edited_by" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "news_categories_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_news_categories_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar NOT NULL,
  	"version_status" "enum__news_categories_v_version_status" DEFAULT '1' NOT NULL,
  	"version_sort_order" numeric DEFAULT 0 NOT NULL,
  	"version_last_edited_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_news_categories_v_locales" (
  	"version_name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "faqs_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_faqs_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "history_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_history_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "staff_units_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_staff_units_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "management_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_management_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "citizen_reception_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_citizen_reception_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "posts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "news_categories_id" integer;
  ALTER TABLE "programs_rels" ADD CONSTRAINT "programs_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "programs_rels" ADD CONSTRAINT "programs_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_programs_v_rels" ADD CONSTRAINT "_programs_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_programs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_programs_v_rels" ADD CONSTRAINT "_programs_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_news_category_id_news_categories_id_fk" FOREIGN KEY ("news_category_id") REFERENCES "public"."news_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_locales" ADD CONSTRAINT "posts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_rels" ADD CONSTRAINT "posts_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_rels" ADD CONSTRAINT "posts_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_parent_id_posts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_cover_id_media_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_news_category_id_news_categories_id_fk" FOREIGN KEY ("version_news_category_id") REFERENCES "public"."news_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_locales" ADD CONSTRAINT "_posts_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_rels" ADD CONSTRAINT "_posts_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_rels" ADD CONSTRAINT "_posts_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_categories_locales" ADD CONSTRAINT "news_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_categories_v" ADD CONSTRAINT "_news_categories_v_parent_id_news_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_categories_v_locales" ADD CONSTRAINT "_news_categories_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_categories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_rels" ADD CONSTRAINT "faqs_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_rels" ADD CONSTRAINT "faqs_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v_rels" ADD CONSTRAINT "_faqs_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_faqs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v_rels" ADD CONSTRAINT "_faqs_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "history_rels" ADD CONSTRAINT "history_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."history"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "history_rels" ADD CONSTRAINT "history_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_history_v_rels" ADD CONSTRAINT "_history_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_history_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_history_v_rels" ADD CONSTRAINT "_history_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "staff_units_rels" ADD CONSTRAINT "staff_units_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."staff_units"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "staff_units_rels" ADD CONSTRAINT "staff_units_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_staff_units_v_rels" ADD CONSTRAINT "_staff_units_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_staff_units_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_staff_units_v_rels" ADD CONSTRAINT "_staff_units_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "management_rels" ADD CONSTRAINT "management_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."management"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "management_rels" ADD CONSTRAINT "management_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_management_v_rels" ADD CONSTRAINT "_management_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_management_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_management_v_rels" ADD CONSTRAINT "_management_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "citizen_reception_rels" ADD CONSTRAINT "citizen_reception_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."citizen_reception"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "citizen_reception_rels" ADD CONSTRAINT "citizen_reception_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_citizen_reception_v_rels" ADD CONSTRAINT "_citizen_reception_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_citizen_reception_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_citizen_reception_v_rels" ADD CONSTRAINT "_citizen_reception_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "programs_rels_order_idx" ON "programs_rels" USING btree ("order");
  CREATE INDEX "programs_rels_parent_idx" ON "programs_rels" USING btree ("parent_id");
  CREATE INDEX "programs_rels_path_idx" ON "programs_rels" USING btree ("path");
  CREATE INDEX "programs_rels_media_id_idx" ON "programs_rels" USING btree ("media_id");
  CREATE INDEX "_programs_v_rels_order_idx" ON "_programs_v_rels" USING btree ("order");
  CREATE INDEX "_programs_v_rels_parent_idx" ON "_programs_v_rels" USING btree ("parent_id");
  CREATE INDEX "_programs_v_rels_path_idx" ON "_programs_v_rels" USING btree ("path");
  CREATE INDEX "_programs_v_rels_media_id_idx" ON "_programs_v_rels" USING btree ("media_id");
  CREATE INDEX "posts_cover_idx" ON "posts" USING btree ("cover_id");
  CREATE UNIQUE INDEX "posts_slug_idx" ON "posts" USING btree ("slug");
  CREATE INDEX "posts_news_category_idx" ON "posts" USING btree ("news_category_id");
  CREATE INDEX "posts_published_at_idx" ON "posts" USING btree ("published_at");
  CREATE INDEX "posts_status_idx" ON "posts" USING btree ("status");
  CREATE INDEX "posts_is_featured_idx" ON "posts" USING btree ("is_featured");
  CREATE INDEX "posts_updated_at_idx" ON "posts" USING btree ("updated_at");
  CREATE INDEX "posts_created_at_idx" ON "posts" USING btree ("created_at");
  CREATE UNIQUE INDEX "posts_locales_locale_parent_id_unique" ON "posts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "posts_locales_parent_idx" ON "posts_locales" USING btree ("_parent_id");
  CREATE INDEX "posts_rels_order_idx" ON "posts_rels" USING btree ("order");
  CREATE INDEX "posts_rels_parent_idx" ON "posts_rels" USING btree ("parent_id");
  CREATE INDEX "posts_rels_path_idx" ON "posts_rels" USING btree ("path");
  CREATE INDEX "posts_rels_media_id_idx" ON "posts_rels" USING btree ("media_id");
  CREATE INDEX "_posts_v_parent_idx" ON "_posts_v" USING btree ("parent_id");
  CREATE INDEX "_posts_v_version_version_cover_idx" ON "_posts_v" USING btree ("version_cover_id");
  CREATE INDEX "_posts_v_version_version_slug_idx" ON "_posts_v" USING btree ("version_slug");
  CREATE INDEX "_posts_v_version_version_news_category_idx" ON "_posts_v" USING btree ("version_news_category_id");
  CREATE INDEX "_posts_v_version_version_published_at_idx" ON "_posts_v" USING btree ("version_published_at");
  CREATE INDEX "_posts_v_version_version_status_idx" ON "_posts_v" USING btree ("version_status");
  CREATE INDEX "_posts_v_version_version_is_featured_idx" ON "_posts_v" USING btree ("version_is_featured");
  CREATE INDEX "_posts_v_version_version_updated_at_idx" ON "_posts_v" USING btree ("version_updated_at");
  CREATE INDEX "_posts_v_version_version_created_at_idx" ON "_posts_v" USING btree ("version_created_at");
  CREATE INDEX "_posts_v_created_at_idx" ON "_posts_v" USING btree ("created_at");
  CREATE INDEX "_posts_v_updated_at_idx" ON "_posts_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_posts_v_locales_locale_parent_id_unique" ON "_posts_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_posts_v_locales_parent_idx" ON "_posts_v_locales" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_rels_order_idx" ON "_posts_v_rels" USING btree ("order");
  CREATE INDEX "_posts_v_rels_parent_idx" ON "_posts_v_rels" USING btree ("parent_id");
  CREATE INDEX "_posts_v_rels_path_idx" ON "_posts_v_rels" USING btree ("path");
  CREATE INDEX "_posts_v_rels_media_id_idx" ON "_posts_v_rels" USING btree ("media_id");
  CREATE UNIQUE INDEX "news_categories_slug_idx" ON "news_categories" USING btree ("slug");
  CREATE INDEX "news_categories_status_idx" ON "news_categories" USING btree ("status");
  CREATE INDEX "news_categories_sort_order_idx" ON "news_categories" USING btree ("sort_order");
  CREATE INDEX "news_categories_updated_at_idx" ON "news_categories" USING btree ("updated_at");
  CREATE INDEX "news_categories_created_at_idx" ON "news_categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "news_categories_locales_locale_parent_id_unique" ON "news_categories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "news_categories_locales_parent_idx" ON "news_categories_locales" USING btree ("_parent_id");
  CREATE INDEX "_news_categories_v_parent_idx" ON "_news_categories_v" USING btree ("parent_id");
  CREATE INDEX "_news_categories_v_version_version_slug_idx" ON "_news_categories_v" USING btree ("version_slug");
  CREATE INDEX "_news_categories_v_version_version_status_idx" ON "_news_categories_v" USING btree ("version_status");
  CREATE INDEX "_news_categories_v_version_version_sort_order_idx" ON "_news_categories_v" USING btree ("version_sort_order");
  CREATE INDEX "_news_categories_v_version_version_updated_at_idx" ON "_news_categories_v" USING btree ("version_updated_at");
  CREATE INDEX "_news_categories_v_version_version_created_at_idx" ON "_news_categories_v" USING btree ("version_created_at");
  CREATE INDEX "_news_categories_v_created_at_idx" ON "_news_categories_v" USING btree ("created_at");
  CREATE INDEX "_news_categories_v_updated_at_idx" ON "_news_categories_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_news_categories_v_locales_locale_parent_id_unique" ON "_news_categories_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_news_categories_v_locales_parent_idx" ON "_news_categories_v_locales" USING btree ("_parent_id");
  CREATE INDEX "faqs_rels_order_idx" ON "faqs_rels" USING btree ("order");
  CREATE INDEX "faqs_rels_parent_idx" ON "faqs_rels" USING btree ("parent_id");
  CREATE INDEX "faqs_rels_path_idx" ON "faqs_rels" USING btree ("path");
  CREATE INDEX "faqs_rels_media_id_idx" ON "faqs_rels" USING btree ("media_id");
  CREATE INDEX "_faqs_v_rels_order_idx" ON "_faqs_v_rels" USING btree ("order");
  CREATE INDEX "_faqs_v_rels_parent_idx" ON "_faqs_v_rels" USING btree ("parent_id");
  CREATE INDEX "_faqs_v_rels_path_idx" ON "_faqs_v_rels" USING btree ("path");
  CREATE INDEX "_faqs_v_rels_media_id_idx" ON "_faqs_v_rels" USING btree ("media_id");
  CREATE INDEX "history_rels_order_idx" ON "history_rels" USING btree ("order");
  CREATE INDEX "history_rels_parent_idx" ON "history_rels" USING btree ("parent_id");
  CREATE INDEX "history_rels_path_idx" ON "history_rels" USING btree ("path");
  CREATE INDEX "history_rels_media_id_idx" ON "history_rels" USING btree ("media_id");
  CREATE INDEX "_history_v_rels_order_idx" ON "_history_v_rels" USING btree ("order");
  CREATE INDEX "_history_v_rels_parent_idx" ON "_history_v_rels" USING btree ("parent_id");
  CREATE INDEX "_history_v_rels_path_idx" ON "_history_v_rels" USING btree ("path");
  CREATE INDEX "_history_v_rels_media_id_idx" ON "_history_v_rels" USING btree ("media_id");
  CREATE INDEX "staff_units_rels_order_idx" ON "staff_units_rels" USING btree ("order");
  CREATE INDEX "staff_units_rels_parent_idx" ON "staff_units_rels" USING btree ("parent_id");
  CREATE INDEX "staff_units_rels_path_idx" ON "staff_units_rels" USING btree ("path");
  CREATE INDEX "staff_units_rels_media_id_idx" ON "staff_units_rels" USING btree ("media_id");
  CREATE INDEX "_staff_units_v_rels_order_idx" ON "_staff_units_v_rels" USING btree ("order");
  CREATE INDEX "_staff_units_v_rels_parent_idx" ON "_staff_units_v_rels" USING btree ("parent_id");
  CREATE INDEX "_staff_units_v_rels_path_idx" ON "_staff_units_v_rels" USING btree ("path");
  CREATE INDEX "_staff_units_v_rels_media_id_idx" ON "_staff_units_v_rels" USING btree ("media_id");
  CREATE INDEX "management_rels_order_idx" ON "management_rels" USING btree ("order");
  CREATE INDEX "management_rels_parent_idx" ON "management_rels" USING btree ("parent_id");
  CREATE INDEX "management_rels_path_idx" ON "management_rels" USING btree ("path");
  CREATE INDEX "management_rels_media_id_idx" ON "management_rels" USING btree ("media_id");
  CREATE INDEX "_management_v_rels_order_idx" ON "_management_v_rels" USING btree ("order");
  CREATE INDEX "_management_v_rels_parent_idx" ON "_management_v_rels" USING btree ("parent_id");
  CREATE INDEX "_management_v_rels_path_idx" ON "_management_v_rels" USING btree ("path");
  CREATE INDEX "_management_v_rels_media_id_idx" ON "_management_v_rels" USING btree ("media_id");
  CREATE INDEX "citizen_reception_rels_order_idx" ON "citizen_reception_rels" USING btree ("order");
  CREATE INDEX "citizen_reception_rels_parent_idx" ON "citizen_reception_rels" USING btree ("parent_id");
  CREATE INDEX "citizen_reception_rels_path_idx" ON "citizen_reception_rels" USING btree ("path");
  CREATE INDEX "citizen_reception_rels_media_id_idx" ON "citizen_reception_rels" USING btree ("media_id");
  CREATE INDEX "_citizen_reception_v_rels_order_idx" ON "_citizen_reception_v_rels" USING btree ("order");
  CREATE INDEX "_citizen_reception_v_rels_parent_idx" ON "_citizen_reception_v_rels" USING btree ("parent_id");
  CREATE INDEX "_citizen_reception_v_rels_path_idx" ON "_citizen_reception_v_rels" USING btree ("path");
  CREATE INDEX "_citizen_reception_v_rels_media_id_idx" ON "_citizen_reception_v_rels" USING btree ("media_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_news_categories_fk" FOREIGN KEY ("news_categories_id") REFERENCES "public"."news_categories"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_posts_id_idx" ON "payload_locked_documents_rels" USING btree ("posts_id");
  CREATE INDEX "payload_locked_documents_rels_news_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("news_categories_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "programs_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_programs_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "news_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "news_categories_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_news_categories_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_news_categories_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faqs_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_faqs_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "history_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_history_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "staff_units_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_staff_units_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "management_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_management_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "citizen_reception_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_citizen_reception_v_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "programs_rels" CASCADE;
  DROP TABLE "_programs_v_rels" CASCADE;
  DROP TABLE "posts" CASCADE;
  DROP TABLE "posts_locales" CASCADE;
  DROP TABLE "posts_rels" CASCADE;
  DROP TABLE "_posts_v" CASCADE;
  DROP TABLE "_posts_v_locales" CASCADE;
  DROP TABLE "_posts_v_rels" CASCADE;
  DROP TABLE "news_categories" CASCADE;
  DROP TABLE "news_categories_locales" CASCADE;
  DROP TABLE "_news_categories_v" CASCADE;
  DROP TABLE "_news_categories_v_locales" CASCADE;
  DROP TABLE "faqs_rels" CASCADE;
  DROP TABLE "_faqs_v_rels" CASCADE;
  DROP TABLE "history_rels" CASCADE;
  DROP TABLE "_history_v_rels" CASCADE;
  DROP TABLE "staff_units_rels" CASCADE;
  DROP TABLE "_staff_units_v_rels" CASCADE;
  DROP TABLE "management_rels" CASCADE;
  DROP TABLE "_management_v_rels" CASCADE;
  DROP TABLE "citizen_reception_rels" CASCADE;
  DROP TABLE "_citizen_reception_v_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_posts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_news_categories_fk";
  
  DROP INDEX "payload_locked_documents_rels_posts_id_idx";
  DROP INDEX "payload_locked_documents_rels_news_categories_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "posts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "news_categories_id";
  DROP TYPE "public"."enum_posts_status";
  DROP TYPE "public"."enum__posts_v_version_status";
  DROP TYPE "public"."enum_news_categories_status";
  DROP TYPE "public"."enum__news_categories_v_version_status";`)
}
