import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * No token in clear at rest (issue 38): the assistant's session tokens are kept as their SHA-256 (hex, as
 * src/assistant/conversation.ts `hashSessionToken` writes them), and so are the key parts of rate-limit rows
 * (`<prefix>:<sha-256 of the rest>`, src/jobs/rateLimitRows.ts `storedKey`), which held session tokens, emails and
 * addresses. Visitors keep their conversations: their token is looked up by its hash from now on. A value already of
 * the hash's shape is left alone, so a second run changes nothing.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    UPDATE "assistant_sessions"
       SET "token" = encode(sha256(convert_to("token", 'UTF8')), 'hex')
     WHERE "token" !~ '^[0-9a-f]{64}$';
    UPDATE "rate_limits"
       SET "key" = split_part("key", ':', 1) || ':' ||
                   encode(sha256(convert_to(substr("key", length(split_part("key", ':', 1)) + 2), 'UTF8')), 'hex')
     WHERE "key" !~ '^[^:]*:[0-9a-f]{64}$';
  `)
}

/** A hash cannot be turned back into its token: going down leaves the hashes (they then match no visitor's token). */
export async function down(_args: MigrateDownArgs): Promise<void> {}
