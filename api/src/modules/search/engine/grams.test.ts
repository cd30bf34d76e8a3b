import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cjkGrams, gramMatch, matchGrams } from './grams.js';

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

  it('finds fields holding enough of the n-grams, the most first', () => {
    const texts = ['贪吃蛇', '方块下落', '合并方块', '贪吃蛇大作战'];
    const lists = (grams: string[]) =>
      grams.map((gram) =>
        Uint32Array.from(texts.flatMap((text, field) => (cjkGrams(text, true).includes(gram) ? [field] : []))),
      );
    const matching = (grams: string[], keep = (_: number) => true, limit = 10) => matchGrams(lists(grams), keep, limit);
    assert.deepEqual(matching(['贪吃']), [0, 3]);
    assert.deepEqual(matching(['方块', '块下']), [1], 'both of two');
    assert.deepEqual(matching(['贪吃', '吃蛇', '蛇大']), [3, 0], 'a third of three, most first');
    assert.deepEqual(matching(['吃蛇', '蛇大', '大作', '作战']), [3], 'not a third of four');
    assert.deepEqual(
      matching(['蛇'], (field) => field !== 0),
      [3],
    );
    assert.deepEqual(matching(['贪吃'], undefined, 1), [0]);
  });
});
