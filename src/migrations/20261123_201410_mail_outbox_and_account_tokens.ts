import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Two stores outside Payload's collections:
 * - `mail_outbox` (src/mail/outbox.ts): every mail, written in the transaction of the change that causes it and sent
 *   by the in-process sender (src/mail/sender.ts) with retries; a sent mail keeps its envelope, not its body.
 * - `account_tokens` (src/auth/accountTokens.ts): citizens' single-use email verification and password reset tokens,
 *   kept as SHA-256 digests with their expiry.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "mail_outbox" (
      "id" bigserial PRIMARY KEY,
      "kind" varchar(64) NOT NULL,
      "recipient" varchar(320) NOT NULL,
      "subject" varchar(998) NOT NULL,
      "text_body" text,
      "html_body" text,
      "attempts" integer NOT NULL DEFAULT 0,
      "next_attempt_at" timestamp(3) with time zone NOT NULL DEFAULT now(),
      "locked_until" timestamp(3) with time zone,
      "sent_at" timestamp(3) with time zone,
      "failed_at" timestamp(3) with time zone,
      "last_error" varchar(500),
      "created_at" timestamp(3) with time zone NOT NULL DEFAULT now()
    );
    CREATE INDEX IF NOT EXISTS "mail_outbox_due_idx" ON "mail_outbox" ("next_attempt_at") WHERE "sent_at" IS NULL AND "failed_at" IS NULL;
    CREATE TABLE IF NOT EXISTS "account_tokens" (
      "digest" char(64) PRIMARY KEY,
      "purpose" varchar(32) NOT NULL,
      "client_id" integer NOT NULL REFERENCES "clients"("id") ON DELETE CASCADE,
      "expires_at" timestamp(3) with time zone NOT NULL,
      "created_at" timestamp(3) with time zone NOT NULL DEFAULT now()
    );
    CREATE INDEX IF NOT EXISTS "account_tokens_client_idx" ON "account_tokens" ("client_id", "purpose");
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "account_tokens"; DROP TABLE IF EXISTS "mail_outbox";`)
}
