import { subOriginLabelOf, subOriginOf } from '@portal/shared/catalogue/gameOrigins';
import type { ApiConfig } from '../../config.js';
import { FILE_ID } from '../../storage/paths.js';
import { UploadUrlSigner, uploadUrlKey } from './signed-url.js';

/** The first path segment of a preview URL: `<expiry, unix seconds>.<HMAC-SHA256, base64url>`. */
const SIGNED_SEGMENT = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/**
 * The file id a request's Host header names when it is one of the preview origins (`<file id>.<PREVIEW_ORIGIN
 * host>`, laid out like the games' origins); null for any other host.
 */
export function previewFileIdOf(base: string, host: string | undefined): string | null {
  const fileId = subOriginLabelOf(base, host);
  return fileId !== null && FILE_ID.test(fileId) ? fileId : null;
}

/**
 * Short-lived signed URLs of unreviewed builds. The signature and expiry are the first path segment, so the
 * build's relative subresources carry them too; each build has an origin of its own, so one preview can never read
 * another's storage, a game's, or the portal's. Signed with the upload URLs' key under another purpose.
 */
export class PreviewLinks {
  private readonly signer: UploadUrlSigner;

  constructor(
    key: Uint8Array | string,
    private readonly base: string,
    private readonly ttlSeconds: number,
    /** The clock, injectable so tests can sign URLs that have already expired. */
    private readonly now: () => number = Date.now,
  ) {
    this.signer = new UploadUrlSigner(key, 'PREVIEW');
  }

  /** A signed URL of one file of the build (`index.html` unless named; each segment already URL-encoded). */
  urlOf(fileId: string, file = 'index.html'): string {
    const expires = Math.floor(this.now() / 1000) + this.ttlSeconds;
    const signed = `${expires}.${this.signer.sign(fileId, expires)}`;
    return new URL(`/${signed}/${file}`, subOriginOf(this.base, fileId)).href;
  }

  /** Whether a URL's first path segment is a valid, unexpired signature for this build. */
  allows(fileId: string, segment: string): boolean {
    const match = SIGNED_SEGMENT.exec(segment);
    return Boolean(match) && this.signer.check(fileId, Number(match![1]), match![2]!, this.now()) === 'ok';
  }
}

/** The configured preview links: PREVIEW_ORIGIN, UPLOAD_PREVIEW_TTL_SECONDS, the upload URLs' key. */
export const previewLinksOf = (
  config: Pick<ApiConfig, 'previewOrigin' | 'upload'>,
  accessKey: Uint8Array,
  now?: () => number,
): PreviewLinks =>
  new PreviewLinks(
    uploadUrlKey(config.upload.urlSecret, accessKey),
    config.previewOrigin,
    config.upload.previewTtlSeconds,
    now,
  );
