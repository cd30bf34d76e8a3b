import { flushHealth, remoteOfSource, reportRemoteHealth } from './health';

const fetchMock = jest.fn(() => Promise.resolve({ ok: true, status: 202 }));
const beaconMock = jest.fn(() => true);

beforeAll(() => {
  Object.defineProperty(globalThis, 'fetch', { configurable: true, writable: true, value: fetchMock });
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, writable: true, value: beaconMock });
});
beforeEach(() => {
  fetchMock.mockClear();
  beaconMock.mockClear();
});

const sent = (call: unknown[]) =>
  JSON.parse(String((call[1] as RequestInit).body)) as { session: string; events: unknown[] };

describe('remote health reports', () => {
  it('batches a version load once per tab and every failure, with the remote and version', () => {
    reportRemoteHealth('blog', '1.0.0-abc', 'load');
    reportRemoteHealth('blog', '1.0.0-abc', 'load');
    reportRemoteHealth('blog', '1.0.0-abc', 'render-error', new Error('boom'));
    reportRemoteHealth('games', undefined, 'load-error');
    flushHealth('fetch');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/app/api/v1/remote-health');
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    const body = sent(fetchMock.mock.calls[0] as unknown[]);
    expect(body.session).toMatch(/^[0-9a-f]{16}$/);
    expect(body.events).toEqual([
      { remote: 'blog', version: '1.0.0-abc', kind: 'load' },
      { remote: 'blog', version: '1.0.0-abc', kind: 'render-error', message: 'boom' },
    ]);
  });

  it('keeps one session per tab and sends with sendBeacon when the page goes away', () => {
    reportRemoteHealth('upload', '3.0.0-x', 'error', 'script error');
    flushHealth('fetch');
    const first = sent(fetchMock.mock.calls[0] as unknown[]).session;
    reportRemoteHealth('upload', '3.0.0-x', 'error', 'again');
    flushHealth('beacon');
    expect(beaconMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String((beaconMock.mock.calls[0] as unknown[])[1])).session).toBe(first);
  });

  it('attributes scripts and stacks under a remote version folder to that version', () => {
    expect(remoteOfSource('http://x/remotes/blog/1.0.0-abc/__federation_expose_BlogListPage.js')).toEqual({
      remote: 'blog',
      version: '1.0.0-abc',
    });
    expect(remoteOfSource('at f (http://x/_shell/main.js:1:2)')).toBeNull();
    expect(remoteOfSource(undefined)).toBeNull();
  });
});
