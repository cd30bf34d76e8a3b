import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { AnalyticsWireEvent } from '@portal/shared/analytics/events';
import { STUDIO_ERROR_CODES, type StudioGames, type StudioStats } from '@portal/shared/contract/studio';
import { useTestApi } from '../../test/context.js';
import { API, assertClientError } from '../../test/http.js';
import { send, signUpAndLogin } from '../../test/users.js';
import { runRollup } from './rollup.js';
import { studioEvent, ownedGame, today } from './test-events.js';

type User = Awaited<ReturnType<typeof signUpAndLogin>>;

describe("studio: a maker's games and their numbers", () => {
  const t = useTestApi();
  const rollup = () => runRollup(t.context.db, { retentionDays: 90, settleMs: 0 });
  let maker: User;
  let other: User;
  let gameId: number;

  before(async () => {
    maker = await signUpAndLogin(t.app, { name: 'Maker Mia' });
    other = await signUpAndLogin(t.app, { name: 'Other Otto' });
    gameId = await ownedGame(t.context.db, maker.userId, 'mia-jumper', 'Mia Jumper');
  });

  const stats = (user: User, query = '') =>
    send<StudioStats>(t.app, 'GET', `/studio/games/mia-jumper/stats${query}`, { headers: user.authHeader });
  const track = async (events: AnalyticsWireEvent[]) => {
    const res = await t.app.inject({ method: 'POST', url: `${API}/analytics/events`, payload: { events } });
    assert.equal(res.statusCode, 202, res.body);
  };

  it('asks a guest to sign in', async () => {
    for (const url of ['/studio/games', '/studio/games/mia-jumper/stats', '/studio/games/mia-jumper/stats.csv'])
      assertClientError(await send(t.app, 'GET', url), 401);
  });

  it("lists the caller's own games with their versions, and no one else's", async () => {
    const mine = await send<StudioGames>(t.app, 'GET', '/studio/games', { headers: maker.authHeader });
    assert.equal(mine.status, 200);
    assert.deepEqual(
      mine.body.data.games.map((game) => [game.slug, game.title, game.status, game.versions.map((v) => v.status)]),
      [['mia-jumper', 'Mia Jumper', 'live', ['in_review', 'live', 'replaced']]],
    );
    const theirs = await send<StudioGames>(t.app, 'GET', '/studio/games', { headers: other.authHeader });
    assert.deepEqual(theirs.body.data.games, []);
  });

  it("answers another maker's game as a missing one (404), and refuses bad ranges (400)", async () => {
    for (const url of [
      '/studio/games/mia-jumper/stats',
      '/studio/games/mia-jumper/stats.csv',
      '/studio/games/nope/stats',
    ]) {
      const res = await send(t.app, 'GET', url, {
        headers: url.includes('nope') ? maker.authHeader : other.authHeader,
      });
      assertClientError(res, 404);
      assert.equal(res.body.code, STUDIO_ERROR_CODES.unknownGame);
    }
    for (const query of ['?from=2026-03-02&to=2026-03-01', '?from=2025-01-01&to=2026-01-02', '?from=2026-02-30']) {
      const res = await stats(maker, query);
      assertClientError(res, 400);
      assert.equal(res.body.code, STUDIO_ERROR_CODES.badRange, query);
    }
    assert.equal((await stats(maker, '?from=2025-01-01&to=2026-01-01')).status, 200, '366 days is the most');
  });

  it('counts page views, plays, players, play time and breakdowns once the rollup runs; the CSV holds the same', async () => {
    const day = today();
    await track([
      studioEvent('visit', 'mia-jumper', { device: 'dev-a-00001', path: '/games/mia-jumper' }),
      studioEvent('visit', 'mia-jumper', { device: 'dev-b-00001', path: '/fr/games/mia-jumper/', locale: 'fr' }),
      studioEvent('visit', 'mia-jumper', { device: 'dev-b-00001', path: '/games/other-game' }),
      studioEvent('play_start', 'mia-jumper', { device: 'dev-a-00001', play: 'play-a-0001' }),
      studioEvent('play_time', 'mia-jumper', { device: 'dev-a-00001', play: 'play-a-0001', seconds: 50 }),
      studioEvent('play_time', 'mia-jumper', { device: 'dev-a-00001', play: 'play-a-0001', seconds: 40 }),
      studioEvent('play_start', 'mia-jumper', { device: 'dev-a-00001', play: 'play-a-0002' }),
      studioEvent('play_time', 'mia-jumper', { device: 'dev-a-00001', play: 'play-a-0002', seconds: 10 }),
      studioEvent('play_start', 'mia-jumper', {
        device: 'dev-b-00001',
        play: 'play-b-0001',
        platform: 'h5',
        locale: 'fr',
      }),
      studioEvent('play_time', 'mia-jumper', { device: 'dev-b-00001', play: 'play-b-0001', seconds: 30 }),
    ]);
    assert.equal((await stats(maker)).body.data.days.at(-1)!.playStarts, 0, 'nothing before the rollup runs');
    assert.equal((await rollup()).ran, true);

    const res = await stats(maker);
    assert.equal(res.status, 200);
    const data = res.body.data;
    assert.equal(data.days.length, 30);
    assert.equal(data.to, day);
    const last = data.days.at(-1)!;
    assert.deepEqual(
      {
        date: last.date,
        pageViews: last.pageViews,
        playStarts: last.playStarts,
        uniquePlayers: last.uniquePlayers,
        newPlayers: last.newPlayers,
        engagedPlays: last.engagedPlays,
        playSeconds: last.playSeconds,
        medianPlaySeconds: last.medianPlaySeconds,
      },
      {
        date: day,
        pageViews: 2,
        playStarts: 3,
        uniquePlayers: 2,
        newPlayers: 2,
        engagedPlays: 1,
        playSeconds: 130,
        medianPlaySeconds: 30,
      },
    );
    assert.deepEqual(data.funnel, { pageViews: 2, playStarts: 3, engagedPlays: 1 });
    assert.deepEqual(data.breakdowns.device, [
      { value: 'web', pageViews: 2, playStarts: 2 },
      { value: 'h5', pageViews: 0, playStarts: 1 },
    ]);
    assert.deepEqual(
      data.breakdowns.locale.map((row) => [row.value, row.pageViews, row.playStarts]),
      [
        ['en', 1, 2],
        ['fr', 1, 1],
      ],
    );
    assert.ok(data.rolledUpAt);

    const csv = await t.app.inject({
      method: 'GET',
      url: `${API}/studio/games/mia-jumper/stats.csv`,
      headers: maker.authHeader,
    });
    assert.equal(csv.statusCode, 200);
    assert.match(csv.headers['content-type'] as string, /^text\/csv/);
    assert.match(
      csv.headers['content-disposition'] as string,
      /^attachment; filename="mia-jumper-\d{4}-\d\d-\d\d-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const [header, ...rows] = csv.body.trimEnd().split('\r\n');
    assert.equal(header!.split(',')[1], 'page_views');
    assert.equal(rows.length, data.days.length);
    const columns = header!.split(',');
    const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    rows.forEach((row, i) => {
      const cells = row.split(',');
      for (const [key, value] of Object.entries(data.days[i]!))
        assert.equal(cells[columns.indexOf(snake(key))], String(value), `${data.days[i]!.date} ${key}`);
    });
  });

  it('folds each event once: a second run adds nothing, new events are added to what is there', async () => {
    const before = (await stats(maker)).body.data.days.at(-1)!;
    const again = await rollup();
    assert.equal(again.events, 0);
    assert.deepEqual((await stats(maker)).body.data.days.at(-1), before);

    await track([
      studioEvent('play_start', 'mia-jumper', { device: 'dev-a-00001', play: 'play-a-0003' }),
      studioEvent('play_time', 'mia-jumper', { device: 'dev-a-00001', play: 'play-a-0001', seconds: 5 }),
      studioEvent('play_start', 'mia-jumper', { device: 'dev-c-00001', play: 'play-c-0001' }),
      studioEvent('play_time', 'mia-jumper', { device: 'dev-c-00001', play: 'play-c-0001', seconds: 70 }),
    ]);
    await rollup();
    const after = (await stats(maker)).body.data.days.at(-1)!;
    assert.equal(after.playStarts, before.playStarts + 2);
    assert.equal(after.uniquePlayers, 3, 'a returning device counts once a day');
    assert.equal(after.playSeconds, before.playSeconds + 75);
    assert.equal(after.engagedPlays, 2, 'play-c reached a minute; play-a-0001 already had');
  });

  it('counts players back on the next day and a week later for their first day', async () => {
    const db = t.context.db;
    const at = (daysAgo: number) => `now() - make_interval(days => ${daysAgo})`;
    const insert = (daysAgo: number, device: string, play: string) =>
      db.query(
        `INSERT INTO analytics_events (name, device_id, session_id, path, locale, platform, props, client_ts, received_at)
         VALUES ('play_start', $1, 'session-r-0001', '/games/mia-jumper', 'en', 'web', $2::jsonb, ${at(daysAgo)}, ${at(daysAgo)})`,
        [device, JSON.stringify({ game: 'mia-jumper', play_id: play, source: 'direct' })],
      );
    await insert(20, 'dev-r-00001', 'play-r-0001');
    await insert(20, 'dev-r-00002', 'play-r-0002');
    await insert(19, 'dev-r-00001', 'play-r-0003');
    await insert(13, 'dev-r-00001', 'play-r-0004');
    await insert(13, 'dev-r-00002', 'play-r-0005');
    await rollup();
    const days = (await stats(maker)).body.data.days;
    const day = (daysAgo: number) => days[days.length - 1 - daysAgo]!;
    assert.deepEqual([day(20).newPlayers, day(20).returningDay1, day(20).returningDay7], [2, 1, 2]);
    assert.deepEqual([day(19).newPlayers, day(19).uniquePlayers], [0, 1]);
  });

  it('keeps raw events for the retention period: older ones are folded in first, then deleted', async () => {
    const db = t.context.db;
    await db.query(
      `INSERT INTO analytics_events (name, device_id, session_id, path, locale, platform, props, client_ts, received_at)
       VALUES ('visit', 'dev-o-00001', 'session-o-0001', '/games/mia-jumper', 'en', 'web', '{}', now() - interval '100 days',
               now() - interval '100 days')`,
    );
    const count = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM analytics_events'))[0]!.n;
    const before = await count();
    const result = await rollup();
    assert.equal(result.deletedEvents, 1);
    assert.equal(await count(), before - 1);
    const old = new Date(Date.now() - 100 * 86_400_000).toISOString().slice(0, 10);
    const kept = await stats(maker, `?from=${old}&to=${old}`);
    assert.equal(kept.body.data.days[0]!.pageViews, 1, 'its page view stays in the rollup');
    const young = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM analytics_events WHERE received_at > now() - interval '30 days'`,
    );
    assert.ok(young[0]!.n > 0, 'events within the period stay');
  });

  it('lists the comments the maker has not answered, and draws the like and vote totals as a trend', async () => {
    const db = t.context.db;
    const comment = async (userId: string, body: string, parent: number | null = null) =>
      (
        await db.query<{ id: string }>(
          'INSERT INTO comments (game_id, user_id, parent_id, body) VALUES ($1, $2, $3, $4) RETURNING id',
          [gameId, userId, parent, body],
        )
      )[0]!.id;
    const answered = await comment(other.userId, 'How do I jump twice?');
    await comment(maker.userId, 'Press space again in the air.', Number(answered));
    await comment(other.userId, 'Great game!');
    await db.query('UPDATE games SET likes = 4, votes_up = 9, votes_down = 1 WHERE id = $1', [gameId]);
    await rollup();
    const data = (await stats(maker)).body.data;
    assert.deepEqual(
      data.comments.map((c) => [c.body, c.author]),
      [['Great game!', 'Other Otto']],
    );
    const last = data.days.at(-1)!;
    assert.deepEqual([last.likes, last.votesUp, last.votesDown, last.comments], [4, 9, 1, 2]);
    assert.ok(last.rating > 0.5 && last.rating < 0.9);
    assert.equal(data.days[0]!.likes, 0, 'no totals before the first snapshot');
  });
});
