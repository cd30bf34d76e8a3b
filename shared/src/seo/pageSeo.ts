import { useEffect } from 'react';
import { atom, useSetAtom } from 'jotai';
import { useLocation } from 'react-router';
import type { SeoValues } from './fillSeo';

/** The {placeholder} values a page reported, with the path they belong to. */
export interface PageSeoState {
  pathname: string;
  values: SeoValues;
}

/**
 * The current page's SEO values, written by the page (usePageSeo) and read by the shell's SeoHead. Keyed by path
 * so that, right after a navigation, the previous page's values are never applied to the next page's head.
 */
export const pageSeoAtom = atom<PageSeoState | null>(null);

/**
 * Reports a page's {placeholder} values (e.g. `usePageSeo(gameSeoValues(game))`, see pageValues.ts) so the shell
 * fills the document head after a client-side navigation. Call it once the page's data has loaded; values that
 * are not known yet are simply left out.
 */
export function usePageSeo(values: SeoValues): void {
  const { pathname } = useLocation();
  const setPageSeo = useSetAtom(pageSeoAtom);
  // Compared by content: callers usually pass a fresh object on every render.
  const serialized = JSON.stringify(values);
  useEffect(() => {
    setPageSeo({ pathname, values: JSON.parse(serialized) as SeoValues });
  }, [pathname, serialized, setPageSeo]);
}
