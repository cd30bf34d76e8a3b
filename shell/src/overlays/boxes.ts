import type { RemoteRoutes } from '@portal/shared/federation/remote-manifest';

/** An overlay box as the overlay manager mounts it: the remote and module that render it, and its title. */
export interface OverlayBoxEntry {
  remote: string;
  module: string;
  /** Translation key of the title, in `namespace` (the owning remote's). */
  title: string;
  namespace: string;
}

/**
 * Every overlay box of the registered remotes (each remote's src/pages.ts, built into its portal-manifest.json), by the name
 * `openOverlay(name)` opens. A name already taken keeps its first owner in registry order.
 */
export function composeOverlays(
  remotes: Partial<Record<string, { routes?: RemoteRoutes } | undefined>>,
): Record<string, OverlayBoxEntry> {
  const boxes: Record<string, OverlayBoxEntry> = {};
  for (const [remote, entry] of Object.entries(remotes)) {
    const routes = entry?.routes;
    if (!routes) continue;
    for (const [box, { module, title }] of Object.entries(routes.overlays)) {
      boxes[box] ??= { remote, module, title, namespace: routes.namespace };
    }
  }
  return boxes;
}
