import path from 'node:path';

/** Thrown when a path would leave its root; never expected from validated input, so it is a bug or an attack. */
export class OutsideRootError extends Error {
  constructor(
    readonly root: string,
    readonly relative: string,
  ) {
    super(`Refusing a path outside ${root}: ${relative}`);
    this.name = 'OutsideRootError';
  }
}

/**
 * `relative` resolved under `root`, or OutsideRootError when the result is not strictly inside it (`..`,
 * absolute paths, drive letters). Every file the upload pipeline writes goes through this.
 */
export function resolveInside(root: string, relative: string): string {
  const base = path.resolve(root);
  const target = path.resolve(base, relative);
  if (relative.includes('\0') || !target.startsWith(base + path.sep)) throw new OutsideRootError(base, relative);
  return target;
}

/** File ids are UUIDs minted by the API; anything else never reaches a file name. */
export const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function assertFileId(fileId: string): string {
  if (!FILE_ID.test(fileId)) throw new OutsideRootError('(file id)', fileId);
  return fileId;
}
