import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { describe, it } from 'node:test';
import { buildApiServer } from '../../app.js';
import { CatalogueCache } from '../../cache/catalogue-cache.js';
import type { Db } from '../../db/db.js';
import { CounterBuffer } from '../counters/buffer.js';
import { useTestApi } from '../../test/context.js';
import { send, signUpAndLogin } from '../../test/users.js';
import { TokenVersions } from './token-versions.js';

/** Counts the token-version reads that reach the database. */
function countVersionReads(db: Db): { reads: () => number; restore: () => void } {
  const query = db.query.bind(db);
  let reads = 0;
  db.query = ((sql: string, params?: unknown[]) => {
    if (/SELECT token_version FROM users/.test(sql)) reads += 1;
    return query(sql, params);
  }) as Db['query'];
  return { reads: () => reads, restore: () => (db.query = query) };
}

describe('token versions: cached per user, dropped on logout', () => {
  // One secret, so a second API instance on the same database accepts the same tokens.
  const t = useTestApi({ jwtSecret: 'token-versions-test-secret-0123456789abcdef' });

  it('checks signed-in requests without a query each', async () => {
    const user = await signUpAndLogin(t.app);
    const counter = countVersionReads(t.context.db);
    try {
      for (let i = 0; i < 5; i += 1) {
        assert.equal((await send(t.app, 'GET', '/user/info/get', { headers: user.authHeader })).status, 200);
      }
      assert.ok(counter.reads() <= 1, `${counter.reads()} reads for 5 requests`);
    } finally {
      counter.restore();
    }
  });

  it('refuses a token at once after logout, in every API instance of the process', async () => {
    const user = await signUpAndLogin(t.app);
    // A second instance on the same database (think: the edge's mount of the API beside this one).
    const other = await buildApiServer(
      {
        ...t.context,
        // Closing it must leave the shared database (and the first instance's counters) alone.
        db: Object.assign(Object.create(t.context.db) as Db, { close: async () => {} }),
        cache: new CatalogueCache(),
        counters: new CounterBuffer(t.context.db, 1000),
      },
      { logger: false },
    );
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

  const redisUrl = process.env.REDIS_URL;
  it(
    'tells other replicas through Redis when REDIS_URL is set',
    { skip: redisUrl ? false : 'REDIS_URL is not set' },
    async () => {
      const user = await signUpAndLogin(t.app);
      const channel = `test-${randomUUID()}:token-revoked`;
      // Two replicas: each its own in-process bus, so only Redis can carry the logout.
      const [a, b] = [0, 1].map(() => new TokenVersions(t.context.db, { url: redisUrl!, channel }, new EventEmitter()));
      try {
        await new Promise((resolve) => setTimeout(resolve, 200)); // the subscriptions are in place
        assert.equal(await b!.current(user.userId), 0);
        await t.context.db.query('UPDATE users SET token_version = token_version + 1 WHERE id = $1', [user.userId]);
        assert.equal(await b!.current(user.userId), 0, 'cached');
        await a!.revoked([user.userId]);
        let seen = 0;
        for (let i = 0; i < 100 && seen !== 1; i += 1) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          seen = (await b!.current(user.userId)) ?? -1;
        }
        assert.equal(seen, 1);
      } finally {
        await Promise.all([a!.close(), b!.close()]);
      }
    },
  );
});
