// The catalogue bench:scale measures: N synthetic published games (titles in all 18 languages, descriptions in one
// to three, one or two categories, two or three tags, an alias for every tenth game, skewed plays, likes and votes)
// beside the shipped ones, streamed in with COPY (scale-copy.ts). Kept between runs: a database that already holds
// N bench games is used as it is.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createApiContext, closeApiContext, loadConfig } from '../src/app.js';
import { copyBenchGames } from './scale-copy.js';

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

/** The English title of bench game i (1-based), as it is seeded (misspelt searches are made from it). */
export function benchTitle(i: number): string {
  return `${EN_A[i % 32]} ${EN_B[Math.floor(i / 32) % 32]} ${EN_C[Math.floor(i / 1024) % 16]} ${Math.floor(i / 16384) + 1}`;
}

export const benchSlug = (i: number) => `bench-${i}`;

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
    let seconds = 0;
    if (row!.n < count) {
      const started = Date.now();
      await copyBenchGames(url.toString(), count, { EN_A, EN_B, EN_C, FR_A, FR_B, JA_B });
      seconds = (Date.now() - started) / 1000;
    }
    // The sitemap marks, as the API's first slice request starts them: the bench measures slices, not that build.
    await context.db.query(`SELECT refresh_sitemap_marks() FROM sitemap_marks_state WHERE NOT fresh`);
    return seconds;
  } finally {
    await closeApiContext(context);
    await rm(objectsDir, { recursive: true, force: true });
  }
}
