import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n, localeFromPath } from '@portal/shared';
import { App } from './App';
import { readRemotesManifest, registerPortalRemotes } from './federation/remotes';
import '@portal/shared/ui/base.css';
import './styles.css';

async function start(): Promise<void> {
  const locale = localeFromPath(window.location.pathname);
  // Remotes are registered before the first render so the page's remote starts loading with it.
  const [manifest] = await Promise.all([readRemotesManifest(), initI18n(locale).catch(() => undefined)]);
  registerPortalRemotes(manifest);
  createRoot(document.getElementById('root')!, {
    // Errors an error boundary caught (a remote that failed) are handled there: a warning, not an error.
    onCaughtError: (error) => console.warn('[portal] contained error:', error),
  }).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
