// `npm run bench:scale`: the catalogue at 10,000 and 100,000 games on PostgreSQL (BENCH_SCALE_SIZES), and the
// 16 shipped games on PGlite, each next to a trivial Fastify route measured by the same server in the same run.
// - Serial latency, cache cold (the server runs with a 1 ms cache TTL): misspelt search, suggestions (prefix and
//   misspelt), category pages 1 and 100, /c/hot, /c/games in every sort, tag pages, recommendations, game detail,
//   and the slices of /g/all a sitemap part is written from.
// - Throughput (cache on, BENCH_DURATION s each after BENCH_WARMUP s, BENCH_CONNECTIONS): varied misspelt searches,
//   anonymous catalogue reads alone and mixed 80/20 with likes and plays, signed-in reads.
// - EXPLAIN of every list query the API runs, flagging any sequential scan of the games table.
// - A new replica's start: the compiled server (api/dist/server.js, `npm run build`) from spawn to /ready.
// - The maker studio at 100,000 games and 10 million events (scale-studio.ts; BENCH_SCALE_STUDIO=0 leaves it out).
// Seeded databases (scale_10k, scale_100k on BENCH_SCALE_SERVER_URL) are kept for reruns.
import type { Request } from 'autocannon';
import { describeMachine, pgliteVersion } from './harness.js';
import { benchSlug, benchTitle, seedScaleCatalogue } from './scale-seed.js';
import { explainLists } from './scale-explain.js';
import { API, counterWrites, get, load, serial, signedInUser, type Load, type Serial } from './scale-requests.js';
import { printProcesses, snapshotFor, type ProcessFigures } from './scale-search.js';
import { startReplica, startServer, withSearch } from './scale-server.js';
import { benchStudio } from './scale-studio.js';

const duration = Number(process.env.BENCH_DURATION ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const serverUrl = process.env.BENCH_SCALE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const sizes = (process.env.BENCH_SCALE_SIZES ?? '10000,100000').split(',').map(Number).filter(Boolean);
/** BENCH_SCALE_LOAD=0: serial latencies only, no throughput runs (for a shared machine). */
const withLoad = process.env.BENCH_SCALE_LOAD !== '0';

const CATEGORIES = ['action', 'arcade', 'puzzle', 'casual', 'strategy', 'cards'];
const TAGS = ['retro', 'classic', 'skill', 'keyboard', 'touch', 'colorful'];
const SORTS = ['hot', 'new', 'top'];
const SHIPPED_TYPOS = [
  'snkae',
  'brick braeker',
  'memroy match',
  'mrege tiles',
  'sudkou',
  'solitare',
  'tetirs',
  'asteriods',
];

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const randomGame = (count: number) => 1 + Math.floor(Math.random() * count);

/** One typo in each word of 4+ letters: two neighbouring letters swapped. */
function misspell(text: string): string {
  return text
    .split(' ')
    .map((word) => {
      if (word.length < 4) return word;
      const at = 1 + Math.floor(Math.random() * (word.length - 2));
      return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
    })
    .join(' ');
}

/** A misspelt search for one bench game's title (two of its words), or a shipped game's typo. */
const misspeltQuery = (games: number) => {
  if (games === 0) return pick(SHIPPED_TYPOS);
  const words = benchTitle(randomGame(games)).split(' ');
  return misspell(`${words[0]} ${words[1]}`);
};

/** Anonymous catalogue reads as a visitor makes them: lists, pages, details, a few searches. */
const catalogueRead = (games: number) => (): Request => {
  const slug = games > 0 ? benchSlug(randomGame(Math.min(games, 2000))) : pick(['snake', 'sudoku', 'solitaire']);
  return get(
    pick([
      `${API}/c/hot`,
      `${API}/c/games?sort=${pick(SORTS)}&page=${1 + Math.floor(Math.random() * 3)}`,
      `${API}/g/c/${pick(CATEGORIES)}?page=${1 + Math.floor(Math.random() * 3)}`,
      `${API}/g/${slug}`,
      ...(withSearch ? [`${API}/g/search?q=${pick(['dragon', 'puzzle', 'snake', 'rocket'])}`] : []),
    ]),
  );
};

/** Serial misspelt searches, misspelt and prefix suggestions. */
async function serialSearches(b: string, n: number, rows: Serial[]): Promise<void> {
  rows.push(await serial(b, 'misspelt search', () => `${API}/g/search?q=${encodeURIComponent(misspeltQuery(n))}`));
  rows.push(
    await serial(
      b,
      'misspelt suggestion',
      () => `${API}/g/search?mode=suggest&q=${encodeURIComponent(misspeltQuery(n))}`,
    ),
  );
  rows.push(
    await serial(b, 'prefix suggestion', () => {
      const word = n > 0 ? benchTitle(randomGame(n)).split(' ')[1]! : pick(['sn', 'bri', 'mem', 'sud']);
      return `${API}/g/search?mode=suggest&q=${encodeURIComponent(word.slice(0, 3 + Math.floor(Math.random() * 3)).toLowerCase())}`;
    }),
  );
}

const f = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));

