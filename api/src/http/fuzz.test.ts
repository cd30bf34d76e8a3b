/**
 * Hostile input against every route in Fastify's route table: wrong types, missing fields, huge strings, numbers that
 * are not finite integers, NUL, lone surrogates, arrays for objects, deep nesting and wrong content types, anonymous
 * and signed in. Any answer of 500 or more fails: bad input must always be the caller's 4xx.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { useTestApi } from '../test/context.js';
import { signUpAndLogin } from '../test/users.js';

interface Route {
  method: string;
  url: string;
  query: string[];
  body: string[];
}

const propertiesOf = (schema: unknown): string[] =>
  Object.keys((schema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {});

/** Values for one field of a query string or a path parameter (already URL-encoded). */
const URL_VALUES = [
  'Infinity',
  '-Infinity',
  'NaN',
  '-1',
  '0',
  '99999999999999999999999',
  '1.5',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%',
  'x'.repeat(5000),
  '[]',
  '{}',
];

/** Raw JSON texts for one body field: `1e400` parses to Infinity. */
const JSON_VALUES = [
  '1e400',
  '-1e400',
  '-1',
  '0',
  '1e20',
  '1.5',
  '"Infinity"',
  '"a\\u0000b"',
  '"\\ud800"',
  '"\\udc00x"',
  JSON.stringify('y'.repeat(20_000)),
  'true',
  'null',
  '[]',
  '{}',
  '{"a":{"b":1}}',
  '"x"',
];

const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** Whole bodies: each JSON text with a content type (some wrong). */
const WHOLE_BODIES: Array<{ payload: string; type?: string }> = [
  { payload: '', type: 'application/json' },
  { payload: '{', type: 'application/json' },
  { payload: '[]', type: 'application/json' },
  { payload: '"text"', type: 'application/json' },
  { payload: 'null', type: 'application/json' },
  { payload: '1e400', type: 'application/json' },
  { payload: deep(5000), type: 'application/json' },
  { payload: `{"a":${deep(2000)}}`, type: 'application/json' },
  { payload: '{"__proto__":{"x":1},"constructor":{"prototype":{}}}', type: 'application/json' },
  { payload: 'a=1&b=2', type: 'application/x-www-form-urlencoded' },
  { payload: 'plain text', type: 'text/plain' },
  { payload: '--x\r\n\r\n--x--', type: 'multipart/form-data; boundary=x' },
  { payload: '{}', type: 'application/json; charset=latin-9' },
  { payload: '\u0000', type: 'application/octet-stream' },
  { payload: '<a/>', type: 'application/xml' },
];

/** The route's path with each parameter replaced by `value`. */
const fillParams = (url: string, value: string) => url.replace(/:[\w]+/g, value);

function* requestsFor(route: Route): Generator<InjectOptions> {
  const method = route.method as InjectOptions['method'];
  const plain = fillParams(route.url, 'snake');
  for (const value of URL_VALUES) {
    if (route.url.includes(':')) yield { method, url: fillParams(route.url, value) };
    const names = route.query.length > 0 ? route.query : ['page', 'q'];
    for (const name of names) yield { method, url: `${plain}?${name}=${value}` };
  }
  yield { method, url: `${plain}?${route.query.map((name) => `${name}[]=1&${name}[]=2`).join('&')}` };
  if (method === 'GET' || method === 'DELETE' || method === 'HEAD') return;
  const fields = route.body.length > 0 ? route.body : ['slug', 'page'];
  for (const field of fields) {
    for (const value of JSON_VALUES) {
      const others = fields.filter((other) => other !== field).map((other) => `"${other}":"snake"`);
      yield {
        method,
        url: plain,
        headers: { 'content-type': 'application/json' },
        payload: `{${[`"${field}":${value}`, ...others].join(',')}}`,
      };
    }
  }
  yield {
    method,
    url: plain,
    headers: { 'content-type': 'application/json' },
    payload: `{${fields.map((f) => `"${f}":"a\\u0000"`).join(',')}}`,
  };
  for (const { payload, type } of WHOLE_BODIES)
    yield { method, url: plain, payload, headers: type ? { 'content-type': type } : {} };
}

const HOSTILE_HEADERS: Array<Record<string, string>> = [
  {},
  { 'x-device-id': 'd'.repeat(4000) },
  { 'x-device-id': 'a\u0001b' },
  { authorization: 'Bearer x.y.z' },
  { authorization: `Bearer ${'a'.repeat(9000)}` },
];

describe('fuzz: hostile input never answers 5xx', () => {
  const routes: Route[] = [];
  const t = useTestApi({}, (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      const schema = route.schema as { querystring?: unknown; body?: unknown } | undefined;
      for (const method of [route.method].flat()) {
        if (method === 'HEAD' || method === 'OPTIONS') continue;
        routes.push({
          method,
          url: route.url,
          query: propertiesOf(schema?.querystring),
          body: propertiesOf(schema?.body),
        });
      }
    });
  });
  let auth: Record<string, string> = {};

  before(async () => {
    auth = (await signUpAndLogin(t.app)).authHeader;
  });

  it('walks every route with hostile values, anonymous and signed in', { timeout: 120_000 }, async (context) => {
    assert.ok(routes.length > 40, `only ${routes.length} routes seen`);
    const failures: string[] = [];
    let sent = 0;
    let address = 0;
    for (const route of routes) {
      for (const request of requestsFor(route)) {
        // Signed in on every other request, and from many addresses so that rate limits rarely cut the walk short.
        const signedIn = sent % 2 === 0;
        const headers = { ...(request.headers as Record<string, string>), ...(signedIn ? auth : {}) };
        const res = await t.app.inject({
          ...request,
          headers,
          remoteAddress: `10.9.${(address >> 8) & 255}.${address++ & 255}`,
        });
        sent++;
        if (res.statusCode >= 500)
          failures.push(
            `${request.method} ${String(request.url).slice(0, 120)} ${String(request.payload ?? '').slice(0, 80)} → ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
      }
      for (const headers of HOSTILE_HEADERS) {
        const res = await t.app.inject({
          method: route.method as InjectOptions['method'],
          url: fillParams(route.url, 'snake'),
          headers,
        });
        sent++;
        if (res.statusCode >= 500)
          failures.push(`${route.method} ${route.url} ${JSON.stringify(headers).slice(0, 80)} → ${res.statusCode}`);
      }
    }
    context.diagnostic(`${sent} hostile requests over ${routes.length} routes`);
    assert.ok(sent > 1000, `only ${sent} requests sent`);
    assert.deepEqual(failures, []);
  });

  it('answers every anonymous /user/ call 401 before looking at its input', async () => {
    const userRoutes = routes.filter((route) => route.url.includes('/user/'));
    assert.ok(userRoutes.length > 20);
    const answers = await Promise.all(
      userRoutes.map(async (route) => {
        const res = await t.app.inject({
          method: route.method as InjectOptions['method'],
          url: fillParams(route.url, 'x'),
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        return `${route.method} ${route.url} ${res.statusCode}`;
      }),
    );
    assert.deepEqual(
      answers.filter((answer) => !answer.endsWith(' 401')),
      [],
    );
  });
});
