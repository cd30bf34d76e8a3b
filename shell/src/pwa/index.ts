// The shell's PWA pieces the layout, router and bootstrap use (readme-pwa.md).
export { startPwa } from './startPwa';
export { PwaPrompts } from './PwaPrompts';
export { BuildVersionWatcher } from './BuildVersionWatcher';
