import {
  apiLanguage,
  ApiError,
  apiRequest,
  isEnvelope,
  QUERY_KEYS,
  useApiQuery,
  usePageLocale,
  type Category,
  type LocaleCode,
} from '@portal/shared';

export type NavCategories =
  | { status: 'loading' | 'unavailable'; categories: Category[] }
  | { status: 'ready'; categories: Category[] }
  /** The server answered with success false: the error page shows its code (default 500) and message (product §8). */
  | { status: 'failed'; categories: Category[]; code: number; message: string };

/** Categories shown in navigation: types nav and all, by sort_order (product §3). */
export function navigationCategories(list: readonly Category[]): Category[] {
  return list.filter((c) => c.show_type === 'nav' || c.show_type === 'all').sort((a, b) => a.sort_order - b.sort_order);
}

/** The edge server's /api/categories in the browser; the API itself when the edge renders the page. */
async function fetchNavigation(locale: LocaleCode): Promise<Category[]> {
  if (typeof window === 'undefined') return apiRequest<Category[]>('/c', { showToast: false });
  const res = await fetch(`/api/categories?language=${encodeURIComponent(apiLanguage(locale))}`);
  const body: unknown = await res.json();
  if (!isEnvelope(body)) throw new ApiError(0, 'Network error');
  if (!body.success) throw new ApiError(body.code || 500, body.message);
  return body.data as Category[];
}

/** The navigation's query: the shell's header renders it, the edge server prefetches it with every page. */
export const navCategoriesQuery = (locale: LocaleCode) => ({
  queryKey: [...QUERY_KEYS.navCategories, locale],
  queryFn: () => fetchNavigation(locale),
});

/** Categories for the current locale's navigation. */
export function useNavCategories(): NavCategories {
  const query = useApiQuery(navCategoriesQuery(usePageLocale()));
  if (query.data) return { status: 'ready', categories: navigationCategories(query.data) };
  if (query.isPending) return { status: 'loading', categories: [] };
  const error = query.error;
  // A network failure only hides the navigation; the page itself still works.
  if (error instanceof ApiError && error.code !== 0) {
    return { status: 'failed', categories: [], code: error.code || 500, message: error.message };
  }
  return { status: 'unavailable', categories: [] };
}
