// Small HTTP helpers for the topology checks: JSON calls against one base URL (the front door or one replica), with
// an optional client address for the API to see in X-Forwarded-For (replicas trust it, as behind the proxy).
import http from 'node:http';

export const API_PREFIX = '/app/api/v1';

export async function call(base, method, route, { token, body, forwardedFor, headers = {}, cookie } = {}) {
  const response = await fetch(`${base}${API_PREFIX}${route}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = { raw: text.slice(0, 200) };
  }
  return { status: response.status, body: json, headers: response.headers };
}

/** Throws with the answer when the call did not succeed. */
export async function ok(base, method, route, options) {
  const answer = await call(base, method, route, options);
  if (answer.status !== 200 || answer.body.success === false)
    throw new Error(`${method} ${route} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
  return answer.body.data;
}

export async function waitFor(what, check, { timeoutMs, intervalMs = 100 }) {
  const started = Date.now();
  let last;
  while (Date.now() - started < timeoutMs) {
    try {
      if (await check()) return Date.now() - started;
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`${what}: not within ${timeoutMs} ms${last ? ` (${last.message})` : ''}`);
}

export const isReady = async (url) => (await fetch(url).catch(() => null))?.status === 200;

/**
 * GET on a games-origin host (`snake.games.localhost:28001`): Node resolves no `*.localhost` name and fetch sends
 * its own Host, so this connects to `address` (by default the URL's port on 127.0.0.1) and names the host itself.
 */
export function getOnHost(url, { address = '127.0.0.1', port } = {}) {
  const target = new URL(url);
  return new Promise((resolve) => {
    const request = http.get(
      {
        host: address,
        port: port ?? target.port,
        path: target.pathname + target.search,
        headers: { host: target.host },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8').on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode, body }));
      },
    );
    request.on('error', () => resolve({ status: 0, body: '' }));
  });
}

/** A new account: signed up with the identity provider, then logged in to the portal, as the front end does. */
export async function signUpAndLogin(base, { email, password = 'correct-horse-7', forwardedFor } = {}) {
  const signUp = await call(base, 'POST', '/identity/sign-up', { body: { email, password }, forwardedFor });
  if (signUp.status !== 200) throw new Error(`sign-up ${email} → ${signUp.status} ${JSON.stringify(signUp.body)}`);
  const cookie = (signUp.headers.getSetCookie?.() ?? []).map((line) => line.split(';')[0]).join('; ');
  const login = await ok(base, 'POST', '/auth/login', {
    body: { token: signUp.body.data.token, type: 1, device_id: 'topology-device-01', login_type: 'aware' },
    forwardedFor,
  });
  return { token: login.access_token, userId: login.user.user_id, cookie, email, password };
}
