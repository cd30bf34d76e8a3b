import { randomUUID } from 'node:crypto';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Registry } from '@portal/shared/contract/deploy';
import { buildApiServer, createApiContext, type ApiContext } from '../../app.js';
import type { Db } from '../../db/db.js';
import { useTestApi } from '../../test/context.js';
import { needsRedis, secondInstance } from '../../test/instances.js';
import { DeployChanges, readRevision } from './changes.js';
import { deployClient, deploySettings, OPERATOR_TOKEN } from './test-client.js';
import { publish } from './test-versions.js';

/**
 * A second API instance on the same database: with DATABASE_URL, one with its own pool and its own listening
 * connection (another replica); on PGlite, another instance in this process (the edge's mount beside the API).
 */
async function replica(t: { app: FastifyInstance; context: ApiContext }): Promise<FastifyInstance> {
  if (t.context.db.kind === 'pglite') return secondInstance(t as never);
  const context = await createApiContext(t.context.config, { seed: false, objects: t.context.objects });
  const app = await buildApiServer(context, { logger: false });
  await app.ready();
  return app;
}

describe('registry changes across API instances', () => {
  const t = useTestApi(deploySettings);
  let other: FastifyInstance;
  before(async () => {
    other = await replica(t);
  });
  after(() => other.close());

  it('wakes a long poll on one instance with a change made through another, within moments', async () => {
    const writer = deployClient(t.app, OPERATOR_TOKEN);
    const reader = deployClient(other, OPERATOR_TOKEN);
    await publish(writer, 'blog', '2.0.0-one');
    const { revision } = (await reader.get<Registry>('/registry')).body.data;
    const polled = reader.get<Registry>(`/registry?after=${revision}&wait=20`);
    // The poll is held: give it a moment to be waiting before the change.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const released = await writer.post('/remotes/blog/release', { version: '2.0.0-one' });
    assert.equal(released.status, 200);
    const changedAt = Date.now();
    const answer = await polled;
    const latency = Date.now() - changedAt;
    assert.equal(answer.status, 200);
    assert.ok(answer.body.data.revision > revision);
    assert.equal(answer.body.data.remotes.blog!.current, '2.0.0-one');
    // Woken by the announcement, not by the poll's 20 s running out.
    assert.ok(latency < 2000, `seen ${latency} ms after the change`);
  });

  it('answers 204 on the other instance when nothing changes', async () => {
    const reader = deployClient(other, OPERATOR_TOKEN);
    const { revision } = (await reader.get<Registry>('/registry')).body.data;
    assert.equal((await reader.get(`/registry?after=${revision}&wait=1`)).status, 204);
  });
});

/** The database as one whose LISTEN fails. */
const deafTo = (db: Db): Db =>
  Object.assign(Object.create(db) as Db, {
    listen: async () => {
      throw new Error('LISTEN is not available');
    },
  });

describe('registry changes without listening', () => {
  const t = useTestApi(deploySettings);

  it('reads the revision every second when the database cannot listen', async () => {
    const deaf = deafTo(t.context.db);
    const changes = new DeployChanges(deaf);
    await changes.start();
    try {
      assert.equal(changes.polling, true);
      const before = await readRevision(t.context.db);
      const woken = changes.waitFor(before, 20_000);
      await publish(deployClient(t.app, OPERATOR_TOKEN), 'games', '2.0.0-polled');
      assert.equal(await woken, true);
    } finally {
      await changes.close();
    }
  });

  it('hears changes through Redis pub/sub when REDIS_URL is set', needsRedis, async () => {
    const deaf = deafTo(t.context.db);
    const redis = { url: process.env.REDIS_URL!, channel: `test-${randomUUID()}:deploy-registry` };
    const [one, two] = [new DeployChanges(deaf, redis), new DeployChanges(deaf, redis)];
    await Promise.all([one.start(), two.start()]);
    try {
      // A revision the database never reaches: only the Redis message can wake this.
      const far = 1_000_000_000;
      const woken = two.waitFor(far, 20_000);
      await one.changed(far + 1);
      assert.equal(await woken, true);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });

  it('answers a held poll at once when the server closes', async () => {
    const changes = new DeployChanges(t.context.db);
    await changes.start();
    const waiting = changes.waitFor(await readRevision(t.context.db), 20_000);
    await changes.close();
    assert.equal(await waiting, false);
  });
});
