import { REMOTE_RELOAD_KEY, reloadForNewerRemote } from './remoteReload';
import type { RemotesManifest } from './remotes';

function environment(latest: string | undefined, running = 'v1', offline = false) {
  const store = new Map<string, string>();
  return {
    store,
    env: {
      storage: {
        getItem: (key: string) => store.get(key) ?? null,
        setItem: (key: string, v: string) => store.set(key, v),
      },
      reload: jest.fn(),
      fetchRegistry: () =>
        Promise.resolve<RemotesManifest>(
          latest ? { games: { version: latest, entry: `/remotes/games/${latest}/mf-manifest.json` } } : {},
        ),
      running: () => running,
      offline: () => offline,
      path: () => '/categories/puzzle',
    },
  };
}

describe('reloadForNewerRemote', () => {
  it('keeps the fallback when the registry still names the version that failed (a hang or an outage)', async () => {
    const { env } = environment('v1');
    expect(await reloadForNewerRemote('games', env)).toBe(false);
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('reloads once for a newer version, and not again for the same failed version in this session', async () => {
    const { env, store } = environment('v2');
    expect(await reloadForNewerRemote('games', env)).toBe(true);
    expect(JSON.parse(store.get(REMOTE_RELOAD_KEY)!)).toEqual(['games@v1']);
    expect(await reloadForNewerRemote('games', env)).toBe(false);
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it('offline, reloads once per address so the service worker answers (the page as last seen, or offline)', async () => {
    const { env, store } = environment('v1', 'v1', true);
    expect(await reloadForNewerRemote('games', env)).toBe(true);
    expect(JSON.parse(store.get(REMOTE_RELOAD_KEY)!)).toEqual(['offline:/categories/puzzle']);
    expect(await reloadForNewerRemote('games', env)).toBe(false);
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when the registry cannot be read', async () => {
    const { env } = environment(undefined);
    expect(await reloadForNewerRemote('games', env)).toBe(false);
  });
});
