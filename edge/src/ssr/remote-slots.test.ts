import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createRemoteSlots } from './remote-slots.js';

describe('render slots by remote', () => {
  const open = () => new AbortController().signal;

  it("lets a remote hold its share only; another remote's render goes at once", async () => {
    const slots = createRemoteSlots(1);
    assert.equal(await slots.acquire('games', open()), true);
    let second: boolean | undefined;
    void slots.acquire('games', open()).then((granted) => (second = granted));
    assert.equal(await slots.acquire('blog', open()), true);
    await Promise.resolve();
    assert.equal(second, undefined, 'the second games render waits');
    slots.release('games');
    await Promise.resolve();
    assert.equal(second, true, 'and takes the slot the first one frees');
  });

  it('gives up a wait when its deadline passes, and every wait of a remote that just ran into one', async () => {
    const slots = createRemoteSlots(1);
    await slots.acquire('games', open());
    const late = new AbortController();
    const waits = [slots.acquire('games', late.signal), slots.acquire('games', open()), slots.acquire('games', open())];
    late.abort();
    assert.equal(await waits[0], false);
    slots.giveUpWaiting('games');
    assert.deepEqual(await Promise.all(waits.slice(1)), [false, false]);
    slots.release('games');
    assert.equal(await slots.acquire('games', open()), true, 'the slot is free again');
  });
});
