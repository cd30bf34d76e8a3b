import { PAGE_WARM_HEADER, registrationBlocker, urlsToWarm } from './serviceWorker';

jest.mock('workbox-window', () => ({ Workbox: jest.fn() }));

describe('service worker registration', () => {
  it('registers only in production builds, in a top-level window, where supported', () => {
    expect(registrationBlocker({ production: true, supported: true, framed: false })).toBeNull();
    expect(registrationBlocker({ production: false, supported: true, framed: false })).toBe('disabled');
    expect(registrationBlocker({ production: true, supported: true, framed: true })).toBe('disabled');
    expect(registrationBlocker({ production: true, supported: false, framed: false })).toBe('unsupported');
  });

  it('warms the runtime caches with the remotes, pointers and messages the first page loaded, and the page itself', () => {
    const origin = 'https://portal.test';
    const loaded = [
      `${origin}/_shell/main.5878b3194e.js`,
      `${origin}/remotes.json`,
      `${origin}/remotes/games/0.1.0-abc/mf-manifest.json`,
      `${origin}/remotes/games/0.1.0-abc/remoteEntry.js`,
      `${origin}/remotes/games/0.1.0-abc/412.aaaa.js`,
      `${origin}/_i18n/fr/messages.json`,
      `${origin}/api/categories?language=fr`,
      `${origin}/app/api/v1/c/hot?limit=12`,
      `${origin}/app/api/v1/g/snake/views`,
      'https://games.test/snake/index.html',
    ];
    expect(urlsToWarm(loaded, origin, { pathname: '/fr/games/snake', search: '?ref=home' })).toEqual([
      '/remotes.json',
      '/remotes/games/0.1.0-abc/mf-manifest.json',
      '/remotes/games/0.1.0-abc/remoteEntry.js',
      '/remotes/games/0.1.0-abc/412.aaaa.js',
      '/_i18n/fr/messages.json',
      '/api/categories?language=fr',
      '/_i18n/en/messages.json',
      // The page itself, marked so that the worker's page rule caches it like a navigation.
      ['/fr/games/snake?ref=home', { headers: { [PAGE_WARM_HEADER]: 'page' } }],
    ]);
  });
});
