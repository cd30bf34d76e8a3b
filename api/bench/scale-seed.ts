// The catalogue bench:scale measures: N synthetic published games (English, French and Japanese titles and
// descriptions, one or two categories, two or three tags, an alias for every tenth game, skewed plays and likes)
// beside the shipped ones, inserted set-based in one transaction. Kept between runs: a database that already holds
// N bench games is used as it is.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createApiContext, closeApiContext, loadConfig } from '../src/app.js';

const EN_A = [
  'Crystal',
  'Shadow',
  'Turbo',
  'Pixel',
  'Cosmic',
  'Tiny',
  'Mega',
  'Lucky',
  'Frozen',
  'Golden',
  'Silent',
  'Rapid',
  'Mystic',
  'Neon',
  'Brave',
  'Wild',
  'Hidden',
  'Royal',
  'Sunny',
  'Stormy',
  'Candy',
  'Iron',
  'Paper',
  'Jolly',
  'Lunar',
  'Solar',
  'Ancient',
  'Clever',
  'Crazy',
  'Happy',
  'Rusty',
  'Velvet',
];
const EN_B = [
  'Dragon',
  'Garden',
  'Rocket',
  'Castle',
  'Puzzle',
  'Racer',
  'Island',
  'Tower',
  'Monster',
  'Knight',
  'Pirate',
  'Farm',
  'Galaxy',
  'Bubble',
  'Jungle',
  'Robot',
  'Ninja',
  'Wizard',
  'Kitchen',
  'Ocean',
  'Desert',
  'Planet',
  'Temple',
  'Circus',
  'Forest',
  'Dungeon',
  'Harbor',
  'Volcano',
  'Meadow',
  'Glacier',
  'Canyon',
  'Market',
];
const EN_C = [
  'Quest',
  'Rush',
  'Saga',
  'Blast',
  'Mania',
  'Legends',
  'Escape',
  'Party',
  'Builder',
  'Defense',
  'Run',
  'Match',
  'Adventure',
  'Tycoon',
  'Jump',
  'Battle',
];
const FR_A = [
  'Cristal',
  'Ombre',
  'Turbo',
  'Pixel',
  'Cosmique',
  'Petit',
  'Méga',
  'Chanceux',
  'Gelé',
  'Doré',
  'Silencieux',
  'Rapide',
  'Mystique',
  'Néon',
  'Brave',
  'Sauvage',
  'Caché',
  'Royal',
  'Ensoleillé',
  'Orageux',
  'Bonbon',
  'Fer',
  'Papier',
  'Joyeux',
  'Lunaire',
  'Solaire',
  'Ancien',
  'Malin',
  'Fou',
  'Heureux',
  'Rouillé',
  'Velours',
];
const FR_B = [
  'Dragon',
  'Jardin',
  'Fusée',
  'Château',
  'Casse-tête',
  'Pilote',
  'Île',
  'Tour',
  'Monstre',
  'Chevalier',
  'Pirate',
  'Ferme',
  'Galaxie',
  'Bulle',
  'Jungle',
  'Robot',
  'Ninja',
  'Sorcier',
  'Cuisine',
  'Océan',
  'Désert',
  'Planète',
  'Temple',
  'Cirque',
  'Forêt',
  'Donjon',
  'Port',
  'Volcan',
  'Prairie',
  'Glacier',
  'Canyon',
  'Marché',
];
const JA_B = [
  'ドラゴン',
  'ガーデン',
  'ロケット',
  'キャッスル',
  'パズル',
  'レーサー',
  'アイランド',
  'タワー',
  'モンスター',
  'ナイト',
  'パイレーツ',
  'ファーム',
  'ギャラクシー',
  'バブル',
  'ジャングル',
  'ロボット',
  'ニンジャ',
  'ウィザード',
  'キッチン',
  'オーシャン',
  'デザート',
  'プラネット',
  'テンプル',
  'サーカス',
  'フォレスト',
  'ダンジョン',
  'ハーバー',
  'ボルケーノ',
  'メドウ',
  'グレイシャー',
  'キャニオン',
  'マーケット',
];

/** The English title of bench game i (1-based), as the SQL below builds it. */
export function benchTitle(i: number): string {
  return `${EN_A[i % 32]} ${EN_B[Math.floor(i / 32) % 32]} ${EN_C[Math.floor(i / 1024) % 16]} ${Math.floor(i / 16384) + 1}`;
}

export const benchSlug = (i: number) => `bench-${i}`;

/** An SQL array literal of the words, in parentheses so it can be subscripted. */
const sqlArray = (words: string[]) => `(ARRAY[${words.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}])`;

