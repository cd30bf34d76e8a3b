/**
 * The page an offline visit wanted (the "from" query of /offline, set by the offline fallback document), when it
 * is a path on this site; anything else (another origin, "//host", garbage) gives null so Retry cannot redirect
 * elsewhere.
 */
export function safeReturnPath(from: string | null, origin: string = window.location.origin): string | null {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return null;
  try {
    const url = new URL(from, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
