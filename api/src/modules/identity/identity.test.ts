import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { decodeJwt } from 'jose';
import { SIGNED_IN_COOKIE } from '@portal/server-kit';
import { useTestApi } from '../../test/context.js';
import { assertClientError } from '../../test/http.js';
import { send, TEST_PASSWORD, uniqueEmail } from '../../test/users.js';
import { IDENTITY_COOKIE } from './routes.js';
import type { ProviderTokenResult } from '@portal/shared';

const cookieHeader = (value: string) => ({ cookie: `${IDENTITY_COOKIE}=${value}` });

describe('identity provider: sign-up, sign-in, silent token, sign-out', () => {
  const t = useTestApi({ signUpIpLimit: 1000, signInIpLimit: 1000, signInAccountLimit: 1000 });

  const signUp = (email: string, password = TEST_PASSWORD, name?: string) =>
    send<ProviderTokenResult>(t.app, 'POST', '/identity/sign-up', {
      payload: { email, password, ...(name ? { name } : {}) },
    });
  const sessionCookie = (res: { cookies: { name: string; value: string }[] }) =>
    res.cookies.find((c) => c.name === IDENTITY_COOKIE)!.value;

  it('signs up: sets an httpOnly SameSite=Lax cookie scoped to the identity routes and returns a provider token', async () => {
    const email = uniqueEmail();
    const res = await signUp(email, TEST_PASSWORD, 'Ada');
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const cookie = res.cookies.find((c) => c.name === IDENTITY_COOKIE) as Record<string, unknown>;
    assert.ok(cookie, 'identity cookie set');
    assert.equal(cookie.httpOnly, true);
    assert.equal(cookie.sameSite, 'Lax');
    assert.equal(cookie.path, '/app/api/v1/identity');
    assert.ok(cookie.expires instanceof Date && (cookie.expires as Date).getTime() > Date.now() + 29 * 86_400_000);
    // Pages never see that cookie: this one, on every path, tells the edge (and the proxy's cache) the visitor is
    // signed in, so their pages are private.
    const marker = res.cookies.find((c) => c.name === SIGNED_IN_COOKIE) as Record<string, unknown>;
    assert.equal(marker?.path, '/');
    assert.equal(marker?.value, '1');
    const claims = decodeJwt(res.body.data.token!);
    assert.equal(claims.aud, 'playnook-login', 'provider tokens have their own audience');
    assert.equal(claims.email, email);
    assert.equal(claims.name, 'Ada');
    assert.ok(claims.exp! - claims.iat! <= 120, 'provider tokens are short-lived');
    assert.equal(res.body.data.account?.email, email);
    assert.ok(res.body.data.expires_at! > Date.now());
  });

  it('refuses a duplicate email, whatever its case, with 409/40901', async () => {
    const email = uniqueEmail('dup');
    assert.equal((await signUp(email)).status, 200);
    const again = await signUp(email.toUpperCase());
    assertClientError(again, 409, /already exists/);
    assert.equal(again.body.code, 40901);
  });

  it('lets exactly one of two simultaneous sign-ups with one email through', async () => {
    const email = uniqueEmail('race');
    const results = await Promise.all([signUp(email), signUp(email), signUp(email)]);
    assert.deepEqual(results.map((r) => r.status).sort(), [200, 409, 409]);
  });

  it('refuses weak passwords with 40001 and a message saying why', async () => {
    const cases: [string, RegExp][] = [
      ['short1', /8 to 128 characters/],
      ['a'.repeat(129) + '1', /8 to 128 characters/],
      ['onlyletters', /letter and a digit or symbol/],
      ['1234567890', /letter and a digit or symbol/],
      ['aaaa1111', /too easy/],
    ];
    for (const [password, message] of cases) {
      const res = await signUp(uniqueEmail(), password);
      assertClientError(res, 400, message);
      assert.equal(res.body.code, 40001, password);
    }
    const email = uniqueEmail('carol');
    const containsEmail = await signUp(email, `${email.split('@')[0]}!x`);
    assertClientError(containsEmail, 400, /email/);
  });

  const refusedFields = (res: { body: { data: unknown } }) =>
    (res.body.data as unknown as { fields: { field: string; code: number }[] }).fields.map(({ field, code }) => [
      field,
      code,
    ]);

  it('names every field a sign-up got wrong at once, the first one in the envelope', async () => {
    const both = await signUp('no-at-sign', 'short1');
    assertClientError(both, 400, /valid email/);
    assert.equal(both.body.code, 40002);
    assert.deepEqual(refusedFields(both), [
      ['email', 40002],
      ['password', 40001],
    ]);
    const email = uniqueEmail('taken');
    assert.equal((await signUp(email)).status, 200);
    const takenAndWeak = await signUp(email, 'aaaa1111');
    assertClientError(takenAndWeak, 409, /already exists/);
    assert.deepEqual(refusedFields(takenAndWeak), [
      ['email', 40901],
      ['password', 40001],
    ]);
  });

  it('accepts a long passphrase in any script', async () => {
    assert.equal((await signUp(uniqueEmail(), 'パスワードは長い 2024')).status, 200);
  });

  it('refuses an invalid email with 40002 and missing fields with 400', async () => {
    for (const email of ['no-at-sign', 'a@b', 'with space@example.com', `${'x'.repeat(250)}@example.com`]) {
      const res = await signUp(email);
      assert.equal(res.status, 400, email);
      assert.ok([40002, 400].includes(res.body.code));
    }
    assertClientError(
      await send(t.app, 'POST', '/identity/sign-up', { payload: { email: uniqueEmail() } }),
      400,
      /password is required/,
    );
  });

  it('signs in with the right password (email case-insensitive); unknown email and wrong password alike 40104', async () => {
    const email = uniqueEmail('bob');
    await signUp(email);
    const ok = await send<ProviderTokenResult>(t.app, 'POST', '/identity/sign-in', {
      payload: { email: ` ${email.toUpperCase()} `, password: TEST_PASSWORD },
    });
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    assert.ok(ok.body.data.token);
    assert.ok(sessionCookie(ok));

    const unknown = await send<ProviderTokenResult>(t.app, 'POST', '/identity/sign-in', {
      payload: { email: uniqueEmail('nobody'), password: TEST_PASSWORD },
    });
    assertClientError(unknown, 401, /email address or the password is wrong/);
    assert.equal(unknown.body.code, 40104);
    const wrong = await send<ProviderTokenResult>(t.app, 'POST', '/identity/sign-in', {
      payload: { email, password: 'wrong-password-1' },
    });
    assert.deepEqual(wrong.body, unknown.body, 'one answer for both');
    assert.equal(wrong.cookies.length, 0, 'no session on failure');
  });

  it('hands out provider tokens for a valid cookie (silent login) and nulls without one', async () => {
    const res = await signUp(uniqueEmail());
    const cookie = sessionCookie(res);
    const silent = await send<ProviderTokenResult>(t.app, 'POST', '/identity/token', { headers: cookieHeader(cookie) });
    assert.equal(silent.status, 200);
    assert.equal(decodeJwt(silent.body.data.token!).sub, res.body.data.account?.id);

    const none = await send<ProviderTokenResult>(t.app, 'POST', '/identity/token');
    assert.equal(none.status, 200);
    assert.deepEqual(none.body.data, { token: null, expires_at: null, account: null });

    const bogus = await send<ProviderTokenResult>(t.app, 'POST', '/identity/token', {
      headers: cookieHeader('forged-value'),
    });
    assert.equal(bogus.body.data.token, null);
    assert.ok(
      bogus.cookies.some((c) => c.name === IDENTITY_COOKIE && c.value === ''),
      'a dead cookie is cleared',
    );
  });

  it('signs out: the session is revoked server-side, so the old cookie no longer yields tokens', async () => {
    const cookie = sessionCookie(await signUp(uniqueEmail()));
    const out = await send(t.app, 'POST', '/identity/sign-out', { headers: cookieHeader(cookie) });
    assert.ok(
      out.cookies.some((c) => c.name === SIGNED_IN_COOKIE && c.value === ''),
      'the signed-in marker goes with the session',
    );
    assert.equal(out.status, 200);
    assert.ok(out.cookies.some((c) => c.name === IDENTITY_COOKIE && c.value === ''));
    const after = await send<ProviderTokenResult>(t.app, 'POST', '/identity/token', { headers: cookieHeader(cookie) });
    assert.equal(after.body.data.token, null);
    assert.equal((await send(t.app, 'POST', '/identity/sign-out')).status, 200, 'signing out twice is fine');
  });

  it('expires sessions after their lifetime', async () => {
    const res = await signUp(uniqueEmail());
    await t.context.db.query(
      `UPDATE identity_sessions SET expires_at = now() - interval '1 second' WHERE account_id = $1`,
      [res.body.data.account!.id],
    );
    const after = await send<ProviderTokenResult>(t.app, 'POST', '/identity/token', {
      headers: cookieHeader(sessionCookie(res)),
    });
    assert.equal(after.body.data.token, null);
  });

  it('changes the password of a signed-in account and signs out its other sessions', async () => {
    const email = uniqueEmail('dave');
    const first = sessionCookie(await signUp(email));
    const second = sessionCookie(
      await send<ProviderTokenResult>(t.app, 'POST', '/identity/sign-in', {
        payload: { email, password: TEST_PASSWORD },
      }),
    );
    const change = (cookie: string | undefined, current: string, next: string) =>
      send(t.app, 'POST', '/identity/password/change', {
        headers: cookie ? cookieHeader(cookie) : {},
        payload: { current_password: current, new_password: next },
      });

    const anonymous = await change(undefined, TEST_PASSWORD, 'brand-new-9');
    assertClientError(anonymous, 401, /Not signed in/);
    assert.equal(anonymous.body.code, 40103);
    const wrongCurrent = await change(first, 'not-my-password-1', 'brand-new-9');
    assert.equal(wrongCurrent.body.code, 40102);
    const weak = await change(first, TEST_PASSWORD, 'short');
    assert.equal(weak.body.code, 40001);

    assert.equal((await change(first, TEST_PASSWORD, 'brand-new-9')).status, 200);
    assert.equal(
      (await send<ProviderTokenResult>(t.app, 'POST', '/identity/token', { headers: cookieHeader(first) })).body.data
        .token !== null,
      true,
      'this session stays',
    );
    assert.equal(
      (await send<ProviderTokenResult>(t.app, 'POST', '/identity/token', { headers: cookieHeader(second) })).body.data
        .token,
      null,
      'others end',
    );
    const oldPassword = await send<ProviderTokenResult>(t.app, 'POST', '/identity/sign-in', {
      payload: { email, password: TEST_PASSWORD },
    });
    assert.equal(oldPassword.body.code, 40104);
    assert.equal(
      (
        await send<ProviderTokenResult>(t.app, 'POST', '/identity/sign-in', {
          payload: { email, password: 'brand-new-9' },
        })
      ).status,
      200,
    );
  });

  it('stores argon2id hashes and only hashes of session secrets', async () => {
    const res = await signUp(uniqueEmail());
    const [account] = await t.context.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM identity_accounts WHERE id = $1',
      [res.body.data.account!.id],
    );
    assert.match(account!.password_hash, /^\$argon2id\$/);
    const rows = await t.context.db.query('SELECT 1 FROM identity_sessions WHERE token_hash = $1', [
      sessionCookie(res),
    ]);
    assert.equal(rows.length, 0, 'the cookie value itself is not stored');
  });
});
