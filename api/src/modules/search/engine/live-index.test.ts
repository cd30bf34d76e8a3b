import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useTestApi } from '../../../test/context.js';
import { LiveSearchIndex } from './live-index.js';

describe('search index kept current from the change log', () => {
  const t = useTestApi();
  const top = async (search: LiveSearchIndex, text: string) => {
    const found = await (await search.current()).search('en', { text, words: [text] }, async () => []);
    return found[0]?.id;
  };
  const idOf = async (slug: string) =>
    (await t.context.db.query<{ id: number }>(`SELECT id FROM games WHERE slug = $1`, [slug]))[0]!.id;

  it('sees a write committed by another process at its next search', async () => {
    // Another replica: its own index over the same database.
    const other = new LiveSearchIndex(t.context.db);
    const snake = await idOf('snake');
    assert.equal(await top(other, 'snake'), snake);
    await t.context.db.query(`UPDATE game_i18n SET title = 'Wombat Wander' WHERE language = 'en' AND game_id = $1`, [
      snake,
    ]);
    assert.equal(await top(other, 'wombat'), snake);
    assert.equal(await top(t.context.search, 'wombat'), snake);
  });

  it('drops a game that is no longer published, and takes it back when it is', async () => {
    const game = await idOf('merge-tiles');
    await t.context.db.query(`UPDATE games SET status = 'removed' WHERE id = $1`, [game]);
    assert.notEqual(await top(t.context.search, 'merge'), game);
    await t.context.db.query(`UPDATE games SET status = 'published' WHERE id = $1`, [game]);
    assert.equal(await top(t.context.search, 'merge'), game);
  });

  it('reads category and tag names again when they change', async () => {
    await t.context.db.query(`UPDATE tag_i18n SET name = 'Pixelzeit' WHERE language = 'en' AND tag_id =
      (SELECT id FROM tags WHERE slug = 'retro')`);
    const index = await t.context.search.current();
    const named: number[][] = [];
    await index.search('en', { text: 'pixelzeit', words: ['pixelzeit'] }, async (_, tags) => {
      named.push(tags);
      return [];
    });
    assert.equal(named.length, 1, 'the renamed tag matches');
  });

  it('shares one look at the log between searches arriving together, and each still reads its own write', async () => {
    const games = await Promise.all(['snake', 'merge-tiles', 'brick-breaker'].map(idOf));
    const titles = ['Axolotl Alley', 'Bandicoot Bay', 'Gecko Gardens'];
    // Each write commits, then its search starts while the searches before it may still be looking at the log.
    const searches: Array<Promise<number | undefined>> = [];
    for (const [i, title] of titles.entries()) {
      await t.context.db.query(`UPDATE game_i18n SET title = $1 WHERE language = 'en' AND game_id = $2`, [
        title,
        games[i],
      ]);
      searches.push(top(t.context.search, title.toLowerCase()));
    }
    assert.deepEqual(await Promise.all(searches), games);
  });

  it('applies a change committed after a later-numbered one (PostgreSQL: transactions side by side)', async (test) => {
    if (t.context.db.kind !== 'postgres') return test.skip('PGlite runs one transaction at a time');
    const [first, second] = await Promise.all(['sudoku', 'solitaire'].map(idOf));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let numbered!: () => void;
    const written = new Promise<void>((resolve) => (numbered = resolve));
    // The first write takes its change number, then waits to commit until the second has committed and been seen.
    const slow = t.context.db.transaction(async (tx) => {
      await tx.query(`UPDATE game_i18n SET title = 'Ibis Isles' WHERE language = 'en' AND game_id = $1`, [first]);
      numbered();
      await held;
    });
    await written;
    await t.context.db.query(`UPDATE game_i18n SET title = 'Jackal Junction' WHERE language = 'en' AND game_id = $1`, [
      second,
    ]);
    assert.equal(await top(t.context.search, 'jackal junction'), second);
    release();
    await slow;
    assert.equal(await top(t.context.search, 'ibis isles'), first, 'the earlier number, committed later');
  });
});
