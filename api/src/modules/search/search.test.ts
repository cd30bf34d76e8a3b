import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { useTestApi } from '../../test/context.js';
import { keepOnlyGames } from '../../test/catalogue.js';
import { assertClientError } from '../../test/http.js';

describe('search', () => {
  const t = useTestApi();
  before(async () => {
    await keepOnlyGames(t.context.db);
    t.context.cache.invalidate();
  });

  const search = async (q: string, extra = '') => {
    const res = await t.api.get(`/g/search?q=${encodeURIComponent(q)}${extra}`);
    assert.equal(res.status, 200, res.body.message);
    return res.body.data as {
      items: Array<{ slug: string; title: string }>;
      total: number;
      query: string;
      has_more: boolean;
      did_you_mean: string | null;
    };
  };
  const first = async (q: string, extra = '') => (await search(q, extra)).items[0]?.slug;

  it('finds a game by its exact title', async () => {
    assert.equal(await first('Snake'), 'snake');
    assert.equal(await first('merge tiles'), 'merge-tiles');
  });

  it('tolerates one wrong, missing, extra or swapped letter', async () => {
    const typos: Array<[string, string]> = [
      ['snaku', 'snake'], // wrong
      ['snke', 'snake'], // missing
      ['snaake', 'snake'], // extra
      ['snkae', 'snake'], // swapped
      ['mrege tiles', 'merge-tiles'],
      ['brick braeker', 'brick-breaker'],
      ['memroy match', 'memory-match'],
      ['memory mach', 'memory-match'],
    ];
    for (const [q, slug] of typos) assert.equal(await first(q), slug, q);
  });

  it('searches descriptions, tags and category names too', async () => {
    assert.ok(
      (await search('fruit')).items.some((g) => g.slug === 'snake'),
      'description',
    );
    const retro = (await search('retro')).items.map((g) => g.slug);
    assert.deepEqual(retro.sort(), ['brick-breaker', 'snake'], 'tag');
    assert.ok(
      (await search('puzle')).items.some((g) => g.slug === 'merge-tiles'),
      'misspelt category',
    );
  });

  it('searches in the request language with English as fallback', async () => {
    assert.equal(await first('贪吃蛇', '&language=zh-CN'), 'snake');
    assert.equal(await first('ブロック', '&language=ja'), 'brick-breaker');
    assert.equal(await first('snake', '&language=de'), 'snake');
    const fr = await search('serpent', '&language=fr');
    assert.equal(fr.items[0]?.slug, 'snake');
  });

  it('ranks by relevance, then popularity', async () => {
    await t.context.db.query(`UPDATE games SET plays = 500 WHERE slug = 'memory-match'`);
    t.context.cache.invalidate();
    // Both carry the "classic" tag equally; the more played comes first.
    const classic = (await search('classic')).items.map((g) => g.slug);
    assert.equal(classic[0], 'memory-match');
    // A title match beats popularity.
    assert.equal(await first('snake'), 'snake');
  });

  it('returns nothing (not an error) for gibberish, and pages results', async () => {
    const none = await search('qqxxzzvv');
    assert.deepEqual([none.items.length, none.total, none.has_more], [0, 0, false]);
    const paged = await search('classic', '&limit=1');
    assert.equal(paged.items.length, 1);
    assert.ok(paged.total >= 2 && paged.has_more);
    const beyond = await search('classic', '&limit=1&page=99');
    assert.deepEqual([beyond.items.length, beyond.total, beyond.has_more], [0, paged.total, false]);
  });

  it('suggests up to 8 titles for a prefix, in the language', async () => {
    const res = await search('sn', '&mode=suggest');
    assert.deepEqual(
      res.items.map((g) => g.slug),
      ['snake'],
    );
    const zh = await search('蛇', '&mode=suggest&language=zh-CN');
    assert.equal(zh.items[0]?.slug, 'snake');
    const br = await search('b', '&mode=suggest');
    assert.ok(br.items.length <= 8 && br.items[0]?.slug === 'brick-breaker');
    assert.equal((await search('snkae', '&mode=suggest')).items[0]?.slug, 'snake', 'falls back to fuzzy matches');
  });

  it('offers the closest known name when nothing matches, and only then', async () => {
    const none = await search('puzzlegames');
    assert.deepEqual([none.total, none.did_you_mean], [0, 'Puzzle']);
    assert.ok(
      (await search(none.did_you_mean!)).items.some((g) => g.slug === 'merge-tiles'),
      'the suggestion finds games',
    );
    assert.equal((await search('retrogames')).did_you_mean, 'Retro', 'tag names too');
    assert.equal((await search('snkae')).did_you_mean, null, 'a typo the search already finds');
    assert.equal((await search('qqxxzzvv')).did_you_mean, null, 'nothing close');
    assert.equal((await search('puzzlegames', '&mode=suggest')).did_you_mean, null, 'suggestions never carry one');
    assert.equal((await search('classic', '&limit=1&page=99')).did_you_mean, null, 'a page past the end');
  });

  it('rejects empty and whitespace queries with a clear 400', async () => {
    assertClientError(await t.api.get('/g/search'), 400, /q is required/);
    assertClientError(await t.api.get('/g/search?q='), 400, /must not be empty/);
    assertClientError(await t.api.get('/g/search?q=%20%20%09'), 400, /must not be empty/);
    assertClientError(await t.api.get('/g/search?q=snake&mode=fast'), 400, /mode must be one of/);
  });

  it('copes with a 500-character query and refuses a longer one', async () => {
    const long = 'snake '.repeat(84).slice(0, 500);
    assert.equal((await search(long)).items[0]?.slug, 'snake');
    const odd = `%_\\'"();${'ü'.repeat(400)}`.slice(0, 500);
    await search(odd);
    assertClientError(await t.api.get(`/g/search?q=${'a'.repeat(501)}`), 400, /q/);
  });
});
