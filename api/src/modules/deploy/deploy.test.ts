import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { readObject } from '@portal/object-store';
import type { DeployMove, HistoryEntry, Registry } from '@portal/shared/contract/deploy';
import { useTestApi } from '../../test/context.js';
import { deployClient, deploySettings, EDGE_TOKEN, OPERATOR_TOKEN, sha256, teamToken } from './test-client.js';
import { buildFiles, publish } from './test-versions.js';

describe('deploy API', () => {
  const t = useTestApi(deploySettings);
  let blog: ReturnType<typeof deployClient>;
  let operator: ReturnType<typeof deployClient>;
  let edge: ReturnType<typeof deployClient>;

  before(async () => {
    const token = await teamToken(t.context.db, 'blog');
    blog = deployClient(t.app, token);
    operator = deployClient(t.app, OPERATOR_TOKEN);
    edge = deployClient(t.app, EDGE_TOKEN);
  });

  const registry = async () => (await operator.get<Registry>('/registry')).body.data;
  const history = async (remote: string) =>
    (await operator.get<HistoryEntry[]>(`/remotes/${remote}/history`)).body.data;

  it("lets a team act on its own remote only: another remote's every action is 403", async () => {
    await publish(operator, 'games', '1.0.0-games1');
    await publish(blog, 'blog', '1.0.0-blog1');
    const refused = [
      () => blog.put('/remotes/games/versions/1.0.0-games2/files/remoteEntry.js', 'x'),
      () => blog.post('/remotes/games/versions/1.0.0-games1/seal', { files: { 'remoteEntry.js': sha256('x') } }),
      () => blog.post('/remotes/games/release', { version: '1.0.0-games1' }),
      () => blog.post('/remotes/games/rollback', {}),
      () => blog.post('/remotes/games/pins', { version: '1.0.0-games1', minutes: 5 }),
      () => blog.post('/remotes/games/canary/end', {}),
      () => blog.post('/remotes/games/promote', {}),
      () => blog.post('/remotes', { name: 'quests' }),
      () => edge.post('/remotes/games/release', { version: '1.0.0-games1' }),
      () => edge.put('/remotes/games/versions/1.0.0-games2/files/remoteEntry.js', 'x'),
    ];
    for (const call of refused) {
      const res = await call();
      assert.equal(res.status, 403, JSON.stringify(res.body));
      assert.equal(res.body.success, false);
    }
    const released = await blog.post<DeployMove>('/remotes/blog/release', { version: '1.0.0-blog1', reason: 'first' });
    assert.equal(released.status, 200);
    assert.equal(released.body.data.moved, true);
    const pinned = await blog.post<{ version: string; until: string }>('/remotes/blog/pins', {
      version: '1.0.0-blog1',
      minutes: 30,
    });
    assert.equal(pinned.status, 200);
    assert.ok(Date.parse(pinned.body.data.until) > Date.now() + 29 * 60_000);
    await publish(blog, 'blog', '1.0.0-blog2');
    assert.equal((await blog.post('/remotes/blog/release', { version: '1.0.0-blog2', percent: 10 })).status, 200);
    assert.equal((await blog.post('/remotes/blog/canary/end', { reason: 'not yet' })).status, 200);
    assert.equal((await blog.post('/remotes/blog/rollback', {})).status, 409);
    const state = (await registry()).remotes.blog!;
    assert.equal(state.current, '1.0.0-blog1');
    assert.equal(state.canary, null);
    assert.deepEqual(
      state.pins.map((p) => p.version),
      ['1.0.0-blog1'],
    );
    assert.deepEqual(
      state.versions.map((v) => v.version),
      ['1.0.0-blog1', '1.0.0-blog2'],
    );
    assert.match(state.versions[0]!.integrity!, /^sha384-/);
    assert.match(state.versions[0]!.manifestIntegrity!, /^sha384-/);
    // Nothing of games moved.
    assert.equal((await registry()).remotes.games!.current, null);
    assert.equal((await blog.post('/remotes/nope/release', { version: '1.0.0-blog1' })).status, 404);
  });

  it('records every action with its actor and reason, newest first', async () => {
    const entries = await history('blog');
    assert.deepEqual(
      entries.map((e) => [e.action, e.version, e.actor]),
      [
        ['drop-canary', '1.0.0-blog2', 'blog team'],
        ['canary', '1.0.0-blog2', 'blog team'],
        ['seal', '1.0.0-blog2', 'blog team'],
        ['pin', '1.0.0-blog1', 'blog team'],
        ['release', '1.0.0-blog1', 'blog team'],
        ['seal', '1.0.0-blog1', 'blog team'],
      ],
    );
    assert.equal(entries[0]!.reason, 'not yet');
    assert.equal(entries[0]!.percent, 10);
    assert.equal(entries[1]!.previous, '1.0.0-blog1');
    assert.equal(entries[4]!.reason, 'first');
    assert.equal(entries[4]!.previous, null);
    assert.deepEqual(
      (await history('games')).map((e) => [e.action, e.actor]),
      [['seal', 'operator']],
    );
    // Any valid token reads it; none is 401.
    assert.equal((await edge.get('/remotes/blog/history')).status, 200);
    assert.equal((await deployClient(t.app).get('/remotes/blog/history')).status, 401);
  });

  it('seals only complete, matching content and never changes a sealed version', async () => {
    const files = buildFiles('account-1');
    for (const [file, bytes] of Object.entries(files))
      await operator.put(`/remotes/account/versions/1.0.0-acc1/files/${file}`, bytes);
    const hashes = Object.fromEntries(Object.entries(files).map(([file, bytes]) => [file, sha256(bytes)]));
    const seal = (body: Record<string, string>) =>
      operator.post('/remotes/account/versions/1.0.0-acc1/seal', { files: body });

    const missing = await seal({ ...hashes, 'static/js/other.js': sha256('other') });
    assert.equal(missing.status, 422);
    assert.deepEqual((missing.body.data as { missing: string[] }).missing, ['static/js/other.js']);
    const changed = await seal({ ...hashes, 'remoteEntry.js': sha256('something else') });
    assert.equal(changed.status, 422);
    assert.deepEqual((changed.body.data as { changed: string[] }).changed, ['remoteEntry.js']);
    const { 'mf-manifest.json': _manifest, ...withoutManifest } = hashes;
    assert.equal((await seal(withoutManifest)).status, 422);

    const sealed = await seal(hashes);
    assert.equal(sealed.status, 200);
    assert.equal((sealed.body.data as { created: boolean }).created, true);
    // Idempotent for identical content; other content is refused.
    assert.equal(((await seal(hashes)).body.data as { created: boolean }).created, false);
    assert.equal((await seal({ ...hashes, 'extra.js': sha256('x') })).status, 409);
    const url = '/remotes/account/versions/1.0.0-acc1/files/remoteEntry.js';
    assert.equal((await operator.put(url, files['remoteEntry.js']!)).status, 200);
    assert.equal((await operator.put(url, 'changed')).status, 409);
    assert.equal((await operator.put('/remotes/account/versions/1.0.0-acc1/files/new.js', 'new')).status, 409);
    assert.equal(
      String(await readObject(t.context.objects, 'remotes/account/1.0.0-acc1/remoteEntry.js')),
      files['remoteEntry.js'],
    );
    for (const bad of ['..%2Fescape.js', 'a%2F%2Fb.js', 'a%2F..%2F..%2Fb.js'])
      assert.equal((await operator.put(`/remotes/account/versions/1.0.0-acc2/files/${bad}`, 'x')).status, 400, bad);
    // A release names a sealed version only.
    assert.equal((await operator.post('/remotes/account/release', { version: '1.0.0-nothere' })).status, 404);
  });

  it('rolls back as the release commands did: a canary first, else one release back by the history', async () => {
    const remote = 'upload';
    for (const version of ['1.0.0-a', '1.0.0-b', '1.0.0-c', '1.0.0-d']) await publish(operator, remote, version);
    const move = async (path: string, body: object = {}) => {
      const res = await operator.post<DeployMove>(`/remotes/${remote}/${path}`, body);
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return res.body.data;
    };
    const current = async () => (await registry()).remotes[remote]!;
    // A canary needs a current version.
    assert.equal((await operator.post(`/remotes/${remote}/release`, { version: '1.0.0-a', percent: 5 })).status, 409);
    await move('release', { version: '1.0.0-a' });
    await move('release', { version: '1.0.0-b' });
    await move('release', { version: '1.0.0-c' });
    assert.equal((await move('release', { version: '1.0.0-c' })).moved, false);

    // Back one release each time, then a clear refusal at the first.
    assert.deepEqual(await move('rollback'), {
      remote,
      action: 'rollback',
      version: '1.0.0-b',
      previous: '1.0.0-c',
      moved: true,
      revision: (await registry()).revision,
    });
    assert.equal((await move('rollback')).version, '1.0.0-a');
    const first = await operator.post(`/remotes/${remote}/rollback`, {});
    assert.equal(first.status, 409);
    assert.match(first.body.message, /no release before 1\.0\.0-a/);
    assert.equal((await move('rollback', { version: '1.0.0-a' })).moved, false);

    // A canary: a full release is refused while it runs; rollback without a version drops it.
    await move('release', { version: '1.0.0-d', percent: 20 });
    assert.deepEqual((await current()).canary, { version: '1.0.0-d', percent: 20 });
    assert.equal((await operator.post(`/remotes/${remote}/release`, { version: '1.0.0-b' })).status, 409);
    const dropped = await move('rollback');
    assert.equal(dropped.droppedCanary, '1.0.0-d');
    assert.equal(dropped.version, '1.0.0-a');
    assert.equal((await current()).canary, null);
    assert.equal((await history(remote))[0]!.reason, 'rolled back by hand');

    // Promote makes the canary current; a rollback then goes back to the version before it.
    assert.equal((await operator.post(`/remotes/${remote}/promote`, {})).status, 409);
    await move('release', { version: '1.0.0-d', percent: 50 });
    assert.deepEqual(await move('promote'), {
      remote,
      action: 'promote',
      version: '1.0.0-d',
      previous: '1.0.0-a',
      moved: true,
      revision: (await registry()).revision,
    });
    assert.equal((await current()).watched?.version, '1.0.0-d');
    assert.equal((await move('rollback')).version, '1.0.0-a');

    // A named version while a canary runs ends the canary, and the entry says so.
    await move('release', { version: '1.0.0-c', percent: 50 });
    const named = await move('rollback', { version: '1.0.0-b' });
    assert.equal(named.droppedCanary, '1.0.0-c');
    assert.equal((await history(remote))[0]!.droppedCanary, '1.0.0-c');
    assert.equal((await current()).current, '1.0.0-b');
  });

  it("records the edge's automatic decisions as its own, moving only from what it judged", async () => {
    const remote = 'games';
    await publish(operator, remote, '1.0.0-games2');
    await publish(operator, remote, '1.0.0-games3');
    await operator.post(`/remotes/${remote}/release`, { version: '1.0.0-games1' });
    await operator.post(`/remotes/${remote}/release`, { version: '1.0.0-games2', percent: 30 });
    const health = { failing: 12, baseline: 0.01 };
    // A guard naming another canary changes nothing.
    const stale = await edge.post<DeployMove>(`/remotes/${remote}/canary/end`, {
      onlyVersion: '1.0.0-games3',
      reason: 'x',
    });
    assert.equal(stale.body.data.moved, false);
    const ended = await edge.post<DeployMove>(`/remotes/${remote}/canary/end`, {
      onlyVersion: '1.0.0-games2',
      reason: 'too many failing sessions',
      health,
    });
    assert.equal(ended.body.data.moved, true);
    const [entry] = await history(remote);
    assert.equal(entry!.actor, 'edge (automatic rollback)');
    assert.deepEqual(entry!.health, health);

    await operator.post(`/remotes/${remote}/release`, { version: '1.0.0-games3' });
    assert.equal((await registry()).remotes[remote]!.watched?.previous, '1.0.0-games1');
    // Another version is current meanwhile: nothing moves.
    const from = await edge.post<DeployMove>(`/remotes/${remote}/rollback`, {
      version: '1.0.0-games1',
      onlyFrom: '1.0.0-games1',
      reason: 'spike',
    });
    assert.equal(from.body.data.moved, false);
    const kept = await edge.post<DeployMove>(`/remotes/${remote}/watch/end`, {
      version: '1.0.0-games3',
      reason: 'kept',
    });
    assert.equal(kept.body.data.action, 'watch-ended');
    assert.equal((await registry()).remotes[remote]!.watched, null);
    // A second replica closing the same watch writes nothing more.
    const again = await edge.post<DeployMove>(`/remotes/${remote}/watch/end`, {
      version: '1.0.0-games3',
      reason: 'kept',
    });
    assert.equal(again.body.data.action, null);
    assert.equal((await history(remote)).filter((e) => e.action === 'watch-ended').length, 1);
  });

  it('registers a new remote (operator only) and lists it', async () => {
    const created = await operator.post('/remotes', { name: 'quests' });
    assert.equal(created.status, 201);
    assert.equal((await operator.post('/remotes', { name: 'quests' })).status, 200);
    assert.equal((await operator.post('/remotes', { name: 'shell' })).status, 400);
    const remotes = (await registry()).remotes;
    assert.deepEqual(remotes.quests, { current: null, canary: null, versions: [], pins: [], watched: null });
    assert.equal((await history('quests'))[0]!.action, 'register');
  });
});
