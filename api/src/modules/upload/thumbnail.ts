import { createHash } from 'node:crypto';
import path from 'node:path';
import { InvalidKeyError, type ObjectStore } from '@portal/object-store';
import { UPLOAD_THUMBNAIL_MAX_BYTES } from '@portal/shared/types/upload';
import { GAMES_PREFIX, versionPrefixOf } from '../../storage/builds.js';
import { UploadErrors } from './errors.js';

const IMAGE_TYPES: Record<string, { extension: string; magic: (b: Buffer) => boolean }> = {
  'image/png': {
    extension: 'png',
    magic: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  'image/jpeg': { extension: 'jpg', magic: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  'image/webp': {
    extension: 'webp',
    magic: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  'image/gif': { extension: 'gif', magic: (b) => /^GIF8[79]a/.test(b.subarray(0, 6).toString('latin1')) },
};

/** Image extensions a thumbnail taken from the archive may have. */
const ARCHIVE_IMAGE_EXTENSIONS = new Set(['.png', '.jpg', '.jpeg', '.webp', '.gif', '.avif', '.svg']);

/**
 * Stores a thumbnail sent as a data URL (a chosen image, or a frame the uploader captured from the game) under a
 * folder named by its content hash, games/<slug>/<hash>/thumbnail.<ext>, so its path on the games origin is
 * immutable. Returns that path. The bytes must really be the image type claimed.
 */
export async function storeImageThumbnail(objects: ObjectStore, slug: string, dataUrl: string): Promise<string> {
  const match = /^data:(image\/[a-z]+);base64,([A-Za-z0-9+/]+={0,2})$/.exec(dataUrl);
  const type = match ? IMAGE_TYPES[match[1]!] : undefined;
  if (!match || !type)
    throw UploadErrors.thumbnailInvalid('expected a base64 data URL of a PNG, JPEG, WebP or GIF image');
  const bytes = Buffer.from(match[2]!, 'base64');
  if (bytes.length === 0 || bytes.length > UPLOAD_THUMBNAIL_MAX_BYTES)
    throw UploadErrors.thumbnailInvalid(`image must be 1 to ${UPLOAD_THUMBNAIL_MAX_BYTES} bytes`);
  if (!type.magic(bytes)) throw UploadErrors.thumbnailInvalid(`the bytes are not a ${match[1]} image`);
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
  const key = `${versionPrefixOf(slug, hash)}thumbnail.${type.extension}`;
  // The same hash holds the same bytes: an existing one is never written again.
  if (!(await objects.head(key))) await objects.put(key, bytes, { contentType: match[1] });
  return `/${key.slice(GAMES_PREFIX.length)}`;
}

/**
 * A thumbnail that is an image file of the build (checked in the build as confirm stored it under `buildPrefix`):
 * its path inside the version folder the build gets once approved.
 */
export async function archiveThumbnail(
  objects: ObjectStore,
  buildPrefix: string,
  versionPath: string,
  archivePath: string,
  strippedPrefix: string,
): Promise<string> {
  if (!archivePath.startsWith(strippedPrefix))
    throw UploadErrors.thumbnailInvalid(`${archivePath} is not in the archive`);
  const relative = archivePath.slice(strippedPrefix.length);
  if (!ARCHIVE_IMAGE_EXTENSIONS.has(path.posix.extname(relative).toLowerCase()))
    throw UploadErrors.thumbnailInvalid(`${archivePath} is not an image`);
  let info;
  try {
    info = await objects.head(`${buildPrefix}${relative}`);
  } catch (error) {
    if (!(error instanceof InvalidKeyError)) throw error;
  }
  if (!info) throw UploadErrors.thumbnailInvalid(`${archivePath} is not in the archive`);
  return `${versionPath}/${relative.split('/').map(encodeURIComponent).join('/')}`;
}
