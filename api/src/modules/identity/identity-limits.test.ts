import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useTestApi } from '../../test/context.js';
import { assertClientError } from '../../test/http.js';
import { send, TEST_PASSWORD, uniqueEmail } from '../../test/users.js';
import type { ProviderTokenResult } from '@portal/shared';

// Sign-in limits and the lockout, end to end: run again with the counts in Redis by .ci/run.

describe('identity provider: sign-in rate limits', () => {
  const t = useTestApi({ signInIpLimit: 5, signInAccountLimit: 3, signUpIpLimit: 1000 });

  it('locks out guesses at one account from one address, never the owner elsewhere', async () => {
    const email = uniqueEmail('target');
    assert.equal(
      (
        await send<ProviderTokenResult>(t.app, 'POST', '/identity/sign-up', {
          payload: { email, password: TEST_PASSWORD },
        })
      ).status,
      200,
    );
    const attempt = (password: string, remoteAddress: string) =>
      send<ProviderTokenResult>(t.app, 'POST', '/identity/sign-in', { payload: { email, password }, remoteAddress });
    const stranger = '203.0.113.31';
    for (let i = 0; i < 3; i++) assert.equal((await attempt('guess-wrong-1', stranger)).body.code, 40104);
    assertClientError(await attempt(TEST_PASSWORD, stranger), 429, /Too many requests/);
    const owner = await attempt(TEST_PASSWORD, '203.0.113.32');
    assert.equal(owner.status, 200, 'the owner signs in from their own address');
  });

  it('limits attempts per address across accounts', async () => {
    const remoteAddress = '203.0.113.77';
    for (let i = 0; i < 5; i++) {
      const res = await send<ProviderTokenResult>(t.app, 'POST', '/identity/sign-in', {
        payload: { email: uniqueEmail(), password: 'guess-1234' },
        remoteAddress,
      });
      assert.equal(res.status, 401);
    }
    const limited = await send<ProviderTokenResult>(t.app, 'POST', '/identity/sign-in', {
      payload: { email: uniqueEmail(), password: 'guess-1234' },
      remoteAddress,
    });
    assert.equal(limited.status, 429);
  });
});

describe('identity provider: the lockout counts failures only', () => {
  const t = useTestApi({ signInIpLimit: 1000, signInAccountLimit: 3, signUpIpLimit: 1000 });

  it('never locks out an owner signing in again and again from one address, and still stops guesses', async () => {
    const email = uniqueEmail('regular');
    await send<ProviderTokenResult>(t.app, 'POST', '/identity/sign-up', {
      payload: { email, password: TEST_PASSWORD },
    });
    const remoteAddress = '198.51.100.7';
    const attempt = (password: string) =>
      send<ProviderTokenResult>(t.app, 'POST', '/identity/sign-in', { payload: { email, password }, remoteAddress });
    for (let i = 0; i < 14; i++) assert.equal((await attempt(TEST_PASSWORD)).status, 200, `sign-in ${i + 1}`);
    for (let i = 0; i < 2; i++) assert.equal((await attempt('guess-wrong-2')).status, 401);
    assert.equal((await attempt(TEST_PASSWORD)).status, 200, 'two failures leave the owner in');
    assert.equal((await attempt('guess-wrong-3')).status, 401);
    assertClientError(await attempt(TEST_PASSWORD), 429, /Too many requests/);
  });
});
