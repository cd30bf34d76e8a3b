import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { createTestApi } from '../test/context.js';
import { send } from '../test/users.js';

/** Two API instances (think: two replicas) with a sign-in budget of 2 per address per minute. */
async function twoReplicas(redisUrl: string | undefined, rateLimitNamespace: string) {
  // Each is a copy of the template database of its own (PostgreSQL when DATABASE_URL is set, else PGlite).
  const options = { redisUrl, rateLimitNamespace, signInIpLimit: 2 };
  const [a, b] = await Promise.all([createTestApi(options), createTestApi(options)]);
  return { a: a.app, b: b.app, close: () => Promise.all([a.cleanup(), b.cleanup()]) };
}

const attempt = (app: FastifyInstance) =>
  send(app, 'POST', '/identity/sign-in', {
    payload: { email: 'nobody@example.test', password: 'whatever-1' },
    remoteAddress: '192.0.2.10',
  });

describe('rate-limit store', () => {
  it('is in memory per process by default: each replica keeps its own budget', async () => {
    const { a, b, close } = await twoReplicas(undefined, `test-${randomUUID()}:`);
    try {
      assert.equal((await attempt(a)).status, 401);
      assert.equal((await attempt(a)).status, 401);
      assert.equal((await attempt(a)).status, 429);
      assert.equal((await attempt(b)).status, 401, "replica b has not seen replica a's attempts");
    } finally {
      await close();
    }
  });

  const redisUrl = process.env.REDIS_URL;
  it('is shared through Redis when REDIS_URL is set', { skip: redisUrl ? false : 'REDIS_URL is not set' }, async () => {
    const namespace = `test-${randomUUID()}:`;
    const redis = new Redis(redisUrl!);
    after(async () => {
      const keys = await redis.keys(`${namespace}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    });
    const { a, b, close } = await twoReplicas(redisUrl, namespace);
    try {
      assert.equal((await attempt(a)).status, 401);
      assert.equal((await attempt(b)).status, 401);
      const limited = await attempt(a);
      assert.equal(limited.status, 429, 'the third attempt is refused whichever replica gets it');
      assert.equal(limited.body.success, false);
      assert.equal((await attempt(b)).status, 429);
      const keys = await redis.keys(`${namespace}*`);
      assert.ok(
        keys.some((k) => k.includes('sign-in:ip:192.0.2.10')),
        `budget stored in Redis: ${keys.join(', ')}`,
      );
    } finally {
      await close();
    }
  });
});
