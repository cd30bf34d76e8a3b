/**
 * Integrity (SRI) of the files the shell loads itself: the edge names, per remote version, the sha384 of its
 * remoteEntry.js and mf-manifest.json recorded at build (dist/integrity.json). The federation runtime fetches the
 * manifest and creates the entry's script through our plugin (loadTimeouts.ts), which passes the hash, so the browser
 * refuses either when its bytes differ. The entry carries the hashes of its chunks and stylesheets (rspack's
 * SubresourceIntegrityPlugin), with which the remote's own runtime loads them: a changed chunk is refused too.
 */
const hashes = new Map<string, string>();
const FILE = /\/remotes\/([\w-]+)\/([\w-][\w.-]*)\/(remoteEntry\.js|mf-manifest\.json)(?:[?#]|$)/;

export interface VersionHashes {
  version: string;
  /** remoteEntry.js's hash. */
  integrity?: string;
  manifestIntegrity?: string;
}

export function rememberIntegrity(remote: string, { version, integrity, manifestIntegrity }: VersionHashes): void {
  if (integrity) hashes.set(`${remote}/${version}/remoteEntry.js`, integrity);
  if (manifestIntegrity) hashes.set(`${remote}/${version}/mf-manifest.json`, manifestIntegrity);
}

/** The recorded hash of the entry or manifest at `url`, if the registry named one. */
export function integrityOf(url: string): string | undefined {
  const match = FILE.exec(url);
  return match ? hashes.get(`${match[1]}/${match[2]}/${match[3]}`) : undefined;
}
