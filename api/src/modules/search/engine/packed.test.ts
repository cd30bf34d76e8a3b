import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bitsFor, pack, unpack } from './packed.js';

test('ids come back at every width, across unit boundaries', () => {
  for (const bits of [1, 3, 7, 16, 17, 23, 31, 32]) {
    const top = bits === 32 ? 0xffffffff : 2 ** bits - 1;
    const ids = Array.from({ length: 200 }, (_, i) => (i % 3 === 0 ? top : Math.floor((top * i) / 199)));
    const units = pack(ids, bits);
    assert.deepEqual(
      ids.map((_, i) => unpack(units, bits, i)),
      ids,
      `${bits} bits`,
    );
  }
});

test('the width is the least that holds every id below the count', () => {
  assert.equal(bitsFor(1), 1);
  assert.equal(bitsFor(2), 1);
  assert.equal(bitsFor(3), 2);
  assert.equal(bitsFor(65_536), 16);
  assert.equal(bitsFor(65_537), 17);
  assert.equal(bitsFor(108_904), 17);
});

test('a vocabulary of 108,904 words packs a text of a million words in 17 bits a word', () => {
  const units = pack(new Uint32Array(1_000_000), bitsFor(108_904));
  assert.ok(units.byteLength <= (1_000_000 * 17) / 8 + 8);
});
