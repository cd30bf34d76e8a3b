-- Sitemap slices deep in a million games: skipping 990,000 slugs of the index costs 100–500 ms per slice, and a
-- sitemap part reads twenty. Every 1,000th published slug is kept with its position, so a slice starts at the
-- mark before it and skips at most 999 entries. The marks are exact or unused: any change to which games are
-- published, or to a slug, marks them stale (a statement trigger, so counter flushes never touch it) until the API
-- builds them again; slices read the marks and the flag in the same statement.
CREATE TABLE sitemap_marks (
  position bigint PRIMARY KEY,
  slug text NOT NULL
);
CREATE TABLE sitemap_marks_state (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  fresh boolean NOT NULL
);
INSERT INTO sitemap_marks_state (fresh) VALUES (false);

CREATE FUNCTION sitemap_marks_stale() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sitemap_marks_state SET fresh = false WHERE fresh;
  RETURN NULL;
END
$$;

CREATE TRIGGER games_sitemap_marks AFTER INSERT OR DELETE OR UPDATE OF status, slug ON games
  FOR EACH STATEMENT EXECUTE FUNCTION sitemap_marks_stale();

-- The flag is taken first: a change committing while the marks are read waits for it, then marks them stale
-- again; each later statement sees every change committed before the flag was taken.
CREATE FUNCTION refresh_sitemap_marks() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sitemap_marks_state SET fresh = true;
  DELETE FROM sitemap_marks;
  INSERT INTO sitemap_marks (position, slug)
  SELECT n - 1, slug FROM (SELECT slug, row_number() OVER (ORDER BY slug) AS n FROM games WHERE status = 'published') s
   WHERE n % 1000 = 1;
END
$$;
