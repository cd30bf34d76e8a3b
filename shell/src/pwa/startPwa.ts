import { startBuildWatcher } from './buildWatcher';
import { listenForChunkErrors } from './chunkReloadGuard';
import { listenForInstallPrompt } from './installPrompt';
import { checkForUpdate, registerServiceWorker } from './serviceWorker';

let started = false;

/**
 * Call once in bootstrap, before the first render: the chunk failure guard, the install prompt capture (the
 * browser may offer it early), the build manifest polling and the service worker (registered after "load").
 * Development builds skip the polling and the worker: the dev server has neither a build manifest nor /sw.js.
 */
export function startPwa(): void {
  if (started) return;
  started = true;
  listenForChunkErrors();
  listenForInstallPrompt();
  if (process.env.NODE_ENV === 'production') startBuildWatcher(() => void checkForUpdate());
  void registerServiceWorker();
}
