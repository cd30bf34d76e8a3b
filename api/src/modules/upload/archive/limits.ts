import { LONE_SURROGATES } from '../../../http/input-guards.js';
import type { UploadProblem, UploadProblemCode } from '@portal/shared/types/upload';

export interface ArchiveLimits {
  maxFiles: number;
  maxUncompressedBytes: number;
  maxCompressionRatio: number;
}

/** Problems kept in a report; a hostile archive can hold thousands, the first ones say enough. */
export const MAX_REPORTED_PROBLEMS = 50;

/**
 * An entry name as a report can hold it: NUL and unpaired surrogates cannot be stored as text in PostgreSQL, so they
 * are written as escapes (U+FFFD for a surrogate); any other name is kept as it is.
 */
export const reportablePath = (name: string): string =>
  name.replaceAll('\u0000', '\\u0000').replace(LONE_SURROGATES, '\ufffd');

/** Collects problems in archive order, keeping the first MAX_REPORTED_PROBLEMS. */
export class ProblemList {
  readonly items: UploadProblem[] = [];
  truncated = false;

  add(code: UploadProblemCode, path: string | null, params: UploadProblem['params'] = {}): void {
    if (this.items.length >= MAX_REPORTED_PROBLEMS) this.truncated = true;
    else this.items.push({ code, path: path === null ? null : reportablePath(path), params });
  }

  get empty(): boolean {
    return this.items.length === 0;
  }
}
