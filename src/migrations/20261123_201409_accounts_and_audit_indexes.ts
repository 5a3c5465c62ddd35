import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_clients_status" AS ENUM('1', '0');
  CREATE TYPE "public"."enum_clients_language" AS ENUM('uz', 'ru', 'en');
  CREATE TABLE "clients_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "clients" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"phone" varchar,
  	"status" "enum_clients_status" DEFAULT '1' NOT NULL,
  	"email_verified_at" timestamp(3) with time zone,
  	"language" "enum_clients_language" DEFAULT 'uz' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone
  );
  
  DROP INDEX "audit_logs_action_idx";
  DROP INDEX "audit_logs_resource_idx";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "clients_id" integer;
  ALTER TABLE "payload_preferences_rels" ADD COLUMN "clients_id" integer;
  ALTER TABLE "clients_sessions" ADD CONSTRAINT "clients_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "clients_sessions_order_idx" ON "clients_sessions" USING btree ("_order");
  CREATE INDEX "clients_sessions_parent_id_idx" ON "clients_sessions" USING btree ("_parent_id");
  CREATE INDEX "clients_status_idx" ON "clients" USING btree ("status");
  CREATE INDEX "clients_email_verified_at_idx" ON "clients" USING btree ("email_verified_at");
  CREATE INDEX "clients_updated_at_idx" ON "clients" USING btree ("updated_at");
  CREATE INDEX "clients_created_at_idx" ON "clients" USING btree ("created_at");
  CREATE UNIQUE INDEX "clients_email_idx" ON "clients" USING btree ("email");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_clients_fk" FOREIGN KEY ("clients_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_clients_fk" FOREIGN KEY ("clients_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "resource_resourceId_createdAt_idx" ON "audit_logs" USING btree ("resource","resource_id","created_at");
  CREATE INDEX "resource_createdAt_idx" ON "audit_logs" USING btree ("resource","created_at");
  CREATE INDEX "user_createdAt_idx" ON "audit_logs" USING btree ("user_id","created_at");
  CREATE INDEX "action_createdAt_idx" ON "audit_logs" USING btree ("action","created_at");
  CREATE INDEX "payload_locked_documents_rels_clients_id_idx" ON "payload_locked_documents_rels" USING btree ("clients_id");
  CREATE INDEX "payload_preferences_rels_clients_id_idx" ON "payload_preferences_rels" USING btree ("clients_id");`)
}

/** The clients table goes first, CASCADE taking the constraints that point at it; the rest tolerates that. */
export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "clients_sessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "clients" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "clients_sessions" CASCADE;
  DROP TABLE "clients" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_clients_fk";
  
  ALTER TABLE "payload_preferences_rels" DROP CONSTRAINT IF EXISTS "payload_preferences_rels_clients_fk";
  
  DROP INDEX "resource_resourceId_createdAt_idx";
  DROP INDEX "resource_createdAt_idx";
  DROP INDEX "user_createdAt_idx";
  DROP INDEX "action_createdAt_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_clients_id_idx";
  DROP INDEX IF EXISTS "payload_preferences_rels_clients_id_idx";
  CREATE INDEX "audit_logs_action_idx" ON "audit_logs" USING btree ("action");
  CREATE INDEX "audit_logs_resource_idx" ON "audit_logs" USING btree ("resource");
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "clients_id";
  ALTER TABLE "payload_preferences_rels" DROP COLUMN "clients_id";
  DROP TYPE "public"."enum_clients_status";
  DROP TYPE "public"."enum_clients_language";`)
}
