/**
 * View hints: small first-party cookies (`pn_vh_<name>`) in which the browser keeps what only it knows and what the
 * first view should already show (the games a player was playing, theatre mode, the signed-in player's name), so
 * that the server renders it and nothing moves after hydration (docs/server-rendering.md, "View hints"). The edge
 * passes every valid one to the render and answers that visitor's page privately; each consumer validates its own
 * value again (they are untrusted: anyone may set a cookie), and ignores a bad one.
 */
const VIEW_HINT_COOKIE_PREFIX = 'pn_vh_';
/** A hint is a few slugs or a name: longer is not ours. */
export const VIEW_HINT_MAX_LENGTH = 400;
/** At most this many hints per request (the portal writes three). */
const VIEW_HINT_MAX_COUNT = 6;
const VIEW_HINT_MAX_AGE_S = 365 * 24 * 60 * 60;

export type ViewHints = Readonly<Record<string, string>>;

const NAME = /^[a-z][a-z0-9]{0,15}$/;
// eslint-disable-next-line no-control-regex -- control characters are exactly what a hint must not hold
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** A hint's value if it may go to a render: a non-empty line of at most VIEW_HINT_MAX_LENGTH characters. */
function validValue(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= VIEW_HINT_MAX_LENGTH && !CONTROL.test(value);
}

/**
 * The view hints among a request's parsed cookies (name → decoded value), sorted by name so that equal hints key
 * the same page: malformed names and values are left out, never an error.
 */
export function viewHintsFromCookies(cookies: Readonly<Record<string, string | undefined>> | undefined): ViewHints {
  const hints: Record<string, string> = {};
  const names = Object.keys(cookies ?? {})
    .filter((cookie) => cookie.startsWith(VIEW_HINT_COOKIE_PREFIX))
    .map((cookie) => cookie.slice(VIEW_HINT_COOKIE_PREFIX.length))
    .filter((name) => NAME.test(name))
    .sort();
  for (const name of names) {
    const value = cookies![`${VIEW_HINT_COOKIE_PREFIX}${name}`];
    if (validValue(value) && Object.keys(hints).length < VIEW_HINT_MAX_COUNT) hints[name] = value;
  }
  return hints;
}

/** The hints as the page carries them (the `portal-ssr` element): only valid ones survive a tampered page. */
export function parseViewHints(value: unknown): ViewHints {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const cookies: Record<string, string> = {};
  for (const [name, hint] of Object.entries(value)) {
    if (typeof hint === 'string') cookies[`${VIEW_HINT_COOKIE_PREFIX}${name}`] = hint;
  }
  return viewHintsFromCookies(cookies);
}

/**
 * Keeps a hint for the next page's render (null: removes it). A no-op on the server and where it is already so;
 * `secure` on an https page.
 */
export function writeViewHint(name: string, value: string | null): void {
  if (typeof document === 'undefined' || !NAME.test(name)) return;
  const cookie = `${VIEW_HINT_COOKIE_PREFIX}${name}`;
  const next = value !== null && validValue(value) ? encodeURIComponent(value) : null;
  const current = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${cookie}=`));
  if ((current?.slice(cookie.length + 1) ?? null) === next) return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    next === null
      ? `${cookie}=; Path=/; Max-Age=0; SameSite=Lax${secure}`
      : `${cookie}=${next}; Path=/; Max-Age=${VIEW_HINT_MAX_AGE_S}; SameSite=Lax${secure}`;
}
