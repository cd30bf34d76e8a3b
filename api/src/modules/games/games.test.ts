import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { gameOriginOf } from '@portal/shared/catalogue/gameOrigins';
import { useTestApi } from '../../test/context.js';
import { keepOnlyGames } from '../../test/catalogue.js';
import { assertClientError } from '../../test/http.js';
import type { GameDetail, GameSitemapEntry, GameSummary, Page } from '@portal/shared';

describe('games: lists, detail, recommendations, sitemap list', () => {
  const t = useTestApi();
  before(async () => {
    await keepOnlyGames(t.context.db);
    // Distinct counters and dates so every sort has one right answer. Top: 18 of 20 thumbs up (Wilson 0.70) ranks
    // above 3 of 3 (0.44), which ranks above 1 of 1 (0.21) and no votes.
    await t.context.db.query(
      `UPDATE games SET plays = 10, likes = 1, votes_up = 1, published_at = '2026-01-01' WHERE slug = 'snake'`,
    );
    await t.context.db.query(
      `UPDATE games SET plays = 30, likes = 0, published_at = '2026-03-01' WHERE slug = 'merge-tiles'`,
    );
    await t.context.db.query(
      `UPDATE games SET plays = 20, likes = 5, votes_up = 18, votes_down = 2, published_at = '2026-02-01'
        WHERE slug = 'brick-breaker'`,
    );
    await t.context.db.query(
      `UPDATE games SET plays = 0, likes = 2, votes_up = 3, published_at = '2026-04-01' WHERE slug = 'memory-match'`,
    );
    t.context.cache.invalidate();
  });
  const slugs = (items: Array<{ slug: string }>) => items.map((g) => g.slug);

  it('pages through all games sorted by hot, new and top', async () => {
    const hot = await t.api.get<Page<GameSummary>>('/c/games?sort=hot');
    assert.equal(hot.status, 200);
    assert.deepEqual(slugs(hot.body.data.items), ['merge-tiles', 'brick-breaker', 'snake', 'memory-match']);
    assert.equal(hot.body.data.total, 4);
    assert.equal(hot.body.data.has_more, false);
    assert.deepEqual(slugs((await t.api.get<Page<GameSummary>>('/c/games?sort=new')).body.data.items), [
      'memory-match',
      'merge-tiles',
      'brick-breaker',
      'snake',
    ]);
    assert.deepEqual(slugs((await t.api.get<Page<GameSummary>>('/c/games?sort=top')).body.data.items), [
      'brick-breaker',
      'memory-match',
      'snake',
      'merge-tiles',
    ]);

    const first = (await t.api.get<Page<GameSummary>>('/c/games?sort=hot&limit=3&page=1')).body.data;
    const second = (await t.api.get<Page<GameSummary>>('/c/games?sort=hot&limit=3&page=2')).body.data;
    assert.deepEqual([first.has_more, second.has_more], [true, false]);
    assert.deepEqual([...slugs(first.items), ...slugs(second.items)], slugs(hot.body.data.items));
    const beyond = (await t.api.get<Page<GameSummary>>('/c/games?limit=3&page=9')).body.data;
    assert.deepEqual([beyond.items.length, beyond.total, beyond.has_more], [0, 4, false]);
  });

  it('filters the list by category and by tag', async () => {
    const arcade = (await t.api.get<Page<GameSummary>>('/c/games?category=arcade')).body.data.items;
    assert.ok(arcade.length > 0 && arcade.length < 4);
    assert.ok(slugs(arcade).includes('snake'));
    const retro = (await t.api.get<Page<GameSummary>>('/c/games?tag=retro')).body.data.items;
    assert.ok(slugs(retro).includes('snake'));
    assert.deepEqual((await t.api.get<Page<GameSummary>>('/c/games?tag=no-such-tag')).body.data.items, []);
  });

  it('serves hot and new lists (default 12) optionally for one category', async () => {
    assert.deepEqual(slugs((await t.api.get<GameSummary[]>('/c/hot')).body.data), [
      'merge-tiles',
      'brick-breaker',
      'snake',
      'memory-match',
    ]);
    assert.deepEqual(slugs((await t.api.get<GameSummary[]>('/c/new?limit=2')).body.data), [
      'memory-match',
      'merge-tiles',
    ]);
    const puzzle = (await t.api.get<GameSummary[]>('/c/new?slug=puzzle')).body.data;
    assert.ok(puzzle.length > 0);
    assert.ok(puzzle.every((g: { slug: string }) => g.slug !== 'snake'));
  });

  it('puts curated featured games first and fills the row with the best rated', async () => {
    await t.context.db.query(
      `INSERT INTO game_categories (game_id, category_id, position)
       SELECT g.id, c.id, 5 FROM games g, categories c WHERE g.slug = 'snake' AND c.slug = 'featured'`,
    );
    t.context.cache.invalidate();
    const featured = (await t.api.get<GameSummary[]>('/g/c/featured?limit=3')).body.data;
    assert.deepEqual(slugs(featured), ['snake', 'brick-breaker', 'memory-match']);
    const detail = (await t.api.get<GameDetail>('/g/snake')).body.data;
    assert.ok(
      !detail.categories.some((c: { slug: string }) => c.slug === 'featured'),
      'hidden categories stay off the page',
    );
  });

  it('returns the full detail of a game in the requested language', async () => {
    const res = await t.api.get<GameDetail>('/g/snake?language=fr');
    assert.equal(res.status, 200);
    const game = res.body.data;
    assert.equal(game.slug, 'snake');
    assert.match(game.description, /serpent/);
    assert.ok(game.instructions.length > 0);
    // The game on its own origin; its picture on the games base origin.
    assert.ok(game.play_url.startsWith(`${gameOriginOf(t.context.config.gamesOrigin, 'snake')}/snake/`));
    assert.ok(game.play_url.endsWith('/index.html?lang=fr'));
    assert.ok(game.thumbnail.startsWith(`${t.context.config.gamesOrigin}/snake/`));
    assert.equal(game.orientation, 'landscape');
    assert.equal(game.aspect_ratio, Math.round((game.width! / game.height!) * 10000) / 10000);
    assert.equal(game.categories[0]?.slug, 'arcade');
    assert.equal(game.category?.slug, 'arcade');
    assert.ok(game.tags.some((t) => t.slug === 'retro' && t.name.length > 0));
    for (const key of ['views', 'plays', 'likes'] as const) assert.equal(typeof game[key], 'number');
    assert.equal(game.liked, false);
    assert.ok(!Number.isNaN(Date.parse(game.published_at ?? '')) && !Number.isNaN(Date.parse(game.updated_at)));
    assert.ok(game.author.length > 0);
  });

  it('leaves size, aspect ratio and main category null when a game has none', async () => {
    await t.context.db.query(`UPDATE games SET width = NULL, height = NULL WHERE slug = 'merge-tiles'`);
    await t.context.db.query(
      `DELETE FROM game_categories WHERE game_id = (SELECT id FROM games WHERE slug = 'merge-tiles')`,
    );
    t.context.cache.invalidate();
    const game = (await t.api.get<GameDetail>('/g/merge-tiles')).body.data;
    assert.deepEqual([game.width, game.height, game.aspect_ratio, game.category], [null, null, null, null]);
    assert.deepEqual(game.categories, []);
    const card = (await t.api.get<Page<GameSummary>>('/c/games?sort=hot')).body.data.items.find(
      (g) => g.slug === 'merge-tiles',
    );
    assert.equal(card?.category, null);
  });

  it('answers 404 for an unknown or unpublished game and 400 for a malformed slug', async () => {
    assertClientError(await t.api.get('/g/no-such-game'), 404, /Game not found: no-such-game/);
    await t.context.db.query(`UPDATE games SET status = 'pending_review' WHERE slug = 'memory-match'`);
    t.context.cache.invalidate();
    assertClientError(await t.api.get('/g/memory-match'), 404);
    assert.ok(!slugs((await t.api.get<Page<GameSummary>>('/c/games')).body.data.items).includes('memory-match'));
    await t.context.db.query(`UPDATE games SET status = 'published' WHERE slug = 'memory-match'`);
    t.context.cache.invalidate();
    assertClientError(await t.api.get('/g/Bad_Slug'), 400, /params\.slug/);
  });

  it('recommends games sharing categories and tags, never the game itself', async () => {
    const related = (await t.api.get<GameSummary[]>('/g/recommend?slug=snake&limit=3')).body.data;
    assert.equal(related.length, 3);
    assert.ok(!slugs(related).includes('snake'));
    // Memory Match shares Merge Tiles' rarer tags (brain, relaxing), so it leads despite having the fewest plays.
    assert.equal(
      (await t.api.get<GameSummary[]>('/g/recommend?slug=merge-tiles&limit=3')).body.data[0]?.slug,
      'memory-match',
    );
    assert.deepEqual(slugs((await t.api.get<GameSummary[]>('/g/recommend?limit=2')).body.data), [
      'merge-tiles',
      'brick-breaker',
    ]);
    assertClientError(await t.api.get('/g/recommend?slug=nope'), 404);
  });

  it("leaves the player's recent games out of the recommendations and leans towards what they share", async () => {
    const recommend = async (query: string) =>
      slugs((await t.api.get<GameSummary[]>(`/g/recommend?slug=snake&limit=6${query}`)).body.data);
    // Snake alone: Brick Breaker shares its rare "retro" tag.
    assert.deepEqual(await recommend(''), ['brick-breaker', 'merge-tiles', 'memory-match']);
    assert.deepEqual(await recommend('&played=brick-breaker,snake'), ['merge-tiles', 'memory-match']);
    // A player of calm brain games (Memory Match, Sudoku, Lights Out): Merge Tiles shares their brain, relaxing and
    // classic tags, so it comes before Brick Breaker.
    assert.deepEqual(await recommend('&played=memory-match,sudoku,lights-out'), ['merge-tiles', 'brick-breaker']);
    assertClientError(await t.api.get('/g/recommend?slug=snake&played=Bad_Slug'), 400, /played/);
  });

  it('lists every published game with its last update for sitemaps', async () => {
    const all = (await t.api.get<GameSitemapEntry[]>('/g/all?language=de')).body.data;
    assert.deepEqual(slugs(all), ['brick-breaker', 'memory-match', 'merge-tiles', 'snake']);
    for (const entry of all) assert.ok(!Number.isNaN(Date.parse(entry.updated_at)) && entry.title.length > 0);
  });

  it('starts sitemap slices at the fresh mark before them, and skips without marks once a change made them stale', async () => {
    const slice = async (offset: number) =>
      slugs((await t.api.get<GameSitemapEntry[]>(`/g/all?offset=${offset}&limit=2`)).body.data);
    const db = t.context.db;
    // Marks as refresh_sitemap_marks writes them, but every second slug (it keeps every 1,000th).
    await db.query(`SELECT refresh_sitemap_marks()`);
    await db.query(`DELETE FROM sitemap_marks`);
    await db.query(`INSERT INTO sitemap_marks (position, slug) VALUES (0, 'brick-breaker'), (2, 'merge-tiles')`);
    assert.deepEqual(await slice(1), ['memory-match', 'merge-tiles']);
    assert.deepEqual(await slice(3), ['snake']);
    await db.query(`UPDATE games SET status = 'removed' WHERE slug = 'memory-match'`);
    try {
      assert.equal((await db.query<{ fresh: boolean }>(`SELECT fresh FROM sitemap_marks_state`))[0]?.fresh, false);
      assert.deepEqual(await slice(1), ['merge-tiles', 'snake']);
      assert.deepEqual(await slice(2), ['snake']);
    } finally {
      await db.query(`UPDATE games SET status = 'published' WHERE slug = 'memory-match'`);
      t.context.cache.invalidate();
    }
  });

  it('rejects bad list parameters with a clear 400', async () => {
    const cases: Array<[string, RegExp]> = [
      ['/c/games?sort=best', /sort must be one of: new, hot, top/],
      ['/c/games?limit=0', /limit/],
      ['/c/games?limit=101', /limit/],
      ['/c/games?page=0', /page/],
      ['/c/games?page=-1', /page/],
      ['/c/games?page=abc', /page/],
      ['/c/games?category=Not A Slug', /category/],
      ['/c/new?limit=1000', /limit/],
      ['/g/c/featured?limit=-1', /limit/],
      ['/g/recommend?slug=%00', /slug/],
    ];
    for (const [url, message] of cases) assertClientError(await t.api.get(url), 400, message);
  });

  it('falls back to English for an unsupported language', async () => {
    const en = (await t.api.get<GameDetail>('/g/snake')).body.data;
    const xx = (await t.api.get<GameDetail>('/g/snake?language=tlh')).body.data;
    assert.equal(xx.description, en.description);
    assert.ok(xx.play_url.endsWith('?lang=en'));
  });
});
