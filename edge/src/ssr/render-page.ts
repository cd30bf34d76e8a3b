import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough, type Readable } from 'node:stream';
import type { ComponentType } from 'react';
import type { ResourceKey } from 'i18next';
import { apiLanguage, localeFromPath, stripLocale, type LocaleCode } from '@portal/shared/i18n/locales';
import type { ServerHealthKind } from '@portal/shared/contract/remote-health';
import type { ViewHints } from '@portal/shared/ssr/viewHints';
import { matchPage, type PageEntry } from '../../../shell/src/routing/pages.js';
import { jsonElement, PAGE_DATA_IDS } from './html.js';
import type { RemoteEntry, RemoteName } from '../delivery/remotes.js';
import { withTimeout } from '../http/with-timeout.js';
import { createRemoteServers, type ShellRenderer } from './bundles.js';
import { splitDocument } from './document.js';

/** A render that has not finished by then is cut short: what is missing is rendered by the browser. */
export const RENDER_ABORT_MS = 5_000;

export interface ServerRenderInput {
  /** The page's HTML document (SEO head, config and registry inlined), with an empty #root. */
  document: string;
  pathname: string;
  search: string;
  remotes: Record<RemoteName, RemoteEntry>;
  /** The page table composed from `remotes` (composePages). */
  pages: readonly PageEntry[];
  /** The visitor's view hints (validated names and values, none for a shared page): the render may show them. */
  viewHints?: ViewHints;
}

/** A page to render, with the dist folder of the remote that owns it (the registry is read by the edge). */
export interface RenderTask extends ServerRenderInput {
  remoteDist?: string;
}

export type RemoteFailureKind = Exclude<ServerHealthKind, 'file-error'>;

/** What a render needs from the thread that asked for it. */
export interface RenderContext {
  /** Reads the API (the query carries the page's language): the envelope's body. */
  api: (path: string, query: Record<string, string>) => Promise<unknown>;
  warn: (message: string, error?: unknown) => void;
  /** The owning remote's server code threw or took longer than the budget. */
  failed: (kind: RemoteFailureKind) => void;
}

interface Options {
  renderer: ShellRenderer;
  localesDir: string;
  budgetMs: number;
}

/**
 * Renders a page's first view: the shell's layout and, inside it, the owning remote's page from its server build
 * with the data it prefetched, streamed into the document; the query cache follows for hydration. A remote that is
 * missing, throws or is slow is rendered by the browser instead; null when nothing could be rendered (the caller
 * sends the plain document). Runs in a render worker (render-worker.ts), or in the edge's thread with SSR_WORKERS=0.
 */
