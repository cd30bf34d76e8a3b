import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useTestApi } from '../../test/context.js';

describe('search in every script', () => {
  const t = useTestApi();

  const slugs = async (q: string, language: string, mode = '') => {
    const res = await t.api.get<{ items: Array<{ slug: string }> }>(
      `/g/search?q=${encodeURIComponent(q)}&language=${language}${mode}`,
    );
    assert.equal(res.status, 200);
    return res.body.data.items.map((game) => game.slug);
  };

  it('finds Snake in Arabic without the article, with a letter missing or another in its place', async () => {
    for (const q of ['الثعبان', 'ثعبان', 'ثعبن', 'تعبان', 'الثُّعْبَان']) {
      assert.equal((await slugs(q, 'ar'))[0], 'snake', q);
      assert.equal((await slugs(q, 'ar', '&mode=suggest'))[0], 'snake', `${q} (suggestions)`);
    }
    // Alef forms: the title is written with أ, players often type a bare alef.
    assert.equal((await slugs('اربعة في صف', 'ar'))[0], 'four-in-a-row');
    assert.equal((await slugs('لعبه الذاكره', 'ar'))[0], 'memory-match', 'ta marbuta typed as ha');
  });

  it('finds Snake in Japanese in hiragana, katakana, kanji and half-width kana', async () => {
    for (const q of ['へび', 'ヘビ', '蛇', 'すねーく', 'ｽﾈｰｸ']) {
      assert.equal((await slugs(q, 'ja'))[0], 'snake', q);
      assert.equal((await slugs(q, 'ja', '&mode=suggest'))[0], 'snake', `${q} (suggestions)`);
    }
    assert.equal((await slugs('もぐらたたき', 'ja'))[0], 'mole-bop', 'a title mixing katakana and hiragana');
    assert.equal((await slugs('数独', 'ja'))[0], 'sudoku', 'the native name as an alias');
  });

  it('finds Chinese titles by part of their characters, or with words around them', async () => {
    assert.equal((await slugs('贪吃', 'zh-CN'))[0], 'snake');
    assert.equal((await slugs('贪吃', 'zh-CN', '&mode=suggest'))[0], 'snake');
    // Two of its characters and the word "game", which 关灯游戏 holds too.
    assert.ok((await slugs('吃蛇游戏', 'zh-CN')).includes('snake'));
    assert.equal((await slugs('贪吃蛇小游戏', 'zh-CN'))[0], 'snake', 'its title and "mini game"');
    assert.equal((await slugs('乒乓球', 'zh-CN'))[0], 'paddle-duel');
    assert.deepEqual(await slugs('蛇', 'ko'), [], 'an alias of one language is not matched in another');
    assert.equal((await slugs('뱀', 'ko'))[0], 'snake');
  });

  it('indexes a title written after start the same way', async () => {
    await t.context.db.query(`UPDATE game_i18n SET title = 'السُّلَحْفَاة السريعة' WHERE language = 'ar' AND game_id =
      (SELECT id FROM games WHERE slug = 'sky-hopper')`);
    await t.context.db.query(`UPDATE game_i18n SET title = 'カメレース' WHERE language = 'ja' AND game_id =
      (SELECT id FROM games WHERE slug = 'sky-hopper')`);
    t.context.cache.invalidate();
    assert.equal((await slugs('سلحفاه', 'ar'))[0], 'sky-hopper');
    assert.equal((await slugs('سلحفة', 'ar'))[0], 'sky-hopper', 'a letter missing');
    assert.equal((await slugs('かめれーす', 'ja'))[0], 'sky-hopper');
    assert.equal((await slugs('かめ', 'ja', '&mode=suggest'))[0], 'sky-hopper');
  });
});
