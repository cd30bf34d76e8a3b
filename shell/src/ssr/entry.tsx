// The shell's renderer, built for node (shell/rspack.server.js) and loaded by the edge server
// (edge/src/ssr/). It renders the shell's layout and, inside it, the page of the remote that owns the route,
// from that remote's server build. See docs/server-rendering.md.
import { StrictMode, type ComponentType } from 'react';
import { renderToPipeableStream, type PipeableStream } from 'react-dom/server';
import i18next, { type ResourceKey } from 'i18next';
import { Provider as StoreProvider, createStore } from 'jotai';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { compactQueryState, type PageQueryState } from '@portal/shared/query/pageQueryState';
import {
  addBidiFormat,
  COMMON_NAMESPACE,
  createQueryClient,
  DEFAULT_LOCALE,
  LOCALE_CODES,
  setServerApiTransport,
  startWrittenFormats,
  type LocaleCode,
  type ServerApiTransport,
  ViewHintsContext,
} from '@portal/shared';
import { navCategoriesQuery } from '../layout/useNavCategories';
import type { PageEntry } from '../routing/pages';
import { PagesContext } from '../routing/pagesContext';
import { createRoutes } from '../routing/routes';
import { CLIENT_ONLY_DIGEST } from './ClientOnly';
import { RenderHintsContext, ServerModulesContext, type RenderHints } from './context';
import { installShareScope } from './shareScope';

export { createQueryClient, CLIENT_ONLY_DIGEST };

/** Called once by the edge: remotes' server builds find the singletons, the API client reads in process. */
export function installServerRuntime(transport: ServerApiTransport): void {
  installShareScope();
  setServerApiTransport(transport);
}

/** What the shell's own layout shows on every page: the navigation's categories. */
export const prefetchShell = (client: QueryClient, locale: LocaleCode) =>
  client.prefetchQuery(navCategoriesQuery(locale));

export interface RenderRequest {
  /** Path and query string of the page. */
  url: string;
  locale: LocaleCode;
  /** Messages by namespace for `locale`: the shell's ("common") and each server-rendered remote's. */
  messages: Record<string, ResourceKey>;
  /** Remote modules rendered here ("games/HomePage" → component); the others are left to the browser. */
  modules: ReadonlyMap<string, ComponentType<Record<string, unknown>>>;
  queryClient: QueryClient;
  /** The page table the edge composed from the registry for this request (composePages). */
  pages: readonly PageEntry[];
  hints: RenderHints;
  onShellReady: (stream: PipeableStream, state: () => PageQueryState) => void;
  onShellError: (error: unknown) => void;
  onError: (error: unknown) => void;
}

/** Route handlers by page table: the table changes only when a remote's routes do (a release), so a few suffice. */
const handlers = new Map<string, ReturnType<typeof createStaticHandler>>();

function handlerFor(pages: readonly PageEntry[]) {
  const key = JSON.stringify(pages);
  let handler = handlers.get(key);
  if (!handler) {
    if (handlers.size >= 8) handlers.delete(handlers.keys().next().value!);
    handler = createStaticHandler(createRoutes(pages));
    handlers.set(key, handler);
  }
  return handler;
}

function requestI18n(locale: LocaleCode, messages: Record<string, ResourceKey>) {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALE_CODES],
    ns: Object.keys(messages),
    defaultNS: COMMON_NAMESPACE,
    resources: { [locale]: messages },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
    returnNull: false,
    showSupportNotice: false,
  });
  addBidiFormat(instance);
  return instance;
}

/** Renders one page to a stream: the caller pipes it once the shell is ready, then writes the query state. */
export async function renderPage(request: RenderRequest): Promise<void> {
  const handler = handlerFor(request.pages);
  const context = await handler.query(new Request(new URL(request.url, 'http://portal.local')));
  if (context instanceof Response) throw new Error(`unexpected route response ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const i18n = requestI18n(request.locale, request.messages);
  // The numbers and lists the page writes out go to the browser with its data (@portal/shared i18n/formats.ts).
  startWrittenFormats(request.queryClient, request.locale);
  const stream = renderToPipeableStream(
    <StrictMode>
      <PagesContext.Provider value={request.pages}>
        <ServerModulesContext.Provider value={request.modules}>
          <RenderHintsContext.Provider value={request.hints}>
            <ViewHintsContext.Provider value={request.hints.view ?? {}}>
              <QueryClientProvider client={request.queryClient}>
                <StoreProvider store={createStore()}>
                  <I18nextProvider i18n={i18n}>
                    <StaticRouterProvider router={router} context={context} hydrate={false} />
                  </I18nextProvider>
                </StoreProvider>
              </QueryClientProvider>
            </ViewHintsContext.Provider>
          </RenderHintsContext.Provider>
        </ServerModulesContext.Provider>
      </PagesContext.Provider>
    </StrictMode>,
    {
      // Never outline a ready boundary to be swapped in by script: visitors and crawlers without JavaScript read the
      // page as sent, and the page's boundary is larger than React's default chunk.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      // Sent once all of it is ready, never as a shell whose boundaries follow: React then writes each boundary in
      // place and needs none of its inline scripts ($RC…), which a page without a per-response CSP nonce could not
      // run (docs/server-rendering.md, "One page for every visitor").
      onAllReady: () => request.onShellReady(stream, () => compactQueryState(dehydrate(request.queryClient))),
      onShellError: request.onShellError,
      onError: (error) => {
        if ((error as { digest?: string } | null)?.digest === CLIENT_ONLY_DIGEST) return CLIENT_ONLY_DIGEST;
        request.onError(error);
        return undefined;
      },
    },
  );
}
