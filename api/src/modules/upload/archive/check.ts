import type { UploadReport } from '@portal/shared/types/upload';
import { extractArchive } from './extract.js';
import { inspectArchive } from './inspect.js';
import type { ArchiveLimits } from './limits.js';

export interface ArchiveCheck {
  report: UploadReport;
  /** Content version of the extracted build; null when the archive has problems (nothing is left in buildDir). */
  version: string | null;
}

/**
 * Every check of issue 9 on one archive: the metadata checks first (nothing written), then, only for an archive
 * that passed them, extraction into `buildDir`, which proves the declared sizes and checksums true.
 */
export async function checkArchive(file: string, archiveSize: number, buildDir: string, limits: ArchiveLimits): Promise<ArchiveCheck> {
  const inspection = await inspectArchive(file, archiveSize, limits);
  const { problems } = inspection;
  let version: string | null = null;
  try {
    if (problems.empty && inspection.zip) {
      const extraction = await extractArchive(inspection.zip, inspection.files, {
        buildDir,
        prefix: inspection.strippedPrefix,
        maxUncompressedBytes: limits.maxUncompressedBytes,
        problems,
      });
      version = extraction?.version ?? null;
    }
  } finally {
    inspection.zip?.close();
  }
  return {
    version,
    report: {
      ok: problems.empty,
      file_count: inspection.fileCount,
      total_uncompressed_size: inspection.totalUncompressed,
      entry_point: inspection.entryPoint,
      stripped_prefix: inspection.strippedPrefix,
      problems: problems.items,
      problems_truncated: problems.truncated,
      limits: { max_files: limits.maxFiles, max_uncompressed_size: limits.maxUncompressedBytes, max_compression_ratio: limits.maxCompressionRatio },
    },
  };
}
