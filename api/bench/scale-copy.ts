// Streams bench:scale's synthetic games into PostgreSQL with COPY: a million games with 18 titles each are tens of
// millions of rows, which row-by-row triggers and index upkeep made take hours. Triggers are switched off for the
// load (session_replication_role), the secondary indexes of the loaded tables are dropped and built again once at
// the end, and what the triggers would have kept (the link tables' sort keys, list and tag counts, stale sitemap marks) is written directly.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { LANGUAGES } from '../src/i18n/languages.js';

export interface TitleWords {
  EN_A: string[];
  EN_B: string[];
  EN_C: string[];
  FR_A: string[];
  FR_B: string[];
  JA_B: string[];
}

/** Tables the load writes; their secondary indexes are rebuilt after it. */
const LOADED = ['games', 'game_i18n', 'game_categories', 'game_tags', 'game_aliases'];
const ROWS_PER_CHUNK = 2_000;
/** A word of each other language put before the English words, so every language has titles of its own. */
const LANGUAGE_WORD: Record<string, string> = {
  'zh-CN': '超级',
  'zh-TW': '超級',
  ko: '슈퍼',
  de: 'Super',
  es: 'Súper',
  it: 'Super',
  pt: 'Super',
  ru: 'Супер',
  tr: 'Süper',
  ar: 'سوبر',
  id: 'Super',
  th: 'ซูเปอร์',
  vi: 'Siêu',
  pl: 'Super',
  nl: 'Super',
};

/** The lower bound of the Wilson score interval, exactly as wilson_lower_bound (migration 014) computes it. */
function wilson(up: number, down: number): number {
  const n = up + down;
  if (n <= 0) return 0;
  return (up / n + 1.9208 / n - (1.96 * Math.sqrt((up * down) / n + 0.9604)) / n) / (1 + 3.8416 / n);
}

/** A skewed counter: most games near 0, a few near `max` (as plays and likes are). */
const skewed = (max: number) => Math.floor(max * Math.random() ** 6);

interface Game {
  id: number;
  i: number;
  slug: string;
  plays: number;
  likes: number;
  rating: number;
  publishedAt: string;
}

async function copyRows(client: pg.Client, sql: string, rows: () => Iterable<string>): Promise<void> {
  async function* chunks() {
    let chunk = '';
    let n = 0;
    for (const row of rows()) {
      chunk += row;
      n += 1;
      if (n === ROWS_PER_CHUNK) {
        yield chunk;
        chunk = '';
        n = 0;
      }
    }
    if (chunk) yield chunk;
  }
  await pipeline(Readable.from(chunks()), client.query(copyFrom(sql)));
}

