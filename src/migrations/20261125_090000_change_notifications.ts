import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Every write to a table a public answer is read from announces itself on the channel `agrofund_changes`, with the
 * collection (or global, or `search`) it belongs to as the payload: each server process listens and drops its cached
 * answers of that collection (src/cache/). Statement triggers in the database catch every writer alike: /api/v1,
 * the admin UI, Payload's REST, the seed, a migration, a hand-written SQL statement. NOTIFY is transactional, so a
 * rolled-back write announces nothing and a committed one is announced once per table and transaction.
 *
 * A transaction that sets `agrofund.quiet_change = 'on'` announces nothing: the batched view counter, whose writes
 * change no cached answer (src/cache/viewCounts.ts).
 *
 * Tables left out (tests/api/change-notifications.test.ts names them): versions, accounts, appeals, the assistant's
 * conversations and knowledge, the audit trail, mail, rate limits and Payload's bookkeeping; no cached answer reads them.
 */
export const NOTIFYING_TABLES: Record<string, string[]> = {
  'citizen-reception': ['citizen_reception', 'citizen_reception_locales', 'citizen_reception_rels'],
  'document-types': ['document_types', 'document_types_locales'],
  faqs: ['faqs', 'faqs_locales', 'faqs_rels'],
  history: ['history', 'history_locales', 'history_rels'],
  'legal-documents': ['legal_documents', 'legal_documents_locales', 'legal_documents_rels'],
  management: ['management', 'management_locales', 'management_rels'],
  media: ['media', 'media_locales'],
  'news-categories': ['news_categories', 'news_categories_locales'],
  'open-data': ['open_data', 'open_data_locales'],
  'photo-galleries': ['photo_galleries', 'photo_galleries_locales', 'photo_galleries_photos', 'photo_galleries_photos_locales'],
  posts: ['posts', 'posts_locales', 'posts_rels'],
  'program-sectors': ['program_sectors', 'program_sectors_locales'],
  programs: ['programs', 'programs_locales', 'programs_rels', 'programs_required_documents'],
  'staff-units': ['staff_units', 'staff_units_locales', 'staff_units_rels', 'staff_units_breadcrumbs'],
  'video-galleries': ['video_galleries', 'video_galleries_locales'],
  search: ['search_documents', 'search_texts', 'search_terms'],
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE OR REPLACE FUNCTION agrofund_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF coalesce(current_setting('agrofund.quiet_change', true), '') <> 'on' THEN
        PERFORM pg_notify('agrofund_changes', TG_ARGV[0]);
      END IF;
      RETURN NULL;
    END
    $$;
  `)
  for (const [tag, tables] of Object.entries(NOTIFYING_TABLES)) {
    for (const table of tables) {
      await db.execute(
        sql.raw(
          `CREATE OR REPLACE TRIGGER "agrofund_change_notice" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}" FOR EACH STATEMENT EXECUTE FUNCTION agrofund_notify_change('${tag}')`,
        ),
      )
    }
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const tables of Object.values(NOTIFYING_TABLES)) {
    for (const table of tables) await db.execute(sql.raw(`DROP TRIGGER IF EXISTS "agrofund_change_notice" ON "${table}"`))
  }
  await db.execute(sql`DROP FUNCTION IF EXISTS agrofund_notify_change()`)
}
