import assert from 'node:assert/strict';
import { execFile, execFileSync } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// npm and the whole server bundle load before the settings are read: seconds on a busy machine.
const SPAWN_TIMEOUT_MS = 120_000;

/** `npm run serve` as an operator types it, with some environment variables set; resolves when it exits. */
function serve(env: NodeJS.ProcessEnv): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      'npm',
      ['run', 'serve'],
      { cwd: repoRoot, env: { ...process.env, ...env }, timeout: SPAWN_TIMEOUT_MS },
      (error, stdout, stderr) => resolve({ code: error ? (error.code as number | null) : 0, stdout, stderr }),
    );
  });
}

describe('npm run serve with an invalid setting', { timeout: SPAWN_TIMEOUT_MS * 2 }, () => {
  let dataDir: string;
  before(async () => {
    // `npm run serve` runs the compiled edge server (edge/dist/main.js): build it from these sources.
    execFileSync(process.execPath, [path.join(repoRoot, 'scripts/build-servers.mjs')], { stdio: 'ignore' });
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-serve-'));
  });
  after(() => rm(dataDir, { recursive: true, force: true }));

  it('stops at once, naming the edge variable and what it expects, without a stack trace', async () => {
    const { code, stdout, stderr } = await serve({ PORT: 'abc', DATA_DIR: dataDir });
    assert.equal(code, 1, stderr);
    assert.match(stderr, /^ {2}PORT="abc": expected a port number from 1 to 65535$/m);
    assert.doesNotMatch(stderr, /^\s+at /m, 'no stack trace');
    assert.doesNotMatch(stdout, /portal on/);
  });

  it('checks the embedded API’s settings too, before it opens the database', async () => {
    const { code, stderr } = await serve({
      COUNTER_RATE_LIMIT: '-5',
      PORT: '48099',
      GAMES_PORT: '48098',
      DATA_DIR: dataDir,
    });
    assert.equal(code, 1, stderr);
    assert.match(stderr, /^ {2}COUNTER_RATE_LIMIT="-5": expected a whole number of at least 1$/m);
    assert.doesNotMatch(stderr, /^\s+at /m, 'no stack trace');
    assert.deepEqual(await readdir(dataDir), [], 'nothing was written');
  });
});
