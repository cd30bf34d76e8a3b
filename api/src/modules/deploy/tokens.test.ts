import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Registry } from '@portal/shared/contract/deploy';
import { useTestApi } from '../../test/context.js';
import { deployClient, deploySettings, EDGE_TOKEN, OPERATOR_TOKEN } from './test-client.js';
import { createDeployToken, listDeployTokens, revokeDeployToken } from './tokens.js';

describe('deploy tokens', () => {
  const t = useTestApi(deploySettings);

  it('refuses a request without a token, with garbage, or with a revoked token (401)', async () => {
    const { token, row } = await createDeployToken(t.context.db, {
      role: 'team',
      remote: 'blog',
      label: 'blog team',
      createdBy: 'test',
    });
    assert.match(token, /^pdt_[A-Za-z0-9_-]{43}$/);
    assert.equal((await deployClient(t.app, token).get('/registry')).status, 200);
    for (const bad of [undefined, 'garbage', `pdt_${'A'.repeat(43)}`, `${OPERATOR_TOKEN}x`]) {
      const res = await deployClient(t.app, bad).get('/registry');
      assert.equal(res.status, 401, String(bad));
      assert.equal(res.body.success, false);
    }
    assert.equal(await revokeDeployToken(t.context.db, row.id), true);
    assert.equal(await revokeDeployToken(t.context.db, row.id), false);
    assert.equal((await deployClient(t.app, token).get('/registry')).status, 401);
    const listed = (await listDeployTokens(t.context.db)).find((entry) => entry.id === row.id);
    assert.ok(listed?.revokedAt);
    assert.equal(listed.remote, 'blog');
  });

  it("lets an operator make a team's token through the API, good for that remote only", async () => {
    const operator = deployClient(t.app, OPERATOR_TOKEN);
    const made = await operator.post<{ token: string; remote: string }>('/remotes/blog/tokens', {
      label: '  blog team (CI)  ',
    });
    assert.equal(made.status, 201);
    assert.equal(made.body.data.remote, 'blog');
    const team = deployClient(t.app, made.body.data.token);
    assert.equal((await team.get('/registry')).status, 200);
    assert.equal((await team.post('/remotes/games/rollback', { reason: 'not ours' })).status, 403);
    assert.equal((await team.post('/remotes/games/tokens', { label: 'more' })).status, 403, 'a team makes no tokens');
    const listed = (await listDeployTokens(t.context.db)).filter((entry) => entry.label === 'blog team (CI)');
    assert.deepEqual(
      listed.map((entry) => [entry.role, entry.remote]),
      [['team', 'blog']],
    );
    assert.equal((await operator.post('/remotes/nowhere/tokens', { label: 'x' })).status, 404);
    assert.equal((await operator.post('/remotes/blog/tokens', { label: '   ' })).status, 400);
    assert.equal((await deployClient(t.app, EDGE_TOKEN).post('/remotes/blog/tokens', { label: 'x' })).status, 403);
  });

  it('keeps only the hash of a token', async () => {
    const { token, row } = await createDeployToken(t.context.db, { role: 'operator', label: 'ops', createdBy: 'test' });
    const [stored] = await t.context.db.query<{ hash: string }>('SELECT hash FROM deploy_tokens WHERE id = $1', [
      row.id,
    ]);
    assert.ok(stored && stored.hash.length === 64 && !stored.hash.includes(token));
  });

  it('refuses a team token without a remote, or of a remote that is not registered', async () => {
    await assert.rejects(createDeployToken(t.context.db, { role: 'team', label: 'x', createdBy: 'test' }), /--remote/);
    await assert.rejects(
      createDeployToken(t.context.db, { role: 'team', remote: 'nope', label: 'x', createdBy: 'test' }),
      /No remote named nope/,
    );
    await assert.rejects(
      createDeployToken(t.context.db, { role: 'edge', remote: 'blog', label: 'x', createdBy: 'test' }),
      /has no remote/,
    );
  });

  it('accepts the configured operator and edge tokens; the registry lists the seeded remotes', async () => {
    for (const token of [OPERATOR_TOKEN, EDGE_TOKEN]) {
      const res = await deployClient(t.app, token).get<Registry>('/registry');
      assert.equal(res.status, 200);
      assert.deepEqual(Object.keys(res.body.data.remotes).sort(), ['account', 'blog', 'games', 'upload']);
      assert.deepEqual(res.body.data.remotes.games, {
        current: null,
        canary: null,
        versions: [],
        pins: [],
        watched: null,
      });
      assert.equal(typeof res.body.data.revision, 'number');
    }
  });

  it('answers a long poll with 204 when nothing changes in time', async () => {
    const client = deployClient(t.app, OPERATOR_TOKEN);
    const { revision } = (await client.get<Registry>('/registry')).body.data;
    const started = Date.now();
    const res = await client.get(`/registry?after=${revision}&wait=1`);
    assert.equal(res.status, 204);
    assert.ok(Date.now() - started >= 900);
    // A revision the registry never reached (the caller read another database): answered at once.
    const ahead = await client.get<Registry>(`/registry?after=${revision + 1000}&wait=25`);
    assert.equal(ahead.status, 200);
    assert.equal(ahead.body.data.revision, revision);
  });
});
