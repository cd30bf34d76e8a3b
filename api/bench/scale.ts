// `npm run bench:scale`: the catalogue at 10,000 and 100,000 games on PostgreSQL (BENCH_SCALE_SIZES), and the
// 16 shipped games on PGlite, each next to a trivial Fastify route measured by the same server in the same run.
// - Serial latency, cache cold (the server runs with a 1 ms cache TTL): misspelt search, suggestions (prefix and
//   misspelt), category pages 1 and 100, /c/hot, /c/games in every sort, tag pages, recommendations, game detail,
//   and the slices of /g/all a sitemap part is written from.
// - Throughput (cache on, BENCH_DURATION s each, BENCH_CONNECTIONS): varied misspelt searches, anonymous catalogue
//   reads alone and mixed 80/20 with likes and plays, signed-in reads.
// - EXPLAIN of every list query the API runs, flagging any sequential scan of the games table.
// - The maker studio at 100,000 games and 10 million events (scale-studio.ts; BENCH_SCALE_STUDIO=0 leaves it out).
// Seeded databases (scale_10k, scale_100k on BENCH_SCALE_SERVER_URL) are kept for reruns.
import autocannon, { type Request, type Result } from 'autocannon';
import type { Queryable } from '../src/db/db.js';
import { openPostgres } from '../src/db/postgres.js';
import { listAllGames, listFeatured, listGames, listTop, recommendGames } from '../src/modules/games/service.js';
import { parseSearchQuery } from '../src/modules/search/query.js';
import { LiveSearchIndex } from '../src/modules/search/engine/live-index.js';
import { searchGames, suggestGames } from '../src/modules/search/service.js';
import { describeMachine, pgliteVersion } from './harness.js';
import { benchSlug, benchTitle, seedScaleCatalogue } from './scale-seed.js';
import { ms, serial, startServer, type Serial } from './scale-server.js';
import { benchStudio } from './scale-studio.js';

const API = '/app/api/v1';
const duration = Number(process.env.BENCH_DURATION ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const serverUrl = process.env.BENCH_SCALE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const sizes = (process.env.BENCH_SCALE_SIZES ?? '10000,100000').split(',').map(Number).filter(Boolean);
/** BENCH_SCALE_SEARCH=0: lists, tags, recommendations, details and sitemap slices only, the server without its search index. */
const withSearch = process.env.BENCH_SCALE_SEARCH !== '0';
/** The bench server's environment: without its search index when searches are left out. */
const searchEnv: Record<string, string> = withSearch ? {} : { BENCH_SEARCH: '0' };
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

interface Load {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  failures: number;
}

/** A 1 s warm-up, then `duration` s of `connections` connections, each request from `next`. */
async function load(base: string, name: string, next: () => Request): Promise<Load> {
  const requests = [{ setupRequest: (request: Request) => ({ ...request, ...next() }) }];
  await autocannon({ url: base, connections, duration: 1, requests });
  const result: Result = await autocannon({ url: base, connections, duration, requests });
  const failures = result.non2xx + result.errors + result.timeouts;
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failures };
}

const get = (path: string): Request => ({ method: 'GET', path });

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

/** Writes the mix cycles through: more than it can send, so that nearly every like and play is a first one. */
const WRITE_POOL = 8_000;

/**
 * Likes and plays as the game page sends them: each device first takes a counter token for the game
 * (POST /g/{slug}/counter-token), then counts with it. The tokens are taken before the measured run.
 */
async function counterWrites(base: string, games: number): Promise<Request[]> {
  const writes: Request[] = [];
  const next = async (i: number) => {
    const slug = games > 0 ? benchSlug(randomGame(Math.min(games, 2000))) : pick(['snake', 'sudoku', 'solitaire']);
    const device = `bench-device-${i}-${Math.floor(Math.random() * 1e9)}`;
    const res = await fetch(`${base}${API}/g/${slug}/counter-token`, {
      method: 'POST',
      headers: { 'x-device-id': device },
    });
    if (!res.ok) throw new Error(`counter token: ${res.status} ${await res.text()}`);
    const { token } = ((await res.json()) as { data: { token: string } }).data;
    const headers = { 'x-device-id': device, 'x-counter-token': token };
    writes.push({ method: 'POST', path: `${API}/g/${slug}/${i % 2 ? 'like' : 'play'}`, headers });
  };
  for (let i = 0; i < WRITE_POOL; i += 50) await Promise.all(Array.from({ length: 50 }, (_, j) => next(i + j)));
  return writes;
}

async function signedInUser(base: string): Promise<string> {
  const email = `scale-${Date.now().toString(36)}@example.test`;
  const signUp = await fetch(`${base}${API}/identity/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench-password-7', name: 'Scale' }),
  });
  const { token } = ((await signUp.json()) as { data: { token: string } }).data;
  const login = await fetch(`${base}${API}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, type: 1, device_id: 'bench-device-1', login_type: 'aware' }),
  });
  return `Bearer ${((await login.json()) as { data: { access_token: string } }).data.access_token}`;
}

