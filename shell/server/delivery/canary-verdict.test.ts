import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { canaryVerdict } from './canary-verdict.js';

const policy = { minSessions: 20, marginPct: 5 };

describe('automatic rollback decision', () => {
  it('waits for the minimum number of canary sessions', () => {
    assert.deepEqual(canaryVerdict({ sessions: 100, failing: 0 }, { sessions: 19, failing: 19 }, policy), {
      drop: false,
    });
    assert.deepEqual(canaryVerdict({ sessions: 100, failing: 0 }, undefined, policy), { drop: false });
  });

  it('keeps a canary within the margin of the stable rate', () => {
    // 10 % against 5 %: exactly the margin.
    assert.deepEqual(canaryVerdict({ sessions: 100, failing: 5 }, { sessions: 20, failing: 2 }, policy), {
      drop: false,
    });
  });

  it('drops a canary beyond the margin, saying why', () => {
    const verdict = canaryVerdict({ sessions: 100, failing: 5 }, { sessions: 20, failing: 3 }, policy);
    assert.equal(verdict.drop, true);
    assert.match(verdict.drop ? verdict.reason : '', /3 of 20 canary sessions failed \(15%\), stable 5 of 100 \(5%\)/);
  });

  it('counts a stable version without sessions as failing none', () => {
    assert.equal(canaryVerdict(undefined, { sessions: 20, failing: 2 }, policy).drop, true);
    assert.equal(canaryVerdict({ sessions: 0, failing: 0 }, { sessions: 20, failing: 1 }, policy).drop, false);
  });
});
