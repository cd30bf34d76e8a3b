import { createHmac } from 'node:crypto';
import { dataDirSecret } from '@portal/server-kit/secret-file';
import type { ApiConfig } from '../../config.js';

export interface SigningKeys {
  /** Signs the portal's access tokens. */
  access: Uint8Array;
  /** Signs the identity provider's tokens; a separate key, so one kind can never pass for the other. */
  provider: Uint8Array;
}

const MIN_SECRET_LENGTH = 32;

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
  return dataDirSecret(config.dataDir, 'jwt-secret');
}

const derive = (secret: string, label: string) => new Uint8Array(createHmac('sha256', secret).update(label).digest());

export function signingKeys(config: Pick<ApiConfig, 'jwtSecret' | 'dataDir'>): SigningKeys {
  const secret = rootSecret(config);
  return { access: derive(secret, 'portal access token'), provider: derive(secret, 'identity provider token') };
}
