import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { GameCounters, GameDetail, GameSummary } from '@portal/shared/types/catalogue';
import { COUNTER_ERROR_CODES } from '@portal/shared/types/catalogue';
import { wilsonLowerBound } from '@portal/shared/catalogue/ratings';
import { useTestApi } from '../../test/context.js';
import { API } from '../../test/http.js';

const device = (name: string) => ({ 'x-device-id': `vote-device-${name}` });

describe('ratings: thumbs up and down, one vote per device, "top" by the Wilson lower bound', () => {
  const t = useTestApi({ counterRateLimit: 10_000, counterActorsPerAddressHour: 1000 });

  const vote = async (slug: string, who: string, choice: 'up' | 'down' | 'none') => {
    const issued = await t.app.inject({ method: 'POST', url: `${API}/g/${slug}/counter-token`, headers: device(who) });
    const headers = { ...device(who), 'x-counter-token': issued.json().data.token as string };
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/g/${slug}/vote`,
      headers,
      payload: { vote: choice },
    });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<{ data: GameCounters }>().data;
  };
  const detail = async (slug: string, who: string) =>
    (await t.app.inject({ url: `${API}/g/${slug}`, headers: device(who) })).json<{ data: GameDetail }>().data;

  it('counts a vote once, moves it when changed, and takes it back', async () => {
    const first = await vote('snake', 'a', 'up');
    assert.deepEqual([first.votes_up, first.votes_down, first.vote], [1, 0, 'up']);
    const again = await vote('snake', 'a', 'up');
    assert.deepEqual([again.votes_up, again.votes_down], [1, 0], 'repeating changes nothing');
    const changed = await vote('snake', 'a', 'down');
    assert.deepEqual([changed.votes_up, changed.votes_down, changed.vote], [0, 1, 'down']);
    assert.equal((await detail('snake', 'a')).vote, 'down', 'the page shows the device its vote');
    assert.equal((await detail('snake', 'b')).vote, null, 'and another device none');
    const removed = await vote('snake', 'a', 'none');
    assert.deepEqual([removed.votes_up, removed.votes_down, removed.vote], [0, 0, null]);
    const nothing = await vote('snake', 'a', 'none');
    assert.deepEqual([nothing.votes_up, nothing.votes_down], [0, 0], 'taking back no vote changes nothing');

    // The counts reach the database through the write-behind flush and read back the same.
    await t.context.counters.flush();
    const [row] = await t.context.db.query<{ votes_up: number; votes_down: number }>(
      `SELECT votes_up, votes_down FROM games WHERE slug = 'snake'`,
    );
    assert.deepEqual([Number(row!.votes_up), Number(row!.votes_down)], [0, 0]);
  });

  it('needs a counter token and a valid choice', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/g/snake/vote`,
      headers: device('c'),
      payload: { vote: 'up' },
    });
    assert.deepEqual([res.statusCode, res.json().code], [403, COUNTER_ERROR_CODES.counterTokenInvalid]);
    const bad = await t.app.inject({
      method: 'POST',
      url: `${API}/g/snake/vote`,
      headers: device('c'),
      payload: { vote: 'maybe' },
    });
    assert.equal(bad.statusCode, 400);
    const unknown = await t.app.inject({
      method: 'POST',
      url: `${API}/g/no-such-game/counter-token`,
      headers: device('c'),
    });
    assert.equal(unknown.statusCode, 404);
  });

  it('ranks "top" by the Wilson lower bound, not the raw share, in every list and its cached pages', async () => {
    // sudoku: 1 of 1 up (100 %, score 0.21); solitaire: 9 of 10 up (90 %, score 0.60); lights-out: 2 of 4 (0.15).
    const top = async (query = '') =>
      (await t.app.inject({ url: `${API}/c/games?sort=top&limit=100${query}` }))
        .json<{ data: { items: GameSummary[] } }>()
        .data.items.map((game) => game.slug);
    const before = await top();
    await vote('sudoku', 's1', 'up');
    for (let i = 0; i < 9; i++) await vote('solitaire', `o${i}`, 'up');
    await vote('solitaire', 'o9', 'down');
    for (const [i, choice] of (['up', 'up', 'down', 'down'] as const).entries())
      await vote('lights-out', `l${i}`, choice);
    await t.context.counters.flush();

    const after = await top();
    assert.notDeepEqual(after, before, 'the cached first page was dropped by the flush');
    assert.deepEqual(after.slice(0, 3), ['solitaire', 'sudoku', 'lights-out']);
    assert.ok(wilsonLowerBound(9, 1) > wilsonLowerBound(1, 0) && wilsonLowerBound(1, 0) > wilsonLowerBound(2, 2));

    const [stored] = await t.context.db.query<{ rating: number }>(`SELECT rating FROM games WHERE slug = 'solitaire'`);
    assert.ok(Math.abs(stored!.rating - wilsonLowerBound(9, 1)) < 1e-9, 'SQL and TypeScript agree');

    // A category's list reads its own maintained copy of the score.
    const cards = (await t.app.inject({ url: `${API}/g/c/puzzle?sort=top&limit=100` })).json<{
      data: { items: GameSummary[] };
    }>().data.items;
    const ranked = cards.map((game) => game.slug).filter((slug) => ['sudoku', 'lights-out'].includes(slug));
    assert.deepEqual(ranked, ['sudoku', 'lights-out']);
    const solitaire = (await t.app.inject({ url: `${API}/c/games?sort=top&limit=1` })).json<{
      data: { items: GameSummary[] };
    }>().data.items[0]!;
    assert.deepEqual([solitaire.votes_up, solitaire.votes_down], [9, 1]);
  });

  it('reads "top" from its index', async () => {
    await t.context.db.exec('SET enable_seqscan = off');
    const plan = await t.context.db.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN SELECT id FROM games g WHERE g.status = 'published' ORDER BY g.rating DESC, g.plays DESC, g.slug LIMIT 24`,
    );
    await t.context.db.exec('SET enable_seqscan = on');
    assert.match(plan.map((row) => row['QUERY PLAN']).join('\n'), /games_published_top/);
  });
});
