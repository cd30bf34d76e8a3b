import { LOCALE_CODES, localizePath, stripLocale } from '@portal/shared';
import { pathInLocale } from '../layout/LanguagePicker';
import { PORTAL_PAGES as PAGES, REMOTE_ROUTES } from '../test/portalRoutes';
import { composePages, matchPage as matchIn, SHELL_OWNED_PAGES } from './pages';

const matchPage = (path: string) => matchIn(path, PAGES);

describe('page table', () => {
  it('has every route of the spec', () => {
    const paths = PAGES.map((p) => p.path);
    for (const path of [
      '/',
      '/games/:slug',
      '/categories/:slug',
      '/tags',
      '/tagslist/:slug',
      '/search',
      '/recently-played',
      '/gameupload',
      '/sea-play-ai',
      '/blog',
      '/blog/:slug',
      '/about',
      '/privacy-policy',
      '/terms-of-service',
      '/installGuide',
      '/offline',
      '/pwa-test',
      '/sitemap/games',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('matches a page with its params, in every locale', () => {
    for (const locale of LOCALE_CODES) {
      const match = matchPage(stripLocale(localizePath('/games/merge-tiles', locale)));
      expect(match).toMatchObject({ kind: 'page', params: { slug: 'merge-tiles' } });
    }
    expect(matchPage('/blog/')).toMatchObject({ kind: 'page', page: { path: '/blog' } });
  });

  it('treats a malformed slug as a route validation failure and an unknown path as unknown', () => {
    expect(matchPage('/games/Not_Valid!').kind).toBe('invalid');
    expect(matchPage('/games/%E0%A4%A').kind).toBe('invalid');
    expect(matchPage(`/games/${'a'.repeat(101)}`).kind).toBe('invalid');
    expect(matchPage('/no-such-page').kind).toBe('unknown');
    expect(matchPage('/games').kind).toBe('unknown');
  });

  it('installGuide has no chrome; upload renders for guests too (the remote prompts them to sign in)', () => {
    expect(PAGES.find((p) => p.path === '/installGuide')?.layout).toBe('none');
    expect(PAGES.find((p) => p.path === '/gameupload')?.middleware ?? []).toEqual([]);
  });
});

describe('page table composition', () => {
  const fixture = {
    namespace: 'fixture',
    pages: [
      { path: '/games/new', seoKey: 'fixture', module: 'NewGamesPage' },
      { path: '/about', seoKey: 'about', module: 'StolenAboutPage' },
    ],
    overlays: {},
  };

  it("adds a remote's pages to the shell's, owned by that remote", () => {
    const pages = composePages({ ...REMOTE_ROUTES, fixture: { routes: fixture } });
    expect(matchIn('/games/new', pages)).toMatchObject({
      kind: 'page',
      page: { render: { remote: 'fixture', module: 'NewGamesPage' } },
    });
    // A literal path wins over a parameter whoever declares it; the parameter page still serves the rest.
    expect(matchIn('/games/snake', pages)).toMatchObject({ page: { render: { remote: 'games', module: 'GamePage' } } });
  });

  it('never lets a remote take over a path another owner has', () => {
    const pages = composePages({ fixture: { routes: fixture }, ...REMOTE_ROUTES });
    expect(matchIn('/about', pages)).toMatchObject({ page: { render: { shell: 'AboutPage' } } });
    expect(pages.filter((page) => page.path === '/about')).toHaveLength(1);
  });

  it("without the registry only the shell's own pages exist", () => {
    expect(composePages({})).toEqual(SHELL_OWNED_PAGES);
    expect(matchIn('/games/snake', composePages({})).kind).toBe('unknown');
  });
});

describe('language switch', () => {
  const at = (pathname: string) => ({ pathname, search: '?q=snake', hash: '#top' });
  it('keeps the path, query and hash and only changes the prefix', () => {
    expect(pathInLocale(at('/search'), 'fr')).toBe('/fr/search?q=snake#top');
    expect(pathInLocale(at('/fr/search'), 'ar')).toBe('/ar/search?q=snake#top');
    expect(pathInLocale(at('/ar/search'), 'en')).toBe('/search?q=snake#top');
    expect(pathInLocale(at('/ja'), 'en')).toBe('/?q=snake#top');
  });
});
