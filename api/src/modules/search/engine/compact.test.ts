import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildPart } from './index-parts.js';
import { SearchIndex, type GameTexts, type NameText } from './search-index.js';
import { decodeSnapshot, encodeSnapshot } from './snapshot.js';
import { decodeList, PostingCursor, varintLength, writeVarint } from './varint.js';
import { fieldsContaining } from './field-walks.js';

const game = (id: number, title: string, extra: Partial<GameTexts> = {}): GameTexts => ({
  id,
  texts: [
    { kind: 'title', language: 'en', text: title.toLowerCase(), original: title },
    { kind: 'title', language: 'fr', text: title.toLowerCase(), original: title },
    { kind: 'description', language: 'en', text: `play ${title.toLowerCase()} in your browser` },
  ],
  categories: [],
  tags: [],
  ...extra,
});
const catalogue = (): GameTexts[] => [
  game(1, 'Crystal Dragon'),
  game(2, 'Ocean Racer', { tags: [5] }),
  game(3, 'Brick-Breaker Deluxe'),
  {
    id: 4,
    texts: [
      { kind: 'title', language: 'ja', text: 'ヘビゲーム', original: 'へびゲーム' },
      { kind: 'alias', language: 'en', text: 'snake', original: 'Snake' },
    ],
    categories: [1],
    tags: [],
  },
  game(7, 'Dragon Racer'),
];
const names: NameText[] = [{ kind: 'c', id: 1, language: 'en', text: 'puzzle', original: 'Puzzle' }];
const queries = ['crsytal dargon', 'racer', 'brick breaker', 'snkae', 'ヘビ', 'puzle', 'dragon', 'browser', 'zzz'];
const none = async () => [];
const answers = async (index: SearchIndex) =>
  Promise.all(
    queries.map(async (text) => {
      const query = { text, words: text.split(' ').filter((w) => w.length >= 3) };
      return { found: await index.search('en', query, none), offer: index.closestName('en', query) };
    }),
  );

