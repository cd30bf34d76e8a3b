import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { bucketOf, inCanary, isVisitorId, newVisitorId } from './bucket.js';

describe('canary buckets', () => {
  it('gives one visitor the same bucket for a remote on every request', () => {
    const id = newVisitorId();
    assert.ok(isVisitorId(id));
    assert.equal(bucketOf(id, 'blog'), bucketOf(id, 'blog'));
    assert.equal(inCanary(id, 'blog', 37), inCanary(id, 'blog', 37));
  });

  it('puts about the percentage of visitors in a canary, none at 0 and all at 100', () => {
    const ids = Array.from({ length: 4000 }, (_, n) => n.toString(16).padStart(16, '0'));
    const share = (percent: number) => ids.filter((id) => inCanary(id, 'blog', percent)).length / ids.length;
    assert.ok(Math.abs(share(10) - 0.1) < 0.02, `10 %: ${share(10)}`);
    assert.ok(Math.abs(share(50) - 0.5) < 0.03, `50 %: ${share(50)}`);
    assert.equal(share(0), 0);
    assert.equal(share(100), 1);
  });

  it('keeps a visitor in the canary when its percentage grows', () => {
    const ids = Array.from({ length: 500 }, (_, n) => n.toString(16).padStart(16, '0'));
    for (const id of ids) if (inCanary(id, 'games', 10)) assert.ok(inCanary(id, 'games', 50));
  });

  it('decides each remote on its own', () => {
    const ids = Array.from({ length: 2000 }, (_, n) => n.toString(16).padStart(16, '0'));
    const both = ids.filter((id) => inCanary(id, 'blog', 50) && inCanary(id, 'games', 50)).length / ids.length;
    assert.ok(Math.abs(both - 0.25) < 0.04, `both canaries: ${both}`);
  });

  it('accepts only ids it makes', () => {
    for (const bad of ['', 'zz00000000000000', '0'.repeat(15), '0'.repeat(17), undefined, 12])
      assert.equal(isVisitorId(bad), false);
  });
});
