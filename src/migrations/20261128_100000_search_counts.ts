import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * `search_counts`: per locale and kind, how many rows of `search_documents` hold each lexeme (key `w:` + lexeme) and
 * each two-letter start of a lexeme (`p:` + two letters). A search for one word whose prefix covers a single lexeme,
 * or for two letters, reads its exact total here instead of counting thousands of matches through the GIN index and
 * the heap (src/search/publicSearchSql.ts). It is part of the index, not a cache: statement triggers on
 * `search_documents` (transition tables) keep it in the same transaction as every write to it, whoever writes.
 * Writers of the index share keys (a common word is in many records), so they would wait for each other's rows
 * anyway; they take one transaction lock first (`agrofund:search_counts`), so that a transaction writing the index in
 * several statements (a bulk edit) never deadlocks with another. Keys whose count falls to 0 stay.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE "search_counts" (
      "locale" varchar(8) NOT NULL,
      "kind" varchar(32) NOT NULL,
      "key" text COLLATE "C" NOT NULL,
      "records" integer NOT NULL,
      PRIMARY KEY ("locale", "kind", "key")
    );
    CREATE FUNCTION search_count_keys(document tsvector) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT 'w:' || l FROM unnest(tsvector_to_array(document)) l
      UNION
      SELECT 'p:' || left(l, 2) FROM unnest(tsvector_to_array(document)) l WHERE char_length(l) >= 2
    $$;
    CREATE FUNCTION search_counts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_advisory_xact_lock(hashtext('agrofund:search_counts'));
      INSERT INTO search_counts AS s (locale, kind, key, records)
      SELECT n.locale, n.kind, k.key, count(*) FROM new_rows n, search_count_keys(n.document) k(key)
       GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (locale, kind, key) DO UPDATE SET records = s.records + excluded.records;
      RETURN NULL;
    END $$;
    CREATE FUNCTION search_counts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_advisory_xact_lock(hashtext('agrofund:search_counts'));
      INSERT INTO search_counts AS s (locale, kind, key, records)
      SELECT o.locale, o.kind, k.key, -count(*) FROM old_rows o, search_count_keys(o.document) k(key)
       GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (locale, kind, key) DO UPDATE SET records = s.records + excluded.records;
      RETURN NULL;
    END $$;
    CREATE FUNCTION search_counts_updated() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_advisory_xact_lock(hashtext('agrofund:search_counts'));
      INSERT INTO search_counts AS s (locale, kind, key, records)
      SELECT c.locale, c.kind, c.key, sum(c.delta) FROM (
               SELECT o.locale, o.kind, k.key, -1 AS delta FROM old_rows o, search_count_keys(o.document) k(key)
               UNION ALL
               SELECT n.locale, n.kind, k.key, 1 FROM new_rows n, search_count_keys(n.document) k(key)) c
       GROUP BY 1, 2, 3 HAVING sum(c.delta) <> 0 ORDER BY 1, 2, 3
      ON CONFLICT (locale, kind, key) DO UPDATE SET records = s.records + excluded.records;
      RETURN NULL;
    END $$;
    CREATE FUNCTION search_counts_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      -- The truncated table may be one partition: the counts are made again from the rows left.
      PERFORM pg_advisory_xact_lock(hashtext('agrofund:search_counts'));
      DELETE FROM search_counts;
      INSERT INTO search_counts (locale, kind, key, records)
      SELECT d.locale, d.kind, k.key, count(*) FROM search_documents d, search_count_keys(d.document) k(key) GROUP BY 1, 2, 3;
      RETURN NULL;
    END $$;
    CREATE TRIGGER "agrofund_change_notice" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_counts"
      FOR EACH STATEMENT EXECUTE FUNCTION agrofund_notify_change('search');
    INSERT INTO search_counts (locale, kind, key, records)
    SELECT d.locale, d.kind, k.key, count(*) FROM search_documents d, search_count_keys(d.document) k(key) GROUP BY 1, 2, 3;
  `)
  // On the table and on each of its partitions: a statement fires the triggers of the table it names only.
  const { rows } = await db.execute(sql`select p.relid::regclass::text as name from pg_partition_tree('search_documents') p`)
  for (const { name } of rows as { name: string }[]) {
    await db.execute(
      sql.raw(`
        CREATE TRIGGER "search_counts_inserted" AFTER INSERT ON ${name} REFERENCING NEW TABLE AS new_rows
          FOR EACH STATEMENT EXECUTE FUNCTION search_counts_inserted();
        CREATE TRIGGER "search_counts_updated" AFTER UPDATE ON ${name} REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
          FOR EACH STATEMENT EXECUTE FUNCTION search_counts_updated();
        CREATE TRIGGER "search_counts_deleted" AFTER DELETE ON ${name} REFERENCING OLD TABLE AS old_rows
          FOR EACH STATEMENT EXECUTE FUNCTION search_counts_deleted();
        CREATE TRIGGER "search_counts_truncated" AFTER TRUNCATE ON ${name} FOR EACH STATEMENT EXECUTE FUNCTION search_counts_truncated();`),
    )
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP FUNCTION IF EXISTS search_counts_inserted() CASCADE;
    DROP FUNCTION IF EXISTS search_counts_updated() CASCADE;
    DROP FUNCTION IF EXISTS search_counts_deleted() CASCADE;
    DROP FUNCTION IF EXISTS search_counts_truncated() CASCADE;
    DROP FUNCTION IF EXISTS search_count_keys(tsvector);
    DROP TABLE IF EXISTS "search_counts";
  `)
}
