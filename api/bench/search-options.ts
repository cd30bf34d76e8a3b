// `npm run bench:search-options`: the catalogue search's index, four ways, on the same kept scale database and the
// same queries (search-queries.ts), each option in a process of its own so its memory is its own
// (docs/benchmarks/search-memory.md):
// - current: the product's SearchIndex (src/modules/search/engine) as loadGameTexts reads it;
// - compact: the typed-array prototype (search-compact.ts), read from the database by COPY, then written to a
//   snapshot file; compact-snapshot: a new process reading that snapshot (how a replica would start);
// - pg-trgm: PostgreSQL's pg_trgm over a table of folded titles (word_similarity, GIN), serial and at 50 concurrent
//   searches, over a table of folded titles in the database search_study (BENCH_SEARCH_TRGM_SETUP=1 makes it from
//   the scale database, which is only read);
// - minisearch: the MiniSearch library over the same distinct texts;
// - pglite-trgm: pg_trgm in PGlite (the embedded default) over the first BENCH_SEARCH_PGLITE_GAMES games.
// BENCH_SEARCH_SIZE (100k | 1m) picks scale_<size> and search_study.titles_<size>; BENCH_SEARCH_OPTIONS the options.
// Each option prints one JSON line; the parent prints them as a table. Latencies exclude the card query (the same
// for every option) and category and tag names (the database's part).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { openPostgres } from '../src/db/postgres.js';
import { loadGameTexts, loadNames } from '../src/modules/search/engine/load.js';
import { SearchIndex } from '../src/modules/search/engine/search-index.js';
import { normaliseText } from '../src/modules/search/engine/text.js';
import { parseSearchQuery } from '../src/modules/search/query.js';
import type { ScoredGame } from '../src/modules/search/engine/types.js';
import { describeMachine } from './harness.js';
import { CompactBuilder, CompactIndex } from './search-compact.js';
import { benchQueries, type BenchQuery } from './search-queries.js';

const server = process.env.BENCH_SEARCH_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432';
const size = process.env.BENCH_SEARCH_SIZE ?? '100k';
const scaleUrl = `${server}/scale_${size}`;
const studyUrl = `${server}/search_study`;
/** BENCH_SEARCH_COMPACT_TEXTS=0: the compact index keeps its texts as words only (search-compact.ts). */
const keepTexts = process.env.BENCH_SEARCH_COMPACT_TEXTS !== '0';
const snapshot = path.join(os.tmpdir(), `search-compact-${size}${keepTexts ? '' : '-words'}.bin`);
const compactName = keepTexts ? 'compact' : 'compact, texts as words';
const queriesFile = path.join(os.tmpdir(), `search-queries-${size}.json`);
const loadSeconds = Number(process.env.BENCH_SEARCH_SECONDS ?? 5);
const here = path.dirname(fileURLToPath(import.meta.url));

interface Result {
  option: string;
  /** Resident memory after the build and a full collection, and its peak, in MB. */
  rss: number;
  peakRss: number;
  heap: number;
  /** Reading and building, or reading a snapshot: until the first search can run. */
  readyMs: number;
  p50: number;
  p99: number;
  /** Serial searches per second of one process (1000 / mean), or measured at 50 concurrent for the database. */
  perSecond: number;
  /** Queries with a target whose best-scored results hold it / returned it at all / how many have one. */
  top: number;
  found: number;
  targets: number;
  notes: string;
}

type Search = (query: BenchQuery) => Promise<ScoredGame[]> | ScoredGame[];

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const round = (ms: number) => Math.round(ms * 100) / 100;

/** Runs the query set once to warm up, then once timed; checks the targets. */
async function measure(option: string, readyMs: number, search: Search, notes = ''): Promise<Result> {
  const queries = JSON.parse(readFileSync(queriesFile, 'utf8')) as BenchQuery[];
  for (const query of queries) await search(query);
  const times: number[] = [];
  let top = 0;
  let found = 0;
  for (const query of queries) {
    const started = performance.now();
    const results = await search(query);
    times.push(performance.now() - started);
    if (query.target === undefined) continue;
    const hit = results.find((result) => result.id === query.target);
    if (hit) found++;
    if (hit && hit.score >= results[0]!.score) top++;
    else if (process.env.BENCH_SEARCH_MISSES) console.error(option, query, hit ?? 'not found', results.slice(0, 2));
  }
  global.gc?.();
  const memory = process.memoryUsage();
  const sorted = [...times].sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  return {
    option,
    rss: mb(memory.rss),
    peakRss: Math.round(process.resourceUsage().maxRSS / 1024),
    heap: mb(memory.heapUsed),
    readyMs: Math.round(readyMs),
    p50: round(percentile(sorted, 0.5)),
    p99: round(percentile(sorted, 0.99)),
    perSecond: Math.round(1000 / mean),
    top,
    found,
    targets: queries.filter((query) => query.target !== undefined).length,
    notes,
  };
}

