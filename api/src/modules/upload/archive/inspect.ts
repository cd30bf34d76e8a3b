import type { Entry, ZipFile } from 'yauzl';
import type { UploadProblemCode } from '@portal/shared/types/upload';
import { type ArchiveLimits, ProblemList } from './limits.js';
import {
  ALLOWED_EXTENSIONS,
  extensionOf,
  isJunk,
  isSymlink,
  RATIO_MIN_BYTES,
  SUPPORTED_METHODS,
  unsafePathReason,
} from './rules.js';
import { entryName, nextEntry, openZip } from './zip.js';

/** A file entry that passed every metadata check, with its name as in the archive. */
export interface PlannedFile {
  entry: Entry;
  name: string;
}

export interface Inspection {
  zip: ZipFile | null;
  problems: ProblemList;
  files: PlannedFile[];
  fileCount: number;
  totalUncompressed: number;
  entryPoint: string | null;
  /** "" or "<top folder>/": stripped from every name on extraction. */
  strippedPrefix: string;
}

/** yauzl's own refusals while listing, mapped to problem codes. */
function listingProblem(error: Error): UploadProblemCode {
  if (/encryption/i.test(error.message)) return 'UPLOAD_ZIP_ENCRYPTED';
  if (/size mismatch/i.test(error.message)) return 'UPLOAD_ZIP_SIZE_MISMATCH';
  return 'UPLOAD_ZIP_UNREADABLE';
}

/** index.html at the root, or inside the single top folder every file sits in (that folder is then stripped). */
function findEntryPoint(names: string[]): { entryPoint: string | null; prefix: string } {
  if (names.includes('index.html')) return { entryPoint: 'index.html', prefix: '' };
  const tops = new Set(names.map((name) => (name.includes('/') ? name.slice(0, name.indexOf('/') + 1) : '')));
  const [top] = tops;
  if (tops.size === 1 && top && names.includes(`${top}index.html`))
    return { entryPoint: `${top}index.html`, prefix: top };
  return { entryPoint: null, prefix: '' };
}

/**
 * Checks an archive from its central directory without writing anything: readable, not encrypted, safe names,
 * no symlinks, allowed types, supported compression, file count, total size, compression ratios, entry point.
 * The returned zip stays open for extraction (the caller closes it).
 */
export async function inspectArchive(file: string, archiveSize: number, limits: ArchiveLimits): Promise<Inspection> {
  const problems = new ProblemList();
  const result: Inspection = {
    zip: null,
    problems,
    files: [],
    fileCount: 0,
    totalUncompressed: 0,
    entryPoint: null,
    strippedPrefix: '',
  };
  try {
    result.zip = await openZip(file);
  } catch {
    problems.add('UPLOAD_ZIP_UNREADABLE', null);
    return result;
  }
  const zip = result.zip;
  const fileNames = new Set<string>();
  const dirNames = new Set<string>();
  // False when listing stopped early: the entry point cannot be judged from part of the archive.
  let complete = true;
  for (;;) {
    let entry: Entry | null;
    try {
      entry = await nextEntry(zip);
    } catch (error) {
      problems.add(listingProblem(error as Error), null);
      complete = false;
      break;
    }
    if (!entry) break;
    const name = entryName(entry);
    const reason = unsafePathReason(name);
    if (reason) {
      problems.add('UPLOAD_UNSAFE_PATH', name, { reason });
      continue;
    }
    if (isSymlink(entry.externalFileAttributes)) {
      problems.add('UPLOAD_SYMLINK', name);
      continue;
    }
    if (entry.isEncrypted()) {
      problems.add('UPLOAD_ZIP_ENCRYPTED', name);
      continue;
    }
    if (isJunk(name)) continue;
    if (name.endsWith('/')) {
      const dir = name.slice(0, -1);
      if (fileNames.has(dir)) problems.add('UPLOAD_DUPLICATE_PATH', name);
      dirNames.add(dir);
      continue;
    }
    const extension = extensionOf(name);
    if (!ALLOWED_EXTENSIONS.has(extension)) {
      problems.add('UPLOAD_DISALLOWED_EXTENSION', name, { extension: extension || '(none)' });
      continue;
    }
    if (!SUPPORTED_METHODS.has(entry.compressionMethod)) {
      problems.add('UPLOAD_ZIP_UNSUPPORTED_METHOD', name, { method: entry.compressionMethod });
      continue;
    }
    if (fileNames.has(name) || dirNames.has(name)) {
      problems.add('UPLOAD_DUPLICATE_PATH', name);
      continue;
    }
    // Every folder above the file must not also be a file of the archive.
    const parts = name.split('/');
    for (let i = 1; i < parts.length; i++) {
      const parent = parts.slice(0, i).join('/');
      if (fileNames.has(parent)) problems.add('UPLOAD_DUPLICATE_PATH', name);
      dirNames.add(parent);
    }
    fileNames.add(name);
    result.fileCount += 1;
    if (result.fileCount > limits.maxFiles) {
      problems.add('UPLOAD_TOO_MANY_FILES', null, { max: limits.maxFiles, count: zip.entryCount });
      complete = false;
      break;
    }
    result.totalUncompressed += entry.uncompressedSize;
    const ratio = entry.compressedSize > 0 ? entry.uncompressedSize / entry.compressedSize : Number.POSITIVE_INFINITY;
    if (entry.uncompressedSize >= RATIO_MIN_BYTES && ratio > limits.maxCompressionRatio) {
      problems.add('UPLOAD_ZIP_BOMB', name, {
        ratio: Number.isFinite(ratio) ? Math.round(ratio) : -1,
        max_ratio: limits.maxCompressionRatio,
      });
      continue;
    }
    if (entry.compressedSize === 0 && entry.uncompressedSize > 0) {
      problems.add('UPLOAD_ZIP_SIZE_MISMATCH', name);
      continue;
    }
    result.files.push({ entry, name });
  }
  if (result.totalUncompressed > limits.maxUncompressedBytes) {
    problems.add('UPLOAD_TOO_LARGE_UNCOMPRESSED', null, {
      size: result.totalUncompressed,
      max: limits.maxUncompressedBytes,
    });
  } else if (
    result.totalUncompressed >= RATIO_MIN_BYTES &&
    result.totalUncompressed / Math.max(archiveSize, 1) > limits.maxCompressionRatio
  ) {
    problems.add('UPLOAD_ZIP_BOMB', null, {
      ratio: Math.round(result.totalUncompressed / Math.max(archiveSize, 1)),
      max_ratio: limits.maxCompressionRatio,
    });
  }
  const { entryPoint, prefix } = findEntryPoint([...fileNames]);
  result.entryPoint = entryPoint;
  result.strippedPrefix = prefix;
  if (!entryPoint && complete) problems.add('UPLOAD_NO_INDEX_HTML', null);
  return result;
}
