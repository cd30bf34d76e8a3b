import assert from 'node:assert/strict';
import type { deployClient } from './test-client.js';
import { sha256 } from './test-client.js';

/** A minimal built remote: its manifest, its entry and one chunk, all naming `tag`. */
export const buildFiles = (tag: string): Record<string, string> => ({
  'mf-manifest.json': JSON.stringify({ name: tag, metaData: { remoteEntry: { name: 'remoteEntry.js' } } }),
  'remoteEntry.js': `/* ${tag} */ var remote = {};`,
  'static/js/chunk.js': `console.log(${JSON.stringify(tag)});`,
});

/** Uploads every file of `files` as `version` of `remote` and seals it, asserting each step succeeds. */
export async function publish(
  client: ReturnType<typeof deployClient>,
  remote: string,
  version: string,
  files: Record<string, string> = buildFiles(version),
): Promise<void> {
  for (const [file, bytes] of Object.entries(files)) {
    const put = await client.put(`/remotes/${remote}/versions/${version}/files/${file}`, bytes);
    assert.equal(put.status, 200, JSON.stringify(put.body));
  }
  const hashes = Object.fromEntries(Object.entries(files).map(([file, bytes]) => [file, sha256(bytes)]));
  const sealed = await client.post(`/remotes/${remote}/versions/${version}/seal`, { files: hashes });
  assert.equal(sealed.status, 200, JSON.stringify(sealed.body));
}
