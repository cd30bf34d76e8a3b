-- Which languages' titles, aliases and names hold each dictionary word. Search reads only the texts of the request's
-- language and English, so a query's close words are looked up among those languages' words alone: a French word one
-- typo away from an English query no longer sends search through thousands of French titles to find none in English.
ALTER TABLE search_words ADD COLUMN languages text[] NOT NULL DEFAULT '{}';
DROP TRIGGER game_i18n_words ON game_i18n;
DROP TRIGGER game_aliases_words ON game_aliases;
DROP TRIGGER category_i18n_words ON category_i18n;
DROP TRIGGER tag_i18n_words ON tag_i18n;
DROP FUNCTION search_words_from_row();
DROP FUNCTION add_search_words(text);
CREATE FUNCTION add_search_words(t text, lang text) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO search_words (word, languages)
  SELECT DISTINCT w, ARRAY[lang] FROM regexp_split_to_table(lower(t), '[[:space:][:punct:]]+') AS w
   WHERE char_length(w) >= 3
  ON CONFLICT (word) DO UPDATE SET languages = search_words.languages || EXCLUDED.languages
   WHERE NOT search_words.languages @> EXCLUDED.languages
$$;
CREATE FUNCTION search_words_from_row() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- The trigger's argument names the column holding the text; every such table has a `language` column.
  PERFORM add_search_words(to_jsonb(NEW) ->> TG_ARGV[0], NEW.language);
  RETURN NULL;
END
$$;
CREATE TRIGGER game_i18n_words AFTER INSERT OR UPDATE OF title, language ON game_i18n
  FOR EACH ROW EXECUTE FUNCTION search_words_from_row('title');
CREATE TRIGGER game_aliases_words AFTER INSERT OR UPDATE OF alias, language ON game_aliases
  FOR EACH ROW EXECUTE FUNCTION search_words_from_row('alias');
CREATE TRIGGER category_i18n_words AFTER INSERT OR UPDATE OF name, language ON category_i18n
  FOR EACH ROW EXECUTE FUNCTION search_words_from_row('name');
CREATE TRIGGER tag_i18n_words AFTER INSERT OR UPDATE OF name, language ON tag_i18n
  FOR EACH ROW EXECUTE FUNCTION search_words_from_row('name');
-- Set-based for what is already there (one pass over each table, not a function call per row).
INSERT INTO search_words (word, languages)
SELECT w, array_agg(DISTINCT language ORDER BY language) FROM (
  SELECT language, regexp_split_to_table(lower(title), '[[:space:][:punct:]]+') AS w FROM game_i18n
  UNION ALL SELECT language, regexp_split_to_table(lower(alias), '[[:space:][:punct:]]+') FROM game_aliases
  UNION ALL SELECT language, regexp_split_to_table(lower(name), '[[:space:][:punct:]]+') FROM category_i18n
  UNION ALL SELECT language, regexp_split_to_table(lower(name), '[[:space:][:punct:]]+') FROM tag_i18n
) s
 WHERE char_length(w) >= 3
 GROUP BY w
ON CONFLICT (word) DO UPDATE SET languages = EXCLUDED.languages;
ANALYZE search_words;
