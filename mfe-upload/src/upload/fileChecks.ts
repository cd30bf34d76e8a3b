import { UPLOAD_DEFAULT_MAX_BYTES, UPLOAD_ZIP_CONTENT_TYPES } from '@portal/shared';

export type FileProblem = 'type' | 'name' | 'empty' | 'tooLarge' | 'signature';

export type FileCheck = { ok: true; contentType: string } | { ok: false; problem: FileProblem };

/** Every zip with at least one entry starts with a local file header. */
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
/** The API's rule for file_name: a plain name (no folders), 255 characters at most, ending in .zip... */
const PLAIN_ZIP_NAME = /^[^/\\]{1,251}\.zip$/i;
/** ...and no C0 control character or DEL (\p{Cc} without its C1 range). */
const CONTROL = /[^\P{Cc}\u0080-\u009f]/u;

/** What preSign is told: the browser's own zip type when it gave one (Windows says x-zip-compressed), else zip. */
function contentTypeOf(file: File): string {
  const type = file.type.toLowerCase();
  return (UPLOAD_ZIP_CONTENT_TYPES as readonly string[]).includes(type) ? type : 'application/zip';
}

/**
 * The API's own limits, checked before anything is sent: a .zip name it accepts, not empty, not over the size
 * limit, and zip bytes (a renamed file fails here instead of after the whole transfer).
 */
export async function checkZipFile(file: File, maxBytes: number = UPLOAD_DEFAULT_MAX_BYTES): Promise<FileCheck> {
  if (!/\.zip$/i.test(file.name)) return { ok: false, problem: 'type' };
  if (!PLAIN_ZIP_NAME.test(file.name) || CONTROL.test(file.name) || file.name.trim() !== file.name)
    return { ok: false, problem: 'name' };
  if (file.size === 0) return { ok: false, problem: 'empty' };
  if (file.size > maxBytes) return { ok: false, problem: 'tooLarge' };
  const head = new Uint8Array(await file.slice(0, ZIP_SIGNATURE.length).arrayBuffer());
  if (!ZIP_SIGNATURE.every((byte, i) => head[i] === byte)) return { ok: false, problem: 'signature' };
  return { ok: true, contentType: contentTypeOf(file) };
}
