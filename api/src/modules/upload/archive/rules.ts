import path from 'node:path';
import { GAME_CONTENT_TYPES } from '../../../games-origin/content-types.js';

/** An archive may hold exactly the file types the games origin serves: one it would refuse has no place in a game. */
export const ALLOWED_EXTENSIONS: ReadonlySet<string> = new Set(Object.keys(GAME_CONTENT_TYPES));

export const extensionOf = (name: string) => path.posix.extname(name).toLowerCase();

/** Bytes of one path segment and of a whole path: beyond these, file systems refuse the name. */
const MAX_SEGMENT_BYTES = 255;
const MAX_PATH_BYTES = 1024;

export type UnsafePathReason =
  | 'absolute'
  | 'drive_letter'
  | 'parent_segment'
  | 'backslash'
  | 'control_character'
  | 'empty_segment'
  | 'dot_segment'
  | 'too_long';

/** Why an entry name could escape or confuse the target folder (zip slip), or null when it is a plain relative path. */
export function unsafePathReason(name: string): UnsafePathReason | null {
  if (name.includes('\\')) return 'backslash';
  // C0 controls and DEL, NUL included: \p{Cc} without its C1 range.
  if (/[^\P{Cc}\u0080-\u009f]/u.test(name)) return 'control_character';
  if (name.startsWith('/')) return 'absolute';
  if (/^[A-Za-z]:/.test(name)) return 'drive_letter';
  const segments = name.replace(/\/$/, '').split('/');
  if (segments.some((s) => s === '..')) return 'parent_segment';
  if (segments.some((s) => s === '.')) return 'dot_segment';
  if (segments.some((s) => s === '')) return 'empty_segment';
  if (Buffer.byteLength(name) > MAX_PATH_BYTES || segments.some((s) => Buffer.byteLength(s) > MAX_SEGMENT_BYTES))
    return 'too_long';
  return null;
}

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

/** Unix mode bits live in the high 16 bits of the external attributes; a symlink entry's data is its target path. */
export const isSymlink = (externalFileAttributes: number) => ((externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK;

/** Metadata operating systems add to archives; skipped, never extracted. */
export function isJunk(name: string): boolean {
  if (name.startsWith('__MACOSX/')) return true;
  const base = path.posix.basename(name);
  return base === '.DS_Store' || base === 'Thumbs.db' || base === 'desktop.ini';
}

/** Stored (0) and deflate (8) are the methods browsers' and every OS's zip tools write. */
export const SUPPORTED_METHODS: ReadonlySet<number> = new Set([0, 8]);

/** Ratios are only judged from this size up: tiny files (e.g. blank JSON) legitimately compress very well. */
export const RATIO_MIN_BYTES = 1024 * 1024;
