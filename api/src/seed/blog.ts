import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Queryable } from '../db/db.js';
import { LANGUAGES } from '../i18n/languages.js';
import { readingMinutes, renderMarkdown } from '../modules/blog/markdown.js';

interface BlogCategorySeed {
  slug: string;
  sort_order: number;
  i18n: Record<string, { name: string }>;
}

interface PostMeta {
  slug: string;
  category: string;
  published_at: string;
  author: string;
  cover_game?: string;
  games?: string[];
  i18n: Record<string, { title: string; excerpt: string }>;
}

/** An author's name in each language, keyed by the name posts store (authors.json). */
type AuthorNames = Record<string, Record<string, string>>;

const readJson = async <T>(file: string): Promise<T> => JSON.parse(await readFile(file, 'utf8')) as T;

async function upsertBlogCategories(tx: Queryable, categories: BlogCategorySeed[]): Promise<void> {
  for (const c of categories) {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO blog_categories (slug, sort_order) VALUES ($1, $2)
       ON CONFLICT (slug) DO UPDATE SET sort_order = EXCLUDED.sort_order RETURNING id`,
      [c.slug, c.sort_order],
    );
    for (const [language, { name }] of Object.entries(c.i18n)) {
      await tx.query(
        `INSERT INTO blog_category_i18n (category_id, language, name) VALUES ($1, $2, $3)
         ON CONFLICT (category_id, language) DO UPDATE SET name = EXCLUDED.name`,
        [row!.id, language, name],
      );
    }
  }
}

/** The shipped authors' names per language; a name dropped from the file is dropped here too. */
async function upsertAuthorNames(tx: Queryable, authors: AuthorNames): Promise<void> {
  for (const [author, names] of Object.entries(authors)) {
    const languages = Object.keys(names);
    await tx.query('DELETE FROM blog_author_i18n WHERE author = $1 AND NOT (language = ANY($2::text[]))', [
      author,
      languages,
    ]);
    for (const [language, name] of Object.entries(names)) {
      await tx.query(
        `INSERT INTO blog_author_i18n (author, language, name) VALUES ($1, $2, $3)
         ON CONFLICT (author, language) DO UPDATE SET name = EXCLUDED.name`,
        [author, language, name],
      );
    }
  }
}

/**
 * Inserts or refreshes a shipped post; a post an editor wrote under the same slug is left alone. Every language of
 * meta.json gets its title and excerpt; one without a <language>.md is stored with an empty body, which readers get
 * in English (service.ts) until the translation ships.
 */
async function upsertPost(tx: Queryable, meta: PostMeta, bodies: Map<string, string>): Promise<void> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO blog_posts (slug, category_id, status, author, cover_game_id, source, published_at)
     VALUES ($1, (SELECT id FROM blog_categories WHERE slug = $2), 'published', $3,
             (SELECT id FROM games WHERE slug = $4), 'seed', $5)
     ON CONFLICT (slug) DO UPDATE SET category_id = EXCLUDED.category_id, author = EXCLUDED.author,
       cover_game_id = EXCLUDED.cover_game_id, published_at = EXCLUDED.published_at
     WHERE blog_posts.source = 'seed'
     RETURNING id`,
    [meta.slug, meta.category, meta.author, meta.cover_game ?? null, meta.published_at],
  );
  if (!row) return;
  for (const [language, text] of Object.entries(meta.i18n)) {
    const body = bodies.get(language) ?? '';
    const html = body ? renderMarkdown(body) : '';
    // body_html is compared too: a change of the renderer (e.g. heading ids) reaches posts whose Markdown did not change.
    const changed = await tx.query(
      `INSERT INTO blog_post_i18n (post_id, language, title, excerpt, body_md, body_html, reading_minutes)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (post_id, language) DO UPDATE SET title = EXCLUDED.title, excerpt = EXCLUDED.excerpt,
         body_md = EXCLUDED.body_md, body_html = EXCLUDED.body_html, reading_minutes = EXCLUDED.reading_minutes
       WHERE (blog_post_i18n.title, blog_post_i18n.excerpt, blog_post_i18n.body_md, blog_post_i18n.body_html)
             IS DISTINCT FROM (EXCLUDED.title, EXCLUDED.excerpt, EXCLUDED.body_md, EXCLUDED.body_html)
       RETURNING 1`,
      [row.id, language, text.title, text.excerpt, body, html, body ? readingMinutes(body, language) : 1],
    );
    if (changed.length > 0) await tx.query('UPDATE blog_posts SET updated_at = now() WHERE id = $1', [row.id]);
  }
  await tx.query('DELETE FROM blog_post_games WHERE post_id = $1', [row.id]);
  for (const [position, slug] of (meta.games ?? []).entries()) {
    await tx.query(
      `INSERT INTO blog_post_games (post_id, game_id, position) SELECT $1, id, $2 FROM games WHERE slug = $3`,
      [row.id, position, slug],
    );
  }
}

/** The shipped blog: categories, authors' names per language and posts (titles and excerpts per language, Markdown where translated, rendered and sanitised here). */
export async function readBlogSeed(seedDir: string) {
  const dir = path.join(seedDir, 'blog');
  const categories = await readJson<BlogCategorySeed[]>(path.join(dir, 'categories.json')).catch(
    () => [] as BlogCategorySeed[],
  );
  const authors = await readJson<AuthorNames>(path.join(dir, 'authors.json')).catch(() => ({}) as AuthorNames);
  const postDirs = (await readdir(path.join(dir, 'posts')).catch(() => [] as string[])).sort();
  const posts: Array<{ meta: PostMeta; bodies: Map<string, string> }> = [];
  for (const name of postDirs) {
    const folder = path.join(dir, 'posts', name);
    const meta = await readJson<PostMeta>(path.join(folder, 'meta.json'));
    const bodies = new Map<string, string>();
    for (const language of LANGUAGES) {
      const body = await readFile(path.join(folder, `${language}.md`), 'utf8').catch(() => null);
      if (body?.trim()) bodies.set(language, body);
    }
    posts.push({ meta, bodies });
  }
  return {
    async apply(tx: Queryable) {
      await upsertBlogCategories(tx, categories);
      await upsertAuthorNames(tx, authors);
      for (const post of posts) await upsertPost(tx, post.meta, post.bodies);
    },
  };
}
