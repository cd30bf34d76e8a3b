import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// npm, tsx and the API's modules load before the settings are read: seconds on a busy machine.
const SPAWN_TIMEOUT_MS = 120_000;

describe('the API alone (npm start -w api) with an invalid setting', { timeout: SPAWN_TIMEOUT_MS * 2 }, () => {
  it('stops at once, naming the variable and what it expects, without a stack trace', async () => {
    const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>((resolve) =>
      execFile(
        'npm',
        ['start'],
        {
          cwd: apiDir,
          env: { ...process.env, API_PORT: '80a' },
          timeout: SPAWN_TIMEOUT_MS,
        },
        (error, _stdout, stderr) => resolve({ code: error ? (error.code as number | null) : 0, stderr }),
      ),
    );
    assert.equal(code, 1, stderr);
    assert.match(stderr, /^ {2}API_PORT="80a": expected a port number from 1 to 65535$/m);
    assert.doesNotMatch(stderr, /^\s+at /m, 'no stack trace');
  });
});