/** Makes `url` hold the shipped catalogue and `count` bench games; returns how long seeding took (0 if none). */
export async function seedScaleCatalogue(serverUrl: string, database: string, count: number): Promise<number> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  // Migrations and the shipped catalogue, exactly as the API applies them at start.
  // Bulk inserts run for minutes: no statement timeout here. The shipped games' files go to a throwaway folder.
  const objectsDir = await mkdtemp(path.join(os.tmpdir(), 'portal-scale-objects-'));
  const context = await createApiContext({
    ...loadConfig(),
    databaseUrl: url.toString(),
    objectsDir,
    logLevel: 'warn',
    databaseStatementTimeoutMs: 3_600_000,
  });
  try {
    const [row] = await context.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM games WHERE slug LIKE 'bench-%'`,
    );
    if (row!.n >= count) return 0;
    const started = Date.now();
    await context.db.transaction(async (tx) => {
      await tx.query(`DELETE FROM games WHERE slug LIKE 'bench-%'`);
      await tx.query(
        `INSERT INTO games (slug, status, play_path, thumbnail, orientation, author, source, plays, likes, views,
                            published_at, updated_at)
         SELECT 'bench-' || i, 'published', '/snake/bench/index.html', '', 'any', 'Bench', 'seed',
                floor(100000 * power(random(), 6))::bigint, floor(5000 * power(random(), 6))::bigint,
                floor(200000 * power(random(), 6))::bigint,
                now() - (random() * interval '1000 days'), now() - (random() * interval '100 days')
           FROM generate_series(1, $1::int) AS i`,
        [count],
      );
      const title = (a: string, b: string, c: string) =>
        `${a}[1 + i % 32] || ' ' || ${b}[1 + (i / 32) % 32] || ' ' || ${c}[1 + (i / 1024) % 16] || ' ' || (i / 16384 + 1)`;
      await tx.query(
        `INSERT INTO game_i18n (game_id, language, title, description, instructions)
         SELECT g.id, l.language,
                CASE l.language
                  WHEN 'en' THEN ${title(sqlArray(EN_A), sqlArray(EN_B), sqlArray(EN_C))}
                  WHEN 'fr' THEN ${title(sqlArray(FR_A), sqlArray(FR_B), sqlArray(EN_C))}
                  ELSE ${sqlArray(JA_B)}[1 + (i / 32) % 32] || ${sqlArray(JA_B)}[1 + i % 32] || ' ' || (i / 16384 + 1) END,
                CASE l.language
                  WHEN 'en' THEN 'Guide the ' || lower(${sqlArray(EN_B)}[1 + (i / 32) % 32]) || ' through ' || (i % 50 + 3)
                                 || ' levels, collect stars and beat your best score in this quick browser game.'
                  WHEN 'fr' THEN 'Guidez le ' || lower(${sqlArray(FR_B)}[1 + (i / 32) % 32]) || ' à travers ' || (i % 50 + 3)
                                 || ' niveaux et battez votre record.'
                  ELSE ${sqlArray(JA_B)}[1 + (i / 32) % 32] || 'を動かして' || (i % 50 + 3) || 'ステージをクリアしよう。' END,
                'Arrow keys or swipe.'
           FROM (SELECT id, substr(slug, 7)::int AS i FROM games WHERE slug LIKE 'bench-%') g
          CROSS JOIN (VALUES ('en'), ('fr'), ('ja')) AS l (language)`,
      );
      await tx.query(
        `INSERT INTO game_categories (game_id, category_id, position)
         SELECT g.id, c.id, c.position FROM (SELECT id, substr(slug, 7)::int AS i FROM games WHERE slug LIKE 'bench-%') g
           JOIN LATERAL (
             SELECT id, row_number() OVER (ORDER BY id) - 1 AS position FROM (
               (SELECT id FROM categories WHERE type = 'general' ORDER BY id OFFSET g.i % 6 LIMIT 1)
               UNION
               (SELECT id FROM categories WHERE type = 'general' ORDER BY id OFFSET (g.i / 7) % 6 LIMIT 1)) x) c ON true`,
      );
      await tx.query(
        `INSERT INTO game_tags (game_id, tag_id)
         SELECT DISTINCT g.id, t.id FROM (SELECT id, substr(slug, 7)::int AS i FROM games WHERE slug LIKE 'bench-%') g
           CROSS JOIN generate_series(0, 2) AS k
           JOIN LATERAL (SELECT id FROM tags ORDER BY id OFFSET (g.i * 7 + k * 5) % (SELECT count(*) FROM tags) LIMIT 1) t
             ON true`,
      );
      await tx.query(
        `INSERT INTO game_aliases (game_id, language, alias)
         SELECT id, 'en', 'classic ' || substr(slug, 7) FROM games WHERE slug LIKE 'bench-%' AND substr(slug, 7)::int % 10 = 0`,
      );
    });
    await context.db.exec('ANALYZE');
    return (Date.now() - started) / 1000;
  } finally {
    await closeApiContext(context);
    await rm(objectsDir, { recursive: true, force: true });
  }
}
