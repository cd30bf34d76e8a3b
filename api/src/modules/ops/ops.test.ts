import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { OpsHistory, OpsModeration, OpsMove, OpsRemotes } from '@portal/shared/contract/ops';
import { STUDIO_ERROR_CODES } from '@portal/shared/contract/studio';
import { useTestApi } from '../../test/context.js';
import { assertClientError } from '../../test/http.js';
import { send, signUpAndLogin, uniqueEmail } from '../../test/users.js';
import { deployClient, deploySettings, OPERATOR_TOKEN, teamToken } from '../deploy/test-client.js';
import { publish } from '../deploy/test-versions.js';
import { listOperators, setOperator } from './operators.js';

type User = Awaited<ReturnType<typeof signUpAndLogin>>;

const LISTED_EMAIL = uniqueEmail('listed-operator');

describe('ops console: operators see the registry and move remotes with their session', () => {
  const t = useTestApi({ ...deploySettings, operators: { ids: [], emails: [LISTED_EMAIL] } });
  let operator: User;
  let listed: User;
  let player: User;

  before(async () => {
    operator = await signUpAndLogin(t.app, { name: 'Olga Operator' });
    listed = await signUpAndLogin(t.app, { name: 'Lee Listed', email: LISTED_EMAIL });
    player = await signUpAndLogin(t.app, { name: 'Pat Player' });
    assert.equal((await setOperator(t.context.db, operator.email, true))?.id, operator.userId);
    const deploy = deployClient(t.app, OPERATOR_TOKEN);
    for (const version of ['1.0.0-aaaa', '1.1.0-bbbb', '1.2.0-cccc']) await publish(deploy, 'blog', version);
    assert.equal((await deploy.post('/remotes/blog/release', { version: '1.0.0-aaaa' })).status, 200);
    assert.equal((await deploy.post('/remotes/blog/release', { version: '1.1.0-bbbb' })).status, 200);
    assert.equal((await deploy.post('/remotes/blog/release', { version: '1.2.0-cccc', percent: 10 })).status, 200);
  });

  const as = (user: User | null) => ({ headers: user ? user.authHeader : {} });
  const move = (user: User | null, action: string, payload: unknown, remote = 'blog') =>
    send<OpsMove>(t.app, 'POST', `/ops/remotes/${remote}/${action}`, { ...as(user), payload: payload as object });

  it("says who is an operator: by the CLI's role or by OPERATOR_EMAILS", async () => {
    for (const [user, expected] of [
      [operator, true],
      [listed, true],
      [player, false],
    ] as const) {
      const res = await send<{ operator: boolean }>(t.app, 'GET', '/ops/access', as(user));
      assert.equal(res.body.data.operator, expected);
    }
    assert.deepEqual(
      (await listOperators(t.context.db)).map((user) => user.email),
      [operator.email],
    );
    assertClientError(await send(t.app, 'GET', '/ops/access'), 401);
  });

  it('asks a guest to sign in and refuses a signed-in non-operator (403)', async () => {
    for (const url of ['/ops/remotes', '/ops/history', '/ops/moderation']) {
      assertClientError(await send(t.app, 'GET', url), 401);
      const refused = await send(t.app, 'GET', url, as(player));
      assertClientError(refused, 403);
      assert.equal(refused.body.code, STUDIO_ERROR_CODES.notOperator);
    }
    assertClientError(await move(null, 'rollback', { reason: 'broken' }), 401);
    assertClientError(await move(player, 'rollback', { reason: 'broken' }), 403);
  });

  it('shows every registered remote with its versions, canary, previous versions and health per day', async () => {
    await t.context.db.query(
      `INSERT INTO remote_health (remote, version, session, loads, failures, kinds, last_failure)
       VALUES ('blog', '1.2.0-cccc', 'aaaaaaaaaaaaaaa1', 1, 0, '{load}', NULL),
              ('blog', '1.2.0-cccc', 'aaaaaaaaaaaaaaa2', 1, 1, '{load,ssr-throw}', 'ssr-throw: boom'),
              ('blog', '1.1.0-bbbb', 'aaaaaaaaaaaaaaa3', 1, 0, '{load}', NULL)`,
    );
    const res = await send<OpsRemotes>(t.app, 'GET', '/ops/remotes', as(listed));
    assert.equal(res.status, 200);
    const names = res.body.data.remotes.map((remote) => remote.name);
    for (const name of ['account', 'blog', 'games', 'upload']) assert.ok(names.includes(name), name);
    const blog = res.body.data.remotes.find((remote) => remote.name === 'blog')!;
    assert.equal(blog.current, '1.1.0-bbbb');
    assert.deepEqual(blog.canary, { version: '1.2.0-cccc', percent: 10 });
    assert.deepEqual(blog.previous, ['1.0.0-aaaa']);
    assert.deepEqual(blog.versions.map((v) => v.version).sort(), ['1.0.0-aaaa', '1.1.0-bbbb', '1.2.0-cccc']);
    const canaryHealth = blog.health.find((day) => day.version === '1.2.0-cccc')!;
    assert.deepEqual(
      [canaryHealth.sessions, canaryHealth.failing, canaryHealth.failureRate, canaryHealth.ssrFailures],
      [2, 1, 0.5, 1],
    );
    assert.deepEqual(
      blog.errors.map((e) => [e.version, e.kind, e.sessions, e.lastMessage]),
      [['1.2.0-cccc', 'ssr-throw', 1, 'ssr-throw: boom']],
    );
  });

  it('needs a reason of 1 to 200 characters for a move', async () => {
    assertClientError(await move(operator, 'rollback', {}), 400);
    assertClientError(await move(operator, 'rollback', { reason: '' }), 400);
    assertClientError(await move(operator, 'rollback', { reason: 'x'.repeat(201) }), 400);
    assertClientError(await move(operator, 'undo', { reason: 'no such move' }), 400);
    assertClientError(await move(operator, 'rollback', { reason: 'unknown remote' }, 'nosuch'), 404);
  });

  it("ends a canary, rolls back and promotes with the deploy API's moves, recorded with the operator and reason", async () => {
    const ended = await move(operator, 'end-canary', { reason: 'canary looks slow' });
    assert.equal(ended.status, 200, JSON.stringify(ended.body));
    assert.deepEqual([ended.body.data.action, ended.body.data.moved], ['drop-canary', true]);

    const rolled = await move(operator, 'rollback', { reason: 'comments vanish on 1.1' });
    assert.deepEqual(
      [rolled.body.data.action, rolled.body.data.version, rolled.body.data.previous],
      ['rollback', '1.0.0-aaaa', '1.1.0-bbbb'],
    );
    const registry = await deployClient(t.app, OPERATOR_TOKEN).get<{ remotes: Record<string, { current: string }> }>(
      '/registry',
    );
    assert.equal(registry.body.data.remotes.blog!.current, '1.0.0-aaaa', 'the registry the edge reads moved');

    const noCanary = await move(operator, 'promote', { reason: 'nothing to promote' });
    assertClientError(noCanary, 409);

    const history = await send<OpsHistory>(t.app, 'GET', '/ops/history?remote=blog&limit=2', as(operator));
    assert.deepEqual(
      history.body.data.entries.map((entry) => [entry.remote, entry.action, entry.actor, entry.reason]),
      [
        ['blog', 'rollback', 'Olga Operator (ops console)', 'comments vanish on 1.1'],
        ['blog', 'drop-canary', 'Olga Operator (ops console)', 'canary looks slow'],
      ],
    );
    const all = await send<OpsHistory>(t.app, 'GET', '/ops/history', as(operator));
    assert.ok(all.body.data.entries.length > 2);
  });

  it("leaves a team's deploy token limited to its own remote", async () => {
    const blogTeam = deployClient(t.app, await teamToken(t.context.db, 'blog'));
    const refused = await blogTeam.post('/remotes/games/rollback', { reason: 'not ours' });
    assert.equal(refused.status, 403);
    const ownRemote = await blogTeam.post('/remotes/blog/release', { version: '1.1.0-bbbb', reason: 'fixed' });
    assert.equal(ownRemote.status, 200, JSON.stringify(ownRemote.body));
  });

  it('counts the review queue', async () => {
    await t.context.db.query(
      `INSERT INTO uploads (user_id, file_name, file_size, content_type, status, expires_at, submitted_at)
       VALUES ($1, 'a.zip', 1, 'application/zip', 'pending_review', now(), now() - interval '2 hours'),
              ($1, 'b.zip', 1, 'application/zip', 'pending_review', now(), now() - interval '1 hour')`,
      [player.userId],
    );
    const res = await send<OpsModeration>(t.app, 'GET', '/ops/moderation', as(operator));
    assert.equal(res.body.data.waiting, 2);
    assert.ok(Date.now() - Date.parse(res.body.data.oldestSubmittedAt!) >= 2 * 3600_000 - 60_000);
  });
});
