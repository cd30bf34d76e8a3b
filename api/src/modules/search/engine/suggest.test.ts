import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SearchIndex, type GameTexts } from './search-index.js';
import { CONTAINS, PER_CLASS, STARTS, WORD_STARTS } from './suggest.js';

const game = (id: number, title: string, language = 'en', extra: Partial<GameTexts> = {}): GameTexts => ({
  id,
  texts: [
    { kind: 'title', language, text: title },
    { kind: 'description', language, text: `${title} with crystals` },
  ],
  categories: [],
  tags: [],
  ...extra,
});
/** Each suggested game's class, by id. */
const classes = (index: SearchIndex, text: string, language = 'en', wanted = 8) =>
  Object.fromEntries(index.suggest(language, { text, words: [] }, wanted).map((g) => [g.id, g.score]));

describe('search index suggestions', () => {
  it('tells titles starting with the text from those with a word starting with it', () => {
    const index = new SearchIndex([
      game(1, 'crystal dragon'),
      game(2, 'dragon crystal'),
      game(3, 'ocean racer'),
      game(4, 'crystalline caves'),
    ]);
    assert.deepEqual(classes(index, 'cry'), { 1: STARTS, 2: WORD_STARTS, 4: STARTS });
    assert.deepEqual(classes(index, 'crystal dr'), { 1: STARTS });
    assert.deepEqual(classes(index, 'dragon cr'), { 2: STARTS });
    assert.deepEqual(classes(index, 'racer'), { 3: WORD_STARTS });
    assert.deepEqual(classes(index, 'crystal, dr'), { 1: STARTS }, 'compared as titles are held');
    assert.deepEqual(classes(index, 'zebra'), {});
  });

  it('reads titles only, in the language or English', () => {
    const index = new SearchIndex([
      game(1, 'dragon de cristal', 'fr'),
      game(2, 'crystal dragon'),
      game(3, 'kristalldrache', 'de', {
        texts: [{ kind: 'alias', language: 'en', text: 'cristal' }],
      }),
    ]);
    assert.deepEqual(classes(index, 'cris', 'fr'), { 1: WORD_STARTS });
    assert.deepEqual(classes(index, 'cris', 'de'), {}, 'neither a French title nor an alias');
    assert.deepEqual(classes(index, 'with'), {}, 'nor a description');
    assert.deepEqual(classes(index, 'crys', 'de'), { 2: STARTS }, 'English for every language');
  });

  it('looks for containment inside words only when too few titles start with the text', () => {
    const index = new SearchIndex([
      game(1, '贪吃蛇', 'zh-CN'),
      game(2, '蛇梯棋', 'zh-CN'),
      game(3, 'superdragon'),
      game(4, 'dragon'),
    ]);
    assert.deepEqual(classes(index, '蛇', 'zh-CN'), { 1: CONTAINS, 2: STARTS });
    assert.deepEqual(classes(index, '吃蛇', 'zh-CN'), { 1: CONTAINS });
    assert.deepEqual(classes(index, 'drag'), { 3: CONTAINS, 4: STARTS });
    assert.deepEqual(classes(index, 'drag', 'en', 1), { 4: STARTS }, 'enough start with it');
  });

  it('follows changes, and bounds what each class gives', () => {
    const many = Array.from({ length: PER_CLASS + 10 }, (_, i) => game(i + 1, `rocket ${i}`));
    const index = new SearchIndex(many);
    assert.equal(Object.keys(classes(index, 'rock')).length, PER_CLASS);
    index.setGame(1, game(1, 'paper plane'));
    index.setGame(200, game(200, 'paper rocket'));
    assert.deepEqual(classes(index, 'pap'), { 1: STARTS, 200: STARTS });
    assert.equal(classes(index, 'rocket 0')[1], undefined, 'the old title is gone');
    assert.deepEqual(classes(index, 'paper ro'), { 200: STARTS });
  });
});
