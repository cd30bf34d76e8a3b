import { createHmac, timingSafeEqual } from 'node:crypto';
import { VERSION_NAME } from './versions.mjs';

/**
 * A pin, { remote, version, until (ms since the epoch) }: one browser held to one version of a remote, for QA and
 * support. `npm run pin` prints a link to /_pin signed with the pin secret; the edge checks the signature, asks the
 * visitor to confirm, and sets a cookie holding the same signed token, checked again on every request. A token whose
 * signature does not match, whose time is up, or whose time reaches further than the longest pin allowed, is ignored.
 */
export const PIN_COOKIE_PREFIX = 'pn_pin_';
/**
 * The pin secret's file under DATA_DIR when RELEASE_PIN_SECRET is unset: the edge makes it on first start, and
 * `npm run pin` run with the same DATA_DIR signs with it (docs/operations.md).
 */
export const PIN_SECRET_FILE = 'pin-secret';
/** A RELEASE_PIN_SECRET shorter than this is refused: a pin key must not be guessable. */
export const PIN_SECRET_MIN_LENGTH = 32;
export const DEFAULT_PIN_MINUTES = 60;
/** Longest pin unless RELEASE_PIN_MAX_MINUTES says otherwise: a day. */
export const DEFAULT_PIN_MAX_MINUTES = 24 * 60;

const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

export const pinSignature = (secret, { remote, version, until }) =>
  createHmac('sha256', secret).update(`pin\n${remote}\n${version}\n${until}`).digest('base64url');

/** The cookie value of a pin: version~until~signature. */
export const pinToken = (secret, pin) => `${pin.version}~${pin.until}~${pinSignature(secret, pin)}`;

/**
 * The pin a signed version/until/signature names, or null when anything is off (tampered, expired, malformed, or
 * holding past `maxMinutes` from now: a pin is for a test session, never a browser's standing setting).
 */
export function verifyPin(
  secret,
  remote,
  version,
  until,
  signature,
  now = Date.now(),
  maxMinutes = DEFAULT_PIN_MAX_MINUTES,
) {
  const time = Number(until);
  if (!VERSION_NAME.test(version) || !Number.isSafeInteger(time) || !SIGNATURE.test(signature)) return null;
  if (time <= now || time > now + maxMinutes * 60_000) return null;
  const pin = { remote, version, until: time };
  const expected = Buffer.from(pinSignature(secret, pin));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? pin : null;
}

/** A pin cookie's value checked: the pin, or null. */
export function verifyPinToken(secret, remote, token, now = Date.now(), maxMinutes = DEFAULT_PIN_MAX_MINUTES) {
  const [version = '', until = '', signature = '', ...rest] = token.split('~');
  return rest.length ? null : verifyPin(secret, remote, version, until, signature, now, maxMinutes);
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
