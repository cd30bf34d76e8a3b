import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { LocaleCode } from '../i18n/locales';
import type { ViewHints } from './viewHints';

/**
 * What a page's server prefetch knows of the request: its locale, route parameters and query string, and the
 * visitor's view hints (./viewHints.ts; none for a page every visitor shares).
 */
export interface PrefetchRequest {
  locale: LocaleCode;
  params: Record<string, string>;
  search: URLSearchParams;
  hints: ViewHints;
}

export interface ServerPage {
  component: ComponentType<Record<string, unknown>>;
  /** Fills the request's query cache with what the page's first view shows. */
  prefetch?: (client: QueryClient, request: PrefetchRequest) => Promise<unknown>;
}

/**
 * The default export of a remote's server build (generated from src/pages.ts): the exposed modules the edge may render
 * to HTML, by exposed name, and the remote's i18n namespace with its loader. A module not listed here is rendered
 * by the browser only.
 */
export interface RemoteServerModule {
  namespace: string;
  messages: (locale: LocaleCode) => Promise<object>;
  pages: Record<string, ServerPage>;
}
