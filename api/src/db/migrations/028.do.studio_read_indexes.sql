-- A studio page reads one game's rollup rows over up to 366 days. Written a batch at a time among every other game's,
-- those rows lie one to a heap page: read from a cold cache that was hundreds of page reads (150 ms for one busy game's
-- breakdowns at 100,000 games). These indexes carry what the page reads, so it is an index-only scan of adjacent
-- entries (the heap pages of past days are all-visible once vacuumed).
CREATE INDEX studio_daily_read ON studio_daily (game_id, day)
  INCLUDE (page_views, play_starts, unique_players, new_players, engaged_plays, play_seconds, median_play_seconds,
           returning_day1, returning_day7, comments);
CREATE INDEX studio_breakdown_read ON studio_breakdown (game_id, day) INCLUDE (dimension, value, page_views, play_starts);
