import { createHmac, timingSafeEqual } from 'node:crypto';
import { VERSION_NAME } from './versions.mjs';

/**
 * A pin, { remote, version, until (ms since the epoch) }: one browser held to one version of a remote, for QA and
 * support. Pinning one browser to one version of a remote, for QA and support: `npm run pin` prints a link to /_pin signed
 * with RELEASE_PIN_SECRET; the edge checks the signature and sets a cookie holding the same signed token, checked
 * again on every request. A token whose signature does not match, or whose time is up, is ignored.
 */
export const PIN_COOKIE_PREFIX = 'pn_pin_';
/** The secret when RELEASE_PIN_SECRET is unset: fine on a laptop, never in production (docs/operations.md). */
export const DEFAULT_PIN_SECRET = 'playnook-local-pin-secret';
export const DEFAULT_PIN_MINUTES = 60;
/** Longest pin: a day. */
export const MAX_PIN_MINUTES = 24 * 60;

const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

export const pinSignature = (secret, { remote, version, until }) =>
  createHmac('sha256', secret).update(`pin\n${remote}\n${version}\n${until}`).digest('base64url');

/** The cookie value of a pin: version~until~signature. */
export const pinToken = (secret, pin) => `${pin.version}~${pin.until}~${pinSignature(secret, pin)}`;

/** The pin a signed version/until/signature names, or null when anything is off (tampered, expired, malformed). */
export function verifyPin(secret, remote, version, until, signature, now = Date.now()) {
  const time = Number(until);
  if (!VERSION_NAME.test(version) || !Number.isSafeInteger(time) || time <= now || !SIGNATURE.test(signature))
    return null;
  const pin = { remote, version, until: time };
  const expected = Buffer.from(pinSignature(secret, pin));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? pin : null;
}

/** A pin cookie's value checked: the pin, or null. */
export function verifyPinToken(secret, remote, token, now = Date.now()) {
  const [version = '', until = '', signature = '', ...rest] = token.split('~');
  return rest.length ? null : verifyPin(secret, remote, version, until, signature, now);
}

/** The link `npm run pin` prints: opening it pins that browser. */
export function pinLink(origin, secret, pin, next = '/') {
  const query = new URLSearchParams({
    remote: pin.remote,
    version: pin.version,
    until: String(pin.until),
    sig: pinSignature(secret, pin),
    next,
  });
  return `${origin.replace(/\/$/, '')}/_pin?${query}`;
}
