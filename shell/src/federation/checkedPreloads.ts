import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** A link to this URL already in the page, as the server linked a first view's stylesheets (relative to the site). */
function linked(url: string): boolean {
  const wanted = new URL(url, document.baseURI).href;
  return [...document.querySelectorAll<HTMLLinkElement>('link[href]')].some((link) => link.href === wanted);
}

/** Starts downloading a remote's file without running or applying it; always false: the runtime adds nothing. */
function preloadOnly(url: string): false {
  if (linked(url)) return false;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = /\.css(?:[?#]|$)/.test(url) ? 'style' : 'script';
  link.crossOrigin = 'anonymous';
  link.href = url;
  document.head.appendChild(link);
  return false;
}

/**
 * When a remote module loads, the federation runtime starts the chunks and stylesheets its manifest lists as scripts
 * and stylesheets of its own, without their hashes, and the remote's runtime then takes those chunks as loaded: a
 * changed chunk would run. Here they become preloads instead: they download as early, and run or apply only when the
 * remote's runtime loads them with the hashes its entry carries (rspack's SubresourceIntegrityPlugin). A stylesheet
 * the server already linked is not fetched again (adding it a second time made the browser restyle the whole page).
 */
export function checkedPreloadsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-checked-preloads',
    beforePreloadRemote: ({ preloadOps }) => {
      for (const op of preloadOps) op.filter = preloadOnly;
    },
  };
}
