import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SearchIndex, type GameTexts } from './search-index.js';

const game = (id: number, title: string, extra: Partial<GameTexts> = {}): GameTexts => ({
  id,
  texts: [
    { kind: 'title', language: 'en', text: title },
    { kind: 'description', language: 'en', text: `play ${title} in your browser` },
  ],
  categories: [],
  tags: [],
  ...extra,
});
const none = async () => [];
const ids = async (index: SearchIndex, text: string, language = 'en') =>
  (await index.search(language, { text, words: text.split(' ').filter((w) => w.length >= 3) }, none)).map((g) => g.id);

describe('search index', () => {
  it('finds titles by typo, and only among the languages asked for (plus English)', async () => {
    const index = new SearchIndex([
      game(1, 'crystal dragon'),
      game(2, 'ocean racer'),
      {
        id: 3,
        texts: [{ kind: 'title', language: 'fr', text: 'dragon de cristal' }],
        categories: [],
        tags: [],
      },
    ]);
    assert.deepEqual(await ids(index, 'crsytal dargon'), [1]);
    assert.deepEqual((await ids(index, 'dragon de cristal', 'fr'))[0], 3);
    assert.deepEqual(await ids(index, 'dragon de cristal', 'de'), [1], 'French titles are not read for German');
  });

  it('replaces and removes a game', async () => {
    const index = new SearchIndex([game(1, 'snake'), game(2, 'tetra')]);
    index.setGame(1, game(1, 'quokka quest'));
    assert.deepEqual(await ids(index, 'snake'), []);
    assert.deepEqual(await ids(index, 'qokka quest'), [1]);
    index.setGame(2, undefined);
    assert.deepEqual(await ids(index, 'tetra'), []);
    assert.equal(index.size, 1);
  });

  it('still finds every game after many replacements (posting lists compacted)', async () => {
    const index = new SearchIndex(Array.from({ length: 50 }, (_, i) => game(i + 1, `title ${i + 1} nebula`)));
    for (let round = 0; round < 60; round++) {
      for (let i = 1; i <= 50; i++) index.setGame(i, game(i, `title ${i} nebula round${round}`));
    }
    assert.equal((await ids(index, 'nebula')).length, 50);
    assert.equal((await ids(index, 'title 7 nebula round59'))[0], 7);
  });

  it('names the alias a game matched through, as written, when it beat the title', async () => {
    const index = new SearchIndex([
      game(1, 'block drop', {
        texts: [
          { kind: 'title', language: 'en', text: 'block drop' },
          { kind: 'alias', language: 'en', text: 'tetris', original: 'Tetris' },
        ],
      }),
    ]);
    const [hit] = await index.search('en', { text: 'tetirs', words: ['tetirs'] }, none);
    assert.deepEqual(hit, { id: 1, score: hit!.score, alias: 'Tetris' });
    const [title] = await index.search('en', { text: 'block drop', words: ['block', 'drop'] }, none);
    assert.equal(title!.alias, undefined);
  });

  it("scores a category's games by its name and asks for its most played ones", async () => {
    const index = new SearchIndex(
      [game(1, 'merge tiles', { categories: [7] }), game(2, 'snake')],
      [{ kind: 'c', id: 7, language: 'en', text: 'puzzle', original: 'Puzzle' }],
    );
    let asked: number[] = [];
    const found = await index.search('en', { text: 'puzle', words: ['puzle'] }, async (categories) => {
      asked = categories;
      return [1];
    });
    assert.deepEqual(asked, [7]);
    assert.deepEqual(
      found.map((g) => g.id),
      [1],
    );
  });

  it('offers the closest title or name, as written, for a query that found nothing', () => {
    const titled = (id: number, title: string, extra: Partial<GameTexts> = {}): GameTexts => ({
      ...game(id, title.toLowerCase(), extra),
      texts: [{ kind: 'title', language: 'en', text: title.toLowerCase(), original: title }],
    });
    const index = new SearchIndex(
      [titled(1, 'Crystal Dragon', { categories: [7], tags: [9] })],
      [
        { kind: 'c', id: 7, language: 'en', text: 'puzzle', original: 'Puzzle' },
        { kind: 'c', id: 8, language: 'en', text: 'puzzles hidden', original: 'Puzzles Hidden', hidden: true },
        { kind: 't', id: 9, language: 'en', text: 'retro', original: 'Retro' },
        { kind: 't', id: 10, language: 'en', text: 'retrowave', original: 'Retrowave' },
      ],
    );
    const offer = (text: string) => index.closestName('en', { text, words: [text] });
    assert.equal(offer('crystaldragon'), 'Crystal Dragon');
    assert.equal(offer('puzzlegames'), 'Puzzle');
    assert.equal(offer('retrowaves'), 'Retro', 'a tag without published games is not offered');
    assert.equal(offer('qqxxzzvv'), null);
    assert.equal(offer('puzzle'), null, 'never the query itself');
    index.setGame(1, undefined);
    assert.equal(offer('puzzlegames'), null, 'a category whose games are gone is not offered either');
  });
});
