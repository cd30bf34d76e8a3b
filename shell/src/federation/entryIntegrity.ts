/**
 * Entry integrity (SRI): the edge names, per remote version, the sha384 of its remoteEntry.js recorded at release.
 * The federation runtime creates the entry's script through our plugin (loadTimeouts.ts), which sets `integrity`
 * and `crossorigin`: the browser refuses an entry whose bytes differ, and the remote's area shows its fallback.
 */
const hashes = new Map<string, string>();
const ENTRY = /\/remotes\/([\w-]+)\/([\w-][\w.-]*)\/remoteEntry\.js(?:[?#]|$)/;

export function rememberIntegrity(remote: string, version: string, integrity: string | undefined): void {
  if (integrity) hashes.set(`${remote}/${version}`, integrity);
}

/** The recorded hash of the entry at `url`, if the registry named one. */
export function integrityOf(url: string): string | undefined {
  const match = ENTRY.exec(url);
  return match ? hashes.get(`${match[1]}/${match[2]}`) : undefined;
}
