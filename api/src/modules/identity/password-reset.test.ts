import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { after, describe, it } from 'node:test';
import { SMTPServer } from 'smtp-server';
import { createTestApi, useTestApi } from '../../test/context.js';
import { assertClientError } from '../../test/http.js';
import { send, signUpAndLogin, TEST_PASSWORD, uniqueEmail } from '../../test/users.js';
import { IDENTITY_COOKIE } from './routes.js';
import type { LoginResponse, ProviderTokenResult } from '@portal/shared';

interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on a free port: the API's nodemailer transport delivers to it. */
const inbox: ReceivedMail[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    stream.on('end', () => {
      inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = (smtp.server.address() as AddressInfo).port;
after(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

/** Undoes quoted-printable and base64 transfer encodings enough to read the text part. */
function mailText(raw: string): string {
  const body = raw.slice(raw.indexOf('\r\n\r\n') + 4);
  if (/Content-Transfer-Encoding: base64/i.test(raw))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return Buffer.from(
    body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

function resetToken(mail: ReceivedMail): string {
  const match = /reset_token=([A-Za-z0-9_-]+)/.exec(mailText(mail.raw));
  assert.ok(match, 'the mail carries a reset link');
  return match[1]!;
}

async function waitForMail(to: string): Promise<ReceivedMail> {
  for (let i = 0; i < 100; i++) {
    const mail = inbox.find((m) => m.to.includes(to));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no mail for ${to}`);
}

describe('identity provider: password reset by emailed link (SMTP)', () => {
  const smtpConfig = {
    host: '127.0.0.1',
    port: smtpPort,
    secure: false,
    user: undefined,
    pass: undefined,
    from: 'Playnook <no-reply@playnook.test>',
  };
  const t = useTestApi({ smtp: smtpConfig, passwordResetIpLimit: 1000, portalOrigin: 'https://portal.test' });

  const forgot = (email: string, language?: string) =>
    send(t.app, 'POST', '/identity/password/forgot', { payload: { email, ...(language ? { language } : {}) } });
  const reset = (token: string, password: string) =>
    send(t.app, 'POST', '/identity/password/reset', { payload: { token, password } });
  const signIn = (email: string, password: string) =>
    send(t.app, 'POST', '/identity/sign-in', { payload: { email, password } });

  it('mails a localised single-use link to the account page; the new password works and the link dies', async () => {
    const user = await signUpAndLogin(t.app);
    assert.equal((await forgot(user.email, 'fr')).status, 200);
    const mail = await waitForMail(user.email);
    const text = mailText(mail.raw);
    assert.match(text, /Réinitialisez|Ouvrez ce lien/);
    assert.match(text, /https:\/\/portal\.test\/fr\/account\?reset_token=/);
    assert.match(text, /60 minutes/);
    const token = resetToken(mail);

    const weak = await reset(token, 'weak');
    assert.equal(weak.body.code, 40001, 'a refused password leaves the link usable');
    assert.equal((await reset(token, 'my-new-secret-5')).status, 200);
    assert.equal((await signIn(user.email, TEST_PASSWORD)).body.code, 40104, 'old password refused');
    assert.equal((await signIn(user.email, 'my-new-secret-5')).status, 200);

    const again = await reset(token, 'another-secret-6');
    assertClientError(again, 400, /invalid, used or expired/);
    assert.equal(again.body.code, 40007);
  });

  it('ends identity sessions and portal access tokens of the account', async () => {
    const email = uniqueEmail('reset');
    const signUp = await send<ProviderTokenResult>(t.app, 'POST', '/identity/sign-up', {
      payload: { email, password: TEST_PASSWORD },
    });
    const cookie = signUp.cookies.find((c) => c.name === IDENTITY_COOKIE)!.value;
    const login = await send<LoginResponse>(t.app, 'POST', '/auth/login', {
      payload: { token: signUp.body.data.token, device_id: 'device-reset-0001' },
    });
    const bearer = { authorization: `Bearer ${login.body.data.access_token}` };
    assert.equal((await send(t.app, 'GET', '/user/info/get', { headers: bearer })).status, 200);

    await forgot(email);
    assert.equal((await reset(resetToken(await waitForMail(email)), 'fresh-secret-77')).status, 200);
    const silent = await send<ProviderTokenResult>(t.app, 'POST', '/identity/token', {
      headers: { cookie: `${IDENTITY_COOKIE}=${cookie}` },
    });
    assert.equal(silent.body.data.token, null);
    const revoked = await send(t.app, 'GET', '/user/info/get', { headers: bearer });
    assert.equal(revoked.status, 401);
    assert.equal(revoked.body.code, 40112);
  });

  it('answers the same for unknown addresses and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    const res = await forgot(email);
    assert.equal(res.status, 200);
    await new Promise((r) => setTimeout(r, 100));
    assert.equal(inbox.filter((m) => m.to.includes(email)).length, 0);
  });

  it('refuses expired and unknown links, and a newer reset voids older links', async () => {
    const user = await signUpAndLogin(t.app);
    await forgot(user.email);
    const first = resetToken(await waitForMail(user.email));
    await t.context.db.query(`UPDATE identity_password_resets SET expires_at = now() - interval '1 second'`);
    assert.equal((await reset(first, 'later-secret-1')).body.code, 40007, 'expired');
    assert.equal((await reset('not-a-real-token', 'later-secret-1')).body.code, 40007, 'unknown');

    inbox.length = 0;
    await forgot(user.email);
    await forgot(user.email);
    const mails = inbox.filter((m) => m.to.includes(user.email));
    assert.equal(mails.length, 2);
    const [a, b] = mails.map(resetToken);
    assert.equal((await reset(b!, 'later-secret-2')).status, 200);
    assert.equal((await reset(a!, 'later-secret-3')).body.code, 40007, 'using one link voids the others');
  });

  it('lets only one of two simultaneous uses of a link succeed', async () => {
    const user = await signUpAndLogin(t.app);
    await forgot(user.email);
    const token = resetToken(await waitForMail(user.email));
    const results = await Promise.all([reset(token, 'race-secret-1'), reset(token, 'race-secret-2')]);
    assert.deepEqual(results.map((r) => r.status).sort(), [200, 400]);
  });

  it('rate limits reset requests per address', async () => {
    const { app: limited, cleanup } = await createLimitedApi();
    try {
      const call = () =>
        limited.inject({
          method: 'POST',
          url: '/app/api/v1/identity/password/forgot',
          payload: { email: uniqueEmail() },
        });
      assert.equal((await call()).statusCode, 200);
      assert.equal((await call()).statusCode, 200);
      assert.equal((await call()).statusCode, 429);
    } finally {
      await cleanup();
    }
  });
});

/** A test API (a copy of the template database) with the reset limit at 2, no SMTP, and its log captured. */
async function createLimitedApi(lines: string[] = []) {
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return createTestApi(
    { portalOrigin: 'http://localhost:8080', passwordResetIpLimit: 2, redisUrl: undefined, logLevel: 'info' },
    undefined,
    { logger: { level: 'info', stream } },
  );
}

describe('identity provider: password reset without SMTP', () => {
  it('writes the link to the server log', async () => {
    const lines: string[] = [];
    const { app, cleanup } = await createLimitedApi(lines);
    try {
      const user = await signUpAndLogin(app);
      const res = await app.inject({
        method: 'POST',
        url: '/app/api/v1/identity/password/forgot',
        payload: { email: user.email },
      });
      assert.equal(res.statusCode, 200);
      const line = lines.find((l) => l.includes('Password reset link'));
      assert.ok(line, 'logged');
      const entry = JSON.parse(line) as { link: string; to: string };
      assert.equal(entry.to, user.email);
      assert.match(entry.link, /^http:\/\/localhost:8080\/account\?reset_token=[A-Za-z0-9_-]{43}$/);
    } finally {
      await cleanup();
    }
  });
});
