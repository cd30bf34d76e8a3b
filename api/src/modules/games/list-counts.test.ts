import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useTestApi } from '../../test/context.js';

describe('list counts: maintained by triggers, equal to counting the lists', () => {
  // 'links:<tag id>': every game carrying the tag, published or not (tag_link_counts, for recommendations).
  const t = useTestApi();

  /** Every maintained count next to the count it stands for. */
  const mismatches = async () =>
    t.context.db.query<{ scope: string; kept: number; real: number }>(
      `WITH real AS (
         SELECT 'all' AS scope, count(*) AS n FROM games WHERE status = 'published'
         UNION ALL
         SELECT 'c:' || gc.category_id, count(*) FROM game_categories gc JOIN games g ON g.id = gc.game_id
          WHERE g.status = 'published' GROUP BY gc.category_id
         UNION ALL
         SELECT 't:' || gt.tag_id, count(*) FROM game_tags gt JOIN games g ON g.id = gt.game_id
          WHERE g.status = 'published' GROUP BY gt.tag_id
         UNION ALL
         SELECT 'links:' || tag_id, count(*) FROM game_tags GROUP BY tag_id),
       kept AS (SELECT scope, n FROM list_counts UNION ALL SELECT 'links:' || tag_id, n FROM tag_link_counts WHERE n <> 0)
       SELECT COALESCE(k.scope, r.scope) AS scope, COALESCE(k.n, 0)::int AS kept, COALESCE(r.n, 0)::int AS real
         FROM kept k FULL JOIN real r ON r.scope = k.scope
        WHERE COALESCE(k.n, 0) <> COALESCE(r.n, 0)`,
    );

  it('agree after seeding, unpublishing, republishing, relinking and deleting games', async () => {
    assert.deepEqual(await mismatches(), [], 'after seeding');
    await t.context.db.query(`UPDATE games SET status = 'removed' WHERE slug IN ('snake', 'sudoku')`);
    assert.deepEqual(await mismatches(), [], 'after unpublishing');
    await t.context.db.query(`UPDATE games SET status = 'published' WHERE slug = 'snake'`);
    await t.context.db.query(
      `INSERT INTO game_categories (game_id, category_id, position)
       SELECT g.id, c.id, 9 FROM games g, categories c WHERE g.slug = 'snake' AND c.slug = 'cards'`,
    );
    await t.context.db.query(`DELETE FROM game_tags WHERE game_id = (SELECT id FROM games WHERE slug = 'snake')`);
    assert.deepEqual(await mismatches(), [], 'after relinking');
    await t.context.db.query(`DELETE FROM games WHERE slug IN ('solitaire', 'sudoku')`);
    assert.deepEqual(await mismatches(), [], 'after deleting');
    t.context.cache.invalidate();
    const page = await t.api.get<{ total: number }>('/c/games?limit=1');
    const [row] = await t.context.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM games WHERE status = 'published'`,
    );
    assert.equal(page.body.data.total, row!.n, 'the API reports the kept count');
  });
});
