import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ApiConfig } from '../../config.js';

export interface SigningKeys {
  /** Signs the portal's access tokens. */
  access: Uint8Array;
  /** Signs the identity provider's tokens; a separate key, so one kind can never pass for the other. */
  provider: Uint8Array;
}

const MIN_SECRET_LENGTH = 32;

/** The secrets of in-memory data folders: one per folder name and process, the same for every server built in it. */
const memorySecrets = new Map<string, string>();

/**
 * JWT_SECRET, or — for a local install — a random secret created once under DATA_DIR so tokens survive restarts.
 * An in-memory database (tests) gets a fresh secret per process, shared by the API and the games origin.
 */
function rootSecret(config: Pick<ApiConfig, 'jwtSecret' | 'dataDir'>): string {
  if (config.jwtSecret) {
    if (config.jwtSecret.length < MIN_SECRET_LENGTH)
      throw new Error(`JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
    return config.jwtSecret;
  }
  if (config.dataDir.startsWith('memory://')) {
    const secret = memorySecrets.get(config.dataDir) ?? randomBytes(32).toString('base64url');
    memorySecrets.set(config.dataDir, secret);
    return secret;
  }
  const file = path.join(config.dataDir, 'jwt-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(config.dataDir, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    // 'wx' fails if another process wrote it first; then read theirs.
    try {
      writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
      return secret;
    } catch {
      return readFileSync(file, 'utf8').trim();
    }
  }
}

const derive = (secret: string, label: string) => new Uint8Array(createHmac('sha256', secret).update(label).digest());

export function signingKeys(config: Pick<ApiConfig, 'jwtSecret' | 'dataDir'>): SigningKeys {
  const secret = rootSecret(config);
  return { access: derive(secret, 'portal access token'), provider: derive(secret, 'identity provider token') };
}
