import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough, type Readable } from 'node:stream';
import type { ComponentType } from 'react';
import type { ResourceKey } from 'i18next';
import { apiLanguage, localeFromPath, stripLocale, type LocaleCode } from '@portal/shared/i18n/locales';
import { matchPage, type PageEntry } from '../../src/routing/pages.js';
import type { ApiAccess } from '../api-access.js';
import type { RemotesRegistry } from '../registry.js';
import { escapeHtml, inlineJson } from '../html.js';
import type { RemoteEntry, RemoteName } from '../remotes.js';
import { withTimeout } from '../with-timeout.js';
import { createRemoteServers, type ShellRenderer } from './bundles.js';
import { deferStart } from './deferred-start.js';

/** How long the edge waits for a remote's server code and the page's data before leaving the page to the browser. */
export const SSR_BUDGET_MS = 300;
/** A render that has not finished by then is cut short: what is missing is rendered by the browser. */
const RENDER_ABORT_MS = 5_000;

export interface ServerRenderInput {
  /** The page's HTML document (SEO head, config and registry inlined), with an empty #root. */
  document: string;
  pathname: string;
  search: string;
  remotes: Record<RemoteName, RemoteEntry>;
  /** The page table composed from `remotes` (composePages). */
  pages: readonly PageEntry[];
  mobile: boolean;
  nonce?: string;
}

interface Options {
  renderer: ShellRenderer;
  api: ApiAccess;
  registry: RemotesRegistry;
  localesDir: string;
  budgetMs?: number;
  log: { warn: (details: object, message: string) => void };
  /** A remote version's server render threw or ran out of time: the edge counts it (delivery/server-signals.ts). */
  onRemoteFailure?: (failure: { remote: string; version: string; kind: 'ssr-throw' | 'ssr-timeout' }) => void;
}

const ROOT = '<div id="root"></div>';

/**
 * Renders a page's first view on the server: the shell's layout and, inside it, the owning remote's page from its
 * server build with the data it prefetched, streamed into the document; the query cache follows for hydration. A
 * remote that is missing, throws or is slow is rendered by the browser instead; null when nothing could be rendered
 * (the caller sends the plain document).
 */
