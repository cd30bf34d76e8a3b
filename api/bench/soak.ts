// `npm run bench:soak`: SOAK_SECONDS (300) of the signed-in 80/20 mix (bench/mix.ts) at SOAK_RATE requests/s on
// loopback against the real API process (src/server.ts, as deployed: JSON logs at info, graceful shutdown), on PGlite
// or, with BENCH_DATABASE_URL, on a fresh PostgreSQL database dropped afterwards. The server's resident memory is
// read from /proc/<pid>/status every 10 s: nothing is added to the server to watch it. Exits non-zero unless:
// - no 5xx response, no connection error or timeout, no error-level log line;
// - resident memory after the warm-up (the first fifth of the run, at most 60 s) grows by at most SOAK_RSS_GROWTH_MB
//   (64): caches, pools and PGlite's buffers fill during the warm-up, so growth after it is what a leak looks like;
// - on SIGTERM at the end the server finishes and exits with 0 within its grace period.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { createBenchDatabase, describeMachine, pgliteVersion, startNode, waitUntilReady } from './harness.js';
import { BENCH_LIMITS, prepareFixtures, statusSummary, traffic } from './mix.js';

const seconds = Number(process.env.SOAK_SECONDS ?? 300);
const rate = Number(process.env.SOAK_RATE ?? 100);
const connections = Number(process.env.SOAK_CONNECTIONS ?? 20);
const userCount = Number(process.env.SOAK_USERS ?? 50);
const growthLimitMb = Number(process.env.SOAK_RSS_GROWTH_MB ?? 64);
const warmupSeconds = Math.min(60, Math.round(seconds / 5));
const SAMPLE_MS = 10_000;
const SHUTDOWN_GRACE_MS = 10_000;
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const rssMb = (pid: number) =>
  Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;

const database = process.env.BENCH_DATABASE_URL ? await createBenchDatabase(process.env.BENCH_DATABASE_URL) : undefined;
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-soak-'));
const [apiPort, gamesPort] = [await freePort(), await freePort()];
const server = startNode(
  ['--import', 'tsx', path.join(apiDir, 'src/server.ts')],
  {
    API_PORT: String(apiPort),
    GAMES_PORT: String(gamesPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: database?.url ?? '',
    REDIS_URL: '',
    LOG_LEVEL: 'info',
    SHUTDOWN_GRACE_MS: String(SHUTDOWN_GRACE_MS),
    ...BENCH_LIMITS,
  },
  'pipe',
);
// The server's log is read as it comes (a full pipe would stall the server) and checked, not kept.
const log = { lines: 0, errors: [] as string[] };
createInterface({ input: server.stdout! }).on('line', (line) => {
  log.lines += 1;
  if (/"level":"(error|fatal)"/.test(line)) log.errors.push(line);
});
const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));

const base = `http://127.0.0.1:${apiPort}`;
const samples: Array<{ second: number; rss: number; requests: number }> = [];
try {
  await waitUntilReady(`${base}/app/api/v1/ready`, server);
  const fixtures = await prepareFixtures(base, userCount);
  const dbName = database ? `PostgreSQL ${database.version}` : `PGlite ${pgliteVersion()} (on disk)`;
  console.log(
    `Soak: ${seconds} s of the 80/20 mix at ${rate} req/s over ${connections} connections, ${userCount} users, ${dbName}`,
  );
  console.log(
    `${describeMachine()}; server pid ${server.pid}; warm-up ${warmupSeconds} s; RSS sampled every ${SAMPLE_MS / 1000} s\n`,
  );

  const load = traffic('mixed 80/20', fixtures);
  const responses = () => load.stats.reduce((sum, op) => sum + [...op.statuses.values()].reduce((a, b) => a + b, 0), 0);
  const started = Date.now();
  const sample = () => {
    const entry = { second: Math.round((Date.now() - started) / 1000), rss: rssMb(server.pid!), requests: responses() };
    samples.push(entry);
    console.log(
      `${String(entry.second).padStart(5)} s  RSS ${entry.rss.toFixed(1).padStart(7)} MB  ${String(entry.requests).padStart(8)} responses`,
    );
  };
  sample();
  const sampler = setInterval(sample, SAMPLE_MS);
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    overallRate: rate,
    requests: load.requests,
  });
  clearInterval(sampler);
  sample();

  const stopping = Date.now();
  server.kill('SIGTERM');
  const exitCode = await exited;
  const shutdownMs = Date.now() - stopping;

  const statuses = Object.entries(result.statusCodeStats ?? {}).map(
    ([status, { count }]) => [Number(status), count ?? 0] as [number, number],
  );
  const count5xx = statuses.filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);
  const afterWarmup = samples.filter((s) => s.second >= warmupSeconds);
  const baseline = afterWarmup[0]!;
  const peak = afterWarmup.reduce((max, s) => (s.rss > max.rss ? s : max), baseline);
  const growth = peak.rss - baseline.rss;
  const last = samples.at(-1)!;

  const criteria: Array<[string, boolean, string]> = [
    ['no 5xx response', count5xx === 0, `${count5xx} (non-2xx by status: ${statusSummary(statuses)})`],
    [
      'no connection error or timeout',
      result.errors + result.timeouts === 0,
      `${result.errors} errors, ${result.timeouts} timeouts`,
    ],
    ['no error-level log line', log.errors.length === 0, `${log.errors.length} of ${log.lines} lines`],
    [
      `RSS growth after warm-up ≤ ${growthLimitMb} MB`,
      growth <= growthLimitMb,
      `${baseline.rss.toFixed(1)} MB at ${baseline.second} s → peak ${peak.rss.toFixed(1)} MB at ${peak.second} s (+${growth.toFixed(1)} MB); ${last.rss.toFixed(1)} MB at the end`,
    ],
    [
      'graceful exit on SIGTERM',
      exitCode === 0 && shutdownMs <= SHUTDOWN_GRACE_MS,
      `exit code ${exitCode} after ${shutdownMs} ms`,
    ],
  ];

  console.log(`\n| measure | value |\n|---|---|`);
  console.log(`| requests | ${result.requests.total} (${result.requests.average.toFixed(0)} req/s) |`);
  console.log(`| latency p50 / p99 | ${result.latency.p50} ms / ${result.latency.p99} ms |`);
  for (const [name, passed, detail] of criteria) console.log(`| ${passed ? '✔' : '✘'} ${name} | ${detail} |`);
  for (const line of log.errors.slice(0, 5)) console.error(line);
  if (criteria.some(([, passed]) => !passed)) {
    console.error('\nSoak failed.');
    process.exitCode = 1;
  }
} finally {
  if (server.exitCode === null) server.kill('SIGKILL');
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
}
