import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Fastify from 'fastify';
import { decodeJwt, SignJWT } from 'jose';
import { useTestApi } from '../../test/context.js';
import { assertClientError } from '../../test/http.js';
import { send, signUpAndLogin, TEST_DEVICE_ID, TEST_PASSWORD, uniqueEmail } from '../../test/users.js';
import { issueProviderToken } from '../identity/provider-token.js';
import { optionalUser, requireUser } from './guard.js';
import { authPlugin } from './plugin.js';
import { signingKeys } from './secrets.js';
import type { ListedGamePage, LoginResponse, ProviderTokenResult, RefreshResponse, UserProfile } from '@portal/shared';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
/** A fixed secret, so the tests can sign tokens with the server's own keys (derived as the server does). */
const SECRET = 'a-shared-test-secret-of-enough-length';
const keys = signingKeys({ jwtSecret: SECRET, dataDir: 'memory://' });
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('auth: POST /auth/login', () => {
  const t = useTestApi({ jwtSecret: SECRET, signUpIpLimit: 1000, signInIpLimit: 1000 });

  const providerToken = async (name?: string) => {
    const res = await send<ProviderTokenResult>(t.app, 'POST', '/identity/sign-up', {
      payload: { email: uniqueEmail(), password: TEST_PASSWORD, ...(name ? { name } : {}) },
    });
    return res.body.data as { token: string; account: { id: string; email: string } };
  };
  const login = (payload: Record<string, unknown>) => send<LoginResponse>(t.app, 'POST', '/auth/login', { payload });

  it('creates the user and returns the spec shape: access_token, expires_at (ms), user with game_stats', async () => {
    const { token, account } = await providerToken('Grace');
    const res = await login({
      token,
      type: 1,
      device_id: TEST_DEVICE_ID,
      device_os: 'Linux',
      plat: 'web',
      login_type: 'aware',
      register_type: 'seaart',
      device_name: 'Chrome',
      is_pwa: false,
      country: 'FR',
      user_source: 'direct',
      language: 'fr',
      device_language: 'fr-FR',
      ad_id: '',
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(Object.keys(res.body.data).sort(), ['access_token', 'expires_at', 'user']);
    const { user, expires_at: expiresAt, access_token: accessToken } = res.body.data;
    assert.deepEqual(user, {
      identity: `playnook:${account.id}`,
      user_id: user.user_id,
      name: 'Grace',
      game_stats: { play_count: 0, favorite_count: 0, liked_count: 0 },
    });
    assert.match(user.user_id, /^[0-9a-f-]{36}$/);
    assert.ok(Math.abs(expiresAt - (Date.now() + 86_400_000)) < 10_000, 'expires in 24 h, in milliseconds');
    const claims = decodeJwt(accessToken);
    assert.equal(claims.aud, 'playnook-api');
    assert.equal(claims.sub, user.user_id);

    const [row] = await t.context.db.query<{ last_login: Record<string, unknown> }>(
      'SELECT last_login FROM users WHERE id = $1',
      [user.user_id],
    );
    assert.equal(row!.last_login.device_id, TEST_DEVICE_ID);
    assert.equal(row!.last_login.country, 'FR');
    assert.equal(row!.last_login.token, undefined, 'the provider token is not stored');

    const reused = await login({ token, device_id: TEST_DEVICE_ID, login_type: 'unaware' });
    assertClientError(reused, 401);
    assert.equal(reused.body.code, 40120, 'a provider token is exchanged once');
    const fresh = (await issueProviderToken(keys.provider, { ...account, display_name: 'Grace' }, 60)).token;
    const again = await login({ token: fresh, device_id: TEST_DEVICE_ID, login_type: 'unaware' });
    assert.equal(again.body.data.user.user_id, user.user_id, 'the same person is the same user');
  });

  it('requires a valid device_id: "device_id error"', async () => {
    const { token } = await providerToken();
    for (const device_id of [undefined, '', 'short', 'has spaces in it!', 'x'.repeat(65)]) {
      const res = await login({ token, ...(device_id === undefined ? {} : { device_id }) });
      assertClientError(res, 400, /^device_id error$/);
      assert.equal(res.body.code, 40003);
    }
  });

  it('validates the other fields', async () => {
    const { token } = await providerToken();
    assertClientError(await login({ device_id: TEST_DEVICE_ID }), 400, /token is required/);
    assertClientError(await login({ token, device_id: TEST_DEVICE_ID, type: 2 }), 400, /type/);
    assertClientError(await login({ token, device_id: TEST_DEVICE_ID, login_type: 'sometimes' }), 400, /login_type/);
    const tooMany = Array.from({ length: 31 }, (_, i) => `game-${i}`);
    assertClientError(await login({ token, device_id: TEST_DEVICE_ID, guest_games: tooMany }), 400, /guest_games/);
  });

  it('refuses forged, expired and wrong-kind provider tokens with 401/40120', async () => {
    const { token, account } = await providerToken();
    const expired = await issueProviderToken(
      keys.provider,
      { id: account.id, email: account.email, display_name: '' },
      -10,
    );
    const foreign = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(account.id)
      .setIssuer('playnook-identity')
      .setAudience('playnook-login')
      .setExpirationTime('2m')
      .sign(new TextEncoder().encode('a-different-secret-of-enough-length!!'));
    const [header, , signature] = token.split('.');
    const tampered = `${header}.${b64({ ...decodeJwt(token), sub: '00000000-0000-0000-0000-000000000000' })}.${signature}`;
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(decodeJwt(token))}.`;
    const access = (await signUpAndLogin(t.app)).token;
    for (const bad of [expired.token, foreign, tampered, unsigned, access, 'not-a-jwt']) {
      const res = await login({ token: bad, device_id: TEST_DEVICE_ID });
      assertClientError(res, 401);
      assert.equal(res.body.code, 40120);
    }
  });

  it('gives a valid sign-up name to the user and a generated one otherwise', async () => {
    const named = await login({ token: (await providerToken('李小龍')).token, device_id: TEST_DEVICE_ID });
    assert.equal(named.body.data.user.name, '李小龍');
    const odd = await login({ token: (await providerToken('<script>')).token, device_id: TEST_DEVICE_ID });
    assert.match(odd.body.data.user.name, /^Player \d{6}$/);
  });

  it('merges guest games into recently played (unknown slugs ignored, order kept, counted once)', async () => {
    const { token, account } = await providerToken();
    const guest = ['snake', 'no-such-game', 'memory-match', 'snake'];
    const res = await login({ token, device_id: TEST_DEVICE_ID, guest_games: guest });
    assert.equal(res.body.data.user.game_stats.play_count, 2);
    const header = bearer(res.body.data.access_token);
    const recent = await send<ListedGamePage>(t.app, 'GET', '/user/g/recent', { headers: header });
    assert.deepEqual(
      recent.body.data.items.map((g: { slug: string }) => g.slug),
      ['snake', 'memory-match'],
    );

    const second = (await issueProviderToken(keys.provider, { ...account, display_name: '' }, 60)).token;
    const again = await login({
      token: second,
      device_id: TEST_DEVICE_ID,
      guest_games: ['memory-match', 'brick-breaker'],
    });
    assert.equal(again.body.data.user.game_stats.play_count, 3, 'only the new game counts');
    const after = await send<ListedGamePage>(t.app, 'GET', '/user/g/recent', { headers: header });
    assert.deepEqual(
      after.body.data.items.map((g: { slug: string }) => g.slug),
      ['memory-match', 'brick-breaker', 'snake'],
    );
  });
});

describe('auth: bearer tokens on /user/ routes', () => {
  const t = useTestApi({ jwtSecret: SECRET, signUpIpLimit: 1000 });

  const USER_ROUTES: ['GET' | 'POST' | 'DELETE', string][] = [
    ['GET', '/user/info/get'],
    ['POST', '/user/info/modify'],
    ['POST', '/user/logout'],
    ['POST', '/user/g/favorite'],
    ['POST', '/user/g/like'],
    ['POST', '/user/g/delete'],
    ['POST', '/user/g/report'],
    ['GET', '/user/g/liked'],
    ['GET', '/user/g/recent'],
    ['GET', '/user/g/favorite'],
    ['GET', '/user/g/detail?slug=snake'],
    ['GET', '/user/favorites'],
    ['POST', '/user/favorites'],
    ['DELETE', '/user/favorites/snake'],
  ];

  it('answers 401 with the envelope on every /user/ route without a token', async () => {
    for (const [method, url] of USER_ROUTES) {
      const res = await send(
        t.app,
        method,
        url,
        method === 'POST' ? { payload: { slug: 'snake', name: 'Someone', game_slug: 'snake' } } : {},
      );
      assertClientError(res, 401, /log in/);
      assert.equal(res.body.code, 401, `${method} ${url}`);
    }
    assert.equal(
      (await send<UserProfile>(t.app, 'GET', '/user/info/get', { headers: { authorization: 'Basic dXNlcjpwYXNz' } }))
        .body.code,
      401,
    );
  });

  it('refuses forged tokens: other key, tampered payload, alg none, wrong audience, provider token', async () => {
    const user = await signUpAndLogin(t.app);
    const claims = decodeJwt(user.token);
    const sign = (key: Uint8Array, audience = 'playnook-api', issuer = 'playnook') =>
      new SignJWT({ ver: claims.ver })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.userId)
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(key);
    const [header, , signature] = user.token.split('.');
    const other = await signUpAndLogin(t.app);
    const forged = [
      await sign(new TextEncoder().encode('not-the-server-secret-but-long-enough')),
      `${header}.${b64({ ...claims, sub: other.userId })}.${signature}`,
      `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`,
      await sign(keys.access, 'playnook-login'),
      await sign(keys.access, 'playnook-api', 'someone-else'),
      await sign(keys.provider),
      (
        await send<ProviderTokenResult>(t.app, 'POST', '/identity/sign-up', {
          payload: { email: uniqueEmail(), password: TEST_PASSWORD },
        })
      ).body.data.token!,
      'garbage',
    ];
    for (const token of forged) {
      const res = await send<UserProfile>(t.app, 'GET', '/user/info/get', { headers: bearer(token) });
      assertClientError(res, 401);
      assert.equal(res.body.code, 40110, token);
    }
    assert.equal(
      (await send(t.app, 'GET', '/user/info/get', { headers: user.authHeader })).status,
      200,
      'the real token works',
    );
  });

  it('logout revokes every token of the user: calls and refresh are refused (40112), a new login works', async () => {
    const email = uniqueEmail();
    const first = await signUpAndLogin(t.app, { email });
    const signIn = await send<ProviderTokenResult>(t.app, 'POST', '/identity/sign-in', {
      payload: { email, password: TEST_PASSWORD },
    });
    const secondLogin = await send<LoginResponse>(t.app, 'POST', '/auth/login', {
      payload: { token: signIn.body.data.token, device_id: 'second-device-01' },
    });
    const second = secondLogin.body.data.access_token as string;

    assert.equal((await send(t.app, 'POST', '/user/logout', { headers: first.authHeader })).status, 200);
    for (const token of [first.token, second]) {
      const res = await send<UserProfile>(t.app, 'GET', '/user/info/get', { headers: bearer(token) });
      assertClientError(res, 401, /revoked/);
      assert.equal(res.body.code, 40112);
      const refresh = await send<RefreshResponse>(t.app, 'POST', '/auth/refresh', { payload: { access_token: token } });
      assert.equal(refresh.body.code, 40112);
    }
    const again = await send<ProviderTokenResult>(t.app, 'POST', '/identity/sign-in', {
      payload: { email, password: TEST_PASSWORD },
    });
    const relogin = await send<LoginResponse>(t.app, 'POST', '/auth/login', {
      payload: { token: again.body.data.token, device_id: TEST_DEVICE_ID },
    });
    assert.equal(relogin.body.data.user.user_id, first.userId);
    assert.equal(
      (await send<UserProfile>(t.app, 'GET', '/user/info/get', { headers: bearer(relogin.body.data.access_token) }))
        .status,
      200,
    );
  });

  it('refreshes a valid token into a new one for the same user', async () => {
    const user = await signUpAndLogin(t.app);
    const res = await send<RefreshResponse>(t.app, 'POST', '/auth/refresh', { payload: { access_token: user.token } });
    assert.equal(res.status, 200);
    assert.equal(decodeJwt(res.body.data.access_token).sub, user.userId);
    assert.ok(res.body.data.expires_at > Date.now());
    assert.equal(
      (await send(t.app, 'GET', '/user/info/get', { headers: bearer(res.body.data.access_token) })).status,
      200,
    );
    assertClientError(await send(t.app, 'POST', '/auth/refresh', { payload: {} }), 400, /access_token is required/);
    assert.equal(
      (await send(t.app, 'POST', '/auth/refresh', { payload: { access_token: 'garbage' } })).body.code,
      40110,
    );
  });
});

describe('auth: expiry and the refresh grace window', () => {
  const t = useTestApi({ accessTokenTtlSeconds: 1, refreshGraceSeconds: 2, signUpIpLimit: 1000 });
  const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

  it('refuses an expired token (40111), refreshes it within the grace window, not after', async () => {
    const user = await signUpAndLogin(t.app);
    const expiresAt = decodeJwt(user.token).exp! * 1000;
    await wait(expiresAt - Date.now() + 1100);
    const expired = await send<UserProfile>(t.app, 'GET', '/user/info/get', { headers: user.authHeader });
    assertClientError(expired, 401, /expired/);
    assert.equal(expired.body.code, 40111);

    const refreshed = await send<RefreshResponse>(t.app, 'POST', '/auth/refresh', {
      payload: { access_token: user.token },
    });
    assert.equal(refreshed.status, 200, JSON.stringify(refreshed.body));
    assert.equal(
      (await send<UserProfile>(t.app, 'GET', '/user/info/get', { headers: bearer(refreshed.body.data.access_token) }))
        .status,
      200,
    );

    await wait(expiresAt + 2000 - Date.now() + 1100);
    const late = await send<RefreshResponse>(t.app, 'POST', '/auth/refresh', { payload: { access_token: user.token } });
    assertClientError(late, 401);
    assert.equal(late.body.code, 40111);
  });
});

describe('auth: optionalUser', () => {
  const t = useTestApi({ jwtSecret: SECRET, signUpIpLimit: 1000 });

  it('sets request.user for a valid token and ignores missing, stale or forged ones; requireUser refuses them', async () => {
    const probe = Fastify();
    probe.decorate('db', t.context.db);
    probe.decorate('config', t.context.config);
    await probe.register(authPlugin);
    probe.get('/optional', { preHandler: optionalUser }, async (request) => ({ user: request.user }));
    probe.get('/required', { preHandler: requireUser }, async (request) => ({ user: request.user }));
    await probe.ready();
    try {
      const user = await signUpAndLogin(t.app);
      const ask = async (url: string, headers: Record<string, string> = {}) => {
        const res = await probe.inject({ method: 'GET', url, headers });
        return { status: res.statusCode, body: res.json() };
      };
      assert.deepEqual((await ask('/optional', user.authHeader)).body, { user: { id: user.userId } });
      assert.deepEqual((await ask('/optional')).body, { user: null });
      assert.deepEqual((await ask('/optional', bearer('forged'))).body, { user: null });
      assert.equal((await ask('/required', bearer('forged'))).status, 401);
      await send(t.app, 'POST', '/user/logout', { headers: user.authHeader });
      assert.deepEqual((await ask('/optional', user.authHeader)).body, { user: null }, 'stale after logout');
    } finally {
      await probe.close();
    }
  });
});
