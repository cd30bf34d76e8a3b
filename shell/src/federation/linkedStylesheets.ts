import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The stylesheet of this URL already in the page, as the server linked it for the first view (its href is written
 * relative to the site; the runtime asks with an absolute URL, so its own lookup misses it).
 */
function linkedStylesheet(url: string): HTMLLinkElement | undefined {
  const wanted = new URL(url, document.baseURI).href;
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find((link) => link.href === wanted);
}

/**
 * The federation runtime plugin for a remote's stylesheets: when it preloads a page's assets and a stylesheet is
 * already in the page, it gets a preload of the same file instead of a second stylesheet (from the cache, no
 * download): a stylesheet added after the first view makes the browser restyle and lay out the whole page again.
 */
export function linkedStylesheetsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-linked-stylesheets',
    createLink: ({ url, attrs }) => {
      if (attrs?.rel !== 'stylesheet' || !linkedStylesheet(url)) return undefined;
      const preload = document.createElement('link');
      preload.rel = 'preload';
      preload.as = 'style';
      preload.href = url;
      return preload;
    },
  };
}
