import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { crc32 } from 'node:zlib';
import type { ZipFile } from 'yauzl';
import type { UploadProblemCode } from '@portal/shared/types/upload';
import { resolveInside } from '../../../storage/paths.js';
import type { PlannedFile } from './inspect.js';
import type { ProblemList } from './limits.js';
import { openEntryStream } from './zip.js';

class EntryProblem extends Error {
  constructor(readonly code: UploadProblemCode) {
    super(code);
  }
}

/**
 * Counts, checksums and hashes an entry's bytes on their way to disk: more bytes than the header declared (a
 * lying size) or a total beyond the archive budget stops the stream at once, before they are written.
 */
class EntryMeter extends Transform {
  bytes = 0;
  crc = 0;
  readonly sha = createHash('sha256');
  constructor(
    private readonly declared: number,
    private readonly budget: { left: number },
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    this.budget.left -= chunk.length;
    if (this.bytes > this.declared || this.budget.left < 0)
      return callback(new EntryProblem('UPLOAD_ZIP_SIZE_MISMATCH'));
    this.crc = crc32(chunk, this.crc);
    this.sha.update(chunk);
    callback(null, chunk);
  }
}

function entryProblem(error: unknown): UploadProblemCode {
  if (error instanceof EntryProblem) return error.code;
  const message = error instanceof Error ? error.message : '';
  // yauzl's validateEntrySizes: "too many/not enough bytes in the stream".
  if (/bytes in the stream|size mismatch/i.test(message)) return 'UPLOAD_ZIP_SIZE_MISMATCH';
  return 'UPLOAD_ZIP_CORRUPT_ENTRY';
}

export interface Extraction {
  /** Content version of the build: a hash of every extracted path and its bytes. */
  version: string;
  fileCount: number;
  /** Bytes written to disk, counted as they went (not the headers' sizes): what the build holds. */
  bytes: number;
}

/**
 * Writes the planned files into `buildDir` (emptied first), with `prefix` stripped from their names. Each target
 * is resolved and asserted inside buildDir, folders are created here (so no symlink can exist on the way) and
 * files are opened exclusively. On the first bad entry (lying sizes, corrupt data, wrong CRC) the folder is
 * removed and the problem recorded; returns null then.
 */
export async function extractArchive(
  zip: ZipFile,
  files: PlannedFile[],
  options: { buildDir: string; prefix: string; maxUncompressedBytes: number; problems: ProblemList },
): Promise<Extraction | null> {
  const { buildDir, prefix, problems } = options;
  await rm(buildDir, { recursive: true, force: true });
  await mkdir(buildDir, { recursive: true });
  const budget = { left: options.maxUncompressedBytes };
  const digests: string[] = [];
  let bytes = 0;
  for (const file of files) {
    const relative = file.name.slice(prefix.length);
    const target = resolveInside(buildDir, relative);
    const meter = new EntryMeter(file.entry.uncompressedSize, budget);
    try {
      await mkdir(path.dirname(target), { recursive: true });
      await pipeline(await openEntryStream(zip, file.entry), meter, createWriteStream(target, { flags: 'wx' }));
      if (meter.bytes !== file.entry.uncompressedSize) throw new EntryProblem('UPLOAD_ZIP_SIZE_MISMATCH');
      if (meter.crc >>> 0 !== file.entry.crc32 >>> 0) throw new EntryProblem('UPLOAD_ZIP_CORRUPT_ENTRY');
    } catch (error) {
      problems.add(entryProblem(error), file.name);
      await rm(buildDir, { recursive: true, force: true });
      return null;
    }
    digests.push(`${relative}\0${meter.sha.digest('hex')}`);
    bytes += meter.bytes;
  }
  const version = createHash('sha256').update(digests.sort().join('\n')).digest('hex').slice(0, 16);
  return { version, fileCount: files.length, bytes };
}
