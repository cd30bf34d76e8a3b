import { UPLOAD_THUMBNAIL_MAX_BYTES } from '@portal/shared';

export type ThumbnailFileCheck = { ok: true; dataUrl: string } | { ok: false; problem: 'type' | 'tooLarge' | 'empty' };

/** The image types the API takes as a thumbnail, told apart by their first bytes (as the API checks them). */
const SIGNATURES: Array<{ type: string; matches: (b: Uint8Array) => boolean }> = [
  {
    type: 'image/png',
    matches: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => b[i] === byte),
  },
  { type: 'image/jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/gif', matches: (b) => /^GIF8[79]a/.test(String.fromCharCode(...b.subarray(0, 6))) },
  {
    type: 'image/webp',
    matches: (b) =>
      String.fromCharCode(...b.subarray(0, 4)) === 'RIFF' && String.fromCharCode(...b.subarray(8, 12)) === 'WEBP',
  },
];

function base64Of(bytes: Uint8Array): string {
  let binary = '';
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK) binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return btoa(binary);
}

/** A picture the uploader chose: a PNG, JPEG, WebP or GIF of at most UPLOAD_THUMBNAIL_MAX_BYTES, as a data URL. */
export async function readThumbnailFile(file: Blob): Promise<ThumbnailFileCheck> {
  if (file.size === 0) return { ok: false, problem: 'empty' };
  if (file.size > UPLOAD_THUMBNAIL_MAX_BYTES) return { ok: false, problem: 'tooLarge' };
  const bytes = new Uint8Array(await file.arrayBuffer());
  // The data URL names the type the bytes really are, whatever the file name or the browser said.
  const type = SIGNATURES.find((s) => s.matches(bytes))?.type;
  if (!type) return { ok: false, problem: 'type' };
  return { ok: true, dataUrl: `data:${type};base64,${base64Of(bytes)}` };
}

/** A picked archive image shown in the page: a data URL needs no object URL to revoke. */
export function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable image'));
    reader.readAsDataURL(blob);
  });
}
