import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_assistant_sessions_status" AS ENUM('bot', 'waiting', 'operator', 'closed');
  CREATE TYPE "public"."enum_assistant_sessions_lang" AS ENUM('uz', 'ru', 'en');
  CREATE TYPE "public"."enum_assistant_messages_sender" AS ENUM('visitor', 'bot', 'operator');
  CREATE TABLE "assistant_sessions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"token" varchar NOT NULL,
  	"title" varchar,
  	"status" "enum_assistant_sessions_status" DEFAULT 'bot' NOT NULL,
  	"lang" "enum_assistant_sessions_lang" DEFAULT 'uz' NOT NULL,
  	"operator_id" integer,
  	"last_message_at" timestamp(3) with time zone,
  	"waiting_since" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "assistant_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"session_id" integer NOT NULL,
  	"sender" "enum_assistant_messages_sender" NOT NULL,
  	"text" varchar NOT NULL,
  	"author_id" integer,
  	"sources" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "assistant_knowledge" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "assistant_knowledge_locales" (
  	"question" varchar,
  	"answer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "assistant_knowledge_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "assistant_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"handoff_threshold" numeric DEFAULT 0.3 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "assistant_settings_locales" (
  	"greeting" varchar,
  	"fallback" varchar,
  	"handoff" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "assistant_sessions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "assistant_messages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "assistant_knowledge_id" integer;
  ALTER TABLE "assistant_sessions" ADD CONSTRAINT "assistant_sessions_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "assistant_messages" ADD CONSTRAINT "assistant_messages_session_id_assistant_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."assistant_sessions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "assistant_messages" ADD CONSTRAINT "assistant_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "assistant_knowledge_locales" ADD CONSTRAINT "assistant_knowledge_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."assistant_knowledge"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "assistant_knowledge_texts" ADD CONSTRAINT "assistant_knowledge_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."assistant_knowledge"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "assistant_settings_locales" ADD CONSTRAINT "assistant_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."assistant_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "assistant_sessions_token_idx" ON "assistant_sessions" USING btree ("token");
  CREATE INDEX "assistant_sessions_status_idx" ON "assistant_sessions" USING btree ("status");
  CREATE INDEX "assistant_sessions_lang_idx" ON "assistant_sessions" USING btree ("lang");
  CREATE INDEX "assistant_sessions_operator_idx" ON "assistant_sessions" USING btree ("operator_id");
  CREATE INDEX "assistant_sessions_last_message_at_idx" ON "assistant_sessions" USING btree ("last_message_at");
  CREATE INDEX "assistant_sessions_updated_at_idx" ON "assistant_sessions" USING btree ("updated_at");
  CREATE INDEX "assistant_sessions_created_at_idx" ON "assistant_sessions" USING btree ("created_at");
  CREATE INDEX "status_waitingSince_idx" ON "assistant_sessions" USING btree ("status","waiting_since");
  CREATE INDEX "assistant_messages_session_idx" ON "assistant_messages" USING btree ("session_id");
  CREATE INDEX "assistant_messages_author_idx" ON "assistant_messages" USING btree ("author_id");
  CREATE INDEX "assistant_messages_updated_at_idx" ON "assistant_messages" USING btree ("updated_at");
  CREATE INDEX "assistant_messages_created_at_idx" ON "assistant_messages" USING btree ("created_at");
  CREATE INDEX "assistant_knowledge_updated_at_idx" ON "assistant_knowledge" USING btree ("updated_at");
  CREATE INDEX "assistant_knowledge_created_at_idx" ON "assistant_knowledge" USING btree ("created_at");
  CREATE UNIQUE INDEX "assistant_knowledge_locales_locale_parent_id_unique" ON "assistant_knowledge_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "assistant_knowledge_locales_parent_idx" ON "assistant_knowledge_locales" USING btree ("_parent_id");
  CREATE INDEX "assistant_knowledge_texts_order_parent" ON "assistant_knowledge_texts" USING btree ("order","parent_id");
  CREATE UNIQUE INDEX "assistant_settings_locales_locale_parent_id_unique" ON "assistant_settings_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "assistant_settings_locales_parent_idx" ON "assistant_settings_locales" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_assistant_sessions_fk" FOREIGN KEY ("assistant_sessions_id") REFERENCES "public"."assistant_sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_assistant_messages_fk" FOREIGN KEY ("assistant_messages_id") REFERENCES "public"."assistant_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_assistant_knowledge_fk" FOREIGN KEY ("assistant_knowledge_id") REFERENCES "public"."assistant_knowledge"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_assistant_sessions_id_idx" ON "payload_locked_documents_rels" USING btree ("assistant_sessions_id");
  CREATE INDEX "payload_locked_documents_rels_assistant_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("assistant_messages_id");
  CREATE INDEX "payload_locked_documents_rels_assistant_knowledge_id_idx" ON "payload_locked_documents_rels" USING btree ("assistant_knowledge_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "assistant_sessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "assistant_messages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "assistant_knowledge" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "assistant_knowledge_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "assistant_knowledge_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "assistant_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "assistant_settings_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "assistant_sessions" CASCADE;
  DROP TABLE "assistant_messages" CASCADE;
  DROP TABLE "assistant_knowledge" CASCADE;
  DROP TABLE "assistant_knowledge_locales" CASCADE;
  DROP TABLE "assistant_knowledge_texts" CASCADE;
  DROP TABLE "assistant_settings" CASCADE;
  DROP TABLE "assistant_settings_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_assistant_sessions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_assistant_messages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_assistant_knowledge_fk";
  
  DROP INDEX "payload_locked_documents_rels_assistant_sessions_id_idx";
  DROP INDEX "payload_locked_documents_rels_assistant_messages_id_idx";
  DROP INDEX "payload_locked_documents_rels_assistant_knowledge_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "assistant_sessions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "assistant_messages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "assistant_knowledge_id";
  DROP TYPE "public"."enum_assistant_sessions_status";
  DROP TYPE "public"."enum_assistant_sessions_lang";
  DROP TYPE "public"."enum_assistant_messages_sender";`)
}
