declare global {
  interface Window {
    /** The last `type="button"` button tapped before the page was live (edge/src/ssr/deferred-start.ts). */
    __PORTAL_EARLY_CLICK__?: HTMLElement;
  }
}

/**
 * A button tapped while the server-rendered page was not yet live did nothing then: tap it again now that it is,
 * if it is still on the page. Called once, when the page has hydrated.
 */
export function replayEarlyClick(win: Window = window): void {
  const button = win.__PORTAL_EARLY_CLICK__;
  delete win.__PORTAL_EARLY_CLICK__;
  if (button?.isConnected) button.click();
}
