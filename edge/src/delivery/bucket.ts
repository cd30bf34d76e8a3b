import { createHash, randomBytes } from 'node:crypto';

/** The first-party cookie holding a visitor's random id: it decides, per remote, canary or stable. */
export const BUCKET_COOKIE = 'pn_bucket';
export const BUCKET_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
const VISITOR_ID = /^[0-9a-f]{16}$/;

export const newVisitorId = (): string => randomBytes(8).toString('hex');
export const isVisitorId = (value: unknown): value is string => typeof value === 'string' && VISITOR_ID.test(value);

/**
 * The visitor's place, 0 ≤ bucket < 100 in steps of 0.01, for one remote: the same for the same visitor and remote
 * on every request, and independent between remotes (a visitor in blog's canary is not thereby in games').
 */
export function bucketOf(visitorId: string, remote: string): number {
  const digest = createHash('sha256').update(`${visitorId}:${remote}`).digest();
  return (digest.readUInt32BE(0) % 10_000) / 100;
}

/** Whether a visitor gets a remote's canary running at `percent` %. */
export const inCanary = (visitorId: string, remote: string, percent: number): boolean =>
  bucketOf(visitorId, remote) < percent;
