import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useTestApi } from '../../test/context.js';

describe('search: title aliases', () => {
  const t = useTestApi();

  const first = async (q: string, extra = '') => {
    const res = await t.api.get<{ items: Array<{ slug: string }> }>(`/g/search?q=${encodeURIComponent(q)}${extra}`);
    assert.equal(res.status, 200);
    return res.body.data.items[0]?.slug;
  };

  it('finds a game by another name players know it by', async () => {
    assert.equal(await first('tetris'), 'block-drop');
    assert.equal(await first('pong'), 'paddle-duel');
    assert.equal(await first('asteroids'), 'space-rocks');
    assert.equal(await first('connect four'), 'four-in-a-row');
  });

  it('tolerates typos in an alias, and matches aliases of the request language', async () => {
    assert.equal(await first('tetirs'), 'block-drop');
    assert.equal(await first('asteriods'), 'space-rocks');
    assert.equal(await first('テトリス', '&language=ja'), 'block-drop');
    assert.equal(await first('vier gewinnt', '&language=de'), 'four-in-a-row');
  });

  it('says which alias a result matched, in results and suggestions, and not when the title matched', async () => {
    type Hit = { slug: string; matched_alias?: string };
    const hits = async (q: string, mode = '') =>
      (await t.api.get<{ items: Hit[] }>(`/g/search?q=${encodeURIComponent(q)}${mode}`)).body.data.items;
    const [tetris] = await hits('tetris');
    assert.deepEqual([tetris?.slug, tetris?.matched_alias], ['block-drop', 'tetris']);
    assert.equal((await hits('pong', '&mode=suggest'))[0]?.matched_alias, 'pong');
    assert.equal((await hits('asteroids', '&mode=suggest'))[0]?.slug, 'space-rocks');
    assert.equal((await hits('block drop'))[0]?.matched_alias, undefined);
  });

  it('finds a game whose title was added after start through the words dictionary', async () => {
    await t.context.db.query(`UPDATE game_i18n SET title = 'Quokka Quest' WHERE language = 'en' AND game_id =
      (SELECT id FROM games WHERE slug = 'sky-hopper')`);
    t.context.cache.invalidate();
    assert.equal(await first('qokka quest'), 'sky-hopper');
  });
});
