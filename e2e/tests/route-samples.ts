import { PORTAL_PAGES as PAGES } from '../../shell/src/test/portalRoutes';

/** A concrete address for a route of the shell's page table, with what the edge must answer. */
export interface RouteSample {
  /** Locale-neutral path, e.g. /games/snake. */
  path: string;
  /** Key of the page's head in the SEO config (/api/seo-config). */
  seoKey: string;
  status: 200 | 404;
}

/**
 * Seeded content for every :param of the page table (api/seed): a game, a category, a tag, a maker and a blog
 * post.
 */
export const SEEDED_SLUGS: Record<string, string> = {
  '/games/:slug': 'snake',
  '/categories/:slug': 'puzzle',
  '/tagslist/:slug': 'retro',
  '/makers/:slug': 'playnook',
  '/blog/:slug': 'welcome-to-playnook',
  '/studio/games/:slug': 'studio-demo',
};

/** Every page of the table (dynamic ones with seeded slugs), then the two deliberate 404s: unknown path, bad slug. */
export function routeSamples(): RouteSample[] {
  const pages = PAGES.map((page): RouteSample => {
    if (!page.path.includes(':')) return { path: page.path, seoKey: page.seoKey, status: 200 };
    const slug = SEEDED_SLUGS[page.path];
    if (!slug) throw new Error(`No seeded slug for ${page.path}: add one to SEEDED_SLUGS`);
    return { path: page.path.replace(/:[a-z]+/, slug), seoKey: page.seoKey, status: 200 };
  });
  return [
    ...pages,
    { path: '/no-such-page', seoKey: 'not_found', status: 404 },
    { path: '/games/Not_A_Slug', seoKey: 'not_found', status: 404 },
  ];
}
