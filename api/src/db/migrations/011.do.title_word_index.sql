-- Whole-word lookups for search candidates: a title or alias holding a given dictionary word is found through its
-- word list (full-text GIN, 'simple' configuration: lower-cased words, no stemming), far cheaper than a trigram
-- LIKE on a common word.
CREATE INDEX game_i18n_title_words ON game_i18n USING gin (to_tsvector('simple', title));
CREATE INDEX game_aliases_alias_words ON game_aliases USING gin (to_tsvector('simple', alias));