/** Replaces the database's bench games (slugs bench-1…bench-count) with `count` new ones, in one transaction. */
export async function copyBenchGames(url: string, count: number, words: TitleWords): Promise<void> {
  const started = Date.now();
  // Seeding a million games takes minutes: say where it is.
  const step = (what: string) =>
    console.error(`seed ${count}: ${what} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query(`SET LOCAL session_replication_role = replica`);
    await client.query(`SET LOCAL maintenance_work_mem = '1GB'`);
    await client.query(`SET LOCAL statement_timeout = 0`);
    await client.query(`DELETE FROM games WHERE slug LIKE 'bench-%'`);
    const indexes = await client.query<{ name: string; definition: string }>(
      `SELECT i.relname AS name, pg_get_indexdef(x.indexrelid) AS definition
         FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
        WHERE t.relname = ANY($1::text[]) AND t.relnamespace = 'public'::regnamespace
          AND NOT x.indisprimary AND NOT x.indisunique`,
      [LOADED],
    );
    for (const index of indexes.rows) await client.query(`DROP INDEX ${index.name}`);

    const [{ first }] = (
      await client.query<{ first: string }>(
        `SELECT setval('games_id_seq', COALESCE((SELECT max(id) FROM games), 0) + $1) - $1 + 1 AS first`,
        [count],
      )
    ).rows as [{ first: string }];
    const firstId = Number(first);
    const now = Date.now();
    const day = 86_400_000;
    const games: Game[] = [];
    await copyRows(
      client,
      `COPY games (id, slug, status, play_path, thumbnail, orientation, author, source, plays, likes, views,
                   votes_up, votes_down, published_at, updated_at) FROM STDIN`,
      function* () {
        for (let i = 1; i <= count; i += 1) {
          const plays = skewed(100_000);
          const likes = skewed(5_000);
          const up = skewed(2_000);
          const down = Math.floor(up * 0.3 * Math.random());
          const publishedAt = new Date(now - Math.random() * 1000 * day).toISOString();
          const updatedAt = new Date(now - Math.random() * 100 * day).toISOString();
          const game = {
            id: firstId + i - 1,
            i,
            slug: `bench-${i}`,
            plays,
            likes,
            rating: wilson(up, down),
            publishedAt,
          };
          games.push(game);
          yield `${game.id}\t${game.slug}\tpublished\t/snake/bench/index.html\t\tany\tBench\tseed\t${plays}\t${likes}\t${skewed(200_000)}\t${up}\t${down}\t${publishedAt}\t${updatedAt}\n`;
        }
      },
    );

    step('games copied');
    const { EN_A, EN_B, EN_C, FR_A, FR_B, JA_B } = words;
    await copyRows(
      client,
      `COPY game_i18n (game_id, language, title, description, instructions) FROM STDIN`,
      function* () {
        for (const { id, i } of games) {
          const a = i % 32;
          const b = Math.floor(i / 32) % 32;
          const c = Math.floor(i / 1024) % 16;
          const n = Math.floor(i / 16384) + 1;
          const english = `${EN_A[a]} ${EN_B[b]} ${EN_C[c]} ${n}`;
          // Descriptions (and instructions) in English, then French for two games in three, Japanese for one in three.
          const described = 1 + (i % 3);
          for (const language of LANGUAGES) {
            let title: string;
            let description = '';
            if (language === 'en') {
              title = english;
              description = `Guide the ${EN_B[b]!.toLowerCase()} through ${(i % 50) + 3} levels, collect stars and beat your best score in this quick browser game.`;
            } else if (language === 'fr') {
              title = `${FR_A[a]} ${FR_B[b]} ${EN_C[c]} ${n}`;
              if (described >= 2)
                description = `Guidez le ${FR_B[b]!.toLowerCase()} à travers ${(i % 50) + 3} niveaux et battez votre record.`;
            } else if (language === 'ja') {
              title = `${JA_B[b]}${JA_B[a]} ${n}`;
              if (described >= 3) description = `${JA_B[b]}を動かして${(i % 50) + 3}ステージをクリアしよう。`;
            } else {
              title = `${LANGUAGE_WORD[language]} ${english}`;
            }
            yield `${id}\t${language}\t${title}\t${description}\t${description ? 'Arrow keys or swipe.' : ''}\n`;
          }
        }
      },
    );

    step('titles and descriptions copied');
    const general = (
      await client.query<{ id: number }>(`SELECT id FROM categories WHERE type = 'general' ORDER BY id LIMIT 6`)
    ).rows.map((row) => row.id);
    const tags = (await client.query<{ id: number }>(`SELECT id FROM tags ORDER BY id`)).rows.map((row) => row.id);
    const keys = (g: Game) => `true\t${g.plays}\t${g.likes}\t${g.rating}\t${g.publishedAt}\t${g.slug}`;
    await copyRows(
      client,
      `COPY game_categories (game_id, category_id, position, published, plays, likes, rating, published_at, slug)
       FROM STDIN`,
      function* () {
        for (const g of games) {
          const ids = [...new Set([general[g.i % general.length]!, general[Math.floor(g.i / 7) % general.length]!])];
          // Positions in category id order, as the set-based seed gave them.
          ids.sort((x, y) => x - y);
          for (const [position, id] of ids.entries()) yield `${g.id}\t${id}\t${position}\t${keys(g)}\n`;
        }
      },
    );
    step('categories copied');
    await copyRows(
      client,
      `COPY game_tags (game_id, tag_id, published, plays, likes, rating, published_at, slug) FROM STDIN`,
      function* () {
        for (const g of games) {
          const ids = new Set([0, 1, 2].map((k) => tags[(g.i * 7 + k * 5) % tags.length]!));
          for (const id of ids) yield `${g.id}\t${id}\t${keys(g)}\n`;
        }
      },
    );
    step('tags copied');
    await copyRows(client, `COPY game_aliases (game_id, language, alias) FROM STDIN`, function* () {
      for (const g of games) if (g.i % 10 === 0) yield `${g.id}\ten\tclassic ${g.i}\n`;
    });

    step('aliases copied');
    // What the triggers keep: list counts from scratch, and a note that every process's search index must reload.
    await client.query(`DELETE FROM list_counts`);
    await client.query(
      `INSERT INTO list_counts (scope, n)
       SELECT 'all', count(*) FROM games WHERE status = 'published'
       UNION ALL SELECT 'c:' || category_id, count(*) FROM game_categories WHERE published GROUP BY category_id
       UNION ALL SELECT 't:' || tag_id, count(*) FROM game_tags WHERE published GROUP BY tag_id`,
    );
    await client.query(`DELETE FROM tag_link_counts`);
    await client.query(
      `INSERT INTO tag_link_counts (tag_id, n) SELECT tag_id, count(*) FROM game_tags GROUP BY tag_id`,
    );
    await client.query(`INSERT INTO search_changes (game_id) VALUES (NULL)`);
    await client.query(`UPDATE sitemap_marks_state SET fresh = false`);
    await client.query(`SET LOCAL max_parallel_maintenance_workers = 2`);
    step('counts written');
    for (const index of indexes.rows) await client.query(index.definition);
    await client.query('COMMIT');
    step('indexes built');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
  // Outside the transaction: statistics for the planner and the visibility map for index-only scans.
  const vacuum = new pg.Client({ connectionString: url });
  await vacuum.connect();
  await vacuum.query('VACUUM ANALYZE').finally(() => vacuum.end());
  step('vacuumed');
}
