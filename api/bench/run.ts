// `npm run bench:api`: on PGlite, and on PostgreSQL too when BENCH_DATABASE_URL names a server (a database is
// created there for the run and dropped after):
// - the catalogue's hot routes (hot list, a game's data, a search), each next to a trivial Fastify route measured in
//   the same run on the same server, with the ratio;
// - signed-in traffic (bench/mix.ts): BENCH_USERS users signed up through the identity provider, then their reads,
//   their writes, and a mix of 80 % reads and 20 % writes, with the mix's operations broken down.
// Throughput, p50/p99 latency, and non-2xx responses by status per scenario, as Markdown tables. The server runs in
// its own process so the load generator does not steal its CPU. BENCH_DURATION (s) and BENCH_CONNECTIONS tune it.
import { createInterface } from 'node:readline';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Options, type Result } from 'autocannon';
import { createBenchDatabase, describeMachine, pgliteVersion, startNode } from './harness.js';
import { BENCH_LIMITS, prepareFixtures, SCENARIOS, statusSummary, traffic, type OperationStats } from './mix.js';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const userCount = Number(process.env.BENCH_USERS ?? 50);
const here = path.dirname(fileURLToPath(import.meta.url));

const CATALOGUE: Array<[string, string]> = [
  ['trivial Fastify route', '/bench/trivial'],
  ['GET /c/hot', '/app/api/v1/c/hot'],
  ['GET /g/{slug}', '/app/api/v1/g/snake'],
  ['GET /g/search?q=…', '/app/api/v1/g/search?q=brick%20braeker'],
];

interface Row {
  scenario: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: string;
  errors: number;
}

const row = (scenario: string, result: Result): Row => ({
  scenario,
  rps: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  non2xx: statusSummary(
    Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [Number(status), count ?? 0]),
  ),
  errors: result.errors + result.timeouts,
});

/** A 1 s warm-up (JIT, caches, pools), then the measured run. */
async function measure(options: Options): Promise<Result> {
  await autocannon({ ...options, duration: 1 });
  return autocannon({ ...options, duration });
}

async function benchDatabase(
  databaseUrl: string | undefined,
): Promise<{ rows: Row[]; operations: OperationStats[]; signUp: string }> {
  const server = startNode(
    ['--import', 'tsx', path.join(here, 'server.ts')],
    { DATABASE_URL: databaseUrl ?? '', ...BENCH_LIMITS },
    'pipe',
  );
  try {
    const port = await new Promise<number>((resolve, reject) => {
      server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
      createInterface({ input: server.stdout! }).once('line', (line) => resolve(JSON.parse(line).port));
    });
    const base = `http://127.0.0.1:${port}`;
    const rows: Row[] = [];
    for (const [name, url] of CATALOGUE) rows.push(row(name, await measure({ url: base + url, connections })));

    const fixtures = await prepareFixtures(base, userCount);
    const signUp = `${userCount} users signed up and logged in (4 at a time) in ${fixtures.signUpSeconds.toFixed(1)} s`;
    let operations: OperationStats[] = [];
    for (const scenario of SCENARIOS) {
      const load = traffic(scenario, fixtures);
      // The warm-up's responses are not the measurement's: count operations from the measured run only.
      await autocannon({ url: base, connections, duration: 1, requests: load.requests });
      const measured = traffic(scenario, fixtures);
      rows.push(row(scenario, await autocannon({ url: base, connections, duration, requests: measured.requests })));
      if (scenario === 'mixed 80/20') operations = measured.stats;
    }
    return { rows, operations, signUp };
  } finally {
    // Stopped before its database is dropped, so it never sees its connections cut.
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
  }
}

/** Our own histograms (µs → ms) have sub-millisecond resolution; autocannon's whole milliseconds, so "<1" for 0. */
const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));
const wholeMs = (value: number) => (value < 1 ? '<1' : value.toFixed(0));

function printDatabase(title: string, { rows, operations, signUp }: Awaited<ReturnType<typeof benchDatabase>>): void {
  const baseline = rows[0]!.rps;
  console.log(`\n### ${title}\n`);
  console.log('| scenario | req/s | p50 (ms) | p99 (ms) | non-2xx by status | errors | vs trivial |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.scenario} | ${r.rps.toFixed(0)} | ${wholeMs(r.p50)} | ${wholeMs(r.p99)} | ${r.non2xx} | ${r.errors} | ${((r.rps / baseline) * 100).toFixed(0)}% |`,
    );
  }
  const total = operations.reduce((sum, op) => sum + [...op.statuses.values()].reduce((a, b) => a + b, 0), 0);
  console.log(`\n${signUp}. The mixed scenario by operation:\n`);
  console.log('| operation | share | p50 (ms) | p99 (ms) | non-2xx by status |');
  console.log('|---|---|---|---|---|');
  for (const op of operations) {
    const count = [...op.statuses.values()].reduce((a, b) => a + b, 0);
    if (count === 0) continue;
    console.log(
      `| ${op.name} | ${((count / total) * 100).toFixed(1)}% | ${ms(op.latency.percentile(50) / 1000)} | ${ms(op.latency.percentile(99) / 1000)} | ${statusSummary(op.statuses)} |`,
    );
  }
}

console.log(`## API benchmark: ${connections} connections, ${duration} s per scenario, ${describeMachine()}`);
const results: Array<[string, Awaited<ReturnType<typeof benchDatabase>>]> = [
  [`PGlite ${pgliteVersion()} (embedded, on disk)`, await benchDatabase(undefined)],
];
if (process.env.BENCH_DATABASE_URL) {
  const database = await createBenchDatabase(process.env.BENCH_DATABASE_URL);
  try {
    results.push([
      `PostgreSQL ${database.version} (loopback, pool of node-postgres)`,
      await benchDatabase(database.url),
    ]);
  } finally {
    await database.drop();
  }
}
for (const [title, result] of results) printDatabase(title, result);
if (results.some(([, result]) => result.rows.some((r) => r.errors > 0 || r.non2xx !== '0'))) {
  console.error('\nSome requests failed; the numbers above are not meaningful.');
  process.exitCode = 1;
}
