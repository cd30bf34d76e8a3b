/** The cookies of a Cookie header, by name (values URI-decoded; a value that does not decode is left out). */
export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 1) continue;
    const name = part.slice(0, at).trim();
    try {
      if (!cookies.has(name)) cookies.set(name, decodeURIComponent(part.slice(at + 1).trim()));
    } catch {
      // not ours, or tampered with: ignored
    }
  }
  return cookies;
}

/** A first-party Set-Cookie value: Path=/, SameSite=Lax, HttpOnly, Secure over TLS. */
export function cookieValue(name: string, value: string, maxAgeSeconds: number, secure: boolean): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
    'SameSite=Lax',
    'HttpOnly',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
