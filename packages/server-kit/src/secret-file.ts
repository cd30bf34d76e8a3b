import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What a generated secret is made of: 32 random bytes, base64url (43 characters). */
const newSecret = () => randomBytes(32).toString('base64url');
const MIN_LENGTH = 32;
const memorySecrets = new Map<string, string>();

/**
 * A secret kept in `<dataDir>/<name>`, made once with 32 random bytes: what a server uses when its operator set no
 * secret, so a local install needs none and still has no public one. Every process on the same data folder (the API
 * and the edge in one process, replicas sharing a volume, the release commands) reads the same file; replicas on
 * separate disks must be given one secret instead (docs/operations.md). The file appears whole or not at all (written
 * beside it, then hard-linked into place, which fails if another process was first: theirs is read). A data folder
 * `memory://…` (tests) gets a fresh secret per process, the same for every server built in it (the API and the games
 * origin of one test sign and check with one key).
 */
export function dataDirSecret(dataDir: string, name: string): string {
  if (dataDir.startsWith('memory://')) {
    const key = `${dataDir}\n${name}`;
    const secret = memorySecrets.get(key) ?? newSecret();
    memorySecrets.set(key, secret);
    return secret;
  }
  const file = path.join(dataDir, name);
  const existing = readSecret(file);
  if (existing !== undefined) return existing;
  mkdirSync(dataDir, { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, newSecret(), { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  const secret = readSecret(file);
  if (secret === undefined) throw new Error(`${file} could not be read back`);
  return secret;
}

function readSecret(file: string): string | undefined {
  let secret: string;
  try {
    secret = readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  if (secret.length < MIN_LENGTH) throw new Error(`${file} holds no usable secret: delete it to make a new one`);
  return secret;
}
