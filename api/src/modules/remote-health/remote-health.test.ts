import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useTestApi, type TestApi } from '../../test/context.js';
import { API, assertClientError, type Envelope } from '../../test/http.js';

const session = (n: number) => `${n.toString(16).padStart(16, '0')}`;

async function post(t: TestApi, body: unknown, contentType = 'application/json', ip = '203.0.113.7') {
  const res = await t.app.inject({
    method: 'POST',
    url: `${API}/remote-health`,
    headers: { 'content-type': contentType },
    remoteAddress: ip,
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.statusCode, body: res.json() as Envelope };
}

async function summary(t: TestApi, remote: string) {
  const res = await t.app.inject({ method: 'GET', url: `${API}/remote-health/summary?remote=${remote}` });
  return { status: res.statusCode, body: res.json() as Envelope<{ remote: string; versions: unknown[] }> };
}

describe('remote health', () => {
  const t = useTestApi({ remoteHealthRateLimit: 1000 });

  it('counts sessions and failing sessions per version, a session once however many batches it sends', async () => {
    const load = (version: string) => ({ remote: 'blog', version, kind: 'load' });
    assert.equal((await post(t, { session: session(1), events: [load('1.0.0-aaaaaaaaaa')] })).status, 202);
    assert.equal((await post(t, { session: session(1), events: [load('1.0.0-aaaaaaaaaa')] })).status, 202);
    assert.equal((await post(t, { session: session(2), events: [load('1.0.0-aaaaaaaaaa')] })).status, 202);
    const failing = await post(t, {
      session: session(3),
      events: [
        load('1.1.0-bbbbbbbbbb'),
        { remote: 'blog', version: '1.1.0-bbbbbbbbbb', kind: 'render-error', message: 'boom' },
      ],
    });
    assert.equal(failing.status, 202);
    assert.deepEqual(failing.body.data, { accepted: 2 });
    // A failure in a later batch of a session counts that session as failing once.
    await post(t, { session: session(4), events: [load('1.1.0-bbbbbbbbbb')] });
    await post(t, { session: session(4), events: [{ remote: 'blog', version: '1.1.0-bbbbbbbbbb', kind: 'error' }] });
    await post(t, {
      session: session(4),
      events: [{ remote: 'blog', version: '1.1.0-bbbbbbbbbb', kind: 'load-error' }],
    });
    // Another remote's sessions are not the blog's.
    await post(t, { session: session(5), events: [{ remote: 'games', version: '1.1.0-bbbbbbbbbb', kind: 'error' }] });

    const res = await summary(t, 'blog');
    assert.equal(res.status, 200);
    assert.deepEqual(res.body.data, {
      remote: 'blog',
      versions: [
        { version: '1.0.0-aaaaaaaaaa', sessions: 2, failing: 0 },
        { version: '1.1.0-bbbbbbbbbb', sessions: 2, failing: 2 },
      ],
    });
  });

  it('takes sendBeacon batches (text/plain JSON)', async () => {
    const body = JSON.stringify({
      session: session(9),
      events: [{ remote: 'upload', version: '2.0.0-c', kind: 'load' }],
    });
    assert.equal((await post(t, body, 'text/plain;charset=UTF-8')).status, 202);
    assert.deepEqual((await summary(t, 'upload')).body.data.versions, [
      { version: '2.0.0-c', sessions: 1, failing: 0 },
    ]);
    assertClientError(await post(t, 'not json', 'text/plain'), 400);
  });

  it('refuses unknown remotes, kinds, malformed sessions and versions, empty and oversized batches', async () => {
    const ok = { remote: 'blog', version: '1.0.0-a', kind: 'load' };
    for (const body of [
      { session: session(1), events: [{ ...ok, remote: 'shell' }] },
      { session: session(1), events: [{ ...ok, kind: 'crash' }] },
      { session: session(1), events: [{ ...ok, version: '../etc' }] },
      { session: session(1), events: [{ ...ok, message: 'x'.repeat(301) }] },
      { session: 'not-a-session', events: [ok] },
      { session: session(1), events: [] },
      { session: session(1), events: Array.from({ length: 51 }, () => ok) },
      { session: session(1), events: [{ ...ok, extra: 1 }] },
    ])
      assertClientError(await post(t, body), 400);
    assertClientError(await summary(t, 'shell'), 400);
    for (const remote of ['Games', 'bad-name', '../blog', 'x'.repeat(41)])
      assertClientError(await post(t, { session: session(1), events: [{ ...ok, remote }] }), 400);
  });

  it('takes reports from a remote registered after the four (any name the registry allows)', async () => {
    const event = { remote: 'fixture', version: '0.1.0-e2e', kind: 'load' };
    assert.equal((await post(t, { session: session(7), events: [event] })).status, 202);
    const { body } = await summary(t, 'fixture');
    assert.deepEqual(body.data.versions, [{ version: '0.1.0-e2e', sessions: 1, failing: 0 }]);
  });
});

describe('remote health: rate limit', () => {
  const t = useTestApi({ remoteHealthRateLimit: 2 });

  it('limits batches per address with a 429 envelope', async () => {
    const body = { session: session(1), events: [{ remote: 'blog', version: '1.0.0-a', kind: 'load' }] };
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await post(t, body, 'application/json', '203.0.113.99')).status);
    assert.deepEqual(statuses, [202, 202, 429]);
  });
});
