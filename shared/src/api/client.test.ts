/**
 * @jest-environment node
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setRuntimeConfig } from '../config';
import { portalStore } from '../state/store';
import { authAtom, LOGGED_OUT } from '../state/auth';
import { apiRequest, setApiClientHooks } from './client';
import { ApiError } from './envelope';

type Handler = (req: IncomingMessage, body: string) => { status: number; json: unknown };
let server: Server;
let handler: Handler;
const seen: Array<{ method: string; url: string; headers: IncomingMessage['headers'] }> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers });
      const { status, json } = handler(req, body);
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  setRuntimeConfig({ apiBase: `http://127.0.0.1:${(server.address() as AddressInfo).port}/app/api/v1` });
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  seen.length = 0;
  portalStore.set(authAtom, LOGGED_OUT);
  setApiClientHooks({ onError: undefined, relogin: undefined, onLoggedOut: undefined });
});

const logInWith = (access_token: string) =>
  portalStore.set(authAtom, {
    user: { identity: 'i', user_id: 'u', name: 'n', game_stats: { play_count: 0, favorite_count: 0, liked_count: 0 } },
    access_token,
    expires_at: Date.now() + 1e6,
    isLoggedIn: true,
  });
const ok = (data: unknown) => ({ status: 200, json: { code: 0, message: 'ok', success: true, data } });

describe('API client', () => {
  it('unwraps the envelope and sends platform, language and the language query on GET', async () => {
    handler = () => ok([1, 2]);
    await expect(apiRequest('/c/hot', { query: { limit: 3 } })).resolves.toEqual([1, 2]);
    const [req] = seen;
    expect(req!.url).toMatch(/^\/app\/api\/v1\/c\/hot\?/);
    expect(new URL(req!.url, 'http://x').searchParams.get('limit')).toBe('3');
    expect(new URL(req!.url, 'http://x').searchParams.get('language')).toBeTruthy();
    expect(req!.headers['x-platform']).toBe('web');
    expect(req!.headers['accept-language']).toBeTruthy();
    expect(req!.headers['x-device-id']).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('retries an idempotent request once on 503, and a POST never', async () => {
    handler = () => ({ status: 503, json: { code: 503, message: 'busy', success: false, data: null } });
    await expect(apiRequest('/c/hot', { showToast: false })).rejects.toBeInstanceOf(ApiError);
    expect(seen).toHaveLength(2);
    seen.length = 0;
    await expect(apiRequest('/g/x/plays', { method: 'POST', showToast: false })).rejects.toMatchObject({
      code: 503,
      message: 'busy',
    });
    expect(seen).toHaveLength(1);
  });

  it('does not retry on 400 and reports the server message through the error hook', async () => {
    const onError = jest.fn();
    setApiClientHooks({ onError });
    handler = () => ({
      status: 400,
      json: { code: 4001, message: 'querystring.limit must be <= 100', success: false, data: null },
    });
    await expect(apiRequest('/c/hot')).rejects.toMatchObject({ code: 4001, status: 400 });
    expect(seen).toHaveLength(1);
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'querystring.limit must be <= 100' }),
      expect.anything(),
    );
  });

  it('honours showToast: false', async () => {
    const onError = jest.fn();
    setApiClientHooks({ onError });
    handler = () => ({ status: 404, json: { code: 404, message: 'no', success: false, data: null } });
    await expect(apiRequest('/g/nope', { showToast: false })).rejects.toBeInstanceOf(ApiError);
    expect(onError).not.toHaveBeenCalled();
  });

  it('fails a /user/ call without a logged-in user with 401 "请先登录" and no network call', async () => {
    handler = () => ok(null);
    await expect(apiRequest('/user/g/recent', { showToast: false })).rejects.toMatchObject({
      code: 401,
      message: '请先登录',
    });
    expect(seen).toHaveLength(0);
  });

  it('sends the bearer token on /user/ paths only', async () => {
    logInWith('tok');
    handler = () => ok([]);
    await apiRequest('/user/g/recent');
    await apiRequest('/c/hot');
    expect(seen[0]!.headers.authorization).toBe('Bearer tok');
    expect(seen[1]!.headers.authorization).toBeUndefined();
  });

  it('on 401 re-logs in once and retries once; if re-login fails it logs out', async () => {
    logInWith('old');
    handler = (req) =>
      req.headers.authorization === 'Bearer new'
        ? ok('fresh')
        : { status: 401, json: { code: 401, message: 'expired', success: false, data: null } };
    const relogin = jest.fn(async () => {
      portalStore.set(authAtom, { ...portalStore.get(authAtom), access_token: 'new' });
      return true;
    });
    setApiClientHooks({ relogin });
    await expect(apiRequest('/user/info/get')).resolves.toBe('fresh');
    expect(relogin).toHaveBeenCalledTimes(1);

    const onLoggedOut = jest.fn();
    logInWith('old');
    setApiClientHooks({ relogin: async () => false, onLoggedOut });
    await expect(apiRequest('/user/info/get', { showToast: false })).rejects.toMatchObject({ code: 401 });
    expect(onLoggedOut).toHaveBeenCalledTimes(1);
  });

  it('reports an unreachable server as "Network error"', async () => {
    setRuntimeConfig({ apiBase: 'http://127.0.0.1:9/app/api/v1' });
    await expect(apiRequest('/c/hot', { showToast: false })).rejects.toMatchObject({
      code: 0,
      message: 'Network error',
    });
    setRuntimeConfig({ apiBase: `http://127.0.0.1:${(server.address() as AddressInfo).port}/app/api/v1` });
  });
});
