import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Health that can roll a version back must be evidence the edge can trust (docs/operations.md, progressive
 * delivery). The edge puts a token in every page it serves, per remote version, naming the visitor's bucket and a
 * keyed hash of their address; a browser's report counts only with it. The API checks it with the same
 * HEALTH_TOKEN_SECRET. The edge's own reports (server renders, files) are signed as a whole instead.
 */
/** The secret when HEALTH_TOKEN_SECRET is unset: fine on a laptop, never in production (docs/configuration.md). */
export const DEFAULT_HEALTH_SECRET = 'playnook-local-health-secret';
/** A page's tokens hold this long: its remotes load and fail within seconds; a tab left open stops counting. */
export const HEALTH_TOKEN_TTL_MS = 30 * 60_000;
/** The edge signs each of its reports for this long (clock skew between replicas included). */
const EDGE_SIGNATURE_TTL_MS = 5 * 60_000;
export const EDGE_SIGNATURE_HEADER = 'x-portal-edge-signature';

export interface HealthToken {
  remote: string;
  version: string;
  /** The visitor's bucket id: their session of this version. */
  visitor: string;
  /** addressHash of the address the page was served to. */
  address: string;
  /** Until when (ms since the epoch) it counts. */
  until: number;
}

const TOKEN = /^([0-9a-f]{16})\.([A-Za-z0-9_-]{11})\.([0-9]{1,15})\.([A-Za-z0-9_-]{43})$/;
const EDGE_SIGNATURE = /^([0-9]{1,15})\.([A-Za-z0-9_-]{43})$/;

// One secret, a key per purpose: a token can never pass for an edge signature or an address hash.
const mac = (secret: string, purpose: string, text: string) =>
  createHmac('sha256', secret).update(`${purpose}\n${text}`).digest('base64url');

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** An address as the API keeps it: a keyed hash, so the table holds no address and one cannot be guessed back. */
export const addressHash = (secret: string, address: string): string =>
  mac(secret, 'health address', address).slice(0, 11);

const tokenMac = (secret: string, token: HealthToken) =>
  mac(secret, 'health token', [token.remote, token.version, token.visitor, token.address, token.until].join('\n'));

export const signHealthToken = (secret: string, token: HealthToken): string =>
  `${token.visitor}.${token.address}.${token.until}.${tokenMac(secret, token)}`;

/** The token's claims when it was signed for this remote version and has not expired, else null. */
export function verifyHealthToken(
  secret: string,
  remote: string,
  version: string,
  text: string,
  now = Date.now(),
): HealthToken | null {
  const [, visitor, address, until, signature] = TOKEN.exec(text) ?? [];
  if (!visitor || !address || !until || !signature) return null;
  const token = { remote, version, visitor, address, until: Number(until) };
  return token.until > now && sameText(signature, tokenMac(secret, token)) ? token : null;
}

/** The header value the edge sends with its own reports. */
export const edgeSignature = (secret: string, now = Date.now()): string => {
  const until = now + EDGE_SIGNATURE_TTL_MS;
  return `${until}.${mac(secret, 'edge health report', String(until))}`;
};

export function isEdgeSignature(secret: string, value: unknown, now = Date.now()): boolean {
  const [, until, signature] = typeof value === 'string' ? (EDGE_SIGNATURE.exec(value) ?? []) : [];
  if (!until || !signature) return false;
  const time = Number(until);
  return (
    time > now && time <= now + EDGE_SIGNATURE_TTL_MS && sameText(signature, mac(secret, 'edge health report', until))
  );
}
