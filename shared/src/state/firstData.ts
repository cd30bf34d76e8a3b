/**
 * A page's first data, inlined into the HTML by the edge server: the page renders it at once instead of starting
 * its requests only after the shell and its remote have loaded. Each entry serves the first view only; later
 * visits of the page fetch fresh data.
 */
export interface FirstDataRequest {
  /** API path below the base, e.g. "/c/hot". */
  path: string;
  query: Readonly<Record<string, string | number>>;
}

export interface InlineFirstData {
  /** API language code (apiLanguage) the entries were read in. */
  language: string;
  /** Envelope `data` by firstDataKey. */
  entries: Record<string, unknown>;
}

declare global {
  interface Window {
    __PORTAL_FIRST_DATA__?: InlineFirstData;
  }
}

/** The home page's first requests: the featured carousel and the hot row (product §9: hot lists hold 12). */
export const HOME_FIRST_DATA = {
  featured: { path: '/g/c/featured', query: { limit: 6 } },
  hot: { path: '/c/hot', query: { limit: 12 } },
} as const satisfies Record<string, FirstDataRequest>;

export const firstDataKey = ({ path, query }: FirstDataRequest): string =>
  `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}`;

const inline = (): InlineFirstData | undefined =>
  typeof window === 'undefined' ? undefined : window.__PORTAL_FIRST_DATA__;

/** The inlined data of a request in `language`, if the edge server sent it and no view used it yet. */
export function peekFirstData(request: FirstDataRequest, language: string): unknown {
  const data = inline();
  return data?.language === language ? data.entries[firstDataKey(request)] : undefined;
}

/** Marks a request's inlined data as used, so the next view fetches it. */
export function dropFirstData(request: FirstDataRequest): void {
  const data = inline();
  if (data) delete data.entries[firstDataKey(request)];
}
