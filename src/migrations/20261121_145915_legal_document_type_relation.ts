import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "legal_documents" ALTER COLUMN "doc_type" DROP NOT NULL;
  ALTER TABLE "_legal_documents_v" ALTER COLUMN "version_doc_type" DROP NOT NULL;
  ALTER TABLE "legal_documents" ADD COLUMN "document_type_id" integer;
  ALTER TABLE "_legal_documents_v" ADD COLUMN "version_document_type_id" integer;
  ALTER TABLE "legal_documents" ADD CONSTRAINT "legal_documents_document_type_id_document_types_id_fk" FOREIGN KEY ("document_type_id") REFERENCES "public"."document_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_legal_documents_v" ADD CONSTRAINT "_legal_documents_v_version_document_type_id_document_types_id_fk" FOREIGN KEY ("version_document_type_id") REFERENCES "public"."document_types"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "legal_documents_document_type_idx" ON "legal_documents" USING btree ("document_type_id");
  CREATE INDEX "_legal_documents_v_version_version_document_type_idx" ON "_legal_documents_v" USING btree ("version_document_type_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "legal_documents" DROP CONSTRAINT "legal_documents_document_type_id_document_types_id_fk";
  
  ALTER TABLE "_legal_documents_v" DROP CONSTRAINT "_legal_documents_v_version_document_type_id_document_types_id_fk";
  
  DROP INDEX "legal_documents_document_type_idx";
  DROP INDEX "_legal_documents_v_version_version_document_type_idx";
  ALTER TABLE "legal_documents" ALTER COLUMN "doc_type" SET NOT NULL;
  ALTER TABLE "_legal_documents_v" ALTER COLUMN "version_doc_type" SET NOT NULL;
  ALTER TABLE "legal_documents" DROP COLUMN "document_type_id";
  ALTER TABLE "_legal_documents_v" DROP COLUMN "version_document_type_id";`)
}
