import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { OpsOperator, OpsOperators } from '@portal/shared/contract/ops';
import { STUDIO_ERROR_CODES } from '@portal/shared/contract/studio';
import { useTestApi } from '../../test/context.js';
import { assertClientError } from '../../test/http.js';
import { send, signUpAndLogin } from '../../test/users.js';
import { setOperator } from './operators.js';

type User = Awaited<ReturnType<typeof signUpAndLogin>>;

describe('ops console: an operator grants and revokes the role through the API', () => {
  const t = useTestApi();
  let operator: User;
  let player: User;

  before(async () => {
    operator = await signUpAndLogin(t.app, { name: 'Olga Operator' });
    player = await signUpAndLogin(t.app, { name: 'Pat Player' });
    await setOperator(t.context.db, operator.email, true);
  });

  const grant = (by: User | null, payload: object) =>
    send<OpsOperator>(t.app, 'POST', '/ops/operators', { headers: by ? by.authHeader : {}, payload });
  const isOperator = async (user: User) =>
    (await send<{ operator: boolean }>(t.app, 'GET', '/ops/access', { headers: user.authHeader })).body.data.operator;

  it('grants by email, lists the holders, and revokes by id', async () => {
    const granted = await grant(operator, { who: `  ${player.email.toUpperCase()} `, operator: true });
    assert.equal(granted.status, 200, JSON.stringify(granted.body));
    assert.deepEqual([granted.body.data.id, granted.body.data.name], [player.userId, 'Pat Player']);
    assert.equal(await isOperator(player), true);
    const listed = await send<OpsOperators>(t.app, 'GET', '/ops/operators', { headers: operator.authHeader });
    assert.deepEqual(
      listed.body.data.operators.map((user) => user.email),
      [operator.email, player.email],
    );

    assert.equal((await grant(operator, { who: player.userId, operator: false })).status, 200);
    assert.equal(await isOperator(player), false);
  });

  it('refuses guests and non-operators, and says when nobody has that email or id', async () => {
    assertClientError(await grant(null, { who: player.email, operator: true }), 401);
    const refused = await grant(player, { who: player.email, operator: true });
    assertClientError(refused, 403);
    assert.equal(refused.body.code, STUDIO_ERROR_CODES.notOperator);
    assert.equal(await isOperator(player), false);

    const nobody = await grant(operator, { who: 'nobody@example.com', operator: true });
    assertClientError(nobody, 404);
    assert.equal(nobody.body.code, STUDIO_ERROR_CODES.unknownUser);
    for (const bad of [{ who: '', operator: true }, { who: player.email }, { who: player.email, operator: 'yes' }])
      assertClientError(await grant(operator, bad), 400);
  });
});
