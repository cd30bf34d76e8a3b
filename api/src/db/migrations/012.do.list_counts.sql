-- How many published games each list holds, kept by triggers, so a page's total is one row read instead of a
-- count over every game: 'all', 'c:<category id>' and 't:<tag id>'.
CREATE TABLE list_counts (
  scope text PRIMARY KEY,
  n bigint NOT NULL DEFAULT 0
);

CREATE FUNCTION add_to_list_count(list text, delta integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO list_counts (scope, n) VALUES (list, delta)
  ON CONFLICT (scope) DO UPDATE SET n = list_counts.n + EXCLUDED.n
$$;

CREATE FUNCTION games_list_count() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status = 'published' THEN
    PERFORM add_to_list_count('all', -1);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'published' THEN
    PERFORM add_to_list_count('all', 1);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER games_list_count AFTER INSERT OR DELETE OR UPDATE OF status ON games
  FOR EACH ROW EXECUTE FUNCTION games_list_count();

-- Link rows carry whether their game is published (migration 008), so their own changes say everything.
CREATE FUNCTION link_list_count() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  prefix text := CASE TG_TABLE_NAME WHEN 'game_categories' THEN 'c:' ELSE 't:' END;
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.published THEN
    PERFORM add_to_list_count(prefix || (to_jsonb(OLD) ->> TG_ARGV[0]), -1);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.published THEN
    PERFORM add_to_list_count(prefix || (to_jsonb(NEW) ->> TG_ARGV[0]), 1);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER game_categories_list_count AFTER INSERT OR DELETE OR UPDATE OF published, category_id
  ON game_categories FOR EACH ROW EXECUTE FUNCTION link_list_count('category_id');
CREATE TRIGGER game_tags_list_count AFTER INSERT OR DELETE OR UPDATE OF published, tag_id
  ON game_tags FOR EACH ROW EXECUTE FUNCTION link_list_count('tag_id');

INSERT INTO list_counts (scope, n) SELECT 'all', count(*) FROM games WHERE status = 'published';
INSERT INTO list_counts (scope, n)
  SELECT 'c:' || category_id, count(*) FROM game_categories WHERE published GROUP BY category_id;
INSERT INTO list_counts (scope, n) SELECT 't:' || tag_id, count(*) FROM game_tags WHERE published GROUP BY tag_id;