async function benchSize(games: number, databaseUrl: string, title: string, database = ''): Promise<void> {
  console.log(`\n### ${title}\n`);
  // The servers' search index starts from a snapshot of this database, as a replica's does in production.
  const snapshot = withSearch && database ? await snapshotFor(databaseUrl, database) : undefined;
  const env: Record<string, string> = snapshot ? { OBJECTS_DIR: snapshot.dir } : {};
  // Serial latencies with the cache effectively off: every request reads the database.
  const cold = await startServer(databaseUrl, { CACHE_TTL_MS: '1', ...env });
  const processes: ProcessFigures[] = [];
  const rows: Serial[] = [];
  try {
    const b = cold.base;
    const n = games;
    rows.push(await serial(b, 'trivial Fastify route', () => '/bench/trivial'));
    if (withSearch) await serialSearches(b, n, rows);
    rows.push(await serial(b, 'category page 1', () => `${API}/g/c/${pick(CATEGORIES)}?sort=${pick(SORTS)}&page=1`));
    rows.push(
      await serial(b, 'category page 100', () => `${API}/g/c/${pick(CATEGORIES)}?sort=${pick(SORTS)}&page=100`),
    );
    rows.push(await serial(b, '/c/hot', () => `${API}/c/hot?limit=${10 + Math.floor(Math.random() * 10)}`));
    for (const sort of SORTS) {
      rows.push(
        await serial(
          b,
          `/c/games?sort=${sort} (pages 1–100)`,
          () => `${API}/c/games?sort=${sort}&page=${1 + Math.floor(Math.random() * 100)}`,
        ),
      );
    }
    rows.push(
      await serial(
        b,
        'tag page (pages 1–100)',
        () => `${API}/g/t/${pick(TAGS)}?sort=${pick(SORTS)}&page=${1 + Math.floor(Math.random() * 100)}`,
      ),
    );
    rows.push(
      await serial(b, '/g/recommend', () => `${API}/g/recommend?slug=${n > 0 ? benchSlug(randomGame(n)) : 'snake'}`),
    );
    rows.push(await serial(b, 'game detail', () => `${API}/g/${n > 0 ? benchSlug(randomGame(n)) : 'snake'}`));
    const sliceCount = Math.max(1, Math.floor((n + 16) / 1000));
    rows.push(
      await serial(
        b,
        'sitemap part slice (/g/all, 1,000 games)',
        () => `${API}/g/all?offset=${Math.floor(Math.random() * sliceCount) * 1000}&limit=1000`,
      ),
    );
    processes.push({
      name: 'serial server, after its requests',
      readyMs: cold.readyMs,
      search: cold.search,
      ...cold.memory(),
    });
  } finally {
    await cold.stop();
  }
  console.log('Serial requests, cache cold (CACHE_TTL_MS=1):\n');
  console.log('| request | p50 (ms) | p99 (ms) | failures |');
  console.log('|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.name} | ${f(r.p50)} | ${f(r.p99)} | ${r.failures} |`);

  if (withLoad) processes.push(await throughput(games, databaseUrl, env));
  if (withSearch) {
    // The same start without a search index: what the rest of the API costs (the difference is the index's).
    const bare = await startServer(databaseUrl, { BENCH_SEARCH: '0' });
    processes.push({
      name: 'API without its search index (BENCH_SEARCH=0)',
      readyMs: bare.readyMs,
      search: null,
      ...bare.memory(),
    });
    await bare.stop();
    // What production starts: the compiled API, ready once /ready answers (skipped when it is not built).
    const replica = await startReplica(databaseUrl, env);
    if (replica) processes.push({ name: 'new replica (api/dist/server.js, to /ready)', search: null, ...replica });
    printProcesses(processes, snapshot);
  }
}

/** Throughput with the cache on: searches (unless left out), reads, the 80/20 mix, signed-in and anonymous reads. */
async function throughput(games: number, databaseUrl: string, env: Record<string, string>): Promise<ProcessFigures> {
  const warm = await startServer(databaseUrl, env);
  const loads: Load[] = [];
  let figures: ProcessFigures;
  try {
    const b = warm.base;
    loads.push(await load(b, 'trivial Fastify route', () => get('/bench/trivial')));
    if (withSearch) {
      loads.push(
        await load(b, 'varied misspelt searches', () =>
          get(`${API}/g/search?q=${encodeURIComponent(misspeltQuery(games))}`),
        ),
      );
      loads.push(
        await load(b, 'varied misspelt suggestions', () =>
          get(`${API}/g/search?mode=suggest&q=${encodeURIComponent(misspeltQuery(games))}`),
        ),
      );
    }
    const read = catalogueRead(games);
    const pool = await counterWrites(b, games);
    let written = 0;
    const write = () => pool[written++ % pool.length]!;
    loads.push(await load(b, 'catalogue reads only', read));
    loads.push(await load(b, 'mix 80 % reads / 20 % likes and plays', () => (Math.random() < 0.8 ? read() : write())));
    const authorization = await signedInUser(b);
    loads.push(
      await load(b, 'signed-in reads (/user/info/get)', () => ({
        ...get(`${API}/user/info/get`),
        headers: { authorization },
      })),
    );
    loads.push(await load(b, 'anonymous reads (/c/hot)', () => get(`${API}/c/hot`)));
    figures = {
      name: 'throughput server, after its loads',
      readyMs: warm.readyMs,
      search: warm.search,
      ...warm.memory(),
    };
  } finally {
    await warm.stop();
  }
  const trivial = loads[0]!.rps;
  console.log(`\nThroughput, cache on, ${connections} connections, ${duration} s each:\n`);
  console.log('| load | req/s | p50 (ms) | p99 (ms) | failures | vs trivial |');
  console.log('|---|---|---|---|---|---|');
  for (const l of loads) {
    console.log(
      `| ${l.name} | ${l.rps.toFixed(0)} | ${l.p50} | ${l.p99} | ${l.failures} | ${((l.rps / trivial) * 100).toFixed(0)}% |`,
    );
  }
  const byName = (name: string) => loads.find((l) => l.name.startsWith(name))!;
  const reads = byName('catalogue reads only');
  const mix = byName('mix 80');
  console.log(
    `\nMix vs reads only: ${(mix.rps / reads.rps).toFixed(2)}× throughput, p99 ${mix.p99} vs ${reads.p99} ms. ` +
      `Signed-in vs anonymous reads: ${(byName('signed-in').rps / byName('anonymous').rps).toFixed(2)}×.`,
  );
  return figures;
}

console.log(`## Scale benchmark: ${describeMachine()}`);
for (const size of sizes) {
  const database = `scale_${size >= 1_000_000 ? `${size / 1_000_000}m` : size >= 1000 ? `${size / 1000}k` : size}`;
  const seconds = await seedScaleCatalogue(serverUrl, database, size);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  await benchSize(
    size,
    url.toString(),
    `PostgreSQL, ${size.toLocaleString('en')} bench games + 16 shipped${seconds ? ` (seeded in ${seconds.toFixed(0)} s)` : ''}`,
    database,
  );
  if (size === Math.max(...sizes)) {
    const plans = await explainLists(
      url.toString(),
      withSearch ? (await snapshotFor(url.toString(), database)).dir : undefined,
    );
    console.log(`\nEXPLAIN at ${size.toLocaleString('en')} games (sequential scan of games?):\n`);
    console.log('| query | seq scan of games |');
    console.log('|---|---|');
    for (const p of plans) console.log(`| ${p.name} | ${p.seqScan ? '**yes**' : 'no'} |`);
    if (process.env.BENCH_SHOW_PLANS)
      for (const p of plans) console.log(`\n#### ${p.name}\n\n\`\`\`\n${p.plan}\n\`\`\``);
  }
}
if (process.env.BENCH_SCALE_PGLITE !== '0') {
  await benchSize(0, '', `PGlite ${pgliteVersion()}, the 16 shipped games`);
}
if (process.env.BENCH_SCALE_STUDIO !== '0') await benchStudio(serverUrl);
