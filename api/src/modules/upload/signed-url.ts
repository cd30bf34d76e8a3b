import { createHmac, timingSafeEqual } from 'node:crypto';

export type UrlCheck = 'ok' | 'invalid' | 'expired';

/**
 * Signs the API's own upload URLs: HMAC-SHA256 over purpose, file id and expiry (unix seconds). The URL is bound to
 * one file id (which belongs to one user) and one moment; single use is enforced by the upload's status. The
 * purpose (PUT for the archive, PREVIEW for a build's preview) keeps one kind of URL from passing for the other.
 */
export class UploadUrlSigner {
  constructor(
    private readonly key: Uint8Array | string,
    private readonly purpose: 'PUT' | 'PREVIEW' = 'PUT',
  ) {}

  private mac(fileId: string, expires: number): Buffer {
    return createHmac('sha256', this.key).update(`${this.purpose}\n${fileId}\n${expires}`).digest();
  }

  sign(fileId: string, expires: number): string {
    return this.mac(fileId, expires).toString('base64url');
  }

  check(fileId: string, expires: number, signature: string, nowMs = Date.now()): UrlCheck {
    const given = Buffer.from(signature, 'base64url');
    const expected = this.mac(fileId, expires);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
    return expires * 1000 > nowMs ? 'ok' : 'expired';
  }
}

/** The signing key: UPLOAD_URL_SECRET, or one derived from the token secret so there is nothing more to configure. */
export const uploadUrlKey = (secret: string | undefined, tokenKey: Uint8Array): Uint8Array | string =>
  secret ?? new Uint8Array(createHmac('sha256', tokenKey).update('upload url').digest());
