import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { API, type Envelope } from './http.js';

export const TEST_PASSWORD = 'correct-horse-7';
export const TEST_DEVICE_ID = 'test-device-0001';

let counter = 0;

/** A random address in the TEST-NET-2 block (RFC 5737). */
export const randomTestAddress = () => `198.51.100.${Math.floor(Math.random() * 254) + 1}`;

/** A unique address per call, so tests in one file never collide on the unique email index. */
export const uniqueEmail = (label = 'player') => `${label}-${++counter}-${randomUUID().slice(0, 8)}@example.test`;

/**
 * A new account signed up with the built-in identity provider and logged in through POST /auth/login, exactly as
 * the front end does it. Returns the access token, the user id and a ready Authorization header.
 */
export async function signUpAndLogin(
  app: FastifyInstance,
  opts: { email?: string; name?: string; password?: string } = {},
): Promise<{ token: string; userId: string; authHeader: Record<string, string>; email: string }> {
  const email = opts.email ?? uniqueEmail();
  // Each helper user comes from its own address, so files creating many users stay under the per-address limits.
  const remoteAddress = randomTestAddress();
  const signUp = await app.inject({
    method: 'POST',
    url: `${API}/identity/sign-up`,
    remoteAddress,
    payload: { email, password: opts.password ?? TEST_PASSWORD, ...(opts.name ? { name: opts.name } : {}) },
  });
  if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.statusCode} ${signUp.body}`);
  const providerToken = signUp.json().data.token as string;
  const login = await app.inject({
    method: 'POST',
    url: `${API}/auth/login`,
    remoteAddress,
    payload: { token: providerToken, type: 1, device_id: TEST_DEVICE_ID, login_type: 'aware' },
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
  const { access_token: token, user } = login.json().data as { access_token: string; user: { user_id: string } };
  return { token, userId: user.user_id, authHeader: { authorization: `Bearer ${token}` }, email };
}

/** A JSON request against the API returning the status, parsed envelope and headers (cookies included). */
export async function send<T = unknown>(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  options: { payload?: unknown; headers?: Record<string, string>; remoteAddress?: string } = {},
) {
  const res = await app.inject({
    method,
    url: `${API}${url}`,
    headers: options.headers,
    remoteAddress: options.remoteAddress,
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  });
  return { status: res.statusCode, body: res.json() as Envelope<T>, headers: res.headers, cookies: res.cookies };
}
