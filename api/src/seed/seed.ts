import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ApiConfig } from '../config.js';
import type { Db, Queryable } from '../db/db.js';
import { appliedVersions } from '../db/migrate.js';
import { readBlogSeed } from './blog.js';
import type { ObjectStore } from '@portal/object-store';
import { hasBuild, putFolder, versionPrefixOf } from '../storage/builds.js';
import { hashFolder } from './files.js';
import { readSeoSeed } from './seo.js';

type Texts<T> = Record<string, T>;
interface CategorySeed {
  slug: string;
  type: 'general' | 'special';
  show_type: 'nav' | 'all' | 'hidden';
  sort_order: number;
  i18n: Texts<{ name: string; description?: string }>;
}
interface TagSeed {
  slug: string;
  i18n: Texts<{ name: string }>;
}
export interface GameSeed {
  slug: string;
  categories: string[];
  tags: string[];
  /** Other names players search for, per language (e.g. "tetris" for Block Drop); matched like titles. */
  aliases?: Texts<string[]>;
  orientation: 'landscape' | 'portrait' | 'any';
  width?: number;
  height?: number;
  author?: string;
  /** How long before the first seed the game was published, and last updated (default: when published), in days. */
  published_days_ago?: number;
  updated_days_ago?: number;
  i18n: Texts<{ title: string; description: string; instructions: string }>;
}

const readJson = async <T>(file: string): Promise<T> => JSON.parse(await readFile(file, 'utf8')) as T;

async function upsertCategories(tx: Queryable, categories: CategorySeed[]): Promise<void> {
  for (const c of categories) {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO categories (slug, type, show_type, sort_order) VALUES ($1, $2, $3, $4)
       ON CONFLICT (slug) DO UPDATE SET type = EXCLUDED.type, show_type = EXCLUDED.show_type, sort_order = EXCLUDED.sort_order
       RETURNING id`,
      [c.slug, c.type, c.show_type, c.sort_order],
    );
    for (const [language, text] of Object.entries(c.i18n)) {
      await tx.query(
        `INSERT INTO category_i18n (category_id, language, name, description) VALUES ($1, $2, $3, $4)
         ON CONFLICT (category_id, language) DO UPDATE SET name = EXCLUDED.name, description = EXCLUDED.description`,
        [row!.id, language, text.name, text.description ?? ''],
      );
    }
  }
}

async function upsertTags(tx: Queryable, tags: TagSeed[]): Promise<void> {
  for (const t of tags) {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO tags (slug) VALUES ($1) ON CONFLICT (slug) DO UPDATE SET slug = EXCLUDED.slug RETURNING id`,
      [t.slug],
    );
    for (const [language, text] of Object.entries(t.i18n)) {
      await tx.query(
        `INSERT INTO tag_i18n (tag_id, language, name) VALUES ($1, $2, $3)
         ON CONFLICT (tag_id, language) DO UPDATE SET name = EXCLUDED.name`,
        [row!.id, language, text.name],
      );
    }
  }
}

