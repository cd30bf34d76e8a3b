import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { StudioGames } from '@portal/shared/contract/studio';
import { useTestApi } from '../../test/context.js';
import { API } from '../../test/http.js';
import { send } from '../../test/users.js';
import { DEMO_GAME, DEMO_MAKER, DEMO_OPERATOR, DEMO_PASSWORD, ensureDemoAccounts } from './demo-accounts.js';

describe('studio: the known maker and operator accounts of e2e and development', () => {
  const t = useTestApi({ studioDemoAccounts: true });

  /** Signs in as the e2e does: the identity provider's sign-in, then the portal's login. */
  async function signIn(email: string) {
    const signedIn = await t.app.inject({
      method: 'POST',
      url: `${API}/identity/sign-in`,
      payload: { email, password: DEMO_PASSWORD },
    });
    assert.equal(signedIn.statusCode, 200, signedIn.body);
    const login = await t.app.inject({
      method: 'POST',
      url: `${API}/auth/login`,
      payload: { token: signedIn.json().data.token, type: 1, device_id: 'demo-device-0001', login_type: 'aware' },
    });
    assert.equal(login.statusCode, 200, login.body);
    return { authorization: `Bearer ${login.json().data.access_token as string}` };
  }

  it('signs the maker in to a studio with their live game, and the operator in to the console', async () => {
    const games = await send<StudioGames>(t.app, 'GET', '/studio/games', { headers: await signIn(DEMO_MAKER.email) });
    assert.deepEqual(
      games.body.data.games.map((game) => [game.slug, game.title, game.status, game.versions.length]),
      [[DEMO_GAME.slug, DEMO_GAME.title, 'live', 1]],
    );
    const page = await send(t.app, 'GET', `/g/${DEMO_GAME.slug}`);
    assert.equal(page.status, 200, 'the game is in the catalogue');
    const access = await send<{ operator: boolean }>(t.app, 'GET', '/ops/access', {
      headers: await signIn(DEMO_OPERATOR.email),
    });
    assert.equal(access.body.data.operator, true);
  });

  it('changes nothing when it runs again (every start)', async () => {
    const count = async () =>
      (await t.context.db.query<{ n: number }>('SELECT count(*)::int AS n FROM games WHERE owner_id IS NOT NULL'))[0]!
        .n;
    const before = await count();
    await ensureDemoAccounts(t.context.db, t.context.config, t.context.objects);
    assert.equal(await count(), before);
  });
});
