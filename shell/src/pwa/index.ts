// The shell's PWA pieces the layout, router and bootstrap use (docs/pwa-seo.md).
export { startPwa } from './startPwa';
export { PwaPrompts } from './PwaPrompts';
export { PageViewCounter } from './PageViewCounter';
export { BuildVersionWatcher } from './BuildVersionWatcher';
