/**
 * Every query parameter a page reads while it renders, its head included: the search query, a list's page, sort and
 * category, a page's tab, the offline page's return address. Any other parameter (utm_*, a cache-buster) never
 * changes a page's HTML, so the server renders and caches the page without it. A page that starts reading a new
 * parameter during its render adds it here.
 */
export const PAGE_QUERY_PARAMS = ['q', 'page', 'sort', 'category', 'tab', 'from'] as const;

/** `search` with only the page parameters, each once and in one order: `?q=snake&page=2`, or '' when none is left. */
export function pageQuery(search: string): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of PAGE_QUERY_PARAMS) {
    const value = params.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
}
