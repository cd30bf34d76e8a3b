import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { checkedPreloadsPlugin } from './checkedPreloads';

type PreloadOps = Parameters<NonNullable<ModuleFederationRuntimePlugin['beforePreloadRemote']>>[0]['preloadOps'];

/** The filter the plugin gives the runtime's preload of one remote module. */
async function preloadFilter(): Promise<(url: string) => boolean> {
  const preloadOps: PreloadOps = [{ nameOrAlias: 'games', exposes: ['HomePage'] }];
  await checkedPreloadsPlugin().beforePreloadRemote?.({ preloadOps, options: {}, origin: {} } as never);
  return preloadOps[0]!.filter!;
}

const base = `${window.location.origin}/remotes/games/1.0.0-abc`;

describe('checked preloads plugin', () => {
  beforeEach(() => {
    document.head.innerHTML = '<link rel="stylesheet" href="/remotes/games/1.0.0-abc/6560.0123456789.css">';
  });

  it('lets the runtime add no script, stylesheet or unhashed preload of a remote’s files', async () => {
    const filter = await preloadFilter();
    expect(filter(`${base}/__federation_expose_HomePage.0123456789.js`)).toBe(false);
    expect(filter(`${base}/9032.0123456789.css`)).toBe(false);
    expect(filter(`${base}/6560.0123456789.css`)).toBe(false);
    expect(document.head.querySelectorAll('link')).toHaveLength(1);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });
});
