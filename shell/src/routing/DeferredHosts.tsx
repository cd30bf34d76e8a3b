import { BuildVersionWatcher, PageViewCounter, PwaPrompts } from '../pwa';
import { OverlayHost } from '../overlays/OverlayHost';
import { ToastHost } from '../toasts/ToastHost';

/**
 * The shell's parts that are not the first view: overlay boxes, toasts, the PWA prompts and the new-build watcher.
 * A chunk of their own, loaded once the page has hydrated (LocaleRoot), so they cost the first paint nothing.
 */
export default function DeferredHosts() {
  return (
    <>
      <OverlayHost />
      <ToastHost />
      <PwaPrompts />
      <PageViewCounter />
      <BuildVersionWatcher />
    </>
  );
}
