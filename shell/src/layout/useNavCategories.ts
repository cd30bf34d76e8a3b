import { useEffect, useState } from 'react';
import { apiLanguage, isEnvelope, type Category, usePageLocale } from '@portal/shared';

export type NavCategories =
  | { status: 'loading' | 'unavailable'; categories: Category[] }
  | { status: 'ready'; categories: Category[] }
  /** The server answered with success false: the error page shows its code (default 500) and message (product §8). */
  | { status: 'failed'; categories: Category[]; code: number; message: string };

/** Categories shown in navigation: types nav and all, by sort_order (product §3). */
export function navigationCategories(list: readonly Category[]): Category[] {
  return list.filter((c) => c.show_type === 'nav' || c.show_type === 'all').sort((a, b) => a.sort_order - b.sort_order);
}

/** Reads the edge server's /api/categories for the current locale. */
export function useNavCategories(): NavCategories {
  const locale = usePageLocale();
  const [state, setState] = useState<NavCategories>({ status: 'loading', categories: [] });
  useEffect(() => {
    const controller = new AbortController();
    fetch(`/api/categories?language=${encodeURIComponent(apiLanguage(locale))}`, { signal: controller.signal })
      .then((res) => res.json() as Promise<unknown>)
      .then((body) => {
        if (!isEnvelope(body)) return setState({ status: 'unavailable', categories: [] });
        if (!body.success)
          return setState({ status: 'failed', categories: [], code: body.code || 500, message: body.message });
        setState({ status: 'ready', categories: navigationCategories(body.data as Category[]) });
      })
      // A network failure only hides the navigation; the page itself still works.
      .catch(() => !controller.signal.aborted && setState({ status: 'unavailable', categories: [] }));
    return () => controller.abort();
  }, [locale]);
  return state;
}
