import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('uz', 'ru', 'en');
  CREATE TYPE "public"."enum_programs_kind" AS ENUM('credit', 'leasing', 'subsidy');
  CREATE TYPE "public"."enum_programs_sector" AS ENUM('cotton', 'wheat', 'seed_wheat', 'commodity_wheat', 'machinery', 'fruit', 'potato', 'greenhouse', 'oilseed', 'livestock', 'fishery');
  CREATE TYPE "public"."enum_programs_status" AS ENUM('1', '0');
  CREATE TYPE "public"."enum__programs_v_version_kind" AS ENUM('credit', 'leasing', 'subsidy');
  CREATE TYPE "public"."enum__programs_v_version_sector" AS ENUM('cotton', 'wheat', 'seed_wheat', 'commodity_wheat', 'machinery', 'fruit', 'potato', 'greenhouse', 'oilseed', 'livestock', 'fishery');
  CREATE TYPE "public"."enum__programs_v_version_status" AS ENUM('1', '0');
  CREATE TYPE "public"."enum_program_sectors_status" AS ENUM('1', '0');
  CREATE TYPE "public"."enum__program_sectors_v_version_status" AS ENUM('1', '0');
  CREATE TYPE "public"."enum_legal_documents_relevance" AS ENUM('high', 'medium', 'low');
  CREATE TYPE "public"."enum_legal_documents_state" AS ENUM('in_force', 'amended', 'repealed');
  CREATE TYPE "public"."enum_legal_documents_status" AS ENUM('1', '0');
  CREATE TYPE "public"."enum__legal_documents_v_version_relevance" AS ENUM('high', 'medium', 'low');
  CREATE TYPE "public"."enum__legal_documents_v_version_state" AS ENUM('in_force', 'amended', 'repealed');
  CREATE TYPE "public"."enum__legal_documents_v_version_status" AS ENUM('1', '0');
  CREATE TYPE "public"."enum_users_role" AS ENUM('super_admin', 'admin', 'editor', 'operator');
  CREATE TYPE "public"."enum_users_status" AS ENUM('1', '0');
  CREATE TYPE "public"."enum_audit_logs_action" AS ENUM('created', 'updated', 'deleted', 'file_uploaded', 'file_deleted', 'login', 'login_failed', 'logout', 'status_changed', 'assistant_taken', 'assistant_released');
  CREATE TABLE "programs_required_documents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"document" varchar NOT NULL
  );
  
  CREATE TABLE "programs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"kind" "enum_programs_kind" NOT NULL,
  	"sector" "enum_programs_sector" NOT NULL,
  	"program_sector_id" integer,
  	"legal_document_id" integer,
  	"status" "enum_programs_status" DEFAULT '1' NOT NULL,
  	"sort_order" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "programs_locales" (
  	"title" varchar,
  	"summary" varchar,
  	"body" jsonb,
  	"body_html" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_programs_v_version_required_documents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"document" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_programs_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar NOT NULL,
  	"version_kind" "enum__programs_v_version_kind" NOT NULL,
  	"version_sector" "enum__programs_v_version_sector" NOT NULL,
  	"version_program_sector_id" integer,
  	"version_legal_document_id" integer,
  	"version_status" "enum__programs_v_version_status" DEFAULT '1' NOT NULL,
  	"version_sort_order" numeric DEFAULT 0 NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_programs_v_locales" (
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_body" jsonb,
  	"version_body_html" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "program_sectors" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"status" "enum_program_sectors_status" DEFAULT '1' NOT NULL,
  	"sort_order" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "program_sectors_locales" (
  	"name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_program_sectors_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar NOT NULL,
  	"version_status" "enum__program_sectors_v_version_status" DEFAULT '1' NOT NULL,
  	"version_sort_order" numeric DEFAULT 0 NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_program_sectors_v_locales" (
  	"version_name" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "legal_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" varchar NOT NULL,
  	"doc_type" varchar NOT NULL,
  	"relevance" "enum_legal_documents_relevance" NOT NULL,
  	"state" "enum_legal_documents_state" NOT NULL,
  	"adopted_on" timestamp(3) with time zone NOT NULL,
  	"source_url" varchar,
  	"status" "enum_legal_documents_status" DEFAULT '1' NOT NULL,
  	"sort_order" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "legal_documents_locales" (
  	"title" varchar,
  	"direction" varchar,
  	"body" jsonb,
  	"body_html" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_legal_documents_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_number" varchar NOT NULL,
  	"version_doc_type" varchar NOT NULL,
  	"version_relevance" "enum__legal_documents_v_version_relevance" NOT NULL,
  	"version_state" "enum__legal_documents_v_version_state" NOT NULL,
  	"version_adopted_on" timestamp(3) with time zone NOT NULL,
  	"version_source_url" varchar,
  	"version_status" "enum__legal_documents_v_version_status" DEFAULT '1' NOT NULL,
  	"version_sort_order" numeric DEFAULT 0 NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_legal_documents_v_locales" (
  	"version_title" varchar,
  	"version_direction" varchar,
  	"version_body" jsonb,
  	"version_body_html" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"role" "enum_users_role" DEFAULT 'editor' NOT NULL,
  	"status" "enum_users_status" DEFAULT '1' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "audit_logs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer,
  	"user_name" varchar,
  	"user_email" varchar,
  	"action" "enum_audit_logs_action" NOT NULL,
  	"resource" varchar NOT NULL,
  	"resource_id" numeric,
  	"changes" jsonb,
  	"ip" varchar,
  	"user_agent" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"programs_id" integer,
  	"program_sectors_id" integer,
  	"legal_documents_id" integer,
  	"users_id" integer,
  	"audit_logs_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "programs_required_documents" ADD CONSTRAINT "programs_required_documents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "programs" ADD CONSTRAINT "programs_program_sector_id_program_sectors_id_fk" FOREIGN KEY ("program_sector_id") REFERENCES "public"."program_sectors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "programs" ADD CONSTRAINT "programs_legal_document_id_legal_documents_id_fk" FOREIGN KEY ("legal_document_id") REFERENCES "public"."legal_documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "programs_locales" ADD CONSTRAINT "programs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_programs_v_version_required_documents" ADD CONSTRAINT "_programs_v_version_required_documents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_programs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_programs_v" ADD CONSTRAINT "_programs_v_parent_id_programs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."programs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_programs_v" ADD CONSTRAINT "_programs_v_version_program_sector_id_program_sectors_id_fk" FOREIGN KEY ("version_program_sector_id") REFERENCES "public"."program_sectors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_programs_v" ADD CONSTRAINT "_programs_v_version_legal_document_id_legal_documents_id_fk" FOREIGN KEY ("version_legal_document_id") REFERENCES "public"."legal_documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_programs_v_locales" ADD CONSTRAINT "_programs_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_programs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "program_sectors_locales" ADD CONSTRAINT "program_sectors_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."program_sectors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_program_sectors_v" ADD CONSTRAINT "_program_sectors_v_parent_id_program_sectors_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."program_sectors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_program_sectors_v_locales" ADD CONSTRAINT "_program_sectors_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_program_sectors_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "legal_documents_locales" ADD CONSTRAINT "legal_documents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."legal_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_legal_documents_v" ADD CONSTRAINT "_legal_documents_v_parent_id_legal_documents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."legal_documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_legal_documents_v_locales" ADD CONSTRAINT "_legal_documents_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_legal_documents_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_programs_fk" FOREIGN KEY ("programs_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_program_sectors_fk" FOREIGN KEY ("program_sectors_id") REFERENCES "public"."program_sectors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_legal_documents_fk" FOREIGN KEY ("legal_documents_id") REFERENCES "public"."legal_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_audit_logs_fk" FOREIGN KEY ("audit_logs_id") REFERENCES "public"."audit_logs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "programs_required_documents_order_idx" ON "programs_required_documents" USING btree ("_order");
  CREATE INDEX "programs_required_documents_parent_id_idx" ON "programs_required_documents" USING btree ("_parent_id");
  CREATE INDEX "programs_required_documents_locale_idx" ON "programs_required_documents" USING btree ("_locale");
  CREATE UNIQUE INDEX "programs_slug_idx" ON "programs" USING btree ("slug");
  CREATE INDEX "programs_kind_idx" ON "programs" USING btree ("kind");
  CREATE INDEX "programs_sector_idx" ON "programs" USING btree ("sector");
  CREATE INDEX "programs_program_sector_idx" ON "programs" USING btree ("program_sector_id");
  CREATE INDEX "programs_legal_document_idx" ON "programs" USING btree ("legal_document_id");
  CREATE INDEX "programs_status_idx" ON "programs" USING btree ("status");
  CREATE INDEX "programs_sort_order_idx" ON "programs" USING btree ("sort_order");
  CREATE INDEX "programs_updated_at_idx" ON "programs" USING btree ("updated_at");
  CREATE INDEX "programs_created_at_idx" ON "programs" USING btree ("created_at");
  CREATE UNIQUE INDEX "programs_locales_locale_parent_id_unique" ON "programs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "programs_locales_parent_idx" ON "programs_locales" USING btree ("_parent_id");
  CREATE INDEX "_programs_v_version_required_documents_order_idx" ON "_programs_v_version_required_documents" USING btree ("_order");
  CREATE INDEX "_programs_v_version_required_documents_parent_id_idx" ON "_programs_v_version_required_documents" USING btree ("_parent_id");
  CREATE INDEX "_programs_v_version_required_documents_locale_idx" ON "_programs_v_version_required_documents" USING btree ("_locale");
  CREATE INDEX "_programs_v_parent_idx" ON "_programs_v" USING btree ("parent_id");
  CREATE INDEX "_programs_v_version_version_slug_idx" ON "_programs_v" USING btree ("version_slug");
  CREATE INDEX "_programs_v_version_version_kind_idx" ON "_programs_v" USING btree ("version_kind");
  CREATE INDEX "_programs_v_version_version_sector_idx" ON "_programs_v" USING btree ("version_sector");
  CREATE INDEX "_programs_v_version_version_program_sector_idx" ON "_programs_v" USING btree ("version_program_sector_id");
  CREATE INDEX "_programs_v_version_version_legal_document_idx" ON "_programs_v" USING btree ("version_legal_document_id");
  CREATE INDEX "_programs_v_version_version_status_idx" ON "_programs_v" USING btree ("version_status");
  CREATE INDEX "_programs_v_version_version_sort_order_idx" ON "_programs_v" USING btree ("version_sort_order");
  CREATE INDEX "_programs_v_version_version_updated_at_idx" ON "_programs_v" USING btree ("version_updated_at");
  CREATE INDEX "_programs_v_version_version_created_at_idx" ON "_programs_v" USING btree ("version_created_at");
  CREATE INDEX "_programs_v_created_at_idx" ON "_programs_v" USING btree ("created_at");
  CREATE INDEX "_programs_v_updated_at_idx" ON "_programs_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_programs_v_locales_locale_parent_id_unique" ON "_programs_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_programs_v_locales_parent_idx" ON "_programs_v_locales" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "program_sectors_slug_idx" ON "program_sectors" USING btree ("slug");
  CREATE INDEX "program_sectors_status_idx" ON "program_sectors" USING btree ("status");
  CREATE INDEX "program_sectors_sort_order_idx" ON "program_sectors" USING btree ("sort_order");
  CREATE INDEX "program_sectors_updated_at_idx" ON "program_sectors" USING btree ("updated_at");
  CREATE INDEX "program_sectors_created_at_idx" ON "program_sectors" USING btree ("created_at");
  CREATE UNIQUE INDEX "program_sectors_locales_locale_parent_id_unique" ON "program_sectors_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "program_sectors_locales_parent_idx" ON "program_sectors_locales" USING btree ("_parent_id");
  CREATE INDEX "_program_sectors_v_parent_idx" ON "_program_sectors_v" USING btree ("parent_id");
  CREATE INDEX "_program_sectors_v_version_version_slug_idx" ON "_program_sectors_v" USING btree ("version_slug");
  CREATE INDEX "_program_sectors_v_version_version_status_idx" ON "_program_sectors_v" USING btree ("version_status");
  CREATE INDEX "_program_sectors_v_version_version_sort_order_idx" ON "_program_sectors_v" USING btree ("version_sort_order");
  CREATE INDEX "_program_sectors_v_version_version_updated_at_idx" ON "_program_sectors_v" USING btree ("version_updated_at");
  CREATE INDEX "_program_sectors_v_version_version_created_at_idx" ON "_program_sectors_v" USING btree ("version_created_at");
  CREATE INDEX "_program_sectors_v_created_at_idx" ON "_program_sectors_v" USING btree ("created_at");
  CREATE INDEX "_program_sectors_v_updated_at_idx" ON "_program_sectors_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_program_sectors_v_locales_locale_parent_id_unique" ON "_program_sectors_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_program_sectors_v_locales_parent_idx" ON "_program_sectors_v_locales" USING btree ("_parent_id");
  CREATE INDEX "legal_documents_number_idx" ON "legal_documents" USING btree ("number");
  CREATE INDEX "legal_documents_doc_type_idx" ON "legal_documents" USING btree ("doc_type");
  CREATE INDEX "legal_documents_relevance_idx" ON "legal_documents" USING btree ("relevance");
  CREATE INDEX "legal_documents_state_idx" ON "legal_documents" USING btree ("state");
  CREATE INDEX "legal_documents_adopted_on_idx" ON "legal_documents" USING btree ("adopted_on");
  CREATE INDEX "legal_documents_status_idx" ON "legal_documents" USING btree ("status");
  CREATE INDEX "legal_documents_sort_order_idx" ON "legal_documents" USING btree ("sort_order");
  CREATE INDEX "legal_documents_updated_at_idx" ON "legal_documents" USING btree ("updated_at");
  CREATE INDEX "legal_documents_created_at_idx" ON "legal_documents" USING btree ("created_at");
  CREATE UNIQUE INDEX "legal_documents_locales_locale_parent_id_unique" ON "legal_documents_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "legal_documents_locales_parent_idx" ON "legal_documents_locales" USING btree ("_parent_id");
  CREATE INDEX "_legal_documents_v_parent_idx" ON "_legal_documents_v" USING btree ("parent_id");
  CREATE INDEX "_legal_documents_v_version_version_number_idx" ON "_legal_documents_v" USING btree ("version_number");
  CREATE INDEX "_legal_documents_v_version_version_doc_type_idx" ON "_legal_documents_v" USING btree ("version_doc_type");
  CREATE INDEX "_legal_documents_v_version_version_relevance_idx" ON "_legal_documents_v" USING btree ("version_relevance");
  CREATE INDEX "_legal_documents_v_version_version_state_idx" ON "_legal_documents_v" USING btree ("version_state");
  CREATE INDEX "_legal_documents_v_version_version_adopted_on_idx" ON "_legal_documents_v" USING btree ("version_adopted_on");
  CREATE INDEX "_legal_documents_v_version_version_status_idx" ON "_legal_documents_v" USING btree ("version_status");
  CREATE INDEX "_legal_documents_v_version_version_sort_order_idx" ON "_legal_documents_v" USING btree ("version_sort_order");
  CREATE INDEX "_legal_documents_v_version_version_updated_at_idx" ON "_legal_documents_v" USING btree ("version_updated_at");
  CREATE INDEX "_legal_documents_v_version_version_created_at_idx" ON "_legal_documents_v" USING btree ("version_created_at");
  CREATE INDEX "_legal_documents_v_created_at_idx" ON "_legal_documents_v" USING btree ("created_at");
  CREATE INDEX "_legal_documents_v_updated_at_idx" ON "_legal_documents_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_legal_documents_v_locales_locale_parent_id_unique" ON "_legal_documents_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_legal_documents_v_locales_parent_idx" ON "_legal_documents_v_locales" USING btree ("_parent_id");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE INDEX "audit_logs_user_idx" ON "audit_logs" USING btree ("user_id");
  CREATE INDEX "audit_logs_action_idx" ON "audit_logs" USING btree ("action");
  CREATE INDEX "audit_logs_resource_idx" ON "audit_logs" USING btree ("resource");
  CREATE INDEX "audit_logs_resource_id_idx" ON "audit_logs" USING btree ("resource_id");
  CREATE INDEX "audit_logs_updated_at_idx" ON "audit_logs" USING btree ("updated_at");
  CREATE INDEX "audit_logs_created_at_idx" ON "audit_logs" USING btree ("created_at");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_programs_id_idx" ON "payload_locked_documents_rels" USING btree ("programs_id");
  CREATE INDEX "payload_locked_documents_rels_program_sectors_id_idx" ON "payload_locked_documents_rels" USING btree ("program_sectors_id");
  CREATE INDEX "payload_locked_documents_rels_legal_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("legal_documents_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_audit_logs_id_idx" ON "payload_locked_documents_rels" USING btree ("audit_logs_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "programs_required_documents" CASCADE;
  DROP TABLE "programs" CASCADE;
  DROP TABLE "programs_locales" CASCADE;
  DROP TABLE "_programs_v_version_required_documents" CASCADE;
  DROP TABLE "_programs_v" CASCADE;
  DROP TABLE "_programs_v_locales" CASCADE;
  DROP TABLE "program_sectors" CASCADE;
  DROP TABLE "program_sectors_locales" CASCADE;
  DROP TABLE "_program_sectors_v" CASCADE;
  DROP TABLE "_program_sectors_v_locales" CASCADE;
  DROP TABLE "legal_documents" CASCADE;
  DROP TABLE "legal_documents_locales" CASCADE;
  DROP TABLE "_legal_documents_v" CASCADE;
  DROP TABLE "_legal_documents_v_locales" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "audit_logs" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum_programs_kind";
  DROP TYPE "public"."enum_programs_sector";
  DROP TYPE "public"."enum_programs_status";
  DROP TYPE "public"."enum__programs_v_version_kind";
  DROP TYPE "public"."enum__programs_v_version_sector";
  DROP TYPE "public"."enum__programs_v_version_status";
  DROP TYPE "public"."enum_program_sectors_status";
  DROP TYPE "public"."enum__program_sectors_v_version_status";
  DROP TYPE "public"."enum_legal_documents_relevance";
  DROP TYPE "public"."enum_legal_documents_state";
  DROP TYPE "public"."enum_legal_documents_status";
  DROP TYPE "public"."enum__legal_documents_v_version_relevance";
  DROP TYPE "public"."enum__legal_documents_v_version_state";
  DROP TYPE "public"."enum__legal_documents_v_version_status";
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_users_status";
  DROP TYPE "public"."enum_audit_logs_action";`)
}
