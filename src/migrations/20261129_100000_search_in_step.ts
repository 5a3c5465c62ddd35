import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The indexed collections as this migration found them: the kind of their rows in the index, their table, and the
 * public rule of src/search/sources.ts in SQL (`active`: status 1; `published`: also a publication time; `always`: the
 * assistant's own entries, which only leave the index when deleted). tests/unit/search-in-step.test.ts holds them to
 * the sources' rules.
 */
export const FOLLOWED_TABLES = [
  { kind: 'programs', table: 'programs', rule: 'active' },
  { kind: 'posts', table: 'posts', rule: 'published' },
  { kind: 'legal_documents', table: 'legal_documents', rule: 'active' },
  { kind: 'faqs', table: 'faqs', rule: 'active' },
  { kind: 'staff_units', table: 'staff_units', rule: 'active' },
  { kind: 'management', table: 'management', rule: 'active' },
  { kind: 'knowledge', table: 'assistant_knowledge', rule: 'always' },
] as const

/**
 * The search index follows its records from the database, so every writer is covered (the admin UI, /api/v1,
 * Payload's REST, the seed, a migration, a hand-written SQL statement), in the writer's own transaction:
 * - a record deleted loses its rows;
 * - a record that stops being public (status, or a post's publication time cleared) has its rows moved to
 *   `search_hidden`, out of every search and every count (search_counts follows search_documents by its triggers);
 * - a record that becomes public again gets them back; a post's publication time moved is the time it is found from.
 * The words themselves are written by the collections' hooks (src/search/indexer.ts), which spell them as the search
 * does (Uzbek stemming, transliteration) and also write a hidden record's rows into `search_hidden`, so a record
 * hidden in the CMS and shown again with SQL is found again. Text edited or records inserted with plain SQL are
 * searched as the CMS last wrote them, until the next rebuild. The index is rebuilt at the next start (its version
 * row removed) so that every hidden record has its rows in `search_hidden`.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE "search_hidden" (
      "kind" varchar(32) NOT NULL,
      "record_id" integer NOT NULL,
      "locale" varchar(8) NOT NULL,
      "visible_from" timestamp(3) with time zone,
      "dated" timestamp(3) with time zone NOT NULL,
      "document" tsvector NOT NULL,
      "slug" varchar(255),
      "title" text NOT NULL,
      "body" text NOT NULL,
      PRIMARY KEY ("kind", "record_id", "locale")
    );
    -- No answer reads it, but it is part of the index: announced as the index's other tables are (the change
    -- notifications' rule, tests/api/change-notifications.test.ts).
    CREATE TRIGGER "agrofund_change_notice" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_hidden"
      FOR EACH STATEMENT EXECUTE FUNCTION agrofund_notify_change('search');
    CREATE FUNCTION search_hide_record(record_kind text, id integer) RETURNS void LANGUAGE sql AS $$
      INSERT INTO search_hidden AS h (kind, record_id, locale, visible_from, dated, document, slug, title, body)
      SELECT d.kind, d.record_id, d.locale, d.visible_from, d.dated, d.document, t.slug, coalesce(t.title, ''), coalesce(t.body, '')
        FROM search_documents d
        LEFT JOIN search_texts t ON t.kind = d.kind AND t.record_id = d.record_id AND t.locale = d.locale
       WHERE d.kind = record_kind AND d.record_id = id
      ON CONFLICT (kind, record_id, locale) DO UPDATE SET visible_from = excluded.visible_from, dated = excluded.dated,
        document = excluded.document, slug = excluded.slug, title = excluded.title, body = excluded.body;
      DELETE FROM search_documents WHERE kind = record_kind AND record_id = id;
      DELETE FROM search_texts WHERE kind = record_kind AND record_id = id;
    $$;
    CREATE FUNCTION search_show_record(record_kind text, id integer) RETURNS void LANGUAGE sql AS $$
      INSERT INTO search_documents AS d (kind, record_id, locale, visible_from, dated, document)
      SELECT h.kind, h.record_id, h.locale, h.visible_from, h.dated, h.document FROM search_hidden h
       WHERE h.kind = record_kind AND h.record_id = id
      ON CONFLICT (kind, record_id, locale) DO UPDATE SET visible_from = excluded.visible_from, dated = excluded.dated,
        document = excluded.document;
      INSERT INTO search_texts AS t (kind, record_id, locale, slug, title, body)
      SELECT h.kind, h.record_id, h.locale, h.slug, h.title, h.body FROM search_hidden h
       WHERE h.kind = record_kind AND h.record_id = id
      ON CONFLICT (kind, record_id, locale) DO UPDATE SET slug = excluded.slug, title = excluded.title, body = excluded.body;
      DELETE FROM search_hidden WHERE kind = record_kind AND record_id = id;
    $$;
    CREATE FUNCTION search_follow_record() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      record_kind text := TG_ARGV[0];
      rule text := TG_ARGV[1];
      was_public boolean;
      is_public boolean;
    BEGIN
      IF TG_OP = 'DELETE' THEN
        DELETE FROM search_documents WHERE kind = record_kind AND record_id = OLD.id;
        DELETE FROM search_texts WHERE kind = record_kind AND record_id = OLD.id;
        DELETE FROM search_hidden WHERE kind = record_kind AND record_id = OLD.id;
        RETURN NULL;
      END IF;
      -- The public rule (src/access/visibility.ts): active, and for a post a publication time.
      was_public := OLD.status::text = '1';
      is_public := NEW.status::text = '1';
      IF rule = 'published' THEN
        was_public := was_public AND OLD.published_at IS NOT NULL;
        is_public := is_public AND NEW.published_at IS NOT NULL;
      END IF;
      IF was_public AND NOT is_public THEN
        PERFORM search_hide_record(record_kind, NEW.id);
      ELSIF is_public AND NOT was_public THEN
        PERFORM search_show_record(record_kind, NEW.id);
      END IF;
      -- A post is found from its publication time on and ordered by it (src/search/sources.ts). Nested: a table
      -- without the column must never evaluate it.
      IF is_public AND rule = 'published' THEN
        IF NOT was_public OR OLD.published_at IS DISTINCT FROM NEW.published_at THEN
          UPDATE search_documents SET visible_from = NEW.published_at, dated = NEW.published_at
           WHERE kind = record_kind AND record_id = NEW.id
             AND (visible_from IS DISTINCT FROM NEW.published_at OR dated IS DISTINCT FROM NEW.published_at);
        END IF;
      END IF;
      RETURN NULL;
    END $$;
  `)
  for (const { kind, table, rule } of FOLLOWED_TABLES) {
    // Only a change of what the rule reads calls the function: an ordinary save of the text costs nothing here.
    const changed =
      rule === 'published'
        ? 'OLD.status IS DISTINCT FROM NEW.status OR OLD.published_at IS DISTINCT FROM NEW.published_at'
        : 'OLD.status IS DISTINCT FROM NEW.status'
    await db.execute(
      sql.raw(`
        CREATE TRIGGER "search_follow_deleted" AFTER DELETE ON "${table}"
          FOR EACH ROW EXECUTE FUNCTION search_follow_record('${kind}', '${rule}');
        ${
          rule === 'always'
            ? ''
            : `CREATE TRIGGER "search_follow_updated" AFTER UPDATE ON "${table}" FOR EACH ROW WHEN (${changed})
                 EXECUTE FUNCTION search_follow_record('${kind}', '${rule}');`
        }`),
    )
  }
  // The rows of hidden records are written into search_hidden by the next start's rebuild (src/boot.ts).
  await db.execute(sql`DELETE FROM "search_index_state";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const { table } of FOLLOWED_TABLES) {
    await db.execute(
      sql.raw(`
        DROP TRIGGER IF EXISTS "search_follow_deleted" ON "${table}";
        DROP TRIGGER IF EXISTS "search_follow_updated" ON "${table}";`),
    )
  }
  await db.execute(sql`
    DROP FUNCTION IF EXISTS search_follow_record();
    DROP FUNCTION IF EXISTS search_show_record(text, integer);
    DROP FUNCTION IF EXISTS search_hide_record(text, integer);
    DROP TABLE IF EXISTS "search_hidden";
  `)
}
