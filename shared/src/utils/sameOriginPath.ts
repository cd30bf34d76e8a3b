/**
 * Where a `next` or return target may send a visitor: the target resolved with the WHATWG URL parser against the
 * portal's origin, exactly as a browser resolves a Location or an assigned address, and kept only when it stays on
 * that origin. Parsing rather than filtering: the parser drops TAB, CR and LF and reads "\" as "/" the way the
 * browser will ("/\t/evil" and "/\\evil" are another host), and what it gives back (path, query and hash) is
 * percent-encoded ASCII, safe in a header. Anything else — another origin, "javascript:", garbage — is null.
 */
export function sameOriginPath(target: unknown, origin: string): string | null {
  if (typeof target !== 'string' || target === '') return null;
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  const local = `${url.pathname}${url.search}${url.hash}`;
  // "/.//evil" parses to the path "//evil", which a browser reads back as another host.
  return local.startsWith('//') ? null : local;
}

/** The target as a same-origin path, else `fallback` (the home page): what a redirect may name. */
export const redirectTarget = (target: unknown, origin: string, fallback = '/'): string =>
  sameOriginPath(target, origin) ?? fallback;
