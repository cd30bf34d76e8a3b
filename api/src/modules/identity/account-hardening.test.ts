import assert from 'node:assert/strict';
import { performance } from 'node:perf_hooks';
import { describe, it } from 'node:test';
import { ACCOUNT_ERROR_CODES } from '@portal/shared/types/account';
import { useTestApi } from '../../test/context.js';
import { send, TEST_PASSWORD, uniqueEmail } from '../../test/users.js';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('accounts: no enumeration, no cross-site changes', () => {
  const t = useTestApi({ signUpIpLimit: 1000, signInIpLimit: 1000, signInAccountLimit: 1000 });
  const PORTAL = 'http://localhost:8080';

  it('answers an unknown email and a wrong password with one code, in similar time', async (context) => {
    const email = uniqueEmail('timing');
    await send(t.app, 'POST', '/identity/sign-up', { payload: { email, password: TEST_PASSWORD } });
    const attempt = async (who: string) => {
      const started = performance.now();
      const res = await send(t.app, 'POST', '/identity/sign-in', {
        payload: { email: who, password: 'not-the-password-9' },
        remoteAddress: '198.51.100.200',
      });
      return { ms: performance.now() - started, answer: `${res.status} ${res.body.code} ${res.body.message}` };
    };
    // Warm both paths (the dummy hash is made on first use), then interleave so load affects both alike.
    const nobody = uniqueEmail('nobody');
    await attempt(nobody);
    await attempt(email);
    const answers = new Set<string>();
    /** One round of 31 interleaved attempts of each kind: their median times. */
    const round = async () => {
      const unknown: number[] = [];
      const wrong: number[] = [];
      for (let i = 0; i < 31; i++) {
        const order = i % 2 === 0 ? ['unknown', 'wrong'] : ['wrong', 'unknown'];
        for (const kind of order) {
          const result = await attempt(kind === 'unknown' ? nobody : email);
          (kind === 'unknown' ? unknown : wrong).push(result.ms);
          answers.add(result.answer);
        }
      }
      return [median(unknown), median(wrong)] as const;
    };
    // A shared machine's load can skew one round (other processes take the CPU in bursts); the two paths are alike
    // when any of three rounds finds them within 20 %, and a real difference (no dummy hash: ~10×) fails all three.
    const rounds: string[] = [];
    let alike = false;
    for (let i = 0; i < 3 && !alike; i++) {
      const [a, b] = await round();
      rounds.push(`unknown ${a.toFixed(1)} ms / wrong ${b.toFixed(1)} ms`);
      alike = Math.abs(a - b) <= 0.2 * Math.max(a, b);
    }
    context.diagnostic(`median sign-in times: ${rounds.join('; ')}`);
    assert.deepEqual(
      [...answers],
      [`401 ${ACCOUNT_ERROR_CODES.wrongCredentials} The email address or the password is wrong`],
    );
    assert.ok(alike, `median sign-in times differ by more than 20 %: ${rounds.join('; ')}`);
  });

  it('refuses cookie-authenticated changes from another site: sign-out, sign-in, password change', async () => {
    const signUp = await send(t.app, 'POST', '/identity/sign-up', {
      payload: { email: uniqueEmail(), password: TEST_PASSWORD },
      headers: { origin: PORTAL },
    });
    assert.equal(signUp.status, 200);
    const cookie = signUp.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const crossSite: Array<Record<string, string>> = [
      { origin: 'https://evil.example', cookie },
      { origin: 'null', cookie },
      { 'sec-fetch-site': 'same-site', cookie },
      { 'sec-fetch-site': 'cross-site', cookie },
    ];
    for (const headers of crossSite) {
      for (const url of ['/identity/sign-out', '/identity/token', '/identity/password/change']) {
        const res = await send(t.app, 'POST', url, {
          headers,
          payload: url.endsWith('change') ? { current_password: TEST_PASSWORD, new_password: 'another-pass-7' } : {},
        });
        assert.deepEqual(
          [res.status, res.body.code],
          [403, ACCOUNT_ERROR_CODES.crossSiteRequest],
          `${url} ${JSON.stringify(headers)}`,
        );
      }
    }
    const stillSignedIn = await send<{ token: string | null }>(t.app, 'POST', '/identity/token', {
      headers: { origin: PORTAL, cookie },
    });
    assert.ok(stillSignedIn.body.data.token, 'the session survived');
    const own = await send(t.app, 'POST', '/identity/sign-out', {
      headers: { 'sec-fetch-site': 'same-origin', cookie },
    });
    assert.equal(own.status, 200, 'the portal itself signs out');
  });
});
