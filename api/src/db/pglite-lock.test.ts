import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { StartupError } from '@portal/server-kit';
import { openPglite } from './pglite.js';

describe('embedded database folder lock', () => {
  it('refuses a second server on the same folder with a clear error, and frees the folder on close', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'pglite-lock-'));
    try {
      // Another live process owns the folder.
      const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
      await writeFile(path.join(dir, 'portal-server.pid'), String(other.pid));
      await assert.rejects(openPglite(dir), (error: Error) => {
        assert.ok(error instanceof StartupError);
        assert.match(error.message, /in use by another server \(process \d+\)/);
        assert.match(error.message, /DATA_DIR/);
        return true;
      });
      other.kill();
      await new Promise((resolve) => other.once('exit', resolve));

      // Its lock is stale once it is gone: this process takes the folder, and gives it back on close.
      const db = await openPglite(dir);
      assert.ok(existsSync(path.join(dir, 'portal-server.pid')));
      await db.close();
      assert.equal(existsSync(path.join(dir, 'portal-server.pid')), false);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
