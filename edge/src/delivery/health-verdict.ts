import { probabilityAbove } from './beta.js';

/** Sessions of one version of a remote, as the API counts them from the browsers' and the edge's reports. */
export interface VersionHealth {
  sessions: number;
  /** Sessions with at least one failure: in the browser, in its server render, or of its files. */
  failing: number;
}

export interface HealthPolicy {
  /** Percentage points by which the candidate's failing rate may exceed the baseline's. */
  marginPct: number;
  /** How sure the rule must be that the candidate is worse by more than the margin (0.99: 99 %). */
  confidence: number;
  /** Failing sessions of the candidate before it can be judged at all. */
  minFailing: number;
}

export interface HealthEvidence {
  candidate: VersionHealth;
  baseline: VersionHealth;
  /** P(candidate's failing rate > baseline's + margin) given the sessions so far. */
  probability: number;
  marginPct: number;
  confidence: number;
}

export type HealthVerdict = { drop: boolean; evidence: HealthEvidence };

/**
 * What a version's rate is believed to be before its sessions say more: Beta(0.5, 10), a few failing sessions in a
 * hundred, worth about ten sessions. It makes a version innocent until its own sessions say otherwise (a couple of
 * early failures do not condemn it), and gives a baseline with no sessions yet a plausible rate instead of anything
 * from 0 to 100 %.
 */
const PRIOR = { a: 0.5, b: 10 };
const posterior = ({ sessions, failing }: VersionHealth) => ({
  a: PRIOR.a + failing,
  b: PRIOR.b + Math.max(0, sessions - failing),
});
const NONE: VersionHealth = { sessions: 0, failing: 0 };

/**
 * Whether a candidate version (a canary, or a release in its watch window) fails more than its baseline (the
 * current version, or the version before the release). A Bayesian beta-binomial rule, applied at every check: with
 * independent posteriors of both failing-session rates, the candidate is dropped once P(rate > baseline + margin)
 * reaches `confidence` and it has `minFailing` failing sessions. Each look only asks how sure we are now, so
 * looking often costs little; the high threshold, the margin and the prior keep healthy versions with normal noise
 * (seeded simulation in the test) from being dropped, while a version failing for everyone is dropped after a few
 * failing sessions and one failing for 30 % after about ten, whatever the session count.
 */
export function healthVerdict(
  baseline: VersionHealth | undefined,
  candidate: VersionHealth | undefined,
  policy: HealthPolicy,
): HealthVerdict {
  const evidence = {
    candidate: candidate ?? NONE,
    baseline: baseline ?? NONE,
    probability: 0,
    marginPct: policy.marginPct,
    confidence: policy.confidence,
  };
  if (evidence.candidate.failing < Math.max(1, policy.minFailing)) return { drop: false, evidence };
  evidence.probability = probabilityAbove(
    posterior(evidence.candidate),
    posterior(evidence.baseline),
    policy.marginPct / 100,
  );
  return { drop: evidence.probability >= policy.confidence, evidence };
}

const rate = ({ sessions, failing }: VersionHealth): string =>
  `${sessions > 0 ? Number(((100 * failing) / sessions).toFixed(1)) : 0}%`;

/**
 * The decision in words, with its numbers, for the release history: "automatic: 6 of 40 canary sessions failed
 * (15%), stable 3 of 400 (0.8%); P(worse by over 5 points) = 0.997, threshold 0.99".
 */
export function describeVerdict(
  prefix: string,
  { candidate, baseline, probability, marginPct, confidence }: HealthEvidence,
  names: { candidate: string; baseline: string },
): string {
  return (
    `${prefix}: ${candidate.failing} of ${candidate.sessions} ${names.candidate} sessions failed (${rate(candidate)}), ` +
    `${names.baseline} ${baseline.failing} of ${baseline.sessions} (${rate(baseline)}); ` +
    `P(worse by over ${marginPct} points) = ${Number(probability.toFixed(4))}, threshold ${confidence}`
  );
}
