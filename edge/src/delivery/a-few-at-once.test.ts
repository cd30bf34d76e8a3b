import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { aFewAtOnce } from './a-few-at-once.js';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('aFewAtOnce', () => {
  it('works on every item, never more than the limit at a time', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await aFewAtOnce([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      running += 1;
      most = Math.max(most, running);
      await tick();
      done.push(item);
      running -= 1;
    });
    assert.deepEqual(
      done.sort((a, b) => a - b),
      [1, 2, 3, 4, 5, 6, 7],
    );
    assert.equal(most, 3);
    await aFewAtOnce([], 3, async () => assert.fail('no item'));
  });

  it('starts nothing after a failure, and rejects with it once the running ones have settled', async () => {
    const settled: number[] = [];
    await assert.rejects(
      aFewAtOnce([1, 2, 3, 4, 5], 3, async (item) => {
        await tick();
        if (item === 2) throw new Error('item 2');
        await tick();
        settled.push(item);
      }),
      /item 2/,
    );
    assert.deepEqual(settled, [1, 3]);
  });
});
