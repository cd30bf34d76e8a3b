import {
  localeFromPath,
  pageHead,
  stripLocale,
  type PageHead,
  type PageSeoState,
  type SeoConfig,
} from '@portal/shared';
import { matchPage, type PageEntry } from '../routing/pages';

export interface RouteHeadInput {
  origin: string;
  pathname: string;
  search: string;
  config: SeoConfig | null;
  /** What the page reported through usePageSeo; used only when it is for this path. */
  pageSeo: PageSeoState | null;
  /** The page table (composePages). */
  pages: readonly PageEntry[];
}

/** The SEO head of a client-side route: the same head the edge server builds, from the page's reported values. */
export function routeHead({ origin, pathname, search, config, pageSeo, pages }: RouteHeadInput): PageHead {
  const locale = localeFromPath(pathname);
  const path = stripLocale(pathname);
  const match = matchPage(path, pages);
  if (match.kind !== 'page') {
    return pageHead({
      origin,
      locale,
      path,
      search: '',
      seoKey: 'not_found',
      noindex: true,
      config,
      values: { path: pathname },
    });
  }
  return pageHead({
    origin,
    locale,
    path,
    search,
    seoKey: match.page.seoKey,
    noindex: match.page.noindex === true,
    config,
    values: pageSeo?.pathname === pathname ? pageSeo.values : {},
  });
}
