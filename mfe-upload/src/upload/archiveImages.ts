/**
 * The image files inside the chosen zip, read in the browser from the File itself, so the uploader can pick one
 * as the thumbnail ({source: "archive", path}). Only the central directory is read to list them, and only a
 * picked image's own bytes to show it: a 100 MB archive is never loaded whole.
 */

export interface ArchiveImage {
  /** As written in the archive, top folder included (what the API expects). */
  path: string;
  type: string;
  size: number;
  method: number;
  compressedSize: number;
  localHeaderOffset: number;
}

const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
};
/** Larger pictures are sprite sheets or backgrounds, not thumbnails; the list stays short enough to look through. */
const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const MAX_ARCHIVE_IMAGES = 24;

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const END_RECORD_SIZE = 22;
const MAX_COMMENT = 0xffff;
const STORED = 0;
const DEFLATED = 8;
const FLAG_ENCRYPTED = 0x1;
const FLAG_UTF8 = 0x800;

async function bytesOf(file: Blob, start: number, end: number): Promise<DataView> {
  return new DataView(await file.slice(start, end).arrayBuffer());
}

/** The end-of-central-directory record: where the directory starts and how long it is (null: not found, or zip64). */
async function findDirectory(file: Blob): Promise<{ offset: number; size: number } | null> {
  const tailStart = Math.max(0, file.size - END_RECORD_SIZE - MAX_COMMENT);
  const tail = await bytesOf(file, tailStart, file.size);
  for (let at = tail.byteLength - END_RECORD_SIZE; at >= 0; at -= 1) {
    if (tail.getUint32(at, true) !== END_OF_DIRECTORY) continue;
    const size = tail.getUint32(at + 12, true);
    const offset = tail.getUint32(at + 16, true);
    if (offset === 0xffffffff || size === 0xffffffff || offset + size > file.size) return null;
    return { offset, size };
  }
  return null;
}

function imageTypeOf(path: string): string | undefined {
  const name = path.split('/').at(-1) ?? '';
  if (name.startsWith('.') || path.startsWith('__MACOSX/')) return undefined;
  return IMAGE_TYPES[name.split('.').at(-1)?.toLowerCase() ?? ''];
}

/** Up to MAX_ARCHIVE_IMAGES images the archive holds, in archive order; none for an archive this cannot read. */
export async function listArchiveImages(file: Blob): Promise<ArchiveImage[]> {
  const directory = await findDirectory(file);
  if (!directory) return [];
  const view = await bytesOf(file, directory.offset, directory.offset + directory.size);
  const images: ArchiveImage[] = [];
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  for (let at = 0; at + 46 <= view.byteLength && images.length < MAX_ARCHIVE_IMAGES;) {
    if (view.getUint32(at, true) !== DIRECTORY_ENTRY) break;
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const compressedSize = view.getUint32(at + 20, true);
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const next = at + 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    const nameBytes = new Uint8Array(view.buffer, view.byteOffset + at + 46, nameLength);
    // Without the UTF-8 flag the API reads names as CP437: only plain ASCII names are read the same way here.
    const ascii = nameBytes.every((byte) => byte < 0x80);
    const path = flags & FLAG_UTF8 || ascii ? utf8.decode(nameBytes) : null;
    const type = path === null ? undefined : imageTypeOf(path);
    const readable = (method === STORED || method === DEFLATED) && !(flags & FLAG_ENCRYPTED);
    if (path !== null && type && readable && size > 0 && size <= MAX_IMAGE_BYTES) {
      images.push({ path, type, size, method, compressedSize, localHeaderOffset: view.getUint32(at + 42, true) });
    }
    at = next;
  }
  return images;
}

/** One listed image's bytes, as a typed Blob (inflated with the browser's own DecompressionStream). */
export async function readArchiveImage(file: Blob, image: ArchiveImage): Promise<Blob> {
  const header = await bytesOf(file, image.localHeaderOffset, image.localHeaderOffset + 30);
  if (header.getUint32(0, true) !== LOCAL_HEADER) throw new Error(`no local header for ${image.path}`);
  const start = image.localHeaderOffset + 30 + header.getUint16(26, true) + header.getUint16(28, true);
  const data = file.slice(start, start + image.compressedSize);
  if (image.method === STORED) return new Blob([await data.arrayBuffer()], { type: image.type });
  const inflated = data.stream().pipeThrough(new DecompressionStream('deflate-raw'));
  return new Blob([await new Response(inflated).arrayBuffer()], { type: image.type });
}
