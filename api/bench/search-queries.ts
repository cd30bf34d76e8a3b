// The one query set every option of bench:search-options answers (search-options.ts): misspelt bench titles drawn
// from the kept scale database (the same draw every run), and the product's own cross-script searches for the 16
// shipped games (search.test.ts, scripts.test.ts), each with the game it must find where there is one.
import pg from 'pg';

export interface BenchQuery {
  kind: string;
  language: string;
  q: string;
  /** The game it should find (its best-scored results should hold it); none for latency-only queries. */
  target?: number;
}

/** The shipped games' searches in every script, from the product's tests, by slug. */
const CROSS_SCRIPT: Array<[string, string, string]> = [
  ['snkae', 'en', 'snake'],
  ['brick braeker', 'en', 'brick-breaker'],
  ['memroy match', 'en', 'memory-match'],
  ['mrege tiles', 'en', 'merge-tiles'],
  ['الثعبان', 'ar', 'snake'],
  ['ثعبان', 'ar', 'snake'],
  ['ثعبن', 'ar', 'snake'],
  ['تعبان', 'ar', 'snake'],
  ['الثُّعْبَان', 'ar', 'snake'],
  ['اربعة في صف', 'ar', 'four-in-a-row'],
  ['لعبه الذاكره', 'ar', 'memory-match'],
  ['へび', 'ja', 'snake'],
  ['ヘビ', 'ja', 'snake'],
  ['蛇', 'ja', 'snake'],
  ['すねーく', 'ja', 'snake'],
  ['ｽﾈｰｸ', 'ja', 'snake'],
  ['もぐらたたき', 'ja', 'mole-bop'],
  ['贪吃', 'zh-CN', 'snake'],
  ['贪吃蛇小游戏', 'zh-CN', 'snake'],
  ['乒乓球', 'zh-CN', 'paddle-duel'],
  ['뱀', 'ko', 'snake'],
];

/** mulberry32: the same draw on every run. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Two neighbouring letters swapped in each word of 4+ letters (as bench:scale misspells). */
function misspell(text: string, next: () => number): string {
  return text
    .split(' ')
    .map((word) => {
      const chars = Array.from(word);
      if (chars.length < 4) return word;
      const at = 1 + Math.floor(next() * (chars.length - 2));
      [chars[at], chars[at + 1]] = [chars[at + 1]!, chars[at]!];
      return chars.join('');
    })
    .join(' ');
}

const toHiragana = (text: string) =>
  text.replace(/[\u30a1-\u30f6]/g, (kana) => String.fromCharCode(kana.charCodeAt(0) - 0x60));

export async function benchQueries(url: string): Promise<BenchQuery[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const next = random(42);
    const { rows: bounds } = await client.query<{ max: number }>(`SELECT max(id) AS max FROM games`);
    const ids = Array.from({ length: 200 }, () => 17 + Math.floor(next() * (bounds[0]!.max - 16)));
    const { rows } = await client.query<{ id: number; language: string; title: string }>(
      `SELECT game_id AS id, language, title FROM game_i18n WHERE game_id = ANY($1) AND language IN ('en','fr','de','es','ja')`,
      [ids],
    );
    const title = (id: number, language: string) =>
      rows.find((row) => row.id === id && row.language === language)!.title;
    const queries: BenchQuery[] = [];
    // Varied misspelt searches as bench:scale makes them: the first two words of an English title.
    for (const id of ids.slice(0, 100)) {
      queries.push({
        kind: 'two words',
        language: 'en',
        q: misspell(title(id, 'en').split(' ').slice(0, 2).join(' '), next),
      });
    }
    // A whole title misspelt, in English, French, German or Spanish: one game is the answer.
    const latin = ['en', 'fr', 'de', 'es'];
    for (const id of ids.slice(100, 180)) {
      const language = latin[Math.floor(next() * latin.length)]!;
      queries.push({ kind: 'whole title', language, q: misspell(title(id, language), next), target: id });
    }
    // Japanese titles typed in hiragana (the index folds them onto katakana).
    for (const id of ids.slice(180)) queries.push({ kind: 'hiragana', language: 'ja', q: toHiragana(title(id, 'ja')) });
    const { rows: shipped } = await client.query<{ id: number; slug: string }>(
      `SELECT id, slug FROM games WHERE id <= 16`,
    );
    for (const [q, language, slug] of CROSS_SCRIPT) {
      queries.push({ kind: 'cross-script', language, q, target: shipped.find((game) => game.slug === slug)?.id });
    }
    return queries;
  } finally {
    await client.end();
  }
}
