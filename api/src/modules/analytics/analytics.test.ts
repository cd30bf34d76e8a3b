import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { AnalyticsBatch, AnalyticsWireEvent } from '@portal/shared/analytics/events';
import { useTestApi, type TestApi } from '../../test/context.js';
import { API, assertClientError, type Envelope } from '../../test/http.js';

const URL = `${API}/analytics/events`;

/** An event exactly as the portal's tracker builds it (the type is the tracker's own). */
const event = (overrides: Partial<AnalyticsWireEvent> = {}): AnalyticsWireEvent => ({
  name: 'visit',
  device_id: 'device-test-0001',
  user_id: null,
  session_id: 'session-test-0001',
  path: '/fr/games/snake',
  locale: 'fr',
  platform: 'web',
  country: 'FR',
  source: {
    id: 'src-1',
    type: 'search_engine',
    originalValue: 'www.google.com',
    referer: 'https://www.google.com',
    timestamp: 1_735_689_600_000,
    urlParams: { utm_source: 'google' },
  },
  props: { landing: true },
  ts: 1_735_689_601_000,
  ...overrides,
});

async function send(t: TestApi, body: unknown, contentType = 'application/json', headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: URL,
    headers: { 'content-type': contentType, ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.statusCode, body: res.json() as Envelope };
}

const count = async (t: TestApi) =>
  (await t.context.db.query<{ n: number }>('SELECT count(*)::int AS n FROM analytics_events'))[0]!.n;

