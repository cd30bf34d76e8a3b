import type { RemoteRoutes } from '@portal/shared/federation/remote-manifest';

/** Layouts of product §2. "mobile" is not chosen per page: it replaces "default" on mobile devices. */
export type LayoutName = 'default' | 'mobile' | 'blog' | 'client' | 'none';

/** Pages the shell renders itself (static pages); the rest come from the remote that owns them. */
export type ShellPageName =
  'AboutPage' | 'PrivacyPage' | 'TermsPage' | 'InstallGuidePage' | 'OfflinePage' | 'PwaTestPage' | 'AiPlayPage';

export type PageRenderer = { remote: string; module: string } | { shell: ShellPageName };

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
 * The pages the shell renders itself. The other pages are the remotes' own (each remote's src/pages.ts, built into its portal-manifest.json,
 * inlined in the registry): composePages() puts both together, in the browser and on the edge server. Keep this file
 * free of JSX and browser APIs: the edge server imports it.
 */
export const SHELL_OWNED_PAGES: readonly PageEntry[] = [
  { path: '/sea-play-ai', seoKey: 'ai_play', render: { shell: 'AiPlayPage' } },
  { path: '/about', seoKey: 'about', render: { shell: 'AboutPage' } },
  { path: '/privacy-policy', seoKey: 'privacy', render: { shell: 'PrivacyPage' } },
  { path: '/terms-of-service', seoKey: 'terms', render: { shell: 'TermsPage' } },
  { path: '/installGuide', seoKey: 'install_guide', render: { shell: 'InstallGuidePage' }, layout: 'none' },
  { path: '/offline', seoKey: 'offline', render: { shell: 'OfflinePage' }, noindex: true },
  { path: '/pwa-test', seoKey: 'pwa_test', render: { shell: 'PwaTestPage' }, noindex: true },
];

/** What composePages reads of the registry: each remote's declared routes. */
export type RoutesByRemote = Partial<Record<string, { routes?: RemoteRoutes } | undefined>>;

const paramCount = (page: PageEntry) => page.path.split('/').filter((segment) => segment.startsWith(':')).length;

/**
 * The portal's page table: the shell's pages, then each registered remote's, in registry order. A path already
 * taken keeps its first owner (the shell's pages cannot be taken over). Literal paths win over parameters
 * ("/games/new" before "/games/:slug") whoever declares them.
 */
export function composePages(remotes: RoutesByRemote): PageEntry[] {
  const taken = new Set(SHELL_OWNED_PAGES.map((page) => page.path));
  const pages: PageEntry[] = [...SHELL_OWNED_PAGES];
  for (const [remote, entry] of Object.entries(remotes)) {
    for (const { module, ...page } of entry?.routes?.pages ?? []) {
      if (taken.has(page.path)) continue;
      taken.add(page.path);
      pages.push({ ...page, render: { remote, module } });
    }
  }
  return pages
    .map((page, index) => ({ page, index }))
    .sort((a, b) => paramCount(a.page) - paramCount(b.page) || a.index - b.index)
    .map(({ page }) => page);
}

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
export function matchPage(pathname: string, pages: readonly PageEntry[]): RouteMatch {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  for (const page of pages) {
    const params = matchPattern(page.path, clean);
    if (!params) continue;
    if (Object.values(params).every((value) => SLUG_PATTERN.test(value) && value.length <= 100))
      return { kind: 'page', page, params };
    return { kind: 'invalid', page };
  }
  return { kind: 'unknown' };
}
