import { dropCanary, endWatch, rollback, type HistoryEntry } from '@portal/release';
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
 * Through the deploy API, with the edge's token (the history names it "edge (automatic rollback)"). The API moves
 * only from the version the edge judged (`onlyVersion`, `onlyFrom`), so a second edge's same decision moves
 * nothing; `refresh` then reads the registry at once.
 */
export function deployDecisions(client: DeployClient, refresh: () => Promise<void>): ReleaseDecisions {
  const decide = async (remote: string, action: string, body: object) => {
    const answer = (await client.act(remote, action, body)) as { moved?: boolean } | null;
    await refresh();
    return answer?.moved !== false;
  };
  return {
    dropCanary: ({ remote, reason, health, onlyVersion }) =>
      decide(remote, 'canary/end', { reason, health, onlyVersion }),
    rollback: ({ remote, version, onlyFrom, reason, health }) =>
      decide(remote, 'rollback', { version, reason, health, onlyFrom }),
    endWatch: ({ remote, release, reason, health }) =>
      decide(remote, 'watch/end', { version: release.version, reason, health }),
  };
}
