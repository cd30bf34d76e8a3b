import { setRuntimeConfig } from '../config';
import { authAtom, LOGGED_OUT } from '../state/auth';
import { portalStore } from '../state/store';
import { SIGNED_IN, signInForTest } from '../testing/session';
import type { AnalyticsBatch, AnalyticsWireEvent } from './events';
import { SESSION_KEY } from './context';
import { FLUSH_AT, FLUSH_INTERVAL_MS, toBodies } from './queue';
import { SOURCE_STORAGE_KEY } from './source';
import { startAnalytics, track, trackPlayStart, trackPlayTime, trackUserUpdate, trackVisit } from './tracker';

let visibility: DocumentVisibilityState = 'visible';
Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });

const fetchMock = jest.fn(async (_url: string, _init: RequestInit) => ({ status: 202 }) as Response);
const beaconMock = jest.fn((_url: string, _body: string) => true);
Object.defineProperty(global, 'fetch', { configurable: true, writable: true, value: fetchMock });
Object.defineProperty(navigator, 'sendBeacon', { configurable: true, writable: true, value: beaconMock });

const sentEvents = (calls: unknown[][]): AnalyticsWireEvent[] =>
  calls.flatMap((call) => {
    const body = typeof call[1] === 'string' ? call[1] : ((call[1] as RequestInit).body as string);
    return (JSON.parse(body) as AnalyticsBatch).events;
  });
const hide = () => {
  visibility = 'hidden';
  document.dispatchEvent(new Event('visibilitychange'));
};
const show = () => {
  visibility = 'visible';
  document.dispatchEvent(new Event('visibilitychange'));
};

