import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { REMOTE_HEALTH_ERROR_CODES } from '@portal/shared/contract/remote-health';
import { useTestApi, type TestApi } from '../../test/context.js';
import { API, assertClientError, type Envelope } from '../../test/http.js';
import { addressHash, EDGE_SIGNATURE_HEADER, edgeSignature, signHealthToken } from '@portal/server-kit';

const SECRET = 'remote-health-test-secret';
const STABLE = '1.0.0-aaaaaaaaaa';
const CANARY = '1.1.0-bbbbbbbbbb';
const visitor = (n: number) => n.toString(16).padStart(16, '0');
const address = (n: number) => addressHash(SECRET, `198.51.100.${n}`);

/** The token the edge puts in a page for one visitor (by default each visitor from an address of their own). */
interface TokenOptions {
  from?: number;
  secret?: string;
  until?: number;
}

const token = (
  remote: string,
  version: string,
  n: number,
  { from = n, secret = SECRET, until = Date.now() + 60_000 }: TokenOptions = {},
) => signHealthToken(secret, { remote, version, visitor: visitor(n), address: address(from), until });

const event = (
  kind: string,
  n: number,
  { remote = 'blog', version = CANARY, ...options }: TokenOptions & { remote?: string; version?: string } = {},
) => ({
  remote,
  version,
  kind,
  token: token(remote, version, n, options),
});