describe('compact search structures', () => {
  it('writes and reads back varints of every size', () => {
    const values = [0, 1, 127, 128, 300, 16_383, 16_384, 2_097_151, 2_097_152, 268_435_455, 268_435_456, 3_000_000_000];
    const bytes = new Uint8Array(values.reduce((sum, value) => sum + varintLength(value), 0));
    let at = 0;
    for (const value of values) at = writeVarint(bytes, at, value);
    assert.equal(at, bytes.length);
    // As gaps of a list: the running sums come back.
    let sum = 0;
    assert.deepEqual(
      [...decodeList(bytes, 0, bytes.length)],
      values.map((value) => (sum += value)),
    );
    assert.deepEqual([...decodeList(bytes, 0, 0)], []);
  });

  it('walks a posting list forward, probing ascending ids', () => {
    const ids = [3, 4, 200, 70_000, 70_001];
    const bytes = new Uint8Array(32);
    let at = 0;
    let previous = 0;
    for (const id of ids) {
      at = writeVarint(bytes, at, id - previous);
      previous = id;
    }
    const cursor = new PostingCursor(bytes, 0, at);
    assert.equal(cursor.current, 3);
    assert.equal(cursor.advanceTo(4), true);
    assert.equal(cursor.advanceTo(100), false, 'not held');
    assert.equal(cursor.current, 200, 'stops at the next id held');
    assert.equal(cursor.advanceTo(70_001), true);
    assert.equal(cursor.advanceTo(80_000), false);
    assert.equal(cursor.current, Infinity);
  });

  it("lists each word's fields by kind, keeps a text shared by languages once, and gives titles back as written", () => {
    const { part } = buildPart(catalogue());
    const fieldsOf = (word: string, kind: 'title' | 'alias' | 'description') => {
      const cursor = part.cursor(part.wordIds.get(word)!, kind);
      const found: number[] = [];
      for (; cursor.current !== Infinity; cursor.next())
        found.push(part.arrays.games[part.slotOfField(cursor.current)]!);
      return found;
    };
    assert.deepEqual(fieldsOf('dragon', 'title'), [1, 7]);
    assert.deepEqual(fieldsOf('dragon', 'description'), [1, 7]);
    assert.deepEqual(fieldsOf('snake', 'alias'), [4]);
    assert.deepEqual(fieldsOf('snake', 'title'), []);
    const slot = part.slotOf(1);
    const titles = [];
    for (let field = part.arrays.gameFields[slot]!; field < part.arrays.gameFields[slot + 1]!; field++) {
      if (part.kindOf(field) === 'title') titles.push(field);
    }
    assert.equal(titles.length, 1, 'the English and French title are one text');
    assert.equal(part.languagesOf(titles[0]!), part.maskOf(['en', 'fr']));
    assert.equal(part.originalOf(titles[0]!), 'Crystal Dragon');
    const breaker = part.arrays.gameFields[part.slotOf(3)]!;
    assert.equal(part.textOf(breaker), 'brick breaker deluxe', 'texts are held as their words');
    assert.equal(part.originalOf(breaker), 'Brick-Breaker Deluxe', 'kept in full when capitals do not give it back');
    assert.equal(part.originalOf(part.arrays.gameFields[part.slotOf(4)]!), 'へびゲーム');
  });

  it('serves a replaced game from the overlay, its old texts masked, and counts its categories again', async () => {
    const index = new SearchIndex(catalogue(), names);
    const ids = async (text: string) =>
      (await index.search('en', { text, words: text.split(' ') }, none)).map((found) => found.id);
    assert.deepEqual(await ids('crystal'), [1]);
    index.setGame(1, game(1, 'Quokka Quest'));
    assert.deepEqual(await ids('crystal'), [], 'the base still holds it, masked');
    assert.deepEqual(await ids('qokka'), [1]);
    index.setGame(4, undefined);
    assert.deepEqual(await ids('snake'), []);
    assert.equal(index.size, 4);
    assert.equal(index.changed, 2);
    assert.equal(
      index.closestName('en', { text: 'puzzlegames', words: ['puzzlegames'] }),
      null,
      'its only game is gone',
    );
    index.setGame(4, catalogue()[3]);
    assert.equal(index.closestName('en', { text: 'puzzlegames', words: ['puzzlegames'] }), 'Puzzle');
  });

  it('answers from a snapshot exactly as from a fresh build of the same texts', async () => {
    const fresh = new SearchIndex(catalogue(), names);
    const { part } = buildPart(catalogue());
    const blobs = encodeSnapshot(part, { change: 42, builtAt: '2026-12-07T00:00:00.000Z' });
    // Read back at an offset of a larger buffer, as a download may hand it over.
    const read = decodeSnapshot(Buffer.concat(blobs));
    assert.deepEqual(read.info, { change: 42, builtAt: '2026-12-07T00:00:00.000Z' });
    assert.deepEqual(read.part.arrays, part.arrays);
    const restored = new SearchIndex([], names, read.part);
    assert.deepEqual(await answers(restored), await answers(fresh));
    // And with the same change applied to both.
    for (const index of [fresh, restored]) index.setGame(2, game(2, 'Ocean Rover'));
    assert.deepEqual(await answers(restored), await answers(fresh));
  });
});

describe('compact part containment', () => {
  const { part } = buildPart([
    game(1, 'Crystal Dragon Tower'),
    game(2, 'Dragon Crystal'),
    game(3, 'Supercrystal Dragonfly'),
    game(4, 'Mega Crystal'),
  ]);
  const all = () => true;
  const games = (text: string, kind: 'title' | 'description' = 'title') =>
    [...new Set(fieldsContaining(part, text, kind, all, 60).map((f) => part.arrays.games[part.slotOfField(f)]))].sort();

  it('finds a text across words: its first word ending one, its last starting one, the words between whole', () => {
    assert.deepEqual(games('crystal dragon'), [1, 3]);
    assert.deepEqual(games('rystal dra'), [1, 3]);
    assert.deepEqual(games('crystal dragon tow'), [1]);
    assert.deepEqual(games('dragon crystal'), [2]);
    assert.deepEqual(games('rystal'), [1, 2, 3, 4], 'one word: inside any word');
    assert.deepEqual(games('in your browser', 'description'), [1, 2, 3, 4]);
  });

  it('finds nothing when a word of the text is in no word, or they never meet in that order', () => {
    assert.deepEqual(games('crsytal dragon'), []);
    assert.deepEqual(games('mega dragon'), []);
    assert.deepEqual(games('tower crystal'), []);
  });
});