export function createServerRenderer({
  renderer,
  api,
  registry,
  localesDir,
  budgetMs = SSR_BUDGET_MS,
  log,
  onRemoteFailure,
}: Options) {
  const requestLocale = new AsyncLocalStorage<LocaleCode>();
  renderer.installServerRuntime(async (apiPath, query) => {
    const language = apiLanguage(requestLocale.getStore() ?? 'en');
    const answer = await api(apiPath, { ...query, language });
    return answer.body;
  });
  const remoteServers = createRemoteServers(registry, (remote, error) =>
    log.warn({ remote, err: error }, 'remote server build failed to load; the browser renders it'),
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

  /** The owning remote's page component with its strings, loaded and prefetched within the budget, or null. */
  async function preparePage(
    input: ServerRenderInput,
    locale: LocaleCode,
    client: ReturnType<ShellRenderer['createQueryClient']>,
  ) {
    const match = matchPage(stripLocale(input.pathname), input.pages);
    if (match.kind !== 'page' || !('remote' in match.page.render)) return null;
    const { remote, module } = match.page.render;
    const entry = input.remotes[remote];
    const loaded = entry ? remoteServers.load(remote, entry.version) : null;
    const page = loaded?.module.pages[module];
    if (!loaded || !page) return null;
    const [messages, styles] = await Promise.all([
      remoteServers.messages(loaded, locale),
      remoteServers.stylesOf(remote, entry!.version, module),
    ]);
    if (!messages) return null;
    await page.prefetch?.(client, { locale, params: match.params, search: new URLSearchParams(input.search) });
    return {
      key: `${remote}/${module}`,
      component: page.component,
      namespace: loaded.module.namespace,
      messages,
      styles,
    };
  }

  return async function renderOnServer(input: ServerRenderInput): Promise<Readable | null> {
    // A shell document without the empty #root (a hand-made or older template) is sent as it is.
    if (!input.document.includes(ROOT)) return null;
    const locale = localeFromPath(input.pathname);
    const client = renderer.createQueryClient();
    const owner = pageOwner(input);
    const failed = (kind: 'ssr-throw' | 'ssr-timeout') => {
      if (owner) onRemoteFailure?.({ ...owner, kind });
    };
    const [messages, page] = await requestLocale.run(locale, () =>
      Promise.all([
        commonMessages(locale),
        withTimeout(preparePage(input, locale, client), budgetMs, null, () => failed('ssr-timeout')),
        withTimeout(renderer.prefetchShell(client, locale), budgetMs, null),
      ]).then(([common, prepared]) => [common, prepared] as const),
    );
    const modules = new Map<string, ComponentType<Record<string, unknown>>>();
    const namespaces: Record<string, ResourceKey> = { common: messages };
    if (page) {
      modules.set(page.key, page.component);
      namespaces[page.namespace] = page.messages;
    }
    const [before, after] = splitDocument(input.document, input.mobile, page?.styles ?? [], input.nonce);
    // A remote page left to the browser (or a part that failed below) is not a whole first view: start at once.
    let partial = page === null && isRemotePage(input);
    return new Promise<Readable | null>((resolve) => {
      void renderer
        .renderPage({
          url: `${input.pathname}${input.search}`,
          locale,
          messages: namespaces,
          modules,
          queryClient: client,
          pages: input.pages,
          hints: { mobile: input.mobile },
          nonce: input.nonce,
          onShellReady: (stream, state) => {
            const body = new PassThrough();
            const react = new PassThrough();
            const abort = setTimeout(() => {
              failed('ssr-timeout');
              stream.abort();
            }, RENDER_ABORT_MS);
            body.write(before);
            react.on('data', (chunk: Buffer) => body.write(chunk));
            react.on('end', () => {
              clearTimeout(abort);
              const nonce = input.nonce ? ` nonce="${input.nonce}"` : '';
              const tail = after(partial);
              body.end(`</div><script${nonce}>window.__PORTAL_QUERY_STATE__=${inlineJson(state())}</script>${tail}`);
            });
            stream.pipe(react);
            resolve(body);
          },
          onShellError: (error) => {
            if (page) failed('ssr-throw');
            log.warn({ err: error }, 'server render failed; the browser renders the page');
            resolve(null);
          },
          onError: (error) => {
            partial = true;
            if (page) failed('ssr-throw');
            log.warn({ err: error }, 'part of a page failed to render on the server');
          },
        })
        .catch((error: unknown) => {
          if (page) failed('ssr-throw');
          log.warn({ err: error }, 'server render failed; the browser renders the page');
          resolve(null);
        });
    });
  };
}

/** The route is a remote's page (not one the shell renders itself). */
function isRemotePage(input: ServerRenderInput): boolean {
  const match = matchPage(stripLocale(input.pathname), input.pages);
  return match.kind === 'page' && 'remote' in match.page.render;
}

/** The remote version whose page this is, if a remote's page: what a failure of its render counts against. */
function pageOwner(input: ServerRenderInput): { remote: string; version: string } | null {
  const match = matchPage(stripLocale(input.pathname), input.pages);
  if (match.kind !== 'page' || !('remote' in match.page.render)) return null;
  const entry = input.remotes[match.page.render.remote];
  return entry ? { remote: match.page.render.remote, version: entry.version } : null;
}

/**
 * A remote's stylesheet, marked the way its federation runtime marks the ones it loads (`data-rspack`, from the
 * build's `uniqueName` and the CSS chunk's id, which starts its file name: `cssChunkFilename` in rspack.shared.js):
 * the runtime then finds the link already in the page instead of adding a second one, whose arrival would make the
 * browser restyle the whole page.
 */
export function stylesheetLink(href: string): string {
  const [, remote, chunk] = /^\/remotes\/([\w-]+)\/[^/]+\/([^/.]+)\.[^/]*\.css$/.exec(href) ?? [];
  const marker = remote && chunk ? ` data-rspack="portal_${escapeHtml(remote)}:chunk-${escapeHtml(chunk)}"` : '';
  return `<link rel="stylesheet" href="${escapeHtml(href)}"${marker}>`;
}

/**
 * The document around #root, marked as server rendered (the browser hydrates) with the layout chosen here, its
 * scripts started after the first view.
 */
function splitDocument(
  document: string,
  mobile: boolean,
  styles: string[],
  nonce?: string,
): [string, (startNow: boolean) => string] {
  const at = document.indexOf(ROOT);
  const marker = `<script${nonce ? ` nonce="${nonce}"` : ''}>window.__PORTAL_SSR__=${inlineJson({ mobile })}</script>`;
  const links = styles.map(stylesheetLink).join('');
  const head = document.slice(0, at).replace('</head>', `${links}${marker}</head>`);
  // The first view shows without JavaScript: the scripts start once it has (deferred-start.ts).
  const deferred = deferStart(head, document.slice(at + ROOT.length), nonce);
  return [`${deferred.head}<div id="root">`, deferred.tail];
}
