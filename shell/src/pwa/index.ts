// The shell's PWA pieces the layout, router and bootstrap use (docs/pwa-seo.md).
export { startPwa } from './startPwa';
export { PwaPrompts } from './PwaPrompts';
export { BuildVersionWatcher } from './BuildVersionWatcher';
export { consumePendingReload } from './buildWatcher';
export { reloadOnceOnChunkError, isChunkLoadError } from './chunkReloadGuard';
export { acceptUpdate, checkForUpdate, getServiceWorkerRegistration } from './serviceWorker';
export { promptInstall, hideInstallPrompt } from './installPrompt';
