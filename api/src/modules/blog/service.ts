import type { Queryable } from '../../db/db.js';
import type { BlogCategory, BlogPost, BlogPostSummary, BlogPostsPage } from '@portal/shared/types/blog';
import { notFound } from '../../http/envelope.js';
import { offsetOf, toPage } from '../../http/pagination.js';
import type { Language } from '../../i18n/languages.js';
import { ORDER_BY, SUMMARY_SELECT, onGamesOrigin, toIso, toSummary, type SummarySqlRow } from '../games/summary.js';

interface Context {
  language: Language;
  gamesOrigin: string;
}

/**
 * A translation may hold only a title and excerpt: its body is then '' and the English body is read instead
 * (seed/blog.ts stores it so until the translation ships). The reading time is the body's, whichever one is read.
 */
const HAS_BODY = `l.body_md <> ''`;

/** Post cards in language $1 (English where missing, the author's name as stored), published only, with the filtered total. */
const POST_SELECT = `
  SELECT p.id, p.slug, COALESCE(l.title, e.title) AS title, COALESCE(l.excerpt, e.excerpt, '') AS excerpt,
         CASE WHEN ${HAS_BODY} THEN l.reading_minutes ELSE COALESCE(e.reading_minutes, 1) END AS reading_minutes,
         COALESCE(au.name, p.author) AS author, p.published_at, p.updated_at,
         cg.thumbnail AS cover_path, bc.slug AS category_slug, COALESCE(bcl.name, bce.name) AS category_name,
         count(*) OVER () AS total_count
    FROM blog_posts p
    LEFT JOIN blog_post_i18n l ON l.post_id = p.id AND l.language = $1
    LEFT JOIN blog_post_i18n e ON e.post_id = p.id AND e.language = 'en'
    LEFT JOIN games cg ON cg.id = p.cover_game_id
    LEFT JOIN blog_categories bc ON bc.id = p.category_id
    LEFT JOIN blog_category_i18n bcl ON bcl.category_id = bc.id AND bcl.language = $1
    LEFT JOIN blog_category_i18n bce ON bce.category_id = bc.id AND bce.language = 'en'
    LEFT JOIN blog_author_i18n au ON au.author = p.author AND au.language = $1
   WHERE p.status = 'published' AND (l.title IS NOT NULL OR e.title IS NOT NULL)`;

interface PostSqlRow {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  reading_minutes: number;
  author: string;
  published_at: Date | string;
  updated_at: Date | string;
  cover_path: string | null;
  category_slug: string | null;
  category_name: string | null;
  total_count: number;
}

function toPostSummary(row: PostSqlRow, gamesOrigin: string): BlogPostSummary {
  return {
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    cover: onGamesOrigin(row.cover_path ?? '', gamesOrigin),
    category: row.category_slug ? { slug: row.category_slug, name: row.category_name ?? row.category_slug } : null,
    author: row.author,
    published_at: toIso(row.published_at)!,
    reading_minutes: row.reading_minutes,
  };
}

/** Published posts, newest first, optionally of one blog category. */
export async function listPosts(
  db: Queryable,
  context: Context,
  options: { page: number; limit: number; category?: string },
): Promise<BlogPostsPage> {
  const rows = await db.query<PostSqlRow>(
    `${POST_SELECT} AND ($2::text IS NULL OR bc.slug = $2)
     ORDER BY p.published_at DESC, p.id DESC LIMIT $3 OFFSET $4`,
    [context.language, options.category ?? null, options.limit, offsetOf(options.page, options.limit)],
  );
  let total = rows[0] ? Number(rows[0].total_count) : 0;
  if (!rows[0] && options.page > 1) {
    const [row] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (${POST_SELECT} AND ($2::text IS NULL OR bc.slug = $2)) x`,
      [context.language, options.category ?? null],
    );
    total = row?.n ?? 0;
  }
  return toPage(
    rows.map((row) => toPostSummary(row, context.gamesOrigin)),
    total,
    options.page,
    options.limit,
  );
}

/** Blog categories in order, with how many published posts each holds. */
export async function listBlogCategories(db: Queryable, language: Language): Promise<BlogCategory[]> {
  return db.query<BlogCategory>(
    `SELECT c.slug, COALESCE(l.name, e.name, c.slug) AS name, c.sort_order,
            (SELECT count(*)::int FROM blog_posts p WHERE p.category_id = c.id AND p.status = 'published') AS post_count
       FROM blog_categories c
       LEFT JOIN blog_category_i18n l ON l.category_id = c.id AND l.language = $1
       LEFT JOIN blog_category_i18n e ON e.category_id = c.id AND e.language = 'en'
      ORDER BY c.sort_order, c.slug`,
    [language],
  );
}

export async function blogCategoryExists(db: Queryable, slug: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM blog_categories WHERE slug = $1', [slug])).length > 0;
}

const RELATED_LIMIT = 3;

/**
 * One post with its rendered body, the games it is about and up to three related posts (same category first). The
 * title and excerpt are in language $1 where translated, the body too where its text is, else English.
 */
export async function getPost(db: Queryable, context: Context, slug: string): Promise<BlogPost> {
  const [row] = await db.query<PostSqlRow & { html: string; body_language: string; category_id: number | null }>(
    `SELECT x.*, CASE WHEN ${HAS_BODY} THEN l.body_html ELSE COALESCE(e.body_html, '') END AS html,
            CASE WHEN ${HAS_BODY} THEN $1 ELSE 'en' END AS body_language, p.category_id
       FROM (${POST_SELECT} AND p.slug = $2) x
       JOIN blog_posts p ON p.id = x.id
       LEFT JOIN blog_post_i18n l ON l.post_id = p.id AND l.language = $1
       LEFT JOIN blog_post_i18n e ON e.post_id = p.id AND e.language = 'en'`,
    [context.language, slug],
  );
  if (!row) throw notFound(`Blog post not found: ${slug}`, 40404);
  const games = await db.query<SummarySqlRow>(
    `${SUMMARY_SELECT} AND g.id IN (SELECT game_id FROM blog_post_games WHERE post_id = $2)
     ORDER BY (SELECT position FROM blog_post_games WHERE post_id = $2 AND game_id = g.id), ${ORDER_BY.hot}`,
    [context.language, row.id],
  );
  const related = await db.query<PostSqlRow>(
    `${POST_SELECT} AND p.id <> $2
     ORDER BY (p.category_id IS NOT DISTINCT FROM $3) DESC, p.published_at DESC LIMIT ${RELATED_LIMIT}`,
    [context.language, row.id, row.category_id],
  );
  return {
    ...toPostSummary(row, context.gamesOrigin),
    html: row.html,
    language: row.body_language,
    updated_at: toIso(row.updated_at)!,
    games: games.map((game) => toSummary(game, context.gamesOrigin)),
    related: related.map((post) => toPostSummary(post, context.gamesOrigin)),
  };
}
