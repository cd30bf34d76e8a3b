import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useTestApi } from '../../test/context.js';
import { readsFor, eventually, needsRedis, redisReplicas, secondInstance } from '../../test/instances.js';
import { send, signUpAndLogin } from '../../test/users.js';

describe('token versions: cached per user, dropped on logout', () => {
  // One secret, so a second API instance on the same database accepts the same tokens.
  const t = useTestApi({ jwtSecret: 'token-versions-test-secret-0123456789abcdef' });

  it('checks signed-in requests without a query each', async () => {
    const user = await signUpAndLogin(t.app);
    const reads = await readsFor(t.context.db, /SELECT token_version FROM users/, 5, () =>
      send(t.app, 'GET', '/user/info/get', { headers: user.authHeader }),
    );
    assert.ok(reads <= 1, `${reads} reads for 5 requests`);
  });

  it('refuses a token at once after logout, in every API instance of the process', async () => {
    const user = await signUpAndLogin(t.app);
    const other = await secondInstance(t);
    try {
      const info = (app: typeof t.app) => send(app, 'GET', '/user/info/get', { headers: user.authHeader });
      assert.equal((await info(t.app)).status, 200);
      assert.equal((await info(other)).status, 200, 'cached there too');
      assert.equal((await send(t.app, 'POST', '/user/logout', { headers: user.authHeader })).status, 200);
      assert.equal((await info(t.app)).status, 401);
      assert.equal((await info(other)).status, 401);
    } finally {
      await other.close();
    }
  });

  it('tells other replicas through Redis when REDIS_URL is set', needsRedis, async () => {
    const user = await signUpAndLogin(t.app);
    const [a, b] = await redisReplicas(t.context.db);
    try {
      assert.equal(await b.current(user.userId), 0);
      await t.context.db.query('UPDATE users SET token_version = token_version + 1 WHERE id = $1', [user.userId]);
      assert.equal(await b.current(user.userId), 0, 'cached');
      await a.revoked([user.userId]);
      assert.equal(await eventually(async () => (await b.current(user.userId)) ?? -1, 1), 1);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
