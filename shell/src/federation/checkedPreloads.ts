import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * When a remote module loads, the federation runtime starts the chunks and stylesheets its manifest lists as scripts
 * and stylesheets of its own, without their hashes, and the remote's runtime then takes those chunks as loaded: a
 * changed chunk would run. Here the runtime adds nothing: the remote's runtime loads them itself, with the hashes its
 * entry carries (rspack's SubresourceIntegrityPlugin), all the chunks of a module at once. Preloading them without
 * those hashes does not help either: the browser uses a preload only for a request with the same integrity, so each
 * file was downloaded twice (Chromium's "not used due to an integrity mismatch").
 */
export function checkedPreloadsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-checked-preloads',
    beforePreloadRemote: ({ preloadOps }) => {
      for (const op of preloadOps) op.filter = () => false;
    },
  };
}
