import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { editDistanceAtMost, isCloseWord, tokensOf, trigramSet } from './text.js';

describe('search text matching', () => {
  it('splits words on spaces, punctuation and symbols, in any script', () => {
    assert.deepEqual(tokensOf('brick-breaker: 2 (deluxe)'), ['brick', 'breaker', '2', 'deluxe']);
    assert.deepEqual(tokensOf('テトリス・クラシック'), ['テトリス', 'クラシック']);
  });

  it('takes padded trigrams of each word, as pg_trgm does', () => {
    assert.deepEqual([...trigramSet('cat')].sort(), ['  c', ' ca', 'at ', 'cat']);
    assert.deepEqual([...trigramSet('a-b')].sort(), ['  a', '  b', ' a ', ' b ']);
  });

  it('counts edits up to a bound, by character (not byte)', () => {
    assert.equal(editDistanceAtMost('snake', 'snkae', 2), 2);
    assert.equal(editDistanceAtMost('snake', 'snake', 2), 0);
    assert.equal(editDistanceAtMost('snake', 'qqqqqqqq', 2), 3);
    assert.equal(editDistanceAtMost('schlängelwurm', 'schlängelwrum', 2), 2);
    assert.ok(isCloseWord('merge', 'mrege'));
    assert.ok(isCloseWord('tile', 'tle'), 'a short word allows one edit');
    assert.ok(!isCloseWord('tile', 'tl'), 'and no more');
  });
});