const indexQuery = (query: BenchQuery) => parseSearchQuery(query.q)!;

/** Streams every published title (game, language, text) in game order through `row`, by COPY. */
async function eachTitle(row: (game: number, language: string, title: string) => void, limit?: number): Promise<void> {
  const client = new pg.Client({ connectionString: scaleUrl });
  await client.connect();
  const only = limit ? `AND g.id <= ${limit}` : '';
  let rest = '';
  const lines = (text: string) => {
    const parts = (rest + text).split('\n');
    rest = parts.pop()!;
    for (const line of parts) {
      const [game, language, title] = line.split('\t') as [string, string, string];
      row(
        Number(game),
        language,
        title.replace(/\\(.)/g, (_, char: string) => (char === 't' ? '\t' : char === 'n' ? ' ' : char)),
      );
    }
  };
  try {
    const stream = client.query(
      copyTo(`COPY (SELECT x.game_id, x.language, x.title FROM game_i18n x JOIN games g ON g.id = x.game_id
               WHERE g.status = 'published' ${only} ORDER BY x.game_id) TO STDOUT`),
    );
    await pipeline(
      stream,
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines(chunk.toString('utf8'));
          done();
        },
      }),
    );
  } finally {
    await client.end();
  }
}

/** The compact index from the database (a function of its own, so that the builder is garbage once it returns). */
async function buildCompact(): Promise<CompactIndex> {
  const builder = new CompactBuilder(keepTexts);
  await eachTitle((game, language, title) => builder.add(game, language, normaliseText(title)));
  return builder.build();
}

/**
 * foldText (engine/fold.ts) as an SQL function, for pg_trgm's folded titles: marks dropped, alef forms, alef maqsura
 * and ta marbuta, hiragana → katakana (and ー dropped: `translate` drops what has no counterpart), the article.
 */
function foldFunction(): string {
  let from = 'أإآٱىة';
  let to = 'اااايه';
  for (let kana = 0x3041; kana <= 0x3096; kana++) {
    from += String.fromCharCode(kana);
    to += String.fromCharCode(kana + 0x60);
  }
  from += 'ゝゞー';
  to += 'ヽヾ';
  return `CREATE OR REPLACE FUNCTION search_fold(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $f$
    SELECT regexp_replace(
      translate(regexp_replace(lower(normalize(t, NFKC)), '[\\u0610-\\u061a\\u064b-\\u065f\\u0670\\u06d6-\\u06ed\\u0640]', '', 'g'),
        '${from}', '${to}'),
      '(^|[^\\u0621-\\u064a\\u0671-\\u06d3])ال([\\u0621-\\u064a\\u0671-\\u06d3]{2,})', '\\1\\2', 'g') $f$`;
}

/**
 * Makes pg-trgm's table in the database search_study (created if missing; the scale database is only read): the
 * titles copied out by COPY, folded, and a GIN trigram index. Minutes at a million games.
 */
