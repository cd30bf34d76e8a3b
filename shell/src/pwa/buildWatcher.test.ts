import { buildReloadPendingAtom, portalStore } from '@portal/shared';
import {
  checkBuild,
  consumePendingReload,
  fetchBuildManifest,
  isNewBuild,
  runningBuildOf,
  shellHashOf,
  shouldReloadOnNavigation,
  type BuildManifest,
} from './buildWatcher';
import { registerPortalRemotes } from '../federation/remotes';
import { REMOTE_ROUTES } from '../test/portalRoutes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

// The page table comes from the registered remotes' routes: which remote a path belongs to.
beforeAll(() =>
  registerPortalRemotes(
    Object.fromEntries(
      Object.entries(REMOTE_ROUTES).map(([name, { routes }]) => [
        name,
        { version: '1', entry: `/remotes/${name}/1/mf-manifest.json`, routes },
      ]),
    ),
  ),
);

const manifest = (shell: string, remotes: Record<string, string>): BuildManifest => ({ buildId: 'x', shell, remotes });
const jsonResponse = (body: unknown, ok = true) => ({ ok, json: async () => body }) as Response;

describe('what this page runs', () => {
  it('reads the shell hash from the main script and the remote versions from the inlined remotes', () => {
    expect(
      shellHashOf(['http://localhost/_shell/121.4f0984ae85.js', 'http://localhost/_shell/main.5878b3194e.js']),
    ).toBe('5878b3194e');
    expect(shellHashOf(['http://localhost:3000/_shell/main.js'])).toBeUndefined();
    expect(
      runningBuildOf([], { games: { version: '0.1.0-aaa', entry: '/remotes/games/0.1.0-aaa/mf-manifest.json' } }),
    ).toEqual({
      shell: undefined,
      remotes: { games: '0.1.0-aaa' },
    });
  });
});

describe('isNewBuild', () => {
  const running = { shell: 'aaa', remotes: { games: '1', blog: '1' } };
  it('is false for the same shell and remote versions', () => {
    expect(isNewBuild(running, manifest('aaa', { blog: '1', games: '1' }))).toBe(false);
  });
  it('is true when the shell changed', () => {
    expect(isNewBuild(running, manifest('bbb', { games: '1', blog: '1' }))).toBe(true);
  });
  it('is false when only remotes the page does not use moved', () => {
    expect(isNewBuild(running, manifest('aaa', { games: '1', blog: '2' }), (remote) => remote === 'games')).toBe(false);
  });
  it('is true when a remote moved, appeared or disappeared', () => {
    expect(isNewBuild(running, manifest('aaa', { games: '2', blog: '1' }))).toBe(true);
    expect(isNewBuild(running, manifest('aaa', { games: '1', blog: '1', upload: '1' }))).toBe(true);
    expect(isNewBuild(running, manifest('aaa', { games: '1' }))).toBe(true);
  });
  it('ignores what the page cannot tell about itself', () => {
    expect(isNewBuild({}, manifest('bbb', { games: '2' }))).toBe(false);
  });
});

describe('shouldReloadOnNavigation', () => {
  it('needs a pending reload and a change of page', () => {
    expect(shouldReloadOnNavigation(false, '/', '/blog')).toBe(false);
    expect(shouldReloadOnNavigation(true, '/', '/blog')).toBe(true);
    expect(shouldReloadOnNavigation(true, '/search', '/search')).toBe(false);
  });
  it('never reloads while staying on the same game, and does when leaving it', () => {
    expect(shouldReloadOnNavigation(true, '/games/snake', '/games/snake/')).toBe(false);
    expect(shouldReloadOnNavigation(true, '/games/snake', '/fr/games/snake')).toBe(false);
    expect(shouldReloadOnNavigation(true, '/games/snake', '/')).toBe(true);
    expect(shouldReloadOnNavigation(true, '/fr/games/snake', '/fr/games/memory-match')).toBe(true);
    expect(shouldReloadOnNavigation(true, '/', '/games/snake')).toBe(true);
  });
});

