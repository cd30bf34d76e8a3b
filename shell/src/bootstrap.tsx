import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { expandQueryState } from '@portal/shared/query/pageQueryState';
import {
  initI18n,
  keepViewHints,
  localeFromPath,
  portalQueryClient,
  reportError,
  startAnalytics,
  startErrorReporting,
  yieldToMain,
} from '@portal/shared';
import { CLIENT_ONLY_DIGEST } from './ssr/ClientOnly';
import { installApiClientHooks } from './api/clientHooks';
import { App, createPortalRouter } from './App';
import { installRootFontSize } from './layout/rootFontSize';
import {
  hasFallenBack,
  readRemotesManifest,
  registeredRemotes,
  registerPortalRemotes,
  RemoteUnavailableError,
} from './federation/remotes';
import { startAccountSessionWhenIdle } from './federation/accountSession';
import { rememberServerHtml } from './federation/KeptServerHtml';
import { installHealthReporting } from './federation/health';
import { whenIdle } from './federation/whenIdle';
import { installLinkPreload } from './routing/linkPreload';
import { composePages } from './routing/pages';
import { startPwa } from './pwa';

async function start(): Promise<void> {
  // Before anything can fail to load, and early enough to catch the browser's install offer.
  startErrorReporting();
  startPwa();
  installHealthReporting();
  const locale = localeFromPath(window.location.pathname);
  // Remotes are registered before the first render so the page's remote starts loading with it.
  const [manifest] = await Promise.all([readRemotesManifest(), initI18n(locale).catch(() => undefined)]);
  registerPortalRemotes(manifest);
  // The shell's pages and each registered remote's (their manifests, inlined in the registry), as the edge composed them.
  const pages = composePages(registeredRemotes());
  installApiClientHooks();
  installRootFontSize();
  installLinkPreload(pages);
  // Registering and checking the remotes is one task, making the router the next, hydrating the page the last.
  await yieldToMain();
  const router = createPortalRouter(pages);
  await yieldToMain();
  const container = document.getElementById('root')!;
  const options: RootOptions = {
    // Errors an error boundary caught (a remote that failed) are handled there: a warning, not an error.
    onCaughtError: (error) => console.warn('[portal] contained error:', error),
    onUncaughtError: (error) => reportError(error, { source: 'react' }),
    // Parts the server left to the browser on purpose are rendered here silently; any other is a real mismatch.
    onRecoverableError: (error) => {
      if ((error as { digest?: string } | null)?.digest === CLIENT_ONLY_DIGEST) return;
      // A remote that could not load while its server-rendered part hydrated: its boundary shows the fallback.
      const cause = (error as { cause?: unknown } | null)?.cause;
      if (cause instanceof RemoteUnavailableError) {
        console.warn('[portal] contained error:', cause);
        return;
      }
      // A remote whose version failed runs an earlier one, which may not match what the server rendered: that part
      // is rendered again by the browser, as intended.
      if (hasFallenBack()) {
        console.warn('[portal] an earlier remote version replaced the server-rendered one:', error);
        return;
      }
      console.error('[portal] hydration:', error);
      reportError(error, { source: 'react' });
    },
  };
  const app = (
    <StrictMode>
      <App pages={pages} router={router} />
    </StrictMode>
  );
  if (window.__PORTAL_SSR__) {
    // The server's data first, so the first render matches its HTML without asking the API again.
    if (window.__PORTAL_QUERY_STATE__) hydrate(portalQueryClient(), expandQueryState(window.__PORTAL_QUERY_STATE__));
    // Kept on screen should a remote then fail to load (its area would otherwise lose the server's HTML).
    rememberServerHtml();
    // In a transition: React then hydrates in slices, yielding to the browser between them, instead of one
    // uninterruptible task (a tap on a part not yet hydrated still hydrates that part first).
    startTransition(() => {
      hydrateRoot(container, app, options);
    });
  } else {
    createRoot(container, options).render(app);
  }
  // The shared state's view hints follow it from now on, for the next page's server render.
  keepViewHints();
  startAccountSessionWhenIdle();
  // Not part of the first view: once the page is idle (after i18n, so the landing visit carries its locale).
  whenIdle(startAnalytics);
}

void start();
