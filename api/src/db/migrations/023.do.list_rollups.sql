-- Lists at a million games. Recommendations weigh a shared tag by how many games carry it: counting the tag's
-- links on every request read 100,000+ index entries per tag, so the number is kept by a trigger, like list_counts
-- (migration 012) but over every link (published or not), which is what the weight always counted.
CREATE TABLE tag_link_counts (
  tag_id integer PRIMARY KEY REFERENCES tags (id) ON DELETE CASCADE,
  n bigint NOT NULL DEFAULT 0
);

CREATE FUNCTION tag_link_count() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE tag_link_counts SET n = n - 1 WHERE tag_id = OLD.tag_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO tag_link_counts (tag_id, n) VALUES (NEW.tag_id, 1)
    ON CONFLICT (tag_id) DO UPDATE SET n = tag_link_counts.n + 1;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER game_tags_link_count AFTER INSERT OR DELETE OR UPDATE OF tag_id ON game_tags
  FOR EACH ROW EXECUTE FUNCTION tag_link_count();

INSERT INTO tag_link_counts (tag_id, n) SELECT tag_id, count(*) FROM game_tags GROUP BY tag_id;

-- Sitemap slices (/g/all?offset=…) skip up to a million published games in slug order: with the id and dates in
-- the index the skipping is an index-only scan, and a slice's titles are joined for its own rows only.
DROP INDEX games_published_slug;
CREATE INDEX games_published_slug ON games (slug) INCLUDE (id, updated_at, published_at) WHERE status = 'published';
