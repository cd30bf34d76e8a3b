import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { StartupError } from '@portal/server-kit';

const LOCK_FILE = 'portal-server.pid';

/** Whether a process with this id runs on this machine. */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims an embedded database folder for this process: PGlite is single-process, and a second server on the same
 * folder would abort deep inside it. A lock file holds the owner's process id; one left by a process that is gone is
 * taken over. Returns the release function; throws StartupError naming the folder and the owner when it is in use.
 */
export function lockDataDir(dir: string): () => void {
  const file = path.join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && running(owner))
        throw new StartupError(
          `The embedded database folder ${dir} is in use by another server (process ${owner}). Stop that server, ` +
            'or give this one its own DATA_DIR (or a DATABASE_URL).',
        );
      rmSync(file, { force: true });
    }
  }
  throw new StartupError(`Could not lock the embedded database folder ${dir}; check its permissions.`);
}
