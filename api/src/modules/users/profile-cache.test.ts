import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useTestApi } from '../../test/context.js';
import { readsFor, eventually, needsRedis, redisReplicas, secondInstance } from '../../test/instances.js';
import { send, signUpAndLogin } from '../../test/users.js';
import { ProfileCache } from './profile-cache.js';
import type { UserProfile } from './service.js';

describe("signed-in players' profiles: cached, and always showing the player's own writes", () => {
  // One secret, so a second API instance on the same database accepts the same tokens.
  const t = useTestApi({ jwtSecret: 'profile-cache-test-secret-0123456789abcdef' });
  const info = (app: typeof t.app, authHeader: Record<string, string>) =>
    send<UserProfile>(app, 'GET', '/user/info/get', { headers: authHeader });

  it('reads a profile without a query per request', async () => {
    const user = await signUpAndLogin(t.app);
    const reads = await readsFor(t.context.db, /FROM users u WHERE u\.id = \$1/, 5, () => info(t.app, user.authHeader));
    assert.ok(reads <= 1, `${reads} reads for 5 requests`);
  });

  it("shows a player's like, favourite and new name at once, in every API instance of the process", async () => {
    const user = await signUpAndLogin(t.app);
    const other = await secondInstance(t);
    try {
      const before = (await info(other, user.authHeader)).body.data.game_stats;
      assert.equal((await info(t.app, user.authHeader)).status, 200, 'cached in both instances now');

      const headers = user.authHeader;
      assert.equal(
        (await send(t.app, 'POST', '/user/g/like', { headers, payload: { slug: 'snake', like: true } })).status,
        200,
      );
      assert.equal(
        (await send(t.app, 'POST', '/user/g/favorite', { headers, payload: { slug: 'snake', favorite: true } })).status,
        200,
      );
      assert.equal(
        (await send(t.app, 'POST', '/user/info/modify', { headers, payload: { name: 'Renamed' } })).status,
        200,
      );

      for (const app of [t.app, other]) {
        const now = (await info(app, user.authHeader)).body.data;
        assert.equal(now.name, 'Renamed');
        assert.equal(now.game_stats.liked_count, before.liked_count + 1);
        assert.equal(now.game_stats.favorite_count, before.favorite_count + 1);
      }
    } finally {
      await other.close();
    }
  });

  it('tells other replicas through Redis when REDIS_URL is set', needsRedis, async () => {
    const user = await signUpAndLogin(t.app);
    const versions = await redisReplicas(t.context.db);
    const [a, b] = versions.map((v) => new ProfileCache(t.context.db, v, 60_000));
    try {
      assert.notEqual((await b!.read(user.userId)).name, 'Via Redis');
      await t.context.db.query('UPDATE users SET name = $2 WHERE id = $1', [user.userId, 'Via Redis']);
      assert.notEqual((await b!.read(user.userId)).name, 'Via Redis', 'cached');
      assert.equal((await a!.written(user.userId)).name, 'Via Redis');
      assert.equal(await eventually(async () => (await b!.read(user.userId)).name, 'Via Redis'), 'Via Redis');
    } finally {
      for (const cache of [a, b]) cache!.close();
      await Promise.all(versions.map((v) => v.close()));
    }
  });
});