describe('analytics: collecting events', () => {
  const t = useTestApi();

  it('stores a JSON batch and answers 202', async () => {
    const batch: AnalyticsBatch = {
      events: [
        event(),
        event({ name: 'leave', source: null, props: { duration: 42, timer_id: 't-1' }, user_id: 'u-7' }),
        event({
          name: 'log_click_behavior',
          source: null,
          props: { behavior_id: 'play', behavior_type: 'click', behavior_name: 'Play', obj_id: 3, obj_type: 'game' },
        }),
      ],
    };
    const res = await send(t, batch);
    assert.equal(res.status, 202, JSON.stringify(res.body));
    assert.deepEqual(res.body, { code: 0, message: 'accepted', success: true, data: { accepted: 3 } });

    const rows = await t.context.db.query<Record<string, unknown>>(
      `SELECT name, device_id, user_id, session_id, path, locale, platform, country, source, props,
              extract(epoch FROM client_ts) * 1000 AS client_ms, received_at FROM analytics_events ORDER BY id`,
    );
    assert.deepEqual(
      rows.map((r) => r.name),
      ['visit', 'leave', 'log_click_behavior'],
    );
    // Stored as sent: every field of the event, its time as client_ts.
    const { ts, ...sent } = event();
    assert.deepEqual(
      { ...rows[0], client_ms: Number(rows[0]!.client_ms), received_at: undefined },
      { ...sent, client_ms: ts, received_at: undefined },
    );
    assert.ok(rows[0]!.received_at instanceof Date);
    assert.equal(rows[1]!.user_id, 'u-7');
    assert.deepEqual(rows[1]!.props, { duration: 42, timer_id: 't-1' });
    assert.equal(rows[1]!.source, null);
  });

  it('takes the play events the studio counts: a start and the seconds of a play', async () => {
    const play = { game: 'snake', play_id: 'play-0001' };
    const res = await send(t, {
      events: [
        event({ name: 'play_start', source: null, props: { ...play, source: 'direct' } }),
        event({ name: 'play_time', source: null, props: { ...play, seconds: 75 } }),
      ],
    });
    assert.equal(res.status, 202, JSON.stringify(res.body));
  });

  it('accepts a sendBeacon body sent as text/plain', async () => {
    const before = await count(t);
    const res = await send(t, { events: [event({ name: 'account_logout', props: {} })] }, 'text/plain;charset=UTF-8');
    assert.equal(res.status, 202, JSON.stringify(res.body));
    assert.equal(await count(t), before + 1);
  });

  it('fills a missing country from the CDN header', async () => {
    await send(
      t,
      { events: [event({ name: 'user_update', country: null, device_id: 'device-geo-0001' })] },
      'application/json',
      { 'cf-ipcountry': 'de' },
    );
    const [row] = await t.context.db.query<{ country: string }>(
      `SELECT country FROM analytics_events WHERE device_id = 'device-geo-0001'`,
    );
    assert.equal(row!.country, 'DE');
  });

  it('rejects a batch with any invalid event with a clear 400, storing nothing', async () => {
    const before = await count(t);
    const bigProps: Record<string, string> = {};
    for (let i = 0; i < 12; i += 1) bigProps[`k${i}`] = 'x'.repeat(250);
    const cases: Array<[unknown, RegExp]> = [
      [{ events: [event(), { ...event(), name: 'purchase' }] }, /events\.1\.name must be one of: visit, leave/],
      [{ events: [event({ device_id: 'x' })] }, /device_id/],
      [{ events: [event({ locale: 'xx' as never })] }, /locale must be one of/],
      [{ events: [event({ country: 'France' })] }, /country/],
      [{ events: [event({ path: 'https://evil.example/' })] }, /path/],
      [
        { events: [event({ props: { nested: { a: 1 } } as never })] },
        /events\.0\.props\.nested must be a string of at most 256 characters, a number/,
      ],
      [{ events: [event({ props: { long: 'y'.repeat(257) } })] }, /props\.long must be a string of at most 256/],
      [{ events: [event({ props: { 'bad key': 1 } })] }, /props/],
      [{ events: [event({ props: bigProps })] }, /events\.0\.props must be at most 2048 bytes/],
      [
        { events: [event({ name: 'log_click_behavior', props: { behavior_type: 'click', behavior_name: 'x' } })] },
        /behavior_id is required/,
      ],
      [{ events: [event({ name: 'play_start', props: { play_id: 'play-0001' } })] }, /props\.game must be a slug/],
      [
        { events: [event({ name: 'play_start', props: { game: 'snake', play_id: 'short' } })] },
        /props\.play_id must match/,
      ],
      [
        { events: [event({ name: 'play_time', props: { game: 'snake', play_id: 'play-0001', seconds: 0 } })] },
        /props\.seconds must be a whole number from 1 to 86400 for play_time/,
      ],
      [
        { events: [event({ name: 'play_time', props: { game: 'snake', play_id: 'play-0001', seconds: 2.5 } })] },
        /props\.seconds must be a whole number/,
      ],
      [{ events: [{ ...event(), ip: '1.2.3.4' }] }, /additional properties/],
      [{ events: [event({ source: { ...event().source!, urlParams: { email: 'a@b.c' } as never } })] }, /urlParams/],
      [{ events: [] }, /events must NOT have fewer than 1 items/],
      [{ events: Array.from({ length: 51 }, () => event()) }, /events must NOT have more than 50 items/],
      [{}, /body\.events is required/],
    ];
    for (const [body, message] of cases) assertClientError(await send(t, body), 400, message);
    assertClientError(await send(t, 'not json', 'text/plain'), 400, /Body must be JSON/);
    assertClientError(await send(t, '{"events": [', 'application/json'), 400, /JSON/);
    assert.equal(await count(t), before, 'nothing stored');
  });

  it('rejects a body over 64 KiB', async () => {
    const before = await count(t);
    const padding = 'p'.repeat(70_000);
    const res = await send(t, `{"events":[],"pad":"${padding}"}`, 'text/plain');
    assertClientError(res, 413);
    assert.equal(await count(t), before);
  });
});

describe('analytics: rate limit', () => {
  const t = useTestApi({ analyticsRateLimit: 3 });

  it('limits batches per address with a 429 envelope', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await send(t, { events: [event()] })).status);
    assert.deepEqual(statuses, [202, 202, 202, 429, 429]);
    assertClientError(await send(t, { events: [event()] }), 429, /Too many requests/);
  });
});
