/**
 * @jest-environment node
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError } from '../api/envelope';
import { setRuntimeConfig } from '../config';
import {
  changePassword,
  configureIdentitySdk,
  getToken,
  IDENTITY_MAX_TRIES,
  IDENTITY_RETRY_INTERVAL_MS,
  requestPasswordReset,
  resetPassword,
  signIn,
  signOut,
  signUp,
} from './identity';

/** What the fake provider does with one request: answer, or drop the connection (a network failure). */
type Reply = { status: number; json: unknown } | 'drop';
let server: Server;
let handler: (req: IncomingMessage, body: string) => Reply;
const seen: Array<{ method: string; url: string; body: string; at: number }> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, body, at: Date.now() });
      const reply = handler(req, body);
      if (reply === 'drop') return void req.socket.destroy();
      res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  setRuntimeConfig({ apiBase: `http://127.0.0.1:${(server.address() as AddressInfo).port}/app/api/v1` });
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  seen.length = 0;
  configureIdentitySdk({ retryIntervalMs: 30, resetSession: true });
});

const ok = (data: unknown): Reply => ({ status: 200, json: { code: 0, message: 'ok', success: true, data } });
const fail = (status: number, code: number, message: string): Reply => ({
  status,
  json: { code, message, success: false, data: null },
});
const session = {
  token: 'provider.jwt.token',
  expires_at: Date.now() + 120_000,
  account: { id: 'a1', email: 'a@example.test' },
};
const noSession = { token: null, expires_at: null, account: null };

/** The provider answers its next `count` requests with `failure`, then with the session. */
function failFirst(count: number, failure: Reply) {
  let calls = 0;
  handler = () => (++calls <= count ? failure : ok(session));
}

describe('identity SDK adapter: getToken', () => {
  it('follows the spec: 5 tries per session, 2 s apart', () => {
    expect(IDENTITY_MAX_TRIES).toBe(5);
    expect(IDENTITY_RETRY_INTERVAL_MS).toBe(2000);
  });

  it('returns the provider token from the identity session (silent and interactive)', async () => {
    handler = () => ok(session);
    await expect(getToken({ interactive: false })).resolves.toBe('provider.jwt.token');
    await expect(getToken({ interactive: true })).resolves.toBe('provider.jwt.token');
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /app/api/v1/identity/token',
      'POST /app/api/v1/identity/token',
    ]);
  });

  it('returns null without a session in both modes, so the UI opens the login box only when asked', async () => {
    handler = () => ok(noSession);
    await expect(getToken({ interactive: false })).resolves.toBeNull();
    await expect(getToken({ interactive: true })).resolves.toBeNull();
    expect(seen).toHaveLength(2);
  });

  it('retries network failures at the configured interval until an answer comes', async () => {
    failFirst(2, 'drop');
    await expect(getToken({ interactive: false })).resolves.toBe(session.token);
    expect(seen).toHaveLength(3);
    expect(seen[1]!.at - seen[0]!.at).toBeGreaterThanOrEqual(25);
    expect(seen[2]!.at - seen[1]!.at).toBeGreaterThanOrEqual(25);
  });

  it('retries gateway errors too, but not refusals', async () => {
    failFirst(1, fail(503, 503, 'busy'));
    await expect(getToken({ interactive: false })).resolves.toBe(session.token);
    expect(seen).toHaveLength(2);

    seen.length = 0;
    handler = () => fail(400, 400, 'bad');
    await expect(getToken({ interactive: true })).rejects.toMatchObject({ code: 400, status: 400 });
    expect(seen).toHaveLength(1);
  });

  it('gives up after 5 tries in a session: silent → null, interactive → ApiError', async () => {
    handler = () => 'drop';
    await expect(getToken({ interactive: false })).resolves.toBeNull();
    expect(seen).toHaveLength(5);

    seen.length = 0;
    const error = await getToken({ interactive: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 0, message: 'Network error' });
    expect(seen).toHaveLength(1);
  });

  it('refills the session budget after a success', async () => {
    failFirst(4, 'drop');
    await expect(getToken({ interactive: false })).resolves.toBe(session.token);
    expect(seen).toHaveLength(5);

    seen.length = 0;
    failFirst(4, 'drop');
    await expect(getToken({ interactive: false })).resolves.toBe(session.token);
    expect(seen).toHaveLength(5);
  });
});

describe('identity SDK adapter: account actions', () => {
  it('signs up and in, sending the form and resolving with the provider token', async () => {
    handler = () => ok(session);
    await expect(signUp({ email: 'a@example.test', password: 'pw-123456', name: 'Ada' })).resolves.toEqual(session);
    await expect(signIn({ email: 'a@example.test', password: 'pw-123456' })).resolves.toEqual(session);
    expect(seen.map((r) => r.url)).toEqual(['/app/api/v1/identity/sign-up', '/app/api/v1/identity/sign-in']);
    expect(JSON.parse(seen[0]!.body)).toEqual({ email: 'a@example.test', password: 'pw-123456', name: 'Ada' });
  });

  it("rejects with the provider's stable code and message, without retrying", async () => {
    handler = () => fail(401, 40102, 'Wrong password');
    await expect(signIn({ email: 'a@example.test', password: 'nope' })).rejects.toMatchObject({
      code: 40102,
      status: 401,
      message: 'Wrong password',
    });
    handler = () => fail(409, 40901, 'An account with this email address already exists');
    await expect(signUp({ email: 'a@example.test', password: 'pw-123456' })).rejects.toMatchObject({ code: 40901 });
    handler = () => 'drop';
    await expect(signIn({ email: 'a@example.test', password: 'pw' })).rejects.toMatchObject({
      code: 0,
      message: 'Network error',
    });
    expect(seen).toHaveLength(3);
  });

  it('signs out, requests and completes a password reset, and changes the password', async () => {
    handler = () => ok({ done: true });
    await expect(signOut()).resolves.toEqual({ done: true });
    await expect(requestPasswordReset('a@example.test')).resolves.toEqual({ done: true });
    await expect(resetPassword('reset-token', 'new-pass-1')).resolves.toEqual({ done: true });
    await expect(changePassword('old-pass-1', 'new-pass-2')).resolves.toEqual({ done: true });
    expect(seen.map((r) => r.url)).toEqual([
      '/app/api/v1/identity/sign-out',
      '/app/api/v1/identity/password/forgot',
      '/app/api/v1/identity/password/reset',
      '/app/api/v1/identity/password/change',
    ]);
    expect(JSON.parse(seen[1]!.body)).toMatchObject({ email: 'a@example.test', language: expect.any(String) });
    expect(JSON.parse(seen[2]!.body)).toEqual({ token: 'reset-token', password: 'new-pass-1' });
    expect(JSON.parse(seen[3]!.body)).toEqual({ current_password: 'old-pass-1', new_password: 'new-pass-2' });
  });
});
