import { PORTAL_PAGES } from '../test/portalRoutes';
import { installLinkPreload, preloadRoute as preload } from './linkPreload';

const preloadRoute = (href: string) => preload(href, PORTAL_PAGES);

const loadRemoteModule = jest.fn(() => Promise.resolve({}));
jest.mock('../federation/remotes', () => ({
  loadRemoteModule: (...args: unknown[]) => loadRemoteModule(...(args as [])),
}));
jest.mock('../pages/shellPages', () => ({
  SHELL_PAGE_IMPORTS: { AboutPage: jest.fn(() => Promise.resolve({ default: () => null })) },
}));

const setConnection = (connection: object | undefined) =>
  Object.defineProperty(navigator, 'connection', { configurable: true, value: connection });

beforeEach(() => {
  loadRemoteModule.mockClear();
  setConnection(undefined);
});

describe('route preloading', () => {
  it('loads the remote module of a same-site page link, in any locale', async () => {
    expect(preloadRoute('/fr/games/snake')).toBe(true);
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect(loadRemoteModule).toHaveBeenCalledWith('games', 'GamePage');
  });

  it('skips other sites, unknown paths, data-saver and slow connections', () => {
    expect(preloadRoute('https://elsewhere.example/games/snake')).toBe(false);
    expect(preloadRoute('/no-such-page')).toBe(false);
    setConnection({ saveData: true });
    expect(preloadRoute('/games/snake')).toBe(false);
    setConnection({ effectiveType: 'slow-2g' });
    expect(preloadRoute('/games/snake')).toBe(false);
    setConnection({ effectiveType: '4g' });
    expect(preloadRoute('/games/snake')).toBe(true);
  });

  it('preloads once per link when the pointer rests on it', async () => {
    const stop = installLinkPreload(PORTAL_PAGES);
    document.body.innerHTML = '<a href="/tags"><span>Tags</span></a>';
    const inner = document.querySelector('span')!;
    inner.dispatchEvent(new Event('pointerover', { bubbles: true }));
    inner.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await new Promise((r) => setTimeout(r, 0));
    expect(loadRemoteModule).toHaveBeenCalledTimes(1);
    expect(loadRemoteModule).toHaveBeenCalledWith('games', 'TagsPage');
    stop();
  });
});