async function post(
  t: TestApi,
  body: unknown,
  { contentType = 'application/json', ip = '203.0.113.7', url = '/remote-health', headers = {} } = {},
) {
  const res = await t.app.inject({
    method: 'POST',
    url: `${API}${url}`,
    headers: { 'content-type': contentType, ...headers },
    remoteAddress: ip,
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.statusCode, body: res.json() as Envelope<{ accepted: number } | null> };
}

async function versions(t: TestApi, remote = 'blog') {
  const res = await t.app.inject({ method: 'GET', url: `${API}/remote-health/summary?remote=${remote}` });
  return (res.json() as Envelope<{ versions: unknown[] }>).data.versions;
}

describe('remote health', () => {
  const t = useTestApi({ remoteHealthRateLimit: 1000, healthTokenSecret: SECRET });

  it('counts a visitor once per version, failing once whatever kinds of failure they report', async () => {
    assert.equal((await post(t, { events: [event('load', 1, { version: STABLE })] })).status, 202);
    assert.equal((await post(t, { events: [event('load', 2, { version: STABLE })] })).status, 202);
    const failing = await post(t, { events: [event('load', 3), event('render-error', 3)] });
    assert.deepEqual([failing.status, failing.body.data], [202, { accepted: 2 }]);
    await post(t, { events: [event('load', 4)] });
    await post(t, { events: [event('integrity-error', 4)] });
    await post(t, { events: [event('error', 4), event('load-error', 4)] });
    // Another remote's sessions are not the blog's.
    await post(t, { events: [event('error', 5, { remote: 'games' })] });
    assert.deepEqual(await versions(t), [
      { version: STABLE, sessions: 2, failing: 0 },
      { version: CANARY, sessions: 2, failing: 2 },
    ]);
  });

  it('takes sendBeacon batches (text/plain JSON)', async () => {
    const body = JSON.stringify({ events: [event('load', 9, { remote: 'upload', version: '2.0.0-c' })] });
    assert.equal((await post(t, body, { contentType: 'text/plain;charset=UTF-8' })).status, 202);
    assert.deepEqual(await versions(t, 'upload'), [{ version: '2.0.0-c', sessions: 1, failing: 0 }]);
    assertClientError(await post(t, 'not json', { contentType: 'text/plain' }), 400);
  });

  it('changes nothing for 60 forged or replayed reports', async () => {
    const remote = 'account';
    const real = [event('load', 20, { remote }), event('render-error', 20, { remote }), event('load', 21, { remote })];
    assert.deepEqual((await post(t, { events: real })).body.data, { accepted: 3 });
    const before = await versions(t, remote);
    const forged = [
      // No token, an invented one, another secret's, another version's, another remote's, an expired one.
      { remote, version: CANARY, kind: 'error' },
      {
        ...event('error', 22, { remote }),
        token: `${visitor(22)}.${address(22)}.${Date.now() + 60_000}.${'A'.repeat(43)}`,
      },
      event('error', 23, { remote, secret: 'not-the-edge-secret' }),
      { ...event('error', 24, { remote, version: STABLE }), version: CANARY },
      { ...event('error', 25, { remote }), remote: 'games' },
      event('error', 26, { remote, until: Date.now() - 1 }),
      // A remote the edge never served has no token to show.
      { ...event('error', 27, { remote }), remote: 'nonexistent' },
    ];
    const statuses = new Set<number>();
    for (let n = 0; n < 60; n += 1) {
      // Half forged, half replays of the real visitors' reports (a failure again, a load again).
      const sent = n < 30 ? forged[n % forged.length] : real[n % real.length];
      const answer = await post(t, { events: [sent] }, { ip: `203.0.113.${n}` });
      statuses.add(answer.status);
      if (answer.status === 403) assert.equal(answer.body.code, REMOTE_HEALTH_ERROR_CODES.invalidToken);
      if (answer.status === 202) assert.deepEqual(answer.body.data, { accepted: 0 });
    }
    assert.deepEqual([...statuses].sort(), [202, 400, 403]);
    assert.deepEqual(before, [{ version: CANARY, sessions: 2, failing: 1 }]);
    assert.deepEqual(await versions(t, remote), before);
  });

  it('opens only a few sessions of a version per address, however many pages it fetched', async () => {
    for (let n = 40; n < 50; n += 1)
      await post(t, { events: [event('render-error', n, { remote: 'games', version: '3.0.0-x', from: 99 })] });
    assert.deepEqual(await versions(t, 'games'), [
      { version: '3.0.0-x', sessions: 3, failing: 3 },
      { version: CANARY, sessions: 1, failing: 1 },
    ]);
  });

  it("takes the edge's own signed reports, and nobody else's", async () => {
    const events = [
      { remote: 'fixture', version: '0.1.0-e2e', kind: 'ssr-throw', session: visitor(60), address: address(60) },
      { remote: 'fixture', version: '0.1.0-e2e', kind: 'file-error', session: visitor(61), address: address(61) },
    ];
    const signed = { [EDGE_SIGNATURE_HEADER]: edgeSignature(SECRET) };
    for (const headers of [{}, { [EDGE_SIGNATURE_HEADER]: edgeSignature('another secret') }]) {
      const refused = await post(t, { events }, { url: '/remote-health/edge', headers });
      assertClientError(refused, 403);
      assert.equal(refused.body.code, REMOTE_HEALTH_ERROR_CODES.notTheEdge);
    }
    assert.deepEqual((await post(t, { events }, { url: '/remote-health/edge', headers: signed })).body.data, {
      accepted: 2,
    });
    assert.deepEqual((await post(t, { events }, { url: '/remote-health/edge', headers: signed })).body.data, {
      accepted: 0,
    });
    assert.deepEqual(await versions(t, 'fixture'), [{ version: '0.1.0-e2e', sessions: 2, failing: 2 }]);
    // A browser may not send the edge's kinds.
    assertClientError(await post(t, { events: [event('ssr-throw', 62)] }), 400);
  });

  it('refuses unknown kinds, malformed tokens and versions, empty and oversized batches', async () => {
    const ok = event('load', 70);
    for (const body of [
      { events: [{ ...ok, remote: 'shell' }] },
      { events: [{ ...ok, kind: 'crash' }] },
      { events: [{ ...ok, version: '../etc' }] },
      { events: [{ ...ok, token: 'x' }] },
      { events: [{ ...ok, message: 'x'.repeat(301) }] },
      { session: visitor(1), events: [ok] },
      { events: [] },
      { events: Array.from({ length: 51 }, () => ok) },
      { events: [{ ...ok, extra: 1 }] },
    ])
      assertClientError(await post(t, body), 400);
    for (const remote of ['Games', 'bad-name', '../blog', 'x'.repeat(41)])
      assertClientError(await post(t, { events: [{ ...ok, remote }] }), 400);
  });
});

describe('remote health: rate limit', () => {
  const t = useTestApi({ remoteHealthRateLimit: 2, healthTokenSecret: SECRET });

  it('limits batches per address with a 429 envelope, but not the edge', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i += 1)
      statuses.push((await post(t, { events: [event('load', i)] }, { ip: '203.0.113.99' })).status);
    assert.deepEqual(statuses, [202, 202, 429]);
    const events = [{ remote: 'blog', version: CANARY, kind: 'ssr-timeout', session: visitor(5), address: address(5) }];
    const headers = { [EDGE_SIGNATURE_HEADER]: edgeSignature(SECRET) };
    for (let i = 0; i < 3; i += 1)
      assert.equal((await post(t, { events }, { url: '/remote-health/edge', headers, ip: '10.0.0.2' })).status, 202);
  });
});