async function setUpTrigrams(): Promise<void> {
  const admin = new pg.Client({ connectionString: `${server}/postgres` });
  await admin.connect();
  const exists = await admin.query(`SELECT 1 FROM pg_database WHERE datname = 'search_study'`);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE search_study`);
  await admin.end();
  const source = new pg.Client({ connectionString: scaleUrl });
  const target = new pg.Client({ connectionString: studyUrl });
  await Promise.all([source.connect(), target.connect()]);
  try {
    await target.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await target.query(foldFunction());
    await target.query(`DROP TABLE IF EXISTS raw_${size}, titles_${size}`);
    await target.query(`CREATE UNLOGGED TABLE raw_${size} (game_id int, language text, title text)`);
    await pipeline(
      source.query(
        copyTo(`COPY (SELECT x.game_id, x.language, x.title FROM game_i18n x JOIN games g ON g.id = x.game_id
                 WHERE g.status = 'published') TO STDOUT`),
      ),
      target.query(copyFrom(`COPY raw_${size} FROM STDIN`)),
    );
    await target.query(`CREATE TABLE titles_${size} AS
                          SELECT game_id, language, search_fold(title) AS folded FROM raw_${size}`);
    await target.query(`DROP TABLE raw_${size}`);
    await target.query(`SET maintenance_work_mem = '1GB'`);
    await target.query(`CREATE INDEX titles_${size}_trgm ON titles_${size} USING gin (folded gin_trgm_ops)`);
    await target.query(`VACUUM ANALYZE titles_${size}`);
  } finally {
    await Promise.all([source.end(), target.end()]);
  }
}

const OPTIONS: Record<string, () => Promise<Result>> = {
  async current() {
    const db = await openPostgres(scaleUrl, 4, 600_000);
    const started = performance.now();
    const index = new SearchIndex((await loadGameTexts(db)).values(), await loadNames(db));
    const readyMs = performance.now() - started;
    global.gc?.();
    return measure('current', readyMs, (query) => index.search(query.language, indexQuery(query), async () => []));
  },

  async compact() {
    const started = performance.now();
    const index = await buildCompact();
    const readyMs = performance.now() - started;
    const saving = performance.now();
    index.save(snapshot);
    const notes = `${index.texts} distinct texts, ${mb(index.arrayBytes)} MB of arrays; snapshot written in ${Math.round(performance.now() - saving)} ms`;
    global.gc?.();
    return measure(
      `${compactName} (built from the database)`,
      readyMs,
      (query) => index.search(query.language, indexQuery(query)),
      notes,
    );
  },

  async 'compact-snapshot'() {
    const started = performance.now();
    const index = CompactIndex.load(snapshot);
    const readyMs = performance.now() - started;
    global.gc?.();
    return measure(`${compactName} (read from its snapshot)`, readyMs, (query) =>
      index.search(query.language, indexQuery(query)),
    );
  },

  async 'pg-trgm'() {
    if (process.env.BENCH_SEARCH_TRGM_SETUP === '1') await setUpTrigrams();
    const db = await openPostgres(studyUrl, 10, 30_000);
    const sql = `SELECT game_id AS id, max(word_similarity($1, folded)) AS score FROM titles_${size}
                  WHERE language = ANY($2) AND $1 <% folded GROUP BY game_id ORDER BY score DESC LIMIT 60`;
    const search = async (query: BenchQuery) => {
      const languages = query.language === 'en' ? ['en'] : [query.language, 'en'];
      return db.query<ScoredGame>(sql, [normaliseText(query.q), languages], { prepare: true });
    };
    const [{ bytes }] = (await db.query<{ bytes: string }>(
      `SELECT pg_relation_size('titles_${size}_trgm') + pg_relation_size('titles_${size}') AS bytes`,
    )) as [{ bytes: string }];
    const result = await measure('pg_trgm (PostgreSQL, word_similarity)', 0, search);
    // Throughput: 50 searches at a time over the pool, for loadSeconds.
    const queries = JSON.parse(readFileSync(queriesFile, 'utf8')) as BenchQuery[];
    let done = 0;
    const until = performance.now() + loadSeconds * 1000;
    await Promise.all(
      Array.from({ length: 50 }, async (_, worker) => {
        for (let i = worker; performance.now() < until; i += 50) {
          await search(queries[i % queries.length]!);
          done++;
        }
      }),
    );
    await db.close();
    return {
      ...result,
      perSecond: Math.round(done / loadSeconds),
      notes: `table + GIN index ${mb(Number(bytes))} MB in PostgreSQL; req/s at 50 concurrent, pool of 10`,
    };
  },

  async minisearch() {
    const { default: MiniSearch } = await import('minisearch');
    const { cjkGrams } = await import('../src/modules/search/engine/grams.js');
    const { tokensOf } = await import('../src/modules/search/engine/text.js');
    const { LANGUAGES } = await import('./search-compact.js');
    const started = performance.now();
    const games: number[] = [];
    const masks: number[] = [];
    const bit = (language: string) => 1 << Math.max(0, LANGUAGES.indexOf(language));
    const mini = new MiniSearch<{ id: number; t: string }>({
      fields: ['t'],
      tokenize: (text) => [...tokensOf(text), ...cjkGrams(text)],
      processTerm: (term) => term,
      searchOptions: { fuzzy: (term) => (term.length >= 5 ? 2 : term.length >= 3 ? 1 : false), combineWith: 'OR' },
    });
    let game = -1;
    let seen = new Map<string, number>();
    const limit = Number(process.env.BENCH_SEARCH_MINISEARCH_GAMES ?? 0) || undefined;
    await eachTitle((id, language, title) => {
      const text = normaliseText(title);
      if (id !== game) [game, seen] = [id, new Map()];
      const same = seen.get(text);
      if (same !== undefined) return void (masks[same]! |= bit(language));
      seen.set(text, games.length);
      mini.add({ id: games.length, t: text });
      games.push(id);
      masks.push(bit(language));
    }, limit);
    const readyMs = performance.now() - started;
    global.gc?.();
    const search = (query: BenchQuery) => {
      const mask = bit(query.language) | bit('en');
      const best = new Map<number, number>();
      const text = normaliseText(query.q);
      for (const hit of mini.search(text, { filter: (hit) => (masks[hit.id as number]! & mask) !== 0 }).slice(0, 200)) {
        const id = games[hit.id as number]!;
        best.set(id, Math.max(best.get(id) ?? 0, hit.score));
      }
      return [...best]
        .map(([id, score]) => ({ id, score }))
        .sort((a, b) => b.score - a.score)
        .slice(0, 60);
    };
    return measure('MiniSearch 7', readyMs, search, `${games.length} texts${limit ? ` (games up to ${limit})` : ''}`);
  },

  async 'pglite-trgm'() {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const limit = Number(process.env.BENCH_SEARCH_PGLITE_GAMES ?? 20000);
    const started = performance.now();
    const db = await PGlite.create({ extensions: { pg_trgm } });
    await db.exec(`CREATE EXTENSION pg_trgm; CREATE TABLE titles (game_id int, language text, folded text)`);
    const extensionMs = performance.now() - started;
    let batch: [number[], string[], string[]] = [[], [], []];
    const pending: Array<[number[], string[], string[]]> = [];
    await eachTitle((game, language, title) => {
      batch[0].push(game);
      batch[1].push(language);
      batch[2].push(normaliseText(title));
      if (batch[0].length >= 20000) [pending[pending.length], batch] = [batch, [[], [], []]];
    }, limit + 16);
    pending.push(batch);
    for (const rows of pending) {
      await db.query(`INSERT INTO titles SELECT * FROM unnest($1::int[], $2::text[], $3::text[])`, rows);
    }
    const indexing = performance.now();
    await db.exec(`CREATE INDEX ON titles USING gin (folded gin_trgm_ops); ANALYZE titles`);
    const indexMs = performance.now() - indexing;
    const readyMs = performance.now() - started;
    const sql = `SELECT game_id AS id, max(word_similarity($1, folded)) AS score FROM titles
                  WHERE language = ANY($2) AND $1 <% folded GROUP BY game_id ORDER BY score DESC LIMIT 60`;
    const search = async (query: BenchQuery) => {
      const languages = query.language === 'en' ? ['en'] : [query.language, 'en'];
      return (await db.query<ScoredGame>(sql, [normaliseText(query.q), languages])).rows;
    };
    return measure(
      `PGlite pg_trgm (${limit} games)`,
      readyMs,
      search,
      `extension ready in ${Math.round(extensionMs)} ms; GIN index built in ${Math.round(indexMs)} ms`,
    );
  },
};

async function main(): Promise<void> {
  const option = process.argv[2];
  if (option) {
    const run = OPTIONS[option];
    if (!run) throw new Error(`unknown option ${option}: one of ${Object.keys(OPTIONS).join(', ')}`);
    console.log(JSON.stringify(await run()));
    return;
  }
  console.log(
    `${describeMachine()}, load average ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}`,
  );
  if (!existsSync(queriesFile)) writeFileSync(queriesFile, JSON.stringify(await benchQueries(scaleUrl)));
  const results: Result[] = [];
  const options = (
    process.env.BENCH_SEARCH_OPTIONS ?? 'current,compact,compact-snapshot,pg-trgm,minisearch,pglite-trgm'
  ).split(',');
  for (const name of options) {
    const child = spawnSync(
      process.execPath,
      ['--expose-gc', '--max-old-space-size=16000', '--import', 'tsx', path.join(here, 'search-options.ts'), name],
      { encoding: 'utf8', env: process.env, stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 24 },
    );
    const line = child.stdout.trim().split('\n').pop() ?? '';
    if (child.status !== 0 || !line.startsWith('{')) {
      console.log(`${name}: failed (exit ${child.status}) ${line}`);
      continue;
    }
    results.push(JSON.parse(line) as Result);
    console.log(line);
  }
  console.log(`\n| option (${size}) | RSS MB | peak MB | ready ms | p50 ms | p99 ms | /s | top / found / of | notes |`);
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of results) {
    console.log(
      `| ${r.option} | ${r.rss} | ${r.peakRss} | ${r.readyMs} | ${r.p50} | ${r.p99} | ${r.perSecond} | ${r.top} / ${r.found} / ${r.targets} | ${r.notes} |`,
    );
  }
}

await main();
