/** Sessions of one version of a remote, as the API counts them from the browsers' reports. */
export interface VersionHealth {
  sessions: number;
  /** Sessions with at least one load failure, render error or unhandled error of that remote. */
  failing: number;
}

export interface CanaryPolicy {
  /** The canary is judged only once it has this many sessions. */
  minSessions: number;
  /** Percentage points by which the canary's failing-session rate may exceed the stable version's. */
  marginPct: number;
}

export type CanaryVerdict = { drop: false } | { drop: true; reason: string };

const rate = ({ sessions, failing }: VersionHealth): number => (sessions > 0 ? (100 * failing) / sessions : 0);
const percent = (value: number): string => `${Number(value.toFixed(1))}%`;

/**
 * Whether a running canary should be dropped: once it has `minSessions` sessions, when its failing-session rate
 * exceeds the stable version's by more than `marginPct` points. A stable version without sessions counts as 0 %.
 */
export function canaryVerdict(
  stable: VersionHealth | undefined,
  canary: VersionHealth | undefined,
  policy: CanaryPolicy,
): CanaryVerdict {
  if (!canary || canary.sessions < policy.minSessions) return { drop: false };
  const stableRate = stable ? rate(stable) : 0;
  const canaryRate = rate(canary);
  if (canaryRate <= stableRate + policy.marginPct) return { drop: false };
  return {
    drop: true,
    reason:
      `automatic: ${canary.failing} of ${canary.sessions} canary sessions failed (${percent(canaryRate)}), ` +
      `stable ${stable?.failing ?? 0} of ${stable?.sessions ?? 0} (${percent(stableRate)}); ` +
      `allowed margin ${policy.marginPct} points over at least ${policy.minSessions} sessions`,
  };
}
