/**
 * Every game runs on an origin of its own, one host name per slug under the games base origin (GAMES_ORIGIN):
 * base http://games.localhost:8081 → snake at http://snake.games.localhost:8081. One game then cannot read another's
 * storage, and the browser keeps their cookies apart. The API (play URLs), the edge (CSP, Permissions-Policy), the
 * games-origin listener (host routing) and the player (the bridge's origin check) all derive it here.
 */

/** A slug that can be a host name label: the catalogue's slug shape, at most 63 characters (RFC 1035). */
const SLUG_LABEL = /^(?=.{1,63}$)[a-z0-9]+(?:-[a-z0-9]+)*$/;

const isGameSlugLabel = (slug: string): boolean => SLUG_LABEL.test(slug);

function baseUrl(base: string): URL {
  const url = new URL(base);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`Not an http(s) origin: ${base}`);
  return url;
}

/**
 * The origin of one label under a base origin: `<scheme>://<label>.<base host>[:port]`. Games (a slug under
 * GAMES_ORIGIN) and the previews of unreviewed uploads (a file id under PREVIEW_ORIGIN) are laid out alike.
 */
export function subOriginOf(base: string, label: string): string {
  const url = baseUrl(base);
  url.hostname = `${label}.${url.hostname}`;
  return url.origin;
}

/**
 * Every origin under a base at once, as CSP and Permissions-Policy allowlists write it:
 * `<scheme>://*.<base host>[:port]`. Nothing else: the wildcard matches sub-domains only, never the base host itself.
 */
export function subOriginPattern(base: string): string {
  const url = baseUrl(base);
  return `${url.protocol}//*.${url.host}`;
}

/**
 * The label before the base host in a Host header (`snake` of `snake.games.localhost:8081`), or null for the base
 * host itself or another domain. The port is not compared: behind a proxy the listener sees the public host with or
 * without it. The caller checks the label's shape (a deeper sub-domain has a dot in it).
 */
export function subOriginLabelOf(base: string, host: string | undefined): string | null {
  if (!host) return null;
  const name = host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const suffix = `.${baseUrl(base).hostname}`;
  return name.endsWith(suffix) ? name.slice(0, -suffix.length) : null;
}

/** The origin the game `slug` runs on: `<scheme>://<slug>.<base host>[:port]`. */
export function gameOriginOf(base: string, slug: string): string {
  if (!isGameSlugLabel(slug)) throw new Error(`Not a game slug: ${JSON.stringify(slug)}`);
  return subOriginOf(base, slug);
}

/**
 * The slug a games-origin request is for, from its Host header (`snake.games.localhost:8081`), or null when the
 * host is not one game's host under the base (the base host itself, another domain, a deeper sub-domain).
 */
export function slugOfGameHost(base: string, host: string | undefined): string | null {
  const slug = subOriginLabelOf(base, host);
  return slug !== null && isGameSlugLabel(slug) ? slug : null;
}

/**
 * The absolute URL of a file of the games folder (`/<slug>/<version>/index.html`) on its game's own origin; ''
 * for no file. The game is the path's first segment, which is how the games folder is laid out.
 */
export function gameFileUrl(base: string, filePath: string): string {
  if (!filePath) return '';
  const slug = filePath.split('/')[1] ?? '';
  return new URL(filePath, gameOriginOf(base, slug)).href;
}
