import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useTestApi } from '../../test/context.js';
import { assertClientError } from '../../test/http.js';
import type { GameCounters, GameDetail, GameSummary } from '@portal/shared';

const DEVICE_A = { 'x-device-id': 'device-aaaa-0001' };
const DEVICE_B = { 'x-device-id': 'device-bbbb-0002' };

describe('counters: views, plays and likes', () => {
  const t = useTestApi({ counterRateLimit: 40 });
  /** The headers of a counted call: the device (or agent) and the counter token the game page would take for it. */
  const proof = async (slug: string, headers: Record<string, string>) => {
    const issued = await t.api.post<{ token: string }>(`/g/${slug}/counter-token`, headers);
    assert.equal(issued.status, 200, JSON.stringify(issued.body));
    return { ...headers, 'x-counter-token': issued.body.data.token };
  };
  /** The counters after a counted play or like (`what`) of `slug` by the actor `headers` name, with a fresh token. */
  const count = async (method: 'post' | 'delete', slug: string, what: string, headers: Record<string, string>) =>
    (await t.api[method]<GameCounters>(`/g/${slug}/${what}`, await proof(slug, headers))).body.data;

  it('counts a view once per device per window', async () => {
    const before = (await t.api.get<GameDetail>('/g/snake')).body.data.views;
    const first = await t.api.post<GameCounters>('/g/snake/views', DEVICE_A);
    assert.equal(first.status, 200);
    assert.equal(first.body.data.views, before + 1);
    assert.equal(
      (await t.api.post<GameCounters>('/g/snake/views', DEVICE_A)).body.data.views,
      before + 1,
      'repeat is idempotent',
    );
    assert.equal(
      (await t.api.post<GameCounters>('/g/snake/views', DEVICE_B)).body.data.views,
      before + 2,
      'another device counts',
    );
    assert.equal(
      (await t.api.get<GameDetail>('/g/snake')).body.data.views,
      before + 2,
      'the cached detail sees the write',
    );
  });

  it('counts plays under both /plays and /play, once per device per window', async () => {
    const before = (await t.api.get<GameDetail>('/g/merge-tiles')).body.data.plays;
    assert.equal((await count('post', 'merge-tiles', 'plays', DEVICE_A)).plays, before + 1);
    assert.equal((await count('post', 'merge-tiles', 'play', DEVICE_A)).plays, before + 1);
    assert.equal((await count('post', 'merge-tiles', 'play', DEVICE_B)).plays, before + 2);
    const hot = (await t.api.get<GameSummary[]>('/c/hot')).body.data;
    assert.equal(hot.find((g) => g.slug === 'merge-tiles')?.plays, before + 2, 'hot list invalidated');
  });

  it('likes and unlikes idempotently per device, never below zero', async () => {
    const liked = await count('post', 'brick-breaker', 'like', DEVICE_A);
    assert.deepEqual([liked.likes, liked.liked], [1, true]);
    assert.equal((await count('post', 'brick-breaker', 'like', DEVICE_A)).likes, 1);
    assert.equal((await t.api.get<GameDetail>('/g/brick-breaker', DEVICE_A)).body.data.liked, true);
    assert.equal((await t.api.get<GameDetail>('/g/brick-breaker', DEVICE_B)).body.data.liked, false);

    const unliked = await count('delete', 'brick-breaker', 'like', DEVICE_A);
    assert.deepEqual([unliked.likes, unliked.liked], [0, false]);
    assert.equal((await count('delete', 'brick-breaker', 'like', DEVICE_A)).likes, 0);
    assert.equal((await count('delete', 'brick-breaker', 'like', DEVICE_B)).likes, 0, 'unliking without a like');

    // Even if the stored count drifted to 0 while a like exists, unliking does not go negative.
    await count('post', 'brick-breaker', 'like', DEVICE_B);
    await t.context.db.query(`UPDATE games SET likes = 0 WHERE slug = 'brick-breaker'`);
    assert.equal((await count('delete', 'brick-breaker', 'like', DEVICE_B)).likes, 0);
  });

  it('identifies a caller without a device id by address and agent', async () => {
    const anon = { 'user-agent': 'test-agent/1' };
    const before = (await t.api.get<GameDetail>('/g/memory-match')).body.data.likes;
    assert.equal((await count('post', 'memory-match', 'like', anon)).likes, before + 1);
    assert.equal((await count('post', 'memory-match', 'like', anon)).likes, before + 1);
  });

  it('rejects unknown games, malformed slugs and malformed device ids, changing nothing', async () => {
    assertClientError(await t.api.post('/g/no-such-game/counter-token', DEVICE_A), 404, /Game not found/);
    assertClientError(await t.api.post('/g/BAD!/views', DEVICE_A), 400, /slug/);
    assertClientError(await t.api.post('/g/snake/views', { 'x-device-id': 'x' }), 400, /x-device-id/);
    const [row] = await t.context.db.query<{ n: number }>('SELECT count(*)::int AS n FROM game_likes');
    assert.ok(row && row.n <= 2);
  });

  it('rate limits counter writes per address with a 429 envelope', async () => {
    let limited: Awaited<ReturnType<typeof t.api.post>> | undefined;
    for (let i = 0; i < 60 && !limited; i += 1) {
      const res = await t.api.post<GameCounters>('/g/snake/views', {
        'x-device-id': `device-rate-${String(i).padStart(4, '0')}`,
      });
      if (res.status === 429) limited = res;
    }
    assert.ok(limited, 'some request was limited');
    assertClientError(limited, 429, /Too many requests/);
    assert.equal((await t.api.get('/g/snake')).status, 200, 'reads are not limited');
  });
});
