import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileHashes, INTEGRITY_FILE, type FileHashes } from '../delivery/version-integrity.js';

const SERVER = 'server/';

function recordOf(dist: string, version: string): FileHashes {
  try {
    return fileHashes(
      (JSON.parse(readFileSync(path.join(dist, INTEGRITY_FILE), 'utf8')) as Record<string, unknown>)[version],
    );
  } catch {
    return {};
  }
}

/**
 * Throws unless <dist>/<version>/server/ holds exactly the files dist/integrity.json recorded for it, with those
 * bytes: the edge runs a server build in its own process, so a changed or added file must not be loaded (the browser
 * renders that remote instead). A version recorded without its server build (before every file was hashed) is not
 * checked. The record lives outside the version folder, so changing the folder cannot change it.
 */
export function assertServerBundleIntegrity(dist: string, version: string): void {
  const recorded = recordOf(dist, version);
  const expected = Object.keys(recorded).filter((file) => file.startsWith(SERVER));
  if (!expected.length) return;
  const folder = path.join(dist, version);
  const present = readdirSync(path.join(folder, SERVER), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  const unknown = present.find((file) => !recorded[file]);
  if (unknown) throw new Error(`${version}/${unknown} has no recorded hash`);
  for (const file of expected) {
    const hash = `sha384-${createHash('sha384')
      .update(readFileSync(path.join(folder, file)))
      .digest('base64')}`;
    if (hash !== recorded[file]) throw new Error(`${version}/${file} does not match its recorded hash`);
  }
}