let stop: () => void = () => {};

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2025-03-01T12:00:00Z') });
  localStorage.clear();
  sessionStorage.clear();
  fetchMock.mockClear();
  beaconMock.mockClear();
  beaconMock.mockImplementation(() => true);
  visibility = 'visible';
  portalStore.set(authAtom, LOGGED_OUT);
  setRuntimeConfig({ apiBase: '/app/api/v1' });
  window.history.replaceState(null, '', '/fr/games/snake?utm_source=google&email=a@b.c');
});
afterEach(() => {
  stop();
  jest.useRealTimers();
  delete (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl;
});

describe('analytics tracker', () => {
  it('starts once, counts the landing visit with the page context and records the source', () => {
    document.cookie = 'geo_country=fr';
    stop = startAnalytics();
    expect(startAnalytics()).toBe(stop);
    jest.advanceTimersByTime(FLUSH_INTERVAL_MS);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/app/api/v1/analytics/events');
    expect(init).toMatchObject({
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    const [visit] = sentEvents(fetchMock.mock.calls);
    expect(visit).toMatchObject({
      name: 'visit',
      user_id: null,
      path: '/fr/games/snake',
      locale: 'fr',
      platform: 'web',
      country: 'FR',
      props: { landing: true },
      ts: Date.now() - FLUSH_INTERVAL_MS,
      source: { type: 'search_engine', originalValue: 'google', urlParams: { utm_source: 'google' } },
    });
    expect(visit!.device_id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(visit!.session_id).toBe(JSON.parse(sessionStorage.getItem(SESSION_KEY)!));
    expect(JSON.parse(localStorage.getItem(SOURCE_STORAGE_KEY)!).type).toBe('search_engine');
    expect(JSON.stringify(visit)).not.toContain('a@b.c');
    document.cookie = 'geo_country=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('sends a batch as soon as 20 events are queued, and the rest every 10 s', () => {
    stop = startAnalytics();
    for (let i = 1; i < FLUSH_AT; i += 1)
      track('log_click_behavior', { behavior_id: `b${i}`, behavior_type: 'click', behavior_name: 'play' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sentEvents(fetchMock.mock.calls)).toHaveLength(FLUSH_AT);

    track('account_logout');
    jest.advanceTimersByTime(FLUSH_INTERVAL_MS - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sentEvents(fetchMock.mock.calls.slice(1)).map((e) => e.name)).toEqual(['account_logout']);
    jest.advanceTimersByTime(FLUSH_INTERVAL_MS * 3);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('on pagehide reports the leave time and sends everything with sendBeacon', () => {
    stop = startAnalytics();
    track('log_click_behavior', {
      behavior_id: 'nav-home',
      behavior_type: 'click',
      behavior_name: 'Home',
      obj_id: 7,
      obj_type: 'game',
    });
    jest.advanceTimersByTime(3_000);
    window.dispatchEvent(new Event('pagehide'));

    expect(fetchMock).not.toHaveBeenCalled();
    expect(beaconMock).toHaveBeenCalledTimes(1);
    expect(beaconMock.mock.calls[0]![0]).toBe('/app/api/v1/analytics/events');
    expect(typeof beaconMock.mock.calls[0]![1]).toBe('string');
    const events = sentEvents(beaconMock.mock.calls);
    expect(events.map((e) => e.name)).toEqual(['visit', 'log_click_behavior', 'leave']);
    expect(events[1]!.props).toEqual({
      behavior_id: 'nav-home',
      behavior_type: 'click',
      behavior_name: 'Home',
      obj_id: 7,
      obj_type: 'game',
    });
    expect(events[2]!.props).toMatchObject({ duration: 3 });
    expect(events[2]!.source).toBeNull();

    window.dispatchEvent(new Event('pagehide'));
    expect(beaconMock).toHaveBeenCalledTimes(1);
  });

  it('pauses the leave timer while the page is hidden and resumes when it is visible again', () => {
    stop = startAnalytics();
    jest.advanceTimersByTime(2_000);
    hide();
    jest.advanceTimersByTime(60_000);
    show();
    jest.advanceTimersByTime(4_000);
    hide();
    const leaves = sentEvents(beaconMock.mock.calls).filter((e) => e.name === 'leave');
    expect(leaves.map((e) => e.props.duration)).toEqual([2, 4]);
    expect(leaves[0]!.props.timer_id).not.toBe(leaves[1]!.props.timer_id);
  });

  it('does not report under a second of online time', () => {
    stop = startAnalytics();
    jest.advanceTimersByTime(900);
    hide();
    expect(sentEvents(beaconMock.mock.calls).map((e) => e.name)).toEqual(['visit']);
  });

  it('falls back to fetch with keepalive when sendBeacon refuses or is missing', () => {
    beaconMock.mockImplementation(() => false);
    stop = startAnalytics();
    hide();
    expect(beaconMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ keepalive: true });
    expect(sentEvents(fetchMock.mock.calls).map((e) => e.name)).toEqual(['visit']);

    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, writable: true, value: undefined });
    show();
    track('account_logout');
    hide();
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, writable: true, value: beaconMock });
    expect(sentEvents(fetchMock.mock.calls).map((e) => e.name)).toEqual(['visit', 'account_logout']);
  });

  it('keeps events after a failed send and retries on the timer; drops a batch the API refused', async () => {
    stop = startAnalytics();
    fetchMock.mockImplementationOnce(async () => {
      throw new TypeError('Failed to fetch');
    });
    jest.advanceTimersByTime(FLUSH_INTERVAL_MS);
    await jest.advanceTimersByTimeAsync(0);
    fetchMock.mockImplementationOnce(async () => ({ status: 400 }) as Response);
    jest.advanceTimersByTime(FLUSH_INTERVAL_MS);
    await jest.advanceTimersByTimeAsync(0);
    jest.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sentEvents(fetchMock.mock.calls).map((e) => e.name)).toEqual(['visit', 'visit']);
  });

  it('holds periodic sends while the browser is offline', () => {
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    stop = startAnalytics();
    jest.advanceTimersByTime(FLUSH_INTERVAL_MS * 2);
    expect(fetchMock).not.toHaveBeenCalled();
    onLine.mockReturnValue(true);
    jest.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect(sentEvents(fetchMock.mock.calls).map((e) => e.name)).toEqual(['visit']);
    onLine.mockRestore();
  });

  it('carries the user id when logged in, and user updates carry counts only', () => {
    signInForTest();
    stop = startAnalytics();
    trackUserUpdate(portalStore.get(authAtom).user!);
    hide();
    const update = sentEvents(beaconMock.mock.calls).find((e) => e.name === 'user_update')!;
    expect(update).toMatchObject({ user_id: 'u-1', props: { play_count: 3, favorite_count: 2, liked_count: 1 } });
    expect(JSON.stringify(update)).not.toContain(SIGNED_IN.user!.name);
  });

  it('cleans props, and drops events the API would refuse', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    stop = startAnalytics();
    track('user_update', { ok: 'x'.repeat(300), 'bad key': 1, nested: { a: 1 } as never, n: Number.NaN, flag: true });
    track('log_click_behavior', { behavior_id: '', behavior_type: 'click', behavior_name: 'x' });
    const big: Record<string, string> = {};
    for (let i = 0; i < 20; i += 1) big[`k${i}`] = 'y'.repeat(200);
    track('user_update', big);
    hide();
    const names = sentEvents(beaconMock.mock.calls).map((e) => e.name);
    expect(names).toEqual(['visit', 'user_update']);
    expect(sentEvents(beaconMock.mock.calls)[1]!.props).toEqual({ ok: 'x'.repeat(256), flag: true });
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('reports a play: its start with the source, then its seconds in whole increments under one play id', () => {
    stop = startAnalytics();
    const playId = trackPlayStart('snake');
    trackPlayTime('snake', playId, 42.9);
    trackPlayTime('snake', playId, 0.4);
    trackPlayTime('snake', playId, 200_000);
    jest.advanceTimersByTime(FLUSH_INTERVAL_MS);
    const plays = sentEvents(fetchMock.mock.calls).filter((event) => event.name.startsWith('play_'));
    expect(playId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(plays.map((event) => [event.name, event.props])).toEqual([
      ['play_start', { game: 'snake', play_id: playId, source: 'search_engine' }],
      ['play_time', { game: 'snake', play_id: playId, seconds: 42 }],
      ['play_time', { game: 'snake', play_id: playId, seconds: 86_400 }],
    ]);
  });

  it('counts each new path once', () => {
    stop = startAnalytics();
    trackVisit('/fr/games/snake');
    trackVisit('/fr/blog');
    trackVisit('/fr/blog');
    trackVisit('/fr/games/snake');
    hide();
    const visits = sentEvents(beaconMock.mock.calls).filter((e) => e.name === 'visit');
    expect(visits.map((e) => [e.path, e.props.landing])).toEqual([
      ['/fr/games/snake', true],
      ['/fr/blog', false],
      ['/fr/games/snake', false],
    ]);
  });

  it('does nothing under Global Privacy Control or before it starts', () => {
    track('account_logout');
    (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl = true;
    stop = startAnalytics();
    track('account_logout');
    hide();
    jest.advanceTimersByTime(FLUSH_INTERVAL_MS * 2);
    expect(beaconMock).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(localStorage.getItem(SOURCE_STORAGE_KEY)).toBeNull();
  });

  it('stops: listeners removed, what is left is sent', () => {
    stop = startAnalytics();
    stop();
    expect(sentEvents(fetchMock.mock.calls).map((e) => e.name)).toEqual(['visit']);
    hide();
    track('account_logout');
    jest.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect(beaconMock).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('request bodies', () => {
  const event = (props: Record<string, string>): AnalyticsWireEvent => ({
    name: 'log_click_behavior',
    device_id: 'device-0001',
    user_id: null,
    session_id: 'session-0001',
    path: '/',
    locale: 'en',
    platform: 'web',
    country: null,
    source: null,
    props,
    ts: 1,
  });

  it('splits at 50 events and under the 64 KiB body limit', () => {
    expect(
      toBodies(Array.from({ length: 120 }, () => event({}))).map(
        (b) => (JSON.parse(b) as AnalyticsBatch).events.length,
      ),
    ).toEqual([50, 50, 20]);
    const heavy = Array.from({ length: 45 }, () => event({ a: 'é'.repeat(900) }));
    const bodies = toBodies(heavy);
    expect(bodies.length).toBeGreaterThan(1);
    for (const body of bodies) expect(Buffer.byteLength(body)).toBeLessThanOrEqual(65_536);
    expect(bodies.flatMap((b) => (JSON.parse(b) as AnalyticsBatch).events)).toHaveLength(45);
  });
});
