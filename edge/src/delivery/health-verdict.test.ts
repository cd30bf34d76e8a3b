import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { describeVerdict, healthVerdict, type VersionHealth } from './health-verdict.js';

const policy = { marginPct: 5, confidence: 0.99, minFailing: 5 };

/** A small seeded generator (mulberry32): the simulations give the same sessions on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Sessions arriving at a canary (share of traffic `share`) and its stable version, each failing with its own rate;
 * the rule looks after every `every` canary sessions. The canary's failing-session count when it was dropped, or
 * null when it ran its `sessions` without being dropped.
 */
function simulate(seed: number, rates: { canary: number; stable: number }, sessions: number, every = 1, share = 0.1) {
  const next = random(seed);
  const canary: VersionHealth = { sessions: 0, failing: 0 };
  const stable: VersionHealth = { sessions: 0, failing: 0 };
  while (canary.sessions < sessions) {
    const onCanary = next() < share;
    const version = onCanary ? canary : stable;
    version.sessions += 1;
    if (next() < (onCanary ? rates.canary : rates.stable)) version.failing += 1;
    if (onCanary && canary.sessions % every === 0 && healthVerdict(stable, canary, policy).drop) return canary.failing;
  }
  return null;
}

describe('health rule (beta-binomial, sequential)', () => {
  it('drops a version failing for every visitor within 10 failing sessions, even with no baseline sessions yet', () => {
    for (const stable of [
      { sessions: 0, failing: 0 },
      { sessions: 40, failing: 1 },
      { sessions: 5000, failing: 50 },
    ]) {
      let failing = 0;
      while (!healthVerdict(stable, { sessions: failing, failing }, policy).drop) failing += 1;
      assert.ok(failing <= 10, `dropped after ${failing} failing sessions against ${JSON.stringify(stable)}`);
    }
  });

  it('drops a version failing for 30 % of visitors by its 10th failing session', () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const dropped = simulate(seed, { canary: 0.3, stable: 0.01 }, 2_000);
      assert.ok(dropped !== null && dropped <= 10, `seed ${seed}: dropped at ${dropped} failing sessions`);
    }
  });

  // A look every 25 canary sessions, 80 looks per canary: the false-positive rate of the whole sequence.
  it('keeps healthy versions with normal noise: at most 1 % of 500 seeded canaries dropped', () => {
    let dropped = 0;
    for (let seed = 1; seed <= 500; seed += 1) {
      const rates = seed % 2 ? { canary: 0.02, stable: 0.02 } : { canary: 0.08, stable: 0.06 };
      if (simulate(seed, rates, 2_000, 25) !== null) dropped += 1;
    }
    assert.ok(dropped <= 5, `${dropped} healthy canaries of 500 dropped`);
  });

  it('waits for the minimum failing sessions, and keeps a version within the margin', () => {
    assert.equal(healthVerdict({ sessions: 100, failing: 0 }, { sessions: 4, failing: 4 }, policy).drop, false);
    assert.equal(healthVerdict({ sessions: 100, failing: 0 }, undefined, policy).drop, false);
    assert.equal(
      healthVerdict({ sessions: 10_000, failing: 500 }, { sessions: 1_000, failing: 90 }, policy).drop,
      false,
    );
    assert.equal(
      healthVerdict({ sessions: 10_000, failing: 500 }, { sessions: 1_000, failing: 150 }, policy).drop,
      true,
    );
  });

  it('writes the decision with its numbers', () => {
    const { evidence } = healthVerdict({ sessions: 400, failing: 3 }, { sessions: 40, failing: 6 }, policy);
    assert.match(
      describeVerdict('automatic', evidence, { candidate: 'canary', baseline: 'stable' }),
      /^automatic: 6 of 40 canary sessions failed \(15%\), stable 3 of 400 \(0\.8%\); P\(worse by over 5 points\) = 0\.9\d+, threshold 0\.99$/,
    );
  });
});
