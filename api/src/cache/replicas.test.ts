import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { GameCounters, GameDetail } from '@portal/shared';
import { useReplicas, within, type Replica } from '../test/replicas.js';
import { signUpAndLogin, send } from '../test/users.js';

// Two replicas with a cache TTL of a minute: whatever shows on B within the budget came through the bus, not the TTL.
const TTL_MS = 60_000;
/** Generous on a loaded machine; the bus takes a few milliseconds. */
const BUDGET_MS = 20_000;
const postgres = process.env.DATABASE_URL;
const redis = process.env.REDIS_URL;

type Page = { items: Array<{ slug: string; likes: number }>; total: number };

const detail = (replica: Replica, device: string) =>
  replica.api.get<GameDetail & { liked: boolean }>('/g/snake', { 'x-device-id': device }).then((res) => res.body.data);
/** The game's likes in a list (a page of items, or an array of games), as `replica` answers it. */
const listed = (replica: Replica, url: string) =>
  replica.api.get<Page | Page['items']>(url).then((res) => {
    const items = Array.isArray(res.body.data) ? res.body.data : res.body.data.items;
    return items.find((item) => item.slug === 'snake')?.likes;
  });

async function like(replica: Replica, device: string): Promise<GameCounters> {
  const headers = { 'x-device-id': device };
  const token = await replica.api.post<{ token: string }>('/g/snake/counter-token', headers);
  const res = await replica.api.post<GameCounters>('/g/snake/like', {
    ...headers,
    'x-counter-token': token.body.data.token,
  });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.data;
}

function acrossReplicas(transport: string, overrides: { redisUrl?: string }) {
  const [a, b] = useReplicas({ cacheTtlMs: TTL_MS, ...overrides });

  it(`connects the replicas (${transport}) and says so in /ready`, async () => {
    for (const replica of [a, b]) {
      const ready = await replica.api.get<{ cache_bus: string }>('/ready');
      assert.equal(ready.status, 200);
      assert.equal(ready.body.data.cache_bus, 'ok');
      assert.equal(replica.context.bus.transportName, transport);
    }
  });

  it("a like through A shows in B's game detail and lists, and B knows the device likes it", async () => {
    const device = `device-${transport}-0001`;
    const lists = ['/c/games?sort=new&limit=100', '/c/hot?limit=100'];
    // B caches the page, the lists and the device's answers before the like.
    const before = await detail(b, device);
    assert.equal(before.liked, false);
    for (const url of lists) assert.equal(await listed(b, url), before.likes);
    const counted = await like(a, device);
    assert.equal(counted.likes, before.likes + 1);
    const delays = [
      await within(
        BUDGET_MS,
        () => detail(b, device),
        (game) => game.likes === counted.likes && game.liked,
      ),
      ...(await Promise.all(
        lists.map((url) =>
          within(
            BUDGET_MS,
            () => listed(b, url),
            (likes) => likes === counted.likes,
          ),
        ),
      )),
    ];
    assert.ok(Math.max(...delays) < TTL_MS, `seen after ${delays.join(' / ')} ms`);
  });

  it('a catalogue change on A (what publishing or moderation does) shows on B', async () => {
    assert.equal((await b.api.get('/g/sudoku')).status, 200);
    const total = (await b.api.get<Page>('/c/games?limit=1')).body.data.total;
    // Moderation's review commits its transaction, then clears the cache (onCatalogueChange).
    await a.context.db.query(`UPDATE games SET status = 'removed' WHERE slug = 'sudoku'`);
    a.context.cache.invalidate();
    await within(
      BUDGET_MS,
      () => b.api.get('/g/sudoku'),
      (res) => res.status === 404,
    );
    await within(
      BUDGET_MS,
      () => b.api.get<Page>('/c/games?limit=1'),
      (res) => res.body.data.total === total - 1,
    );
  });

  it('a comment on A shows on B (comments are read from the database, not cached)', async () => {
    const player = await signUpAndLogin(a.app);
    const created = await send(a.app, 'POST', '/user/g/comment/create', {
      headers: player.authHeader,
      payload: { slug: 'snake', content: `Across replicas over ${transport}` },
    });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    const comments = await b.api.get<{ items: Array<{ content: string }> }>('/g/comment/list?slug=snake');
    assert.ok(comments.body.data.items.some((comment) => comment.content === `Across replicas over ${transport}`));
  });

  it("a signed-in player's like on A is in their profile on B", async () => {
    const player = await signUpAndLogin(a.app);
    const profile = () =>
      b.api
        .get<{ game_stats: { liked_count: number } }>('/user/info/get', player.authHeader)
        .then((res) => res.body.data);
    const likes = (await profile()).game_stats.liked_count;
    const res = await send(a.app, 'POST', '/user/g/like', {
      headers: player.authHeader,
      payload: { slug: 'snake', like: true },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    await within(BUDGET_MS, profile, (info) => info.game_stats.liked_count === likes + 1);
  });
}

const needsPostgres = { skip: postgres ? false : 'needs DATABASE_URL' };

describe('catalogue caches across replicas: PostgreSQL LISTEN/NOTIFY', needsPostgres, () =>
  acrossReplicas('postgres', { redisUrl: undefined }),
);

describe('the PostgreSQL bus after the server dropped its connection', needsPostgres, () => {
  const [a, b] = useReplicas({ cacheTtlMs: TTL_MS, redisUrl: undefined });
  const listeners = () =>
    a.context.db.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'portal-cache-bus'`,
    );

  it('listens again (a restart, a failover) and hears what follows', async () => {
    const dropped = (await listeners()).map((row) => row.pid);
    assert.equal(dropped.length, 2, 'one listening connection per replica');
    await a.context.db.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [dropped]);
    await within(BUDGET_MS, listeners, (rows) => rows.length === 2 && rows.every((row) => !dropped.includes(row.pid)));
    await within(
      BUDGET_MS,
      async () => [a, b].map((replica) => replica.context.bus.state()),
      (states) => states.every((state) => state === 'ok'),
    );
    const before = await detail(b, 'device-reconnect-0001');
    const counted = await like(a, 'device-reconnect-0001');
    assert.equal(counted.likes, before.likes + 1);
    await within(
      BUDGET_MS,
      () => detail(b, 'device-reconnect-0001'),
      (game) => game.likes === counted.likes,
    );
  });
});

describe('a replica whose bus is down', needsPostgres, () => {
  const FALLBACK_MS = 300;
  const [a, b] = useReplicas(
    { cacheTtlMs: TTL_MS, cacheFallbackTtlMs: FALLBACK_MS, redisUrl: undefined },
    { busDown: true },
  );

  it('stays ready, says the bus is down, and serves cached answers for the short fallback TTL only', async () => {
    const ready = await b.api.get<{ cache_bus: string }>('/ready');
    assert.equal(ready.status, 200);
    assert.equal(ready.body.data.cache_bus, 'down');
    assert.equal(b.context.cache.maxAgeMs, FALLBACK_MS);
    const before = await detail(b, 'device-down-0001');
    const counted = await like(a, 'device-down-0001');
    // B hears nothing: it shows the like once its cached page is older than the fallback TTL (a minute before the TTL).
    await within(
      BUDGET_MS,
      () => detail(b, 'device-down-0001'),
      (game) => game.likes === counted.likes && game.liked,
    );
    assert.equal(counted.likes, before.likes + 1);
  });
});

describe(
  'catalogue caches across replicas: Redis pub/sub',
  { skip: postgres && redis ? false : 'needs DATABASE_URL and REDIS_URL' },
  () => acrossReplicas('redis', { redisUrl: redis }),
);
