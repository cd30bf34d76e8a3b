import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { stripLocale } from '@portal/shared/i18n/locales';
import { matchPage } from '../../../shell/src/routing/pages.js';
import type { ApiAccess } from '../http/api-access.js';
import type { RemoteFailure } from '../delivery/server-signals.js';
import type { RemotesRegistry } from '../delivery/registry.js';
import { loadShellRenderer } from './bundles.js';
import { ROOT } from './document.js';
import { createPageRenderer, type RenderContext, type RenderTask, type ServerRenderInput } from './render-page.js';
import { createRenderPool } from './render-pool.js';

/** How long the edge waits for a remote's server code and the page's data before leaving the page to the browser. */
export const SSR_BUDGET_MS = 300;
/** How long a render may run in its worker to its first HTML, whatever it does, before the worker is ended. */
export const SSR_DEADLINE_MS = 1_000;

interface Options {
  /** The shell's renderer build (shell/dist/server). */
  serverDir: string;
  api: ApiAccess;
  registry: RemotesRegistry;
  localesDir: string;
  budgetMs?: number;
  deadlineMs?: number;
  /** Render worker threads; 0 renders in the edge's own thread (debugging: without a deadline). */
  workers: number;
  log: { warn: (details: object, message: string) => void };
  onRemoteFailure?: (failure: RemoteFailure) => void;
}

export interface ServerRenderer {
  /**
   * The page's first view streamed into its document; null leaves the page to the browser (the plain document).
   * `pageApi`: the page's own reads of the API (pageReads), shared with its SEO head.
   */
  render(input: ServerRenderInput, pageApi?: ApiAccess): Promise<Readable | null>;
  close(): Promise<void>;
}

/**
 * Server rendering of pages' first views (docs/server-rendering.md), in a pool of render workers: a remote that
 * spins, leaks or crashes costs its own page at most the deadline, never the edge's other requests. Null when the
 * shell was built without its renderer (every page is then rendered by the browser).
 */
export function createServerRenderer({
  serverDir,
  api,
  registry,
  localesDir,
  budgetMs = SSR_BUDGET_MS,
  deadlineMs = SSR_DEADLINE_MS,
  workers,
  log,
  onRemoteFailure,
}: Options): ServerRenderer | null {
  if (!existsSync(path.join(serverDir, 'index.js'))) return null;
  const run = workers > 0 ? createRenderPool({ serverDir, localesDir, budgetMs, workers, deadlineMs }) : inProcess();

  function inProcess() {
    const renderer = loadShellRenderer(serverDir)!;
    const renderPage = createPageRenderer({ renderer, localesDir, budgetMs });
    return {
      render: (task: RenderTask, _remote: string, context: RenderContext) => renderPage(task, context),
      close: async () => undefined,
    };
  }

  return {
    async render(input, pageApi = api) {
      // A shell document without the empty #root (a hand-made or older template) is sent as it is.
      if (!input.document.includes(ROOT)) return null;
      const match = matchPage(stripLocale(input.pathname), input.pages);
      const remote = match.kind === 'page' && 'remote' in match.page.render ? match.page.render.remote : undefined;
      const version = remote ? input.remotes[remote]?.version : undefined;
      const context: RenderContext = {
        api: async (apiPath, query) => (await pageApi(apiPath, query)).body,
        warn: (message, error) => log.warn({ remote, err: error }, message),
        failed: (kind) => {
          if (remote && version) onRemoteFailure?.({ remote, version, kind });
        },
      };
      const task: RenderTask = { ...input, remoteDist: remote ? registry.distDir(remote) : undefined };
      return run.render(task, remote ?? 'shell', context);
    },
    close: () => run.close(),
  };
}
