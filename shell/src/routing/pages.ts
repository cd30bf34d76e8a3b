import type { RemoteName } from '../federation/remote-names';

/** Layouts of product §2. "mobile" is not chosen per page: it replaces "default" on mobile devices. */
export type LayoutName = 'default' | 'mobile' | 'blog' | 'client' | 'none';

/** Pages the shell renders itself (static pages); the rest come from the remote that owns them. */
export type ShellPageName =
  'AboutPage' | 'PrivacyPage' | 'TermsPage' | 'InstallGuidePage' | 'OfflinePage' | 'PwaTestPage' | 'AiPlayPage';

export type PageRenderer = { remote: RemoteName; module: string } | { shell: ShellPageName };

/** A page of the portal: a locale-neutral path pattern, its SEO page key, layout and renderer. */
export interface PageEntry {
  path: string;
  /** Key into the SEO config (/api/seo-config); the edge server fills the head from it. */
  seoKey: string;
  render: PageRenderer;
  /** Default "default" (or "mobile" on mobile devices). */
  layout?: Exclude<LayoutName, 'mobile'>;
  /** Named route middleware run before the page renders (see routing/middleware.ts). */
  middleware?: readonly string[];
  /** Pages that must not be indexed (personal or technical pages). */
  noindex?: boolean;
}

/** What a :slug segment may be: the API's slug rule. Anything else is a route validation failure (fatal 404). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The page table, read by the client's router and by the edge server (which fills the SEO head and preloads
 * the owning remote's entry with the HTML). Every page exists in every locale. Keep this file free of JSX and
 * browser APIs: the edge server imports it.
 */
export const PAGES: readonly PageEntry[] = [
  { path: '/', seoKey: 'home', render: { remote: 'games', module: 'HomePage' } },
  { path: '/games/:slug', seoKey: 'game', render: { remote: 'games', module: 'GamePage' } },
  { path: '/categories/:slug', seoKey: 'category', render: { remote: 'games', module: 'CategoryPage' } },
  { path: '/tags', seoKey: 'tags', render: { remote: 'games', module: 'TagsPage' } },
  { path: '/tagslist/:slug', seoKey: 'tag', render: { remote: 'games', module: 'TagPage' } },
  { path: '/makers/:slug', seoKey: 'maker', render: { remote: 'games', module: 'MakerPage' } },
  { path: '/search', seoKey: 'search', render: { remote: 'games', module: 'SearchPage' } },
  {
    path: '/recently-played',
    seoKey: 'recently_played',
    render: { remote: 'games', module: 'RecentlyPlayedPage' },
    noindex: true,
  },
  { path: '/sitemap/games', seoKey: 'sitemap_games', render: { remote: 'games', module: 'SitemapGamesPage' } },
  { path: '/sea-play-ai', seoKey: 'ai_play', render: { shell: 'AiPlayPage' } },
  // The upload remote shows guests its own contact-login prompt and the upload rules (issue 10), so no auth middleware.
  { path: '/gameupload', seoKey: 'upload', render: { remote: 'upload', module: 'UploadPage' }, layout: 'client' },
  { path: '/blog', seoKey: 'blog', render: { remote: 'blog', module: 'BlogListPage' }, layout: 'blog' },
  { path: '/blog/:slug', seoKey: 'blog_post', render: { remote: 'blog', module: 'BlogPostPage' }, layout: 'blog' },
  {
    path: '/account',
    seoKey: 'home',
    render: { remote: 'account', module: 'ProfilePage' },
    layout: 'client',
    noindex: true,
  },
  { path: '/about', seoKey: 'about', render: { shell: 'AboutPage' } },
  { path: '/privacy-policy', seoKey: 'privacy', render: { shell: 'PrivacyPage' } },
  { path: '/terms-of-service', seoKey: 'terms', render: { shell: 'TermsPage' } },
  { path: '/installGuide', seoKey: 'install_guide', render: { shell: 'InstallGuidePage' }, layout: 'none' },
  { path: '/offline', seoKey: 'offline', render: { shell: 'OfflinePage' }, noindex: true },
  { path: '/pwa-test', seoKey: 'pwa_test', render: { shell: 'PwaTestPage' }, noindex: true },
];

export type RouteMatch =
  | { kind: 'page'; page: PageEntry; params: Record<string, string> }
  | { kind: 'invalid'; page: PageEntry }
  | { kind: 'unknown' };

function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    const w = want[i]!;
    const g = got[i]!;
    if (w.startsWith(':')) {
      try {
        params[w.slice(1)] = decodeURIComponent(g);
      } catch {
        params[w.slice(1)] = g;
      }
    } else if (w !== g) return null;
  }
  return params;
}

/**
 * Which page a locale-neutral path is. A page whose parameters break their rule (a malformed slug) is "invalid"
 * (fatal 404 "Page Not Found: {path}"); a path matching no page is "unknown" (non-fatal 404 "Page not found").
 * A trailing slash is tolerated.
 */
export function matchPage(pathname: string): RouteMatch {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  for (const page of PAGES) {
    const params = matchPattern(page.path, clean);
    if (!params) continue;
    if (Object.values(params).every((value) => SLUG_PATTERN.test(value) && value.length <= 100))
      return { kind: 'page', page, params };
    return { kind: 'invalid', page };
  }
  return { kind: 'unknown' };
}
