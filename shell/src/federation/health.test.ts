import { flushHealth, loadHealthTokens, remoteOfSource, reportRemoteHealth } from './health';

const fetchMock = jest.fn(() => Promise.resolve({ ok: true, status: 202 }));
const beaconMock = jest.fn(() => true);

const TOKEN = `${'a'.repeat(16)}.${'b'.repeat(11)}.1.${'c'.repeat(43)}`;

beforeAll(() => {
  Object.defineProperty(globalThis, 'fetch', { configurable: true, writable: true, value: fetchMock });
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, writable: true, value: beaconMock });
  // What the edge inlines in the page: a token per remote, for the version it served.
  const tokens = document.createElement('script');
  tokens.type = 'application/json';
  tokens.id = 'portal-health';
  tokens.textContent = JSON.stringify({
    blog: { version: '1.0.0-abc', token: `${TOKEN}1` },
    upload: { version: '3.0.0-x', token: `${TOKEN}2` },
  });
  document.body.append(tokens);
});
beforeEach(() => {
  fetchMock.mockClear();
  beaconMock.mockClear();
});

const sent = (call: unknown[]) => JSON.parse(String((call[1] as RequestInit).body)) as { events: unknown[] };

describe('remote health reports', () => {
  it('batches each kind once per version and tab, with the token the page came with for that version', () => {
    reportRemoteHealth('blog', '1.0.0-abc', 'load');
    reportRemoteHealth('blog', '1.0.0-abc', 'load');
    reportRemoteHealth('blog', '1.0.0-abc', 'render-error', new Error('boom'));
    reportRemoteHealth('blog', '1.0.0-abc', 'render-error', new Error('boom again'));
    reportRemoteHealth('games', undefined, 'load-error');
    flushHealth('fetch');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/app/api/v1/remote-health');
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    expect(sent(fetchMock.mock.calls[0] as unknown[]).events).toEqual([
      { remote: 'blog', version: '1.0.0-abc', kind: 'load', token: `${TOKEN}1` },
      { remote: 'blog', version: '1.0.0-abc', kind: 'render-error', message: 'boom', token: `${TOKEN}1` },
    ]);
  });

  it('leaves out versions the page has no token for, and sends with sendBeacon when the page goes away', () => {
    reportRemoteHealth('upload', '3.0.1-newer', 'error', 'not served with this page');
    flushHealth('fetch');
    expect(fetchMock).not.toHaveBeenCalled();
    reportRemoteHealth('upload', '3.0.0-x', 'integrity-error', 'hash mismatch');
    flushHealth('beacon');
    expect(beaconMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String((beaconMock.mock.calls[0] as unknown[])[1])).events).toEqual([
      { remote: 'upload', version: '3.0.0-x', kind: 'integrity-error', message: 'hash mismatch', token: `${TOKEN}2` },
    ]);
  });

  it('attributes scripts and stacks under a remote version folder to that version', () => {
    expect(remoteOfSource('http://x/remotes/blog/1.0.0-abc/__federation_expose_BlogListPage.js')).toEqual({
      remote: 'blog',
      version: '1.0.0-abc',
    });
    expect(remoteOfSource('at f (http://x/_shell/main.js:1:2)')).toBeNull();
    expect(remoteOfSource(undefined)).toBeNull();
  });

  it('asks for the tokens of the versions the page runs, which a move since the page may have replaced', async () => {
    window.__PORTAL_REMOTES__ = {
      blog: { version: '1.0.0-abc', entry: '/remotes/blog/1.0.0-abc/remoteEntry.js' },
      games: { version: '2.0.0-def', entry: '/remotes/games/2.0.0-def/remoteEntry.js' },
    } as never;
    fetchMock.mockImplementationOnce(() => Promise.resolve({ ok: false, status: 503 }));
    try {
      await loadHealthTokens();
    } finally {
      delete window.__PORTAL_REMOTES__;
    }
    expect(fetchMock).toHaveBeenCalledWith('/health-tokens.json?blog=1.0.0-abc&games=2.0.0-def', {
      credentials: 'same-origin',
      cache: 'no-store',
    });
  });
});
