import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { ApiAccess } from '../http/api-access.js';
import { startCanaryWatch } from './canary-watch.js';
import { DeployApiError } from './deploy-api.js';
import type { ReleaseDecisions } from './release-decisions.js';

const STABLE = '1.0.0-aaaaaaaaaa';
const CANARY = '1.1.0-bbbbbbbbbb';
const POLICY = { marginPct: 5, confidence: 0.99, minFailing: 3 };

/** What the watch logged, by level. */
function recordingLog() {
  const lines: Array<{ level: string; details: Record<string, unknown>; message: string }> = [];
  const at = (level: string) => (details: object, message: string) =>
    void lines.push({ level, details: details as Record<string, unknown>, message });
  return { lines, log: { error: at('error'), warn: at('warn'), info: at('info') } };
}

const summary =
  (status: number, versions: unknown[] = []): ApiAccess =>
  async <T>() =>
    ({
      status,
      body: { code: 0, success: status === 200, message: status === 200 ? 'ok' : 'unavailable', data: { versions } },
    }) as never as { status: number; body: { code: number; success: boolean; message: string; data: T } };

const noDecisions: ReleaseDecisions = {
  dropCanary: async () => assert.fail('nothing to drop'),
  rollback: async () => assert.fail('nothing to roll back'),
  endWatch: async () => assert.fail('no watch to end'),
};

/**
 * The watch never fails silently: a health summary it cannot read, and a drop the deploy API refuses, are logged
 * as errors with what was decided and why, since either leaves a failing canary running.
 */
describe('canary watch: failures to judge or to act are loud', () => {
  let dist: string;
  const registry = { names: () => ['blog'], distDir: () => dist };

  before(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'canary-watch-'));
    await writeFile(
      path.join(dist, 'current.json'),
      JSON.stringify({ version: STABLE, canary: { version: CANARY, percent: 50 } }),
    );
  });
  after(() => rm(dist, { recursive: true, force: true }));

  it('logs once that the health summary cannot be read, until it can', async () => {
    const { lines, log } = recordingLog();
    let api = summary(503);
    const watch = startCanaryWatch({
      registry,
      api: (...args) => api(...args),
      policy: POLICY,
      intervalMs: 60_000,
      releaseWatchMs: 0,
      log,
      decisions: noDecisions,
    });
    try {
      await watch.checkOnce();
      await watch.checkOnce();
      const errors = lines.filter((line) => line.level === 'error');
      assert.equal(errors.length, 1, JSON.stringify(lines));
      assert.match(errors[0]!.message, /health summary unreadable/);
      assert.deepEqual([errors[0]!.details.remote, errors[0]!.details.status], ['blog', 503]);
      api = summary(200, [{ version: CANARY, sessions: 1, failing: 0 }]);
      await watch.checkOnce();
      api = summary(500);
      await watch.checkOnce();
      assert.equal(lines.filter((line) => line.level === 'error').length, 2, 'said again after it recovered');
    } finally {
      watch.stop();
    }
  });

  it('logs a drop the deploy API refused, with the reason it was decided for and the refusal', async () => {
    const { lines, log } = recordingLog();
    const watch = startCanaryWatch({
      registry,
      api: summary(200, [
        { version: STABLE, sessions: 200, failing: 0 },
        { version: CANARY, sessions: 20, failing: 20 },
      ]),
      policy: POLICY,
      intervalMs: 60_000,
      releaseWatchMs: 0,
      log,
      decisions: {
        ...noDecisions,
        dropCanary: async () => {
          throw new DeployApiError(403, 'canary/end of blog: 403 Only an operator token may do this');
        },
      },
    });
    try {
      // Tried at every check; said once a minute, not at every check.
      await watch.checkOnce();
      await watch.checkOnce();
    } finally {
      watch.stop();
    }
    const errors = lines.filter((line) => line.level === 'error');
    assert.equal(errors.length, 1, JSON.stringify(lines));
    const [error] = errors;
    assert.ok(error, JSON.stringify(lines));
    assert.match(error.message, /automatic canary rollback failed/);
    assert.equal(error.details.version, CANARY);
    assert.match(String(error.details.reason), /^automatic: 20 of 20 canary sessions failed/);
    assert.match(String((error.details.err as Error).message), /403 Only an operator token/);
    assert.equal(lines.filter((line) => line.message === 'canary rolled back').length, 0);
  });
});
