import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { UploadReport } from '@portal/shared/types/upload';
import { extractArchive } from './extract.js';
import { inspectArchive } from './inspect.js';
import type { ArchiveLimits } from './limits.js';

export interface ArchiveCheck {
  report: UploadReport;
  /** Content version of the extracted build; null when the archive has problems (nothing is left in buildDir). */
  version: string | null;
  /** Bytes extraction wrote into buildDir (0 when nothing was kept): the build's measured size. */
  extractedBytes: number;
}

/**
 * Every check of an uploaded archive (docs/uploads.md): the metadata checks first (nothing written), then, only
 * for an archive that passed them, extraction into `buildDir`, which proves the declared sizes and checksums true.
 */
/** A game without the bridge script never answers the player's handshake: the uploader is warned, not refused. */
async function loadsBridge(buildDir: string): Promise<boolean> {
  const html = await readFile(path.join(buildDir, 'index.html'), 'utf8').catch(() => '');
  return /<script[^>]+src=["'][^"']*\/sdk\/v1\/portal-bridge\.js["']/i.test(html);
}

export async function checkArchive(
  file: string,
  archiveSize: number,
  buildDir: string,
  limits: ArchiveLimits,
): Promise<ArchiveCheck> {
  const inspection = await inspectArchive(file, archiveSize, limits);
  const { problems } = inspection;
  let version: string | null = null;
  let extractedBytes = 0;
  let usesBridge: boolean | null = null;
  try {
    if (problems.empty && inspection.zip) {
      const extraction = await extractArchive(inspection.zip, inspection.files, {
        buildDir,
        prefix: inspection.strippedPrefix,
        maxUncompressedBytes: limits.maxUncompressedBytes,
        problems,
      });
      version = extraction?.version ?? null;
      extractedBytes = extraction?.bytes ?? 0;
    }
    if (version) usesBridge = await loadsBridge(buildDir);
  } finally {
    inspection.zip?.close();
  }
  return {
    version,
    extractedBytes,
    report: {
      ok: problems.empty,
      file_count: inspection.fileCount,
      total_uncompressed_size: inspection.totalUncompressed,
      entry_point: inspection.entryPoint,
      stripped_prefix: inspection.strippedPrefix,
      problems: problems.items,
      problems_truncated: problems.truncated,
      limits: {
        max_files: limits.maxFiles,
        max_uncompressed_size: limits.maxUncompressedBytes,
        max_compression_ratio: limits.maxCompressionRatio,
      },
      uses_bridge: usesBridge,
    },
  };
}
