import { dataDirSecret } from '@portal/server-kit/secret-file';
import { PIN_SECRET_FILE } from '@portal/release';

/** What the edge checks pins with: the HMAC key `npm run pin` signs with, and the longest a pin may hold. */
export interface PinKey {
  secret: string;
  maxMinutes: number;
}

/**
 * RELEASE_PIN_SECRET, else the secret made once in DATA_DIR/pin-secret: never a public default, so nobody can
 * sign a pin the edge accepts without the key. Replicas on separate disks must all be given RELEASE_PIN_SECRET.
 */
export const pinKeyOf = (config: { pinSecret?: string; pinMaxMinutes: number; dataDir: string }): PinKey => ({
  secret: config.pinSecret ?? dataDirSecret(config.dataDir, PIN_SECRET_FILE),
  maxMinutes: config.pinMaxMinutes,
});
