import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useTestApi } from '../test/context.js';
import { seedCatalogue } from './seed.js';

describe('seeding', () => {
  const t = useTestApi();

  const count = async (table: string) =>
    (await t.context.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;

  it('fills an empty database on first start', async () => {
    assert.ok((await count('games')) >= 16);
    assert.ok((await count('blog_posts')) >= 6);
    assert.ok((await count('seo_pages')) >= 21);
    const [row] = await t.context.db.query<{ n: number }>(`SELECT count(DISTINCT language)::int AS n FROM game_i18n`);
    assert.equal(row?.n, 18);
  });

  it('is idempotent and keeps counters, likes and what users and editors created', async () => {
    await t.context.db.query(`UPDATE games SET plays = 42, views = 7, likes = 1 WHERE slug = 'snake'`);
    await t.context.db.query(
      `INSERT INTO game_likes (game_id, actor) SELECT id, 'd:someone-123' FROM games WHERE slug = 'snake'`,
    );
    await t.context.db.query(
      `INSERT INTO games (slug, status, play_path, source, published_at) VALUES ('my-upload', 'published', '/my-upload/v1/index.html', 'upload', now())`,
    );
    await t.context.db.query(
      `INSERT INTO game_i18n (game_id, language, title) SELECT id, 'en', 'My upload' FROM games WHERE slug = 'my-upload'`,
    );
    // An editor took over a shipped post's slug: seeding must leave it alone.
    const [post] = await t.context.db.query<{ slug: string }>(`SELECT slug FROM blog_posts ORDER BY slug LIMIT 1`);
    await t.context.db.query(`UPDATE blog_posts SET source = 'editor', author = 'Editor' WHERE slug = $1`, [
      post!.slug,
    ]);
    await t.context.db.query(
      `UPDATE blog_post_i18n SET title = 'Edited' WHERE language = 'en' AND post_id = (SELECT id FROM blog_posts WHERE slug = $1)`,
      [post!.slug],
    );
    const snapshot = () =>
      t.context.db.query(`SELECT slug, plays, views, likes, play_path, source, updated_at FROM games ORDER BY slug`);
    const before = await snapshot();
    const counts = await Promise.all(
      ['categories', 'tags', 'games', 'game_i18n', 'blog_posts', 'blog_post_i18n', 'seo_pages', 'game_likes'].map(
        count,
      ),
    );

    // Applied again, as when the seed changes (an unchanged seed is skipped: below).
    await t.context.db.query('DELETE FROM seed_state');
    await seedCatalogue(t.context.db, t.context.config, t.context.objects);

    assert.deepEqual(await snapshot(), before);
    assert.deepEqual(
      await Promise.all(
        ['categories', 'tags', 'games', 'game_i18n', 'blog_posts', 'blog_post_i18n', 'seo_pages', 'game_likes'].map(
          count,
        ),
      ),
      counts,
    );
    const [edited] = await t.context.db.query<{ author: string; title: string }>(
      `SELECT p.author, i.title FROM blog_posts p JOIN blog_post_i18n i ON i.post_id = p.id AND i.language = 'en' WHERE p.slug = $1`,
      [post!.slug],
    );
    assert.deepEqual(edited, { author: 'Editor', title: 'Edited' });
  });

  it('skips the rows when the database holds this exact seed, and applies them when it does not', async () => {
    const sortOrder = async () =>
      (
        await t.context.db.query<{ sort_order: number }>(
          `SELECT sort_order FROM categories WHERE slug = (SELECT slug FROM categories ORDER BY slug LIMIT 1)`,
        )
      )[0]!.sort_order;
    const shipped = await sortOrder();
    const [state] = await t.context.db.query<{ fingerprint: string }>('SELECT fingerprint FROM seed_state');
    assert.match(state?.fingerprint ?? '', /^[0-9a-f]{64}$/);
    await t.context.db.query(
      `UPDATE categories SET sort_order = 999 WHERE slug = (SELECT slug FROM categories ORDER BY slug LIMIT 1)`,
    );

    await seedCatalogue(t.context.db, t.context.config, t.context.objects);
    assert.equal(await sortOrder(), 999, 'same seed: nothing rewritten');

    await t.context.db.query(`UPDATE seed_state SET fingerprint = 'an older seed'`);
    await seedCatalogue(t.context.db, t.context.config, t.context.objects);
    assert.equal(await sortOrder(), shipped, 'another seed: the rows are written again');
    const [after] = await t.context.db.query<{ fingerprint: string }>('SELECT fingerprint FROM seed_state');
    assert.equal(after?.fingerprint, state?.fingerprint);
  });
});
