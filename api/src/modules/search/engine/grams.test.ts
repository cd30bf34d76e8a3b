import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cjkGrams, GramIndex, gramMatch } from './grams.js';

describe('search character n-grams', () => {
  it("takes pairs of a Chinese, Japanese or Korean run's characters, a lone character by itself", () => {
    assert.deepEqual(cjkGrams('贪吃蛇'), ['贪吃', '吃蛇']);
    assert.deepEqual(cjkGrams('蛇'), ['蛇']);
    assert.deepEqual(cjkGrams('四目並べ 2'), ['四目', '目並', '並べ']);
    assert.deepEqual(cjkGrams('snake 2048'), []);
    assert.deepEqual(cjkGrams('贪吃蛇', true).sort(), ['吃', '吃蛇', '蛇', '贪', '贪吃'].sort());
  });

  it('measures how much of a query a text holds, and how alike they are', () => {
    assert.deepEqual(gramMatch(['贪吃'], '贪吃蛇'), { similarity: 0.5, coverage: 1 });
    assert.equal(gramMatch(['蛇'], '贪吃蛇').coverage, 1, 'a lone character against the characters');
    assert.deepEqual(gramMatch(['吃蛇', '蛇游', '游戏'], '贪吃蛇'), { similarity: 0.25, coverage: 1 / 3 });
    assert.deepEqual(gramMatch(['方块'], '打地鼠'), { similarity: 0, coverage: 0 });
    assert.deepEqual(gramMatch([], '贪吃蛇'), { similarity: 0, coverage: 0 });
  });

  it('finds fields holding enough of the n-grams, the most first, and renumbers them', () => {
    const index = new GramIndex();
    index.add(0, '贪吃蛇');
    index.add(1, '方块下落');
    index.add(2, '合并方块');
    index.add(3, '贪吃蛇大作战');
    const all = () => true;
    assert.deepEqual(index.matching(['贪吃'], all, 10), [0, 3]);
    assert.deepEqual(index.matching(['方块', '块下'], all, 10), [1], 'both of two');
    assert.deepEqual(index.matching(['贪吃', '吃蛇', '蛇大'], all, 10), [3, 0], 'a third of three, most first');
    assert.deepEqual(index.matching(['吃蛇', '蛇大', '大作', '作战'], all, 10), [3], 'not a third of four');
    assert.deepEqual(
      index.matching(['蛇'], (field) => field !== 0, 10),
      [3],
    );
    assert.deepEqual(index.matching(['贪吃'], all, 1), [0]);
    index.compact(new Map([[3, 0]]));
    assert.deepEqual(index.matching(['贪吃'], all, 10), [0]);
    assert.deepEqual(index.matching(['方块'], all, 10), []);
  });
});
