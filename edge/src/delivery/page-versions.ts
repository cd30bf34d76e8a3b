import { readHistory, readPointerState } from '@portal/release';
import { HEALTH_TOKEN_TTL_MS } from '@portal/server-kit';
import type { RemotesRegistry } from './registry.js';

/** Pointer moves whose `previous` version stopped being everyone's at that moment. */
const REPLACED = new Set(['release', 'promote', 'rollback']);

/**
 * Whether a version of a remote is everyone's now (a canary visitor's first page is the shared stable one: pages
 * cached for guests name no bucket), or stopped being served within `withinMs` (a release, promotion or rollback replaced
 * it, or its canary was dropped): a page loaded just before still runs it, and its visitor asks for its tokens after
 * the move (/health-tokens.json comes once the page has loaded). The window is a token's lifetime: as long as a
 * token put in such a page would have stayed valid.
 */
export function pageMayRun(registry: RemotesRegistry, withinMs = HEALTH_TOKEN_TTL_MS, now = Date.now) {
  return async (remote: string, version: string): Promise<boolean> => {
    const distDir = registry.distDir(remote);
    if (!distDir) return false;
    if ((await readPointerState(distDir).catch(() => null))?.version === version) return true;
    const history = await readHistory(distDir).catch(() => []);
    const since = now() - withinMs;
    return history.some(
      (entry) =>
        Date.parse(entry.at) >= since &&
        ((REPLACED.has(entry.action) && entry.previous === version) ||
          (entry.action === 'drop-canary' && entry.version === version)),
    );
  };
}
