-- Search is scored in the application, from an index each API process keeps in memory
-- (src/modules/search/engine). This log tells every process which games to read again: a row per game whose
-- title, description, aliases, status, categories or tags changed, and a row with no game when category or tag
-- names (or a category's visibility) changed. Processes read it past the last number they applied (every search,
-- an index range scan).
CREATE TABLE search_changes (
  seq bigserial PRIMARY KEY,
  game_id integer,
  changed_at timestamptz NOT NULL DEFAULT now()
);

CREATE FUNCTION note_search_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    INSERT INTO search_changes (game_id) VALUES (NULL);
  ELSE
    -- The trigger's argument names the column holding the game's id.
    INSERT INTO search_changes (game_id)
    VALUES (COALESCE(to_jsonb(NEW) ->> TG_ARGV[0], to_jsonb(OLD) ->> TG_ARGV[0])::integer);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER games_search_change AFTER INSERT OR DELETE OR UPDATE OF status, slug ON games
  FOR EACH ROW EXECUTE FUNCTION note_search_change('id');
CREATE TRIGGER game_i18n_search_change AFTER INSERT OR DELETE OR UPDATE OF game_id, language, title, description
  ON game_i18n FOR EACH ROW EXECUTE FUNCTION note_search_change('game_id');
CREATE TRIGGER game_aliases_search_change AFTER INSERT OR DELETE OR UPDATE ON game_aliases
  FOR EACH ROW EXECUTE FUNCTION note_search_change('game_id');
-- Not on their counters' columns: a counter flush rewrites those all day.
CREATE TRIGGER game_categories_search_change AFTER INSERT OR DELETE OR UPDATE OF game_id, category_id
  ON game_categories FOR EACH ROW EXECUTE FUNCTION note_search_change('game_id');
CREATE TRIGGER game_tags_search_change AFTER INSERT OR DELETE OR UPDATE OF game_id, tag_id
  ON game_tags FOR EACH ROW EXECUTE FUNCTION note_search_change('game_id');
CREATE TRIGGER category_i18n_search_change AFTER INSERT OR DELETE OR UPDATE ON category_i18n
  FOR EACH STATEMENT EXECUTE FUNCTION note_search_change();
CREATE TRIGGER tag_i18n_search_change AFTER INSERT OR DELETE OR UPDATE ON tag_i18n
  FOR EACH STATEMENT EXECUTE FUNCTION note_search_change();
-- A hidden category's name is never offered as "did you mean".
CREATE TRIGGER categories_search_change AFTER DELETE OR UPDATE OF show_type ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION note_search_change();

-- The words dictionary and the scoring function now live in the application (engine/search-index.ts, text.ts).
DROP TRIGGER game_i18n_words ON game_i18n;
DROP TRIGGER game_aliases_words ON game_aliases;
DROP TRIGGER category_i18n_words ON category_i18n;
DROP TRIGGER tag_i18n_words ON tag_i18n;
DROP FUNCTION search_words_from_row();
DROP FUNCTION add_search_words(text, text);
DROP TABLE search_words;
DROP FUNCTION search_text_score(text, text, text[]);
-- Indexes only the database's scoring read (titles keep theirs: suggestions and "did you mean" still use them).
DROP INDEX game_i18n_title_words;
DROP INDEX game_aliases_alias_words;
DROP INDEX game_aliases_lower_trgm;
DROP INDEX game_i18n_description_lower_trgm;
