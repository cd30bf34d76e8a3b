// One release or rollback of a remote at a time: both read the pointer and the history, then rewrite them.
import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { ReleaseError } from './errors.mjs';

export const LOCK_FILE = '.release.lock';

const isRunning = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

/** A lock left by a command that died on this host is taken over; one held elsewhere (a shared folder) is not. */
async function isStale(file) {
  const [host, pid] = (await readFile(file, 'utf8').catch(() => '')).trim().split(' ');
  return host === hostname() && Number(pid) > 0 && !isRunning(Number(pid));
}

export async function withLock(distDir, remote, work) {
  await mkdir(distDir, { recursive: true });
  const file = path.join(distDir, LOCK_FILE);
  let handle;
  try {
    handle = await open(file, 'wx');
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
    if (!(await isStale(file))) {
      throw new ReleaseError(
        `Another release or rollback of ${remote} is running (${file}). If none is, delete that file.`,
      );
    }
    await rm(file, { force: true });
    handle = await open(file, 'wx');
  }
  await handle.writeFile(`${hostname()} ${process.pid}\n`);
  await handle.close();
  try {
    return await work();
  } finally {
    await rm(file, { force: true });
  }
}
