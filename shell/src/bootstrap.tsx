import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n, localeFromPath, reportError, startAnalytics, startErrorReporting } from '@portal/shared';
import { installApiClientHooks } from './api/clientHooks';
import { App } from './App';
import { installRootFontSize } from './layout/rootFontSize';
import { readRemotesManifest, registerPortalRemotes } from './federation/remotes';
import { startAccountSessionWhenIdle } from './federation/accountSession';
import { installLinkPreload } from './routing/linkPreload';
import { startPwa } from './pwa';
import '@portal/shared/ui/base.css';
import './styles.css';

async function start(): Promise<void> {
  // Before anything can fail to load, and early enough to catch the browser's install offer.
  startErrorReporting();
  startPwa();
  const locale = localeFromPath(window.location.pathname);
  // Remotes are registered before the first render so the page's remote starts loading with it.
  const [manifest] = await Promise.all([readRemotesManifest(), initI18n(locale).catch(() => undefined)]);
  registerPortalRemotes(manifest);
  installApiClientHooks();
  installRootFontSize();
  installLinkPreload();
  // After i18n, so the landing visit carries the page's locale.
  startAnalytics();
  createRoot(document.getElementById('root')!, {
    // Errors an error boundary caught (a remote that failed) are handled there: a warning, not an error.
    onCaughtError: (error) => console.warn('[portal] contained error:', error),
    onUncaughtError: (error) => reportError(error, { source: 'react' }),
  }).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  startAccountSessionWhenIdle();
}

void start();