/** Inserts or refreshes a shipped game; a game a user created under the same slug is left alone. */
async function upsertGame(tx: Queryable, game: GameSeed, version: string): Promise<void> {
  const base = `/${game.slug}/${version}`;
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO games (slug, status, play_path, thumbnail, orientation, width, height, author, source, published_at,
       updated_at)
     VALUES ($1, 'published', $2, $3, $4, $5, $6, $7, 'seed', now() - make_interval(days => $8),
       now() - make_interval(days => $9))
     ON CONFLICT (slug) DO UPDATE SET play_path = EXCLUDED.play_path, thumbnail = EXCLUDED.thumbnail,
       orientation = EXCLUDED.orientation, width = EXCLUDED.width, height = EXCLUDED.height, author = EXCLUDED.author,
       updated_at = CASE WHEN games.play_path = EXCLUDED.play_path THEN games.updated_at ELSE now() END
     WHERE games.source = 'seed'
     RETURNING id`,
    [
      game.slug,
      `${base}/index.html`,
      `${base}/thumbnail.webp`,
      game.orientation,
      game.width ?? null,
      game.height ?? null,
      game.author ?? 'Playnook',
      game.published_days_ago ?? 0,
      game.updated_days_ago ?? game.published_days_ago ?? 0,
    ],
  );
  if (!row) return;
  for (const [language, text] of Object.entries(game.i18n)) {
    await tx.query(
      `INSERT INTO game_i18n (game_id, language, title, description, instructions) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (game_id, language) DO UPDATE SET title = EXCLUDED.title, description = EXCLUDED.description,
         instructions = EXCLUDED.instructions`,
      [row.id, language, text.title, text.description, text.instructions],
    );
  }
  await tx.query('DELETE FROM game_categories WHERE game_id = $1', [row.id]);
  for (const [position, slug] of game.categories.entries()) {
    await tx.query(
      `INSERT INTO game_categories (game_id, category_id, position) SELECT $1, id, $2 FROM categories WHERE slug = $3`,
      [row.id, position, slug],
    );
  }
  await tx.query('DELETE FROM game_aliases WHERE game_id = $1', [row.id]);
  for (const [language, names] of Object.entries(game.aliases ?? {})) {
    await tx.query(
      `INSERT INTO game_aliases (game_id, language, alias) SELECT $1, $2, unnest($3::text[]) ON CONFLICT DO NOTHING`,
      [row.id, language, names],
    );
  }
  await tx.query('DELETE FROM game_tags WHERE game_id = $1', [row.id]);
  for (const slug of game.tags) {
    await tx.query(`INSERT INTO game_tags (game_id, tag_id) SELECT $1, id FROM tags WHERE slug = $2`, [row.id, slug]);
  }
}

/**
 * Brings the shipped content into the database: categories, tags, the original games (their files stored under
 * content-addressed versions), the blog and the per-page SEO texts. Idempotent; never touches counters,
 * likes or anything users or editors created. Runs at every start, so a new release's content arrives by itself.
 */
/** The seeding code's own folder: a change to it applies the seed again, as a change to the seed files does. */
const SEED_CODE_DIR = fileURLToPath(new URL('.', import.meta.url));

/**
 * What the seed would write: the seed files, the code that writes them and the schema it writes into. Undefined
 * when the code's folder cannot be read (a deployment without sources): then the seed is always applied.
 */
async function seedFingerprint(db: Queryable, seedDir: string): Promise<string | undefined> {
  const code = await hashFolder(SEED_CODE_DIR).catch(() => undefined);
  if (!code) return undefined;
  const migrations = await appliedVersions(db);
  return createHash('sha256')
    .update([await hashFolder(seedDir), code, ...migrations].join('\0'))
    .digest('hex');
}

/**
 * Seeds the shipped catalogue (idempotent): game builds into the object store when missing (one HEAD per game when
 * they are there), then the rows, unless the
 * database already holds this exact seed (seed_state), so that restarts skip thousands of upserts. Replicas starting
 * together take turns (an advisory lock), and the later ones find the seed applied. Answers whether it wrote.
 */
export async function seedCatalogue(
  db: Db,
  config: Pick<ApiConfig, 'seedDir'>,
  objects: ObjectStore,
): Promise<boolean> {
  const categories = await readJson<CategorySeed[]>(path.join(config.seedDir, 'catalogue', 'categories.json'));
  const tags = await readJson<TagSeed[]>(path.join(config.seedDir, 'catalogue', 'tags.json'));
  const metaDir = path.join(config.seedDir, 'game-meta');
  const metaFiles = (await readdir(metaDir).catch(() => [] as string[])).filter((f) => f.endsWith('.json')).sort();
  // All games at once: a restarting replica asks the store about each (one HEAD), and S3's latency adds up in turn.
  const games = await Promise.all(
    metaFiles.map(async (file) => {
      const game = await readJson<GameSeed>(path.join(metaDir, file));
      const folder = path.join(config.seedDir, 'games', game.slug);
      const version = await hashFolder(folder);
      const prefix = versionPrefixOf(game.slug, version);
      if (!(await hasBuild(objects, prefix))) await putFolder(objects, folder, prefix);
      return { game, version };
    }),
  );
  const blog = await readBlogSeed(config.seedDir);
  const seo = await readSeoSeed(config.seedDir);
  const fingerprint = await seedFingerprint(db, config.seedDir);
  return db.transaction(async (tx) => {
    // Replicas starting together wait here for the first one's seed, and a seed may outlast a request's statement
    // time on a busy host: neither may time out and stop a replica from starting.
    await tx.query('SET LOCAL statement_timeout = 0');
    await tx.query('SELECT pg_advisory_xact_lock(727275)');
    const [state] = await tx.query<{ fingerprint: string }>('SELECT fingerprint FROM seed_state');
    if (fingerprint && state?.fingerprint === fingerprint) return false;
    await upsertCategories(tx, categories);
    await upsertTags(tx, tags);
    for (const { game, version } of games) await upsertGame(tx, game, version);
    await blog.apply(tx);
    await seo.apply(tx);
    await tx.query(
      `INSERT INTO seed_state (id, fingerprint) VALUES (true, $1)
       ON CONFLICT (id) DO UPDATE SET fingerprint = EXCLUDED.fingerprint, seeded_at = now()`,
      [fingerprint ?? ''],
    );
    return true;
  });
}
