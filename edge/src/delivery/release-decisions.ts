import { dropCanary, endWatch, readPointerState, rollback, type HistoryEntry } from '@portal/release';
import type { DeployClient } from './deploy-api.js';

/** Who the history names for a rollback the edge made by itself, and for a watch it closed. */
export const AUTOMATIC = 'edge (automatic rollback)';

interface Decision {
  distDir: string;
  remote: string;
  reason: string;
  health: object;
}

/**
 * How the edge records what its health watch decided. With the deploy API, the API records it (with the edge's
 * token, as "edge (automatic rollback)") and every edge learns it from the registry; with release folders on a
 * shared disk (RELEASES_FROM=files), @portal/release moves the pointer under its lock. Each returns whether the
 * decision took effect: another edge may have made it first.
 */
export interface ReleaseDecisions {
  dropCanary(decision: Decision & { onlyVersion: string }): Promise<boolean>;
  rollback(decision: Decision & { version: string; onlyFrom: string }): Promise<boolean>;
  endWatch(decision: Decision & { release: HistoryEntry }): Promise<boolean>;
}

export const fileDecisions: ReleaseDecisions = {
  dropCanary: async (decision) => Boolean(await dropCanary({ ...decision, by: AUTOMATIC })),
  rollback: async (decision) => Boolean((await rollback({ ...decision, by: AUTOMATIC }))?.moved),
  endWatch: async (decision) => Boolean(await endWatch({ ...decision, by: AUTOMATIC })),
};

/**
 * Through the deploy API. The mirror's pointer (what this edge serves) is checked first, so a decision about a
 * version that is no longer the canary or the current one is not sent; `refresh` then reads the registry at once.
 * A watch that ended with the release kept moves nothing: it is logged, not recorded (the API has no such move).
 */
export function deployDecisions(client: DeployClient, refresh: () => Promise<void>): ReleaseDecisions {
  const decide = async (remote: string, action: string, body: object) => {
    await client.act(remote, action, body);
    await refresh();
    return true;
  };
  return {
    async dropCanary({ distDir, remote, reason, health, onlyVersion }) {
      const state = await readPointerState(distDir);
      if (state?.canary?.version !== onlyVersion) return false;
      return decide(remote, 'canary/end', { reason, health });
    },
    async rollback({ distDir, remote, version, onlyFrom, reason, health }) {
      const state = await readPointerState(distDir);
      if (state?.version !== onlyFrom) return false;
      return decide(remote, 'rollback', { version, reason, health });
    },
    endWatch: async () => true,
  };
}
