import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useTestApi } from '../../test/context.js';

describe('search: the words dictionary by language', () => {
  const t = useTestApi();
  const close = async (language: string, word: string) =>
    (await t.context.search.current()).closeWords(language, [word]).get(word) ?? [];

  it("offers a query word's close words from the texts of the request's language and English only", async () => {
    // A word only a French title holds, one swap away from the query.
    await t.context.db.query(`UPDATE game_i18n SET title = 'Zorbulette' WHERE language = 'fr' AND game_id =
      (SELECT id FROM games WHERE slug = 'snake')`);
    assert.deepEqual(await close('fr', 'zorbueltte'), ['zorbulette']);
    assert.deepEqual(await close('en', 'zorbueltte'), []);
    assert.deepEqual(await close('de', 'zorbueltte'), []);
    // English words are offered to every language: search reads English texts as the fallback everywhere.
    assert.ok((await close('fr', 'snkae')).includes('snake'));
    assert.ok((await close('ja', 'snkae')).includes('snake'));
  });

  it('learns the languages of titles, aliases and names written after start', async () => {
    await t.context.db.query(`INSERT INTO game_aliases (game_id, language, alias)
      SELECT id, 'de', 'Schlängelwurm' FROM games WHERE slug = 'snake'`);
    assert.deepEqual(await close('de', 'schlängelwrum'), ['schlängelwurm']);
    assert.deepEqual(await close('en', 'schlängelwrum'), []);
    // The same word in a second language's title: offered to both.
    await t.context.db.query(`UPDATE game_i18n SET title = 'Schlängelwurm' WHERE language = 'nl' AND game_id =
      (SELECT id FROM games WHERE slug = 'snake')`);
    assert.deepEqual(await close('nl', 'schlängelwrum'), ['schlängelwurm']);
    assert.deepEqual(await close('de', 'schlängelwrum'), ['schlängelwurm']);
    // A tag name's words too.
    await t.context.db.query(`UPDATE tag_i18n SET name = 'Knobelspaß' WHERE language = 'de' AND tag_id =
      (SELECT id FROM tags WHERE slug = 'retro')`);
    assert.deepEqual(await close('de', 'knoblespaß'), ['knobelspaß']);
  });
});