/** Runs every list query through EXPLAIN (the API's own functions, on a connection that explains instead). */
async function explainLists(url: string): Promise<Array<{ name: string; seqScan: boolean; plan: string }>> {
  const db = await openPostgres(url, 1);
  const plans: Array<{ name: string; seqScan: boolean; plan: string }> = [];
  let current: string[] = [];
  const explaining: Queryable = {
    async query<T extends object>(sql: string, params?: unknown[]) {
      const explain = process.env.BENCH_SHOW_PLANS === 'analyze' ? 'EXPLAIN (ANALYZE, BUFFERS)' : 'EXPLAIN';
      const rows = await db.query<{ 'QUERY PLAN': string }>(`${explain} ${sql}`, params);
      current.push(rows.map((row) => row['QUERY PLAN']).join('\n'));
      return [] as T[];
    },
  };
  const context = { language: 'en' as const, gamesOrigin: 'http://127.0.0.1' };
  const [{ n: listed }] = (await db.query<{ n: number }>(
    `SELECT n::int AS n FROM list_counts WHERE scope = 'all'`,
  )) as [{ n: number }];
  const lastSlice = Math.max(0, Math.floor((listed - 1) / 1000) * 1000);
  // Search scores in memory (its index reads the real database); what it asks the database is explained.
  const search = withSearch ? new LiveSearchIndex(db) : undefined;
  await search?.loaded();
  const cases: Array<[string, () => Promise<unknown>]> = [
    ...SORTS.flatMap((sort): Array<[string, () => Promise<unknown>]> => [
      [
        `/c/games?sort=${sort}&page=100`,
        () => listGames(explaining, context, { sort: sort as never, page: 100, limit: 20 }),
      ],
      [
        `/g/c/puzzle?sort=${sort}&page=100`,
        () => listGames(explaining, context, { sort: sort as never, page: 100, limit: 20, category: 'puzzle' }),
      ],
      [
        `/g/t/retro?sort=${sort}&page=100`,
        () => listGames(explaining, context, { sort: sort as never, page: 100, limit: 20, tag: 'retro' }),
      ],
    ]),
    ['/c/hot', () => listTop(explaining, context, { sort: 'hot', limit: 12 })],
    ['/g/c/featured', () => listFeatured(explaining, context, { limit: 12 })],
    [
      '/g/all?offset=(the last slice)&limit=1000',
      () => listAllGames(explaining, 'de', { offset: lastSlice, limit: 1000 }),
    ],
    ...(search
      ? [
          [
            '/g/search?q=crystl dragon',
            () => searchGames(explaining, search, context, parseSearchQuery('crystl dragon')!, { page: 1, limit: 20 }),
          ] as [string, () => Promise<unknown>],
          [
            '/g/search?q=cryst&mode=suggest',
            () => suggestGames(explaining, search, context, parseSearchQuery('cryst')!),
          ] as [string, () => Promise<unknown>],
        ]
      : []),
  ];
  for (const [name, run] of cases) {
    current = [];
    await run().catch(() => {});
    const plan = current.join('\n\n');
    plans.push({ name, seqScan: /Seq Scan on games\b/.test(plan), plan });
  }
  // recommendGames first looks the target up, which the explaining connection answers with nothing.
  current = [];
  const [target] = await db.query<{ id: number }>(`SELECT id FROM games WHERE slug = 'bench-1'`);
  const targetFirst: Queryable = {
    query: async <T extends object>(sql: string, params?: unknown[]) =>
      sql.startsWith('SELECT id FROM games WHERE slug') ? ([target] as T[]) : explaining.query<T>(sql, params),
  };
  await recommendGames(targetFirst, context, { slug: 'bench-1', limit: 12 }).catch(() => {});
  plans.push({
    name: '/g/recommend?slug=bench-1',
    seqScan: /Seq Scan on games\b/.test(current.join('\n')),
    plan: current.join('\n\n'),
  });
  await db.close();
  return plans;
}

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

async function benchSize(games: number, databaseUrl: string, title: string): Promise<void> {
  console.log(`\n### ${title}\n`);
  // Serial latencies with the cache effectively off: every request reads the database.
  const cold = await startServer(databaseUrl, { CACHE_TTL_MS: '1', ...searchEnv });
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
  } finally {
    await cold.stop();
  }
  console.log('Serial requests, cache cold (CACHE_TTL_MS=1):\n');
  console.log('| request | p50 (ms) | p99 (ms) | failures |');
  console.log('|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.name} | ${ms(r.p50)} | ${ms(r.p99)} | ${r.failures} |`);

  if (withLoad) await throughput(games, databaseUrl);
}

/** Throughput with the cache on: searches (unless left out), reads, the 80/20 mix, signed-in and anonymous reads. */
async function throughput(games: number, databaseUrl: string): Promise<void> {
  const warm = await startServer(databaseUrl, searchEnv);
  const loads: Load[] = [];
  try {
    const b = warm.base;
    loads.push(await load(b, 'trivial Fastify route', () => get('/bench/trivial')));
    if (withSearch) {
      loads.push(
        await load(b, 'varied misspelt searches', () =>
          get(`${API}/g/search?q=${encodeURIComponent(misspeltQuery(games))}`),
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
  );
  if (size === Math.max(...sizes)) {
    const plans = await explainLists(url.toString());
    console.log(`\nEXPLAIN at ${size.toLocaleString('en')} games (sequential scan of games?):\n`);
    console.log('| query | seq scan of games |');
    console.log('|---|---|');
    for (const p of plans) console.log(`| ${p.name} | ${p.seqScan ? '**yes**' : 'no'} |`);
    if (process.env.BENCH_SHOW_PLANS)
      for (const p of plans) console.log(`\n#### ${p.name}\n\n\`\`\`\n${p.plan}\n\`\`\``);
  }
}
// The maker studio at 100,000 games and 10 million events (its own database, scale_studio_100k).
if (process.env.BENCH_SCALE_STUDIO !== '0') await benchStudio(serverUrl);
if (process.env.BENCH_SCALE_PGLITE !== '0') {
  await benchSize(0, '', `PGlite ${pgliteVersion()}, the 16 shipped games`);
}
