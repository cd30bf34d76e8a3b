-- Search and suggestions rank a few dozen candidate games scattered over the whole table by their status and
-- popularity: read from their heap rows that is one random page per candidate (43–73 ms cold at a million games).
-- With those columns beside the id, the ranking is an index-only scan.
CREATE INDEX games_search_rank ON games (id) INCLUDE (status, plays, likes, slug);