export function createPageRenderer({ renderer, localesDir, budgetMs }: Options) {
  const current = new AsyncLocalStorage<{ locale: LocaleCode; context: RenderContext }>();
  renderer.installServerRuntime(async (apiPath, query) => {
    const request = current.getStore();
    if (!request) throw new Error(`API read outside a page render: ${apiPath}`);
    return request.context.api(apiPath, { ...query, language: apiLanguage(request.locale) });
  });
  const remoteServers = createRemoteServers((remote, error) =>
    current.getStore()?.context.warn(`remote server build of ${remote} failed to load; the browser renders it`, error),
  );
  const common = new Map<LocaleCode, Promise<ResourceKey>>();
  const commonMessages = (locale: LocaleCode) => {
    let cached = common.get(locale);
    if (!cached) {
      cached = readFile(path.join(localesDir, `${locale}.json`), 'utf8').then(
        (text) => JSON.parse(text) as ResourceKey,
      );
      common.set(locale, cached);
    }
    return cached;
  };

  /** The owning remote's page component with its strings, loaded and prefetched; null for none, or why it failed. */
  async function preparePage(
    task: RenderTask,
    locale: LocaleCode,
    client: ReturnType<ShellRenderer['createQueryClient']>,
  ) {
    const match = matchPage(stripLocale(task.pathname), task.pages);
    if (match.kind !== 'page' || !('remote' in match.page.render)) return null;
    const { remote, module } = match.page.render;
    const entry = task.remotes[remote];
    if (!entry || !task.remoteDist) return null;
    const build = { name: remote, dist: task.remoteDist, version: entry.version };
    const loaded = remoteServers.load(build);
    if (loaded === 'broken') return 'ssr-throw';
    const page = loaded?.module.pages[module];
    if (!loaded || !page) return null;
    const [messages, styles] = await Promise.all([
      remoteServers.messages(loaded, locale),
      remoteServers.stylesOf(build, module),
    ]);
    if (!messages) return 'ssr-throw';
    await page.prefetch?.(client, {
      locale,
      params: match.params,
      search: new URLSearchParams(task.search),
      hints: task.viewHints ?? {},
    });
    return {
      key: `${remote}/${module}`,
      component: page.component,
      namespace: loaded.module.namespace,
      messages,
      styles,
    };
  }

  return async function renderPage(task: RenderTask, context: RenderContext): Promise<Readable | null> {
    const locale = localeFromPath(task.pathname);
    const client = renderer.createQueryClient();
    const [messages, prepared] = await current.run({ locale, context }, () =>
      Promise.all([
        commonMessages(locale),
        withTimeout(
          preparePage(task, locale, client).catch((): RemoteFailureKind => 'ssr-throw'),
          budgetMs,
          'ssr-timeout' as const,
        ),
        withTimeout(renderer.prefetchShell(client, locale), budgetMs, null),
      ]),
    );
    if (typeof prepared === 'string') context.failed(prepared);
    const page = typeof prepared === 'string' ? null : prepared;
    const modules = new Map<string, ComponentType<Record<string, unknown>>>();
    const namespaces: Record<string, ResourceKey> = { common: messages };
    if (page) {
      modules.set(page.key, page.component);
      namespaces[page.namespace] = page.messages;
    }
    const [before, after] = splitDocument(task.document, page?.styles ?? [], task.viewHints);
    // A remote page left to the browser (or a part that failed below) is not a whole first view: start at once.
    let partial = page === null && isRemotePage(task);
    return new Promise<Readable | null>((resolve) => {
      const failedWhole = (error: unknown) => {
        context.warn('server render failed; the browser renders the page', error);
        resolve(null);
      };
      void renderer
        .renderPage({
          url: `${task.pathname}${task.search}`,
          locale,
          messages: namespaces,
          modules,
          queryClient: client,
          pages: task.pages,
          // No device: one document for every device, CSS chooses the chrome (document.ts). The visitor's view
          // hints, if any: such a page is theirs alone (page-view.ts).
          hints: { view: task.viewHints ?? {} },
          onShellReady: (stream, state) => {
            const body = new PassThrough();
            const react = new PassThrough();
            const abort = setTimeout(() => stream.abort(), RENDER_ABORT_MS);
            body.write(before);
            react.on('data', (chunk: Buffer) => body.write(chunk));
            react.on('end', () => {
              clearTimeout(abort);
              const tail = after(partial);
              body.end(`</div>${jsonElement(PAGE_DATA_IDS.queryState, state())}${tail}`);
            });
            stream.pipe(react);
            resolve(body);
          },
          onShellError: failedWhole,
          onError: (error) => {
            // The page's remote is what a render error almost always comes from once the shell has rendered.
            if (page && !partial) context.failed('ssr-throw');
            partial = true;
            context.warn('part of a page failed to render on the server', error);
          },
        })
        .catch(failedWhole);
    });
  };
}

/** The route is a remote's page (not one the shell renders itself). */
function isRemotePage(input: ServerRenderInput): boolean {
  const match = matchPage(stripLocale(input.pathname), input.pages);
  return match.kind === 'page' && 'remote' in match.page.render;
}
