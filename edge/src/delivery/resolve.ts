import { hashesFor, type RemoteEntry, type RemoteName, type RemoteVersion } from './remotes.js';
import { inCanary } from './bucket.js';

export type Registry = Record<RemoteName, RemoteEntry>;

const fallbacks = (entry: RemoteEntry): NonNullable<RemoteEntry['previous']> => [
  { version: entry.version, entry: entry.entry, ...hashesFor(entry.integrity, entry.manifestIntegrity) },
  ...(entry.previous ?? []),
];

/** A version for this visitor; one built before manifests keeps the current version's routes. */
function chosen(entry: RemoteEntry, version: RemoteVersion, track: 'canary' | 'pinned'): RemoteEntry {
  const routes = version.routes ?? entry.routes;
  return { ...version, ...(routes ? { routes } : {}), previous: fallbacks(entry), track };
}

/**
 * The registry one visitor gets from the discovery document (readRemotes): per remote, the version their pin names,
 * else the canary when their bucket falls in its percentage, else the current version; the current version and
 * earlier ones follow as fallbacks. The same visitor id resolves the same way on every request, so the page's
 * server render, its inlined registry and /remotes.json agree.
 */
export function resolveForVisitor(discovery: Registry, visitorId: string, { canaries = true } = {}): Registry {
  return Object.fromEntries(
    Object.entries(discovery).map(([name, entry]) => {
      const { canary, pinned, ...stable } = entry;
      if (pinned) return [name, chosen(stable, pinned, 'pinned')];
      if (canary && canaries && inCanary(visitorId, name, canary.percent)) {
        const { percent: _percent, ...version } = canary;
        return [name, chosen(stable, version, 'canary')];
      }
      return [name, stable];
    }),
  ) as Registry;
}
