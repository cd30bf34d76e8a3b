-- Catalogue at scale: index-backed search (aliases, a words dictionary, trigram indexes on normalised texts) and
-- sort keys copied onto the category and tag links so every filtered list reads one index in its own order.

-- Other names a game is known by ("tetris" for Block Drop), per language; matched like titles.
CREATE TABLE game_aliases (
  game_id integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  language text NOT NULL,
  alias text NOT NULL,
  PRIMARY KEY (game_id, language, alias)
);
CREATE INDEX game_aliases_lower_trgm ON game_aliases USING gin (lower(alias) gin_trgm_ops);

-- Search compares lower-cased texts: index exactly those expressions (the old indexes on the raw text were unused).
DROP INDEX game_i18n_title_trgm;
DROP INDEX game_i18n_description_trgm;
CREATE INDEX game_i18n_title_lower_trgm ON game_i18n USING gin (lower(title) gin_trgm_ops);
CREATE INDEX game_i18n_title_lower_prefix ON game_i18n (lower(title) text_pattern_ops);
CREATE INDEX game_i18n_description_lower_trgm ON game_i18n USING gin (lower(description) gin_trgm_ops);

-- Every word of every title, alias, category and tag name (lower-cased, 3+ letters): a misspelt query word finds
-- its dictionary words through the trigram index, then the texts holding those words through the indexes above.
-- Words are only added (a stale word merely yields a candidate that scores nothing).
CREATE TABLE search_words (word text PRIMARY KEY);
CREATE INDEX search_words_trgm ON search_words USING gin (word gin_trgm_ops);

CREATE FUNCTION add_search_words(t text) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM regexp_split_to_table(lower(t), '[[:space:][:punct:]]+') AS w
   WHERE char_length(w) >= 3
  ON CONFLICT DO NOTHING
$$;

CREATE FUNCTION search_words_from_row() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- The trigger's argument names the column holding the text.
  PERFORM add_search_words(to_jsonb(NEW) ->> TG_ARGV[0]);
  RETURN NULL;
END
$$;

CREATE TRIGGER game_i18n_words AFTER INSERT OR UPDATE OF title ON game_i18n
  FOR EACH ROW EXECUTE FUNCTION search_words_from_row('title');
CREATE TRIGGER game_aliases_words AFTER INSERT OR UPDATE OF alias ON game_aliases
  FOR EACH ROW EXECUTE FUNCTION search_words_from_row('alias');
CREATE TRIGGER category_i18n_words AFTER INSERT OR UPDATE OF name ON category_i18n
  FOR EACH ROW EXECUTE FUNCTION search_words_from_row('name');
CREATE TRIGGER tag_i18n_words AFTER INSERT OR UPDATE OF name ON tag_i18n
  FOR EACH ROW EXECUTE FUNCTION search_words_from_row('name');

SELECT add_search_words(title) FROM game_i18n;
SELECT add_search_words(name) FROM category_i18n;
SELECT add_search_words(name) FROM tag_i18n;

-- Sorted lists of all published games: one partial index per sort, in the sort's exact order.
DROP INDEX games_status_plays;
DROP INDEX games_status_published;
DROP INDEX games_status_likes;
CREATE INDEX games_published_hot ON games (plays DESC, likes DESC, slug) WHERE status = 'published';
CREATE INDEX games_published_new ON games (published_at DESC NULLS LAST, id DESC) WHERE status = 'published';
CREATE INDEX games_published_top ON games (likes DESC, plays DESC, slug) WHERE status = 'published';

-- Maintained rankings per category and tag: each link row carries its game's sort keys and whether it is
-- published (kept in step by triggers), so "hot in puzzle, page 100" walks one index instead of joining and sorting.
ALTER TABLE game_categories
  ADD COLUMN published boolean NOT NULL DEFAULT false,
  ADD COLUMN plays bigint NOT NULL DEFAULT 0,
  ADD COLUMN likes bigint NOT NULL DEFAULT 0,
  ADD COLUMN published_at timestamptz,
  ADD COLUMN slug text NOT NULL DEFAULT '';
ALTER TABLE game_tags
  ADD COLUMN published boolean NOT NULL DEFAULT false,
  ADD COLUMN plays bigint NOT NULL DEFAULT 0,
  ADD COLUMN likes bigint NOT NULL DEFAULT 0,
  ADD COLUMN published_at timestamptz,
  ADD COLUMN slug text NOT NULL DEFAULT '';

CREATE FUNCTION game_link_sort_keys() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  SELECT g.status = 'published', g.plays, g.likes, g.published_at, g.slug
    INTO NEW.published, NEW.plays, NEW.likes, NEW.published_at, NEW.slug
    FROM games g WHERE g.id = NEW.game_id;
  RETURN NEW;
END
$$;

CREATE TRIGGER game_categories_sort_keys BEFORE INSERT OR UPDATE OF game_id ON game_categories
  FOR EACH ROW EXECUTE FUNCTION game_link_sort_keys();
CREATE TRIGGER game_tags_sort_keys BEFORE INSERT OR UPDATE OF game_id ON game_tags
  FOR EACH ROW EXECUTE FUNCTION game_link_sort_keys();

CREATE FUNCTION games_copy_sort_keys() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE game_categories SET published = NEW.status = 'published', plays = NEW.plays, likes = NEW.likes,
         published_at = NEW.published_at, slug = NEW.slug
   WHERE game_id = NEW.id;
  UPDATE game_tags SET published = NEW.status = 'published', plays = NEW.plays, likes = NEW.likes,
         published_at = NEW.published_at, slug = NEW.slug
   WHERE game_id = NEW.id;
  RETURN NULL;
END
$$;

CREATE TRIGGER games_sort_keys AFTER UPDATE OF status, plays, likes, published_at, slug ON games
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.plays IS DISTINCT FROM NEW.plays
        OR OLD.likes IS DISTINCT FROM NEW.likes OR OLD.published_at IS DISTINCT FROM NEW.published_at
        OR OLD.slug IS DISTINCT FROM NEW.slug)
  EXECUTE FUNCTION games_copy_sort_keys();

UPDATE game_categories gc SET published = g.status = 'published', plays = g.plays, likes = g.likes,
       published_at = g.published_at, slug = g.slug
  FROM games g WHERE g.id = gc.game_id;
UPDATE game_tags gt SET published = g.status = 'published', plays = g.plays, likes = g.likes,
       published_at = g.published_at, slug = g.slug
  FROM games g WHERE g.id = gt.game_id;

CREATE INDEX game_categories_hot ON game_categories (category_id, plays DESC, likes DESC, slug) WHERE published;
CREATE INDEX game_categories_new ON game_categories (category_id, published_at DESC NULLS LAST, game_id DESC) WHERE published;
CREATE INDEX game_categories_top ON game_categories (category_id, likes DESC, plays DESC, slug) WHERE published;
CREATE INDEX game_tags_hot ON game_tags (tag_id, plays DESC, likes DESC, slug) WHERE published;
CREATE INDEX game_tags_new ON game_tags (tag_id, published_at DESC NULLS LAST, game_id DESC) WHERE published;
CREATE INDEX game_tags_top ON game_tags (tag_id, likes DESC, plays DESC, slug) WHERE published;

-- Sitemap parts page through published games by slug.
CREATE INDEX games_published_slug ON games (slug) WHERE status = 'published';
