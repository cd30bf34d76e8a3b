import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useTestApi } from '../../test/context.js';
import { assertClientError } from '../../test/http.js';
import { send, signUpAndLogin } from '../../test/users.js';
import type { UserProfile } from '@portal/shared';

describe('users: profile and name change', () => {
  const t = useTestApi({ signUpIpLimit: 1000 });

  it('returns the signed-in user with email and game stats', async () => {
    const user = await signUpAndLogin(t.app, { name: 'Ada Lovelace' });
    const res = await send<UserProfile>(t.app, 'GET', '/user/info/get', { headers: user.authHeader });
    assert.equal(res.status, 200);
    assert.equal(res.body.data.user_id, user.userId);
    assert.equal(res.body.data.name, 'Ada Lovelace');
    assert.equal(res.body.data.email, user.email);
    assert.deepEqual(res.body.data.game_stats, { play_count: 0, favorite_count: 0, liked_count: 0 });
    assert.ok(Date.parse(res.body.data.created_at) <= Date.now());
  });

  it('accepts names of 2 to 24 letters, digits, single spaces and _ - . in any script', async () => {
    const user = await signUpAndLogin(t.app);
    for (const name of [
      'Al',
      'x'.repeat(24),
      'Mia_Rose-2.0',
      'Łukasz Żółw',
      '玩家一号',
      'プレイヤー',
      'محمد علي',
      'नमस्ते',
      '字'.repeat(24),
      'Zoë 9',
    ]) {
      const res = await send<UserProfile>(t.app, 'POST', '/user/info/modify', {
        headers: user.authHeader,
        payload: { name },
      });
      assert.equal(res.status, 200, `${name}: ${JSON.stringify(res.body)}`);
      assert.equal(res.body.data.name, name);
    }
    assert.equal(
      (await send<UserProfile>(t.app, 'GET', '/user/info/get', { headers: user.authHeader })).body.data.name,
      'Zoë 9',
    );
  });

  it('refuses names breaking the rules with 400/40004 and a message, changing nothing', async () => {
    const user = await signUpAndLogin(t.app, { name: 'Keeper' });
    const cases: [string, RegExp][] = [
      ['A', /2 to 24 characters/],
      ['', /2 to 24 characters/],
      ['x'.repeat(25), /2 to 24 characters/],
      ['字'.repeat(25), /2 to 24 characters/],
      [' Leading', /start or end with a space/],
      ['Trailing ', /start or end with a space/],
      ['Two  spaces', /single spaces/],
      ['<b>bold</b>', /letters, digits/],
      ['name@host', /letters, digits/],
      ['tab\there', /letters, digits/],
      ['emoji 😀', /letters, digits/],
    ];
    for (const [name, message] of cases) {
      const res = await send<UserProfile>(t.app, 'POST', '/user/info/modify', {
        headers: user.authHeader,
        payload: { name },
      });
      assertClientError(res, 400, message);
      assert.equal(res.body.code, 40004, name);
    }
    assertClientError(
      await send(t.app, 'POST', '/user/info/modify', { headers: user.authHeader, payload: {} }),
      400,
      /name is required/,
    );
    assert.equal(
      (await send<UserProfile>(t.app, 'GET', '/user/info/get', { headers: user.authHeader })).body.data.name,
      'Keeper',
    );
  });

  it('refuses profane names (40005) without catching innocent words', async () => {
    const user = await signUpAndLogin(t.app);
    for (const name of ['fuck this', 'Sh1thead', 'b1tch']) {
      const res = await send<UserProfile>(t.app, 'POST', '/user/info/modify', {
        headers: user.authHeader,
        payload: { name },
      });
      assertClientError(res, 400, /not allowed/);
      assert.equal(res.body.code, 40005, name);
    }
    for (const name of ['Scunthorpe', 'Assassin', 'Cocktail', 'Dickens']) {
      assert.equal(
        (await send<UserProfile>(t.app, 'POST', '/user/info/modify', { headers: user.authHeader, payload: { name } }))
          .status,
        200,
        name,
      );
    }
  });
});
