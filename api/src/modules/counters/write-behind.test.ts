import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { keepOnlyGames } from '../../test/catalogue.js';
import { API } from '../../test/http.js';
import { useTestApi } from '../../test/context.js';
import type { GameCounters, GameSummary, Page } from '@portal/shared';

const device = (n: number) => ({ 'x-device-id': `device-write-${String(n).padStart(4, '0')}` });

describe('counters: write-behind and targeted cache invalidation', () => {
  // A flush interval no test waits for: flushes happen when a test asks for one.
  const t = useTestApi({ counterFlushMs: 3_600_000 });

  const storedLikes = async (slug: string) => {
    const [row] = await t.context.db.query<{ likes: number }>('SELECT likes FROM games WHERE slug = $1', [slug]);
    return Number(row!.likes);
  };
  const slugs = (items: GameSummary[]) => items.map((g) => g.slug);
  /** Device `n`'s headers with the counter token a like of `slug` needs (counters count people). */
  const proof = async (slug: string, n: number) => {
    const issued = await t.api.post<{ token: string }>(`/g/${slug}/counter-token`, device(n));
    return { ...device(n), 'x-counter-token': issued.body.data.token };
  };
  /** Renames a game behind the cache's back: an answer still showing the old title came from the cache. */
  const renameBehindCache = (slug: string, title: string) =>
    t.context.db.query(
      `UPDATE game_i18n SET title = $2 WHERE language = 'en' AND game_id = (SELECT id FROM games WHERE slug = $1)`,
      [slug, title],
    );

  it('acknowledges a like at once and writes it to the games table on the next flush', async () => {
    await keepOnlyGames(t.context.db);
    await t.context.db.query('UPDATE games SET likes = 0, plays = 0');
    t.context.cache.invalidate();
    const liked = await t.api.post<GameCounters>('/g/snake/like', await proof('snake', 1));
    assert.deepEqual([liked.body.data.likes, liked.body.data.liked], [1, true]);
    assert.equal(await storedLikes('snake'), 0, 'not written yet');
    await t.context.counters.flush();
    assert.equal(await storedLikes('snake'), 1);
    const unliked = await t.api.delete<GameCounters>('/g/snake/like', await proof('snake', 1));
    assert.equal(unliked.body.data.likes, 0);
    await t.context.counters.flush();
    assert.equal(await storedLikes('snake'), 0);
  });

  it('keeps cached lists whose order a like does not change, with the new numbers merged in', async () => {
    const before = (await t.api.get<Page<GameSummary>>('/c/games?sort=new')).body.data;
    await renameBehindCache('snake', 'Renamed Snake');
    await t.api.post<GameCounters>('/g/snake/like', await proof('snake', 2));
    await t.context.counters.flush();
    const after = (await t.api.get<Page<GameSummary>>('/c/games?sort=new')).body.data;
    assert.deepEqual(slugs(after.items), slugs(before.items), 'same order');
    const snake = after.items.find((g) => g.slug === 'snake')!;
    assert.notEqual(snake.title, 'Renamed Snake', 'served from the cache');
    assert.equal(snake.likes, 1, 'with the live count');
    // The detail is dropped: it reads the new title.
    assert.equal((await t.api.get<{ title: string }>('/g/snake')).body.data.title, 'Renamed Snake');
  });

  it('drops a cached list once a flushed count reorders it', async () => {
    const top = slugs((await t.api.get<GameSummary[]>('/g/c/featured?limit=4')).body.data);
    const last = top.at(-1)!;
    assert.notEqual(top[0], last);
    // "featured" tops up the curated games with the best rated: two thumbs up move the last one first.
    for (const n of [3, 4]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `${API}/g/${last}/vote`,
        headers: await proof(last, n),
        payload: { vote: 'up' },
      });
      assert.equal(response.statusCode, 200);
    }
    const unflushed = slugs((await t.api.get<GameSummary[]>('/g/c/featured?limit=4')).body.data);
    assert.deepEqual(unflushed, top, 'the order changes only once the counts are in the database');
    await t.context.counters.flush();
    const reordered = slugs((await t.api.get<GameSummary[]>('/g/c/featured?limit=4')).body.data);
    assert.equal(reordered[0], last);
  });

  it('writes what is left when the API closes', async () => {
    await t.api.post<GameCounters>('/g/memory-match/like', await proof('memory-match', 5));
    const before = await storedLikes('memory-match');
    // The buffer closes with the app (onClose); here only the buffer, the database stays open for the check.
    await t.context.counters.close();
    assert.equal(await storedLikes('memory-match'), before + 1);
  });
});
