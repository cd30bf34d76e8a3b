/** dist/integrity.json, beside a remote's version folders, written by @portal/release. */
export { INTEGRITY_FILE } from '@portal/release';
export const ENTRY_FILE = 'remoteEntry.js';
export const MANIFEST_FILE = 'mf-manifest.json';

/** A version's SRI hashes, by path in its folder ("remoteEntry.js", "server/index.js"). */
export type FileHashes = Readonly<Record<string, string>>;

/** One version's record: every file's hash, or, written before every file was hashed, the entry's alone. */
export function fileHashes(record: unknown): FileHashes {
  if (typeof record === 'string') return { [ENTRY_FILE]: record };
  if (!record || typeof record !== 'object' || Array.isArray(record)) return {};
  return Object.fromEntries(
    Object.entries(record).filter((file): file is [string, string] => typeof file[1] === 'string'),
  );
}
