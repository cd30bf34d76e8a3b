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

  it('finds a game whose title was added after start through the words dictionary', async () => {
    await t.context.db.query(`UPDATE game_i18n SET title = 'Quokka Quest' WHERE language = 'en' AND game_id =
      (SELECT id FROM games WHERE slug = 'sky-hopper')`);
    t.context.cache.invalidate();
    assert.equal(await first('qokka quest'), 'sky-hopper');
  });
});
