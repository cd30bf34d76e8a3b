import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { useTestApi } from '../../test/context.js';
import { deployClient, deploySettings, OPERATOR_TOKEN, teamToken } from './test-client.js';
import { publish } from './test-versions.js';

describe('deploy API: pruning versions', () => {
  const t = useTestApi(deploySettings);
  let operator: ReturnType<typeof deployClient>;

  before(() => {
    operator = deployClient(t.app, OPERATOR_TOKEN);
  });

  const stored = async (remote: string, version: string) =>
    (await t.context.objects.head(`remotes/${remote}/${version}/remoteEntry.js`)) !== null;
  const prune = (keep: number, remote: string) =>
    operator.post<{ kept: string[]; removed: string[] }>(`/remotes/${remote}/prune`, { keep });
  /** Moves older than any cached page: only the rules that do not depend on time keep their versions. */
  const ageHistory = (remote: string) =>
    t.context.db.query(`UPDATE deploy_history SET at = now() - interval '1 hour' WHERE remote = $1`, [remote]);

  it('keeps the current version, the canary, pinned versions and the last moves; removes the rest and its files', async () => {
    for (const version of ['1.0.0-u1', '1.0.0-u2', '1.0.0-u3', '1.0.0-u4', '1.0.0-u5', '1.0.0-u6'])
      await publish(operator, 'upload', version);
    for (const version of ['1.0.0-u1', '1.0.0-u2', '1.0.0-u3'])
      assert.equal((await operator.post('/remotes/upload/release', { version })).status, 200);
    assert.equal((await operator.post('/remotes/upload/release', { version: '1.0.0-u4', percent: 10 })).status, 200);
    assert.equal((await operator.post('/remotes/upload/pins', { version: '1.0.0-u6', minutes: 30 })).status, 200);
    await ageHistory('upload');

    const pruned = await prune(1, 'upload');
    assert.equal(pruned.status, 200, JSON.stringify(pruned.body));
    assert.deepEqual(pruned.body.data.removed.sort(), ['1.0.0-u1', '1.0.0-u2', '1.0.0-u5']);
    assert.deepEqual(pruned.body.data.kept.sort(), ['1.0.0-u3', '1.0.0-u4', '1.0.0-u6']);
    assert.equal(await stored('upload', '1.0.0-u1'), false);
    assert.equal(await stored('upload', '1.0.0-u3'), true);
    const registry = await operator.get<{ remotes: { upload: { versions: Array<{ version: string }> } } }>('/registry');
    assert.deepEqual(registry.body.data.remotes.upload.versions.map((v) => v.version).sort(), [
      '1.0.0-u3',
      '1.0.0-u4',
      '1.0.0-u6',
    ]);
    const history = await operator.get<Array<{ action: string; actor: string }>>('/remotes/upload/history');
    assert.equal(history.body.data[0]?.action, 'prune');
    // Nothing left to remove: no change, no history entry.
    assert.deepEqual((await prune(1, 'upload')).body.data.removed, []);
  });

  it('keeps a version current within the cached-page window, then lets it go', async () => {
    for (const version of ['1.0.0-a1', '1.0.0-a2', '1.0.0-a3']) {
      await publish(operator, 'account', version);
      assert.equal((await operator.post('/remotes/account/release', { version })).status, 200);
    }
    // The last move names a3 and a2; a1 was current a moment ago, so a cached page may still name it.
    assert.deepEqual((await prune(1, 'account')).body.data.removed, []);
    await ageHistory('account');
    assert.deepEqual((await prune(1, 'account')).body.data.removed, ['1.0.0-a1']);
  });

  it("is refused for another remote's team, and without a valid keep", async () => {
    const token = await teamToken(t.context.db, 'blog');
    const blog = deployClient(t.app, token);
    assert.equal((await blog.post('/remotes/games/prune', { keep: 3 })).status, 403);
    assert.equal((await blog.post('/remotes/blog/prune', { keep: 3 })).status, 200);
    assert.equal((await blog.post('/remotes/blog/prune', { keep: 0 })).status, 400);
  });
});
