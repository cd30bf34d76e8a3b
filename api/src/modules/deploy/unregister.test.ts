import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { HistoryEntry, Registry } from '@portal/shared/contract/deploy';
import { DEPLOY_ERROR_CODES } from '@portal/shared/contract/deploy';
import { useTestApi } from '../../test/context.js';
import { deployClient, deploySettings, EDGE_TOKEN, OPERATOR_TOKEN, teamToken } from './test-client.js';
import { publish } from './test-versions.js';

interface Unregistered {
  name: string;
  current: string | null;
  canary: string | null;
  versions: string[];
  revokedTokens: number;
  revision: number;
}

describe('deploy API: unregistering a remote', () => {
  const t = useTestApi(deploySettings);
  let operator: ReturnType<typeof deployClient>;
  let team: ReturnType<typeof deployClient>;

  before(async () => {
    operator = deployClient(t.app, OPERATOR_TOKEN);
    assert.equal((await operator.post('/remotes', { name: 'quests' })).status, 201);
    const token = await teamToken(t.context.db, 'quests');
    team = deployClient(t.app, token);
  });

  const registry = async () => (await operator.get<Registry>('/registry')).body.data;
  const unregister = (client: ReturnType<typeof deployClient>, remote: string, query = '') =>
    client.delete<Unregistered>(`/remotes/${remote}${query}`);
  const stored = async (prefix: string) => {
    const keys: string[] = [];
    for await (const object of t.context.objects.list(prefix)) keys.push(object.key);
    return keys;
  };

  it('is for operators only: the remote’s own team, another team and the edge get 403', async () => {
    const token = await teamToken(t.context.db, 'blog');
    for (const client of [team, deployClient(t.app, token), deployClient(t.app, EDGE_TOKEN)]) {
      const res = await unregister(client, 'quests', '?force=true');
      assert.equal(res.status, 403, JSON.stringify(res.body));
      assert.equal(res.body.code, DEPLOY_ERROR_CODES.forbidden);
    }
    assert.ok((await registry()).remotes.quests);
    assert.equal((await unregister(operator, 'nope')).status, 404);
  });

  it('refuses while visitors are served a version unless forced; then every edge sees it go', async () => {
    await publish(team, 'quests', '1.0.0-q1');
    await publish(team, 'quests', '1.0.0-q2');
    assert.equal((await team.post('/remotes/quests/release', { version: '1.0.0-q1' })).status, 200);
    assert.equal((await team.post('/remotes/quests/release', { version: '1.0.0-q2', percent: 10 })).status, 200);
    assert.equal((await team.post('/remotes/quests/pins', { version: '1.0.0-q1', minutes: 30 })).status, 200);

    const refused = await unregister(operator, 'quests');
    assert.equal(refused.status, 409, JSON.stringify(refused.body));
    assert.equal(refused.body.code, DEPLOY_ERROR_CODES.served);
    assert.deepEqual(refused.body.data, { current: '1.0.0-q1', canary: '1.0.0-q2' });
    const before = await registry();
    assert.equal(before.remotes.quests?.current, '1.0.0-q1');

    // An edge waiting for the next revision (its long poll) hears of the removal.
    const edge = deployClient(t.app, EDGE_TOKEN);
    const poll = edge.get<Registry>(`/registry?after=${before.revision}&wait=25`);
    const removed = await operator.deleteAs<Unregistered>('/remotes/quests?force=true&reason=retired', 'ops on call');
    assert.equal(removed.status, 200, JSON.stringify(removed.body));
    assert.deepEqual(
      { ...removed.body.data, revision: undefined },
      {
        name: 'quests',
        current: '1.0.0-q1',
        canary: '1.0.0-q2',
        versions: ['1.0.0-q1', '1.0.0-q2'],
        revokedTokens: 1,
        revision: undefined,
      },
    );
    const seen = await poll;
    assert.equal(seen.status, 200);
    assert.equal(seen.body.data.revision, removed.body.data.revision);
    assert.equal(seen.body.data.remotes.quests, undefined);
    assert.deepEqual(await stored('remotes/quests/'), []);

    // The history stays readable, with who removed it and what it served.
    const history = (await operator.get<HistoryEntry[]>('/remotes/quests/history')).body.data;
    assert.deepEqual(
      {
        action: history[0]!.action,
        version: history[0]!.version,
        actor: history[0]!.actor,
        reason: history[0]!.reason,
      },
      { action: 'unregister', version: '1.0.0-q1', actor: 'operator (ops on call)', reason: 'retired' },
    );
    // Its team's token no longer acts; nothing acts on the remote until it is registered again.
    assert.equal((await team.get('/registry')).status, 401);
    assert.equal((await operator.post('/remotes/quests/release', { version: '1.0.0-q1' })).status, 404);
    assert.equal((await operator.put('/remotes/quests/versions/1.0.0-q3/files/remoteEntry.js', 'x')).status, 404);
    assert.equal((await unregister(operator, 'quests', '?force=true')).status, 404);
  });

  it('unregisters a remote that serves nothing without force, and registers it again empty', async () => {
    await publish(operator, 'upload', '1.0.0-up1');
    const removed = await unregister(operator, 'upload');
    assert.equal(removed.status, 200, JSON.stringify(removed.body));
    assert.deepEqual(removed.body.data.versions, ['1.0.0-up1']);
    assert.equal((await registry()).remotes.upload, undefined);

    const again = await operator.post<{ created: boolean }>('/remotes', { name: 'upload' });
    assert.equal(again.status, 201);
    assert.equal(again.body.data.created, true);
    assert.deepEqual((await registry()).remotes.upload, {
      current: null,
      canary: null,
      versions: [],
      pins: [],
      watched: null,
    });
    const history = (await operator.get<HistoryEntry[]>('/remotes/upload/history')).body.data;
    assert.deepEqual(
      history.slice(0, 3).map((entry) => entry.action),
      ['register', 'unregister', 'seal'],
    );
  });
});
