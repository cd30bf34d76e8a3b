import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { useTestApi } from '../../test/context.js';
import { assertClientError } from '../../test/http.js';
import { send, signUpAndLogin } from '../../test/users.js';
import type {
  FavoriteResult,
  GameDetail,
  GameLikeResult,
  ListedGamePage,
  ReportResult,
  UserGameDetail,
  UserProfile,
} from '@portal/shared';

type User = Awaited<ReturnType<typeof signUpAndLogin>>;
const slugs = (res: { body: { data: { items: { slug: string }[] } } }) => res.body.data.items.map((g) => g.slug);

describe('user games: favourites, likes, recently played, detail, progress', () => {
  const t = useTestApi({ signUpIpLimit: 1000 });
  const call = <T = unknown>(user: User, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    send<T>(t.app, method, url, { headers: user.authHeader, payload });

  let user: User;
  before(async () => {
    user = await signUpAndLogin(t.app);
  });

  it('favourites idempotently, with the desired state in the body, and lists them newest first', async () => {
    const on = await call<FavoriteResult>(user, 'POST', '/user/g/favorite', { slug: 'snake', favorite: true });
    assert.deepEqual(on.body.data, {
      slug: 'snake',
      favorite: true,
      game_stats: { play_count: 0, favorite_count: 1, liked_count: 0 },
    });
    assert.equal(
      (await call<FavoriteResult>(user, 'POST', '/user/g/favorite', { slug: 'snake', favorite: true })).body.data
        .game_stats.favorite_count,
      1,
    );
    assert.equal(
      (await call<FavoriteResult>(user, 'POST', '/user/g/favorite', { slug: 'memory-match' })).body.data.game_stats
        .favorite_count,
      2,
      'favorite defaults to true',
    );
    await call<FavoriteResult>(user, 'POST', '/user/g/favorite', { slug: 'brick-breaker', favorite: true });

    const page1 = await call<ListedGamePage>(user, 'GET', '/user/g/favorite?limit=2');
    assert.deepEqual(slugs(page1), ['brick-breaker', 'memory-match']);
    assert.deepEqual([page1.body.data.total, page1.body.data.has_more], [3, true]);
    assert.ok(Date.parse(page1.body.data.items[0]!.listed_at) > 0);
    assert.equal(typeof page1.body.data.items[0]?.title, 'string');
    const page2 = await call<ListedGamePage>(user, 'GET', '/user/g/favorite?limit=2&page=2');
    assert.deepEqual(slugs(page2), ['snake']);
    const past = await call<ListedGamePage>(user, 'GET', '/user/g/favorite?limit=2&page=5');
    assert.deepEqual([past.body.data.items.length, past.body.data.total, past.body.data.has_more], [0, 3, false]);

    const off = await call<FavoriteResult>(user, 'POST', '/user/g/favorite', { slug: 'snake', favorite: false });
    assert.equal(off.body.data.game_stats.favorite_count, 2);
    assert.equal(
      (await call<FavoriteResult>(user, 'POST', '/user/g/favorite', { slug: 'snake', favorite: false })).body.data
        .game_stats.favorite_count,
      2,
    );
    assert.deepEqual(slugs(await call<ListedGamePage>(user, 'GET', '/user/g/favorite')), [
      'brick-breaker',
      'memory-match',
    ]);
  });

  it('keeps the legacy favourites API on the same rows', async () => {
    const other = await signUpAndLogin(t.app);
    assert.equal(
      (await call<FavoriteResult>(other, 'POST', '/user/favorites', { game_slug: 'merge-tiles' })).body.data.favorite,
      true,
    );
    assert.deepEqual(slugs(await call(other, 'GET', '/user/favorites')), ['merge-tiles']);
    assert.deepEqual(slugs(await call<ListedGamePage>(other, 'GET', '/user/g/favorite')), ['merge-tiles']);
    const removed = await call<FavoriteResult>(other, 'DELETE', '/user/favorites/merge-tiles');
    assert.deepEqual([removed.body.data.favorite, removed.body.data.game_stats.favorite_count], [false, 0]);
    assertClientError(await call(other, 'POST', '/user/favorites', { slug: 'snake' }), 400, /game_slug is required/);
    assertClientError(await call(other, 'DELETE', '/user/favorites/No_Such'), 400);
  });

  it("likes as the user on the game's like route, no counter token needed: the counter and catalogue see it", async () => {
    const liker = await signUpAndLogin(t.app);
    const before = (await t.api.get<GameDetail>('/g/merge-tiles')).body.data.likes as number;
    const liked = await call<GameLikeResult>(liker, 'POST', '/g/merge-tiles/like');
    assert.equal(liked.status, 200, JSON.stringify(liked.body));
    const { slug, likes, game_stats } = liked.body.data;
    assert.deepEqual(
      [slug, liked.body.data.liked, likes, game_stats?.liked_count],
      ['merge-tiles', true, before + 1, 1],
    );
    assert.equal((await call<GameLikeResult>(liker, 'POST', '/g/merge-tiles/like')).body.data.likes, before + 1);
    assert.equal(
      (await t.api.get<GameDetail>('/g/merge-tiles')).body.data.likes,
      before + 1,
      'the cached catalogue is refreshed',
    );
    const [row] = await t.context.db.query('SELECT 1 FROM game_likes WHERE actor = $1', [`u:${liker.userId}`]);
    assert.ok(row, 'stored as actor u:<id>');
    assert.deepEqual(slugs(await call<ListedGamePage>(liker, 'GET', '/user/g/liked')), ['merge-tiles']);

    const unliked = await call<GameLikeResult>(liker, 'DELETE', '/g/merge-tiles/like');
    assert.deepEqual(
      [unliked.body.data.liked, unliked.body.data.likes, unliked.body.data.game_stats?.liked_count],
      [false, before, 0],
    );
    const again = await call<GameLikeResult>(liker, 'DELETE', '/g/merge-tiles/like');
    assert.equal(again.body.data.likes, before, 'never below the real count');
    assert.deepEqual(slugs(await call<ListedGamePage>(liker, 'GET', '/user/g/liked')), []);
  });

  it("answers POST /user/g/like {slug, like}, the product spec's URL, with the same like", async () => {
    const liker = await signUpAndLogin(t.app);
    const byAlias = await call<GameLikeResult>(liker, 'POST', '/user/g/like', { slug: 'lights-out' });
    const [first] = await t.context.db.query('SELECT 1 FROM game_likes WHERE actor = $1', [`u:${liker.userId}`]);
    assert.ok(first);
    const byRoute = await call<GameLikeResult>(liker, 'POST', '/g/lights-out/like');
    assert.deepEqual(byRoute.body.data, byAlias.body.data, 'one like: the second call changes nothing');
    const off = await call<GameLikeResult>(liker, 'POST', '/user/g/like', { slug: 'lights-out', like: false });
    assert.deepEqual([off.body.data.liked, off.body.data.game_stats?.liked_count], [false, 0]);
    assert.equal(
      (await send(t.app, 'POST', '/user/g/like', { payload: { slug: 'lights-out' } })).status,
      401,
      'signed-in players only',
    );
  });

  it('refuses a like carrying a stale or forged token instead of counting it as a guest', async () => {
    const res = await send(t.app, 'POST', '/g/snake/like', { headers: { authorization: 'Bearer not-a-token' } });
    assert.equal(res.status, 401);
  });

  it('answers 404 for unknown games and 400 for bad slugs or bodies', async () => {
    const missing = await call<FavoriteResult>(user, 'POST', '/user/g/favorite', {
      slug: 'no-such-game',
      favorite: true,
    });
    assertClientError(missing, 404, /Game not found/);
    assert.equal(missing.body.code, 40401);
    assert.equal((await call(user, 'POST', '/user/g/like', { slug: 'no-such-game' })).status, 404);
    assert.equal((await call(user, 'GET', '/user/g/detail?slug=no-such-game')).status, 404);
    assertClientError(await call(user, 'POST', '/user/g/favorite', { slug: '../etc' }), 400, /slug/);
    assertClientError(
      await call(user, 'POST', '/user/g/favorite', { slug: 'snake', favorite: 'maybe' }),
      400,
      /favorite/,
    );
    assertClientError(await call(user, 'GET', '/user/g/detail'), 400, /slug is required/);
    assertClientError(await call(user, 'GET', '/user/g/favorite?limit=1000'), 400, /limit/);
  });

  it('records plays and progress with /user/g/report and returns them in /user/g/detail', async () => {
    const player = await signUpAndLogin(t.app);
    const empty = await call<UserGameDetail>(player, 'GET', '/user/g/detail?slug=snake');
    assert.deepEqual(empty.body.data, {
      slug: 'snake',
      favorite: false,
      liked: false,
      last_played_at: null,
      progress: null,
    });

    const played = await call<ReportResult>(player, 'POST', '/user/g/report', { slug: 'snake' });
    assert.deepEqual([played.body.data.progress_saved_at, played.body.data.game_stats.play_count], [null, 1]);
    const save = { level: 7, inventory: ['sword', 'shield'], best: 12.5, name: 'ÆØÅ 🎮' };
    const saved = await call<ReportResult>(player, 'POST', '/user/g/report', { slug: 'snake', progress: save });
    assert.ok(saved.body.data.progress_saved_at);
    assert.equal(saved.body.data.game_stats.play_count, 1, 'reports within the counter window are one play');
    await call<FavoriteResult>(player, 'POST', '/user/g/favorite', { slug: 'snake' });
    await call<GameLikeResult>(player, 'POST', '/g/snake/like');

    const detail = (await call<UserGameDetail>(player, 'GET', '/user/g/detail?slug=snake')).body.data;
    assert.deepEqual([detail.favorite, detail.liked], [true, true]);
    assert.deepEqual(detail.progress?.data, save, 'the save comes back exactly');
    assert.ok(Date.parse(detail.last_played_at ?? '') > 0);

    assert.equal(
      (await call<ReportResult>(player, 'POST', '/user/g/report', { slug: 'snake', progress: 'plain string save' }))
        .status,
      200,
    );
    assert.equal(
      (await call<UserGameDetail>(player, 'GET', '/user/g/detail?slug=snake')).body.data.progress?.data,
      'plain string save',
    );

    // A play in a later window counts again.
    await t.context.db.query(`UPDATE user_recent_plays SET played_at = now() - interval '1 hour' WHERE user_id = $1`, [
      player.userId,
    ]);
    assert.equal(
      (await call<ReportResult>(player, 'POST', '/user/g/report', { slug: 'snake' })).body.data.game_stats.play_count,
      2,
    );
  });

  it('caps saved progress at 64 KB of JSON (413/41301) and keeps the previous save', async () => {
    const player = await signUpAndLogin(t.app);
    const atLimit = 'a'.repeat(65_536 - 2); // JSON adds the two quotes
    assert.equal(
      (await call(player, 'POST', '/user/g/report', { slug: 'memory-match', progress: atLimit })).status,
      200,
    );
    const over = await call<ReportResult>(player, 'POST', '/user/g/report', {
      slug: 'memory-match',
      progress: `${atLimit}b`,
    });
    assertClientError(over, 413, /at most 65536 bytes/);
    assert.equal(over.body.code, 41301);
    const multibyte = await call<ReportResult>(player, 'POST', '/user/g/report', {
      slug: 'memory-match',
      progress: 'é'.repeat(32_768),
    });
    assert.equal(multibyte.status, 413, 'bytes, not characters');
    const huge = await call<ReportResult>(player, 'POST', '/user/g/report', {
      slug: 'memory-match',
      progress: 'x'.repeat(300_000),
    });
    assert.equal(huge.status, 413);
    assert.equal(
      (await call<UserGameDetail>(player, 'GET', '/user/g/detail?slug=memory-match')).body.data.progress?.data,
      atLimit,
    );
  });

  it('keeps recently played newest first, capped at 50, and removes one or all', async () => {
    await t.context.db.query(
      `INSERT INTO games (slug, play_path, status, published_at)
       SELECT 'cap-game-' || i, '/cap/1/index.html', 'published', now() FROM generate_series(1, 55) AS i`,
    );
    const player = await signUpAndLogin(t.app);
    for (let i = 1; i <= 55; i++) await call<ReportResult>(player, 'POST', '/user/g/report', { slug: `cap-game-${i}` });
    const recent = await call<ListedGamePage>(player, 'GET', '/user/g/recent');
    assert.equal(recent.body.data.items.length, 50);
    assert.equal(recent.body.data.items[0]?.slug, 'cap-game-55');
    assert.equal(recent.body.data.items[49]?.slug, 'cap-game-6');
    assert.equal(recent.body.data.total, 50);
    assert.equal((await call<UserProfile>(player, 'GET', '/user/info/get')).body.data.game_stats.play_count, 55);

    await call<ReportResult>(player, 'POST', '/user/g/report', { slug: 'cap-game-10' });
    assert.equal(
      slugs(await call<ListedGamePage>(player, 'GET', '/user/g/recent'))[0],
      'cap-game-10',
      'playing again moves it to the top',
    );

    assert.deepEqual((await call(player, 'POST', '/user/g/delete', { slug: 'cap-game-10' })).body.data, { removed: 1 });
    assert.deepEqual((await call(player, 'POST', '/user/g/delete', { slug: 'cap-game-10' })).body.data, { removed: 0 });
    assert.ok(!slugs(await call<ListedGamePage>(player, 'GET', '/user/g/recent')).includes('cap-game-10'));
    assertClientError(await call(player, 'POST', '/user/g/delete', {}), 400, /slug is required/);
    assert.deepEqual((await call(player, 'POST', '/user/g/delete', { all: true })).body.data, { removed: 49 });
    assert.deepEqual(slugs(await call<ListedGamePage>(player, 'GET', '/user/g/recent')), []);
  });

  it("keeps each user's lists to themselves", async () => {
    const a = await signUpAndLogin(t.app);
    const b = await signUpAndLogin(t.app);
    await call<FavoriteResult>(a, 'POST', '/user/g/favorite', { slug: 'snake' });
    await call<ReportResult>(a, 'POST', '/user/g/report', { slug: 'snake', progress: { secret: true } });
    assert.deepEqual(slugs(await call<ListedGamePage>(b, 'GET', '/user/g/favorite')), []);
    assert.deepEqual(slugs(await call<ListedGamePage>(b, 'GET', '/user/g/recent')), []);
    assert.equal((await call<UserGameDetail>(b, 'GET', '/user/g/detail?slug=snake')).body.data.progress, null);
  });

  it('stays consistent under concurrent toggles: counters equal the rows and never go below 0', async () => {
    const users = await Promise.all(Array.from({ length: 8 }, () => signUpAndLogin(t.app)));
    const [game] = await t.context.db.query<{ likes: number }>(`SELECT likes FROM games WHERE slug = 'brick-breaker'`);
    const base = Number(game!.likes);

    // Every user fires many like/unlike requests at once, ending on "like" for the even ones.
    await Promise.all(
      users.flatMap((u, i) =>
        Array.from({ length: 10 }, (_, k) =>
          call(u, 'POST', '/user/g/like', { slug: 'brick-breaker', like: k % 2 === 0 }),
        )
          .concat(
            call(u, 'POST', '/user/g/favorite', { slug: 'brick-breaker', favorite: true }),
            call(u, 'POST', '/user/g/favorite', { slug: 'brick-breaker', favorite: false }),
            call(u, 'POST', '/user/g/favorite', { slug: 'brick-breaker', favorite: true }),
            call(u, 'POST', '/user/g/report', { slug: 'brick-breaker' }),
            call(u, 'POST', '/user/g/report', { slug: 'brick-breaker' }),
          )
          .concat(i % 2 === 0 ? [] : [call(u, 'POST', '/user/g/like', { slug: 'brick-breaker', like: false })]),
      ),
    );
    // Likes reach the games table through the write-behind buffer, as every counter does.
    await t.context.counters.flush();
    const [after] = await t.context.db.query<{ likes: number; rows: number }>(
      `SELECT g.likes, (SELECT count(*)::int FROM game_likes l WHERE l.game_id = g.id) AS rows FROM games g WHERE g.slug = 'brick-breaker'`,
    );
    assert.equal(Number(after!.likes), after!.rows, 'the counter equals the like rows');
    assert.ok(Number(after!.likes) >= base);
    for (const u of users) {
      const stats = (await call<UserProfile>(u, 'GET', '/user/info/get')).body.data.game_stats;
      const detail = (await call<UserGameDetail>(u, 'GET', '/user/g/detail?slug=brick-breaker')).body.data;
      assert.equal(stats.liked_count, detail.liked ? 1 : 0);
      assert.ok(stats.favorite_count === 0 || stats.favorite_count === 1);
      assert.equal(stats.favorite_count, detail.favorite ? 1 : 0);
      assert.equal(stats.play_count, 1, 'simultaneous reports are one play');
    }

    // Then everyone unlikes many times at once: the counter lands exactly on the base and no lower.
    await Promise.all(
      users.flatMap((u) =>
        Array.from({ length: 5 }, () => call(u, 'POST', '/user/g/like', { slug: 'brick-breaker', like: false })),
      ),
    );
    await t.context.counters.flush();
    const [final] = await t.context.db.query<{ likes: number }>(`SELECT likes FROM games WHERE slug = 'brick-breaker'`);
    assert.equal(Number(final!.likes), base);
  });
});

describe('user games: write rate limit per user', () => {
  const t = useTestApi({ userWriteRateLimit: 3, signUpIpLimit: 1000 });

  it('limits writes per user, not per address', async () => {
    const a = await signUpAndLogin(t.app);
    const b = await signUpAndLogin(t.app);
    const favorite = (u: User) =>
      send<FavoriteResult>(t.app, 'POST', '/user/g/favorite', { headers: u.authHeader, payload: { slug: 'snake' } });
    for (let i = 0; i < 3; i++) assert.equal((await favorite(a)).status, 200);
    const limited = await favorite(a);
    assertClientError(limited, 429, /Too many requests/);
    assert.ok(Number(limited.headers['retry-after']) > 0);
    assert.equal((await favorite(b)).status, 200, 'another user from the same address is unaffected');
    assert.equal(
      (await send(t.app, 'GET', '/user/g/favorite', { headers: a.authHeader })).status,
      200,
      'reads are not limited',
    );
  });
});
