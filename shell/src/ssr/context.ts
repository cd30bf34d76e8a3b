import { createContext, useContext, type ComponentType } from 'react';
import type { ViewHints } from '@portal/shared';

/**
 * On the server: the remote modules this request can render to HTML ("games/HomePage" → component), loaded
 * before rendering; any other remote module is left to the browser. null in the browser.
 */
export const ServerModulesContext = createContext<ReadonlyMap<string, ComponentType<Record<string, unknown>>> | null>(
  null,
);

export const useServerModules = () => useContext(ServerModulesContext);

/**
 * What the server knew of the device when it rendered, so the browser's first render (hydration) agrees. The edge
 * sends none (`mobile` undefined): its page is the same for every device, and CSS chooses the chrome.
 */
export interface RenderHints {
  mobile?: boolean;
  /**
   * The visitor's view hints the page was rendered with (@portal/shared ssr/viewHints.ts), written into the page so
   * that hydration renders what the server did.
   */
  view?: ViewHints;
}

export const RenderHintsContext = createContext<RenderHints>({ mobile: false });

declare global {
  interface Window {
    /** Set by the edge server when it rendered the page: the browser hydrates instead of rendering afresh. */
    __PORTAL_SSR__?: RenderHints;
  }
}
