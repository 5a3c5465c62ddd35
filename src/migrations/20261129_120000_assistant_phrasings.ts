import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The assistant learns from examples (issue 39): "also asked as" phrasings of knowledge entries, programs and FAQs
 * (localized arrays), the out-of-scope examples, and the review list of questions it could not answer. The tables
 * the model is trained from announce their writes on the change channel under `assistant-model` (as
 * 20261125_090000_change_notifications does for the public answers), so every process retrains on every writer's
 * change, plain SQL included; programs, FAQs and the search index announce theirs already.
 */
export const MODEL_TABLES = [
  'assistant_knowledge',
  'assistant_knowledge_locales',
  'assistant_knowledge_phrasings',
  'programs_phrasings',
  'faqs_phrasings',
  'assistant_off_topic',
]

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_assistant_review_lang" AS ENUM('uz', 'ru', 'en');
  CREATE TYPE "public"."enum_assistant_review_reason" AS ENUM('offtopic', 'unsure', 'operator');
  CREATE TYPE "public"."enum_assistant_review_status" AS ENUM('new', 'taught', 'offtopic', 'dismissed');
  CREATE TYPE "public"."enum_assistant_off_topic_lang" AS ENUM('uz', 'ru', 'en');
  CREATE TABLE "programs_phrasings" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "_programs_v_version_phrasings" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "faqs_phrasings" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "_faqs_v_version_phrasings" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "assistant_knowledge_phrasings" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "assistant_review" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"lang" "enum_assistant_review_lang" NOT NULL,
  	"reason" "enum_assistant_review_reason" NOT NULL,
  	"status" "enum_assistant_review_status" DEFAULT 'new' NOT NULL,
  	"message_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "assistant_review_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"assistant_knowledge_id" integer,
  	"programs_id" integer,
  	"faqs_id" integer
  );
  
  CREATE TABLE "assistant_off_topic" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"lang" "enum_assistant_off_topic_lang" DEFAULT 'uz' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "assistant_review_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "assistant_off_topic_id" integer;
  ALTER TABLE "programs_phrasings" ADD CONSTRAINT "programs_phrasings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_programs_v_version_phrasings" ADD CONSTRAINT "_programs_v_version_phrasings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_programs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_phrasings" ADD CONSTRAINT "faqs_phrasings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v_version_phrasings" ADD CONSTRAINT "_faqs_v_version_phrasings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faqs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "assistant_knowledge_phrasings" ADD CONSTRAINT "assistant_knowledge_phrasings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."assistant_knowledge"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "assistant_review" ADD CONSTRAINT "assistant_review_message_id_assistant_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."assistant_messages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "assistant_review_rels" ADD CONSTRAINT "assistant_review_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."assistant_review"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "assistant_review_rels" ADD CONSTRAINT "assistant_review_rels_assistant_knowledge_fk" FOREIGN KEY ("assistant_knowledge_id") REFERENCES "public"."assistant_knowledge"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "assistant_review_rels" ADD CONSTRAINT "assistant_review_rels_programs_fk" FOREIGN KEY ("programs_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "assistant_review_rels" ADD CONSTRAINT "assistant_review_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "programs_phrasings_order_idx" ON "programs_phrasings" USING btree ("_order");
  CREATE INDEX "programs_phrasings_parent_id_idx" ON "programs_phrasings" USING btree ("_parent_id");
  CREATE INDEX "programs_phrasings_locale_idx" ON "programs_phrasings" USING btree ("_locale");
  CREATE INDEX "_programs_v_version_phrasings_order_idx" ON "_programs_v_version_phrasings" USING btree ("_order");
  CREATE INDEX "_programs_v_version_phrasings_parent_id_idx" ON "_programs_v_version_phrasings" USING btree ("_parent_id");
  CREATE INDEX "_programs_v_version_phrasings_locale_idx" ON "_programs_v_version_phrasings" USING btree ("_locale");
  CREATE INDEX "faqs_phrasings_order_idx" ON "faqs_phrasings" USING btree ("_order");
  CREATE INDEX "faqs_phrasings_parent_id_idx" ON "faqs_phrasings" USING btree ("_parent_id");
  CREATE INDEX "faqs_phrasings_locale_idx" ON "faqs_phrasings" USING btree ("_locale");
  CREATE INDEX "_faqs_v_version_phrasings_order_idx" ON "_faqs_v_version_phrasings" USING btree ("_order");
  CREATE INDEX "_faqs_v_version_phrasings_parent_id_idx" ON "_faqs_v_version_phrasings" USING btree ("_parent_id");
  CREATE INDEX "_faqs_v_version_phrasings_locale_idx" ON "_faqs_v_version_phrasings" USING btree ("_locale");
  CREATE INDEX "assistant_knowledge_phrasings_order_idx" ON "assistant_knowledge_phrasings" USING btree ("_order");
  CREATE INDEX "assistant_knowledge_phrasings_parent_id_idx" ON "assistant_knowledge_phrasings" USING btree ("_parent_id");
  CREATE INDEX "assistant_knowledge_phrasings_locale_idx" ON "assistant_knowledge_phrasings" USING btree ("_locale");
  CREATE INDEX "assistant_review_reason_idx" ON "assistant_review" USING btree ("reason");
  CREATE INDEX "assistant_review_status_idx" ON "assistant_review" USING btree ("status");
  CREATE INDEX "assistant_review_message_idx" ON "assistant_review" USING btree ("message_id");
  CREATE INDEX "assistant_review_updated_at_idx" ON "assistant_review" USING btree ("updated_at");
  CREATE INDEX "assistant_review_created_at_idx" ON "assistant_review" USING btree ("created_at");
  CREATE INDEX "assistant_review_rels_order_idx" ON "assistant_review_rels" USING btree ("order");
  CREATE INDEX "assistant_review_rels_parent_idx" ON "assistant_review_rels" USING btree ("parent_id");
  CREATE INDEX "assistant_review_rels_path_idx" ON "assistant_review_rels" USING btree ("path");
  CREATE INDEX "assistant_review_rels_assistant_knowledge_id_idx" ON "assistant_review_rels" USING btree ("assistant_knowledge_id");
  CREATE INDEX "assistant_review_rels_programs_id_idx" ON "assistant_review_rels" USING btree ("programs_id");
  CREATE INDEX "assistant_review_rels_faqs_id_idx" ON "assistant_review_rels" USING btree ("faqs_id");
  CREATE INDEX "assistant_off_topic_updated_at_idx" ON "assistant_off_topic" USING btree ("updated_at");
  CREATE INDEX "assistant_off_topic_created_at_idx" ON "assistant_off_topic" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_assistant_review_fk" FOREIGN KEY ("assistant_review_id") REFERENCES "public"."assistant_review"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_assistant_off_topic_fk" FOREIGN KEY ("assistant_off_topic_id") REFERENCES "public"."assistant_off_topic"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_assistant_review_id_idx" ON "payload_locked_documents_rels" USING btree ("assistant_review_id");
  CREATE INDEX "payload_locked_documents_rels_assistant_off_topic_id_idx" ON "payload_locked_documents_rels" USING btree ("assistant_off_topic_id");`)
  for (const table of MODEL_TABLES)
    await db.execute(
      sql.raw(
        `CREATE OR REPLACE TRIGGER "agrofund_change_notice" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}" FOR EACH STATEMENT EXECUTE FUNCTION agrofund_notify_change('assistant-model')`,
      ),
    )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const table of MODEL_TABLES)
    await db.execute(sql.raw(`DROP TRIGGER IF EXISTS "agrofund_change_notice" ON "${table}"`))
  await db.execute(sql`
   ALTER TABLE "programs_phrasings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_programs_v_version_phrasings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faqs_phrasings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_faqs_v_version_phrasings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "assistant_knowledge_phrasings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "assistant_review" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "assistant_review_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "assistant_off_topic" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "programs_phrasings" CASCADE;
  DROP TABLE "_programs_v_version_phrasings" CASCADE;
  DROP TABLE "faqs_phrasings" CASCADE;
  DROP TABLE "_faqs_v_version_phrasings" CASCADE;
  DROP TABLE "assistant_knowledge_phrasings" CASCADE;
  DROP TABLE "assistant_review" CASCADE;
  DROP TABLE "assistant_review_rels" CASCADE;
  DROP TABLE "assistant_off_topic" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_assistant_review_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_assistant_off_topic_fk";
  
  DROP INDEX "payload_locked_documents_rels_assistant_review_id_idx";
  DROP INDEX "payload_locked_documents_rels_assistant_off_topic_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "assistant_review_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "assistant_off_topic_id";
  DROP TYPE "public"."enum_assistant_review_lang";
  DROP TYPE "public"."enum_assistant_review_reason";
  DROP TYPE "public"."enum_assistant_review_status";
  DROP TYPE "public"."enum_assistant_off_topic_lang";`)
}