describe('build manifest polling', () => {
  afterEach(() => portalStore.set(buildReloadPendingAtom, false));

  it('fetches /_build.json with a timestamp query, uncached', async () => {
    const fetchImpl = jest.fn(async () => jsonResponse(manifest('aaa', {})));
    await expect(fetchBuildManifest(fetchImpl as unknown as typeof fetch, () => 1234)).resolves.toEqual(
      manifest('aaa', {}),
    );
    expect(fetchImpl).toHaveBeenCalledWith('/_build.json?t=1234', { cache: 'no-store' });
  });

  it('treats failures and malformed answers as "no news"', async () => {
    const failing = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(fetchBuildManifest(failing as unknown as typeof fetch)).resolves.toBeNull();
    await expect(
      fetchBuildManifest((async () => jsonResponse({}, false)) as unknown as typeof fetch),
    ).resolves.toBeNull();
    await expect(
      fetchBuildManifest((async () => jsonResponse({ shell: 1 })) as unknown as typeof fetch),
    ).resolves.toBeNull();
  });

  it('takes the first answer as the baseline, then marks a reload pending when the build changes', async () => {
    const answers = [manifest('aaa', { games: '1' }), manifest('aaa', { games: '1' }), manifest('aaa', { games: '2' })];
    const fetchImpl = (async () => jsonResponse(answers.shift())) as unknown as typeof fetch;
    const mountedGames = (remote: string) => remote === 'games';
    await expect(checkBuild(fetchImpl, mountedGames)).resolves.toBe(false);
    await expect(checkBuild(fetchImpl, mountedGames)).resolves.toBe(false);
    expect(portalStore.get(buildReloadPendingAtom)).toBe(false);
    await expect(checkBuild(fetchImpl, mountedGames)).resolves.toBe(true);
    expect(portalStore.get(buildReloadPendingAtom)).toBe(true);
  });

  it('leaves a tab alone when a remote it never mounted moved, until it navigates to that remote', async () => {
    portalStore.set(buildReloadPendingAtom, false);
    // This module's poll state carries over: the baseline is the previous test's, where games alone ran.
    const answers = [
      manifest('aaa', { games: '1', blog: '2' }),
      manifest('aaa', { games: '1', blog: '2' }),
      manifest('aaa', { games: '1' }),
    ];
    const fetchImpl = (async () => jsonResponse(answers.shift())) as unknown as typeof fetch;
    const mountedGames = (remote: string) => remote === 'games';
    await expect(checkBuild(fetchImpl, mountedGames)).resolves.toBe(false);
    await expect(checkBuild(fetchImpl, mountedGames)).resolves.toBe(false);
    expect(portalStore.get(buildReloadPendingAtom)).toBe(false);
    const location = { pathname: '/tags', search: '', hash: '', reload: jest.fn(), assign: jest.fn() };
    expect(consumePendingReload('/tags', '/', location)).toBe(false);
    location.pathname = '/fr/blog';
    expect(consumePendingReload('/fr/blog', '/tags', location)).toBe(true);
    expect(location.reload).toHaveBeenCalledTimes(1);
    await checkBuild(fetchImpl, mountedGames); // back to what the baseline runs, for the next tests
  });
});

describe('consumePendingReload', () => {
  const target = (pathname: string, search = '', hash = '') => ({
    pathname,
    search,
    hash,
    reload: jest.fn(),
    assign: jest.fn(),
  });
  afterEach(() => portalStore.set(buildReloadPendingAtom, false));

  it('does nothing without a pending reload', () => {
    const location = target('/blog');
    expect(consumePendingReload('/blog', '/', location)).toBe(false);
    expect(location.reload).not.toHaveBeenCalled();
  });

  it('reloads the page the router just moved to, once', () => {
    portalStore.set(buildReloadPendingAtom, true);
    const location = target('/blog', '?page=2', '#top');
    expect(consumePendingReload('/blog?page=2#top', '/', location)).toBe(true);
    expect(location.reload).toHaveBeenCalledTimes(1);
    expect(portalStore.get(buildReloadPendingAtom)).toBe(false);
    expect(consumePendingReload('/about', '/blog', location)).toBe(false);
  });

  it('loads the next page when called before the router moved', () => {
    portalStore.set(buildReloadPendingAtom, true);
    const location = target('/');
    expect(consumePendingReload('/about', '/', location)).toBe(true);
    expect(location.assign).toHaveBeenCalledWith('/about');
  });

  it('keeps the reload pending while the game page stays', () => {
    portalStore.set(buildReloadPendingAtom, true);
    const location = target('/games/snake', '?fullscreen=1');
    expect(consumePendingReload('/games/snake?fullscreen=1', '/games/snake', location)).toBe(false);
    expect(portalStore.get(buildReloadPendingAtom)).toBe(true);
    expect(consumePendingReload('/recently-played', '/games/snake', target('/recently-played'))).toBe(true);
  });

  it('remembers the previous path between calls', () => {
    consumePendingReload('/tags', '/', target('/tags'));
    portalStore.set(buildReloadPendingAtom, true);
    expect(consumePendingReload('/tags', undefined, target('/tags'))).toBe(false);
    const location = target('/blog');
    expect(consumePendingReload('/blog', undefined, location)).toBe(true);
  });
});
